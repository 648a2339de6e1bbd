# The simulator's interactive terminal: raw keyboard and xterm mouse input in, the board
# redrawn in true colour out, the fake clock following the real one.
import os
import select
import shutil
import sys
import termios
import textwrap
import time
import tty

from simcaption import guide_line
from simtext import N_, _
from simview import title

from lysbord import events

_TAP_MS = 80
_LONG_MS = 1000
_ARROWS = {"A": events.UP, "B": events.DOWN, "C": events.RIGHT, "D": events.LEFT}
WIDTH, HEIGHT = 80, 24  # the smallest terminal the screen fits: 21 board lines, 2 of hints, 1 of news
# What each key does on each profile: the lite board has no Undo or Reveal button (a long
# Menu press undoes, holding Jack shows the hand) and a cursor pad instead of cell keys.
# w shows the phones' page (the link, its QR code) in place of the board.
HINTS = {
    "full": (
        N_("arrows: move  Enter/space: tap the cell  f: hold/let go the cell (finder)"),
        N_("j: Jack  m: Menu  u: Undo (long)  r: hold/let go Reveal  w: phones  q: quit"),
    ),
    "lite": (
        N_("arrows: cursor pad  Enter: centre  f: hold/let go centre (finder)  w: phones"),
        N_("j: Jack  m: Menu  u: hold Menu (undo)  r: hold/let go Jack (your hand)  q: quit"),
    ),
}
NO_PHONES = (N_("No web server: the board plays without phones."), "", N_("w or Esc: back to the board   q: quit"))


def too_small(columns, rows):
    """What to say when the terminal is smaller than the screen, or '' when it fits."""
    if columns >= WIDTH and rows >= HEIGHT:
        return ""
    said = _(
        "The simulator needs a terminal of at least %(width)dx%(height)d; this one is %(columns)dx%(rows)d. "
        "Enlarge it (q quits)."
    ) % {"width": WIDTH, "height": HEIGHT, "columns": columns, "rows": rows}
    # broken between words to the width there is
    return "\r\n".join(textwrap.wrap(said, max(columns, 20)))


def caption_width(columns, sim):
    """The columns the caption has beside the title ("Lysbord full board  ") in a terminal this wide."""
    return max(columns, WIDTH) - len(title(sim) + "  ")


def held_line(held, lite):
    """Which keys the simulator holds down for you (f, r, the mouse), in words."""
    names = {
        "f": _("centre (f)") if lite else _("the cell (f)"),
        "r": _("Jack (r)") if lite else _("Reveal (r)"),
        "mouse": _("a cell"),
    }
    return (_("held down: %s") % ", ".join(names[token] for token in sorted(held))) if held else ""


def screen(board_lines, hints, news):
    """The whole screen as at most HEIGHT lines: the board, the key hints, one line of news."""
    return list(board_lines) + list(hints) + [news]


class Terminal:
    """Raw mode, alternate screen and mouse reporting for the life of a `with`."""

    def __enter__(self):
        self.fd = sys.stdin.fileno()
        self.saved = termios.tcgetattr(self.fd)
        tty.setcbreak(self.fd)
        sys.stdout.write("\x1b[?1049h\x1b[?25l\x1b[?1000h\x1b[?1006h\x1b[2J")
        sys.stdout.flush()
        return self

    def __exit__(self, *exc):
        sys.stdout.write("\x1b[?1000l\x1b[?1006l\x1b[?25h\x1b[?1049l")
        sys.stdout.flush()
        termios.tcsetattr(self.fd, termios.TCSADRAIN, self.saved)

    def read(self, timeout):
        """Bytes typed within timeout seconds (b'' if none)."""
        ready, _, _ = select.select([self.fd], [], [], timeout)
        return os.read(self.fd, 1024) if ready else b""


def _toggle(sim, held, token, key):
    """A key that stays down until its letter is typed again (Reveal, card finder)."""
    if token in held:
        sim.release(held.pop(token))
    else:
        held[token] = key
        sim.hold(key)


def _tokens(data):
    """Split input into keys: escape sequences, mouse reports, single characters."""
    text = data.decode("latin-1")
    i = 0
    while i < len(text):
        if text.startswith("\x1b[<", i):
            end = i + 3
            while end < len(text) and text[end] not in "Mm":
                end += 1
            yield text[i : end + 1]
            i = end + 1
        elif text.startswith("\x1b[", i) and i + 2 < len(text):
            yield text[i : i + 3]
            i += 3
        else:
            yield text[i]
            i += 1


def interactive(sim, view, info_line, phones=NO_PHONES):
    """Play on the simulated board until q; w shows the lines of phones (the web side's link
    and QR code) in place of the board until w or Esc, the board playing on meanwhile.
    info_line(sim, width): the caption over the board, in at most width columns."""
    lite = hasattr(sim.profile, "CURSOR_PINS")
    cursor = 44
    held = {}  # key -> True while the sim holds it down (f, r, mouse)
    hints = HINTS["lite" if lite else "full"]  # in the language in use when shown: the board may change it
    message = ""
    paging = False  # the phones' page is on show
    start = time.monotonic() - sim.now / 1000
    last_frame = None
    with Terminal() as term:
        while True:
            data = term.read(0.01)
            for token in _tokens(data):
                if not token.startswith("\x1b[<"):
                    message = ""  # a key typed: the last remark has been read
                if token in ("q", "Q", "\x03"):
                    return 0
                if paging or token in ("w", "W"):
                    if token.startswith("\x1b[<") and token.endswith("m") and "mouse" in held:
                        sim.release(held.pop("mouse"))  # a cell held by the mouse is let go all the same
                    paging = not paging and token in ("w", "W")  # w shows the page; w, Esc or any key leaves it
                    continue
                if token.startswith("\x1b[<"):
                    parts = token[3:-1].split(";")
                    if len(parts) == 3 and parts[0] == "0":
                        cell = view.cell_at(int(parts[1]), int(parts[2]))
                        if cell >= 0 and not lite:
                            cursor = cell
                            if token.endswith("M"):
                                sim.hold(cell)
                                held["mouse"] = cell
                            elif "mouse" in held:
                                sim.release(held.pop("mouse"))
                        elif cell >= 0:
                            message = _("the lite board has no cell keys: use the arrows and Enter")
                    elif "mouse" in held and token.endswith("m"):
                        sim.release(held.pop("mouse"))
                elif token[:2] == "\x1b[" and token[2:] in _ARROWS:
                    if lite:
                        _tap(sim, _ARROWS[token[2:]])
                    else:
                        row, col = divmod(cursor, 10)
                        step = {"A": (-1, 0), "B": (1, 0), "C": (0, 1), "D": (0, -1)}[token[2:]]
                        cursor = (row + step[0]) % 10 * 10 + (col + step[1]) % 10
                elif token in ("\r", "\n", " "):
                    _tap(sim, events.CENTER if lite else cursor)
                elif token == "f":
                    _toggle(sim, held, "f", events.CENTER if lite else cursor)
                elif token == "r":
                    _toggle(sim, held, "r", events.JACK if lite else events.REVEAL)
                elif token == "m":
                    _tap(sim, events.MENU)
                elif token == "j":
                    _tap(sim, events.JACK)
                elif token == "u":
                    _tap(sim, events.MENU if lite else events.UNDO, _LONG_MS)
            target = int((time.monotonic() - start) * 1000)
            if target > sim.now:
                sim.advance(target - sim.now)
            size = shutil.get_terminal_size()
            # the caption too: a refusal's reason ends with time alone, on a board whose LEDs stay still
            caption = "" if paging else info_line(sim, caption_width(size.columns, sim))
            frame = (
                (size,) if paging else (sim.wire(), cursor, message, tuple(held), size, caption)
            )  # the page stays put
            if frame != last_frame:
                last_frame = frame
                small = too_small(size.columns, size.lines)
                if small:
                    sys.stdout.write("\x1b[H\x1b[2J" + small)
                elif paging:
                    sys.stdout.write("\x1b[H\x1b[2J" + "\r\n".join(_(line) if line else "" for line in phones))
                else:
                    news = message or held_line(held, lite) or guide_line(sim.app)
                    lines = screen(view.lines(-1 if lite else cursor, caption), [_(line) for line in hints], news)
                    # No newline after the last line: it would scroll the top row away.
                    sys.stdout.write("\x1b[H" + "\x1b[K\n".join(lines) + "\x1b[K")
                sys.stdout.flush()


_FREE_AT = [0]  # when the last queued tap is over: keys typed fast are played in order


def _tap(sim, key, hold_ms=_TAP_MS):
    """Close a key's contact and open it hold_ms later (the scan debounces it); keys
    typed before the last tap is over are queued behind it, in the order typed."""
    start = max(sim.now + 1, _FREE_AT[0])
    sim.world.schedule(key, start, True)
    sim.world.schedule(key, start + hold_ms, False)
    _FREE_AT[0] = start + hold_ms + 40
