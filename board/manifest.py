# Freeze the Lysbord firmware into a custom MicroPython build for the Pico, so its bytecode
# runs from flash instead of RAM. Build (see board/README.md, "Frozen firmware"):
#   make -C ports/rp2 BOARD=RPI_PICO FROZEN_MANIFEST=/absolute/path/to/board/manifest.py
# then flash build-RPI_PICO/firmware.uf2 and run `make flash PROFILE=full FROZEN=1`.
# ruff: noqa: F821  (include/package are provided by MicroPython's manifest tool)

include("$(PORT_DIR)/boards/manifest.py")  # the rp2 port's own frozen modules: neopixel, asyncio, rp2
package("lysbord", base_path="../firmware", opt=3)  # relative to this file
