#!/bin/sh
# Type-checks the hardware layer, main.py and the board profiles against the MicroPython
# rp2 (Pico) stubs, so a wrong machine/neopixel call fails on the host. Usage: sh tools/flashing/typecheck.sh [python]
set -e
PY="${1:-.venv/bin/python}"
cd "$(dirname "$0")/../.."
SITE=$("$PY" -c "import sysconfig; print(sysconfig.get_paths()['purelib'])")
# The stub packages put loose .pyi files (machine, neopixel, time, ...) into site-packages,
# which mypy only reads through MYPYPATH, and MYPYPATH may not name site-packages: copy them.
STUBS=build/typecheck/stubs
rm -rf "$STUBS" && mkdir -p "$STUBS"
cp "$SITE"/*.pyi "$STUBS"/
for dir in rp2 _mpy_shed; do cp -r "$SITE/$dir" "$STUBS/$dir"; done
cp board/full.py "$STUBS/profile.py"  # main.py imports the profile copied to the Pico as /profile.py
# the stubs themselves are not ours to fix: ignore errors inside them
CONFIG=build/typecheck/mypy.ini
{
    echo "[mypy]"
    for stub in "$STUBS"/*.pyi; do
        name=$(basename "$stub" .pyi)
        printf '[mypy-%s]\nignore_errors = True\n' "$name"
    done
    printf '[mypy-rp2.*]\nignore_errors = True\n[mypy-_mpy_shed.*]\nignore_errors = True\n'
} >"$CONFIG"
# site-packages/stdlib is MicroPython's own standard library, used as the typeshed
MYPYPATH="firmware:$STUBS" "$PY" -m mypy \
    --config-file "$CONFIG" \
    --custom-typeshed-dir "$SITE" \
    --follow-imports=silent \
    --no-error-summary \
    --cache-dir build/typecheck/cache \
    --check-untyped-defs \
    --explicit-package-bases \
    firmware/lysbord/hw/*.py firmware/main.py board/full.py board/lite.py
echo "type check: firmware/lysbord/hw, firmware/main.py, board/ clean against the rp2 stubs"
