# firmware/main.py on the host fakes: it checks the profile, opens the board and runs the
# app; if the app cannot be imported or crashes, the LEDs show a red cross and the error is raised.
import os
import runpy
import types

import hwkit
from fakes.install import install
from hostkit import modules_replaced

from helpers import message

MAIN = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "firmware", "main.py")
FULL = hwkit.profile("full")
CROSS = sorted(set([i * 11 for i in range(10)] + [i * 9 + 9 for i in range(10)])) + [100, 101, 102, 103]


def run_main(prof, app):
    """Run main.py with prof as /profile.py and app as lysbord.ui.board.app; return (host, error)."""
    host = install(prof)
    error = None
    try:
        with modules_replaced({"profile": prof, "lysbord.ui.board.app": app}):
            runpy.run_path(MAIN)
    except Exception as exc:
        error = exc
    finally:
        host.uninstall()
    return host, error


def red_cells(host):
    shown = host.logical()
    return [i for i in range(len(shown) // 3) if shown[3 * i] and not shown[3 * i + 1] and not shown[3 * i + 2]]


def test_main_runs_the_app_with_the_board():
    app = types.ModuleType("lysbord.ui.board.app")
    seen = []
    app.run = lambda board: seen.append((board.profile, board.pixels.count))
    host, error = run_main(FULL, app)
    assert error is None and seen == [(FULL, 104)] and host.frames == []


def test_app_that_cannot_be_imported_shows_a_red_cross():
    host, error = run_main(FULL, None)  # None in sys.modules: the import fails
    assert isinstance(error, ImportError)
    assert red_cells(host) == CROSS


def test_app_that_crashes_shows_a_red_cross_and_the_error():
    app = types.ModuleType("lysbord.ui.board.app")

    def run(board):
        raise RuntimeError("boom")

    app.run = run
    host, error = run_main(FULL, app)
    assert message(error) == "boom" and red_cells(host) == CROSS


def test_bad_profile_stops_main_with_the_reason():
    host, error = run_main(hwkit.variant(FULL, WIDTH=8), types.ModuleType("lysbord.ui.board.app"))
    assert message(error) == "expected a 10x10 LED matrix to cover the board, got 8x10"
    assert host.frames == []
    assert isinstance(error, ValueError)


def test_ctrl_c_stops_the_watchdog_so_the_repl_is_not_cut_short():
    app = types.ModuleType("lysbord.ui.board.app")

    def run(board):
        board.start_watchdog(8000)
        raise KeyboardInterrupt  # Ctrl-C from mpremote

    app.run = run
    host = install(FULL)
    try:
        with modules_replaced({"profile": FULL, "lysbord.ui.board.app": app}):
            try:
                runpy.run_path(MAIN)
            except KeyboardInterrupt:
                pass
            else:
                raise AssertionError("Ctrl-C must still reach the REPL")
        host.advance(20000)  # long past the watchdog's 8 s
        assert not host.watchdog_expired() and host.world.resets == 0
        assert host.frames == []  # no error screen: Ctrl-C is not a crash
    finally:
        host.uninstall()
