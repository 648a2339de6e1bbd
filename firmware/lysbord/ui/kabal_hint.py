# 7'er kabal hints for the console and the phones: the solver's move when it finds a win within
# the budget, "dead" the moment it proves no line wins, else the rule module's greedy hint,
# called a guess. Only asked for: a hint costs up to BUDGET positions of search.
import sys

from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.moves import move_name

_PICO = sys.implementation.name == "micropython"
# Positions the solver may expand for one hint, the one place each platform sets them. The
# console's: about a second on a PC (3,000), on the Pico 150. A phone's hint is searched inside
# the board's loop, which waits for it (keys, lights, the 8 s watchdog): on the Pico 30 positions,
# a few seconds at most there (tools/benches/bench_kabal_hint.py); on a PC the console's.
BUDGET = 150 if _PICO else 3000
PICO_PHONE_BUDGET = 30
PHONE_BUDGET = PICO_PHONE_BUDGET if _PICO else BUDGET

WIN = "win"  # the move starts a line the solver won with
DEAD = "dead"  # the solver proved that no line wins any more
GUESS = "guess"  # no answer within the budget: the rule module's greedy hint
OVER = "over"  # the game is over: nothing to hint

_plan = [None, []]  # the position a winning line continues from, and the rest of that line


def hint(game, budget=BUDGET):
    """(kind, move) for game's position: (WIN, move), (DEAD, -1), (GUESS, move or -1), (OVER, -1).

    The solver sees the face-down cards (the deal's true winnability), so a WIN or DEAD says
    more than the table shows; the move itself is a legal move and names no card."""
    if game.over:
        return OVER, -1
    key = kabal_solver.canonical(game)
    line = _plan[1] if _plan[0] == key else None
    if not line:
        result, line = kabal_solver.solve(game, budget)
        if result != kabal_solver.WIN or not line:
            _plan[0], _plan[1] = None, []
            if result == kabal_solver.LOSS:
                return DEAD, -1
            return GUESS, game.hint()
    after = kabal_solver.clone(game)
    after._apply(line[0])
    _plan[0], _plan[1] = kabal_solver.canonical(after), line[1:]
    return WIN, line[0]


def words(kind, move, budget=BUDGET):
    """A hint as a sentence a player reads; it names only the move (columns, not cards)."""
    if kind == WIN:
        return "The solver wins from here: play %s." % move_name(move)
    if kind == DEAD:
        return "No way to win from here: the solver tried every line. Give up or undo."
    if kind == GUESS and move >= 0:
        return "The solver found no win within %d positions; a guess: %s." % (budget, move_name(move))
    if kind == GUESS:
        return "The solver found no win within %d positions, and there is no move to suggest." % budget
    return "The game is over."
