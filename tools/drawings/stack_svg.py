# Draws board/stack.svg: the control board in section at the Pico's USB port, from the back
# panel to the top plate, with the micro-USB plug's clearance under a relief in the top plate.
# The sizes are the one source board/README.md quotes (a test holds the two together).
# Run: python tools/drawings/stack_svg.py
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)

from board_svg import (  # noqa: E402  RELIEF_*: the panel drawing's sizes, one source for both
    BACK_MM,
    DEPTH_MM,
    PERF_MM,
    RELIEF_AREA_MM,
    RELIEF_MM,
    STANDOFF_MM,
    TOP_MM,
    mm,
)
from wiring_svg import BLACK, GREY, RED, ROOT, Drawing  # noqa: E402

SOCKET_MM = 8.5  # the Pico's 20-pin female header sockets (the BOM's)
COLLAR_MM = 2.5  # the male header's plastic collar under the Pico, resting on the socket
PICO_PCB_MM = 1.0  # Raspberry Pi Pico datasheet: 51 x 21 x 1 mm
USB_CENTRE_MM = 1.3  # the micro-USB receptacle's centre above the Pico's board (about half its height)
PLUG_MM = 8.0  # the tallest micro-USB plug moulding the build allows (measure yours)


def perf_top_mm():
    return BACK_MM + STANDOFF_MM + PERF_MM


def usb_centre_mm():
    """The receptacle's centre above the back panel's underside."""
    return perf_top_mm() + SOCKET_MM + COLLAR_MM + PICO_PCB_MM + USB_CENTRE_MM


def plate_underside_mm(relief=0.0):
    return DEPTH_MM - TOP_MM + relief


def plug_clearance_mm(relief=RELIEF_MM, plug=PLUG_MM):
    """Room between the plug moulding's top and the top plate (negative: they collide)."""
    return plate_underside_mm(relief) - (usb_centre_mm() + plug / 2)


def tallest_plug_mm(relief=RELIEF_MM):
    """The tallest moulding that still clears the plate."""
    return 2 * (plate_underside_mm(relief) - usb_centre_mm())


def draw():
    s = 14.0
    d = Drawing(1100, 600)
    d.text(20, 30, "The control board in section at the Pico's USB port (heights in mm)", size=18, bold=True)
    base, x0 = 520.0, 120.0
    py = lambda v: base - v * s  # noqa: E731
    layers = (
        (0, BACK_MM, "back panel", "#d9c3a0"),
        (BACK_MM, STANDOFF_MM, "M3 standoff", "#aaa"),
        (BACK_MM + STANDOFF_MM, PERF_MM, "perfboard (control board)", "#7fb07f"),
        (perf_top_mm(), SOCKET_MM, "header socket, 8.5 mm", "#444"),
        (perf_top_mm() + SOCKET_MM, COLLAR_MM, "header collar, 2.5 mm", "#222"),
        (perf_top_mm() + SOCKET_MM + COLLAR_MM, PICO_PCB_MM, "Pico, 1 mm", "#2e8b57"),
    )
    marks = [0.0]
    for z, h, name, fill in layers:
        d.parts.append(
            '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="%s" stroke="#333"/>'
            % (x0 + 60, py(z + h), 380, h * s, fill)
        )
        marks.append(z + h)
        d.text(x0 + 70, py(z + h / 2) + 4, name, size=10, colour="white" if fill in ("#444", "#222") else BLACK)
    # the plug: its moulding centred on the receptacle, reaching past the board's edge
    centre = usb_centre_mm()
    top = centre + PLUG_MM / 2
    d.parts.append(
        '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#bbb" stroke="#333" stroke-dasharray="4 3"/>'
        % (x0 + 400, py(top), 260, PLUG_MM * s)
    )
    d.text(x0 + 530, py(centre) + 4, "micro-USB plug, %s mm moulding" % mm(PLUG_MM), anchor="middle")
    # the top plate with its relief over the plug
    plate = plate_underside_mm()
    d.parts.append(
        '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="#d9c3a0" stroke="#333"/>'
        % (x0 + 20, py(DEPTH_MM), 740, TOP_MM * s)
    )
    d.parts.append(
        '<rect x="%.1f" y="%.1f" width="%.1f" height="%.1f" fill="white" stroke="#333"/>'
        % (x0 + 380, py(plate + RELIEF_MM), 380, RELIEF_MM * s)
    )
    d.text(x0 + 570, py(plate + RELIEF_MM / 2) + 4, "relief %s mm deep" % mm(RELIEF_MM), anchor="middle")
    d.text(x0 + 200, py(DEPTH_MM - TOP_MM / 2) + 4, "top plate %s mm" % mm(TOP_MM), anchor="middle")
    # the heights, on the left
    lx = x0 + 40
    for h in marks + [centre, plate, plate + RELIEF_MM, DEPTH_MM]:
        d.wire([(lx - 6, py(h)), (lx + 6, py(h))], GREY, 1)
        d.text(lx - 10, py(h) + 4, mm(h), size=10, anchor="end")
    d.wire([(lx, py(0)), (lx, py(DEPTH_MM))], GREY, 1)
    notes = (
        "receptacle's centre: %s mm above the back panel's underside" % mm(centre),
        "plug's top: %s mm; the top plate's underside: %s mm" % (mm(top), mm(plate)),
        "without the relief the plug hits the plate (%s mm)" % mm(plug_clearance_mm(0.0)),
        "with the %s mm relief: %s mm clear" % (mm(RELIEF_MM), mm(plug_clearance_mm())),
        "any plug up to %s mm tall fits" % mm(tallest_plug_mm()),
        "relief: %s x %s mm from the panel's right edge, over the USB notch"
        % (mm(RELIEF_AREA_MM[0]), mm(RELIEF_AREA_MM[1])),
    )
    for i, line in enumerate(notes):
        d.text(x0 + 60, 60 + 20 * i, line, colour=RED if "hits" in line else BLACK)
    return d.svg()


def main(argv=None):
    import argparse

    argparse.ArgumentParser(description="Draw board/stack.svg (board/README.md quotes its sizes).").parse_args(argv)
    path = os.path.join(ROOT, "board", "stack.svg")
    with open(path, "w", encoding="utf-8") as f:
        f.write(draw())
    print("wrote", path)


if __name__ == "__main__":
    main()
