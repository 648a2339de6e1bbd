# Høyers trappe: the state as bytes and back, the card census, what a seat may see
# (its view) and the shuffle of what it cannot (the tests' proof that views hide it).
from lysbord.compat import const
from lysbord.rng import Rng

PLAYERS_MAX = const(12)
TALON = const(12)  # where a card lies; 0..11 are the hands of seats 0..11
DOWN = const(13)  # in the discard pile face down
UP = const(14)  # in the discard pile face up: a discarded closing card
PILE = const(16)  # PILE + i: in play pile i (0 = the closing pile)
_FIXED = const(13)  # bytes before the seats
_PER_SEAT = const(5)  # points (2 bytes), points when the round began (2), last round's gain (1)


def pack(game):
    """The whole state: counters, rng, points, where every card lies, talon, row."""
    n = game.players
    out = bytearray(_FIXED + _PER_SEAT * n)
    out[0] = n
    out[1] = game.round >> 8
    out[2] = game.round & 255
    out[3] = game.closing
    out[4] = game.turn & 255
    out[5] = 1 if game.over else 0
    out[6] = game.passes
    out[7] = game.playing >> 8
    out[8] = game.playing & 255
    state = game.rng.state
    for i in range(4):
        out[9 + i] = (state >> (24 - 8 * i)) & 255
    for s in range(n):
        at = _FIXED + _PER_SEAT * s
        out[at] = game.points[s] >> 8
        out[at + 1] = game.points[s] & 255
        out[at + 2] = game.base[s] >> 8
        out[at + 3] = game.base[s] & 255
        out[at + 4] = game.last_gain[s]
    return (
        bytes(out) + bytes(game.where) + bytes((len(game.talon),)) + game.talon + bytes((len(game.tops),)) + game.tops
    )


def unpack(game, payload):
    """Restore a pack() payload into game; ValueError naming the field that no play could give."""
    size = len(payload)
    n = payload[0] if size else 0
    if not 2 <= n <= PLAYERS_MAX:
        raise ValueError("expected 2-12 players in the save, got %d" % n)
    seats = _FIXED + _PER_SEAT * n
    at = seats + 52
    if size < at + 2:
        raise ValueError("save is too short: %d bytes" % size)
    where = bytearray(payload[seats:at])
    talon = bytearray(payload[at + 1 : at + 1 + payload[at]])
    at += 1 + len(talon)
    if at >= size or at + 1 + payload[at] != size:
        raise ValueError("save has the wrong length: %d bytes" % size)
    tops = bytearray(payload[at + 1 :])
    playing = payload[7] << 8 | payload[8]
    turn = payload[4]
    over = payload[5]
    closing = payload[3]
    passes = payload[6]
    rnd = payload[1] << 8 | payload[2]
    points = [payload[_FIXED + _PER_SEAT * s] << 8 | payload[_FIXED + _PER_SEAT * s + 1] for s in range(n)]
    base = [payload[_FIXED + _PER_SEAT * s + 2] << 8 | payload[_FIXED + _PER_SEAT * s + 3] for s in range(n)]
    last_gain = bytearray(payload[_FIXED + _PER_SEAT * s + 4] for s in range(n))
    _check(n, where, talon, tops, playing, closing)
    if over > 1 or (over and turn != 255) or (not over and (turn >= n or not playing >> turn & 1)):
        raise ValueError("save has turn %d for a %s game" % (turn, "finished" if over else "running"))
    _check_seats(n, rnd, where, talon, playing, over, passes, points, base, last_gain)
    state = payload[9] << 24 | payload[10] << 16 | payload[11] << 8 | payload[12]
    if not state:
        raise ValueError("save has a zero generator state")
    game.players = n
    game.round = rnd
    game.closing = closing
    game.turn = -1 if over else turn
    game.over = bool(over)
    game.passes = passes
    game.playing = playing
    game.rng = Rng()
    game.rng.state = state
    game.points = points
    game.base = base
    game.last_gain = last_gain
    game.where = where
    game.talon = talon
    game.tops = tops


def _check(n, where, talon, tops, playing, closing):
    """Where the cards lie: places that exist, the talon, the row's staircase, the closing card."""
    if not 1 <= closing <= 13:
        raise ValueError("save has closing rank %d" % closing)
    if playing >> n:
        raise ValueError("save has seats mask %d for %d players" % (playing, n))
    count = len(tops)
    highest = bytearray(count)  # highest rank seen in each pile, +1 (0 = empty)
    up = bytearray(14)  # face-up closing cards in the discard pile, by rank
    down = 0
    for c in range(52):
        at = where[c]
        if at >= PILE + count or (n <= at < TALON) or at == PILE - 1:
            raise ValueError("save puts card %d in place %d" % (c, at))
        if at >= PILE:
            highest[at - PILE] = max(highest[at - PILE], c % 13 + 1)
        elif at == UP:
            up[c % 13 + 1] += 1
        elif at == DOWN:
            down += 1
    if sum(1 for c in range(52) if where[c] == TALON) != len(talon):
        raise ValueError("save's talon does not match its cards")
    for c in talon:
        if c >= 52 or where[c] != TALON:
            raise ValueError("save's talon holds card %d twice or wrongly" % c)
        where[c] = 255  # marks it seen, so a card listed twice is caught
    for c in talon:
        where[c] = TALON
    if down and not talon:
        raise ValueError("save's talon is empty while the discard pile holds cards to refill it")
    for i in range(count):
        top = tops[i]
        if top >= 52 or where[top] != PILE + i or top % 13 + 1 != highest[i]:
            raise ValueError("save's pile %d has a wrong top card" % (i + 1))
        # the staircase: never higher than the pile on the talon side, never the same suit beside it
        if i and (top % 13 > tops[i - 1] % 13 or top // 13 == tops[i - 1] // 13):
            raise ValueError("save's pile %d breaks the staircase" % (i + 1))
    if count and tops[0] % 13 + 1 > closing:
        raise ValueError("save's closing pile lies above the closing rank %d" % closing)
    # The closing rank steps down only once all four of it lie face up, and only it closes a pile.
    for rank in range(1, 14):
        if up[rank] and rank < closing or rank > closing and up[rank] != 4 or rank == closing > 1 and up[rank] == 4:
            raise ValueError("save's closing rank %d does not match the %d face-up %d's" % (closing, up[rank], rank))


def _check_seats(n, rnd, where, talon, playing, over, passes, points, base, last_gain):
    """Hands, seats in the round, passes and points as a round in play (or the last one) leaves them."""
    sizes = [0] * n
    for at in where:
        if at < TALON:
            sizes[at] += 1
    left = 0
    for s in range(n):
        sitting = (s - rnd) % n < n - 6
        if playing >> s & 1:
            left += 1
            if sitting or not sizes[s]:
                raise ValueError(
                    "save has seat %d in the round %s" % (s, "sitting out" if sitting else "with no cards")
                )
        elif sizes[s]:
            raise ValueError("save has seat %d out of the round with %d cards" % (s, sizes[s]))
        if base[s] > points[s]:
            raise ValueError("save has seat %d's round-start points %d above its points %d" % (s, base[s], points[s]))
        gain = points[s] - base[s]
        if over:
            fits = gain == 0
        elif sitting:
            fits = gain == 5
        else:
            fits = (gain == 0) == bool(playing >> s & 1)  # only going out scores, and it scores at least 1
        if not fits:
            raise ValueError("save has seat %d's points %d from round-start points %d" % (s, points[s], base[s]))
        if rnd == 0 and not over and last_gain[s]:
            raise ValueError("save has seat %d's last-round points %d before any round ended" % (s, last_gain[s]))
    goal = target(n)
    if over and max(points) < goal or not over and max(base) >= goal:
        raise ValueError("save's points %s do not match a %s game" % (max(points), "finished" if over else "running"))
    if not over and (left < 2 or passes >= left or passes and talon):
        raise ValueError("save has %d passes with %d seats in the round" % (passes, left))
    if over and passes and passes != left:
        raise ValueError("save has %d passes in a finished round with %d seats left" % (passes, left))


def cards_each(active):
    """Cards dealt to each of `active` players in a round."""
    return 7 if active <= 4 else (6 if active == 5 else 5)


def target(players):
    """Points that end the game: the cards dealt at the start of a round."""
    active = min(players, 6)
    return cards_each(active) * active


def census(game):
    """Every card, wherever it lies (talon listed from its own order)."""
    return list(game.talon) + [c for c in range(52) if game.where[c] != TALON]


def scramble_hidden(game, player, rng):
    """Shuffle the other hands and the talon together, keeping every count."""
    where = game.where
    seats = [where[c] for c in range(52) if where[c] < TALON and where[c] != player]
    pool = [c for c in range(52) if where[c] < TALON and where[c] != player] + list(game.talon)
    rng.shuffle(pool)
    for i in range(len(seats)):
        where[pool[i]] = seats[i]
    talon = bytearray(pool[len(seats) :])
    for c in talon:
        where[c] = TALON
    game.talon = talon


def view(game, player):
    """The plain dict player may see: no other hand, no talon order, no face-down card."""
    where = game.where
    sizes = [0] * len(game.tops)
    closed = bytearray()
    down = 0
    for c in range(52):
        at = where[c]
        if at >= PILE:
            sizes[at - PILE] += 1
        elif at == UP:
            closed.append(c)
        elif at == DOWN:
            down += 1
    view = {
        "players": game.players,
        "turn": game.turn,
        "over": game.over,
        "round": game.round,
        "dealer": game.round % game.players,
        "hands": tuple(game._sizes()),
        "in_round": game.in_round(),
        "sitting_out": tuple(s for s in range(game.players) if game.sitting_out(s)),
        "tops": bytes(game.tops),
        "pile_sizes": tuple(sizes),
        "closing": game.closing,
        "closed": bytes(closed),
        "discard": down,
        "talon": len(game.talon),
        "scores": game.scores(),
        "last_round": tuple(game.last_gain) if game.round or game.over else (),
    }
    if player is None:  # the table: no hand
        return view
    view["seat"] = player
    view["hand"] = game.hand(player)
    if player == game.turn:
        view["legal"] = game.legal_moves()
    return view
