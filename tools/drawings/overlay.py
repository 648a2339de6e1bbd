# `make overlay PROFILE=full`: a printable SVG of the Sequence board at the profile's cell
# pitch (cell outlines over the LEDs, corner cells marked, red hearts and diamonds), a
# single-sheet PDF for a print shop, tiled A4 and US Letter PDFs for a home printer, and for a
# Wi-Fi board the card with the QR codes that join its network and open its page.
# Print at 100 % scale and check the 100 mm bar.
import argparse
import math
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(ROOT, "board"), os.path.join(TOOLS, "flashing")]

from lysbord.cards import RANK_CHARS as RANKS  # noqa: E402
from lysbord.cards import SUIT_CHARS as SUITS  # noqa: E402
from lysbord.layout import CORNER, LAYOUT  # noqa: E402

MARGIN_MM = 12.0
TRIM_MM = 5.0  # cut this far outside the cells, at the corner marks: the edge goes under the frame's lip
RED, BLACK = "#c8102e", "#111111"

# Suits as paths in a 2 x 2 box around (0, 0), so every PDF renderer draws them without a
# font that has the suit symbols.
SUIT_PATHS = {
    "H": "M 0 0.9 C -0.35 0.6 -1 0.2 -1 -0.3 C -1 -0.8 -0.35 -1 0 -0.5 "
    "C 0.35 -1 1 -0.8 1 -0.3 C 1 0.2 0.35 0.6 0 0.9 Z",
    "D": "M 0 -1 L 0.72 0 L 0 1 L -0.72 0 Z",
    "S": "M 0 -1 C -0.35 -0.65 -1 -0.25 -1 0.2 C -1 0.65 -0.45 0.8 -0.12 0.45 L -0.35 1 L 0.35 1 L 0.12 0.45 "
    "C 0.45 0.8 1 0.65 1 0.2 C 1 -0.25 0.35 -0.65 0 -1 Z",
    "C": "M -0.12 0.3 L -0.35 1 L 0.35 1 L 0.12 0.3 Z",
}
_CLUB_LEAVES = ((0, -0.45, 0.42), (-0.5, 0.25, 0.42), (0.5, 0.25, 0.42), (0, 0.05, 0.25))


def layout():
    """bytes(100): the card on each cell (the Sequence module's layout), CORNER for a free corner."""
    return bytes(LAYOUT)


def card_face(card):
    """(rank text, suit letter, colour) for a card."""
    rank = RANKS[card % 13]
    suit = SUITS[card // 13]
    return ("10" if rank == "T" else rank), suit, (RED if suit in "HD" else BLACK)


def suit_symbol(suit, cx, cy, size, colour):
    """The suit drawn as a filled shape of height size centred on (cx, cy)."""
    parts = ['<path d="%s"/>' % SUIT_PATHS[suit]]
    if suit == "C":
        parts += ['<circle cx="%.2f" cy="%.2f" r="%.2f"/>' % leaf for leaf in _CLUB_LEAVES]
    return '<g data-suit="%s" fill="%s" transform="translate(%.2f %.2f) scale(%.3f)">%s</g>' % (
        suit,
        colour,
        cx,
        cy,
        size / 2,
        "".join(parts),
    )


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
        rank, suit, colour = card_face(card)
        out.append(
            '<text x="%.2f" y="%.2f" font-size="%.2f" font-weight="bold" fill="%s">%s</text>'
            % (cx, y + pitch * 0.45, pitch * 0.36, colour, rank)
        )
        out.append(suit_symbol(suit, cx, y + pitch * 0.71, pitch * 0.32, colour))
    out.append("</g>")
    out.append(_marks(MARGIN_MM - TRIM_MM, side + 2 * TRIM_MM))
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


def _marks(start, side):
    """Corner marks pointing at the trim line's corners (start, start + side), drawn outside
    it so the cut takes them off."""
    parts = []
    for x in (start, start + side):
        for y in (start, start + side):
            dx = -1 if x == start else 1
            dy = -1 if y == start else 1
            parts.append("M %.2f %.2f h %.2f" % (x + dx * 1, y, dx * 5))
            parts.append("M %.2f %.2f v %.2f" % (x, y + dy * 1, dy * 5))
    return '<path d="%s" stroke="black" stroke-width="0.3" fill="none"/>' % " ".join(parts)


def main():
    import overlay_pdf
    import profiles

    parser = argparse.ArgumentParser(description="Write the printable Sequence board overlay.")
    parser.add_argument("--profile", default="full", help="board profile: full, full_w or lite (board/*.py)")
    parser.add_argument("--out", default=os.path.join(ROOT, "build"))
    args = parser.parse_args()
    said = profiles.problem(args.profile)  # board/<profile>.py, or the ones there are
    if said:
        print(said)
        return 2
    profile = __import__(args.profile)
    os.makedirs(args.out, exist_ok=True)
    base = os.path.join(args.out, "overlay-%s" % args.profile)
    text = svg(profile, layout())
    with open(base + ".svg", "w", encoding="utf-8") as f:
        f.write(text)
    print("wrote %s.svg" % base)
    width, height = overlay_pdf.write_sheet(text, base + ".pdf")
    print("wrote %s.pdf  (one %.0f x %.0f mm sheet, for a print shop)" % (base, width, height))
    for paper in ("A4", "Letter"):
        pages = overlay_pdf.write_tiles(text, "%s-%s.pdf" % (base, paper), paper)
        if pages == 1:
            print("wrote %s-%s.pdf  (fits one %s page)" % (base, paper, paper))
        else:
            print(
                "wrote %s-%s.pdf  (%d %s pages: cut the dashed edges, overlap %d mm, lay the crosses on each other)"
                % (base, paper, pages, paper, overlay_pdf.OVERLAP_MM)
            )
    print("print at 100 % (no 'fit to page') and check the 100 mm bar")
    if hasattr(profile, "WIFI"):
        import wifi_card
        import wifi_settings

        settings = wifi_settings.load_or_create(os.path.join(args.out, "wifi.json"))
        card = base + "-wifi.svg"
        with open(card, "w", encoding="utf-8") as f:
            f.write(wifi_card.svg(settings))
        print("wrote %s  (the QR codes that join the board's network and open its page)" % card)
        wifi_card.print_terminal(settings)
    return 0


if __name__ == "__main__":
    sys.exit(main())
