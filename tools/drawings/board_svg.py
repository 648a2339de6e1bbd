# Draws board/cell.svg (the full board's edge and first cell in section: the stack of parts
# with its heights, how a press reaches the key and how the LED lights the cell) and
# board/panel.svg (the panel from above: sizes, holes, where the Pico and the buffer sit).
# The sizes below are the build's one source: board/README.md quotes them and a test holds
# the two together. Run: python tools/drawings/board_svg.py
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from overlay import TRIM_MM  # noqa: E402
from wiring_svg import BLACK, BLUE, GREY, RED, ROOT, Drawing  # noqa: E402

sys.path.insert(0, os.path.join(ROOT, "board"))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

# The stack, from the back: heights in mm.
BACK_MM = 3.0  # back panel, plywood or MDF
STANDOFF_MM = 5.0  # M3 nylon standoffs under the perfboard
# A 5 mm female-female standoff takes an M3 x 6 screw from each end: they would meet inside it.
# So male-female: the 6 mm stud through the perfboard with a nut on top, a screw from below
# through the back panel into the female end, which it fills only BACK_SCREW_MM - BACK_MM deep.
STANDOFF = "M3 nylon standoff, 5 mm, male-female (6 mm stud)"
BACK_SCREW_MM = 6.0  # M3 pan-head, through the 3 mm back panel: 3 mm into the standoff's 5 mm
PERF_MM = 1.6  # perfboard
WALL_MM = 2.0  # cell walls: light stays in its cell, the caps are guided
WALL_HEIGHT_MM = 15.0
TOP_MM = 6.0  # the frame's top plate (plywood): its window's edge is the lip over the overlay
DEPTH_MM = BACK_MM + STANDOFF_MM + PERF_MM + WALL_HEIGHT_MM + TOP_MM  # 30.6
RAIL_MM = 12.0  # side rails under the top plate's border, as tall as standoff + perfboard + walls
RAIL_HEIGHT_MM = STANDOFF_MM + PERF_MM + WALL_HEIGHT_MM  # 21.6
# The cell: a cap on a post over a key at the cell's centre, the LED beside it.
CAP_MM = 25.0  # opal acrylic cap: 0.5 mm play on each side inside the walls
CAP_THICK_MM = 3.0
POST_MM = 4.0  # square post, glued at the cap's centre so a press anywhere keeps it level
SWITCH = ("Omron B3F-1000", 6.0, 4.3)  # part, body (square), height above the board to the plunger top
SWITCH_PINS_MM = (6.5, 4.5)  # the B3F's pin rectangle: off the perfboard's 2.54 mm grid
SWITCH_HOLES = (3, 2)  # perfboard pitches its legs are sprung into: 7.62 x 5.08 mm
OTHER_SWITCHES = (("Omron B3F-1020", 5.0), ("Omron B3F-1060", 7.0), ("Omron B3F-1070", 9.5))
LED_OFFSET_MM = 7.5  # the LED's carrier: this far right and down of the cell's centre (on the diagonal)
LED_CARRIER_MM = 10.0  # the largest carrier that fits there


def post_mm(switch_height):
    """The post's length: the cap's top flush with the walls' top, the post on the plunger."""
    return WALL_HEIGHT_MM - CAP_THICK_MM - switch_height


# The panel: cells in a frame, a strip below for the buttons and the status LEDs.
FRAME_MM = 20.0  # the border around the cells
STRIP_MM = 40.0  # below the bottom border: four buttons and the status LEDs
BUTTON = ("Omron B3F-4000", 12.0, 4.3)  # 12 x 12 mm tactile switches under the strip
BUTTON_HOLE_MM = 12.5  # in the top plate, for a 12 mm round cap
BUTTON_PROUD_MM = 1.0  # the button caps stand this far above the top plate
BUTTON_X_MM = (50.0, 90.0, 130.0, 170.0)  # MENU JACK UNDO REVEAL, from the panel's left edge
STATUS_X_MM = (240.0, 254.0, 268.0, 282.0)
# Below the buttons' line: a carrier (LED_CARRIER_MM) there ends 5 mm clear of the Pico's lower
# socket row (the Pico 21 mm wide, centred on the USB notch: its pins 8.89 mm either side).
STATUS_Y_MM = 340.0
STATUS_HOLE_MM = 6.0
CONTROL_BOARD = (190.0, 306.0, 110.0, 40.0)  # x, y, width, height: Pico, buffer, power, status LEDs
BUTTON_BOARD = (35.0, 324.0, 150.0, 20.0)
PICO_MM = (51.0, 21.0)  # the Pico's board; its two pin rows 17.78 mm apart
JACK = "Switchcraft 722A"  # 5.5 x 2.1 mm, 5 A; its 5/16-32 thread (7.9 mm) takes the hole below
JACK_Y_MM = 340.0  # the DC jack in the right rail, from the panel's top edge
# Its hole's centre above the back panel's underside: the jack's body (11 mm across, 20.8 mm
# long on the 712A/722A drawing) reaches past the rail over the control board's corner, so it
# must clear the perfboard there and stay under the top plate.
JACK_Z_MM = 16.0
JACK_BODY_MM = (11.0, 20.8)
JACK_HOLE_MM = 8.0  # counterbored to 3 mm of wood from inside so the nut reaches
USB_Y_MM = 319.5  # the Pico's USB port: a notch in the right rail
USB_NOTCH_MM = (12.0, 9.0)  # wide, deep from the rail's top
# Routed into the top plate's underside over the plug (stack.svg: the plug's clearance):
RELIEF_MM = 3.0  # deep: 3 mm of the plate's 6 mm left
RELIEF_AREA_MM = (30.0, 16.0)  # from the panel's right edge inwards, centred on the USB notch
# The FAULT LED (a red 3 mm LED) in the right rail, between the USB notch and the jack:
FAULT_LED_Y_MM = 331.0
FAULT_LED_HOLE_MM = 3.0
FAULT_LED_Z_MM = 16.0  # its centre above the back panel's underside, as the jack's
# Wood screws into the rails: from the top through the top plate, from below through the back
# panel. Their lengths inside the rail add up to less than its height, and the two sets sit at
# different places along each side (fractions of its length), so they can never meet.
TOP_SCREW = (3.0, 16.0)  # diameter, length: 10 mm into the rail
BACK_PANEL_SCREW = (3.0, 12.0)  # 9 mm into the rail
TOP_SCREW_AT = (1 / 6, 1 / 2, 5 / 6)
BACK_SCREW_AT = (1 / 3, 2 / 3)


def screws_in_rail_mm():
    """How deep the top and back-panel screws reach into a rail, together."""
    return (TOP_SCREW[1] - TOP_MM) + (BACK_PANEL_SCREW[1] - BACK_MM)


def button_cap_mm():
    """A button cap's length: from the switch's plunger to BUTTON_PROUD_MM above the top plate."""
    return WALL_HEIGHT_MM + TOP_MM + BUTTON_PROUD_MM - BUTTON[2]


def button_y_mm(pitch):
    """The buttons' holes, from the panel's top edge: 14 mm into the strip below the bottom border."""
    return 2 * FRAME_MM + 10 * pitch + 14


def mm(value):
    """A size as the drawings and the README write it: 7.7, 30.6, 15."""
    text = "%.1f" % value
    return text[:-2] if text.endswith(".0") else text


def _rect(d, x, y, w, h, fill, stroke="#333", dash=False):
    extra = ' stroke-dasharray="4 3"' if dash else ""
    d.parts.append(
        '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="%s"%s/>'
        % (x, y, w, h, fill, stroke, extra)
    )


def _circle(d, cx, cy, diameter, fill="#fff", dash=False):
    extra = ' stroke-dasharray="3 2"' if dash else ""
    d.parts.append(
        '<circle cx="%.1f" cy="%.1f" r="%.1f" fill="%s" stroke="#333"%s/>' % (cx, cy, diameter / 2, fill, extra)
    )


def cell(pitch):
    """The frame's edge and the first cell in section, 12 px per mm, with the stack's heights."""
    s = 12.0
    d = Drawing(1320, 620)
    d.text(20, 30, "The full board's edge and first cell in section (pitch %s mm)" % mm(pitch), size=18, bold=True)
    x0, base = 150.0, 530.0  # the panel's outer left edge; the back panel's underside
    px = lambda v: x0 + v * s  # noqa: E731  mm from the panel's left edge
    py = lambda v: base - v * s  # noqa: E731  mm above the back panel's underside
    board = BACK_MM + STANDOFF_MM  # the perfboard's underside
    deck = board + PERF_MM  # the perfboard's top: switches, LEDs and walls stand here
    top = deck + WALL_HEIGHT_MM  # the walls' top: the overlay lies here
    right = FRAME_MM + pitch + 6  # the section ends in the next cell
    _rect(d, px(0), py(BACK_MM), right * s, BACK_MM * s, "#d9c3a0")  # back panel
    _rect(d, px(0), py(top), RAIL_MM * s, RAIL_HEIGHT_MM * s, "#c8ad85")  # rail
    _rect(d, px(0), py(DEPTH_MM), FRAME_MM * s, TOP_MM * s, "#d9c3a0")  # top plate over the rail and the lip
    _rect(d, px(FRAME_MM - 2), py(deck), (right - FRAME_MM + 2) * s, PERF_MM * s, "#7fb07f")  # perfboard
    _rect(d, px(FRAME_MM + 2), py(board), 3 * s, STANDOFF_MM * s, "#aaa")  # standoff in the cell's corner
    _rect(d, px(FRAME_MM + 3), py(deck + 2.4), 1 * s, (PERF_MM + 2.4) * s, "#aaa")  # its stud through the perfboard
    _rect(d, px(FRAME_MM + 1.6), py(deck + 2.4), 3.8 * s, 2.4 * s, "#ccc")  # the nut on it
    _rect(d, px(FRAME_MM + 3), py(BACK_SCREW_MM), 1 * s, BACK_SCREW_MM * s, "#666")  # the screw from below
    _rect(d, px(FRAME_MM + 1.5), py(0), 4 * s, 1.5 * s, "#666")  # its head under the back panel
    for x in (FRAME_MM - WALL_MM / 2, FRAME_MM + pitch - WALL_MM / 2):  # walls
        _rect(d, px(x), py(top), WALL_MM * s, WALL_HEIGHT_MM * s, "#222")
    centre = FRAME_MM + pitch / 2
    _, body, height = SWITCH
    _rect(d, px(centre - body / 2), py(deck + 3.5), body * s, 3.5 * s, "#555")  # switch body
    _rect(d, px(centre - 1.75), py(deck + height), 3.5 * s, (height - 3.5) * s, "#222")  # plunger
    led = centre + LED_OFFSET_MM
    _rect(d, px(led - 4), py(deck + 1), 8 * s, 1 * s, "#3a6")  # carrier
    _rect(d, px(led - 2.5), py(deck + 2.6), 5 * s, 1.6 * s, "#fff", stroke="#000")  # WS2812B
    _rect(d, px(centre - CAP_MM / 2), py(top), CAP_MM * s, CAP_THICK_MM * s, "#f2f2f2")  # cap
    post = post_mm(height)
    _rect(d, px(centre - POST_MM / 2), py(top - CAP_THICK_MM), POST_MM * s, post * s, "#e6e6e6")
    d.wire([(px(FRAME_MM - TRIM_MM), py(top) - 2), (px(right), py(top) - 2)], "#c8102e", 3)  # overlay
    for dx in (-9, -4, 1, 4):  # light from the LED into the cap
        d.wire([(px(led), py(deck + 2.6)), (px(led + dx), py(top - CAP_THICK_MM))], "#e0b000", 1, True)
    d.wire([(px(centre), py(top + 5)), (px(centre), py(top + 1))], BLUE, 3)  # the press
    d.parts.append('<path d="M %.1f %.1f l -6 -10 l 12 0 z" fill="%s"/>' % (px(centre), py(top + 0.4), BLUE))
    d.text(px(centre) + 8, py(top + 4), "a press anywhere on the cap", colour=BLUE)
    # the stack's heights, on the left
    marks = (0, BACK_MM, board, deck, top, DEPTH_MM)
    names = ("back panel", "standoff", "perfboard", "walls", "top plate")
    lx = x0 - 70
    d.wire([(lx, py(0)), (lx, py(DEPTH_MM))], GREY, 1)
    for h in marks:
        d.wire([(lx - 5, py(h)), (x0 - 4, py(h))], GREY, 1)
    for i in range(len(names)):
        d.text(lx - 8, (py(marks[i]) + py(marks[i + 1])) / 2 + 4, mm(marks[i + 1] - marks[i]), anchor="end")
        d.text(lx + 6, (py(marks[i]) + py(marks[i + 1])) / 2 + 4, names[i], size=9, colour=GREY)
    d.text(lx, py(DEPTH_MM) - 12, "depth %s mm" % mm(DEPTH_MM), anchor="middle", bold=True)
    # the post's length, beside it
    d.wire([(px(centre) - 40, py(deck + height)), (px(centre) - 40, py(top - CAP_THICK_MM))], BLACK, 1)
    d.text(px(centre) - 44, py(deck + height + post / 2) + 4, "%s" % mm(post), anchor="end", bold=True)
    labels = (
        (top + 0.2, "overlay, trimmed to %s mm square; its edge under the lip" % mm(10 * pitch + 2 * TRIM_MM)),
        (
            top - 1.5,
            "cap: %s x %s x %s mm opal acrylic, flush with the walls' top" % (mm(CAP_MM), mm(CAP_MM), mm(CAP_THICK_MM)),
        ),
        (
            top - 7,
            "post: %s x %s mm, %s mm long = %s - %s - %s, at the cap's centre"
            % (mm(POST_MM), mm(POST_MM), mm(post), mm(WALL_HEIGHT_MM), mm(CAP_THICK_MM), mm(height)),
        ),
        (top - 11, "walls: %s mm thick, %s mm tall, %s mm pitch" % (mm(WALL_MM), mm(WALL_HEIGHT_MM), mm(pitch))),
        (
            deck + 4,
            "key: %s, %s x %s mm, %s mm tall, at the cell's centre" % (SWITCH[0], mm(body), mm(body), mm(height)),
        ),
        (
            deck + 2,
            "LED: WS2812B on a carrier (max %s mm), %s mm right and down of the centre"
            % (mm(LED_CARRIER_MM), mm(LED_OFFSET_MM)),
        ),
        (
            deck - 0.8,
            "perfboard %s mm on %s mm M3 male-female standoffs, a nut on top" % (mm(PERF_MM), mm(STANDOFF_MM)),
        ),
        (BACK_MM / 2, "back panel: %s mm plywood or MDF" % mm(BACK_MM)),
    )
    lx = px(right + 4)
    y = 0.0
    for height_mm, words in labels:  # top down, at least a line apart, each led to its part
        y = max(y + 22, py(height_mm))
        d.wire([(px(right), py(height_mm)), (lx, y)], GREY, 1)
        d.text(lx + 6, y + 4, words)
    d.text(px(RAIL_MM / 2), py(BACK_MM + RAIL_HEIGHT_MM / 2), "rail", size=10, anchor="middle")
    d.text(px(RAIL_MM / 2), py(BACK_MM + RAIL_HEIGHT_MM / 2) + 14, mm(RAIL_HEIGHT_MM), size=10, anchor="middle")
    d.text(px(FRAME_MM / 2), py(DEPTH_MM - TOP_MM / 2) + 4, "top plate", size=10, anchor="middle")
    d.wire([(px(0), base + 30), (px(FRAME_MM), base + 30)], GREY, 1)
    d.text(px(FRAME_MM / 2), base + 48, "frame %s mm" % mm(FRAME_MM), anchor="middle", colour=GREY)
    d.wire([(px(FRAME_MM), base + 30), (px(FRAME_MM + pitch), base + 30)], GREY, 1)
    d.text(px(FRAME_MM + pitch / 2), base + 48, "cell %s mm" % mm(pitch), anchor="middle", colour=GREY)
    return d.svg()


def panel(profile):
    """The panel from above with its sizes and holes, 2 px per mm; dashed: under the top plate."""
    s = 2.0
    pitch = profile.CELL_PITCH_MM
    cells = 10 * pitch
    width = cells + 2 * FRAME_MM
    height = cells + 2 * FRAME_MM + STRIP_MM
    trim = cells + 2 * TRIM_MM
    d = Drawing(int(width * s) + 480, int(height * s) + 100)
    title = "The full board from above: %s x %s mm, %s mm deep" % (mm(width), mm(height), mm(DEPTH_MM))
    d.text(20, 30, title, size=18, bold=True)
    ox, oy = 40.0, 60.0
    px = lambda v: ox + v * s  # noqa: E731
    py = lambda v: oy + v * s  # noqa: E731
    _rect(d, px(0), py(0), width * s, height * s, "#d9c3a0")
    _rect(d, px(RAIL_MM), py(RAIL_MM), (width - 2 * RAIL_MM) * s, (height - 2 * RAIL_MM) * s, "none", dash=True)
    _rect(d, px(FRAME_MM - TRIM_MM), py(FRAME_MM - TRIM_MM), trim * s, trim * s, "none", stroke=RED, dash=True)
    _rect(d, px(FRAME_MM), py(FRAME_MM), cells * s, cells * s, "#fafafa")
    for i in range(1, 10):
        d.wire([(px(FRAME_MM + i * pitch), py(FRAME_MM)), (px(FRAME_MM + i * pitch), py(FRAME_MM + cells))], BLACK, 1)
        d.wire([(px(FRAME_MM), py(FRAME_MM + i * pitch)), (px(FRAME_MM + cells), py(FRAME_MM + i * pitch))], BLACK, 1)
    for board, name in ((CONTROL_BOARD, "control board"), (BUTTON_BOARD, "")):
        x, y, w, h = board
        _rect(d, px(x), py(y), w * s, h * s, "#eef7ee", dash=True)
        if name:
            d.text(px(x + 3), py(y + 8), name, size=9, colour=GREY)
    x, y, w, h = CONTROL_BOARD
    pico_x, pico_y = x + w - 2 - PICO_MM[0], USB_Y_MM - PICO_MM[1] / 2  # the Pico, USB to the right
    _rect(d, px(pico_x), py(pico_y), PICO_MM[0] * s, PICO_MM[1] * s, "#cfe8cf", dash=True)
    d.text(px(pico_x + PICO_MM[0] / 2), py(USB_Y_MM) + 4, "Pico", size=10, anchor="middle")
    strip_y = button_y_mm(pitch)
    for cx, name in zip(BUTTON_X_MM, ("MENU", "JACK", "UNDO", "REVEAL")):
        _circle(d, px(cx), py(strip_y), BUTTON_HOLE_MM * s, "#555")
        d.text(px(cx), py(strip_y + 14), name, size=10, anchor="middle")
    for i in range(profile.STATUS_LEDS):
        _circle(d, px(STATUS_X_MM[i]), py(STATUS_Y_MM), LED_CARRIER_MM * s, "none", dash=True)  # its carrier
        _circle(d, px(STATUS_X_MM[i]), py(STATUS_Y_MM), STATUS_HOLE_MM * s)
        d.text(px(STATUS_X_MM[i]), py(STATUS_Y_MM) + 4, str(i + 1), size=8, anchor="middle")
    # the rails' wood screws: filled from the top, open from below, never at the same place
    for fractions, fill in ((TOP_SCREW_AT, "#333"), (BACK_SCREW_AT, "#fff")):
        for at in fractions:
            for sx, sy in (
                (at * width, RAIL_MM / 2),
                (at * width, height - RAIL_MM / 2),
                (RAIL_MM / 2, at * height),
                (width - RAIL_MM / 2, at * height),
            ):
                _circle(d, px(sx), py(sy), 2 * TOP_SCREW[0], fill)
    # the right rail: the jack's hole and the Pico's USB notch, seen from the side
    _circle(d, px(width - RAIL_MM / 2), py(JACK_Y_MM), JACK_HOLE_MM * s, "#fff")
    d.text(px(width) + 6, py(JACK_Y_MM) + 4, "5 V jack", size=10)
    _rect(d, px(width - RAIL_MM), py(USB_Y_MM - USB_NOTCH_MM[0] / 2), RAIL_MM * s, USB_NOTCH_MM[0] * s, "#fff")
    d.text(px(width) + 6, py(USB_Y_MM) + 4, "USB", size=10)
    _circle(d, px(width - RAIL_MM / 2), py(FAULT_LED_Y_MM), FAULT_LED_HOLE_MM * s, RED)
    d.text(px(width) + 6, py(FAULT_LED_Y_MM) + 4, "FAULT", size=10, colour=RED)
    # the relief in the top plate's underside, over the plug (dashed: under the plate)
    rw, rh = RELIEF_AREA_MM
    _rect(d, px(width - rw), py(USB_Y_MM - rh / 2), rw * s, rh * s, "none", stroke=BLUE, dash=True)
    lx = px(width) + 60
    notes = (
        "panel %s x %s mm: back panel %s mm, top plate %s mm" % (mm(width), mm(height), mm(BACK_MM), mm(TOP_MM)),
        "cells: 10 x 10 at %s mm = %s x %s mm: the top plate's window" % (mm(pitch), mm(cells), mm(cells)),
        "frame: %s mm border; rails %s x %s mm under it (dashed)" % (mm(FRAME_MM), mm(RAIL_MM), mm(RAIL_HEIGHT_MM)),
        "overlay: trimmed to %s x %s mm (red dashes)," % (mm(trim), mm(trim)),
        "  %s mm of it under the lip on every side" % mm(TRIM_MM),
        "strip: %s mm below the border: buttons and status LEDs" % mm(STRIP_MM),
        "button holes: %s mm at x = %s mm" % (mm(BUTTON_HOLE_MM), ", ".join(mm(x) for x in BUTTON_X_MM)),
        "  at y = %s mm from the top" % mm(strip_y),
        "status LED holes: %s mm at x = %s mm," % (mm(STATUS_HOLE_MM), ", ".join(mm(x) for x in STATUS_X_MM)),
        "  y = %s mm (carriers dashed, clear of the Pico)" % mm(STATUS_Y_MM),
        "control board %s x %s mm at x = %s, y = %s mm:" % tuple(mm(v) for v in (w, h, x, y)),
        "  Pico (USB to the right), 74AHCT125, fuse, LTC4365",
        "rail screws: top plate %s x %s mm (filled)," % (mm(TOP_SCREW[0]), mm(TOP_SCREW[1])),
        "  back panel %s x %s mm (open): at different places" % (mm(BACK_PANEL_SCREW[0]), mm(BACK_PANEL_SCREW[1])),
        "right rail: %s jack, hole %s mm" % (JACK, mm(JACK_HOLE_MM)),
        "  at y = %s mm, %s mm above the underside;" % (mm(JACK_Y_MM), mm(JACK_Z_MM)),
        "  USB notch %s x %s mm at y = %s mm;" % (mm(USB_NOTCH_MM[0]), mm(USB_NOTCH_MM[1]), mm(USB_Y_MM)),
        "  FAULT LED hole %s mm at y = %s mm, %s mm above the underside (red)"
        % (mm(FAULT_LED_HOLE_MM), mm(FAULT_LED_Y_MM), mm(FAULT_LED_Z_MM)),
        "top plate's underside: relief %s x %s mm, %s mm deep,"
        % (mm(RELIEF_AREA_MM[0]), mm(RELIEF_AREA_MM[1]), mm(RELIEF_MM)),
        "  from the right edge over the USB notch (blue dashes)",
        "x from the left edge, y from the top edge",
    )
    for i, line in enumerate(notes):
        d.text(lx, oy + 20 + 24 * i, line)
    return d.svg()


def main(argv=None):
    import argparse

    argparse.ArgumentParser(
        description="Draw board/cell.svg and board/panel.svg from the sizes here (board/README.md quotes them)."
    ).parse_args(argv)
    import full

    for name, text in (("cell.svg", cell(full.CELL_PITCH_MM)), ("panel.svg", panel(full))):
        path = os.path.join(ROOT, "board", name)
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        print("wrote", path)


if __name__ == "__main__":
    main()
