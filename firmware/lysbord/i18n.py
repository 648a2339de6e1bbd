# The words a player reads, in the language chosen: English is the text in the code itself (nothing
# loaded); another language is one table in lang.lng beside this module, compiled from
# locale/<code>.po by tools/i18n/catalogs.py. Only a small bucket index stays in the heap; each
# lookup seeks into the file and reads one entry, so a table never comes into the heap whole.
#
# lang.lng holds every language's table, one after another: b"LNGS", the table count T (1 byte),
# T records of 6 bytes (the code, 3 bytes padded with NUL; where its table starts, 3), then the
# tables. One file rather than one a language: littlefs gives each file whole 4 KB blocks, and the
# four tables of 12.5-13.3 KB took 16 blocks where together they take 13 (a Pico W's filesystem
# is 212). The tests' pseudo-language is qps.lng, a file of the same form that no board carries.
#
# A table, little-endian, its offsets from its own start: b"LNG2", plural rule (1 byte), bucket
# bits B (1), entry count N (2); (2**B + 1) bucket starts (2 bytes each: the first entry of each
# bucket); N entries of 10 bytes (hash 3, check 2, offset 3, length 2), sorted by hash; then the
# translations (UTF-8, plural forms joined by "\x00"). A key (msgid, or msgctxt "\x04" msgid) is
# known by its two hashes, 40 bits that the compiler checks are unique: the English keys stay out
# of the table, which halves it.
from lysbord.compat import const

LANGUAGES = ("en", "nb", "da", "pl", "de")  # what a player may choose (their names: lysbord.languages)
PSEUDO = "qps"  # the pseudo-language of the tests: every catalog string between marks
_MAGIC = b"LNG2"
_FILE_MAGIC = b"LNGS"
_RECORD = const(6)  # a table's record in the file: its code (3 bytes), where it starts (3)
_HEAD = const(8)
_ENTRY = const(10)
_HASH_BITS = const(24)
_HASH_MASK = const(0xFFFFFF)

_code = "en"
_file = None  # the open table, None for English
_index = b""  # bucket starts, 2 bytes each
_bits = 0
_rule = 0
_base = 0  # where the table starts in the file
_entries = 0  # where the entries start in the file


def key_hash(key):
    """(hash, check) of key (bytes): the 24-bit hash the tables are sorted by (djb2 with xor) and a
    16-bit check (sdbm-like), both in small ints on every port (h * 33 stays under 2**30)."""
    h = 5381
    c = 0
    for byte in key:
        h = ((h * 33) ^ byte) & _HASH_MASK
        c = (c * 65 + byte + 7) & 0xFFFF
    return h, c


def plural_index(rule, n):
    """Which plural form n takes under rule: 0 one/other (en, nb, da, de), 1 Polish."""
    if rule == 1:  # 1; 2-4 but not 12-14; everything else (0, 5-21, 25 ...)
        if n == 1:
            return 0
        if 2 <= n % 10 <= 4 and not 12 <= n % 100 <= 14:
            return 1
        return 2
    return 0 if n == 1 else 1


def language():
    """The code of the language in use ("en", "nb" ...)."""
    return _code


def path(code):
    """The file holding code's table: lang.lng beside this module (its folder as the import system
    found it), qps.lng for the pseudo-language."""
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/") + 1] + ("qps" if code == PSEUDO else "lang") + ".lng"


def table_start(f, code):
    """Where code's table starts in the open file f (a file of tables), or None."""
    head = f.read(5)
    if len(head) < 5 or head[:4] != _FILE_MAGIC:
        return None
    records = f.read(_RECORD * head[4])
    name = code.encode()
    for at in range(0, len(records) - _RECORD + 1, _RECORD):
        if records[at : at + 3].rstrip(b"\x00") == name:
            return records[at + 3] | records[at + 4] << 8 | records[at + 5] << 16
    return None


def use(code):
    """Speak code from now on; ValueError (nothing changed) for a code without a table."""
    global _code, _file, _index, _bits, _rule, _base, _entries
    if code == "en":
        _close()
        _code = "en"
        return
    if code not in LANGUAGES and code != PSEUDO:
        raise ValueError("expected a language: %s; got %r" % (", ".join(LANGUAGES), code))
    try:
        f = open(path(code), "rb")
    except OSError:
        raise ValueError("no table for %r (%s): build it with make" % (code, path(code))) from None
    base = table_start(f, code)
    if base is None:
        f.close()
        raise ValueError("no table for %r in %s: build it with make" % (code, path(code)))
    f.seek(base)
    head = f.read(_HEAD)
    if len(head) < _HEAD or head[:4] != _MAGIC:
        f.close()
        raise ValueError("expected a language table in %s, got another file" % path(code))
    bits = head[5]
    index = f.read(2 * ((1 << bits) + 1))
    _close()  # the old table goes only once the new one has opened
    _file, _index, _bits, _rule, _base = f, index, bits, head[4], base
    _entries = base + _HEAD + len(index)
    _code = code


def _close():
    global _file, _index
    if _file is not None:
        _file.close()
    _file, _index = None, b""


def _find(key):
    """The translation of key (str) as bytes, or None."""
    h, check = key_hash(key.encode())
    bucket = h >> (_HASH_BITS - _bits)
    index = _index
    lo = index[2 * bucket] | index[2 * bucket + 1] << 8
    hi = index[2 * bucket + 2] | index[2 * bucket + 3] << 8
    if lo == hi:
        return None
    f = _file
    f.seek(_entries + lo * _ENTRY)
    block = f.read((hi - lo) * _ENTRY)
    for at in range(0, len(block), _ENTRY):
        if block[at] | block[at + 1] << 8 | block[at + 2] << 16 == h and block[at + 3] | block[at + 4] << 8 == check:
            f.seek(_base + (block[at + 5] | block[at + 6] << 8 | block[at + 7] << 16))
            return f.read(block[at + 8] | block[at + 9] << 8)
    return None


def gettext(message):
    """message in the language in use (itself in English or when the table lacks it)."""
    if _file is None:
        return message
    found = _find(message)
    return message if found is None else str(found, "utf-8")


_ = gettext


def N_(message):
    """message unchanged: marks a string for the catalog where it is defined, translated where shown."""
    return message


def NP_(context, message):
    """message unchanged: marks a string for the catalog in context, translated where shown (pgettext)."""
    return message


def ngettext(singular, plural, n):
    """The form of singular/plural that n takes in the language in use."""
    if _file is not None:
        found = _find(singular)
        if found is not None:
            forms = str(found, "utf-8").split("\x00")
            index = plural_index(_rule, n)
            return forms[index] if index < len(forms) else forms[-1]
    return singular if n == 1 else plural


def pgettext(context, message):
    """message as meant in context (the same English word may need two translations)."""
    if _file is None:
        return message
    found = _find(context + "\x04" + message)
    return message if found is None else str(found, "utf-8")
