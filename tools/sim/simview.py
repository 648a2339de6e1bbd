# Draws the simulated board in a terminal: every cell with its card name on its LED
# colour (decoded from the wire frame through the profile), the status LEDs beside it.
from simtext import N_, _

from lysbord import cards, layout

CELL_WIDTH = 6  # five coloured columns and a gap
_BACKGROUND = (28, 28, 28)  # a dark LED: the printed board under it
_TITLES = {"full": N_("Lysbord full board"), "full_w": N_("Lysbord full_w board"), "lite": N_("Lysbord lite board")}


def title(sim):
    """The screen's title, the board it shows ('Lysbord full board')."""
    name = sim.profile.NAME
    return _(_TITLES[name]) if name in _TITLES else "Lysbord %s" % name


def cell_name(cell):
    """The card printed on a cell ('QS'), or '**' for a corner."""
    card = layout.LAYOUT[cell]
    return "**" if card == layout.CORNER else cards.name(card)


def inverse_gamma():
    """wire level -> perceived level: undoes the driver's gamma (brightness stays)."""
    from lysbord.hw.pixels import GAMMA

    out = bytearray(256)
    level = 0
    for wire in range(256):
        while level < 255 and GAMMA[level + 1] <= wire:
            level += 1
        out[wire] = level
    out[0] = 0  # dark is dark (gamma sends levels 1..14 to 0 too)
    return out


class View:
    """Renders a SimBoard as text with 24-bit colour escapes (or plain text)."""

    def __init__(self, sim, colour=True, tall=True):
        self.sim = sim
        self.colour = colour
        self.tall = tall
        self.board_top = 2  # terminal row (1-based) of the board's first line
        self.board_left = 4  # terminal column (1-based) of the first cell
        self._inverse = inverse_gamma()

    def rgb(self, index):
        """What LED index looks like (r, g, b) on a screen: gamma undone, brightness kept."""
        red, green, blue = self.sim.led(index)
        inv = self._inverse
        return inv[red], inv[green], inv[blue]

    def cell_at(self, x, y):
        """The cell under terminal column x, row y (1-based), or -1."""
        col = (x - self.board_left) // CELL_WIDTH
        row = (y - self.board_top) // (2 if self.tall else 1)
        if x < self.board_left or y < self.board_top or not (0 <= row < 10 and 0 <= col < 10):
            return -1
        if (x - self.board_left) % CELL_WIDTH == CELL_WIDTH - 1:
            return -1  # the gap between cells
        return row * 10 + col

    def _paint(self, rgb, text, marked=False):
        if not self.colour:
            return text
        red, green, blue = rgb
        if red + green + blue < 24:
            red, green, blue = _BACKGROUND
        light = red * 3 + green * 6 + blue > 900
        ink = "30" if light else "97"
        if marked:
            ink += ";1;4"
        return "\x1b[48;2;%d;%d;%dm\x1b[%sm%s\x1b[0m" % (red, green, blue, ink, text)

    def _half(self, rgb, number=""):
        """The lower half of a cell: upper half blocks in its colour, leaving a gap below; on the
        bottom row its column's number amid them."""
        red, green, blue = rgb
        if red + green + blue < 24:
            red, green, blue = _BACKGROUND
        ink = "\x1b[38;2;%d;%d;%dm" % (red, green, blue)
        if not number:
            return ink + "\u2580" * 5 + "\x1b[0m"
        left = 2 if len(number) < 2 else 1
        right = "\u2580" * (5 - left - len(number))
        return ink + "\u2580" * left + "\x1b[0m" + number + ink + right + "\x1b[0m"

    def _plain_mark(self, rgb):
        """One letter for a cell's colour in plain output: b g r (teams), w, y, . (dark)."""
        red, green, blue = rgb
        if red + green + blue < 24:
            return "."
        if blue > 2 * red and blue > green:
            return "b"
        if green > 2 * red and green >= blue:
            return "g"
        if red > 2 * green and red > blue:
            return "r"
        if red > 150 and green > 150 and blue > 150:
            return "w"
        return "o"

    def lines(self, cursor=-1, info=""):
        """The screen as a list of lines."""
        sim = self.sim
        count = sim.board.pixels.count
        out = ["%s  %s" % (title(sim), info)]
        # The edges numbered as a player names a cell (row,column, each 1-10 from the top left):
        # the rows on the left, the columns along the bottom (24 lines have no room for one more).
        for row in range(10):
            top = ["%2d " % (row + 1)]
            bottom = ["   "]
            for col in range(10):
                cell = row * 10 + col
                rgb = self.rgb(cell)
                name = cell_name(cell)
                marked = cell == cursor
                label = ("[%s]" % name) if marked else (" %s " % name)
                if not self.colour:
                    label = label[:4] + self._plain_mark(rgb)
                    top.append(label + " ")
                    continue
                top.append(self._paint(rgb, label + " ", marked) + " ")
                bottom.append(self._half(rgb, str(col + 1) if row == 9 else "") + " ")
            status = ""
            if row < count - 100:
                rgb = self.rgb(100 + row)
                status = "  " + (self._paint(rgb, "    ") if self.colour else "(%s)" % self._plain_mark(rgb))
                status += " " + _("status %d") % (row + 1)
            out.append("".join(top) + status)
            if self.tall and self.colour:
                out.append("".join(bottom))
        if not (self.tall and self.colour):
            out.append("   " + "".join(" %-5d" % (col + 1) for col in range(10)))
        return out
