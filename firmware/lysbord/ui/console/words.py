# The console's words for cards and moves in the language in use. The rule modules name cards and
# moves in English ('QS', 'play QS', 'give up'), which their parsers read and the saves and phones
# rely on; the console shows them in the player's language and reads what a player types in it
# (English still understood): a card's short form from the catalog's rank and suit letters, a move's
# verbs from the catalog's "move" words.
from lysbord.cards import RANK_CHARS, SUIT_CHARS, letters, shown
from lysbord.i18n import pgettext

card = shown  # a card's short form in the player's letters (cards.letters)


def cards(cs):
    """Space-separated short forms of an iterable of cards."""
    return " ".join(card(c) for c in cs)


def _canonical_card(token):
    """The English short form of a card typed in the language in use ('DS' -> 'QS'), or None."""
    ranks, suits = letters()
    if ranks == RANK_CHARS and suits == SUIT_CHARS:
        return None
    up = token.upper()
    if up[:2] == "10":
        up = ranks[9] + up[2:]
    if len(up) != 2:
        return None
    rank, suit = ranks.upper().find(up[0]), suits.upper().find(up[1])
    if rank < 0 or suit < 0:
        return None
    return RANK_CHARS[rank] + SUIT_CHARS[suit]


def _word(english):
    return pgettext("move", english)


def say_move(name, verbs):
    """A rule module's move name in the language in use: its verbs (from verbs, the game's
    move words) and its cards ('play QS' -> 'spill DS')."""
    if name in verbs:
        return _word(name)
    out = []
    for token in name.split(" "):
        if token in verbs:
            out.append(_word(token))
            continue
        out.append(_swap_cards(token, RANK_CHARS, SUIT_CHARS, card))
    return " ".join(out)


def _swap_cards(token, ranks, suits, shown):
    """token with a card at its head ('QS', 'QS@5,2', '7H>2') in the other short form."""
    head = token[:2]
    if len(head) == 2 and head[0] in ranks and head[1] in suits and (len(token) == 2 or token[2] in "@->"):
        return shown(suits.find(head[1]) * 13 + ranks.find(head[0])) + token[2:]
    return token


def read_move(entry, verbs):
    """What a player typed, in the English the rule module parses: localized verbs and cards
    put back ('spill ds' -> 'play QS'); English passes through."""
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
        if found is None:
            head = token[:3] if token[:2] == "10" else token[:2]
            canon = _canonical_card(head)
            rest = token[len(head) :]
            found = canon + rest if canon and (not rest or rest[0] in "@->") else token
        out.append(found)
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
