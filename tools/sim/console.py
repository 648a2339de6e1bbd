# Host launcher for the console front end: `python tools/sim/console.py <game>`
# (what `make play GAME=<game>` calls). The same code runs on a Pico.
import os
import sys
import unicodedata

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord import i18n, languages  # noqa: E402
from lysbord.i18n import _  # noqa: E402
from lysbord.ui import console  # noqa: E402

GAMES = ("sequence", "kabal", "trappe", "siodemki", "cabo")
# Each game's name as its title spells it, and the shorter names a player may type besides the module's.
TITLES = {
    "sequence": "Sequence",
    "kabal": "7'er kabal",
    "trappe": "Høyers trappe",
    "siodemki": "Siódemki",
    "cabo": "Cabo",
}
OTHER_NAMES = {"7er": "kabal", "klondike": "kabal", "hoyers": "trappe", "all fours": "siodemki"}


def plain(text):
    """text as typed without case, diacritics, apostrophes or extra spaces: "Høyers  Trappe" -> "hoyers trappe"."""
    text = unicodedata.normalize("NFKD", text.lower().replace("ø", "o").replace("æ", "ae").replace("å", "a"))
    text = "".join(c for c in text if not unicodedata.combining(c) and c not in "'`\u2019\"")
    return " ".join(text.split())


def game_named(text):
    """The module name of the game text names (any case, with or without diacritics), or None."""
    word = plain(text)
    if word in GAMES:
        return word
    for name in GAMES:
        if plain(TITLES[name]) == word:
            return name
    return OTHER_NAMES.get(word)


def usage():
    """What --help and -h print."""
    games = ", ".join(n if TITLES[n].lower() == n else "%s (%s)" % (n, TITLES[n]) for n in GAMES)
    return _(
        "usage: python tools/sim/console.py [--lang CODE] [GAME]   (make play GAME=... LANG=...)\n"
        "Plays GAME typed in the terminal (default sequence): help lists the numbered legal moves,\n"
        "then a number or a move, undo, quit. GAME is any name a player types, in any case, with or\n"
        "without its diacritics, as one argument or several: %s.\n"
        "--lang: %s (default: the locale's language, LC_ALL, LC_MESSAGES or LANG; else English)."
    ) % (games, languages_text())


def languages_text():
    """en (English), nb (norsk bokmål), ...: the languages --lang takes."""
    return ", ".join("%s (%s)" % (code, languages.NAMES[code]) for code in i18n.LANGUAGES)


def language(argv, environ):
    """(the language code, the arguments left, what --lang said); the code None when --lang names
    no language."""
    rest, chosen = [], None
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg == "--lang" and i + 1 < len(argv):
            chosen, i = argv[i + 1], i + 2
            continue
        if arg.startswith("--lang="):
            chosen = arg[len("--lang=") :]
        else:
            rest.append(arg)
        i += 1
    if chosen is None:
        return languages.from_environment([environ.get(k) for k in ("LC_ALL", "LC_MESSAGES", "LANG")]), rest, None
    return languages.code_of(chosen), rest, chosen


def main(argv, environ=os.environ):
    """Play the game named in argv (default sequence); a name of two words may come as two arguments."""
    code, args, chosen = language(argv, environ)
    if code is None:
        print("expected a language for --lang: %s; got %r" % (languages_text(), chosen))
        return 2
    try:
        i18n.use(code)
    except ValueError as exc:  # a table not built: say so, and play in English
        print("%s; playing in English" % exc)
    if any(arg in ("--help", "-h") for arg in args):
        print(usage())
        return 0
    typed = " ".join(args) or "sequence"
    name = game_named(typed)
    if name is None:
        known = ", ".join(n if TITLES[n].lower() == n else "%s (%s)" % (n, TITLES[n]) for n in GAMES)
        print(_("expected a game: %s; got %r") % (known, typed))
        return 2
    try:
        console.main(name)
    except KeyboardInterrupt:
        print("\n" + _("(stopped)"))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
