# Restoring a Sequence state from its packed bytes, refusing anything it cannot trust:
# every field is checked against what the rules can reach before the game is used.
# Imported only when a save is loaded or a move is undone (kept small: one function).
from lysbord.games.sequence.moves import PLAYERS
from lysbord.layout import REACH, STEPS, line_id, window
from lysbord.rng import Rng


def _fail(field, value):
    raise ValueError("Sequence save is not valid: %s %d" % (field, value))


def load(game, data):
    """Fill game from a _pack() payload; ValueError names the first field that is wrong."""
    size = len(data)
    if size < 41:  # the head and the chips
        _fail("length", size)
    players, teams, flags, to_win, turn, winner, high, low, resume, nseq, draw, disc = data[:12]
    if players not in PLAYERS:
        _fail("players", players)
    if teams not in (2, 3) or players % teams:
        _fail("teams", teams)
    if flags > 15:
        _fail("options", flags)
    if not 1 <= to_win <= 4:
        _fail("to_win", to_win)
    virtual = flags & 1
    over = flags & 4
    if (turn == 255) != bool(over) or turn != 255 and turn >= players:
        _fail("turn", turn)
    if winner != 255 and (winner >= teams or not over):
        _fail("winner", winner)
    if flags & 8 and not virtual:
        _fail("exchanged", flags)
    if resume >= players:
        _fail("penalty resume seat", resume)
    pending = high << 8 | low
    if pending:
        # The seats of one team pay, lowest first, in a running virtual game.
        mask = 0
        for seat in range(turn % teams, players, teams):
            mask |= 1 << seat
        if over or not virtual or pending & ~mask or pending & ((2 << turn) - 1) != 1 << turn:
            _fail("penalty seats", pending)
    state = data[12] << 24 | data[13] << 16 | data[14] << 8 | data[15]
    if not state:
        _fail("random state", 0)
    game._setup(players, teams, bool(virtual), bool(flags & 2), to_win)
    game.over = bool(over)
    game.turn = -1 if over else turn
    game.winner = -1 if winner == 255 else winner
    game._exchanged = bool(flags & 8)
    game._pending = pending
    game._resume = resume
    game._rng = Rng(0)
    game._rng.state = state
    board = game._board
    game._empty = 0
    for x in range(100):
        code = data[16 + (x >> 2)] >> (2 * (x & 3)) & 3
        if code > teams or code and board[x]:
            _fail("chip on cell", x)
        if code:
            board[x] = 1 << (code - 1)
            game._shown[x] = code
        elif not board[x]:
            game._empty += 1
    game._chips[:] = data[16:41]
    at = 41 + 2 * nseq
    if size < at:
        _fail("sequence count", nseq)
    # Each five on the board, on its team's chips (or corners), sharing at most one cell
    # with every other five of the team; the counts agree with the end of the game.
    seqs = game._seqs = bytearray(data[41:at])
    for i in range(0, at - 41, 2):
        team, d, start = seqs[i] >> 2, seqs[i] & 3, seqs[i + 1]
        if team >= teams or start >= 100 or REACH[start * 8 + 2 * d + 1] < 4:
            _fail("sequence place", i >> 1)
        for x in window(start, d):
            if not board[x] & 1 << team:
                _fail("sequence chips", i >> 1)
        gap = 4 * STEPS[d]
        for j in range(0, i, 2):
            other = seqs[j + 1]
            if seqs[j] == seqs[i] and line_id(other, d) == line_id(start, d) and -gap < start - other < gap:
                _fail("sequence overlap", i >> 1)
    game._recount()
    for team in range(teams):
        if (game._count[team] >= to_win) != (team == game.winner):
            _fail("sequence count of team", team)
    hands = game._hands
    held = len(hands)
    if size != at + held + draw + disc:
        _fail("length", size)
    if draw + disc > (104 if virtual else 0):
        _fail("piles", draw + disc)
    hands[:] = data[at : at + held]
    pile = game._pile
    at += held
    pile[:draw] = data[at : at + draw]
    pile[104 - disc :] = data[at + draw :]
    game._draw = draw
    game._disc = disc
    if virtual:
        counts = bytearray(52)
        for card in game._census():
            if card >= 52:
                _fail("card", card)
            counts[card] += 1
        if counts != b"\x02" * 52:
            _fail("cards: two decks, not", sum(counts))
        for seat in range(players):
            if pending >> seat & 1 and not game.hand(seat):
                _fail("penalty seat without cards", seat)
    if not over and not game.legal_moves():  # the turn always passes to a seat that can move
        _fail("turn", turn)
