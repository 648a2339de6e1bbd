# The board object on the host fakes: profile check at open, clock, watchdog, saves,
# the error pattern main.py shows when the app cannot start, and reset.
from hwkit import open_fake, profile, variant

from helpers import message, raises
from lysbord.hw.board import open_board

FULL = profile("full")
LITE = profile("lite")


def test_open_board_gives_pixels_keys_store_and_clock():
    host, board = open_fake(FULL, start_ms=500)
    assert board.profile is FULL and board.pixels.count == 104
    assert board.ticks_ms() == 500
    board.sleep_ms(25)
    assert board.ticks_ms() == 525 and host.now == 525
    board.store.save("game", b"state")
    assert "game" in host.fs.files and board.store.load("game") == b"state"
    assert board.keys_held_at_boot() == ()
    host.uninstall()
    host, board = open_fake(LITE)
    assert board.pixels.count == 100
    host.uninstall()


def test_a_bad_profile_is_refused_when_the_board_opens():
    import sys

    host, board = open_fake(LITE)
    assert "lysbord.hw.profile" not in sys.modules  # the checker ran and let its heap go
    text = message(raises(ValueError, open_board, variant(LITE, LED_PIN=7)))  # and still checks
    assert text == "GPIO 7 is used twice: LED_PIN and BUTTONS[100]"
    host.uninstall()


def test_watchdog_fires_only_when_not_fed():
    host, board = open_fake(FULL)
    board.feed()  # not started yet: nothing to feed, no error
    assert "expected a watchdog timeout of 1..8300 ms, got 9000" == message(
        raises(ValueError, board.start_watchdog, 9000)
    )
    board.start_watchdog(2000)
    for _ in range(10):
        host.advance(1500)
        board.feed()
    assert not host.watchdog_expired()
    host.advance(2001)
    assert host.watchdog_expired()
    host.uninstall()


def test_error_pattern_is_a_red_cross():
    host, board = open_fake(FULL)
    board.show_error()
    shown = host.logical()
    red = [i for i in range(104) if shown[3 * i] and not shown[3 * i + 1] and not shown[3 * i + 2]]
    assert red == sorted(set([i * 11 for i in range(10)] + [i * 9 + 9 for i in range(10)])) + [100, 101, 102, 103]
    assert board.pixels.last_ma <= FULL.BUDGET_MA
    host.uninstall()


def test_reset_restarts_the_board():
    from fakes.machine import PowerOff

    host, board = open_fake(FULL)
    raises(PowerOff, board.reset)
    assert host.world.resets == 1
    host.uninstall()
