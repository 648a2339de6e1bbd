# Restoring a Sequence state from its packed bytes, refusing anything it cannot trust.
# Imported only when a save is loaded or a move is undone.
from lysbord.games.sequence_board import REACH, window
from lysbord.games.sequence_state import HAND_SIZES, PLAYERS
from lysbord.rng import Rng

_HEAD = 16


def _fail(what):
    raise ValueError("Sequence save is not valid: " + what)


def load(game, data):
    """Fill game from a _pack() payload; ValueError names the first thing wrong."""
    if len(data) < _HEAD + 25:
        _fail("%d bytes is too short" % len(data))
    players, teams, flags, to_win, turn, winner = data[0], data[1], data[2], data[3], data[4], data[5]
    if players not in PLAYERS or teams not in (2, 3) or players % teams:
        _fail("%d players in %d teams" % (players, teams))
    if flags > 15 or not 1 <= to_win <= 4:
        _fail("options %d, to_win %d" % (flags, to_win))
    game._setup(players, teams, bool(flags & 1), bool(flags & 2), to_win)
    over = bool(flags & 4)
    if over != (turn == 255) or not over and turn >= players or winner != 255 and (winner >= teams or not over):
        _fail("turn %d, winner %d" % (turn, winner))
    game.over = over
    game.turn = -1 if over else turn
    game.winner = -1 if winner == 255 else winner
    game._exchanged = bool(flags & 8)
    game._pending = data[6] << 8 | data[7]
    game._resume = data[8]
    if game._pending >> players or game._resume >= players:
        _fail("penalty seats %d, %d" % (game._pending, game._resume))
    nseq, draw, disc = data[9], data[10], data[11]
    game._rng = Rng(0)
    game._rng.state = data[12] << 24 | data[13] << 16 | data[14] << 8 | data[15]
    if not game._rng.state:
        _fail("random state is zero")
    board = game._board
    for x in range(100):
        code = data[_HEAD + (x >> 2)] >> (2 * (x & 3)) & 3
        if code > teams or code and board[x]:
            _fail("cell %d holds %d" % (x, code))
        if code:
            board[x] = 1 << (code - 1)
            game._shown[x] = code
    game._free = [x for x in range(100) if not board[x]]
    game._chips[:] = data[_HEAD : _HEAD + 25]
    at = _HEAD + 25
    seqs = data[at : at + 2 * nseq]
    at += 2 * nseq
    for i in range(0, len(seqs), 2):
        team, d, start = seqs[i] >> 2, seqs[i] & 3, seqs[i + 1]
        if team >= teams or start >= 100 or REACH[start * 8 + 2 * d + 1] < 4:
            _fail("sequence %d at cell %d" % (i >> 1, start))
        for x in window(start, d):
            if not board[x] & 1 << team:
                _fail("sequence %d misses cell %d" % (i >> 1, x))
    game._seqs = bytearray(seqs)
    game._recount()
    hands = game._hands
    if len(data) != at + len(hands) + draw + disc:
        _fail("expected %d bytes, got %d" % (at + len(hands) + draw + disc, len(data)))
    hands[:] = data[at : at + len(hands)]
    at += len(hands)
    pile = game._pile
    if not game.virtual and (draw or disc):
        _fail("a referee game holds no cards")
    if draw + disc > len(pile):
        _fail("%d cards in the piles" % (draw + disc))
    pile[:draw] = data[at : at + draw]
    pile[104 - disc :] = data[at + draw :]
    game._draw = draw
    game._disc = disc
    if game.virtual:
        counts = bytearray(52)
        for card in game._census():
            if card >= 52:
                _fail("card %d" % card)
            counts[card] += 1
        if counts != bytearray(b"\x02" * 52):
            _fail("the cards are not two decks")
    if HAND_SIZES[players] * players != len(hands) and game.virtual:
        _fail("hand slots")
