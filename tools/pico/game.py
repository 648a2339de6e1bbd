# A scripted game on the emulated Pico, pin to pixel: the board boots into its app from
# main.py as a user's does, the script's presses close key contacts on the emulated pins
# (tools/pico/chip.mjs answers the matrix scan), and each frame the WS2812 data pin carries
# is decoded. The same script runs on the simulator (tools/sim/simboard.py); at every `show` the
# LEDs of both must agree: byte for byte where the simulator's LED held still over the last
# HISTORY_MS, and in colour (which channel leads, or dark) where it breathes or blinks (its
# phase then depends on when the loop happened to paint). Scripts use tools/sim/sim.py's language.
import os

from pico import emulator

TAP_MS, LONG_MS, SETTLE_MS = 80, 1000, 60  # as tools/sim/sim.py and SimBoard.press
BOOT_LIMIT_MS = 5000  # the first frame (open_board) must come by then
SAMPLE_MS, HISTORY_MS = 20, 240  # how often the simulator's LEDs are sampled, and for how long

# Two players in referee mode (physical cards: no deal, so no seed to match): menu, then
# the blue team makes two sequences while green plays elsewhere; one move is taken back.
SETUP = ["wait 1400", "tap 99", "tap 83"] + ["tap 99"] * 4
BLUE = [10, 11, 12, 13, 14, 30, 31, 32, 33, 34]
GREEN = [20, 22, 24, 26, 28, 40, 42, 44, 46]


def full_game():
    """The script lines of the scripted game on the full board."""
    lines = SETUP + ["wait 600", "show"]
    for i, cell in enumerate(BLUE):
        lines += ["tap %d" % cell, "wait 300"]
        if i == 1:  # a wrong chip, taken back with Undo (a long press), then the right one
            lines += ["tap 77", "wait 600", "show", "long undo", "wait 600", "show"]
        if i < len(GREEN):
            lines += ["tap %d" % GREEN[i], "wait 300"]
        if cell in (14, 34):  # a sequence made; the last one wins
            lines += ["wait 300", "show"]
    return lines


def lite_walk():
    """The lite board (cursor pad, LEDs in columns from the bottom-left): the menu walked with
    the pad, each step checked."""
    lines = ["wait 1400", "show"]
    for key in ("right", "right", "down", "center", "left", "up"):
        lines += ["tap %s" % key, "wait 300", "show"]
    return lines


SCRIPTS = {"full": full_game, "lite": lite_walk}


def key_pins(profile, key):
    """(cells, buttons) that pressing key closes: a matrix cell (row, col), or a button's GPIO."""
    from lysbord import events

    if 0 <= key < events.CELLS and hasattr(profile, "KEY_ROWS"):
        return [(key // 10, key % 10)], []
    pins = dict(getattr(profile, "BUTTONS", {}))
    pins.update(getattr(profile, "CURSOR_PINS", {}))
    if key not in pins:
        raise ValueError("this board has no key %r" % (key,))
    return [], [pins[key]]


LEGEND = ". dark, w white, r g b a colour by its strongest channel (red, green, blue)"


def _shade(three):
    """One letter for an LED's three bytes (R G B): '.' dark, 'w' white-ish, else the leading
    channel (given wire bytes, a letter still names the same colour on both sides)."""
    if not any(three):
        return "."
    top = max(three)
    if min(three) * 2 > top:
        return "w"
    return "rgb"[three.index(top)]


class Both:
    """The simulator and the emulated Pico, fed the same presses."""

    def __init__(self, profile_name="full", out=None, uf2=None, rom=None, held=()):
        from simboard import load_profile

        self.sim = None  # made at boot(), its clock set to the Pico's
        self.profile = load_profile(profile_name)
        self.held_at_power = held  # keys down at power-up
        self.out = out
        self.pico = emulator.Pico(profile=profile_name, uf2=uf2, rom=rom, paced=True)
        self.held = {key: key_pins(self.profile, key) for key in held}  # key -> (cells, buttons)
        if held:
            self.pico.hold(*self._plan(0, held[0], True)[1:])
        self.checked = []  # (script line, emulated ms, frame bytes)
        self.history = []  # the simulator's LEDs every SAMPLE_MS, the last HISTORY_MS of them

    def boot(self, fs=None):
        """Run the Pico until main.py has opened the board (its first frame since power on),
        then open the simulator's with its clock at the same ticks_ms, so that what blinks on
        the clock (the cursor, the seat to move) blinks in step; emulated ms."""
        from simboard import SimBoard

        frames, ran_ms = len(self.pico.frames), 0
        while len(self.pico.frames) == frames:
            if ran_ms > BOOT_LIMIT_MS:
                raise emulator.PicoError("no LED frame %d ms after power on" % BOOT_LIMIT_MS)
            self.pico.run_for(50)
            ran_ms += 50
        booted = self.pico.frames[frames][0] / 1e6
        held = self.held_at_power if fs is None else ()
        self.sim = SimBoard(self.profile, fs=fs, seed=1, held=held, start_ms=int(booted))
        self._in_step()  # the Pico ran on to the end of its last 50 ms: the simulator catches up
        return booted

    def _in_step(self):
        """Bring the two clocks together: the one behind runs on. The Pico runs whole steps of
        the script and the simulator in steps of its own (4 ms), so each drifts a little from
        the other; a blink at a phase's edge (the cursor's, every 300 ms) would then show on one
        and not yet on the other."""
        behind = self.sim.world.now_ms - self.pico.emulated_us / 1000
        if behind >= 1:
            self.pico.run_for(int(behind))
        elif behind <= -1:
            self.advance(int(-behind))

    def power_cycle(self):
        """Both boards off and on again (the simulator's flash, like the Pico's, kept), and
        booted; emulated ms to the Pico's first frame."""
        self.pico.power_cycle()
        self.held = {}
        return self.boot(self.sim.fs)

    def _plan(self, at, key, down):
        if down:
            self.held[key] = key_pins(self.profile, key)
        else:
            self.held.pop(key, None)
        cells = [c for cs, _ in self.held.values() for c in cs]
        buttons = [b for _, bs in self.held.values() for b in bs]
        return (at, cells, buttons)

    def advance(self, ms):
        """Run the simulator ms on, sampling its LEDs."""
        while ms > 0:
            self.sim.advance(min(ms, SAMPLE_MS))
            ms -= SAMPLE_MS
            self.history = self.history[1 - HISTORY_MS // SAMPLE_MS :] + [self.sim.wire()]

    def press(self, key, ms):
        self.sim.press(key, ms, settle=0)
        self.advance(SETTLE_MS)
        plan = [self._plan(1, key, True), self._plan(1 + ms, key, False)]
        self.pico.run_for(1 + ms + SETTLE_MS, plan)

    def step(self, line):
        """One script line on both; a `show` compares the LEDs (PicoError if they differ)."""
        import sim as simtool

        words = line.split("#")[0].split()
        verb = words[0]
        if verb == "wait":
            self.advance(int(words[1]))
            self.pico.run_for(int(words[1]))
        elif verb in ("tap", "press", "long"):
            ms = {"tap": TAP_MS, "long": LONG_MS}.get(verb) or int(words[2])
            self.press(simtool.key_id(words[1]), ms)
        elif verb in ("hold", "release"):
            key = simtool.key_id(words[1])
            getattr(self.sim, verb)(key)
            self.advance(20)
            self.pico.run_for(20, [self._plan(1, key, verb == "hold")])
        elif verb == "show":
            self.compare(line)
        else:
            raise ValueError("expected wait, tap, press, long, hold, release or show, got %r" % verb)
        self._in_step()

    def compare(self, label):
        ns, wire = self.pico.frames[-1]
        expected = self.sim.wire()
        moving = [i for i in range(0, len(wire), 3) if any(h[i : i + 3] != expected[i : i + 3] for h in self.history)]
        wrong = [i // 3 for i in range(0, len(wire), 3) if wire[i : i + 3] != expected[i : i + 3] and i not in moving]
        wrong += [i // 3 for i in moving if _shade(wire[i : i + 3]) != _shade(expected[i : i + 3])]
        lit = sum(1 for i in range(0, len(wire), 3) if any(wire[i : i + 3]))
        if self.out:
            # moving: the simulator's LEDs that changed over HISTORY_MS, lit or dark at this frame
            self.out.write(
                "frame %2d at %8.1f ms emulated: %s; %d of %d LEDs lit, %d changed within %d ms (breathing or "
                "blinking: compared by colour, the others byte for byte)\n"
                % (
                    len(self.checked) + 1,
                    ns / 1e6,
                    "DIFFERS" if wrong else "same as the simulator",
                    lit,
                    len(wire) // 3,
                    len(moving),
                    HISTORY_MS,
                )
            )
            self.out.write(self.picture(wire) + "\n")
        if wrong:
            raise emulator.PicoError(
                "the Pico's LEDs differ from the simulator's at %s: chain positions %s, Pico %s, simulator %s"
                % (
                    label,
                    wrong,
                    [wire[3 * i : 3 * i + 3].hex() for i in wrong],
                    [expected[3 * i : 3 * i + 3].hex() for i in wrong],
                )
            )
        self.checked.append((label, ns / 1e6, wire))

    def picture(self, wire):
        """The cells as the board shows them: one letter per cell (its colour, see _shade)."""
        pixels = self.sim.board.pixels
        order = self.profile.COLOR_ORDER
        rows = []
        for row in range(self.profile.HEIGHT):
            marks = []
            for col in range(self.profile.WIDTH):
                at = 3 * pixels.table[row * self.profile.WIDTH + col]
                marks.append(_shade(bytes(wire[at + order.index(c)] for c in "RGB")))
            rows.append("    " + " ".join(marks))
        return "\n".join(rows)

    def close(self):
        self.pico.close()


def play(lines, profile="full", out=None, uf2=None, rom=None):
    """Play script lines on the simulator and the emulated Pico side by side: (the checked
    frames as (script line, emulated ms, wire bytes), emulated ms in all, the data pin's
    timing of the last frame: {"bits", "t0h", "t1h", "bit_ns"})."""
    both = Both(profile, out, uf2, rom)
    try:
        booted = both.boot()
        if out:
            out.write("board open %.0f ms (emulated) after power on\n" % booted)
            out.write("each frame's cells below it, row by row: %s\n" % LEGEND)
        for line in lines:
            if line.split("#")[0].strip():
                both.step(line)
        return both.checked, both.pico.emulated_us / 1000, both.pico.frame_timing
    finally:
        both.close()


def script(path):
    """Script lines from a file (tools/sim/sim.py's language)."""
    with open(os.path.expanduser(path)) as f:
        return f.read().splitlines()
