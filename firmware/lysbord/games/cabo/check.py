# Cabo's loaded-state check: a save that passes its checksum must still hold a state the
# rules can reach (seats, phase, looks, what each seat knows, the round's scores, the end).
# Each refusal names the field; CaboView._unpack runs this on a scratch game first.
from lysbord.games.cabo import moves as mv
from lysbord.games.cabo.moves import DRAWN, EMPTY, LOOKING, NONE, OVER, TURN, deck_values
from lysbord.games.cabo.scores import round_scores

_MOST_A_ROUND = 57  # four 13s (two decks) and the caller's 5: the most one round can add
_PAIRS = (3, 5, 6, 9, 10, 12)


def _need(ok, field, what):
    if not ok:
        raise ValueError("Cabo save: %s: expected %s" % (field, what))


def _check_rows(game):
    n = game.players
    have = sorted(game._census())
    _need(have == sorted(deck_values(n)), "rows", "the whole deck between rows, piles and the drawn card")
    _need(len(game.discard) > 0, "discard", "a card face up on the discard pile")
    for seat in range(n):
        present = game._present(seat)
        _need(present != 0, "rows", "at least one card in seat %d's row" % seat)
        for viewer in range(n):
            known = game.know[viewer * n + seat]
            _need(known & present == known, "know", "knowledge of seat %d's cards that are there" % seat)
        failed = game.failed[seat]
        _need(failed & present == failed and failed not in (1, 2, 4, 8), "failed", "two or more of the row's cards")
        kept = game.kept[seat]
        _need(kept & present == kept, "kept", "cards that are in seat %d's row" % seat)
        anyone = 0
        for viewer in range(n):
            anyone |= game.know[viewer * n + seat]
        _need(kept & anyone == kept and not kept & game.table_knows(seat), "kept", "cards their keeper knows")
        _check_last_turn(game, seat, failed)


def _check_last_turn(game, seat, failed):
    """The move that ended seat's last turn: none, or a well-formed turn (a failed exchange's)."""
    n = game.players
    move = game.last_turns[2 * seat] << 8 | game.last_turns[2 * seat + 1]
    kind, arg = move >> 12, move & 0xFFF
    if kind in (mv.SPY, mv.SWAP):
        other = arg >> 2 & 15
        ok = arg < (64 if kind == mv.SPY else 256) and other < n and other != seat
    elif kind in (mv.TAKE, mv.KEEP):
        ok = 0 < arg < 16
    else:
        ok = kind in (mv.DISCARD, mv.CABO) and arg == 0 or kind == mv.PEEK and arg < 4 or move == 0
    _need(ok, "last_turns", "a move that ends a turn for seat %d" % seat)
    _need(
        not failed or move in (mv.take(failed), mv.keep(failed)), "failed", "the exchange of seat %d's last turn" % seat
    )
    if game.phase != OVER:
        _need((kind == mv.CABO) == (seat == game.caller), "last_turns", "Cabo as the caller's last turn only")


def _check_looking(game):
    n, rows = game.players, game.rows
    _need(1 <= game.looks_left <= n, "looks_left", "1-%d while the seats look" % n)
    _need(game.turn == (game.starter + n - game.looks_left) % n, "turn", "the next seat to look")
    _need(rows.find(bytes((EMPTY,))) < 0 and len(game.discard) == 1, "rows", "a fresh deal while the seats look")
    _need(max(game.kept) == 0 and max(game.last_turns) == 0, "last_turns", "no turn yet while the seats look")
    _need(max(game.failed) == 0 and game.caller == NONE, "caller", "none while the seats look")
    for i in range(n):
        seat = (game.starter + i) % n
        own = game.know[seat * n + seat]
        looked = i < n - game.looks_left
        _need(own in _PAIRS if looked else own == 0, "know", "seat %d's look at two cards, once" % seat)
        for viewer in range(n):
            _need(viewer == seat or game.know[viewer * n + seat] == 0, "know", "no look at another's cards")


def _check_end(game):
    """Totals, rounds and the last round's scores against the way the game ends."""
    n, totals, rounds, done = game.players, game.totals, game.rounds, game.round_no
    over = game.phase == OVER
    for seat in range(n):
        _need(totals[seat] <= _MOST_A_ROUND * done, "totals", "at most %d a round" % _MOST_A_ROUND)
    if rounds:
        _need(done <= rounds and (done == rounds) == over, "round_no", "the game over after %d rounds" % rounds)
    else:
        _need(100 not in totals, "totals", "no total of exactly 100 (it is halved)")
        _need((max(totals) > 100) == over, "totals", "a total over 100 exactly when the game is over")
        _need(max(totals) <= 100 + _MOST_A_ROUND, "totals", "at most one round past 100")
    if done == 0:
        _need(game.last_caller == NONE and not game.last_rows, "last_caller", "none before the first round ends")
        _need(max(game.last_scores) == 0, "last_scores", "none before the first round ends")
        _need(game.dealer == (game.starter - 1) % n, "dealer", "the seat before the first starter")
        return
    _need(game.last_caller < n and len(game.last_rows) == 4 * n, "last_caller", "the last round's caller")
    last = game.last_rows
    rows = [[c for c in last[s * 4 : s * 4 + 4] if c != EMPTY] for s in range(n)]
    cards = sorted([c for row in rows for c in row])
    deck = deck_values(n)
    for value in range(14):
        _need(cards.count(value) <= deck.count(value), "last_rows", "cards of one deck")
    for s in range(n):
        _need(rows[s] and len(rows[s]) <= 4, "last_rows", "a card in every row")
    scores = round_scores(rows, game.last_caller, game.kamikaze)
    _need(list(game.last_scores) == scores, "last_scores", "the scores the last rows give")
    if over:
        _need(game.rows == last, "last_rows", "the rows of the round that ended the game")


def check(game):
    """Raise ValueError naming the field when game (just unpacked) is not a reachable state."""
    n, phase = game.players, game.phase
    _need(game.rng.state != 0, "rng", "a non-zero generator state")
    _need(game.starter < n and game.dealer < n, "starter", "seats 0-%d" % (n - 1))
    _need(game.caller == NONE or game.caller < n, "caller", "a seat 0-%d or none" % (n - 1))
    _need(game.last_caller == NONE or game.last_caller < n, "last_caller", "a seat 0-%d or none" % (n - 1))
    _need((game.drawn != EMPTY) == (phase == DRAWN), "drawn", "a card exactly while one is drawn")
    _check_rows(game)
    _check_end(game)
    if phase == LOOKING:
        _check_looking(game)
        return
    _need(game.looks_left == 0, "looks_left", "0 once every seat has looked")
    if phase == OVER:
        _need(game.caller == NONE, "caller", "none once the game is over")
        return
    _need(game.turn < n and game.turn != game.caller, "turn", "a seat other than the caller")
    _need(phase in (TURN, DRAWN), "phase", "look, turn, drawn or over")
