# Siódemki's views (what one seat may see), refusals in words, the hidden-card scramble
# the tests use, and the saved state's layout (_pack/_unpack); functions of a Siodemki.
from lysbord import cards
from lysbord.games.siodemki.check import check
from lysbord.games.siodemki.rules import (
    DISC,
    DISCARD,
    DISCARDING,
    GIVE,
    NONE,
    OFFERING,
    PHASES,
    PLAY,
    PLAYING,
    SHOWN,
    STOCK,
    TRICK,
    TURNUP,
    WON,
    move_name,
)
from lysbord.i18n import N_, NP_, _, pgettext
from lysbord.rng import Rng

_HEAD = 20  # header bytes before the rng state
_SIZE = 20 + 4 + 4 * 8 + 104
# Header fields, one byte each, and the largest value each may hold. Fields that may be
# "none" (255) or -1 are stored plus one, and load checks every field's range, so a
# save that passes the checksum but holds nonsense is still refused.
_FIELDS = (
    "players",
    "target",
    "may_trump",
    "dealer",
    "phase",
    "turn",
    "top",
    "turnup",
    "rejected",
    "trump",
    "leader",
    "played",
    "tricks",
    "last_leader",
    "high_seat",
    "low_seat",
    "jack_in",
    "winner",
    "over",
)
_PLUS_ONE = ("turn", "rejected", "leader", "last_leader", "high_seat", "low_seat", "winner")
_MAX = b"\x04\x0a\x01\x03\x04\x04\x34\x33\x04\x03\x04\x03\x06\x04\x04\x04\x01\x04\x01\x00"
_ARRAYS = ("_order", "_draws", "_points", "_won", "_trick", "_last", "_taken", "_awards")


def build_view(game, player):
    """The dict seat player may see (player None: what the whole table sees)."""
    n, loc = game.players, game._loc
    look = game.may_look(player)
    played = bytes([c for c in range(52) if WON <= loc[c] < WON + 4])
    view = {
        "game": "siodemki",
        "players": n,
        "turn": game.turn,
        "phase": PHASES[game.phase],
        "over": game.over,
        "winners": game.winners(),
        "target": game.target,
        "may_trump_when_able": game.may_trump,
        "scores": game.scores(),
        "teams": tuple([game.team_of(s) for s in range(n)]),
        "order": bytes(game._order[:n]),
        "draws": bytes(game._draws[:n]),
        "dealer": game.dealer,
        "eldest": game.left(game.dealer),
        "trump": game.trump,
        "turnup": game.turnup,
        "rejected": game.rejected,
        "shown": bytes([c for c in range(52) if loc[c] == SHOWN]),
        "hand_sizes": tuple([len(game.hand(s)) for s in range(n)]),
        "stock": sum([1 for c in range(52) if loc[c] == STOCK]),
        "leader": game.leader if game.phase == PLAYING else NONE,
        "trick": bytes(game._trick[: game.played]) if game.phase == PLAYING else b"",
        "last_trick": bytes(game._last[:n]) if game.last_leader != NONE else b"",
        "last_leader": game.last_leader,
        "last_taken": tuple(game._taken[:n]),
        "tricks_won": tuple(game._won[:n]),
        "taken": tuple([game.taken(s) for s in range(n)]),
        "played": played,
        "awards": bytes(game._awards),
    }
    if player is None:  # the table: no hand, no seat's own discards
        return view
    view["seat"] = player
    view["looked"] = look
    view["hand"] = game.hand(player) if look else b""
    view["discards"] = bytes([c for c in range(52) if loc[c] == DISC + player])
    if player == game.turn:
        view["legal"] = game.legal_moves()
    return view


def _hidden(game, player, card):
    place = game._loc[card]
    if place == STOCK:
        return True
    if place < 4:
        return place != player or not game.may_look(player)
    return DISC <= place < DISC + 4 and (player is None or place != DISC + player)


def scramble(game, player, rng):
    """Shuffle every card player cannot see among the places they lie in."""
    hidden = [c for c in range(52) if _hidden(game, player, c)]
    moved = list(hidden)
    rng.shuffle(moved)
    new = {}
    for i in range(len(hidden)):
        new[hidden[i]] = moved[i]
    loc, deck = game._loc, game._deck
    places = [loc[c] for c in hidden]
    for i in range(len(hidden)):
        loc[moved[i]] = places[i]
    for i in range(52):
        deck[i] = new.get(deck[i], deck[i])


def pack(game):
    """The whole state as bytes: header, rng state, small arrays, deck order, card places."""
    out = bytearray(_SIZE)
    for i in range(len(_FIELDS)):
        name = _FIELDS[i]
        out[i] = (getattr(game, name) + (name in _PLUS_ONE)) & 255
    state = game._rng.state
    for i in range(4):
        out[_HEAD + i] = state >> (24 - 8 * i) & 255
    at = _HEAD + 4
    for name in _ARRAYS:
        out[at : at + 4] = getattr(game, name)
        at += 4
    for i in range(4):
        out[at - 4 + i] = (out[at - 4 + i] + 1) & 255  # awards: sides or none, plus one
    out[at : at + 52] = game._deck
    out[at + 52 : at + 104] = game._loc
    return bytes(out)


def _check(ok, what):
    if not ok:
        raise ValueError("expected %s in the Siódemki save" % what)


def unpack(game, payload):
    """Restore a state from pack(); ValueError (naming the field) for anything that is not a
    state the rules can reach. The state is built and checked aside, then kept."""
    _check(len(payload) == _SIZE, "%d bytes, got %d" % (_SIZE, len(payload)))
    for i in range(_HEAD):
        _check(payload[i] <= _MAX[i], "%s (byte %d) at most %d, got %d" % (_field(i), i, _MAX[i], payload[i]))
    n, phase, over = payload[0], payload[4], payload[18]
    _check(n >= 2 and payload[1] in (0, 7, 10), "players 2-4 and target 0, 7 or 10")
    _check(over == (phase == 4) and (payload[5] == 0) == over and payload[5] <= n, "turn: a seat while running")
    at = _HEAD + 4
    arrays = [payload[at + 4 * i : at + 4 * i + 4] for i in range(8)]
    order, draws, points, won, trick, last, taken, awards = arrays
    at += 32
    deck, loc = payload[at : at + 52], payload[at + 52 : at + 104]
    _check(sorted(order[:n]) == list(range(n)), "_order: every seat once")
    _check(max(draws + trick + last) < 52 and max(won) <= 6 and max(awards) <= 4, "cards and sides in the arrays")
    _check(sorted(deck) == list(range(52)) and max(loc) <= TRICK, "_deck: a whole deck, _loc: card places")
    turnup = payload[7]
    _check(loc[turnup] == TURNUP and payload[9] == turnup // 13, "turnup: the turned-up card and its trump")
    new = object.__new__(type(game))
    new._blank(n, payload[1], payload[2])
    for i in range(len(_FIELDS)):
        name = _FIELDS[i]
        setattr(new, name, (payload[i] - 1) & 255 if name in _PLUS_ONE else payload[i])
    new.may_trump = bool(payload[2])
    new.over = bool(over)
    new.turn = -1 if over else payload[5] - 1
    new._rng = Rng(0)
    new._rng.state = payload[_HEAD] << 24 | payload[_HEAD + 1] << 16 | payload[_HEAD + 2] << 8 | payload[_HEAD + 3]
    for name, value in zip(_ARRAYS, arrays):
        getattr(new, name)[:] = value
    for i in range(4):
        new._awards[i] = (awards[i] - 1) & 255
    new._deck[:] = deck
    new._loc[:] = loc
    check(new)
    for name in _FIELDS + _ARRAYS + ("_rng", "_deck", "_loc"):
        setattr(game, name, getattr(new, name))


def _field(i):
    return _FIELDS[i] if i < len(_FIELDS) else "spare"


_SUIT_NAMES = (NP_("suit", "spades"), NP_("suit", "hearts"), NP_("suit", "diamonds"), NP_("suit", "clubs"))
_WANTED = (N_("stand or beg"), N_("give or run"), N_("a discard ('discard XX')"), N_("a card to play"))


def _suit(suit):
    """A suit's name in the language in use (cards.SUIT_CHARS in words)."""
    english = _SUIT_NAMES[suit]
    return pgettext("suit", english)


def why_refused(game, move):
    """Why a move is refused, in words."""
    want = _(_WANTED[game.phase])
    if game.phase == OFFERING and move == GIVE:
        return _("the dealer may not give: that point would make eldest reach %d; run the pack") % game.target
    kind, card = move & 0xFF00, move & 255
    if kind == PLAY and game.phase == PLAYING and card < 52:
        if game._loc[card] != game.turn:
            return _("%s is not in your hand") % cards.name(card)
        led = game._trick[0] // 13
        if led == game.trump:
            return _("a trump (%s) was led: you must play a trump") % _suit(led)
        if game.may_trump:
            trump = _suit(game.trump)
            return _("%s were led: you must follow suit or play a trump (%s)") % (_suit(led), trump)
        return _("%s were led: you must follow suit") % _suit(led)
    if kind == DISCARD and game.phase == DISCARDING and card < 52:
        return _("%s is not in your hand") % cards.name(card)
    try:
        return _("expected %s, got %s") % (want, move_name(move))
    except ValueError:
        return _("expected %s, got move %d") % (want, move)
