# Keys: scans the diode key matrix (or cursor pad) and the buttons, debounces by defer
# and queues press/long/release events; a contact's first closed reading is queued at once
# as a touch (lights, never acts), taken back by an untouch if no press follows.
# Key state is integer bitmaps; nothing allocated per scan.
# The scanner's setup from the profile is in hw/wiring.py (run once at boot).
from lysbord.compat import const, ticks_diff
from lysbord.events import CELLS, KIND_BITS, LONG, RELEASE, TOUCH, UNTOUCH
from lysbord.hw import MATRIX_LINES, STRIDE

_SIO_GPIO_IN = const(0xD0000004)  # RP2040 SIO: every GPIO's input level in one word


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
        from lysbord.hw import wiring  # worked out once: Board lets the module go after boot

        self.events = EventQueue()
        (
            self.debounce_ms,
            self.long_press_ms,
            self._mem,  # machine.mem32 where the SIO word can be read (the RP2040, its fake), else None
            self._matrix,
            self._rows,
            self._cols,
            self._col_gpios,
            self._col_shift,
            self._button_line,
            self._lines,
            self._ids,  # the key id of each scan slot
            self._buttons,
            self._button_gpios,
            self._button_mask,
            self._raw,  # last read, per line
            self._stable,  # debounced, per line
            self._waiting,  # keys with a timer: a touch not yet a press, a press not yet long
            self._ignored,  # held at boot: silent until released
            self._since,  # when each key's reading last changed
            self._pressed_at,
        ) = wiring.keys(profile, use_mem32)
        self._busy = 0  # the native scan's: lines with a key pending or waiting (the pure scan reads every line)
        self._fast = self._reading = self._row_masks = None
        wiring.settle(self, now_ms)
        wiring.take_fast_scan(self, profile)

    def held_at_boot(self):
        """Key ids that were held when the scanner was primed and are still held."""
        found = []
        for line in range(self._lines):
            bits = self._ignored[line]
            for bit in range(STRIDE):
                if bits >> bit & 1:
                    found.append(self._ids[line * STRIDE + bit])
        return tuple(found)

    def held(self, key):
        """Debounced state of one key id."""
        if self._matrix and 0 <= key < CELLS:
            return bool(self._stable[key // 10] >> key % 10 & 1)
        base = self._button_line * STRIDE
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
        fast, reading = self._fast, self._reading  # set together (wiring.take_fast_scan)
        if fast is not None and reading is not None:  # the Pico: one native call reads every line
            lines = fast(reading, self._row_masks, self._col_shift, self._button_mask) | self._busy
            line = 0
            while lines:
                if lines & 1:
                    bits = reading[line] if line < MATRIX_LINES else self._button_bits(reading[line])
                    self._work(line, bits, now_ms)
                lines >>= 1
                line += 1
            return
        raw, stable, waiting = self._raw, self._stable, self._waiting
        if self._matrix:
            rows = self._rows
            mem = self._mem
            shift = self._col_shift
            for r in range(MATRIX_LINES):
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

    def _button_bits(self, word):
        """The button line's bitmap from a GPIO word of the buttons held."""
        bits = 0
        gpios = self._button_gpios
        for i in range(len(gpios)):
            if word >> gpios[i] & 1:
                bits |= 1 << i
        return bits

    def _work(self, line, bits, now_ms):
        base = line * STRIDE
        since = self._since
        stable = self._stable[line]
        changed = bits ^ self._raw[line]
        if changed:
            # a contact closing on a key that is up (and counts): touched at once
            touched = bits & changed & ~stable & ~self._waiting[line] & ~self._ignored[line]
            self._raw[line] = bits
            bit = 0
            while changed:
                if changed & 1:
                    since[base + bit] = now_ms
                changed >>= 1
                bit += 1
            if touched:
                self._waiting[line] |= touched
                bit = 0
                while touched:
                    if touched & 1:
                        self.events.push(self._ids[base + bit] << KIND_BITS | TOUCH)
                    touched >>= 1
                    bit += 1
        debounce = self.debounce_ms
        pending = bits ^ stable
        bit = 0
        while pending:
            if pending & 1 and ticks_diff(now_ms, since[base + bit]) >= debounce:
                self._settle(line, bit, bits >> bit & 1, now_ms)
            pending >>= 1
            bit += 1
        waiting = self._waiting[line]
        stable = self._stable[line]
        bit = 0
        while waiting:
            if waiting & 1:
                if stable >> bit & 1:  # pressed: long once held long enough
                    if ticks_diff(now_ms, self._pressed_at[base + bit]) >= self.long_press_ms:
                        self._waiting[line] &= ~(1 << bit)
                        self.events.push(self._ids[base + bit] << KIND_BITS | LONG)
                elif not bits >> bit & 1 and ticks_diff(now_ms, since[base + bit]) >= debounce:
                    self._waiting[line] &= ~(1 << bit)  # touched, open again long enough: no press
                    self.events.push(self._ids[base + bit] << KIND_BITS | UNTOUCH)
            waiting >>= 1
            bit += 1
        if self._raw[line] != self._stable[line] or self._waiting[line]:
            self._busy |= 1 << line  # looked at again next pass, whatever it reads
        else:
            self._busy &= ~(1 << line)

    def _settle(self, line, bit, pressed, now_ms):
        mask = 1 << bit
        self._stable[line] ^= mask
        if self._ignored[line] & mask:
            if not pressed:  # the key held through boot is finally let go: from now on it counts
                self._ignored[line] &= ~mask
            return
        key = self._ids[line * STRIDE + bit]
        if pressed:  # a touch becomes a press: its timer now runs to the long press
            self._pressed_at[line * STRIDE + bit] = now_ms
            self._waiting[line] |= mask
            self.events.push(key << KIND_BITS)
        else:
            self._waiting[line] &= ~mask
            self.events.push(key << KIND_BITS | RELEASE)
