# The bring-up from the REPL: the board's app driven here until MENU is held, each step told
# in words. Apart from bringup.py, which the boot screens load, so that the screen does not
# import the app that shows it. Nothing imports this file: it costs the board no heap.
from lysbord.hw.board import open_board
from lysbord.ui.board.app import App, step
from lysbord.ui.board.bringup import BringUp


def run(board=None, say=print):
    """The bring-up from the REPL (Ctrl-C first stops the app):
    `from lysbord.ui.board.bringup_repl import run; run()`. It says what each step shows; hold MENU
    (on the lite board too) to return to the prompt."""
    if board is None:
        import profile  # the board's own /profile.py, only when no board is handed in

        board = open_board(profile)
    app = App(board)
    left = []
    app.show(BringUp(app, left.append, say), board.ticks_ms())
    while not left:
        step(app, board, board.ticks_ms())
        board.sleep_ms(2)
    board.pixels.off()
