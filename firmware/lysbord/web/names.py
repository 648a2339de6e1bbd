# A seat's name, as one phone shows it to the others: checked and folded. Loaded for a claim or
# a rename and let go after (web/api.py), so the board does not hold these tables in play.
# A name is allowed, character by character (lookalike.bin), not screened for what
# is not: a character nobody listed is refused, so a new trick with Unicode finds no way in.
MAX_NAME = 24  # characters in a seat's name: it fits a phone's status line
MAX_WIDTH = 24  # and columns, a wide (CJK) character two: none widens a page at 390 px
MAX_MARKS = 2  # marks on one letter (accents, vowel signs): no tower of them over the lines

# Which characters a name may hold comes from lookalike.bin (tools/flashing/lookalikes.py holds
# the scripts, as blocks of code points, and Unicode says which are letters, digits and marks).
_PUNCTUATION = " -'.\u2019"  # between words: a space, Anne-Marie, O'Brien (a phone types ’), Kari B.
# Wide characters (two columns): Hangul Jamo, CJK and kana, Hangul syllables, full-width forms.
_WIDE = (0x1100, 0x115F, 0x2E80, 0xA4CF, 0xAC00, 0xD7A3, 0xF900, 0xFAFF, 0xFF00, 0xFF60, 0x20000, 0x3FFFD)
# The words the pages use for seats, turns and the table, as skeletons: a name holding one as a
# word, or two or three words that read as one ("Kari to play", "Yօur turn"), would read as the
# page's own words ("Last: you played 3♦").
RESERVED = ("you", "yourturn", "me", "bot", "abot", "board", "theboard", "open", "free", "left", "nobody")
RESERVED += ("everyone", "gameover", "toplay", "seat", "player", "dealer", "thetable", "table", "yours")
RESERVED += ("asks", "asksforit", "held", "heldby", "win", "wins", "won", "draw", "turn", "played")
# the same words in the page's other languages (nb, da, pl, de): a phone reads the table in its own
RESERVED += ("du", "dig", "ty", "dintur", "twojruch", "dubistdran", "brettet", "braettet", "plansza", "brett")
RESERVED += ("plass", "plads", "miejsce", "platz", "ingen", "nikt", "niemand", "vinner", "vinder", "wygrywa")
RESERVED += ("gewinnt", "sintur", "hartur", "istdran", "ruch")
NUMBERED = ("seat", "player", "p", "team", "plass", "plads", "miejsce", "platz", "spiller", "gracz", "spieler")
# and these followed by a number: "seat 2", "p3", "plass 2"


def _within(code, ranges):
    """Is code in one of ranges, a flat tuple of (first, last) pairs?"""
    for i in range(0, len(ranges), 2):
        if ranges[i] <= code <= ranges[i + 1]:
            return True
    return False


def _code(data, at):
    return data[at] << 16 | data[at + 1] << 8 | data[at + 2]


def _in_ranges(data, code):
    """Is code in one of the (first, last) ranges of data, 3 bytes a code point, in order?"""
    low, high = 0, len(data) // 6 - 1
    while low <= high:
        mid = (low + high) // 2
        if code < _code(data, 6 * mid):
            high = mid - 1
        elif code > _code(data, 6 * mid + 3):
            low = mid + 1
        else:
            return True
    return False


class Table:
    """lookalike.bin (tools/flashing/lookalikes.py wrote it), beside this module: the ranges of
    letters and marks read whole (some 2 KB), each letter's skeleton found with a few seeks.
    On the Pico the rest stays in flash: with the board's web side, free heap is what is scarce."""

    def __init__(self):
        here = __file__
        self.file = open(here[: here.rfind("/") + 1] + "lookalike.bin", "rb")
        head = self.file.read(6)
        letters, marks, self.count = head[0] << 8 | head[1], head[2] << 8 | head[3], head[4] << 8 | head[5]
        self.letters = self.file.read(6 * letters)
        self.marks = self.file.read(6 * marks)
        self.codes = 6 + 6 * (letters + marks)
        self.ends = self.codes + 3 * self.count
        self.texts = self.ends + 2 * self.count
        self._buf = bytearray(4)  # every seek's few bytes read into it: no garbage a letter
        self._seen = {}  # the letters looked up in this check: a name's and the pages' words share most

    def close(self):
        self.file.close()

    def letter(self, code):
        return _in_ranges(self.letters, code)

    def mark(self, code):
        return _in_ranges(self.marks, code)

    def _read(self, at, n):
        """n (at most 4) bytes of the file at at, into the one buffer."""
        buf = self._buf
        self.file.seek(at)
        self.file.readinto(buf)
        return buf[0] << 24 | buf[1] << 16 | buf[2] << 8 | buf[3] if n == 4 else buf[0] << 16 | buf[1] << 8 | buf[2]

    def skeleton_of(self, code):
        """The skeleton of a letter, or None when it is its own."""
        seen = self._seen
        if code in seen:
            return seen[code]
        found_text = None
        low, high = 0, self.count - 1
        while low <= high:
            mid = (low + high) // 2
            found = self._read(self.codes + 3 * mid, 3)
            if found == code:
                if mid:
                    ends = self._read(self.ends + 2 * mid - 2, 4)
                    start, end = ends >> 16, ends & 0xFFFF
                else:
                    start, end = 0, self._read(self.ends, 4) >> 16
                self.file.seek(self.texts + start)
                found_text = self.file.read(end - start).decode()
                break
            if found < code:
                low = mid + 1
            else:
                high = mid - 1
        seen[code] = found_text
        return found_text

    def words(self):
        """(RESERVED, NUMBERED) as the board reads them, made on the host (lookalike.bin's last
        part): a text of lines "first skeleton TAB second skeleton", a newline before and after
        each, so a word is found with `in`, no list of them made."""
        self.file.seek(self.texts + (self._read(self.texts - 2, 3) >> 8))
        reserved, numbered = self.file.read().decode().split("\n\n")
        return "\n" + reserved + "\n", numbered.split("\n")

    def skeleton(self, name):
        """How name reads, twice (lookalike.bin): each letter as its skeleton (UTS #39, lower
        case; the look-alikes of every script as one), mapped then lower-cased and lower-cased
        then mapped, the words one space apart. Two names that read alike share one of the two."""
        first, second = [], []
        for char in name:
            code = ord(char)
            text = char
            if self.letter(code):
                text = self.skeleton_of(code) or char
            elif not self.mark(code):
                text = " "
            at = text.find("\0")
            first.append(text if at < 0 else text[:at])
            second.append(text if at < 0 else text[at + 1 :])
        return " ".join("".join(first).split()), " ".join("".join(second).split())


def _why_not(char):
    code = ord(char)
    return "the name holds U+%04X: a name is letters, digits, spaces and - ' ." % code


def code_of(reason):
    """(code, args) for a reason check_name gave, as a phone's page says it in its language."""
    if reason.startswith("the name holds U+"):
        return "name_char", {"char": reason[15:21]}
    for start, code in (
        ("the name has a mark", "name_mark"),
        ("the name is empty", "name_empty"),
        ("the name has ", "name_long"),
        ("the name is too wide", "name_wide"),
        ("the name needs", "name_letter"),
    ):
        if reason.startswith(start):
            return code, {"n": MAX_NAME} if code == "name_long" else None
    return "bad_name", None  # the page's own words, or not text


def check_name(name):
    """(the name, trimmed, and its two skeletons), or ValueError saying what is wrong: it is text one
    phone shows the others, so letters, digits and marks of people's scripts, spaces and - ' .
    only, at least one letter or digit, no wider than a phone's line, and none of the pages' own
    words, in any script."""
    if type(name) is not str:
        raise ValueError("expected a name as text, got %s" % type(name).__name__)
    table = Table()
    try:
        return _checked(table, name)
    finally:
        table.close()


def _checked(table, name):
    marks = MAX_MARKS  # a mark needs a letter before it
    letters = False
    width = 0
    for char in name:
        code = ord(char)
        if table.letter(code):
            letters = True
            marks = 0
        elif table.mark(code):
            marks += 1
            if marks > MAX_MARKS:
                raise ValueError("the name has a mark (U+%04X) on no letter, or over %d on one" % (code, MAX_MARKS))
            continue
        elif char not in _PUNCTUATION:
            raise ValueError(_why_not(char))
        else:
            marks = MAX_MARKS  # no mark after a space or a stop
        width += 2 if _within(code, _WIDE) else 1
    name = " ".join(name.split())  # trimmed, and one space between words
    if not name:
        raise ValueError("the name is empty")
    if len(name) > MAX_NAME:
        raise ValueError("the name has %d characters, at most %d" % (len(name), MAX_NAME))
    if width > MAX_WIDTH:
        raise ValueError("the name is too wide for a phone's line: %d columns, at most %d" % (width, MAX_WIDTH))
    if not letters:
        raise ValueError("the name needs a letter or a digit")
    word = table.skeleton(name)
    reserved, numbered = table.words()
    for k in (0, 1):  # each skeleton's words (- ' . read as spaces), against the pages' words read alike
        before, after = ("\n", "\t") if k == 0 else ("\t", "\n")
        starts = [line.split("\t")[k] for line in numbered]
        words = word[k].split()
        for first in range(len(words)):
            for last in range(first + 1, min(first + 3, len(words)) + 1):
                joined = "".join(words[first:last])
                if before + joined + after in reserved or _numbered(joined, starts):
                    raise ValueError("%s reads as the page's own words for seats and turns: choose another name" % name)
    return name, word


def _numbered(word, starts):
    """Is word one of starts followed by a number ("seat2", "p3")?"""
    for start in starts:
        rest = word[len(start) :]
        if word.startswith(start) and rest and not rest.strip("0123456789"):
            return True
    return False


def alike(word, other):
    """Do two names read alike: do they share one of their two skeletons (check_name's word)?"""
    return word[0] == other[0] or word[1] == other[1]


def taken_by(given, word, own=-1):
    """The (skeletons, name, seat, holds) of given (Seats.names: the names of the seated and the
    asking phones) that reads as the name whose skeletons are word, or None; own: the seat of the
    phone renaming itself, whose own name may stay."""
    for other in given:
        if (not other[3] or other[2] != own) and alike(other[0], word):
            return other
    return None
