# Draws board/cell.svg (one cell of the full board in section: how a press on the overlay
# reaches the key and how the LED lights the cell) and board/panel.svg (the panel from above,
# with its sizes), from the full profile's pitch. Run: python tools/board_svg.py
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from wiring_svg import BLACK, BLUE, GREY, ROOT, Drawing  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "board"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

WALL_MM = 2.0  # cell walls: light stays in its cell, the caps are guided
WALL_HEIGHT_MM = 15.0
CAP_MM = 25.0  # opal acrylic cap: 0.5 mm play on each side inside the walls
CAP_THICK_MM = 3.0
FRAME_MM = 20.0  # the frame around the cells; its lip holds the overlay's edge
STRIP_MM = 40.0  # below the cells: four buttons and the status LEDs


def _rect(d, x, y, w, h, fill, stroke="#333", dash=False):
    extra = ' stroke-dasharray="4 3"' if dash else ""
    d.parts.append(
        '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s"%s/>'
        % (x, y, w, h, fill, stroke, extra)
    )


def cell(pitch):
    """One cell and the walls on either side, in section, 12 px per mm."""
    s = 12.0
    d = Drawing(1000, 560)
    d.text(20, 30, "One cell of the full board in section (pitch %.0f mm)" % pitch, size=18, bold=True)
    x0, base = 120.0, 470.0  # left wall's left face; top of the back panel
    px = lambda mm: x0 + mm * s  # noqa: E731
    py = lambda mm: base - mm * s  # noqa: E731  heights above the back panel
    _rect(d, px(-4), py(0), (pitch + 8) * s, 3 * s, "#d9c3a0")  # back panel, 3 mm
    _rect(d, px(-4), py(6.6), (pitch + 8) * s, 1.6 * s, "#7fb07f")  # perfboard on 5 mm standoffs
    _rect(d, px(1), py(5), 1.5 * s, 5 * s, "#aaa")
    _rect(d, px(pitch - 2.5), py(5), 1.5 * s, 5 * s, "#aaa")
    centre = pitch / 2
    # the switch and the LED side by side inside the walls: a 12 x 12 mm tactile switch
    # (plunger up) left of centre, the LED on its 8 mm carrier right of centre
    key = centre - 5
    led = centre + 7
    _rect(d, px(key - 6), py(6.6 + 3.5), 12 * s, 3.5 * s, "#555")
    _rect(d, px(key - 1.75), py(6.6 + 5), 3.5 * s, 1.5 * s, "#222")
    _rect(d, px(led - 4), py(6.6 + 1), 8 * s, 1 * s, "#3a6")
    _rect(d, px(led - 2.5), py(6.6 + 2.6), 5 * s, 1.6 * s, "#fff", stroke="#000")
    # walls (half of each neighbour's wall shown)
    wall_base = 6.6
    for x in (-WALL_MM / 2, pitch - WALL_MM / 2):
        _rect(d, px(x), py(wall_base + WALL_HEIGHT_MM), WALL_MM * s, WALL_HEIGHT_MM * s, "#222")
    top = wall_base + WALL_HEIGHT_MM
    # the cap: opal acrylic resting on a stem that reaches the plunger
    cap_left = centre - CAP_MM / 2
    _rect(d, px(cap_left), py(top), CAP_MM * s, CAP_THICK_MM * s, "#f2f2f2")
    stem_bottom = 6.6 + 5
    _rect(d, px(key - 2), py(top - CAP_THICK_MM), 4 * s, (top - CAP_THICK_MM - stem_bottom) * s, "#e6e6e6")
    # the overlay across the top
    d.wire([(px(-4), py(top + 0.3)), (px(pitch + 4), py(top + 0.3))], "#c8102e", 3)
    # light from the LED into the cap
    for dx in (-9, -4, 1, 5):
        d.wire([(px(led), py(6.6 + 2.6)), (px(led + dx), py(top - CAP_THICK_MM))], "#e0b000", 1, True)
    # the press
    d.wire([(px(centre), py(top + 5)), (px(centre), py(top + 1))], BLUE, 3)
    d.parts.append('<path d="M %.1f %.1f l -6 -10 l 12 0 z" fill="%s"/>' % (px(centre), py(top + 0.6), BLUE))
    d.text(px(centre) + 8, py(top + 4), "a finger presses the printed card", colour=BLUE)
    labels = (
        (top + 0.3, "overlay: the printed board, laminated paper or 0.18 mm polyester film"),
        (top - 1.5, "cap: %.0f x %.0f mm opal acrylic, %.0f mm: diffuses the light" % (CAP_MM, CAP_MM, CAP_THICK_MM)),
        (top - 8, "stem: 4 mm post glued under the cap, over the plunger"),
        (top - 4, "cell walls: %.0f mm thick, %.0f mm tall, %.0f mm pitch" % (WALL_MM, WALL_HEIGHT_MM, pitch)),
        (6.6 + 4.5, "key: 12 x 12 mm tactile switch (Omron B3F-1000) under the cap"),
        (6.6 + 2, "LED: WS2812B 5050 on an 8 mm carrier, beside the switch"),
        (6.6 - 0.8, "perfboard on 5 mm standoffs: diode, wiring"),
        (1.5, "back panel: 3 mm plywood or MDF"),
    )
    lx = px(pitch + 6)
    for height, words in labels:
        d.wire([(px(pitch + 4), py(height)), (lx, py(height))], GREY, 1)
        d.text(lx + 6, py(height) + 4, words)
    d.text(px(0), base + 60, "%.0f mm" % pitch, anchor="start", colour=GREY)
    d.wire([(px(0), base + 45), (px(pitch), base + 45)], GREY, 1)
    return d.svg()


def panel(profile):
    """The panel from above with its sizes, 2 px per mm."""
    s = 2.0
    pitch = profile.CELL_PITCH_MM
    cells = 10 * pitch
    width = cells + 2 * FRAME_MM
    height = cells + 2 * FRAME_MM + STRIP_MM
    d = Drawing(int(width * s) + 420, int(height * s) + 90)
    d.text(20, 30, "The full board from above: %.0f x %.0f mm" % (width, height), size=18, bold=True)
    ox, oy = 40.0, 60.0
    _rect(d, ox, oy, width * s, height * s, "#d9c3a0")
    _rect(d, ox + FRAME_MM * s, oy + FRAME_MM * s, cells * s, cells * s, "#fafafa")
    for i in range(1, 10):
        x = ox + (FRAME_MM + i * pitch) * s
        y = oy + (FRAME_MM + i * pitch) * s
        d.wire([(x, oy + FRAME_MM * s), (x, oy + (FRAME_MM + cells) * s)], BLACK, 1)
        d.wire([(ox + FRAME_MM * s, y), (ox + (FRAME_MM + cells) * s, y)], BLACK, 1)
    strip_y = oy + (FRAME_MM * 2 + cells) * s
    for i, name in enumerate(("MENU", "JACK", "UNDO", "REVEAL")):
        cx = ox + (FRAME_MM + 30 + 55 * i) * s
        d.parts.append('<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#555"/>' % (cx, strip_y + 14 * s, 6 * s))
        d.text(cx, strip_y + 28 * s + 6, name, size=10, anchor="middle")
    for i in range(profile.STATUS_LEDS):
        cx = ox + (FRAME_MM + cells - 60 + 14 * i) * s
        d.parts.append(
            '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="#fff" stroke="#333"/>' % (cx, strip_y + 14 * s, 3 * s)
        )
        d.text(cx, strip_y + 28 * s + 6, str(i + 1), size=10, anchor="middle")
    lx = ox + width * s + 20
    notes = (
        "cells: 10 x 10 at %.0f mm = %.0f x %.0f mm" % (pitch, cells, cells),
        "frame: %.0f mm on each side; its lip holds the overlay" % FRAME_MM,
        "strip below: %.0f mm, four buttons and %d status LEDs" % (STRIP_MM, profile.STATUS_LEDS),
        "overlay: the printed %.0f x %.0f mm sheet trimmed" % (cells + 24, cells + 36),
        "  to %.0f x %.0f mm (5 mm under the lip)" % (cells + 10, cells + 10),
        "cell walls: an egg-crate of 2 mm strips,",
        "  slotted halfway, or printed in four tiles",
        "depth: about 30 mm from back to overlay",
        "power jack and USB on the right edge",
    )
    for i, line in enumerate(notes):
        d.text(lx, oy + 20 + 24 * i, line)
    return d.svg()


def main():
    import full

    for name, text in (("cell.svg", cell(full.CELL_PITCH_MM)), ("panel.svg", panel(full))):
        path = os.path.join(ROOT, "board", name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote", path)


if __name__ == "__main__":
    main()
