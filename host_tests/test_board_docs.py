# The build guide, its parts list and its drawings agree with each other and with the
# profiles: the pins wiring.svg and board/README.md name are the profiles' pins, the drawings
# are what the tools draw today, and every size that appears in more than one place (overlay
# trim, depth, key switch, post and button cap lengths, holes, the Pico's current) is the one
# size tools/board_svg.py holds.
import os
import re
import xml.etree.ElementTree as ET

import board_svg
import hwkit
import overlay
import wiring_svg

from lysbord.events import BUTTON_NAMES
from lysbord.hw.profile import PICO_MA

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
NS = "{http://www.w3.org/2000/svg}"
FULL, FULL_W, LITE = hwkit.profile("full"), hwkit.profile("full_w"), hwkit.profile("lite")
mm = board_svg.mm


def _read(name):
    with open(os.path.join(ROOT, "board", name), encoding="utf-8") as f:
        return f.read()


README = _read("README.md")


def _section(title):
    """The README's text under a "## title" heading, up to the next one."""
    start = README.index("## " + title)
    end = README.find("\n## ", start + 1)
    return README[start : end if end > 0 else len(README)]


def _svg_lines(name):
    return [t.text or "" for t in ET.fromstring(_read(name)).iter(NS + "text")]


def _pins(words, names):
    """{NAME: GPIO} for every 'NAME GPn' or 'GPn  NAME' in words."""
    found = {}
    for name in names:
        for pattern in (r"\b%s GP(\d+)\b" % name, r"\bGP(\d+)\s+%s\b" % name):
            for number in re.findall(pattern, words):
                assert found.setdefault(name, int(number)) == int(number), (name, words)
    return found


def _named(buttons):
    return {BUTTON_NAMES[key].upper(): pin for key, pin in buttons.items()}


def _gp_range(pins):
    return "GP%d..GP%d" % (pins[0], pins[-1])


def test_the_drawings_are_what_the_tools_draw_from_the_profiles():
    assert _read("wiring.svg") == wiring_svg.draw(FULL, LITE)
    assert _read("cell.svg") == board_svg.cell(FULL.CELL_PITCH_MM)
    assert _read("panel.svg") == board_svg.panel(FULL)


def test_the_pins_in_the_wiring_drawing_are_the_profiles_pins():
    lines = _svg_lines("wiring.svg")
    lite_at = lines.index("Lite board (board/lite.py)")
    full_words, lite_words = "\n".join(lines[:lite_at]), "\n".join(lines[lite_at:])
    assert "GP%d  LED data" % FULL.LED_PIN in full_words
    assert "%s  key rows" % _gp_range(FULL.KEY_ROWS) in full_words
    assert "%s  key columns" % _gp_range(FULL.KEY_COLS) in full_words
    assert FULL.KEY_ROWS == tuple(range(FULL.KEY_ROWS[0], FULL.KEY_ROWS[0] + 10))  # what a range names
    assert FULL.KEY_COLS == tuple(range(FULL.KEY_COLS[0], FULL.KEY_COLS[0] + 10))
    assert _pins(full_words, _named(FULL.BUTTONS)) == _named(FULL.BUTTONS)
    lite_keys = _named(LITE.BUTTONS)
    lite_keys.update(_named(LITE.CURSOR_PINS))
    assert _pins(lite_words, lite_keys) == lite_keys
    assert "GP%d -> 74AHCT125" % LITE.LED_PIN in lite_words
    # the Pico W build is wired as the full one: one drawing serves both
    for name in ("LED_PIN", "KEY_ROWS", "KEY_COLS", "BUTTONS", "SUPPLY_MA", "BUDGET_MA"):
        assert getattr(FULL_W, name) == getattr(FULL, name), name


def test_the_pins_in_the_guide_are_the_profiles_pins():
    full = _section("Wiring: the full board")
    assert "GP%d -> pin 2 (1A)" % FULL.LED_PIN in full
    assert "Rows on %s, columns on %s" % (_gp_range(FULL.KEY_ROWS), _gp_range(FULL.KEY_COLS)) in full
    assert _pins(full, _named(FULL.BUTTONS)) == _named(FULL.BUTTONS)
    lite = _section("Wiring: the lite board")
    lite_keys = _named(LITE.BUTTONS)
    lite_keys.update(_named(LITE.CURSOR_PINS))
    assert _pins(lite, lite_keys) == lite_keys
    assert "GP%d -> 74AHCT125" % LITE.LED_PIN in lite


def test_the_overlay_is_trimmed_at_one_size_and_its_marks_are_at_it():
    side = 10 * FULL.CELL_PITCH_MM
    trim = mm(side + 2 * overlay.TRIM_MM)
    assert trim == "290"
    sizes = re.findall(r"(?:trimmed to|trim it to|trimmed) \**(\d+) x (\d+) mm", README)
    sizes += re.findall(r"\((\d+) x (\d+) mm on the full board", README)
    assert len(sizes) >= 3 and set(sizes) == {(trim, trim)}, sizes
    assert "overlay: trimmed to %s x %s mm (red dashes)," % (trim, trim) in _svg_lines("panel.svg")
    assert any("trimmed to %s mm square" % trim in line for line in _svg_lines("cell.svg"))
    # the corner marks point at the trim line's corners, outside it
    root = ET.fromstring(overlay.svg(FULL, overlay.layout()))
    marks = [p.get("d") for p in root.iter(NS + "path") if p.get("stroke-width") == "0.3"][0]
    starts = [(float(x), float(y)) for x, y in re.findall(r"M ([\d.]+) ([\d.]+)", marks)]
    low, high = overlay.MARGIN_MM - overlay.TRIM_MM, overlay.MARGIN_MM + side + overlay.TRIM_MM
    for x, y in starts:  # each stroke starts 1 mm off a corner of the trim line, on its edge's line
        assert (abs(x - low) < 0.01 or abs(x - high) < 0.01) or (abs(y - low) < 0.01 or abs(y - high) < 0.01)
        assert low - 1.01 <= x <= high + 1.01 and low - 1.01 <= y <= high + 1.01
        assert not (low + 0.01 < x < high - 0.01 and low + 0.01 < y < high - 0.01)  # never inside it


def test_depth_switch_and_post_sizes_agree_everywhere():
    depth = mm(board_svg.DEPTH_MM)
    assert depth == "30.6"
    assert "%s mm deep" % depth in README and "about 30 mm" not in README
    assert any("%s mm deep" % depth in line for line in _svg_lines("panel.svg"))
    assert "depth %s mm" % depth in _svg_lines("cell.svg")
    part, body, height = board_svg.SWITCH
    post = mm(board_svg.post_mm(height))
    assert post == "7.7"
    for line in README.splitlines():  # the key switch is named with its true size only
        if part in line and "x" in line:
            assert "12 x 12" not in line, line
    assert "| 100 | key switch, %s x %s mm, %s mm tall | **%s**" % (mm(body), mm(body), mm(height), part) in README
    assert "| **%s** (the BOM's) | %s mm | **%s mm** |" % (part, mm(height), post) in README
    for other, other_height in board_svg.OTHER_SWITCHES:
        row = "| %s | %.1f mm | %.1f mm |" % (other, other_height, board_svg.post_mm(other_height))
        assert row in README, row
    assert "| 100 | post, 4 x 4 mm, %s mm long |" % post in README
    cell_lines = _svg_lines("cell.svg")
    assert "post: 4 x 4 mm, %s mm long = 15 - 3 - %s, at the cap's centre" % (post, mm(height)) in cell_lines
    key = "key: %s, %s x %s mm, %s mm tall, at the cell's centre" % (part, mm(body), mm(body), mm(height))
    assert key in cell_lines
    assert "post = %s - %s - switch height" % (mm(board_svg.WALL_HEIGHT_MM), mm(board_svg.CAP_THICK_MM)) in README


def test_the_frame_holes_and_boards_in_the_guide_are_the_drawings():
    cap = mm(board_svg.button_cap_mm())
    assert cap == "17.7"
    assert "12 mm round cap %s mm long" % cap in README and "17.7 mm long, 16 mm collar" in README
    xs = ", ".join(mm(x) for x in board_svg.BUTTON_X_MM)
    assert "%s mm holes at x = %s mm" % (mm(board_svg.BUTTON_HOLE_MM), xs) in README
    xs = ", ".join(mm(x) for x in board_svg.STATUS_X_MM)
    assert "%s mm holes at x = %s mm" % (mm(board_svg.STATUS_HOLE_MM), xs) in README
    strip_y = mm(2 * board_svg.FRAME_MM + 10 * FULL.CELL_PITCH_MM + 14)
    assert README.count("y = %s mm" % strip_y) == 2
    x, y, w, h = board_svg.CONTROL_BOARD
    assert "**control board** (%s x\n%s mm at x = %s, y = %s mm)" % tuple(mm(v) for v in (w, h, x, y)) in README
    x, y, w, h = board_svg.BUTTON_BOARD
    assert "**button board** (%s x %s mm at x = %s, y = %s mm)" % tuple(mm(v) for v in (w, h, x, y)) in README
    assert "in an %s mm hole" % mm(board_svg.JACK_HOLE_MM) in README
    assert "y = %s mm," % mm(board_svg.JACK_Y_MM) in README
    notch = board_svg.USB_NOTCH_MM
    assert "%s x %s mm notch" % (mm(notch[0]), mm(notch[1])) in README
    assert "y = %s mm" % mm(board_svg.USB_Y_MM) in README
    assert "rails 12 mm wide and %s mm tall" % mm(board_svg.RAIL_HEIGHT_MM) in README


def test_power_figures_agree_with_the_profiles():
    assert FULL.SUPPLY_MA == 4000 and "5 V 4 A supply" in README and "5 V / 4 A" in _svg_lines("wiring.svg")[2]
    # one figure for the Pico's own draw, the one profile.check keeps out of the budget
    figures = re.findall(r"Pico(?:'s)?(?: W)?(?: \(or Pico W\))? \**(\d+) mA", README)
    assert len(figures) >= 4 and set(figures) == {str(PICO_MA)}, figures
    assert "LED budget %d mA" % FULL.BUDGET_MA in README and "budget %d mA" % LITE.BUDGET_MA in README
    # the fuse: above the budget and the Pico with 25 % to spare, within the supply's rating
    fuse_ma = 3150
    assert (FULL.BUDGET_MA + PICO_MA) * 5 // 4 <= fuse_ma <= FULL.SUPPLY_MA
    assert "3.15 A fast fuse" in README and "F1 3.15 A" in _svg_lines("wiring.svg")
    assert "`SUPPLY_MA = %d`" % LITE.SUPPLY_MA in README and "10 uF" in _section("Wiring: the lite board")
    strip_piece = mm(10 * LITE.CELL_PITCH_MM)
    assert "%s mm each" % strip_piece in README


def test_the_bring_up_is_started_and_timed_as_the_guide_says():
    from lysbord.ui.board import bringup, bringup_repl

    text = _section("Bring-up: checking a new board")
    assert "Hold **JACK** while the board powers up" in text and "**Hold MENU** to leave" in text
    assert "```python\nfrom lysbord.ui.board.bringup_repl import run\n\nrun()\n```" in text and callable(
        bringup_repl.run
    )
    assert "`make sim ARGS=--bringup`" in text
    walk_s = bringup.STEP_MS * (100 + FULL.STATUS_LEDS) * len(bringup.PASSES) / 1000
    assert "The walk** (about ten seconds)" in text and 9 <= walk_s <= 11
    assert "The current** (four seconds)" in text and bringup.CURRENT_MS == 4000
    assert "**20** is\n   2.0 A on the full board" in text and FULL.BUDGET_MA == 2000
