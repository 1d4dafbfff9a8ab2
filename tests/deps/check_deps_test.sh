#!/usr/bin/env bash
# scripts/check-deps must catch a package the build uses but install-deps
# does not list, even when that package is installed on this machine: the
# mistake that once broke the set-up on new machines (Qt6Charts needs
# Qt6OpenGL's CMake config, from libqt6opengl6-dev). Runs check-deps on this
# build's cache twice: with install-deps' list (must pass) and with the list
# minus libqt6opengl6-dev (must fail and name it).
#   check_deps_test.sh SOURCE_DIR BUILD_DIR        exit 77: skipped
set -uo pipefail
src=$1
build=$2
if ! command -v dpkg-query >/dev/null; then
  echo "skipped: not a Debian system"
  exit 77
fi
if ! dpkg-query -W -f='${Status}' libqt6opengl6-dev 2>/dev/null | grep -q 'install ok installed'; then
  echo "skipped: libqt6opengl6-dev is not installed here"
  exit 77
fi
out=$("$src/scripts/check-deps" "$build" 2>&1)
rc=$?
echo "$out"
if [[ $rc -ne 0 ]]; then
  echo "FAIL: check-deps rejects install-deps' own list (exit $rc)"
  exit 1
fi
without=$("$src/scripts/install-deps" --list | grep -vx libqt6opengl6-dev | tr '\n' ' ')
out=$(SQLSCOPE_DEPS_PACKAGES="$without" "$src/scripts/check-deps" "$build" 2>&1)
rc=$?
echo "$out"
if [[ $rc -ne 1 ]]; then
  echo "FAIL: without libqt6opengl6-dev in the list check-deps exited $rc, not 1"
  exit 1
fi
if ! grep -q "Qt6OpenGL_DIR found .* from package libqt6opengl6-dev, which scripts/install-deps does not install" <<<"$out"; then
  echo "FAIL: check-deps did not name libqt6opengl6-dev"
  exit 1
fi
echo "ok: check-deps names libqt6opengl6-dev when install-deps does not list it"
