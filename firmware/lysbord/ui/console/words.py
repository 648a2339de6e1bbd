# The console's words for cards and moves in the language in use. The rule modules name cards and
# moves in English ('QS', 'play QS', 'give up'), which their parsers read and the saves and phones
# rely on; the console shows them in the player's language and reads what a player types in it
# (English still understood): a card's short form from the catalog's rank and suit letters, a move's
# verbs from the catalog's "move" words.
from lysbord.cards import RANK_CHARS, SUIT_CHARS
from lysbord.i18n import language, pgettext

_letters = ["", RANK_CHARS, SUIT_CHARS]  # the language they are for, its rank letters, its suit letters


def _for_language():
    if _letters[0] != language():
        # Translators: the 13 ranks' one-letter short forms, ace 2-9 ten jack queen king, all different
        ranks = pgettext("card ranks", "A23456789TJQK")
        # Translators: the 4 suits' one-letter short forms, spades hearts diamonds clubs, all different
        suits = pgettext("card suits", "SHDC")
        _letters[:] = [language(), ranks, suits]
    return _letters


def card(c):
    """A card's short form: 'QS' in English, 'DS' (dame spar) in Norwegian."""
    letters = _for_language()
    return letters[1][c % 13] + letters[2][c // 13]


def cards(cs):
    """Space-separated short forms of an iterable of cards."""
    return " ".join(card(c) for c in cs)


def _canonical_card(token):
    """The English short form of a card typed in the language in use ('DS' -> 'QS'), or None."""
    letters = _for_language()
    if letters[1] == RANK_CHARS and letters[2] == SUIT_CHARS:
        return None
    up = token.upper()
    if up[:2] == "10":
        up = letters[1][9] + up[2:]
    if len(up) != 2:
        return None
    rank, suit = letters[1].upper().find(up[0]), letters[2].upper().find(up[1])
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
