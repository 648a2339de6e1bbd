# Forged saves: real saves with one payload byte changed and the checksum made good
# again, as a bug writing a bad state or a hand-edited file would look. Each one must
# be refused with ValueError, or load a state that plays on without any other error.
# Also: a refused move changes nothing, whatever the state.
from helpers import raises, scaled
from lysbord.games.base import frame, unframe


def choose(legal, rng, avoid=()):
    """A random legal move, leaving out the avoided ones (giving up) while others exist."""
    moves = [m for m in legal if m not in avoid] or legal
    return moves[rng.below(len(moves))]


def random_saves(make, seeds, stops, rng, avoid=()):
    """Saves taken during random playouts: one per seed at each move count in stops."""
    saves = []
    for seed in seeds:
        game = make(seed)
        moves = 0
        for stop in stops:
            while moves < stop and not game.over:
                game.play(choose(game.legal_moves(), rng, avoid))
                moves += 1
            saves.append(game.to_bytes())
            if game.over:
                break
    return saves


def forged_values(true):
    """The values a byte is set to: 0, 255, the true value's neighbours and 1."""
    out = []
    for value in (0, 255, (true + 1) & 255, (true - 1) & 255, 1):
        if value != true and value not in out:
            out.append(value)
    return out


def check_usable(cls, game, what):
    """Saving (and reloading that save), every seat's view and the scores work."""
    data = game.to_bytes()
    if cls.from_bytes(data).to_bytes() != data:
        raise AssertionError("%s: its own save reloads as another state" % what)
    for seat in range(game.players):
        game.view(seat)
    game.scores()
    game.winners()


def play_on(cls, game, rng, moves, what, avoid=()):
    """Random legal moves (up to moves of them, or to the end), then check_usable."""
    check_usable(cls, game, what)
    for _ in range(moves):
        if game.over:
            break
        legal = game.legal_moves()
        if not legal:
            raise AssertionError("%s: a running game has no legal move" % what)
        game.play(choose(legal, rng, avoid))
    check_usable(cls, game, what)


def forge(cls, save, rng, moves, avoid=(), values=5):
    """Every payload byte of save set to each forged value (the first `values` of them);
    returns (tried, refused)."""
    payload = unframe(save, cls.GAME_ID, cls.VERSION)
    tried = refused = 0
    for i in range(len(payload)):
        for value in forged_values(payload[i])[:values]:
            forged = bytearray(payload)
            forged[i] = value
            data = frame(cls.GAME_ID, cls.VERSION, forged)
            tried += 1
            try:
                game = cls.from_bytes(data)
            except ValueError:
                refused += 1
                continue
            what = "payload byte %d set from %d to %d" % (i, payload[i], value)
            play_on(cls, game, rng, moves, what, avoid)
            check_refusals_change_nothing(game, rng, 8, scaled(6, 6, 1))  # the chip: one move's bits
    return tried, refused


def check_refusals_change_nothing(game, rng, extra=32, near=6):
    """Moves that are not legal now raise ValueError and leave the state as it was.

    Tried: every one-bit change of `near` random legal moves (another card, pile, seat,
    kind...), the edges of the move range and extra random numbers."""
    legal = game.legal_moves()
    tries = [0, 0xFFFF, -1, 0x10000]
    for _ in range(near if legal else 0):
        move = legal[rng.below(len(legal))]
        for bit in range(16):
            tries.append(move ^ 1 << bit)
    for _ in range(extra):
        tries.append(rng.below(0x10000))
    before = game.to_bytes()
    count = 0
    for move in tries:
        if move in legal:
            continue
        exc = raises(ValueError, game.play, move)
        if not str(exc):
            raise AssertionError("move %d was refused without a message" % move)
        if game.to_bytes() != before:
            raise AssertionError("refused move %d changed the state" % move)
        count += 1
    return count


def check_every_move_number(game, step=1):
    """Every move number 0..65535 (every step-th one) that is not legal now is refused with
    ValueError and leaves the state as it was; returns how many were refused.

    A game may accept a move it does not list (Sequence's silent-play penalty, taken from the
    pause menu at any time): such a move is taken back and the sweep goes on."""
    legal = game.legal_moves()
    before = game._pack()  # the whole state, as to_bytes() frames it
    count = 0
    for move in range(0, 0x10000, step):
        if move in legal:
            continue
        try:
            game.play(move)
            accepted = True
        except ValueError:
            accepted = False
            count += 1
        if accepted:
            game.undo()
        if game._pack() != before:
            raise AssertionError("move %d changed the state (%s)" % (move, "undone" if accepted else "refused"))
    return count
