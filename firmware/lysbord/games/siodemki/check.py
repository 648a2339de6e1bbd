# Siódemki's loaded-state check: a save that passes its checksum must still hold a state
# the rules can reach (seats, phase, where every card lies, the points of the deal).
# Each refusal names the field; view.unpack runs this on a scratch game first.
from lysbord.games.siodemki.rules import (
    BIDDING,
    DISC,
    DISCARDING,
    HAND_SIZE,
    NONE,
    OFFERING,
    OVER,
    PLAYING,
    SHOWN,
    STOCK,
    TRICK,
    TURNUP,
    WON,
    high_value,
    trick_winner,
)

_DEALT_TURNUP = 200  # in the dealt-to table: a card turned up for trump
_MAX_POINTS_ONE_DEAL = 64  # target 0: a single deal (and its void redeals) stays far below this


def _need(ok, field, what):
    if not ok:
        raise ValueError("Siódemki save: %s: expected %s" % (field, what))


def _seating(game):
    """The table order the draw for the first deal gives (see deal.draw_for_deal)."""
    n, draws = game.players, game._draws
    values = [high_value(draws[s]) for s in range(n)]
    _need(len(set(draws[:n])) == n and max(draws[n:] + b"\0") == 0, "_draws", "one different card per seat")
    ranked = sorted(range(n), key=lambda s: -values[s])
    top = sorted(values)
    _need(top[-1] != top[-2] and (n < 4 or top[-2] != top[-3]), "_draws", "no tie for the deal or the partner")
    order = [(ranked[0] + i) % n for i in range(n)]
    if n == 4:
        others = [s for s in order[1:] if s != ranked[1]]
        order = [order[0], others[0], ranked[1], others[1]]
    _need(list(game._order[:n]) == order and max(game._order[n:] + b"\0") == 0, "_order", "the seating the draws give")


def _dealt_to(game, runs):
    """For each card dealt this deal: the seat it was dealt to, or _DEALT_TURNUP; NONE in the stock."""
    n, deck = game.players, game._deck
    owner = bytearray(b"\xff" * 52)
    at = 0
    for rounds in [2] + [1] * runs:
        for _ in range(rounds):
            seat = game.dealer
            for _ in range(n):
                seat = game.left(seat)
                for i in range(3):
                    owner[deck[at + i]] = seat
                at += 3
        owner[deck[at]] = _DEALT_TURNUP
        at += 1
    return owner


def _in_play(game, owner):
    """Per seat, the cards dealt to it by where they lie now: [hand, discarded, played]."""
    loc, n = game._loc, game.players
    counts = [[0, 0, 0] for _ in range(n)]
    for c in range(52):
        seat = owner[c]
        if seat < 4:
            place = loc[c]
            if place == seat:
                counts[seat][0] += 1
            elif place == DISC + seat:
                counts[seat][1] += 1
            else:
                _need(place == TRICK or WON <= place < WON + n, "_loc", "card %d in seat %d's places" % (c, seat))
                counts[seat][2] += 1
    return counts


def _check_high_low_jack(game, owner):
    """High, Low and the jack as start_play notes them: trumps dealt to hands, by their holder."""
    loc, trump = game._loc, game.trump
    high = low = NONE
    best = least = 0
    for c in range(trump * 13, trump * 13 + 13):
        if owner[c] < 4 and not DISC <= loc[c] < DISC + 4:
            value = high_value(c)
            if value > best:
                best, high = value, owner[c]
            if least == 0 or value < least:
                least, low = value, owner[c]
    jack = trump * 13 + 10
    jack_in = 1 if owner[jack] < 4 and not DISC <= loc[jack] < DISC + 4 else 0
    _need(game.high_seat == high, "high_seat", "seat %d, the holder of the highest trump in play" % high)
    _need(game.low_seat == low, "low_seat", "seat %d, the holder of the lowest trump in play" % low)
    _need(game.jack_in == jack_in, "jack_in", "%d: whether the jack of trumps is in play" % jack_in)


def _check_last_trick(game, owner, winner):
    """The last trick of this deal: dealt cards, led by last_leader, all won by its winner."""
    n, last, leader = game.players, game._last, game.last_leader
    _need(leader != NONE and leader < n, "last_leader", "a seat once tricks are won")
    seat = leader
    for i in range(n):
        _need(owner[last[i]] == seat, "_last", "card %d of the last trick dealt to seat %d" % (i, seat))
        seat = game.left(seat)
    taker = leader
    for _ in range(trick_winner(last, n, game.trump)):
        taker = game.left(taker)
    _need(taker == winner, "_last", "a last trick won by seat %d" % winner)
    for i in range(n):
        _need(game._loc[last[i]] == WON + winner, "_loc", "the last trick's cards with its winner")


def _check_trick(game, owner):
    """The cards on the table: one per seat from the leader, each a legal play."""
    trick, loc = game._trick, game._loc
    on_table = sum([1 for c in range(52) if loc[c] == TRICK])
    _need(on_table == game.played, "played", "%d, the cards on the table" % on_table)
    seat = game.leader
    led = trick[0] // 13
    for i in range(game.played):
        card = trick[i]
        _need(loc[card] == TRICK and owner[card] == seat, "_trick", "card %d played by seat %d" % (i, seat))
        suit = card // 13
        if i and suit != led and not (game.may_trump and led != game.trump and suit == game.trump):
            could = [c for c in range(52) if loc[c] == seat and c // 13 == led]
            _need(not could, "_trick", "seat %d to have followed suit" % seat)
        seat = game.left(seat)
    _need(game.turn == seat, "turn", "seat %d, next after the cards on the table" % seat)


def _check_points(game, sides):
    points, target, winner = game._points, game.target, game.winner
    _need(max(points[sides:] + b"\0") == 0, "_points", "points only for the %d sides" % sides)
    _need(winner == NONE or winner < sides, "winner", "a side or none")
    if target == 0:
        _need(winner == NONE, "winner", "none in a game of one deal")
        _need(max(points) <= _MAX_POINTS_ONE_DEAL, "_points", "at most %d in one deal" % _MAX_POINTS_ONE_DEAL)
        return
    _need((winner != NONE) == game.over, "winner", "a side exactly when the game is over")
    for side in range(sides):
        if side == winner:
            _need(points[side] == target, "_points", "the winner on the target %d" % target)
        else:
            _need(points[side] < target, "_points", "side %d below the target %d" % (side, target))


def _check_last_deal(game, sides):
    """What the last finished deal left: card points taken and the sides awarded."""
    n, taken, awards = game.players, game._taken, game._awards
    _need(max(taken[n:] + b"\0") == 0 and sum(taken) <= 80, "_taken", "at most 80 card points, for the seats")
    for i in range(4):
        _need(awards[i] == NONE or awards[i] < sides, "_awards", "a side or none")
    if game.last_leader == NONE:  # no trick played yet: no deal has finished
        _need(max(taken) == 0 and min(awards) == NONE, "_awards", "none before the first deal ends")
    elif max(taken) or min(awards) != NONE:  # a deal has finished (else nothing to check)
        dealer = game.dealer  # of the last finished deal: this one if it has ended, else the seat before
        if not (game.over and game.tricks == HAND_SIZE):
            while game.left(dealer) != game.dealer:
                dealer = game.left(dealer)
        _need(awards[3] == game._game_side(taken, dealer), "_awards", "Game to the side that took most card points")


def check(game):
    """Raise ValueError naming the field when game (just unpacked) is not a reachable state."""
    n, phase, loc = game.players, game.phase, game._loc
    sides = 2 if n == 4 else n
    _need(game._rng.state != 0, "rng", "a non-zero generator state")
    _need(game.dealer < n, "dealer", "a seat 0-%d" % (n - 1))
    _seating(game)
    _check_points(game, sides)
    _check_last_deal(game, sides)
    for name in ("last_leader", "high_seat", "low_seat"):
        _need(getattr(game, name) == NONE or getattr(game, name) < n, name, "a seat 0-%d or none" % (n - 1))
    for place in loc:
        _need(place >= 4 or place < n, "_loc", "hands of seats 0-%d only" % (n - 1))
        _need(not WON + n <= place < WON + 4 and not DISC + n <= place < DISC + 4, "_loc", "seats 0-%d" % (n - 1))
    _need(max(game._won[n:] + game._trick[n:] + game._last[n:] + b"\0") == 0, "_won", "entries for seats only")
    _need(game._trick[game.played :] == game._last[game.played :], "_trick", "the last trick past the cards played")
    first = 6 * n + 1
    runs = (game.top - first) // (3 * n + 1)
    _need(game.top >= first and game.top == first + runs * (3 * n + 1), "top", "6 cards each, a turn-up, runs")
    _need((game.rejected == NONE) == (runs == 0), "rejected", "a suit exactly when the pack was run")
    deck = game._deck
    for i in range(52):
        _need((loc[deck[i]] == STOCK) == (i >= game.top), "_loc", "the undealt cards in the stock")
    _need(game.turnup == deck[game.top - 1], "turnup", "the last card turned up")
    turned = sum([1 for c in range(52) if loc[c] == TURNUP])
    shown = sum([1 for c in range(52) if loc[c] == SHOWN])
    _need(turned == 1 and shown == runs, "_loc", "one turn-up and %d rejected ones" % runs)
    for k in range(runs):
        card = deck[first - 1 + k * (3 * n + 1)]
        _need(loc[card] == SHOWN and card // 13 == game.rejected, "rejected", "earlier turn-ups of the rejected suit")
    _need(game.trump != game.rejected, "trump", "a suit other than the rejected one")
    owner = _dealt_to(game, runs)
    taken = sum([1 for c in range(52) if WON <= loc[c] < WON + 4])
    _need(
        taken == n * game.tricks and sum(game._won) == game.tricks,
        "tricks",
        "%d, as %d cards were won" % (taken // n, taken),
    )
    for seat in range(n):
        count = sum([1 for c in range(52) if loc[c] == WON + seat])
        _need(count == n * game._won[seat], "_won", "seat %d's tricks of %d cards" % (seat, n))
    _need(phase == PLAYING or game.played == 0, "played", "0 outside play")
    _need((phase == PLAYING) == (game.leader != NONE), "leader", "a seat exactly in play")
    _need(game.leader == NONE or game.leader < n, "leader", "a seat 0-%d" % (n - 1))
    _need(game.tricks < HAND_SIZE or phase == OVER, "tricks", "fewer than six while the deal goes on")
    dealt = HAND_SIZE + 3 * runs
    counts = _in_play(game, owner)
    if phase in (BIDDING, OFFERING) or phase == OVER and game.tricks == 0:
        _need(phase != OFFERING or runs == 0, "phase", "no begging after the pack was run")
        _need(phase == OVER or runs == 0, "top", "no run of the pack before the beg")
        for seat in range(n):
            _need(counts[seat] == [dealt, 0, 0], "_loc", "seat %d's dealt cards in hand" % seat)
        for name in ("high_seat", "low_seat"):
            _need(getattr(game, name) == NONE, name, "none before play")
        _need(game.jack_in == 0, "jack_in", "0 before play")
        if phase == BIDDING:
            _need(game.turn == game.left(game.dealer), "turn", "eldest to stand or beg")
        elif phase == OFFERING:
            _need(game.turn == game.dealer, "turn", "the dealer to give or run")
        else:  # over at the turn-up: the dealer's jack reached the target
            jack = game.turnup % 13 == 10 and game.turnup // 13 != game.rejected
            _need(jack and game.winner == game.team_of(game.dealer), "winner", "the dealer's side, by a turned-up jack")
        return
    _need(runs > 0 or phase != DISCARDING, "top", "a run of the pack before discarding")
    if phase == DISCARDING:
        seat, before = game.left(game.dealer), True
        for _ in range(n):
            hand, discarded, played = counts[seat]
            _need(played == 0 and hand + discarded == dealt, "_loc", "seat %d's cards in hand or discarded" % seat)
            if seat == game.turn:
                _need(hand > HAND_SIZE, "turn", "a seat with cards to discard")
                before = False
            else:
                _need(hand == (HAND_SIZE if before else dealt), "_loc", "discards in turn from eldest")
            seat = game.left(seat)
        _need(not before, "turn", "a seat 0-%d that discards" % (n - 1))
        _need(game.high_seat == NONE and game.low_seat == NONE and game.jack_in == 0, "high_seat", "none before play")
        return
    _check_high_low_jack(game, owner)
    seat = game.leader if phase == PLAYING else game.dealer
    for i in range(n):
        held = HAND_SIZE - game.tricks - (1 if i < game.played else 0)
        hand, discarded, played = counts[seat]
        _need(hand == held and discarded == dealt - HAND_SIZE, "_loc", "seat %d to hold %d cards" % (seat, held))
        seat = game.left(seat)
    if phase == PLAYING:
        if game.tricks:
            _check_last_trick(game, owner, game.leader)
        else:
            _need(game.leader == game.left(game.dealer), "leader", "eldest leading the first trick")
        _check_trick(game, owner)
        return
    # Over after the sixth trick: the points of the deal are all there to check.
    last = game._last[0]
    _check_last_trick(game, owner, loc[last] - WON if WON <= loc[last] < WON + n else NONE)
    for s in range(n):
        _need(game._taken[s] == game.taken(s), "_taken", "seat %d's card points, %d" % (s, game.taken(s)))
    side, jack = game.team_of, game.trump * 13 + 10
    expect = (
        side(game.high_seat) if game.high_seat != NONE else NONE,
        side(game.low_seat) if game.low_seat != NONE else NONE,
        side(loc[jack] - WON) if game.jack_in else NONE,
        game._game_side(game._taken, game.dealer),
    )
    _need(tuple(game._awards) == expect, "_awards", "High, Low, Jack and Game as the deal gives them")
