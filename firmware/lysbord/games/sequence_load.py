# Restoring a Sequence state from its packed bytes, refusing anything it cannot trust:
# every field is checked against what the rules can reach before the game is used.
# Imported only when a save is loaded or a move is undone.
from lysbord.games.sequence_board import REACH, STEPS, line_id, window
from lysbord.games.sequence_state import PLAYERS
from lysbord.rng import Rng

_HEAD = 16
_NO = 255


def _fail(what):
    raise ValueError("Sequence save is not valid: " + what)


def load(game, data):
    """Fill game from a _pack() payload; ValueError names the first field that is wrong."""
    if len(data) < _HEAD + 25:
        _fail("%d bytes is too short" % len(data))
    players, teams, flags, to_win, turn, winner = data[0], data[1], data[2], data[3], data[4], data[5]
    if players not in PLAYERS or teams not in (2, 3) or players % teams:
        _fail("players/teams: %d players in %d teams" % (players, teams))
    if flags > 15:
        _fail("options: flags %d" % flags)
    if not 1 <= to_win <= 4:
        _fail("to_win: %d" % to_win)
    virtual = bool(flags & 1)
    over = bool(flags & 4)
    if over != (turn == _NO) or not over and turn >= players:
        _fail("turn: %d with the game %s" % (turn, "over" if over else "running"))
    if winner != _NO and (winner >= teams or not over):
        _fail("winner: %d" % winner)
    if flags & 8 and not virtual:
        _fail("exchanged: a referee game exchanges no cards")
    pending = data[6] << 8 | data[7]
    resume = data[8]
    if resume >= players:
        _fail("penalty resume seat: %d" % resume)
    if pending:
        payers = pending >> players == 0
        team = -1
        for seat in range(players):
            if pending >> seat & 1:
                payers = payers and team in (-1, seat % teams)
                team = seat % teams
        # Seats pay in order, lowest first; only a running virtual game takes a penalty.
        if not payers or over or not virtual or not pending >> turn & 1 or pending & ((1 << turn) - 1):
            _fail("penalty seats: %d with seat %d to move" % (pending, turn))
    nseq, draw, disc = data[9], data[10], data[11]
    state = data[12] << 24 | data[13] << 16 | data[14] << 8 | data[15]
    if not state:
        _fail("random state: zero")
    game._setup(players, teams, virtual, bool(flags & 2), to_win)
    game.over = over
    game.turn = -1 if over else turn
    game.winner = -1 if winner == _NO else winner
    game._exchanged = bool(flags & 8)
    game._pending = pending
    game._resume = resume
    game._rng = Rng(0)
    game._rng.state = state
    _chips(game, data)
    at = _HEAD + 25
    if len(data) < at + 2 * nseq:
        _fail("sequences: %d announced, %d bytes left" % (nseq, len(data) - at))
    _sequences(game, data[at : at + 2 * nseq])
    at += 2 * nseq
    hands = game._hands
    if len(data) != at + len(hands) + draw + disc:
        _fail("length: expected %d bytes, got %d" % (at + len(hands) + draw + disc, len(data)))
    if not virtual and (draw or disc):
        _fail("piles: a referee game holds no cards")
    if draw + disc > len(game._pile):
        _fail("piles: %d cards" % (draw + disc))
    hands[:] = data[at : at + len(hands)]
    at += len(hands)
    pile = game._pile
    pile[:draw] = data[at : at + draw]
    pile[104 - disc :] = data[at + draw :]
    game._draw = draw
    game._disc = disc
    if virtual:
        _cards(game)


def _chips(game, data):
    board = game._board
    teams = game.teams
    for x in range(100):
        code = data[_HEAD + (x >> 2)] >> (2 * (x & 3)) & 3
        if code > teams or code and board[x]:
            _fail("chips: cell %d holds %d" % (x, code))
        if code:
            board[x] = 1 << (code - 1)
            game._shown[x] = code
    game._free = [x for x in range(100) if not board[x]]
    game._chips[:] = data[_HEAD : _HEAD + 25]


def _sequences(game, seqs):
    # Each five lies on the board, holds its team's chips (or corners), and shares at
    # most one cell with any other five of its team; the counts agree with the end.
    board = game._board
    for i in range(0, len(seqs), 2):
        team, d, start = seqs[i] >> 2, seqs[i] & 3, seqs[i + 1]
        if team >= game.teams or start >= 100 or REACH[start * 8 + 2 * d + 1] < 4:
            _fail("sequence %d: team %d at cell %d" % (i >> 1, team, start))
        for x in window(start, d):
            if not board[x] & 1 << team:
                _fail("sequence %d: cell %d holds no chip of team %d" % (i >> 1, x, team))
        apart = 4 * STEPS[d]
        for j in range(0, i, 2):
            other = seqs[j + 1]
            if seqs[j] == seqs[i] and line_id(other, d) == line_id(start, d) and -apart < start - other < apart:
                _fail("sequence %d: shares two or more cells with sequence %d" % (i >> 1, j >> 1))
    game._seqs = bytearray(seqs)
    game._recount()
    count = game._count
    for team in range(game.teams):
        if (count[team] >= game.to_win) != (team == game.winner):
            _fail("sequences: team %d has %d, %d win, winner %d" % (team, count[team], game.to_win, game.winner))


def _cards(game):
    counts = bytearray(52)
    for card in game._census():
        if card >= 52:
            _fail("cards: card %d" % card)
        counts[card] += 1
    if counts != bytearray(b"\x02" * 52):
        _fail("cards: the hands and piles are not two decks")
    pending = game._pending
    for seat in range(game.players):
        if pending >> seat & 1 and not game.hand(seat):
            _fail("penalty seats: seat %d has no card to pay" % seat)
