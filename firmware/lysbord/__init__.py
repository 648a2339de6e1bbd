# Lysbord: firmware and rule modules for a lit 10x10 game board.
# The package runs unchanged on the Pico (MicroPython) and on a PC (CPython).
VERSION = "0.1.0"
