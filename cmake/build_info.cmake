# Run at every build (src/build_info/CMakeLists.txt): writes OUTPUT, a C++ file defining the
# version and the line `nonet --version` prints, from the project's version, the commit the sources are at (with
# "+modified" when tracked files differ from it; "no git" outside a checkout) and the build's
# flags. The file is rewritten only when that line changes, so an unchanged tree relinks nothing.
execute_process(COMMAND git -C ${SOURCE_DIR} rev-parse --short=7 HEAD
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE status ERROR_QUIET)
if(status EQUAL 0 AND commit)
  execute_process(COMMAND git -C ${SOURCE_DIR} status --porcelain --untracked-files=no
                  OUTPUT_VARIABLE changes OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(changes)
    string(APPEND commit "+modified")
  endif()
else()
  set(commit "no git")
endif()
set(line "nonet ${VERSION} (${commit}, ${FLAGS})")
set(content "// Made by cmake/build_info.cmake at build time.\n#include \"build_info/build_info.hpp\"\n\nnamespace nonet::build_info {\n\nconst char* version() { return \"${VERSION}\"; }\nconst char* version_line() { return \"${line}\"; }\n\n}  // namespace nonet::build_info\n")
if(EXISTS ${OUTPUT})
  file(READ ${OUTPUT} old)
endif()
if(NOT old STREQUAL content)
  file(WRITE ${OUTPUT} "${content}")
endif()
