# `make overlay PROFILE=full`: a printable SVG of the Sequence board at the profile's cell
# pitch (cell outlines over the LEDs, corner cells marked, red hearts and diamonds); PDF too
# when rsvg-convert is installed. Print at 100 % scale and check the 100 mm bar.
import argparse
import math
import os
import shutil
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(ROOT, "board")]

from lysbord.cards import RANK_CHARS as RANKS  # noqa: E402
from lysbord.cards import SUIT_CHARS as SUITS  # noqa: E402
from lysbord.games.sequence_board import CORNER, LAYOUT  # noqa: E402

MARGIN_MM = 12.0
SYMBOLS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RED, BLACK = "#c8102e", "#111111"


def layout():
    """bytes(100): the card on each cell (the Sequence module's layout), CORNER for a free corner."""
    return bytes(LAYOUT)


def card_face(card):
    """(rank text, suit symbol, colour) for a card."""
    rank = RANKS[card % 13]
    suit = SUITS[card // 13]
    return ("10" if rank == "T" else rank), SYMBOLS[suit], (RED if suit in "HD" else BLACK)


def svg(profile, cells):
    """The overlay as SVG text, in millimetres."""
    pitch = float(profile.CELL_PITCH_MM)
    side = 10 * pitch
    size = side + 2 * MARGIN_MM
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%.2fmm" height="%.2fmm" viewBox="0 0 %.2f %.2f">'
        % (size, size + 12, size, size + 12),
        '<rect width="100%" height="100%" fill="white"/>',
        '<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" text-anchor="middle">',
    ]
    for cell in range(100):
        row, col = divmod(cell, 10)
        x = MARGIN_MM + col * pitch
        y = MARGIN_MM + row * pitch
        cx, cy = x + pitch / 2, y + pitch / 2
        out.append(
            '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="none" stroke="#444" stroke-width="0.3"/>'
            % (x, y, pitch, pitch)
        )
        card = cells[cell]
        if card == CORNER:  # free corner: counts for everyone
            out.append(
                '<rect x="%.2f" y="%.2f" width="%.2f" height="%.2f" fill="#e8e8e8" stroke="none"/>'
                % (x + 0.6, y + 0.6, pitch - 1.2, pitch - 1.2)
            )
            out.append(_star(cx, cy, pitch * 0.3))
            out.append(
                '<text x="%.2f" y="%.2f" font-size="%.2f" fill="#333">FREE</text>' % (cx, y + pitch * 0.9, pitch * 0.14)
            )
            continue
        rank, symbol, colour = card_face(card)
        out.append(
            '<text x="%.2f" y="%.2f" font-size="%.2f" font-weight="bold" fill="%s">%s</text>'
            % (cx, y + pitch * 0.45, pitch * 0.36, colour, rank)
        )
        out.append(
            '<text x="%.2f" y="%.2f" font-size="%.2f" fill="%s">%s</text>'
            % (cx, y + pitch * 0.88, pitch * 0.42, colour, symbol)
        )
    out.append("</g>")
    out.append(_marks(MARGIN_MM, side))
    bar_y = size + 2
    out.append(
        '<path d="M %.2f %.2f h 100" stroke="black" stroke-width="0.5"/>'
        '<path d="M %.2f %.2f v 3 M %.2f %.2f v 3" stroke="black" stroke-width="0.5"/>'
        % (MARGIN_MM, bar_y, MARGIN_MM, bar_y - 1.5, MARGIN_MM + 100, bar_y - 1.5)
    )
    out.append(
        '<text x="%.2f" y="%.2f" font-family="DejaVu Sans, Arial, sans-serif" font-size="3">'
        "the bar is 100 mm at 100 %% scale - Lysbord %s, cell pitch %.2f mm, LED under each cell centre</text>"
        % (MARGIN_MM, bar_y + 6, profile.NAME, pitch)
    )
    out.append("</svg>")
    return "\n".join(out) + "\n"


def _star(cx, cy, radius):
    points = []
    for i in range(10):
        r = radius if i % 2 == 0 else radius * 0.42
        angle = math.pi * (i / 5 - 0.5)
        points.append("%.2f,%.2f" % (cx + r * math.cos(angle), cy + r * math.sin(angle)))
    return '<polygon points="%s" fill="#333"/>' % " ".join(points)


def _marks(margin, side):
    """Crop marks at the board's four corners, outside the board, for cutting and alignment."""
    parts = []
    for x in (margin, margin + side):
        for y in (margin, margin + side):
            dx = -1 if x == margin else 1
            dy = -1 if y == margin else 1
            parts.append("M %.2f %.2f h %.2f" % (x + dx * 2, y, dx * 8))
            parts.append("M %.2f %.2f v %.2f" % (x, y + dy * 2, dy * 8))
    return '<path d="%s" stroke="black" stroke-width="0.3" fill="none"/>' % " ".join(parts)


def main():
    parser = argparse.ArgumentParser(description="Write the printable Sequence board overlay.")
    parser.add_argument("--profile", default="full")
    parser.add_argument("--out", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    profile = __import__(args.profile)
    os.makedirs(args.out, exist_ok=True)
    path = os.path.join(args.out, "overlay-%s.svg" % args.profile)
    with open(path, "w", encoding="utf-8") as f:
        f.write(svg(profile, layout()))
    print("wrote", path)
    converter = shutil.which("rsvg-convert")
    if converter:
        pdf = path[:-4] + ".pdf"
        subprocess.run([converter, "-f", "pdf", "-o", pdf, path], check=True)
        print("wrote", pdf)
    else:
        print("(no PDF: install librsvg2-bin for rsvg-convert, or print the SVG from a browser at 100 %)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
