# The console's words for moves in the language in use. The rule modules name moves in English
# ('play QS', 'give up'), which their parsers read and the saves and phones rely on; the console
# shows their verbs in the player's language (the catalog's "move" words) and reads them typed so,
# English still understood. Cards keep the international short forms in every language (QS, TD:
# docs/languages.md), so a typed card means one card whatever the language.
from lysbord.cards import name as card
from lysbord.i18n import pgettext


def cards(cs):
    """Space-separated short forms of an iterable of cards."""
    return " ".join(card(c) for c in cs)


def _word(english):
    return pgettext("move", english)


def say_move(name, verbs):
    """A rule module's move name in the language in use: its verbs (from verbs, the game's
    move words) translated, its cards and cells as they are ('play QS' -> 'spill QS')."""
    if name in verbs:
        return _word(name)
    return " ".join(_word(token) if token in verbs else token for token in name.split(" "))


def read_move(entry, verbs):
    """What a player typed, in the English the rule module parses: localized verbs put back
    ('spill qs' -> 'play qs'); English passes through."""
    text = " ".join(entry.split())
    low = text.lower()
    for english in verbs:
        if low == _word(english).lower():
            return english
    out = []
    for token in text.split(" "):
        found = None
        for english in verbs:
            if token.lower() == _word(english).lower():
                found = english
        out.append(token if found is None else found)
    return " ".join(out)


WIDTH = 80  # a terminal's columns, and a serial console's


def fit(text, width=WIDTH):
    """text with every line longer than width broken at its last space within width, the rest
    indented by two spaces (a long translation, a hand of many cards)."""
    if len(text) <= width and "\n" not in text:
        return text
    out = []
    for line in text.split("\n"):
        while len(line) > width:
            cut = line.rfind(" ", 0, width + 1)
            if cut <= 2 or not line[:cut].strip():
                break  # one word longer than the line: left whole
            out.append(line[:cut].rstrip())
            line = "  " + line[cut + 1 :]
        out.append(line)
    return "\n".join(out)
