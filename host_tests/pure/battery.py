# The generic battery every rule module passes (OpenSpiel's idea, made small):
# seeded random playouts checking invariants, saves, undo, determinism and views.
from helpers import ON_CHIP, raises
from lysbord.rng import Rng

# On the Pico itself (tools/pico/suites.py, 125 MHz) a playout checks every fourth move, the
# views every twelfth and undo every other move, and plays out half the seeds dealt (at least
# one): every move of those games is still played and replayed. The rules are checked in
# full on the PC; on the chip the battery is there for the port (its integers, bytes, heap).
_STEP_EVERY, _VIEWS_EVERY, _UNDO_EVERY = (4, 12, 2) if ON_CHIP else (1, 3, 1)


def _census(game):
    return sorted(game._census())


def check_step(cls, game, census, rng, check_views):
    """Invariants that hold after every move of every game."""
    data = game.to_bytes()
    copy = cls.from_bytes(data)
    assert copy.to_bytes() == data, "save round trip changed the state"
    legal = game.legal_moves()
    assert copy.legal_moves() == legal, "a reloaded game offers other moves"
    assert _census(game) == census, "cards were created or lost"
    if game.over:
        assert game.turn == -1 and legal == [], "a finished game still has a player to move"
        return legal
    assert 0 <= game.turn < game.players, "turn %r is not a seat" % game.turn
    assert legal, "a running game has no legal move"
    assert len(set(legal)) == len(legal), "a legal move is listed twice"
    # A move that is not legal is refused with a message, and nothing changes.
    probe = rng.below(0x10000)
    if probe not in legal:
        exc = raises(ValueError, game.play, probe)
        assert str(exc), "an illegal move was refused without a message"
        assert game.to_bytes() == data, "a refused move changed the state"
    if check_views:
        check_views_hide(cls, game, rng)
    return legal


def check_views_hide(cls, game, rng):
    """No seat's view changes when the cards it cannot see are shuffled, and the table's view
    (player None: the lit board, a phone without a seat) when every card no one sees face up is."""
    changed = 0
    for player in list(range(game.players)) + [None]:
        view = game.view(player)
        if player is None:
            assert "legal" not in view and "hand" not in view and "seat" not in view, "the table's view holds a seat's"
        else:
            assert bool("legal" in view and view["legal"]) == (player == game.turn), "only the seat to move gets moves"
        if player == game.turn:
            assert sorted(view["legal"]) == sorted(game.legal_moves())
        other = cls.from_bytes(game.to_bytes())
        other._scramble_hidden(player, rng)
        changed += other.to_bytes() != game.to_bytes()
        assert other.view(player) == view, "seat %r's view shows a card it may not see" % player
    return changed


def playout(cls, game, seed, max_moves=5000, check_views=True, check_undo=True):
    """Play random legal moves to the end, checking every step; return moves played."""
    rng = Rng(seed)
    census = _census(game)
    moves = 0
    while not game.over:
        if moves % _STEP_EVERY == 0:
            legal = check_step(cls, game, census, rng, check_views and moves % _VIEWS_EVERY == 0)
        else:
            legal = game.legal_moves()
        move = legal[rng.below(len(legal))]
        if check_undo and moves % _UNDO_EVERY == 0:
            before = game.to_bytes()
            game.play(move)
            game.undo()
            assert game.to_bytes() == before, "undo did not restore the state"
        game.play(move)
        moves += 1
        if moves >= max_moves:
            return moves
    check_step(cls, game, census, rng, check_views)
    assert len(game.scores()) >= 1
    replayed = cls.from_history(game.history_bytes())
    assert replayed.to_bytes() == game.to_bytes(), "replaying the history gave another game"
    return moves


def check_determinism(make, seeds):
    """The same seed deals the same game; different seeds deal different ones."""
    saves = set()
    for seed in seeds:
        first = make(seed).to_bytes()
        assert make(seed).to_bytes() == first, "seed %d dealt two different games" % seed
        saves.add(first)
    assert len(saves) == len(seeds), "different seeds dealt the same game"


def check_corruption(cls, game, rng, flips=40):
    """Every flipped byte and every truncation of a save is refused."""
    data = game.to_bytes()
    for _ in range(flips):
        broken = bytearray(data)
        i = rng.below(len(broken))
        broken[i] ^= 1 + rng.below(255)
        raises(ValueError, cls.from_bytes, bytes(broken))
    for size in (0, 1, 5, len(data) // 2, len(data) - 1):
        raises(ValueError, cls.from_bytes, data[:size])
    raises(ValueError, cls.from_bytes, data + b"\0")


def run_battery(cls, make, seeds, max_moves=5000, hidden=True, must_end=True):
    """The whole battery over a list of seeds; make(seed) builds a fresh game."""
    check_determinism(make, seeds)
    rng = Rng(99)
    scrambled = 0
    for seed in seeds[: max(1, len(seeds) // 2)] if ON_CHIP else seeds:
        game = make(seed)
        check_corruption(cls, game, rng)
        scrambled += check_views_hide(cls, game, rng)
        moves = playout(cls, game, seed, max_moves)
        if must_end:
            assert game.over, "seed %d did not end in %d moves" % (seed, moves)
    if hidden:
        assert scrambled, "no hidden card was ever shuffled: the view test proves nothing"
