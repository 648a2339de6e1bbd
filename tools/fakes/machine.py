# Fake `machine` for the host: Pin over a simulated board (diode key matrix, buttons),
# mem32 with the RP2040 SIO input word, WDT and reset. Installed by tools/fakes/install.py.
#
# The simulated board is `world` (a World): keys are closed or open at a time in ms,
# from timed transitions (see World.schedule); the clock is world.now_ms. Rows of the key
# matrix are outputs: a pressed key pulls its column low while its row is driven low.

SIO_GPIO_IN = 0xD0000004
WATCHDOG_CTRL_CLEAR = 0x4005B000  # writing bit 30 here stops the watchdog
FAKE_RP2040 = True  # lysbord.hw.keys reads the SIO word through mem32, as on the Pico


class PowerOff(Exception):
    """Raised by reset() and by a watchdog that was not fed: the board restarts."""


class World:
    """The simulated electrical board: which key contacts are closed at the current time."""

    def __init__(self, rows=(), cols=(), buttons=None):
        self.rows = tuple(rows)  # GPIO per matrix row
        self.cols = tuple(cols)  # GPIO per matrix column
        self.buttons = dict(buttons or {})  # key id -> GPIO (cursor pad included)
        self.now_ms = 0
        self.low = 0  # bitmap of the GPIOs the firmware drives low
        self.push_pull = 0  # bitmap of the GPIOs set up as push-pull outputs (driven high when not low)
        self.no_diode = set()  # matrix keys wired without their diode (a builder's slip)
        self.fights = 0  # reads where a driven-high row was tied to a low column through such a key
        self.transitions = {}  # key id -> sorted list of (time_ms, closed)
        self.resets = 0
        self.watchdog = None
        self._words = {}  # low bitmap -> SIO word, while no contact changes
        self._settled = (0, -1)  # the times between which the contacts stay as _settle found them

    def schedule(self, key, time_ms, closed):
        """From time_ms on, key's contact is closed (True) or open (False)."""
        events = self.transitions.setdefault(key, [])
        events.append((time_ms, bool(closed)))
        events.sort(key=lambda item: item[0])
        self._words = {}

    def closed(self, key):
        """Is key's contact closed now?"""
        state = False
        for time_ms, closed in self.transitions.get(key, ()):
            if time_ms > self.now_ms:
                break
            state = closed
        return state

    def set_time(self, now_ms):
        """Move the clock (the firmware's ticks_ms) to now_ms."""
        if now_ms != self.now_ms:
            self.now_ms = now_ms
            start, end = self._settled
            if not start <= now_ms < end:  # a scan a millisecond reads ~11 words: keep them while nothing changes
                self._words = {}

    def drive(self, gpio, level):
        """The firmware drives an output high (1) or low (0)."""
        if level:
            self.low &= ~(1 << gpio)
        else:
            self.low |= 1 << gpio

    def _settle(self):
        """Which contacts are closed now, as GPIO masks: per matrix row, and for the buttons."""
        self._row_cols = [0] * len(self.rows)
        self._buttons_low = 0
        end = 1 << 62
        for events in self.transitions.values():
            for time_ms, _ in events:
                if time_ms > self.now_ms:
                    end = min(end, time_ms)
                    break
        self._settled = (self.now_ms, end)
        for key in self.transitions:
            if not self.closed(key):
                continue
            if key in self.buttons:
                self._buttons_low |= 1 << self.buttons[key]
            elif 0 <= key < 10 * len(self.rows) and key % 10 < len(self.cols):
                self._row_cols[key // 10] |= 1 << self.cols[key % 10]

    def word(self):
        """What the RP2040's SIO GPIO_IN register would read now (30 bits)."""
        if self.no_diode:
            return self._word_without_diodes()
        word = self._words.get(self.low)
        if word is None:
            if not self._words:
                self._settle()
            # pull-ups: everything reads high unless driven low, or pulled low by a closed contact
            word = ((1 << 30) - 1) & ~self.low & ~self._buttons_low
            for r in range(len(self.rows)):
                if self.low >> self.rows[r] & 1:  # the diode lets a low row pull its columns
                    word &= ~self._row_cols[r]
            self._words[self.low] = word
        return word

    def _word_without_diodes(self):
        """The slow path when some keys lack their diode: such a key joins its row and column
        both ways, so a low column pulls a let-go row low (a ghost on that row's other keys),
        and a row driven high against a low column is a fight (two outputs shorted)."""
        self._settle()
        low_rows = 0
        for r in range(len(self.rows)):
            if self.low >> self.rows[r] & 1:
                low_rows |= 1 << r
        while True:
            low_cols = 0
            for r in range(len(self.rows)):
                if low_rows >> r & 1:
                    low_cols |= self._row_cols[r]
            spread = low_rows
            for key in self.no_diode:
                row, col = divmod(key, 10)
                if self.closed(key) and low_cols >> self.cols[col] & 1 and not spread >> row & 1:
                    if self.push_pull >> self.rows[row] & 1:
                        self.fights += 1  # the high driver holds its row: current through two keys
                    else:
                        spread |= 1 << row
            if spread == low_rows:
                break
            low_rows = spread
        return ((1 << 30) - 1) & ~self.low & ~self._buttons_low & ~low_cols


world = World()


class Pin:
    """machine.Pin over the simulated board: value() reads the board, value(x) drives it."""

    IN = 0
    OUT = 1
    OPEN_DRAIN = 2
    PULL_UP = 1
    PULL_DOWN = 2

    def __init__(self, id, mode=-1, pull=-1, *, value=None):
        if isinstance(id, bool) or not isinstance(id, int) or not 0 <= id <= 29:
            raise ValueError("invalid pin")
        self.id = id
        self.mode = mode
        self.pull = pull
        if mode == Pin.OUT:
            world.push_pull |= 1 << id
        else:
            world.push_pull &= ~(1 << id)
        if value is not None:
            world.drive(id, 1 if value else 0)

    def value(self, x=None):
        """Read the pin, or drive it to x."""
        if x is None:
            return world.word() >> self.id & 1
        if x:
            world.low &= ~(1 << self.id)
        else:
            world.low |= 1 << self.id
        return None

    def on(self):
        """Drive high."""
        world.drive(self.id, 1)

    def off(self):
        """Drive low."""
        world.drive(self.id, 0)

    def __call__(self, x=None):
        return self.value(x)


class _Mem32:
    def __getitem__(self, address):
        if address != SIO_GPIO_IN:
            raise ValueError("fake mem32 only knows SIO GPIO_IN (0x%08x), got 0x%08x" % (SIO_GPIO_IN, address))
        return world.word()

    def __setitem__(self, address, value):
        if address != WATCHDOG_CTRL_CLEAR or value != 1 << 30:
            raise ValueError("fake mem32 only takes the watchdog's stop, got 0x%08x = 0x%x" % (address, value))
        world.watchdog = None


mem32 = _Mem32()


class WDT:
    """The watchdog: fires (world.resets += 1) if the clock passes the timeout unfed."""

    def __init__(self, id=0, timeout=5000):
        if not 1 <= timeout <= 8388:
            raise ValueError("WDT timeout too long")
        self.timeout = timeout
        self.fed_at = world.now_ms
        self.feeds = 0
        world.watchdog = self

    def feed(self):
        """Restart the countdown."""
        self.feeds += 1
        self.fed_at = world.now_ms

    def expired(self):
        """Has the countdown run out (on the real board: the Pico has restarted)?"""
        return world.now_ms - self.fed_at > self.timeout


def unique_id():
    """The flash chip's id, as a Pico reports it (8 bytes)."""
    return b"\xe6\x61\x38\x52\x7c\x1a\x2b\x3d"


def reset():
    """Restart the board: counted in world.resets, then PowerOff is raised."""
    world.resets += 1
    raise PowerOff("machine.reset()")
