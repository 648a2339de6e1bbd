# 7'er kabal hints for the console and the phones: the solver's move when it finds a win within
# the budget, "dead" the moment it proves no line wins, else the rule module's greedy hint,
# called a guess. Only asked for: a hint costs up to BUDGET positions of search. The phone's
# hint is searched in slices (searching), the board's loop running between
# them; a search that would leave the heap short stops and gives the guess instead.
import gc
import sys

from lysbord.compat import const
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.moves import move_name

_PICO = sys.implementation.name == "micropython"
# Positions the solver may expand for one hint, the one place each platform sets them: about a
# second on a PC (3,000); on the Pico 150, a slice (tens of ms) at a time (the console's and
# the phone's alike).
PICO_BUDGET = const(150)
BUDGET = PICO_BUDGET if _PICO else 3000
# A search stops when fewer bytes than this are free (the game, the server and the phones'
# replies need them more): its hint is then the guess. Only MicroPython tells the heap.
HEAP_FLOOR = 24576

WIN = "win"  # the move starts a line the solver won with
DEAD = "dead"  # the solver proved that no line wins any more
GUESS = "guess"  # no answer within the budget (or the heap): the rule module's greedy hint
OVER = "over"  # the game is over: nothing to hint

_plan = [None, []]  # the position a winning line continues from, and the rest of that line
_mem_free = getattr(gc, "mem_free", None)


def hint(game, budget=BUDGET):
    """(kind, move) for game's position: (WIN, move), (DEAD, -1), (GUESS, move or -1), (OVER, -1).

    The solver sees the face-down cards (the deal's true winnability), so a WIN or DEAD says
    more than the table shows; the move itself is a legal move and names no card."""
    return kabal_solver.finish(searching(game, budget))


def searching(game, budget=BUDGET):
    """hint(game, budget) in slices: a generator that yields after each slice of the search
    (see Solver.solving) and returns the hint (game must not change meanwhile)."""
    if game.over:
        return OVER, -1
    try:
        key = kabal_solver.canonical(game)
        line = _plan[1] if _plan[0] == key else None
        if not line:
            result, line = yield from _solving(game, budget)
            if result != kabal_solver.WIN or not line:
                _plan[0], _plan[1] = None, []
                if result == kabal_solver.LOSS:
                    return DEAD, -1
                return GUESS, _guess(game)
        after = kabal_solver.clone(game)
        after._apply(line[0])
        _plan[0], _plan[1] = kabal_solver.canonical(after), line[1:]
        return WIN, line[0]
    except MemoryError:  # not even the position's key fits: the guess, if that does
        _plan[0], _plan[1] = None, []
        gc.collect()
        return GUESS, _guess(game)


def _solving(game, budget):
    """(result, line) of the solver, searched a position per slice; UNKNOWN when the heap
    runs short first (below HEAP_FLOOR, or a MemoryError: the search's memory is let go)."""
    solver = kabal_solver.Solver(budget)
    steps = solver.solving(game)
    try:
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return done.value, solver.line
            if _mem_free is not None and _mem_free() < HEAP_FLOOR:
                gc.collect()  # what the search dropped (a run's table) comes back first
                if _mem_free() < HEAP_FLOOR:
                    break
            yield
    except MemoryError:
        pass
    steps = solver = None
    gc.collect()
    return kabal_solver.UNKNOWN, []


def _guess(game):
    """The rule module's greedy hint, or -1 when not even that fits in the heap."""
    try:
        return game.hint()
    except MemoryError:
        gc.collect()
        return -1


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
