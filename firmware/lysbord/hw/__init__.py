# The hardware layer: the only code that touches machine, neopixel, rp2 and files.
# Start with lysbord.hw.board.open_board(profile); see board/README.md for the wiring.
