# Forged saves for the Siódemki and Cabo tests: a payload byte changed and the frame's
# checksum recomputed, as a buggy writer or a hand-edited file would leave it.
from lysbord.games.base import frame, unframe
from lysbord.rng import Rng


def forge(cls, data, index, value):
    """data (a to_bytes() save) with payload byte index set to value, checksum made good."""
    return forge_payload(cls, unframe(data, cls.GAME_ID, cls.VERSION), index, value)


def forge_payload(cls, payload, index, value):
    """A save framing payload with byte index set to value."""
    payload = bytearray(payload)
    payload[index] = value
    return frame(cls.GAME_ID, cls.VERSION, bytes(payload))


def survives(cls, game, seed, moves):
    """Play up to moves random legal moves, saving after each and viewing and scoring now and then
    and at the end; every refusal of an illegal move must leave the state as it was."""
    rng = Rng(seed)
    for count in range(moves + 1):
        state = game._pack()  # the whole state; to_bytes() adds only the frame
        if count % 25 == 0 or count == moves or game.over:
            game.to_bytes()
            for seat in range(game.players):
                game.view(seat)
            game.scores()
        if game.over or count == moves:
            return
        legal = game.legal_moves()
        probe = rng.below(0x10000)
        if probe not in legal:
            try:
                game.play(probe)
            except ValueError:
                pass
            assert game._pack() == state, "a refused move changed the state"
        game.play(legal[rng.below(len(legal))])


def try_forgeries(cls, saves, moves=300, values=(0, 1, 255)):
    """Load every save with each payload byte forged to several values; each must be refused
    with ValueError or load a game that plays on cleanly. Returns (tried, loaded)."""
    tried = loaded = 0
    for data in saves:
        payload = unframe(data, cls.GAME_ID, cls.VERSION)
        for index in range(len(payload)):
            true = payload[index]
            for value in values + ((true - 1) & 255, (true + 1) & 255):
                if value == true:
                    continue
                tried += 1
                try:
                    game = cls.from_bytes(forge_payload(cls, payload, index, value))
                except ValueError:
                    continue
                loaded += 1
                failure = None
                try:
                    survives(cls, game, index * 256 + value, moves)
                except Exception as exc:  # any other exception is the fault this test looks for
                    failure = exc
                assert failure is None, "payload byte %d set to %d: %r" % (index, value, failure)
    return tried, loaded


def saves_along(game, seed, every):
    """Saves of a random playout of game, one every `every` moves (the last one included)."""
    rng = Rng(seed)
    out = []
    count = 0
    while not game.over:
        if count % every == 0:
            out.append(game.to_bytes())
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
        count += 1
    out.append(game.to_bytes())
    return out
