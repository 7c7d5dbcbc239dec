#!/usr/bin/env bash
# The Debian packages (cmake/package.cmake): builds them from a build tree with cpack, checks
# their relations (python3-nonet depends on nonet of its version, nonet recommends
# bash-completion), checks them with lintian (no error allowed), unpacks them into a scratch
# root (dpkg -x: the test changes nothing on the machine) and uses what was installed there:
# `nonet --version`, a solve, a manual page, the bash completion, the Python module, and a
# CMake project built against the installed nonet-dev (tests/install_consumer).
#   usage: run.sh BUILD_DIR [CXX_COMPILER [CXX_FLAGS]]
set -euo pipefail
build=$(cd "$1" && pwd)
shift
here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "FAIL [package]: $*" >&2
  exit 1
}

# The packages, named as Debian names them: nonet_VERSION_ARCH.deb.
version=$("$build/nonet" --version | awk '{print $2}')
arch=$(dpkg --print-architecture)
cpack --config "$build/CPackConfig.cmake" -G DEB -B "$work/debs" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log" >&2; fail "cpack failed"; }
packages=(nonet nonet-dev)
[[ -f $build/python/nonet/__init__.py ]] && packages+=(python3-nonet)
debs=()
for package in "${packages[@]}"; do
  deb="$work/debs/${package}_${version}_${arch}.deb"
  [[ -f $deb ]] || fail "no $(basename "$deb") among: $(ls "$work/debs")"
  debs+=("$deb")
done

# Dependencies read off the binary by dpkg-shlibdeps: TBB's runtime among them.
dpkg-deb -f "$work/debs/nonet_${version}_${arch}.deb" Depends | grep -q 'libtbb12' ||
  fail "nonet does not depend on libtbb12: $(dpkg-deb -f "${debs[0]}" Depends)"

# Relations no file tells: python3-nonet needs the nonet command of its version (nonet.dask
# runs it), and nonet's bash completion needs bash-completion to be loaded.
field() { dpkg-deb -f "$work/debs/${1}_${version}_${arch}.deb" "$2"; }
[[ ", $(field nonet Recommends), " == *", bash-completion, "* ]] ||
  fail "nonet does not recommend bash-completion: Recommends: $(field nonet Recommends)"
if [[ " ${packages[*]} " == *" python3-nonet "* ]]; then
  [[ ", $(field python3-nonet Depends), " == *", nonet (= $version), "* ]] ||
    fail "python3-nonet does not depend on nonet (= $version): $(field python3-nonet Depends)"
fi

# lintian exits non-zero on any error; its warnings are printed for the log.
command -v lintian >/dev/null || fail "lintian is not installed (scripts/setup installs it)"
lintian --fail-on error "${debs[@]}" >"$work/lintian.log" 2>&1 ||
  { cat "$work/lintian.log" >&2; fail "lintian reports errors"; }
grep -v 'root privileges' "$work/lintian.log" || true

root="$work/root"
for deb in "${debs[@]}"; do dpkg-deb -x "$deb" "$root"; done
installed="$root/usr/bin/nonet"
[[ -x $installed ]] || fail "no usr/bin/nonet in the package"

[[ $("$installed" --version) == $("$build/nonet" --version) ]] ||
  fail "installed --version '$("$installed" --version)' differs from the build's"

puzzle=".......1.4.........2...........5.4.7..8...3....1.9....3..4..2...5.1........8.6..."
solution="693784512487512936125963874932651487568247391741398625319475268856129743274836159"
[[ $(echo "$puzzle" | "$installed" solve -q) == "$solution" ]] || fail "installed solve"

page="$root/usr/share/man/man1/nonet-rate.1.gz"
[[ -f $page ]] || fail "no manual page nonet-rate(1)"
MANWIDTH=200 man -l "$page" | grep -qE -- "--format NAME" || fail "man -l nonet-rate.1.gz"
# The reference the README's usage sections held: statuses, columns, exit status, examples.
rendered=$(MANWIDTH=200 man -l "$page")
for section in STATUS OUTPUT "TIME BUDGET" "EXIT STATUS" EXAMPLES; do
  grep -q "^$section\$" <<<"$rendered" || fail "no $section in nonet-rate(1)"
done
[[ -f $root/usr/share/man/man1/nonet.1.gz ]] || fail "no manual page nonet(1)"

completion="$root/usr/share/bash-completion/completions/nonet"
[[ $(bash -c 'source "$1"; COMP_WORDS=(nonet ra); COMP_CWORD=1; _nonet; echo "${COMPREPLY[*]}"' \
      _ "$completion") == rate ]] || fail "installed bash completion"
[[ -f $root/usr/share/fish/vendor_completions.d/nonet.fish ]] || fail "no fish completion"

for package in "${packages[@]}"; do
  [[ -f $root/usr/share/doc/$package/copyright ]] || fail "no copyright file for $package"
done
# Every page the README links to under docs/ is shipped beside it, compressed as Debian does.
doc="$root/usr/share/doc/nonet"
[[ -f $doc/README.md.gz ]] || fail "no README.md.gz in $doc"
for page in $(zcat "$doc/README.md.gz" | grep -oE '\(docs/[a-z0-9-]+\.md' | sort -u); do
  [[ -f $doc/${page#(}.gz ]] || fail "the README links ${page#(}, which the package does not ship"
done

if [[ " ${packages[*]} " == *" python3-nonet "* ]]; then
  # Debian's python3 finds the module under usr/lib/python3/dist-packages.
  PYTHONPATH="$root/usr/lib/python3/dist-packages" /usr/bin/python3 - "$puzzle" "$solution" \
    "$("$build/nonet" --version)" "$version" "$root" <<'PY' || fail "installed Python module"
import sys
import nonet
puzzle, solution, line, version, root = sys.argv[1:]
assert nonet.__file__.startswith(root), nonet.__file__
assert nonet.VERSION_LINE == line, (nonet.VERSION_LINE, line)
assert nonet.__version__ == version, (nonet.__version__, version)
assert nonet.to_strings(nonet.solve([puzzle])["solution"])[0] == solution
PY
fi

bash "$here/../install_consumer/run.sh" --installed "$root/usr" "$@" >/dev/null ||
  fail "the consumer project does not build against the installed nonet-dev"
echo "package: ${debs[*]##*/} install, run and link from a scratch root"
