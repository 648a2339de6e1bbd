# 7'er kabal's whole state as bytes and back (unpack refuses anything that is not a real position),
# the census of its cards and the shuffle of what the player cannot see.
from lysbord.compat import const
from lysbord.games.kabal.moves import RANK, RED

_FIXED = const(30)


# Layout: flags, result, deal (4), counter (2), idle (2), foundations (4), face-down counts (7),
# column sizes (7), stock size, group size, then the columns' cards, the stock, the group.
def pack(game):
    """The state of a Kabal game as bytes."""
    out = bytearray(_FIXED)
    out[0] = 1 if game.stuck_only else 0
    out[1] = game.result
    deal = game.deal
    out[2:6] = bytes((deal >> 24 & 255, deal >> 16 & 255, deal >> 8 & 255, deal & 255))
    out[6:8] = bytes((game.counter >> 8, game.counter & 255))
    out[8:10] = bytes((game.idle >> 8, game.idle & 255))
    out[10:14] = game.found
    out[14:21] = game.down
    for i, col in enumerate(game.cols):
        out[21 + i] = len(col)
        out += col
    out[28] = len(game.stock)
    out[29] = len(game.group)
    out += game.stock
    out += game.group
    return bytes(out)


def unpack(game, payload):
    """Restore game from pack() output; ValueError naming the field that is not a position."""
    data = bytes(payload)
    if len(data) < _FIXED:
        raise ValueError("expected at least %d bytes of kabal state, got %d" % (_FIXED, len(data)))
    if data[0] > 1:
        raise ValueError("kabal state has option flags %d, expected 0 or 1" % data[0])
    if data[1] > 2:
        raise ValueError("kabal state has result %d, expected 0-2" % data[1])
    sizes = data[21:28]
    total = _FIXED + sum(sizes) + data[28] + data[29]
    if len(data) != total:
        raise ValueError("expected %d bytes of kabal state, got %d" % (total, len(data)))
    found = bytearray(data[10:14])
    down = bytearray(data[14:21])
    seen = bytearray(52)
    for suit in range(4):
        if found[suit] > 13:
            raise ValueError("foundation %d holds %d cards" % (suit + 1, found[suit]))
        for r in range(found[suit]):
            seen[suit * 13 + r] = 1
    cols = []
    pos = _FIXED
    for i in range(7):
        col = bytearray(data[pos : pos + sizes[i]])
        pos += sizes[i]
        if down[i] > len(col):
            raise ValueError("column %d has more face-down cards than cards" % (i + 1))
        for j in range(down[i] + 1, len(col)):
            above, below = col[j], col[j - 1]
            if below > 51 or above > 51 or RANK[below] != RANK[above] + 1 or RED[below] == RED[above]:
                raise ValueError("column %d's face-up cards are not a run" % (i + 1))
        cols.append(col)
    stock = bytearray(data[pos : pos + data[28]])
    group = bytearray(data[pos + data[28] :])
    if len(group) > 3:
        raise ValueError("the drawn group holds %d cards" % len(group))
    for part in cols + [stock, group]:
        for card in part:
            if card > 51 or seen[card]:
                raise ValueError("card %d is missing, doubled or unknown" % card)
            seen[card] = 1
    if sum(seen) != 52:
        raise ValueError("expected 52 cards in a kabal state, got %d" % sum(seen))
    won = sum(found) == 52
    if (data[1] == 1) != won:
        raise ValueError("kabal state's result %d does not match its %d foundation cards" % (data[1], sum(found)))
    trial = object.__new__(type(game))  # the whole state, kept only once it is known good
    trial.stuck_only = data[0] == 1
    trial.result = data[1]
    trial.deal = data[2] << 24 | data[3] << 16 | data[4] << 8 | data[5]
    trial.counter = data[6] << 8 | data[7]
    trial.idle = data[8] << 8 | data[9]
    trial.found = found
    trial.down = down
    trial.cols = cols
    trial.stock = stock
    trial.group = group
    _check_idle(trial)
    for name in _FIELDS:
        setattr(game, name, getattr(trial, name))


_FIELDS = ("stuck_only", "result", "deal", "counter", "idle", "found", "down", "cols", "stock", "group")


def _check_idle(game):
    """Idle draws are the draws in a row since anything else, each showing an unplayable card."""
    idle = game.idle
    if idle > game.counter:
        raise ValueError("kabal state has %d idle draws in %d moves" % (idle, game.counter))
    if not idle:
        return
    # the last move was such a draw: a group whose usable card has nowhere to go
    if game.result or not game.group or game._playable(game.group[-1]):
        raise ValueError("kabal state has %d idle draws but its last move was no idle draw" % idle)


def census(game):
    """Every card of the game, wherever it lies (foundation cards by suit and rank)."""
    out = [suit * 13 + r for suit in range(4) for r in range(game.found[suit])]
    for col in game.cols:
        out.extend(col)
    return out + list(game.stock) + list(game.group)


def scramble(game, rng):
    """Shuffle together every card the player cannot see: the face-down ones and the stock."""
    pool = bytearray(game.stock)
    for i, col in enumerate(game.cols):
        pool += col[: game.down[i]]
    rng.shuffle(pool)
    pos = len(game.stock)
    game.stock[:] = pool[:pos]
    for i, col in enumerate(game.cols):
        col[: game.down[i]] = pool[pos : pos + game.down[i]]
        pos += game.down[i]
