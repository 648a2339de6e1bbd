# The printable overlay: one outlined cell per LED at the profile's pitch, the four free
# corners marked, card faces in the Sequence layout with hearts and diamonds in red.
import os
import re
import subprocess
import sys
import xml.etree.ElementTree as ET

import hwkit
import overlay
import overlay_pdf
import wifi_card
import wifi_settings

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
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
    suits = [g for g in root.iter(NS + "g") if g.get("data-suit")]
    assert len(suits) == 96
    red = [g.get("data-suit") for g in suits if g.get("fill") == overlay.RED]
    assert sorted(set(red)) == ["D", "H"] and len(red) == 48
    ranks = [t.text for t in texts if t.get("font-weight") == "bold"]
    assert ranks[:9] == ["2", "3", "4", "5", "6", "7", "8", "9", "6"]  # row 0 after the corner, then row 1
    assert ranks[17] == "10" and suits[17].get("data-suit") == "S"  # TS closes row 1


def _media_boxes(path):
    """Each page's size in millimetres, read from the PDF's own MediaBox entries."""
    data = open(path, "rb").read().decode("latin-1")
    boxes = re.findall(r"/MediaBox\s*\[\s*([\d.]+)\s+([\d.]+)\s+([\d.]+)\s+([\d.]+)\s*\]", data)
    return [(round(float(b[2]) / overlay_pdf.MM), round(float(b[3]) / overlay_pdf.MM)) for b in boxes]


def test_make_overlay_writes_a_true_size_sheet_and_pages_a_home_printer_takes(tmp_path):
    for name, pages in (("full", 4), ("lite", 1)):
        run = subprocess.run(
            [sys.executable, "tools/drawings/overlay.py", "--profile", name, "--out", str(tmp_path)],
            cwd=ROOT,
            capture_output=True,
            text=True,
            check=True,
        )
        prof = hwkit.profile(name)
        side = round(10 * prof.CELL_PITCH_MM + 2 * overlay.MARGIN_MM)
        assert _media_boxes(tmp_path / ("overlay-%s.pdf" % name)) == [(side, side + 12)]
        assert _media_boxes(tmp_path / ("overlay-%s-A4.pdf" % name)) == [(210, 297)] * pages
        assert _media_boxes(tmp_path / ("overlay-%s-Letter.pdf" % name)) == [(216, 279)] * pages
        assert "100 %" in run.stdout


def test_tiles_cover_the_overlay_overlap_their_neighbours_and_fit_the_paper():
    mm = overlay_pdf.MM
    for paper in ("A4", "Letter"):
        width, height = 304 * mm, 316 * mm
        windows = overlay_pdf.tiles(width, height, paper)
        page_w, page_h = overlay_pdf.PAPERS[paper]
        room_w = page_w - 2 * overlay_pdf.PRINT_MARGIN_MM * mm
        room_h = page_h - 2 * overlay_pdf.PRINT_MARGIN_MM * mm
        xs = sorted(set(w[0] for w in windows))
        ys = sorted(set(w[1] for w in windows))
        win_w, win_h = windows[0][2], windows[0][3]
        assert win_w <= room_w + 1e-6 and win_h <= room_h + 1e-6
        assert xs[0] == 0 and abs(xs[-1] + win_w - width) < 1e-6  # nothing cut off
        assert ys[0] == 0 and abs(ys[-1] + win_h - height) < 1e-6
        for a, b in zip(xs, xs[1:]):
            assert abs(a + win_w - b - overlay_pdf.OVERLAP_MM * mm) < 1e-6
        for a, b in zip(ys, ys[1:]):
            assert abs(a + win_h - b - overlay_pdf.OVERLAP_MM * mm) < 1e-6
        for cx, cy in overlay_pdf.alignment_crosses(windows):  # each cross prints on two pages
            on = [w for w in windows if w[0] <= cx <= w[0] + w[2] and w[1] <= cy <= w[1] + w[3]]
            assert len(on) >= 2


def test_a_wifi_board_gets_its_own_network_and_a_card_whose_codes_say_so(tmp_path):
    first = wifi_settings.load_or_create(str(tmp_path / "a" / "wifi.json"))
    second = wifi_settings.load_or_create(str(tmp_path / "b" / "wifi.json"))
    assert first["ap"]["ssid"].startswith("Lysbord-")
    assert first["ap"]["password"] != second["ap"]["password"]  # no shared default
    assert len(first["ap"]["password"]) >= 12
    again = wifi_settings.load_or_create(str(tmp_path / "a" / "wifi.json"))
    assert again == first  # kept, not renewed
    join, page = wifi_card.codes(first)
    assert join.designator and page.designator
    # segno's own payloads: the join code is the WIFI: URI phones understand
    assert wifi_card.helpers.make_wifi_data(
        ssid=first["ap"]["ssid"], password=first["ap"]["password"], security="WPA"
    ).startswith("WIFI:")
    card = wifi_card.svg(first)
    root = ET.fromstring(card)
    assert root.get("width") == "148mm"
    assert first["ap"]["ssid"] in card and first["ap"]["password"] in card
    assert wifi_settings.page_url(first) in card


def test_broken_wifi_settings_are_refused_with_the_reason(tmp_path):
    path = tmp_path / "wifi.json"
    for text, reason in (
        ("{", "not JSON"),
        ('{"mode": "radio"}', "mode"),
        (
            '{"mode": "ap", "ap": {"ssid": "x", "password": "short"}, "station": {"ssid": "", "password": ""}}',
            "8 to 63",
        ),
        (
            '{"mode": "station", "ap": {"ssid": "x", "password": "longenough"}, '
            '"station": {"ssid": "", "password": ""}}',
            "station",
        ),
    ):
        path.write_text(text)
        try:
            wifi_settings.load(str(path))
        except ValueError as exc:
            assert reason in str(exc), (text, exc)
        else:
            raise AssertionError("accepted " + text)
