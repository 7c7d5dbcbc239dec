"""Builds nonet._core and the nonet binary with CMake (the project's own build), then puts them
in the package: the module next to __init__.py, the binary in nonet/bin/ for nonet.dask.
CMAKE_ARGS in the environment adds options (e.g. -DCMAKE_CXX_COMPILER_LAUNCHER=ccache);
NONET_BUILD_JOBS sets the parallel build (default: every core); NONET_BUILD_DIR reuses an
existing build tree of the project (scripts/test does, so the library is not built twice)."""

import os
import re
import shlex
import shutil
import subprocess
import sys

from setuptools import Extension, setup
from setuptools.command.build_ext import build_ext

ROOT = os.path.dirname(os.path.abspath(__file__))


def project_version():
    """The one version of the project: `project(nonet VERSION x.y.z)` in CMakeLists.txt."""
    with open(os.path.join(ROOT, "CMakeLists.txt"), encoding="utf-8") as cmake_lists:
        return re.search(r"project\(nonet VERSION ([0-9.]+)", cmake_lists.read()).group(1)


class CMakeExtension(Extension):
    def __init__(self, name):
        super().__init__(name, sources=[])


class CMakeBuild(build_ext):
    def build_extension(self, ext):
        reuse = os.environ.get("NONET_BUILD_DIR")
        build_dir = os.path.abspath(reuse or os.path.join(self.build_temp, "cmake"))
        package_dir = os.path.join(build_dir, "python")
        configure = ["cmake", "-S", ROOT, "-B", build_dir, "-DNONET_BUILD_PYTHON=ON",
                     f"-DPYTHON_EXECUTABLE={sys.executable}"]
        if not reuse:
            configure += ["-DCMAKE_BUILD_TYPE=Release", "-DNONET_BUILD_TESTS=OFF",
                          "-DNONET_BUILD_BENCH=OFF", f"-DNONET_PYTHON_PACKAGE_DIR={package_dir}"]
        configure += shlex.split(os.environ.get("CMAKE_ARGS", ""))
        subprocess.run(configure, check=True)
        jobs = os.environ.get("NONET_BUILD_JOBS") or str(os.cpu_count() or 1)
        subprocess.run(["cmake", "--build", build_dir, "-j", jobs, "--target", "nonet_python",
                        "nonet-cli"], check=True)
        module = next(f for f in os.listdir(os.path.join(package_dir, "nonet"))
                      if f.startswith("_core") and f.endswith(".so"))
        target = self.get_ext_fullpath(ext.name)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        shutil.copy2(os.path.join(package_dir, "nonet", module), target)
        bin_dir = os.path.join(os.path.dirname(target), "bin")
        os.makedirs(bin_dir, exist_ok=True)
        shutil.copy2(os.path.join(build_dir, "nonet"), os.path.join(bin_dir, "nonet"))


setup(
    version=project_version(),
    packages=["nonet"],
    package_dir={"": "src/python"},
    package_data={"nonet": ["*.pyi", "py.typed"]},
    ext_modules=[CMakeExtension("nonet._core")],
    cmdclass={"build_ext": CMakeBuild},
    zip_safe=False,
)
