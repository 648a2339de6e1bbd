# The emulated Pico: tools/pico/emulator.py (the Python API), chip.mjs (the RP2040).
