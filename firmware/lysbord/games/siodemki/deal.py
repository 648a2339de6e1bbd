# Siódemki's dealing: the draw for the first deal, three and three, the turn-up (and its
# jack point), running the pack, discarding back to six, and settling High/Low/Jack.
from lysbord import cards
from lysbord.games.siodemki.rules import BIDDING, DISCARDING, HAND_SIZE, NONE, PLAYING, SHOWN, STOCK, TURNUP, high_value


def draw_for_deal(game):
    """Each seat draws a card: highest deals, second highest partners him (ties: all redraw)."""
    n = game.players
    deck = cards.deck()
    while True:
        game._rng.shuffle(deck)
        values = sorted([high_value(deck[i]) for i in range(n)])
        if values[-1] != values[-2] and (n < 4 or values[-2] != values[-3]):
            break
    game._draws[:n] = deck[:n]
    ranked = sorted(range(n), key=lambda s: -high_value(deck[s]))
    game.dealer = ranked[0]
    for i in range(n):
        game._order[i] = (game.dealer + i) % n
    if n == 4:  # the partner moves opposite the dealer; the others keep their turn order
        others = [s for s in game._order[1:4] if s != ranked[1]]
        game._order[1:4] = bytes((others[0], ranked[1], others[1]))


def new_deal(game):
    deck = game._deck
    for i in range(52):
        deck[i] = i
    game._rng.shuffle(deck)
    deal_from_deck(game)


def deal_from_deck(game):
    loc = game._loc
    for i in range(52):
        loc[i] = STOCK
    for i in range(4):
        game._won[i] = 0
    game.top = game.played = game.tricks = 0
    game.rejected = game.turnup = NONE
    game.high_seat = game.low_seat = game.leader = NONE
    game.jack_in = 0
    game.phase = BIDDING
    deal_round(game)
    deal_round(game)
    turn_up(game)
    if not game.over:
        game.phase = BIDDING
        game.turn = game.left(game.dealer)


def deal_round(game):
    """Three cards to every seat, starting left of the dealer."""
    deck, loc, seat = game._deck, game._loc, game.dealer
    for _ in range(game.players):
        seat = game.left(seat)
        for i in range(3):
            loc[deck[game.top + i]] = seat
        game.top += 3


def turn_up(game):
    if game.turnup != NONE:
        game._loc[game.turnup] = SHOWN
    card = game._deck[game.top]
    game.top += 1
    game._loc[card] = TURNUP
    game.turnup = card
    game.trump = card // 13
    # The turn-up jack scores the dealer, except a jack of the suit just rejected.
    if card % 13 == 10 and card // 13 != game.rejected:
        game._score(game.team_of(game.dealer), 1)


def run_the_pack(game):
    game.rejected = game.trump
    need = 3 * game.players + 1
    while True:
        if 52 - game.top < need:  # the pack ran out before a new suit: void, same dealer
            new_deal(game)
            return
        deal_round(game)
        turn_up(game)
        if game.over or game.trump != game.rejected:
            break
    if not game.over:
        game.phase = DISCARDING
        game.turn = game.dealer
        next_discarder(game)


def next_discarder(game):
    seat = game.left(game.turn) if game.turn == game.dealer else game.turn
    for _ in range(game.players):
        if len(game.hand(seat)) > HAND_SIZE:
            game.turn = seat
            return
        seat = game.left(seat)
    start_play(game)


def start_play(game):
    """Trump is settled: note High, Low and the jack as dealt, eldest leads."""
    loc, trump = game._loc, game.trump
    best = low = 0
    game.high_seat = game.low_seat = NONE
    for c in range(trump * 13, trump * 13 + 13):
        if loc[c] < 4:
            value = high_value(c)
            if value > best:
                best, game.high_seat = value, loc[c]
            if low == 0 or value < low:
                low, game.low_seat = value, loc[c]
    game.jack_in = 1 if loc[trump * 13 + 10] < 4 else 0
    game.phase = PLAYING
    game.turn = game.leader = game.left(game.dealer)
    game.played = 0
