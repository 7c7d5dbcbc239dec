# The Debian packages, made by `cpack -G DEB` in a build tree (scripts/package does it all):
#   nonet          the binary, its manual pages and shell completions
#   nonet-dev      the static library, headers and CMake package (find_package(nonet))
#   python3-nonet  the Python module for Debian's python3, when it was built
# Runtime dependencies are read off the built files by dpkg-shlibdeps, not typed here; only
# what no file can tell (the -dev headers' packages, Python's) is named.
set(NONET_PACKAGE_MAINTAINER "nonet developers <nonet@example.org>" CACHE STRING
    "The Maintainer field of the Debian packages: whoever distributes them")

set(CPACK_GENERATOR DEB)
set(CPACK_PACKAGE_NAME nonet)
set(CPACK_PACKAGE_VERSION ${PROJECT_VERSION})
set(CPACK_PACKAGE_CONTACT ${NONET_PACKAGE_MAINTAINER})
set(CPACK_PACKAGE_INSTALL_DIRECTORY nonet)
set(CPACK_STRIP_FILES ON)
set(CPACK_DEB_COMPONENT_INSTALL ON)
set(CPACK_COMPONENTS_ALL runtime dev)
set(CPACK_DEBIAN_FILE_NAME DEB-DEFAULT)  # nonet_0.2.0_amd64.deb
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
set(CPACK_DEBIAN_PACKAGE_PRIORITY optional)
set(CPACK_DEBIAN_PACKAGE_SECTION utils)

# Each description: its synopsis line, then paragraphs (CPack indents them; an empty line
# becomes " ."). No semicolons: CMake would read them as list separators.
set(nonet_about [[
nonet streams puzzle files of any size (plain, gzip or zstd) through every
core. It solves, counts and checks puzzles, rates them (Sudoku Explainer's
scale, exact against serate, qqwing's class and the search effort), explains
them step by step, generates new ones and gives canonical forms, writing one
record per puzzle in input order.
]])
set(CPACK_DEBIAN_RUNTIME_DESCRIPTION "high-throughput batch Sudoku engine
${nonet_about}
This package holds the nonet command, its manual pages and its bash and fish
completions.")
set(CPACK_DEBIAN_RUNTIME_PACKAGE_NAME nonet)
# The bash completion is loaded by bash-completion (/usr/share/bash-completion/completions).
set(CPACK_DEBIAN_RUNTIME_PACKAGE_RECOMMENDS "bash-completion")

set(CPACK_DEBIAN_DEV_PACKAGE_NAME nonet-dev)
set(CPACK_DEBIAN_DEV_PACKAGE_SECTION libdevel)
# The CMake package finds these when a program links nonet::nonet (cmake/nonetConfig.cmake.in).
set(CPACK_DEBIAN_DEV_PACKAGE_DEPENDS "libtbb-dev, zlib1g-dev, libzstd-dev")
set(CPACK_DEBIAN_DEV_DESCRIPTION "high-throughput batch Sudoku engine (C++ library)
${nonet_about}
This package holds the static library, its headers and its CMake package:
find_package(nonet) and link nonet::nonet.")

if(TARGET nonet_python AND NONET_PYTHON_VERSION)
  list(APPEND CPACK_COMPONENTS_ALL python)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_NAME python3-nonet)
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SECTION python)
  # The module is built for this one interpreter (its file name says so).
  string(REPLACE "." ";" python_parts ${NONET_PYTHON_VERSION})
  list(GET python_parts 0 python_major)
  list(GET python_parts 1 python_minor)
  math(EXPR python_next_minor "${python_minor} + 1")
  # nonet.dask runs the nonet command of the same version on every worker (the module
  # finds it on PATH: the Debian package holds no copy of its own).
  set(CPACK_DEBIAN_PYTHON_PACKAGE_DEPENDS
      "python3 (>= ${NONET_PYTHON_VERSION}), python3 (<< ${python_major}.${python_next_minor}), python3-numpy, nonet (= ${PROJECT_VERSION})")
  set(CPACK_DEBIAN_PYTHON_PACKAGE_SUGGESTS "python3-pandas, python3-dask, python3-distributed")
  set(CPACK_DEBIAN_PYTHON_DESCRIPTION "high-throughput batch Sudoku engine (Python module)
${nonet_about}
This package holds the Python module: batch calls on numpy arrays, and
nonet.dask, which runs the nonet command over files on a Dask cluster.")
endif()

# Every package carries the copyright file and a changelog in its documentation directory, as
# Debian asks; the nonet package also the README, which the manual pages point to, and the
# docs/ pages the README links to (docs/NAME.md.gz beside README.md.gz).
set(nonet_package_docs ${PROJECT_BINARY_DIR}/package-docs)
string(TIMESTAMP nonet_package_date "%a, %d %b %Y %H:%M:%S +0000" UTC)  # SOURCE_DATE_EPOCH
file(WRITE ${nonet_package_docs}/changelog
     "nonet (${PROJECT_VERSION}) unstable; urgency=medium\n\n"
     "  * nonet ${PROJECT_VERSION}: see README.md.gz and the project's CHANGELOG.md.\n\n"
     " -- ${NONET_PACKAGE_MAINTAINER}  ${nonet_package_date}\n")
execute_process(COMMAND gzip -9nf ${nonet_package_docs}/changelog)
add_custom_command(OUTPUT ${nonet_package_docs}/README.md.gz
  COMMAND ${CMAKE_COMMAND} -E copy ${PROJECT_SOURCE_DIR}/README.md ${nonet_package_docs}/README.md
  COMMAND gzip -9nf ${nonet_package_docs}/README.md
  DEPENDS ${PROJECT_SOURCE_DIR}/README.md)
file(GLOB nonet_doc_pages CONFIGURE_DEPENDS ${PROJECT_SOURCE_DIR}/docs/*.md)
set(nonet_doc_pages_gz)
foreach(page IN LISTS nonet_doc_pages)
  get_filename_component(name ${page} NAME)
  add_custom_command(OUTPUT ${nonet_package_docs}/docs/${name}.gz
    COMMAND ${CMAKE_COMMAND} -E copy ${page} ${nonet_package_docs}/docs/${name}
    COMMAND gzip -9nf ${nonet_package_docs}/docs/${name}
    DEPENDS ${page})
  list(APPEND nonet_doc_pages_gz ${nonet_package_docs}/docs/${name}.gz)
endforeach()
add_custom_target(nonet-package-docs ALL
  DEPENDS ${nonet_package_docs}/README.md.gz ${nonet_doc_pages_gz})
foreach(component IN LISTS CPACK_COMPONENTS_ALL)
  string(TOUPPER ${component} upper)
  install(FILES ${PROJECT_SOURCE_DIR}/cmake/package/copyright ${nonet_package_docs}/changelog.gz
          DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/${CPACK_DEBIAN_${upper}_PACKAGE_NAME}
          COMPONENT ${component})
endforeach()
install(FILES ${nonet_package_docs}/README.md.gz DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/nonet
        COMPONENT runtime)
install(FILES ${nonet_doc_pages_gz} DESTINATION ${CMAKE_INSTALL_DATADIR}/doc/nonet/docs
        COMPONENT runtime)

include(CPack)
