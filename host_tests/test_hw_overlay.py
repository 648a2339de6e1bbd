# The printable overlay: one outlined cell per LED at the profile's pitch, the four free
# corners marked, card faces in the Sequence layout with hearts and diamonds in red.
import xml.etree.ElementTree as ET

import hwkit
import overlay

NS = "{http://www.w3.org/2000/svg}"


def parse(name):
    prof = hwkit.profile(name)
    return prof, ET.fromstring(overlay.svg(prof, overlay.layout()))


def test_cells_sit_on_the_led_grid_at_the_profile_pitch():
    for name in ("full", "lite"):
        prof, root = parse(name)
        pitch = prof.CELL_PITCH_MM
        outlines = [r for r in root.iter(NS + "rect") if r.get("stroke") == "#444"]
        assert len(outlines) == 100
        for i, rect in enumerate(outlines):
            row, col = divmod(i, 10)
            assert abs(float(rect.get("x")) - (overlay.MARGIN_MM + col * pitch)) < 0.01
            assert abs(float(rect.get("y")) - (overlay.MARGIN_MM + row * pitch)) < 0.01
            assert abs(float(rect.get("width")) - pitch) < 0.01
        size = 10 * pitch + 2 * overlay.MARGIN_MM
        assert root.get("width") == "%.2fmm" % size  # millimetres: prints at true size


def test_faces_follow_the_layout_with_red_hearts_and_diamonds():
    prof, root = parse("full")
    texts = [t for t in root.iter(NS + "text")]
    assert sum(t.text == "FREE" for t in texts) == 4
    symbols = [t for t in texts if t.text in overlay.SYMBOLS.values()]
    assert len(symbols) == 96
    red = [t.text for t in symbols if t.get("fill") == overlay.RED]
    assert sorted(set(red)) == ["\u2665", "\u2666"] and len(red) == 48
    ranks = [t.text for t in texts if t.get("font-weight") == "bold"]
    assert ranks[:9] == ["2", "3", "4", "5", "6", "7", "8", "9", "6"]  # row 0 after the corner, then row 1
    assert ranks[17] == "10" and symbols[17].text == "\u2660"  # TS closes row 1
