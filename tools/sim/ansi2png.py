# Turns a terminal capture with colour escapes (tmux capture-pane -e, or tools/sim/sim.py
# output) into a PNG, for the README's picture of the simulator. Needs Pillow.
"""Usage: python tools/sim/ansi2png.py capture.txt out.png"""

import argparse
import re

from PIL import Image, ImageDraw, ImageFont

# DejaVu Sans Mono from the system's fonts (Pillow looks through the usual font folders by name);
# a system without it has the bold drawn in the regular face, or none at all is said plainly.
_FONT = "DejaVuSansMono.ttf"
_BOLD = "DejaVuSansMono-Bold.ttf"
NO_FONT = (
    "make picture draws with the DejaVu Sans Mono font, which this system lacks: install it "
    "(Debian or Ubuntu: sudo apt-get install fonts-dejavu-core; Fedora: dejavu-sans-mono-fonts; "
    "macOS: brew install --cask font-dejavu) and run make picture again"
)


def fonts(size):
    """(regular, bold) DejaVu Sans Mono at size; SystemExit saying what to install without it."""
    try:
        regular = ImageFont.truetype(_FONT, size)
    except OSError:
        raise SystemExit(NO_FONT) from None
    try:
        return regular, ImageFont.truetype(_BOLD, size)
    except OSError:
        return regular, regular


_SGR = re.compile(r"\x1b\[([0-9;]*)m")
_OTHER = re.compile(r"\x1b\[[0-9;?]*[A-Za-z]")
_BASIC = {
    30: (0, 0, 0),
    31: (205, 49, 49),
    32: (13, 188, 121),
    33: (229, 229, 16),
    34: (36, 114, 200),
    35: (188, 63, 188),
    36: (17, 168, 205),
    37: (229, 229, 229),
    90: (102, 102, 102),
    97: (255, 255, 255),
}
FG = (220, 220, 220)
BG = (12, 12, 12)


def parse(line):
    """[(text, fg, bg, bold)] runs of one line."""
    runs = []
    fg, bg, bold = FG, BG, False
    pos = 0
    line = _OTHER.sub(lambda m: m.group(0) if m.group(0).endswith("m") else "", line)
    for match in _SGR.finditer(line):
        if match.start() > pos:
            runs.append((line[pos : match.start()], fg, bg, bold))
        codes = [int(c) for c in match.group(1).split(";") if c] or [0]
        i = 0
        while i < len(codes):
            code = codes[i]
            if code == 0:
                fg, bg, bold = FG, BG, False
            elif code == 1:
                bold = True
            elif code == 39:
                fg = FG
            elif code == 49:
                bg = BG
            elif code in (38, 48) and i + 4 < len(codes) + 0 and codes[i + 1] == 2:
                colour = tuple(codes[i + 2 : i + 5])
                if code == 38:
                    fg = colour
                else:
                    bg = colour
                i += 4
            elif code in _BASIC:
                fg = _BASIC[code]
            i += 1
        pos = match.end()
    runs.append((line[pos:], fg, bg, bold))
    return runs


def render(text, path, size=16):
    """Write the PNG of text (lines with escapes)."""
    font, bold_font = fonts(size)
    width = int(font.getlength("M"))
    height = int(size * 1.25)
    lines = text.rstrip("\n").split("\n")
    columns = max(sum(len(t) for t, _, _, _ in parse(line)) for line in lines)
    image = Image.new("RGB", ((columns + 2) * width, (len(lines) + 1) * height), BG)
    pen = ImageDraw.Draw(image)
    for row, line in enumerate(lines):
        x = width
        y = row * height + height // 2
        for chunk, fg, bg, bold in parse(line):
            for char in chunk:
                pen.rectangle([x, y, x + width, y + height], fill=bg)
                pen.text((x, y), char, fill=fg, font=bold_font if bold else font)
                x += width
    image.save(path)


def main(argv=None):
    parser = argparse.ArgumentParser(description="A terminal capture with colour escapes as a PNG (make picture).")
    parser.add_argument("capture", help="the text, as tools/sim/sim.py --frames or tmux capture-pane -e print it")
    parser.add_argument("png", help="the picture to write")
    args = parser.parse_args(argv)
    with open(args.capture, encoding="utf-8", errors="replace") as f:
        render(f.read(), args.png)


if __name__ == "__main__":
    main()
