# Draws board/wiring.svg: the full Lysbord's wiring (supply, Pico, level shifter, LEDs,
# key matrix with diodes, buttons) with the lite build's differences. Run: python tools/drawings/wiring_svg.py
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path[:0] = [os.path.join(ROOT, "firmware"), os.path.join(ROOT, "board")]

RED, BLACK, BLUE, GREEN, GREY = "#d0021b", "#222", "#1f5fbf", "#2e8b57", "#777"

# The Pico's (and Pico W's) 40 pins, pin 1 first: 1-20 down the left side from the USB end,
# 21-40 up the right side (Raspberry Pi Pico datasheet, "Pinout").
PICO_PINS = (
    "GP0", "GP1", "GND", "GP2", "GP3", "GP4", "GP5", "GND", "GP6", "GP7",
    "GP8", "GP9", "GND", "GP10", "GP11", "GP12", "GP13", "GND", "GP14", "GP15",
    "GP16", "GP17", "GND", "GP18", "GP19", "GP20", "GP21", "GND", "GP22", "RUN",
    "GP26", "GP27", "GND", "GP28", "ADC_VREF", "3V3", "3V3_EN", "GND", "VSYS", "VBUS",
)  # fmt: skip


def pico_pin(name):
    """The physical pin (1-40) of a Pico pin named as on its pinout: pico_pin("GP22") -> 29."""
    return PICO_PINS.index(name) + 1


# Power protection, between the fuse and the board's +5 V: an LTC4365 (UV, OV and reverse-supply
# controller, -40..60 V at VIN) switching two N-channel MOSFETs back to back in the + line. Its UV
# and OV pins compare with 0.5 V through one chain from its input (LTC4365 datasheet Rev. B,
# Figure 4): DIVIDER_OHMS = (input to UV, UV to OV, OV to GND), 0.1 % resistors.
# Which part each figure comes from (board/README.md, "Where the datasheet figures come from"):
# - LTC4365 Rev. B, pages 10-12: the 0.5 V thresholds and 25 mV hysteresis (typical, Figure 4),
#   the 50 mA gate sink, the 10 nA worst-case pin leakage (the resistor procedure, page 11).
# - LTC4368 datasheet, Electrical Characteristics (page 3), standing in for the LTC4365's own
#   table, which was not found: the thresholds' spread 492.5-507.5 mV, the hysteresis' 20-32 mV.
# - RECOVERY_MS: a typical figure carried over, read in no table (see recovery_needed_ms).
PROTECTOR = "LTC4365"
FET = "IRLZ44N"  # 55 V, VGS +-16 V, 35 mOhm at VGS = 4 V, TO-220
FET_MOHM = 35
DIVIDER_OHMS = (976000, 36500, 102000)
DIVIDER_TOLERANCE = 0.001
THRESHOLD_MV = (492.5, 500, 507.5)  # min, typical, max: the LTC4368's table; 500 the LTC4365's own
HYSTERESIS_MV = (20, 25, 32)  # the LTC4368's table; 25 the LTC4365's own (Figure 4)
LEAKAGE_NA = 10  # the LTC4365's resistor procedure (page 11); the LTC4368's table agrees
OV_FILTER_NF = 22  # from OV to GND: the brick's ripple and a load step's overshoot filtered
RECOVERY_MS = 36  # the LTC4365's delay before the gates turn on, inside the window: unverified
# The LTC4365-1 recovers in 1 ms (KiCad library: "1ms fault recovery"; the plain LTC4365: "50Hz/60Hz
# noise rejection"): shorter than the filter's delay at a 12 V plug-in, so the BOM's part is not the -1.
RECOVERY_DASH1_MS = 1
VIN_CAP = "100 uF 35 V bipolar"  # across VIN after F1: damps the plug's ringing, feeds the turn-on
FAULT_LED_OHMS = 4700  # VIN -> 1N4148 -> 4.7 k -> red LED -> FAULT (pulled low on UV or OV)
LED_V, DIODE_V = 1.8, 0.7  # a red LED's and the 1N4148's forward drops, for the current
BRICK_V = (4.75, 5.35)  # a 5 V brick's (and a USB port's) voltage, at the plug, within its spec
FUSE = ("F1", 3.15)  # the fuse's name and rating in A: see board/README.md, "Safe power"


def _below(pin):
    top, mid, low = DIVIDER_OHMS
    return low if pin == "OV" else low + mid  # the resistance under the pin


def source_ohms(pin):
    """The chain's resistance as seen from the UV or OV pin (the filter's R)."""
    below = _below(pin)
    above = sum(DIVIDER_OHMS) - below
    return below * above / (below + above)


def trip_volts(pin="OV"):
    """(lowest, typical, highest) input voltage at which the divider brings UV (falling) or OV
    (rising) to its threshold, over the threshold's spread, the resistors' tolerance and the
    pin's leakage through the chain."""
    below = _below(pin)
    above = sum(DIVIDER_OHMS) - below
    offset = LEAKAGE_NA * 1e-9 * source_ohms(pin) * 1000  # mV

    def ratio(sign):
        k = 1 + sign * DIVIDER_TOLERANCE
        return (below / k + above * k) / (below / k)

    return (
        (THRESHOLD_MV[0] - offset) / 1000 * ratio(-1),
        THRESHOLD_MV[1] / 1000 * ratio(0),
        (THRESHOLD_MV[2] + offset) / 1000 * ratio(1),
    )


def hysteresis_volts(pin="OV"):
    """(least, typical, most) of the comparator's hysteresis as seen at the input."""
    gain = sum(DIVIDER_OHMS) / _below(pin)
    return tuple(mv / 1000 * gain for mv in (HYSTERESIS_MV[0], HYSTERESIS_MV[1], HYSTERESIS_MV[2]))


def release_volts():
    """(lowest, typical) input voltage an OV trip lets go at: the trip less the hysteresis."""
    low, typical, _ = trip_volts("OV")
    return low - hysteresis_volts("OV")[2], typical - hysteresis_volts("OV")[1]


def uv_start_volts():
    """The highest input at which UV lets the gates on: the UV trip plus the most hysteresis."""
    return trip_volts("UV")[2] + hysteresis_volts("UV")[2]


def pin_volts(vin, pin):
    """The UV or OV pin's voltage at an input of vin volts, nominal resistors."""
    return vin * _below(pin) / sum(DIVIDER_OHMS)


def filter_ms():
    """The OV filter's time constant: the chain seen from OV into OV_FILTER_NF."""
    return source_ohms("OV") * OV_FILTER_NF * 1e-9 * 1000


def recovery_needed_ms():
    """The shortest recovery delay the filter argument needs: ten of its time constants."""
    return 10 * filter_ms()


def ov_delay_ms(vin):
    """How long after a step to vin volts the filtered OV pin reaches its highest threshold."""
    import math

    final = pin_volts(vin, "OV")
    return filter_ms() * math.log(final / (final - THRESHOLD_MV[2] / 1000))


def reverse_ua(vin):
    """The most current a reversed brick of vin volts pushes out of UV and OV: vin over the top resistor."""
    return vin / DIVIDER_OHMS[0] * 1e6


def fault_led_ma(vin):
    return (vin - DIODE_V - LED_V) / FAULT_LED_OHMS * 1000


def volts(value):
    """A voltage as the guide writes it: 5.2, 5.29."""
    return ("%.2f" % value).rstrip("0").rstrip(".")


class Drawing:
    """A tiny SVG builder: boxes, wires, labels."""

    def __init__(self, width, height):
        self.width, self.height = width, height
        self.parts = []

    def box(self, x, y, w, h, title, fill="#f4f4f4"):
        self.parts.append(
            '<rect x="%d" y="%d" width="%d" height="%d" rx="6" fill="%s" stroke="#333"/>' % (x, y, w, h, fill)
        )
        self.text(x + w / 2, y + 18, title, size=14, bold=True, anchor="middle")

    def text(self, x, y, words, size=11, colour=BLACK, bold=False, anchor="start"):
        weight = ' font-weight="bold"' if bold else ""
        words = words.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        self.parts.append(
            '<text x="%.1f" y="%.1f" font-size="%d" fill="%s" text-anchor="%s"%s>%s</text>'
            % (x, y, size, colour, anchor, weight, words)
        )

    def wire(self, points, colour=BLACK, width=2, dashed=False):
        path = " ".join("%s %d %d" % ("M" if i == 0 else "L", x, y) for i, (x, y) in enumerate(points))
        dash = ' stroke-dasharray="6 4"' if dashed else ""
        self.parts.append('<path d="%s" fill="none" stroke="%s" stroke-width="%d"%s/>' % (path, colour, width, dash))

    def dot(self, x, y, colour=BLACK):
        self.parts.append('<circle cx="%d" cy="%d" r="3.5" fill="%s"/>' % (x, y, colour))

    def resistor(self, x, y, label):
        self.parts.append('<rect x="%d" y="%d" width="40" height="14" fill="white" stroke="#333"/>' % (x, y - 7))
        self.text(x + 20, y - 12, label, size=10, anchor="middle")

    def diode(self, x, y, down=True):
        """A small diode pointing down (anode up, cathode bar below)."""
        self.parts.append('<path d="M %d %d l 6 0 l -3 6 z" fill="#333"/>' % (x - 3, y - 3))
        self.wire([(x - 4, y + 3), (x + 4, y + 3)], width=1)

    def svg(self):
        head = (
            '<svg xmlns="http://www.w3.org/2000/svg" width="%d" height="%d" viewBox="0 0 %d %d" '
            'font-family="DejaVu Sans, Arial, Helvetica, sans-serif">\n'
            '<rect width="100%%" height="100%%" fill="white"/>\n' % (self.width, self.height, self.width, self.height)
        )
        return head + "\n".join(self.parts) + "\n</svg>\n"


def gpios(pins):
    """GPIOs as the drawing names them: GP0..GP9 when consecutive, else one by one."""
    pins = tuple(pins)
    if len(pins) > 2 and pins == tuple(range(pins[0], pins[0] + len(pins))):
        return "GP%d..GP%d" % (pins[0], pins[-1])
    return ", ".join("GP%d" % p for p in pins)


def buttons(pins):
    """(name, GPIO) for each button of a profile's dict, in key order: [("MENU", 20), ...]."""
    from lysbord.events import BUTTON_NAMES

    return [(BUTTON_NAMES[key].upper(), pins[key]) for key in sorted(pins)]


LTC4365_PINS = ((1, "VIN"), (2, "UV"), (3, "OV"), (4, "GND"), (5, "SHDN"), (6, "FAULT"), (7, "VOUT"), (8, "GATE"))


def _vertical_resistor(d, x, top, label):
    d.parts.append('<rect x="%d" y="%d" width="12" height="16" fill="white" stroke="#333"/>' % (x - 6, top))
    d.text(x - 10, top + 12, label, size=10, anchor="end")


def _ground(d, x, y):
    for i, half in enumerate((7, 4, 1)):
        d.wire([(x - half, y + 3 * i), (x + half, y + 3 * i)], BLACK, 1)


def cut_off(d, y0):
    """The cut-off in detail: M1 and M2 back to back, the LTC4365's pins, its divider."""
    d.box(
        20, y0, 1060, 240, "The cut-off in detail: %s (TSOT-23-8, on an adapter), 2 x %s" % (PROTECTOR, FET), "#fff8e0"
    )
    line = y0 + 60
    d.text(40, line - 6, "from %s" % FUSE[0], size=10)
    d.text(1060, line - 6, "+5 V: LEDs, 74AHCT125, VSYS", size=10, anchor="end", colour=RED)
    d.wire([(40, line), (270, line)], RED, 3)
    d.wire([(330, line), (430, line)], RED, 3)
    d.wire([(490, line), (1060, line)], RED, 3)
    for x, name, left, right in ((270, "M1", "D", "S"), (430, "M2", "S", "D")):  # the MOSFETs, sources joined
        d.parts.append('<rect x="%d" y="%d" width="60" height="28" fill="white" stroke="#333"/>' % (x, line - 14))
        d.text(x + 30, line + 4, name, size=11, anchor="middle", bold=True)
        d.text(x + 5, line - 18, left, size=9)
        d.text(x + 55, line - 18, right, size=9, anchor="end")
        d.text(x + 36, line + 27, "G", size=9)
        d.wire([(x + 30, line + 14), (x + 30, line + 40)], BLACK, 1)
    d.text(380, line - 18, "sources joined", size=9, anchor="middle", colour=GREY)
    gate, vin, uv, ov, gnd = line + 40, line + 60, line + 95, line + 130, line + 165
    chip = 560
    d.wire([(300, gate), (780, gate), (780, vin), (760, vin)], BLACK, 1)  # GATE to both gates
    d.dot(460, gate)
    d.wire([(200, line), (200, vin), (chip, vin)], RED, 1)  # VIN after the fuse
    d.dot(200, line, RED)
    d.wire([(800, line), (800, uv), (760, uv)], RED, 1)  # VOUT on the +5 V side
    d.dot(800, line, RED)
    # the divider from VIN: input to UV, UV to OV, OV to ground
    top, mid, low = DIVIDER_OHMS
    d.dot(240, vin, RED)
    d.wire([(240, vin), (240, vin + 3)], BLACK, 1)
    _vertical_resistor(d, 240, vin + 3, "%g k" % (top / 1000))
    d.wire([(240, vin + 19), (240, uv + 3)], BLACK, 1)
    d.wire([(240, uv), (chip, uv)], BLACK, 1)
    d.dot(240, uv)
    _vertical_resistor(d, 240, uv + 3, "%g k" % (mid / 1000))
    d.wire([(240, uv + 19), (240, ov)], BLACK, 1)
    d.wire([(240, ov), (chip, ov)], BLACK, 1)
    d.dot(240, ov)
    _vertical_resistor(d, 240, ov + 3, "%g k" % (low / 1000))
    d.wire([(240, ov + 19), (240, ov + 24)], BLACK, 1)
    _ground(d, 240, ov + 24)
    d.text(252, ov + 36, "all 0.1 %", size=10)
    d.text(140, ov + 16, "%g nF OV to GND" % OV_FILTER_NF, size=10, anchor="middle")
    d.text(40, vin + 4, VIN_CAP, size=10)
    d.text(40, vin + 18, "across VIN and GND", size=10)
    d.wire([(chip, gnd), (540, gnd), (540, gnd + 4)], BLACK, 1)
    _ground(d, 540, gnd + 4)
    d.parts.append(
        '<rect x="%d" y="%d" width="200" height="%d" rx="4" fill="#fff" stroke="#333"/>'
        % (chip, vin - 12, gnd - vin + 24)
    )
    for number, name in LTC4365_PINS:
        left = number <= 4
        y = (vin, uv, ov, gnd)[number - 1 if left else 8 - number]
        d.text(
            chip + 6 if left else chip + 194,
            y + 4,
            "%d %s" % (number, name),
            size=10,
            anchor="start" if left else "end",
        )
    d.text(chip + 100, uv + 14, PROTECTOR, size=12, anchor="middle", bold=True)
    d.wire([(760, gnd), (790, gnd)], BLACK, 1)
    d.text(796, gnd + 4, "510 k to VIN (always on)", size=10)
    d.text(796, ov + 4, "FAULT: red LED, %g k, 1N4148 to VIN" % (FAULT_LED_OHMS / 1000), size=10)
    window = (volts(trip_volts("UV")[1]), volts(trip_volts("OV")[1]))
    d.text(830, uv + 4, "on only while %s V < VIN < %s V" % window, size=10)
    d.text(830, uv + 20, "M1, M2: tabs 5 mm apart (drains)", size=10)


def draw(full, lite):
    d = Drawing(1100, 1270)
    d.text(20, 30, "Lysbord wiring - full board (profile board/full.py)", size=20, bold=True)
    # power along the top: jack (centre-positive), ammeter place, fuse, the protection, +5 V
    d.box(20, 60, 150, 80, "5 V supply", fill="#fff3f3")
    d.text(95, 100, "5 V / %s A, 5.5 x 2.1 mm" % ("%g" % (full.SUPPLY_MA / 1000)), anchor="middle")
    d.text(95, 118, "plug CENTRE POSITIVE", anchor="middle", bold=True)
    d.text(95, 134, "LED budget %d mA" % full.BUDGET_MA, size=10, anchor="middle")
    d.wire([(170, 80), (1060, 80)], RED, 3)
    d.wire([(170, 125), (1060, 125)], BLACK, 3)
    d.text(176, 142, "GND (one common ground)", bold=True)
    d.parts.append('<circle cx="200" cy="80" r="9" fill="white" stroke="#333" stroke-dasharray="3 2"/>')
    d.text(200, 84, "A", size=11, anchor="middle", bold=True)
    d.text(200, 60, "ammeter here", size=9, anchor="middle", colour=GREY)
    d.parts.append('<rect x="225" y="73" width="34" height="14" fill="white" stroke="#333"/>')
    d.text(242, 68, "%s %g A" % FUSE, size=10, anchor="middle")
    # the protection: UV/OV/reverse controller and its two MOSFETs back to back in the + line
    low, typical, high = trip_volts("OV")
    d.box(272, 36, 116, 76, PROTECTOR, fill="#fff8e0")
    d.text(330, 70, "2 x %s" % FET, size=10, anchor="middle")
    d.text(330, 90, "back to back", size=10, anchor="middle")
    d.text(330, 105, "%s / %s / %s k" % tuple("%g" % (r / 1000) for r in DIVIDER_OHMS), size=9, anchor="middle")
    d.wire([(330, 112), (330, 125)], BLACK, 1)
    d.dot(330, 125)
    d.text(
        420,
        56,
        "cuts off: above %s V (%s-%s V), below %s V, reversed"
        % (volts(typical), volts(low), volts(high), volts(trip_volts("UV")[1])),
        size=10,
        colour=RED,
    )
    d.text(420, 74, "+5 V (18 AWG / 0.75 mm2 from the jack to both LED feeds)", colour=RED, size=10, bold=True)
    # 1000 uF across the supply where it reaches the first LED
    d.wire([(900, 80), (900, 95)], RED)
    d.wire([(885, 95), (915, 95)], BLACK, 3)
    d.wire([(885, 103), (915, 103)], BLACK, 3)
    d.wire([(900, 103), (900, 125)])
    d.text(878, 106, "1000 uF 10 V at the first LED", anchor="end")
    d.dot(900, 80, RED)
    d.dot(900, 125)
    # the Pico
    d.box(60, 190, 220, 520, "Raspberry Pi Pico", fill="#eef7ee")
    pins = [
        ("VSYS (pin %d)" % pico_pin("VSYS"), 230),
        ("GND (pin %d)" % (pico_pin("VSYS") - 1), 255),  # the ground pin beside VSYS
        ("GP%d  LED data" % full.LED_PIN, 290),
        ("%s  key rows" % gpios(full.KEY_ROWS), 420),
        ("%s  key columns" % gpios(full.KEY_COLS), 470),
    ]
    button_pins = buttons(full.BUTTONS)
    for i, (name, pin) in enumerate(button_pins):
        pins.append(("GP%d  %s" % (pin, name), 560 + 30 * i))
    for label, y in pins:
        d.text(270, y + 4, label, anchor="end")
        d.dot(280, y)
    d.text(70, 700, "USB: programming; may stay plugged in", size=10, colour=GREY)
    # VSYS through a Schottky diode from +5 V, so USB and the supply never fight
    d.wire([(280, 230), (400, 230), (400, 80)], RED)
    d.diode(400, 160)
    d.text(392, 165, "1N5817 (Schottky)", size=10, anchor="end")
    d.dot(400, 80, RED)
    d.wire([(280, 255), (415, 255), (415, 125)])
    d.dot(415, 125)
    # level shifter
    d.box(430, 230, 170, 110, "74AHCT125", fill="#f3f3ff")
    d.text(440, 262, "1A  (pin 2)", size=10)
    d.text(590, 262, "1Y  (pin 3)", size=10, anchor="end")
    d.text(440, 285, "1OE (pin 1) to GND", size=10)
    d.text(440, 303, "VCC (pin 14) to +5 V", size=10)
    d.text(440, 321, "unused inputs to GND", size=10)
    d.text(508, 222, "14", size=9, anchor="end", colour=RED)
    d.text(567, 222, "7", size=9)
    d.wire([(280, 290), (390, 290), (390, 258), (430, 258)], BLUE)
    # 10 k pull-down on the buffer's input: with the Pico out (or booting) the input does not float
    d.dot(420, 258, BLUE)
    d.wire([(420, 258), (420, 266)], BLACK, 1)
    d.parts.append('<rect x="414" y="266" width="12" height="26" fill="white" stroke="#333"/>')
    d.wire([(420, 292), (420, 302)], BLACK, 1)
    for i, half in enumerate((7, 4, 1)):  # ground symbol
        d.wire([(420 - half, 302 + 3 * i), (420 + half, 302 + 3 * i)], BLACK, 1)
    d.text(410, 330, "10 k to GND", size=10, anchor="end")
    d.wire([(515, 230), (515, 80)], RED, 1)
    d.dot(515, 80, RED)
    # pin 7 to ground, and the 100 nF decoupling capacitor from pin 14 to ground beside the chip
    d.wire([(560, 230), (560, 125)], BLACK, 1)
    d.dot(560, 125)
    d.wire([(515, 185), (533, 185)], BLACK, 1)
    d.wire([(533, 176), (533, 194)], BLACK, 2)
    d.wire([(541, 176), (541, 194)], BLACK, 2)
    d.wire([(541, 185), (560, 185)], BLACK, 1)
    d.dot(515, 185, RED)
    d.dot(560, 185)
    d.text(590, 189, "100 nF", size=10)
    d.wire([(600, 258), (660, 258)], BLUE)
    d.resistor(660, 258, "330 ohm")
    d.wire([(700, 258), (760, 258)], BLUE)
    d.text(610, 250, "data", size=10, colour=BLUE)
    # LEDs
    d.box(760, 190, 300, 170, "WS2812B LEDs", fill="#fffbe6")
    d.text(775, 230, "DIN of LED 0 (top-left cell)")
    d.text(775, 250, "10 x 10 serpentine, rows first")
    d.text(775, 270, "then %d status LEDs" % full.STATUS_LEDS)
    d.text(775, 295, "5 V and GND fed at BOTH ends (18 AWG)")
    d.text(775, 313, "cell to cell: 20 AWG 5 V / GND, 26 AWG data")
    d.text(775, 340, "%d mA per channel, ~1 mA idle" % full.MA_PER_CHANNEL, size=10, colour=GREY)
    d.wire([(800, 190), (800, 80)], RED)
    d.dot(800, 80, RED)
    d.wire([(1040, 190), (1040, 80)], RED)
    d.dot(1040, 80, RED)
    d.wire([(820, 190), (820, 125)])
    d.dot(820, 125)
    d.wire([(1020, 190), (1020, 125)])
    d.dot(1020, 125)
    # key matrix: a 3x3 corner of the 10x10 with a diode per key, cathode towards the row
    d.box(430, 380, 330, 250, "Key matrix 10 x 10 (3 x 3 shown)", fill="#f7f7f7")
    d.text(445, 622, "one 1N4148 per key, cathode (bar) to the row", size=10)
    for r in range(3):
        y = 460 + 45 * r
        d.wire([(460, y), (740, y)], GREEN)
        d.text(455, y + 4, "R%d" % r, size=10, anchor="end", colour=GREEN)
    for c in range(3):
        x = 520 + 80 * c
        d.wire([(x, 425), (x, 600)], BLUE)
        d.text(x, 420, "C%d" % c, size=10, anchor="middle", colour=BLUE)
        for r in range(3):
            y = 460 + 45 * r
            # switch from column to a diode down to the row
            d.wire([(x, y - 22), (x + 16, y - 22), (x + 24, y - 28)], BLACK, 1)
            d.wire([(x + 26, y - 22), (x + 34, y - 22), (x + 34, y - 12)], BLACK, 1)
            d.diode(x + 34, y - 8)
            d.wire([(x + 34, y - 5), (x + 34, y)], BLACK, 1)
            d.dot(x + 34, y, GREEN)
    d.text(700, 595, "...", size=16)
    d.wire([(280, 420), (400, 420), (400, 460), (460, 460)], GREEN)
    d.text(300, 413, "rows: open-drain, one pulled low", size=10, colour=GREEN)
    d.wire([(280, 470), (380, 470), (380, 605), (520, 605), (520, 600)], BLUE)
    d.text(300, 486, "columns: inputs, pull-ups", size=10, colour=BLUE)
    # buttons: each from its GPIO to a common ground; lanes stepped so no wire crosses another
    d.box(430, 650, 330, 160, "Buttons: GPIO to GND (internal pull-ups)", fill="#f7f7f7")
    for i, (name, _) in enumerate(button_pins):
        pin_y = 560 + 30 * i
        lane = 370 - 20 * i
        y = 690 + 28 * i
        d.wire([(280, pin_y), (lane, pin_y), (lane, y), (470, y)], GREY, 1)
        d.wire([(470, y), (486, y), (498, y - 8)], BLACK, 1)  # the switch, drawn open
        d.wire([(500, y), (560, y)], BLACK, 1)
        d.dot(560, y)
        d.text(520, y - 6, name, size=10, anchor="middle")
    d.wire([(560, 690), (560, 790)], BLACK, 1)
    for i, half in enumerate((10, 6, 2)):  # ground symbol
        d.wire([(560 - half, 790 + 4 * i), (560 + half, 790 + 4 * i)], BLACK, 1)
    d.text(575, 797, "GND", size=10)
    # lite differences
    d.box(790, 400, 290, 400, "Lite board (board/lite.py)", fill="#fff")
    pad = ["%s GP%d" % pair for pair in buttons(lite.CURSOR_PINS)]
    lines = (
        "Same data path: GP%d -> 74AHCT125" % lite.LED_PIN,
        "-> 330 ohm -> DIN.",
        "Powered from USB VBUS: %d mA, LED" % lite.SUPPLY_MA,
        "budget %d mA. No added capacitor:" % lite.BUDGET_MA,
        "100 x 100 nF on the strip is USB's",
        "10 uF. No jack, fuse or LTC4365.",
        "Chain starts %s, columns," % lite.START_CORNER,
        "serpentine; no status LEDs.",
        "5-way pad to GND:",
        "  " + ", ".join(pad[:3]) + ",",
        "  " + ", ".join(pad[3:]) + ".",
        "Buttons: %s." % ", ".join("%s GP%d" % pair for pair in buttons(lite.BUTTONS)),
        "No key matrix, no diodes.",
    )
    for i, line in enumerate(lines):
        d.text(802, 440 + 26 * i, line)
    # every GPIO the boards use, with its physical pin: what a meter's probe finds
    d.box(
        20, 830, 1060, 160, "Pico pins: GPIO -> physical pin (1-20 down the left from the USB end, 21-40 up the right)"
    )
    gpios_used = [name for name in PICO_PINS if name.startswith("GP")]
    for i, name in enumerate(gpios_used):
        col, row = divmod(i, 4)
        d.text(40 + 115 * col, 870 + 28 * row, "%s = pin %d" % (name, pico_pin(name)), size=12)
    cut_off(d, 1010)  # the cut-off's detail, under the pin table
    return d.svg()


def main(argv=None):
    import argparse

    argparse.ArgumentParser(description="Draw board/wiring.svg from the board profiles' pins.").parse_args(argv)
    import full
    import lite

    path = os.path.join(ROOT, "board", "wiring.svg")
    with open(path, "w", encoding="utf-8") as f:
        f.write(draw(full, lite))
    print("wrote", path)


if __name__ == "__main__":
    main()
