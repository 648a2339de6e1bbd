# A seat's name, as one phone shows it to the others: checked and folded. Loaded for a claim or
# a rename and let go after (web/api.py), so the board does not hold these tables in play.
MAX_NAME = 24  # characters in a seat's name: it fits a phone's status line

# Characters a name may not hold, as flat (first, last) pairs of code points: controls; format
# characters and the ones that show as nothing (soft hyphen, combining grapheme joiner, fillers,
# braille blank, variation selectors, tags, zero-width and direction marks); spaces other than a
# plain one; private use; surrogates and noncharacters. MicroPython has no unicodedata: ranges.
# fmt: off
_CONTROL = (0x00, 0x1F, 0x7F, 0x9F)
_INVISIBLE = (
    0x00A0, 0x00A0,
    0x00AD, 0x00AD,
    0x034F, 0x034F,
    0x0600, 0x0605,
    0x061C, 0x061C,
    0x06DD, 0x06DD,
    0x070F, 0x070F,
    0x08E2, 0x08E2,
    0x115F, 0x1160,
    0x1680, 0x1680,
    0x17B4, 0x17B5,
    0x180B, 0x180F,
    0x2000, 0x200F,
    0x2028, 0x202F,
    0x205F, 0x206F,
    0x2800, 0x2800,
    0x3000, 0x3000,
    0x3164, 0x3164,
    0xFE00, 0xFE0F,
    0xFEFF, 0xFEFF,
    0xFFA0, 0xFFA0,
    0xFFF0, 0xFFFC,
    0x110BD, 0x110BD,
    0x110CD, 0x110CD,
    0x1BCA0, 0x1BCA3,
    0x1D173, 0x1D17A,
    0xE0000, 0xE0FFF,
)
_PRIVATE = (0xE000, 0xF8FF, 0xF0000, 0x10FFFF)
_BROKEN = (0xD800, 0xDFFF, 0xFDD0, 0xFDEF, 0xFFFE, 0xFFFF)
# Letters and digits of the scripts people write names in (a name needs one: a name of
# only marks, symbols or emoji could not be told apart on another phone).
_LETTERS = (
    0x30, 0x39,
    0x41, 0x5A,
    0x61, 0x7A,
    0xAA, 0xAA,
    0xB5, 0xB5,
    0xBA, 0xBA,
    0xC0, 0xD6,
    0xD8, 0xF6,
    0xF8, 0x2AF,
    0x370, 0x373,
    0x376, 0x377,
    0x37B, 0x37D,
    0x386, 0x386,
    0x388, 0x3FF,
    0x400, 0x481,
    0x48A, 0x52F,
    0x531, 0x556,
    0x561, 0x587,
    0x5D0, 0x5EA,
    0x620, 0x64A,
    0x660, 0x669,
    0x671, 0x6D3,
    0x904, 0x939,
    0x966, 0x96F,
    0x985, 0xDFF,
    0xE01, 0xE30,
    0xE50, 0xE59,
    0x10A0, 0x10FF,
    0x1100, 0x115E,
    0x1161, 0x11FF,
    0x1E00, 0x1FBC,
    0x3041, 0x3096,
    0x30A1, 0x30FA,
    0x3131, 0x3163,
    0x3165, 0x318E,
    0x3400, 0x4DBF,
    0x4E00, 0x9FFF,
    0xAC00, 0xD7A3,
    0xFF10, 0xFF19,
    0xFF21, 0xFF3A,
    0xFF41, 0xFF5A,
    0x20000, 0x3134F,
)
# fmt: on
# Letters that look like Latin ones (Cyrillic, Greek; capitals as folded), as the Latin letter,
# so that "уоu" with Cyrillic letters is the word "you" too.
_LOOKALIKE = {
    0x430: "a",
    0x432: "b",
    0x43A: "k",
    0x43C: "m",
    0x43D: "h",
    0x442: "t",
    0x435: "e",
    0x43E: "o",
    0x440: "p",
    0x441: "c",
    0x443: "y",
    0x445: "x",
    0x456: "i",
    0x458: "j",
    0x455: "s",
    0x501: "d",
    0x51B: "q",
    0x51D: "w",
    0x3B1: "a",
    0x3B5: "e",
    0x3B9: "i",
    0x3BA: "k",
    0x3BD: "v",
    0x3BF: "o",
    0x3C1: "p",
    0x3C4: "t",
    0x3C5: "u",
    0x3C7: "x",
}
# The words the pages use for seats, turns and the table: a seat named one would read as the
# page's own words ("Last: you played 3♦"). Compared as a name's letters and digits, folded.
_RESERVED = ("you", "yourturn", "me", "bot", "abot", "board", "theboard", "open", "free", "left", "nobody")
_RESERVED += ("everyone", "gameover", "toplay", "seat", "player", "dealer", "thetable", "table", "yours")
_NUMBERED = ("seat", "player", "p", "team")  # and these followed by a number: "seat 2", "p3"


def _within(code, ranges):
    """Is code in one of ranges, a flat tuple of (first, last) pairs?"""
    for i in range(0, len(ranges), 2):
        if ranges[i] <= code <= ranges[i + 1]:
            return True
    return False


def _fold(code):
    """code as a lower-case letter's text where it has one: MicroPython's str.lower() changes
    only A-Z, so the scripts' capitals are folded here, the same on every interpreter."""
    if 0x41 <= code <= 0x5A or 0xC0 <= code <= 0xDE and code != 0xD7 or 0x391 <= code <= 0x3AB:
        code += 0x20
    elif 0x410 <= code <= 0x42F or 0xFF21 <= code <= 0xFF3A:
        code += 0x20
    elif 0x400 <= code <= 0x40F:
        code += 0x50
    elif 0x100 <= code <= 0x137 or 0x14A <= code <= 0x177:
        code |= 1  # Latin Extended-A: capital even, small odd
    elif 0x139 <= code <= 0x148 or 0x179 <= code <= 0x17E:
        code = (code + 1) & ~1  # capital odd, small even
    if 0xFF41 <= code <= 0xFF5A:
        code -= 0xFF41 - 0x61  # full width: the plain letter
    elif 0xFF10 <= code <= 0xFF19:
        code -= 0xFF10 - 0x30
    return _LOOKALIKE.get(code) or chr(code)


def skeleton(name):
    """A name's letters and digits, folded: what two names that read alike have in common."""
    out = []
    for char in name:
        code = ord(char)
        if _within(code, _LETTERS):
            out.append(_fold(code))
    return "".join(out)


def check_name(name):
    """A seat's name, trimmed, or ValueError saying what is wrong: it is text one phone shows
    the others, so printable characters only, at least one letter or digit, and none of the
    words the pages use for seats and turns."""
    if type(name) is not str:
        raise ValueError("expected a name as text, got %s" % type(name).__name__)
    for char in name:
        code = ord(char)
        if _within(code, _CONTROL):
            raise ValueError("the name holds a control character (U+%04X)" % code)
        if _within(code, _INVISIBLE):
            raise ValueError("the name holds an invisible or format character (U+%04X)" % code)
        if _within(code, _PRIVATE):
            raise ValueError("the name holds a private-use character (U+%04X)" % code)
        if _within(code, _BROKEN):
            raise ValueError("the name holds a surrogate or a noncharacter (U+%04X)" % code)
    name = " ".join(name.split())  # trimmed, and one space between words
    if not name:
        raise ValueError("the name is empty")
    if len(name) > MAX_NAME:
        raise ValueError("the name has %d characters, at most %d" % (len(name), MAX_NAME))
    word = skeleton(name)
    if not word:
        raise ValueError("the name needs a letter or a digit")
    numbered = False
    for start in _NUMBERED:
        rest = word[len(start) :]
        if word.startswith(start) and rest and not rest.strip("0123456789"):
            numbered = True
    if word in _RESERVED or numbered:
        raise ValueError("%s reads as the page's own words for seats and turns: choose another name" % name)
    return name


def taken_by(seats, name, seat):
    """The seat (other than seat) whose name in seats (web/seats.py) reads as name, or None."""
    word = skeleton(name)
    for other in range(len(seats._names)):
        given = seats.name(other)
        if other != seat and given and skeleton(given) == word:
            return other
    return None
