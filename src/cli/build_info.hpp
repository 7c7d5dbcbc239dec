// What `nonet --version` prints: the project's version (CMakeLists.txt), the commit the binary
// was built from and its build flags, e.g. "nonet 0.1.0 (a1b2c3d, -march=native)". Defined in
// a file written at build time (cmake/build_info.cmake), so it never goes stale.
#pragma once

namespace nonet::cli {

const char* version_line();

}  // namespace nonet::cli
