# Keys: scans the diode key matrix (or cursor pad) and the buttons, debounces by defer
# and queues press/long/release events. Key state is integer bitmaps; nothing allocated per scan.
import sys

from lysbord.compat import const, ticks_diff
from lysbord.events import CELLS

_SIO_GPIO_IN = const(0xD0000004)  # RP2040 SIO: every GPIO's input level in one word
_STRIDE = const(16)  # slots per scan line (a line has at most 10 keys)
_MATRIX_LINES = const(10)
_LONG = const(2)
_RELEASE = const(1)


class EventQueue:
    """A fixed ring of event ints; when full, new events are dropped and overflowed is set."""

    def __init__(self, size=32):
        self._items = [0] * size
        self._size = size
        self._head = 0
        self._count = 0
        self.overflowed = False

    def push(self, ev):
        """Queue an event; False (and overflowed set) when the queue is full."""
        if self._count == self._size:
            self.overflowed = True
            return False
        self._items[(self._head + self._count) % self._size] = ev
        self._count += 1
        return True

    def pop(self):
        """The oldest event, or -1 when empty."""
        if not self._count:
            return -1
        ev = self._items[self._head]
        self._head = (self._head + 1) % self._size
        self._count -= 1
        return ev

    def __len__(self):
        return self._count

    def clear(self):
        """Drop every queued event and the overflow flag."""
        self._count = 0
        self.overflowed = False


class Keys:
    """Scanner + debouncer for one board profile; call scan(now_ms) every millisecond or so."""

    def __init__(self, profile, now_ms, use_mem32=None):
        import machine  # here, not at the top: the host installs its fake first

        self.events = EventQueue()
        self.debounce_ms = profile.DEBOUNCE_MS
        self.long_press_ms = profile.LONG_PRESS_MS
        if use_mem32 is None:  # the SIO address is the RP2040's (or the host fake's)
            use_mem32 = sys.platform == "rp2" or getattr(machine, "FAKE_RP2040", False)
        self._mem = machine.mem32 if use_mem32 else None
        self._matrix = hasattr(profile, "KEY_ROWS")
        ids = bytearray(_STRIDE * (_MATRIX_LINES + 1))
        button_ids = []
        if self._matrix:
            # rows idle high; the scanned row is pulled low and pressed keys pull their column low
            self._rows = [machine.Pin(p, machine.Pin.OUT, value=1) for p in profile.KEY_ROWS]
            self._cols = [machine.Pin(p, machine.Pin.IN, machine.Pin.PULL_UP) for p in profile.KEY_COLS]
            self._col_gpios = tuple(profile.KEY_COLS)
            first = self._col_gpios[0]
            # consecutive GPIOs: the whole row is one shift and mask of the SIO word
            self._col_shift = first if self._col_gpios == tuple(range(first, first + 10)) else -1
            for r in range(_MATRIX_LINES):
                for c in range(10):
                    ids[r * _STRIDE + c] = r * 10 + c
        else:
            for key in sorted(profile.CURSOR_PINS):
                button_ids.append((key, profile.CURSOR_PINS[key]))
        for key in sorted(profile.BUTTONS):
            button_ids.append((key, profile.BUTTONS[key]))
        self._button_line = _MATRIX_LINES if self._matrix else 0
        self._lines = self._button_line + 1
        base = self._button_line * _STRIDE
        for i in range(len(button_ids)):
            ids[base + i] = button_ids[i][0]
        self._ids = bytes(ids)
        self._buttons = [machine.Pin(p, machine.Pin.IN, machine.Pin.PULL_UP) for _, p in button_ids]
        self._button_gpios = tuple(p for _, p in button_ids)
        self._button_mask = 0
        for p in self._button_gpios:
            self._button_mask |= 1 << p
        lines = self._lines
        self._raw = [0] * lines  # last read, per line
        self._stable = [0] * lines  # debounced, per line
        self._waiting = [0] * lines  # pressed keys whose long press is not yet sent
        self._ignored = [0] * lines  # held at boot: silent until released
        self._since = [0] * (lines * _STRIDE)  # when each key's reading last changed
        self._pressed_at = [0] * (lines * _STRIDE)
        self.prime(now_ms)

    def prime(self, now_ms):
        """Take the current readings as settled; keys held now stay silent until released."""
        for line in range(self._lines):
            bits = self._read(line)
            self._raw[line] = self._stable[line] = self._ignored[line] = bits
            self._waiting[line] = 0
        for i in range(len(self._since)):
            self._since[i] = now_ms
        self.events.clear()

    def held_at_boot(self):
        """Key ids that were held when the scanner was primed and are still held."""
        found = []
        for line in range(self._lines):
            bits = self._ignored[line]
            for bit in range(_STRIDE):
                if bits >> bit & 1:
                    found.append(self._ids[line * _STRIDE + bit])
        return tuple(found)

    def held(self, key):
        """Debounced state of one key id."""
        if self._matrix and 0 <= key < CELLS:
            return bool(self._stable[key // 10] >> key % 10 & 1)
        base = self._button_line * _STRIDE
        for i in range(len(self._buttons)):
            if self._ids[base + i] == key:
                return bool(self._stable[self._button_line] >> i & 1)
        raise ValueError("expected a key id of this board, got %r" % (key,))

    def _read(self, line):
        """Bitmap of the keys of one scan line that read as pressed (slow path, also at boot)."""
        if line == self._button_line:
            return self._read_buttons()
        row = self._rows[line]
        row.value(0)
        bits = self._read_cols()
        row.value(1)
        return bits

    def _read_cols(self):
        mem = self._mem
        bits = 0
        if mem is not None:
            word = mem[_SIO_GPIO_IN]
            if self._col_shift >= 0:
                return ~word >> self._col_shift & 0x3FF
            gpios = self._col_gpios
            for c in range(10):
                if not word >> gpios[c] & 1:
                    bits |= 1 << c
            return bits
        cols = self._cols
        for c in range(10):
            if not cols[c].value():
                bits |= 1 << c
        return bits

    def _read_buttons(self):
        bits = 0
        mem = self._mem
        if mem is not None:
            word = mem[_SIO_GPIO_IN]
            if word & self._button_mask == self._button_mask:  # all up: the usual case
                return 0
            gpios = self._button_gpios
            for i in range(len(gpios)):
                if not word >> gpios[i] & 1:
                    bits |= 1 << i
            return bits
        pins = self._buttons
        for i in range(len(pins)):
            if not pins[i].value():
                bits |= 1 << i
        return bits

    def scan(self, now_ms):
        """Read every line once; lines with a change, a pending change or a held key are worked on."""
        raw, stable, waiting = self._raw, self._stable, self._waiting
        if self._matrix:
            rows = self._rows
            mem = self._mem
            shift = self._col_shift
            for r in range(_MATRIX_LINES):
                row = rows[r]
                # no settling delay needed: a column's pull-up recharges in ~3 us, and the
                # Pico takes longer than that between these lines of MicroPython
                row.value(0)
                if shift >= 0 and mem is not None:
                    bits = ~mem[_SIO_GPIO_IN] >> shift & 0x3FF
                else:
                    bits = self._read_cols()
                row.value(1)
                if bits != raw[r] or bits != stable[r] or waiting[r]:
                    self._work(r, bits, now_ms)
        line = self._button_line
        bits = self._read_buttons()
        if bits != raw[line] or bits != stable[line] or waiting[line]:
            self._work(line, bits, now_ms)

    def _work(self, line, bits, now_ms):
        base = line * _STRIDE
        since = self._since
        changed = bits ^ self._raw[line]
        bit = 0
        while changed:
            if changed & 1:
                since[base + bit] = now_ms
            changed >>= 1
            bit += 1
        self._raw[line] = bits
        debounce = self.debounce_ms
        pending = bits ^ self._stable[line]
        bit = 0
        while pending:
            if pending & 1 and ticks_diff(now_ms, since[base + bit]) >= debounce:
                self._settle(line, bit, bits >> bit & 1, now_ms)
            pending >>= 1
            bit += 1
        waiting = self._waiting[line]
        bit = 0
        while waiting:
            if waiting & 1 and ticks_diff(now_ms, self._pressed_at[base + bit]) >= self.long_press_ms:
                self._waiting[line] &= ~(1 << bit)
                self.events.push(self._ids[base + bit] << 2 | _LONG)
            waiting >>= 1
            bit += 1

    def _settle(self, line, bit, pressed, now_ms):
        mask = 1 << bit
        self._stable[line] ^= mask
        if self._ignored[line] & mask:
            if not pressed:  # the key held through boot is finally let go: from now on it counts
                self._ignored[line] &= ~mask
            return
        key = self._ids[line * _STRIDE + bit]
        if pressed:
            self._pressed_at[line * _STRIDE + bit] = now_ms
            self._waiting[line] |= mask
            self.events.push(key << 2)
        else:
            self._waiting[line] &= ~mask
            self.events.push(key << 2 | _RELEASE)
