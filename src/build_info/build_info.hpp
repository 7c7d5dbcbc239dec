// Which nonet this is: the project's version (CMakeLists.txt) and the line `nonet --version`
// prints with the commit the build came from and its flags, e.g.
// "nonet 0.2.0 (a1b2c3d, -march=native)". Defined in a file written at build time
// (cmake/build_info.cmake), so it never goes stale; the command line, the Python module and
// the rating files' grader line all read it here.
#pragma once

namespace nonet::build_info {

const char* version();       // "0.2.0"
const char* version_line();  // "nonet 0.2.0 (a1b2c3d, -march=native)"

}  // namespace nonet::build_info
