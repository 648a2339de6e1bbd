# Boot shim: check the profile, open the board, run the app (an asyncio loop: the board's
# own loop, and on a Pico W the web side beside it). If the app cannot start, the board
# shows a red cross instead of going dark (the error is printed on the REPL); Ctrl-C stops the
# watchdog too, so the REPL can be used (board/README.md, bring-up and measuring).
import profile

from lysbord.hw.board import open_board

board = open_board(profile)  # a bad profile stops here with a ValueError naming the problem
try:
    from lysbord.ui.board.app import run

    run(board)
except KeyboardInterrupt:  # Ctrl-C on the REPL: the board stays up for what is typed next
    board.stop_watchdog()
    raise
except Exception:
    board.show_error()
    raise
