# The build guide, its parts list and its drawings agree with each other and with the
# profiles: the pins wiring.svg and board/README.md name are the profiles' pins, the drawings
# are what the tools draw today, and every size that appears in more than one place (overlay
# trim, depth, key switch, post and button cap lengths, holes, screws, the Pico's current, the
# power cut-off's window, its filter and currents, the USB plug's clearance) is the one size
# tools/drawings/board_svg.py, wiring_svg.py or stack_svg.py holds. The
# guide's REPL key test runs against the fake board.
import builtins
import math
import os
import re
import sys
import textwrap
import xml.etree.ElementTree as ET

import board_svg
import hwkit
import overlay
import stack_svg
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
FLAT = " ".join(README.split())  # the guide with its line breaks as spaces


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
    button_y = mm(board_svg.button_y_mm(FULL.CELL_PITCH_MM))
    assert button_y == "334" and "170 mm, y = %s mm (MENU, JACK, UNDO, REVEAL)" % button_y in FLAT
    assert "282 mm, y = %s mm, a disc" % mm(board_svg.STATUS_Y_MM) in FLAT
    x, y, w, h = board_svg.CONTROL_BOARD
    assert "**control board** (%s x %s mm at x = %s, y = %s mm)" % tuple(mm(v) for v in (w, h, x, y)) in FLAT
    # the status LEDs' carriers lie on the control board, 5 mm clear of the Pico's lower socket row
    carrier = board_svg.LED_CARRIER_MM / 2
    socket_row = board_svg.USB_Y_MM + 17.78 / 2 + 2.54 / 2
    assert board_svg.STATUS_Y_MM - carrier - socket_row >= 5 and board_svg.STATUS_Y_MM + carrier <= y + h
    assert "5 mm clear of the Pico's lower socket row" in FLAT
    x, y, w, h = board_svg.BUTTON_BOARD
    assert "**button board** (%s x %s mm at x = %s, y = %s mm)" % tuple(mm(v) for v in (w, h, x, y)) in README
    assert "in an %s mm hole" % mm(board_svg.JACK_HOLE_MM) in README
    assert "y = %s mm," % mm(board_svg.JACK_Y_MM) in README
    notch = board_svg.USB_NOTCH_MM
    assert "%s x %s mm notch" % (mm(notch[0]), mm(notch[1])) in README
    assert "y = %s mm" % mm(board_svg.USB_Y_MM) in README
    assert "rails 12 mm wide and %s mm tall" % mm(board_svg.RAIL_HEIGHT_MM) in README
    jack = "%s jack, hole %s mm" % (board_svg.JACK, mm(board_svg.JACK_HOLE_MM))
    assert any(jack in line for line in _svg_lines("panel.svg"))
    assert "| %s (5/16-32 thread) |" % board_svg.JACK in README and "DC-022 type" not in README
    # the jack's body passes over the control board's corner: above its perfboard, under the top plate
    body, length = board_svg.JACK_BODY_MM
    z = board_svg.JACK_Z_MM
    perfboard_top = board_svg.BACK_MM + board_svg.STANDOFF_MM + board_svg.PERF_MM
    assert perfboard_top < z - body / 2 and z + body / 2 < board_svg.DEPTH_MM - board_svg.TOP_MM
    assert "its centre %s mm above the back panel's underside" % mm(z) in FLAT
    assert "body (%s mm across, %s mm long)" % (mm(body), mm(length)) in FLAT


def test_screws_never_meet_and_are_counted_in_the_bom():
    # the standoffs: a screw from below fills the female end only part way (the stud goes up)
    assert board_svg.BACK_SCREW_MM - board_svg.BACK_MM < board_svg.STANDOFF_MM
    assert "| 40 | %s | any | 4 per tile and board |" % board_svg.STANDOFF in README
    assert "| 40 | M3 x %s mm pan-head screw |" % mm(board_svg.BACK_SCREW_MM) in README
    assert "| 40 | M3 nylon nut |" in README and "female-female" not in README.split("## Bill of materials")[1]
    # the rails: top and back-panel screws never share a place, nor reach each other lined up
    assert not set(board_svg.TOP_SCREW_AT) & set(board_svg.BACK_SCREW_AT)
    assert board_svg.screws_in_rail_mm() < board_svg.RAIL_HEIGHT_MM
    top, back = board_svg.TOP_SCREW, board_svg.BACK_PANEL_SCREW
    assert (
        "(**%.1f x %s mm** countersunk wood screws, %s mm into the rail"
        % (top[0], mm(top[1]), mm(top[1] - board_svg.TOP_MM))
        in FLAT
    )
    assert "(**%.1f x %s mm**, %s mm into the rail" % (back[0], mm(back[1]), mm(back[1] - board_svg.BACK_MM)) in FLAT
    assert "their %s mm would not meet" % mm(board_svg.screws_in_rail_mm()) in FLAT
    count_top, count_back = 4 * len(board_svg.TOP_SCREW_AT), 4 * len(board_svg.BACK_SCREW_AT)
    assert (
        "| %d | wood screw %.1f mm, countersunk: %d x %s mm, %d x %s mm |"
        % (count_top + count_back, top[0], count_top, mm(top[1]), count_back, mm(back[1]))
        in README
    )
    # the key switch's legs: off the 2.54 mm grid, sprung into the nearest holes
    pins, holes = board_svg.SWITCH_PINS_MM, board_svg.SWITCH_HOLES
    assert "%s x %s mm rectangle" % pins in README
    assert "%d x %d pitches apart (%.2f x %.2f mm)" % (holes + tuple(2.54 * n for n in holes)) in FLAT
    assert all(0 < 2.54 * n - pin < 1.2 for n, pin in zip(holes, pins))


def test_power_figures_agree_with_the_profiles():
    assert FULL.SUPPLY_MA == 4000 and "5 V 4 A supply" in README and "5 V / 4 A" in _svg_lines("wiring.svg")[2]
    # one figure for the Pico's own draw, the one profile.check keeps out of the budget
    figures = re.findall(r"Pico(?:'s)?(?: W)?(?: \(or Pico W\))? \**(\d+) mA", README)
    assert len(figures) >= 4 and set(figures) == {str(PICO_MA)}, figures
    assert "LED budget %d mA" % FULL.BUDGET_MA in README and "budget %d mA" % LITE.BUDGET_MA in README
    # the fuse: the load at most 75 % of its rating, within the supply's rating
    name, fuse_a = wiring_svg.FUSE
    assert (FULL.BUDGET_MA + PICO_MA) / 0.75 <= fuse_a * 1000 <= FULL.SUPPLY_MA
    load = "(`BUDGET_MA` + the Pico's %d mA) / 0.75 = %.2f A -> **%g A**" % (
        PICO_MA,
        (FULL.BUDGET_MA + PICO_MA) / 750,
        fuse_a,
    )
    assert load in FLAT
    assert "%g A fast fuse" % fuse_a in README and "%s %g A" % (name, fuse_a) in _svg_lines("wiring.svg")
    assert "| 1 | fuse %g A fast, 5 x 20 mm |" % fuse_a in README
    # a bigger budget takes a 4 A fuse: where it starts and how far it goes, rounded down to 10 mA
    assert (
        "`BUDGET_MA` above %d and fit a 4 A fuse (for a budget up to %d mA)"
        % ((fuse_a * 750 - PICO_MA) // 10 * 10, 4000 * 0.75 - PICO_MA)
        in FLAT
    )
    # IEC 60127-2, quick-acting: within 2 s at 2.75 x its rating, 30 min at 2.1 x
    assert "opens within 2 s at %.1f A and within 30 minutes at %.1f A" % (2.75 * fuse_a, 2.1 * fuse_a) in FLAT
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


WS2812B_MAX_V = 5.3  # WS2812B datasheet, absolute maximum ratings: supply voltage
VSYS_MAX_V = 5.5  # Raspberry Pi Pico datasheet: VSYS 1.8-5.5 V
FET_VDS_V, FET_VGS_V, FET_IDSS_UA = 55, 16, 25  # IRLZ44N datasheet
PROTECTOR_VIN_V = (-40, 60)  # LTC4365 datasheet: VIN withstands
volts = wiring_svg.volts


def _range(nominal, source_ohms):
    """A pin's expected reading at 5.0 V in: the nominal less a 10 Mohm meter's load and 1 %,
    up to the nominal and 1 %, rounded outwards to 10 mV."""
    low = nominal * (1 - source_ohms / 10e6 - 0.01)
    high = nominal * 1.01
    return "%.2f-%.2f V" % (math.floor(low * 100) / 100, math.ceil(high * 100) / 100)


def test_the_cut_off_keeps_a_12_v_and_a_reversed_brick_from_every_part():
    text = " ".join(_section("Safe power: the full board").split())
    svg = _svg_lines("wiring.svg")
    low, typical, high = wiring_svg.trip_volts("OV")
    uv_low, uv, uv_high = wiring_svg.trip_volts("UV")
    brick_low, brick_high = wiring_svg.BRICK_V
    # the window: every brick within its tolerance passes, its top is shown with its spread
    assert brick_high < low and uv_high < wiring_svg.uv_start_volts() < brick_low
    assert high - VSYS_MAX_V < 0.08  # only an out-of-tolerance brick on a worst-case part gets past 5.5 V
    assert "**+%s-%s V**" % (volts(brick_low), volts(brick_high)) in text
    assert "**off above %s V**: %s-%s V" % (volts(typical), volts(low), volts(high)) in text
    assert "**off below %s V** (UV): %s-%s V" % (volts(uv), volts(uv_low), volts(uv_high)) in text
    assert "below %s V (the UV trip plus its hysteresis" % volts(wiring_svg.uv_start_volts()) in text
    assert "70 mV above VSYS's 5.5 V" in text and round((high - VSYS_MAX_V) * 100) == 7
    assert (
        "cuts off: above %s V (%s-%s V), below %s V, reversed" % (volts(typical), volts(low), volts(high), volts(uv))
        in svg
    )
    top, mid, bottom = wiring_svg.DIVIDER_OHMS
    total = sum(wiring_svg.DIVIDER_OHMS)
    for ohms, where in ((top, "VIN to UV"), (mid, "UV to OV"), (bottom, "OV to GND")):
        assert "**%g kohm** (%s)" % (ohms / 1000, where) in text
        assert "| 1 | resistor %g kohm 0.1 %% | Vishay PTF56 series |" % (ohms / 1000) in README
    assert "%s / %s / %s k" % tuple("%g" % (r / 1000) for r in wiring_svg.DIVIDER_OHMS) in svg
    assert "(the threshold's %s-%s mV" % (wiring_svg.THRESHOLD_MV[0], wiring_svg.THRESHOLD_MV[2]) in text
    # which part each figure is from: the spreads are the LTC4368's table, standing in for the
    # LTC4365's own (not found), and the guide says so; the typical figures are the LTC4365's
    spread = "**the thresholds' spread, %s-%s mV, and the hysteresis' spread, %d-%d mV**" % (
        wiring_svg.THRESHOLD_MV[0],
        wiring_svg.THRESHOLD_MV[2],
        wiring_svg.HYSTERESIS_MV[0],
        wiring_svg.HYSTERESIS_MV[2],
    )
    assert spread in text and "(LTC4368 datasheet, Electrical Characteristics, page 3:" in text
    assert "Electrical Characteristics table (page 3) and its absolute maximum ratings were **not** found" in text
    assert (
        "at 0.5 V with %d mV of hysteresis, typical" % wiring_svg.HYSTERESIS_MV[1] in text
        and wiring_svg.THRESHOLD_MV[1] == 500
    )
    assert "worst-case pin leakage of %d nA (page 11)" % wiring_svg.LEAKAGE_NA in text
    # the recovery delay: unverified, so the guide says what the filter needs of it, and why not the -1
    needed = wiring_svg.recovery_needed_ms()
    assert wiring_svg.RECOVERY_DASH1_MS < wiring_svg.ov_delay_ms(12) < needed <= wiring_svg.RECOVERY_MS
    assert (
        "**the recovery delay, %d ms**: a typical figure carried over, read in no table" % wiring_svg.RECOVERY_MS
        in text
    )
    assert "needs a delay of at least %.1f ms (ten of its time constants)" % needed in text
    assert (
        "its %d ms would turn the gates on before a 12 V brick's filtered OV pin trips (%.2f ms)"
        % (wiring_svg.RECOVERY_DASH1_MS, wiring_svg.ov_delay_ms(12))
        in text
    )
    assert "TSOT-23-8, not the -1 | Analog Devices %sCTS8#TRMPBF |" % wiring_svg.PROTECTOR in README
    # both ends of the window cannot hold with these figures: the guide says so, with the numbers
    assert high - low > VSYS_MAX_V - brick_high
    assert (
        "the spread alone spans %.1f V at the input, more than the %.2f V from the highest brick's"
        % (
            high - low,
            VSYS_MAX_V - brick_high,
        )
        in text
    )
    assert (
        "highest trip is %s V, the window's lowest trip would be %s V, and a brick at %s-%s V"
        % (
            volts(VSYS_MAX_V),
            volts(VSYS_MAX_V * low / high),
            volts(VSYS_MAX_V * low / high),
            volts(brick_high),
        )
        in text
    )
    source = wiring_svg.source_ohms("OV")
    assert (
        "%d nA of leakage through the chain's %.1f kohm seen from OV" % (wiring_svg.LEAKAGE_NA, source / 1000) in text
    )
    # the hysteresis at the input and where a trip lets go
    least, hyst, most = wiring_svg.hysteresis_volts("OV")
    assert "25 mV x %g / %g = %.2f V (%.2f-%.2f V)" % (total / 1000, bottom / 1000, hyst, least, most) in text
    worst, release = wiring_svg.release_volts()
    assert "falls below %.2f V (%.2f V at the worst)" % (release, worst) in text
    assert "input falls below %.2f V (%.2f V at the worst)" % (release, worst) in " ".join(
        _section("When it does not work").split()
    )
    # the filter: far below the recovery delay, yet a 12 V brick trips OV long before it
    tau = wiring_svg.filter_ms()
    assert (
        "**%g nF** from OV to GND; with the chain's %.1f kohm it makes %.2f ms"
        % (
            wiring_svg.OV_FILTER_NF,
            source / 1000,
            tau,
        )
        in text
    )
    assert 10 * tau < wiring_svg.RECOVERY_MS and 10 * wiring_svg.ov_delay_ms(12) < wiring_svg.RECOVERY_MS
    assert (
        "highest threshold in %.2f ms (a 9 V battery in %.2f ms)"
        % (
            wiring_svg.ov_delay_ms(12),
            wiring_svg.ov_delay_ms(9),
        )
        in text
    )
    gain = 1 / math.sqrt(1 + (2 * math.pi * 400 * tau / 1000) ** 2)
    assert "cut to %.2f of itself" % gain in text
    ramp = (low - wiring_svg.uv_start_volts()) / (wiring_svg.RECOVERY_MS / 1000)
    lag = ramp * tau / 1000
    assert "slower than %d V/s" % ramp in text and "lagging %.2f V behind" % lag in text
    assert "the rails see at most %.2f V for that moment" % (high + lag) in text
    # the parts, the same in the guide, the BOM and the drawing
    assert wiring_svg.PROTECTOR in svg and "2 x %s" % wiring_svg.FET in svg
    assert "| Analog Devices %sCTS8#TRMPBF |" % wiring_svg.PROTECTOR in README
    assert "| Infineon %sPBF |" % wiring_svg.FET in README
    assert "an %s and two %s MOSFETs back to back" % (wiring_svg.PROTECTOR, wiring_svg.FET) in text
    assert "off above %s V, below %s V, reversed |" % (volts(typical), volts(uv)) in README
    assert not [line for line in svg if "TVS" in line or "1.5KE" in line]
    assert "**%s** (non-polar) across VIN" % wiring_svg.VIN_CAP.replace(" bipolar", " bipolar") in text
    assert "| %g nF ceramic, 50 V |" % wiring_svg.OV_FILTER_NF in README
    # its pins, numbered alike in the drawing's detail and the guide
    for number, pin in wiring_svg.LTC4365_PINS:
        assert "%d %s" % (number, pin) in svg and re.search(r"\b%d %s\b" % (number, pin), text), pin
    assert "TVS" not in _section("Bill of materials") and "TVS" not in _section("Wiring: the full board")
    # the FAULT LED's current, from the trip to a 12 V brick
    assert "**%g kohm** to the LED's anode" % (wiring_svg.FAULT_LED_OHMS / 1000) in text
    assert (
        "%.2f mA at %s V, %.2f mA from a 9 V battery, %.2f mA at 12 V"
        % (
            wiring_svg.fault_led_ma(low),
            volts(low),
            wiring_svg.fault_led_ma(9),
            wiring_svg.fault_led_ma(12),
        )
        in text
    )
    # a 12 V brick: its OV pin far above the highest threshold, so the MOSFETs stay off
    ov_pin = wiring_svg.pin_volts(12, "OV")
    assert ov_pin > 2 * wiring_svg.THRESHOLD_MV[2] / 1000
    assert "12 V x %g / %.1f = **%.2f V**" % (bottom / 1000, total / 1000, ov_pin) in text
    assert "chain's %d uA" % round(12 / total * 1e6) in text
    assert (
        12 < FET_VDS_V
        and 12 < PROTECTOR_VIN_V[1]
        and "(%d V rated; VGS about 0 V against +-%d V)" % (FET_VDS_V, FET_VGS_V) in text
    )
    assert (
        "the LEDs see 0 V (limit %s V)" % volts(WS2812B_MAX_V) in text
        and "VSYS 0 V (limit %s V" % volts(VSYS_MAX_V) in text
    )
    # a reversed brick: within the controller's reverse rating, M2 blocks, microamps out of the pins
    assert -5 > PROTECTOR_VIN_V[0] and "the LTC4365 stands %d V" % PROTECTOR_VIN_V[0] in text
    assert "(M2 leaks at most %d uA)" % FET_IDSS_UA in text
    assert (
        "at most **%.1f uA** from a reversed 5 V brick, **%.1f uA**"
        % (
            wiring_svg.reverse_ua(5),
            wiring_svg.reverse_ua(12),
        )
        in text
    )
    example = 2470e3 + 215e3 + 84.5e3  # the LTC4365 datasheet's Figure 4 chain
    assert "Figure 4 chain, %.2f Mohm, passes %.1f uA from -12 V" % (example / 1e6, 12 / example * 1e6) in text
    # the MOSFETs in use, at the profile's budget
    amps = (FULL.BUDGET_MA + PICO_MA) / 1000
    watts = 2 * amps * amps * wiring_svg.FET_MOHM / 1000
    assert "at most %d mohm at VGS = 4 V" % wiring_svg.FET_MOHM in text
    assert "= %.2f W for the pair" % watts in text and "%.2f V lost" % (2 * amps * wiring_svg.FET_MOHM / 1000) in text
    # the troubleshooting table and the assembly's checks quote the same window and pins
    trouble = " ".join(_section("When it does not work").split())
    assert "above %s-%s V or below %s-%s V" % (volts(low), volts(high), volts(uv_low), volts(uv_high)) in trouble
    assert "centre + %s-%s V" % (volts(brick_low), volts(brick_high)) in trouble
    assert "for longer than the %.2f ms filter" % tau in trouble
    stages = " ".join(_section("Assembly, stage by stage").split())
    assert "+%s-%s V against the sleeve" % (volts(brick_low), volts(brick_high)) in stages
    uv_range = _range(wiring_svg.pin_volts(5.0, "UV"), wiring_svg.source_ohms("UV"))
    ov_range = _range(wiring_svg.pin_volts(5.0, "OV"), source)
    assert "**UV pin (2) %s** and its **OV pin (3) %s**" % (uv_range, ov_range) in stages
    # a bridged pin falls outside: OV to GND reads 0, UV to OV reads the two-resistor divider
    ov_low = float(ov_range.split("-")[0])
    assert ov_low > 0.4 and wiring_svg.pin_volts(5.0, "OV") < wiring_svg.THRESHOLD_MV[0] / 1000
    bridged = 5.0 * bottom / (top + bottom)
    assert bridged < float(uv_range.split("-")[0]) and "UV to OV: both %.2f V" % bridged in stages
    assert "**GATE (8) - VOUT (7) at least 4.0 V**" in stages and "GATE to both gates" in trouble
    assert "FAULT LED lit (%.2f mA)" % wiring_svg.fault_led_ma(9) in stages
    assert "**below 0.05 V**" in stages and "**OL** both ways" in stages
    # the 1 kohm test load holds a leaking M2 (25 uA at most) below the 0.05 V the check allows
    assert FET_IDSS_UA * 1e-6 * 1000 < 0.05 and "| 1 | 1 kohm 1/4 W resistor |" in README
    # the old clamp's faults are said as they are, not "F1 blows at once"
    assert "blows at once" not in README and "F1 blows at plug-in" not in README


def test_the_usb_plug_clears_the_top_plate_in_the_stack_drawing():
    assert _read("stack.svg") == stack_svg.draw()
    lines = _svg_lines("stack.svg")
    text = FLAT
    centre, plate = stack_svg.usb_centre_mm(), stack_svg.plate_underside_mm()
    assert mm(stack_svg.perf_top_mm()) == "9.6" and board_svg.DEPTH_MM - board_svg.TOP_MM == plate
    assert stack_svg.plug_clearance_mm(0.0) < 0 < stack_svg.plug_clearance_mm()
    assert "put the receptacle's centre at %s mm" % mm(centre) in text
    assert (
        "a plug moulding of %s mm reaches %s mm" % (mm(stack_svg.PLUG_MM), mm(centre + stack_svg.PLUG_MM / 2)) in text
    )
    assert "underside at %s mm (%s mm: it would not go in)" % (mm(plate), mm(stack_svg.plug_clearance_mm(0.0))) in text
    assert (
        "raises the plate there to %s mm: %s mm clear, and any plug up to %s mm tall fits"
        % (
            mm(plate + stack_svg.RELIEF_MM),
            mm(stack_svg.plug_clearance_mm()),
            mm(stack_svg.tallest_plug_mm()),
        )
        in text
    )
    assert "the sockets (8.5 mm" not in text and "the %s mm sockets" % mm(stack_svg.SOCKET_MM) in text
    assert "collar (%s mm" % mm(stack_svg.COLLAR_MM) in text
    assert (
        "a relief %s x %s mm, %s mm deep"
        % (
            mm(stack_svg.RELIEF_AREA_MM[0]),
            mm(stack_svg.RELIEF_AREA_MM[1]),
            mm(stack_svg.RELIEF_MM),
        )
        in text
    )
    assert "with the %s mm relief: %s mm clear" % (mm(stack_svg.RELIEF_MM), mm(stack_svg.plug_clearance_mm())) in lines
    assert "| 2 | 20-pin female header socket, 2.54 mm, %s mm tall |" % mm(stack_svg.SOCKET_MM) in README
    # the relief is one size in the section and on the panel drawing
    assert (stack_svg.RELIEF_MM, stack_svg.RELIEF_AREA_MM) == (board_svg.RELIEF_MM, board_svg.RELIEF_AREA_MM)
    assert "relief's %s mm" % mm(stack_svg.RELIEF_MM) in " ".join(_section("Assembly, stage by stage").split())


def test_the_first_cell_holds_its_capacitor_clear_of_the_key():
    inner_half = (FULL.CELL_PITCH_MM - board_svg.WALL_MM) / 2
    cap = 8.0
    edge = inner_half - cap  # the capacitor's body lies along the top wall
    key_clear = edge - board_svg.SWITCH[1] / 2
    legs_clear = edge - 2.54 * board_svg.SWITCH_HOLES[1] / 2
    assert key_clear > 1 and legs_clear > 1
    assert (
        "the cell is %s mm inside, so an %s mm body ends %s mm above the cell's centre"
        % (
            mm(2 * inner_half),
            mm(cap),
            mm(edge),
        )
        in FLAT
    )
    assert "%s mm clear of the key's body and %.2f mm of its legs' holes" % (mm(key_clear), legs_clear) in FLAT
    assert "at most %s mm across and 20 mm long |" % mm(cap) in README
    assert "10 mm across" not in README
    # the last link of the chain: from the bottom-left cell to the first status LED
    pitch = FULL.CELL_PITCH_MM
    last = (board_svg.FRAME_MM + pitch / 2, board_svg.FRAME_MM + 9.5 * pitch)
    link = abs(board_svg.STATUS_X_MM[0] - last[0]) + abs(board_svg.STATUS_Y_MM - last[1])
    assert (
        "runs about %.2f m" % (round(link / 10) / 100) in FLAT
        and "last one of %.2f m" % (round(link / 10) / 100) in FLAT
    )


def test_the_lite_boards_usb_capacitance_is_within_usbs_10_uf():
    lite = " ".join(_section("Wiring: the lite board").split())
    strip_uf = 100 * 0.1
    assert strip_uf <= 10 and "100 x 100 nF = %g uF" % strip_uf in lite and "no extra 10 uF" in lite
    assert "10 uF" not in " ".join(_section("Bill of materials").split()).split("The lite board:")[1]


def _role(profile, gpio):
    """What a profile puts on a GPIO, as the guide's pin table says it."""
    roles = ["LED data"] if profile.LED_PIN == gpio else []
    roles += ["key row %d" % i for i, pin in enumerate(getattr(profile, "KEY_ROWS", ())) if pin == gpio]
    roles += ["key column %d" % i for i, pin in enumerate(getattr(profile, "KEY_COLS", ())) if pin == gpio]
    keys = dict(profile.BUTTONS)
    keys.update(getattr(profile, "CURSOR_PINS", {}))
    roles += [BUTTON_NAMES[key].upper() for key, pin in sorted(keys.items()) if pin == gpio]
    return ", ".join(roles) or "-"


def test_the_pico_pin_table_gives_each_gpio_its_physical_pin():
    pins = wiring_svg.PICO_PINS
    assert len(pins) == 40 and [i + 1 for i, name in enumerate(pins) if name == "GND"] == [3, 8, 13, 18, 23, 28, 33, 38]
    assert pins[38:] == ("VSYS", "VBUS") and pins[:2] == ("GP0", "GP1") and wiring_svg.pico_pin("GP22") == 29
    rows = re.findall(r"^\| GP(\d+) \| (\d+) \| ([^|]+) \| ([^|]+) \|$", _section("Wiring: the full board"), re.M)
    table = {int(gpio): (int(pin), full.strip(), lite.strip()) for gpio, pin, full, lite in rows}
    header = [int(name[2:]) for name in pins if name.startswith("GP")]
    assert sorted(table) == header  # every GPIO on the header, once
    for gpio, (pin, full, lite) in table.items():
        assert pin == wiring_svg.pico_pin("GP%d" % gpio) and (full, lite) == (_role(FULL, gpio), _role(LITE, gpio))
    assert (
        "| VSYS | %d |" % wiring_svg.pico_pin("VSYS") in README
        and "VSYS (pin %d)" % wiring_svg.pico_pin("VSYS") in README
    )
    svg = _svg_lines("wiring.svg")
    for gpio in header:
        assert "GP%d = pin %d" % (gpio, wiring_svg.pico_pin("GP%d" % gpio)) in svg


def _python_blocks():
    return re.findall(r"^ *```python\n(.*?)^ *```$", README, re.M | re.S)


def test_the_guide_decodes_key_events_with_the_events_module_names():
    blocks = [textwrap.dedent(block) for block in _python_blocks()]
    assert len(blocks) >= 3
    for block in blocks:
        compile(block, "board/README.md", "exec")
    (keys,) = [block for block in blocks if "keys.events.pop()" in block]
    assert "KIND_BITS" in keys and "KIND_MASK" in keys and not re.search(r">> *\d|& *\d", keys)


def test_the_guides_key_test_prints_each_event_of_a_press(monkeypatch):
    from fakes.install import install

    from lysbord import events

    (block,) = [textwrap.dedent(b) for b in _python_blocks() if "keys.events.pop()" in b]
    host = install(FULL)
    printed = []

    class Done(Exception):
        pass

    def clock():  # a millisecond a scan; the loop ends after the press and release
        host.advance(1)
        if host.now > 300:
            raise Done
        return type(host).ticks_ms(host)

    host.ticks_ms = clock  # the board takes its clock from the host when it opens
    host.press(42, at_ms=20, bounce_ms=3)
    host.release(42, at_ms=150)
    host.press(events.JACK, at_ms=200)
    monkeypatch.setitem(sys.modules, "profile", FULL)
    monkeypatch.setattr(builtins, "print", lambda *words: printed.append(" ".join(str(w) for w in words)))
    try:
        exec(compile(block, "board/README.md", "exec"), {"__name__": "__main__"})
    except Done:
        pass
    finally:
        host.uninstall()
    assert printed[:3] == ["cell 42 touch", "cell 42 press", "cell 42 release"], printed
    assert printed[3:5] == ["jack touch", "jack press"], printed


def test_the_guide_names_the_micropython_the_project_runs_on():
    with open(os.path.join(ROOT, "tools", "pico", "emulator.py"), encoding="utf-8") as f:
        (version,) = set(re.findall(r"RPI_PICO-(v[\d.]+)\.uf2", f.read()))
    assert version in README and "1.27" not in README
    recipe = _section("Frozen firmware (bytecode in flash, not RAM)")
    assert "git clone --depth 1 -b %s" % version in recipe and "BOARD=RPI_PICO_W" in recipe
    venv = README.index(".venv/")
    assert README.index("`make venv`") < venv  # the guide makes .venv before it first uses it


def test_the_panel_drawing_shows_the_usb_relief_and_the_fault_leds_hole():
    lines = _svg_lines("panel.svg")
    root = ET.fromstring(_read("panel.svg"))
    scale = 2.0  # panel.svg's px per mm
    width = 10 * FULL.CELL_PITCH_MM + 2 * board_svg.FRAME_MM
    # the relief under the top plate: from the right edge, centred on the USB notch
    rw, rh = board_svg.RELIEF_AREA_MM
    rects = [
        tuple(float(r.get(k)) for k in ("x", "y", "width", "height"))
        for r in root.iter(NS + "rect")
        if r.get("stroke") == wiring_svg.BLUE
    ]
    ox, oy = 40.0, 60.0  # the panel's top-left corner in the drawing
    relief = (ox + (width - rw) * scale, oy + (board_svg.USB_Y_MM - rh / 2) * scale, rw * scale, rh * scale)
    assert rects == [relief]
    notch = board_svg.USB_NOTCH_MM[0]
    assert board_svg.USB_Y_MM - rh / 2 < board_svg.USB_Y_MM - notch / 2 and rw > board_svg.RAIL_MM
    assert (
        "top plate's underside: relief %s x %s mm, %s mm deep," % (mm(rw), mm(rh), mm(board_svg.RELIEF_MM)) in lines
        and "a relief %s x %s mm, %s mm deep, from the right edge over the USB notch"
        % (mm(rw), mm(rh), mm(board_svg.RELIEF_MM))
        in FLAT
    )
    # the FAULT LED's hole in the right rail, between the notch and the jack
    hole, y, z = board_svg.FAULT_LED_HOLE_MM, board_svg.FAULT_LED_Y_MM, board_svg.FAULT_LED_Z_MM
    circles = [
        (float(c.get("cx")), float(c.get("cy")), float(c.get("r")))
        for c in root.iter(NS + "circle")
        if c.get("fill") == wiring_svg.RED
    ]
    assert circles == [(ox + (width - board_svg.RAIL_MM / 2) * scale, oy + y * scale, hole / 2 * scale)]
    assert (
        board_svg.USB_Y_MM + notch / 2 < y - hole / 2
        and y + hole / 2 < board_svg.JACK_Y_MM - board_svg.JACK_HOLE_MM / 2
    )
    assert z < board_svg.RAIL_HEIGHT_MM + board_svg.BACK_MM  # within the rail's height
    assert "  FAULT LED hole %s mm at y = %s mm, %s mm above the underside (red)" % (mm(hole), mm(y), mm(z)) in lines
    assert "a %s mm hole at y = %s mm, %s mm above the underside, the FAULT LED" % (mm(hole), mm(y), mm(z)) in FLAT
    assert "| red LED, %s mm," % mm(hole) in README  # the BOM's LED fits its hole
