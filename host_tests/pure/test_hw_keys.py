# Key scanning and debouncing on the fake board: recorded bounce patterns in, exactly
# the events a person meant out (a touch at the first closed reading, press after 5 ms
# stable, long at 800 ms, release; a touch that never became a press is taken back).
import gc

from hwkit import names, open_fake, profile, variant

from helpers import ON_MICROPYTHON, message, raises
from lysbord.events import CENTER, JACK, KIND_BITS, LONG, MENU, PRESS, RELEASE, TOUCH, UNDO, UNTOUCH, UP
from lysbord.hw.keys import EventQueue, Keys

FULL = profile("full")
LITE = profile("lite")


def ev(key, kind):
    return key << KIND_BITS | kind


def tapped(key, long=False):
    """The events of one press of key, from its touch to its release."""
    return [ev(key, TOUCH), ev(key, PRESS)] + [ev(key, LONG)] * long + [ev(key, RELEASE)]


def run(prof, script, until_ms, **install_options):
    """Open a fake board, let script(host) schedule contacts, scan every ms; return (host, board, events)."""
    host, board = open_fake(prof, **install_options)
    script(host)
    found = host.run(board.keys, until_ms)
    host.uninstall()
    return host, board, found


def test_clean_tap_is_press_then_release_after_the_debounce_time():
    host, board, found = run(FULL, lambda h: h.tap(42, at_ms=10, hold_ms=200), 400)
    assert found == tapped(42), names(found)


def test_press_is_reported_five_ms_after_the_contact_settles_and_touched_at_once():
    host, board = open_fake(FULL)
    host.pattern(7, 10, "1010111")  # chatter 10..13, closed from 14
    assert host.run(board.keys, 9) == []
    assert host.run(board.keys, 10) == [ev(7, TOUCH)]  # the first closed reading
    assert host.run(board.keys, 18) == []  # the chatter is one touch
    assert host.run(board.keys, 19) == [ev(7, PRESS)]  # stable since 14: reported at 19
    host.uninstall()


def test_chatter_up_to_six_ms_on_press_and_release():
    patterns = ("1011010", "110100101", "1" + "01" * 3, "10011011")
    for pattern in patterns:

        def script(h, pattern=pattern):
            h.pattern(3, 20, pattern + "1")
            h.pattern(3, 300, "0" + "".join("1" if c == "0" else "0" for c in pattern) + "0")

        found = run(FULL, script, 500)[2]
        assert found == tapped(3), (pattern, names(found))  # the release's chatter touches nothing


def test_pathological_150_ms_bounce_is_still_one_press():
    # a worn switch: contact flickering for 150 ms, never 5 ms in the same state
    from lysbord.rng import Rng

    rng = Rng(7)
    pattern = ""
    level = "1"
    while len(pattern) < 150:
        pattern += level * (1 + rng.below(4))
        level = "0" if level == "1" else "1"
    host, board = open_fake(FULL)
    host.pattern(55, 100, pattern + "1")
    host.release(55, at_ms=600, bounce_ms=6)
    found = host.run(board.keys, 900)
    assert found == tapped(55), names(found)
    host.uninstall()


def test_a_short_spike_is_touched_and_taken_back_never_pressed():
    host, board = open_fake(FULL)
    host.pattern(9, 10, "1110")  # closed 10..12, open from 13
    assert host.run(board.keys, 10) == [ev(9, TOUCH)]
    assert host.run(board.keys, 17) == []  # open since 13: not yet for the debounce time
    assert host.run(board.keys, 18) == [ev(9, UNTOUCH)]
    assert host.run(board.keys, 100) == [] and not board.keys.held(9)
    host.uninstall()


def test_simultaneous_presses_are_all_reported():
    def script(h):
        for key in (0, 5, 9, 50, 99, MENU, UNDO):
            h.press(key, at_ms=10, bounce_ms=3)
        for key in (0, 5, 9, 50, 99, MENU, UNDO):
            h.release(key, at_ms=200, bounce_ms=2)

    host, board = open_fake(FULL)
    script(host)
    found = host.run(board.keys, 100)
    both = [ev(k, kind) for k in (0, 5, 9, 50, 99, MENU, UNDO) for kind in (TOUCH, PRESS)]
    assert sorted(found) == sorted(both), names(found)
    assert all(board.keys.held(k) for k in (0, 5, 9, 50, 99, MENU, UNDO))
    assert not board.keys.held(1) and not board.keys.held(JACK)
    found = host.run(board.keys, 300)
    assert sorted(found) == sorted(ev(k, RELEASE) for k in (0, 5, 9, 50, 99, MENU, UNDO)), names(found)
    host.uninstall()


def test_key_held_through_boot_stays_silent_until_released():
    from fakes.install import install

    from lysbord.hw.board import open_board

    host = install(FULL)
    host.press(33, at_ms=0)
    host.press(JACK, at_ms=0)
    host.set_time(5)
    board = open_board(FULL)
    assert board.keys_held_at_boot() == (33, JACK)
    assert board.keys.held(33)
    host.release(33, at_ms=2000, bounce_ms=4)
    host.press(33, at_ms=2100)
    host.release(33, at_ms=2200)
    found = host.run(board.keys, 2500)
    assert found == tapped(33), names(found)  # only the press after boot
    assert board.keys_held_at_boot() == (33, JACK)  # what was held while booting
    host.uninstall()


def test_long_press_once_before_release():
    found = run(FULL, lambda h: (h.press(MENU, at_ms=10), h.release(MENU, at_ms=2000)), 2100)[2]
    assert found == tapped(MENU, long=True), names(found)
    host, board = open_fake(FULL)
    host.press(12, at_ms=10)
    assert host.run(board.keys, 814) == [ev(12, TOUCH), ev(12, PRESS)]  # pressed reported at 15
    assert host.run(board.keys, 815) == [ev(12, LONG)]  # 800 ms later
    host.uninstall()
    found = run(FULL, lambda h: h.tap(12, at_ms=10, hold_ms=790), 1000)[2]
    assert found == tapped(12), names(found)


def test_queue_flags_overflow_instead_of_growing():
    queue = EventQueue(4)
    assert all(queue.push(i) for i in range(4))
    assert not queue.push(9) and queue.overflowed
    assert [queue.pop() for _ in range(5)] == [0, 1, 2, 3, -1]
    queue.clear()
    assert not queue.overflowed and len(queue) == 0

    def many(h):
        for key in range(40):
            h.press(key, at_ms=10)

    host, board, found = run(FULL, many, 30)
    # 40 touches in one scan, then 40 presses in another: the first 32 of each are queued
    assert found == [ev(k, TOUCH) for k in range(32)] + [ev(k, PRESS) for k in range(32)], names(found)
    assert board.keys.events.overflowed


def test_pin_value_fallback_and_scattered_columns_read_the_same():
    scattered = variant(FULL, KEY_COLS=(19, 10, 18, 11, 17, 12, 16, 13, 15, 14))

    def script(h):
        for key in (0, 11, 29, 47, 98, REVEAL_KEY):
            h.tap(key, at_ms=10 + key, hold_ms=100)

    expected = run(FULL, script, 400)[2]
    assert len(expected) == 18
    assert run(scattered, script, 400)[2] == expected
    host, board = open_fake(scattered)
    board.keys = Keys(scattered, host.ticks_ms(), use_mem32=False)
    script(host)
    assert host.run(board.keys, 400) == expected
    host.uninstall()


REVEAL_KEY = 103


def test_lite_cursor_pad_and_buttons():
    def script(h):
        h.tap(UP, at_ms=10)
        h.press(CENTER, at_ms=200, bounce_ms=6)
        h.release(CENTER, at_ms=1200)
        h.tap(JACK, at_ms=1300)

    found = run(LITE, script, 1500)[2]
    assert found == tapped(UP) + tapped(CENTER, long=True) + tapped(JACK), names(found)
    host, board = open_fake(LITE)
    assert "expected a key id of this board, got 42" == message(raises(ValueError, board.keys.held, 42))
    host.uninstall()


def test_ticks_wrap_around():
    start = (1 << 30) - 20
    found = run(FULL, lambda h: h.tap(4, at_ms=start + 10, hold_ms=50), start + 100, start_ms=start)[2]
    assert found == tapped(4), names(found)


def test_only_changed_or_pending_lines_are_worked_on():
    calls = []

    class Counting(Keys):
        def _work(self, line, bits, now_ms):
            calls.append(line)
            Keys._work(self, line, bits, now_ms)

    host, board = open_fake(FULL)
    keys = Counting(FULL, host.ticks_ms())
    host.run(keys, 100)
    assert calls == []  # nothing pressed: no line needs work
    host.press(23, at_ms=110)
    host.run(keys, 1000)
    assert set(calls) == {2} and len(calls) == 6 + 800  # settle 110..115, then waiting for the long press
    del calls[:]
    host.run(keys, 1100)
    assert calls == []  # held, long press sent: nothing left to do
    host.uninstall()


def test_no_allocation_per_scan():
    if not ON_MICROPYTHON:
        return  # gc.mem_alloc is MicroPython's
    host, board = open_fake(FULL)
    keys = board.keys
    host.press(5, at_ms=10)
    host.press(MENU, at_ms=10)
    host.advance(20)
    now = host.ticks_ms()
    keys.scan(now)
    keys.scan(now)  # the fake machine caches its SIO words for this time
    gc.collect()
    before = gc.mem_alloc()
    for _ in range(5):
        keys.scan(now)
    assert gc.mem_alloc() == before, gc.mem_alloc() - before
    host.uninstall()


def test_a_missing_diode_never_shorts_a_driven_row_and_both_keys_still_read():
    # key 12 is wired without its diode and key 32 shares its column: each scan of row 3
    # pulls column 2 low, and through key 12 row 1 with it. Rows are open-drain, so row 1 is
    # let go rather than driven high against it.
    from fakes import machine

    def script(h):
        h.world.no_diode.add(12)
        h.tap(12, at_ms=10, hold_ms=200)
        h.tap(32, at_ms=20, hold_ms=200)

    host, board, found = run(FULL, script, 400)
    assert host.world.fights == 0
    assert sorted(found) == sorted(tapped(12) + tapped(32)), names(found)
    # the same slip with rows driven high when idle (push-pull) ties row 1 to row 3 on every scan
    host, board = open_fake(FULL)
    script(host)
    board.keys._rows = [machine.Pin(p, machine.Pin.OUT, value=1) for p in FULL.KEY_ROWS]
    host.run(board.keys, 400)
    assert host.world.fights > 100
    host.uninstall()


def test_a_missing_diode_shows_as_a_ghost_on_its_row():
    # what the bring-up mode shows a builder: with key 12's diode missing and 32 held, a
    # press on 15 (row 1) also reads as 35 (row 3), a key nobody pressed
    host, board = open_fake(FULL)
    host.world.no_diode.add(12)
    for key in (12, 32, 15):
        host.press(key, at_ms=10)
    found = host.run(board.keys, 100)
    host.uninstall()
    assert sorted(found) == sorted(ev(k, kind) for k in (12, 15, 32, 35) for kind in (TOUCH, PRESS)), names(found)
