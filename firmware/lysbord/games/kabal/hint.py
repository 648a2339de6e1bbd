# 7'er kabal hints for the console and the phones: the solver's move when it finds a win within
# the budget, "dead" the moment it proves no line wins, else the rule module's greedy hint,
# called a guess. Only asked for: a hint costs up to BUDGET positions of search. On a listed deal
# the won line shipped with it (lines.py) answers at once while the player is on it, and the
# search aims back at it when not. The phone's hint is searched in slices (searching), the
# board's loop running between them; a search that would leave the heap short stops and gives
# the guess instead.
import gc
import sys

from lysbord.compat import const
from lysbord.games.kabal import lines as kabal_lines
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.moves import F_TABLEAU, T_FOUND, TABLEAU, TURN_UP, W_TABLEAU, move_name

_PICO = sys.implementation.name == "micropython"
# Positions the solver may expand for one hint, the one place each platform sets them: about a
# second on a PC (3,000); on the Pico 150, a slice (under 50 ms there) at a time (the console's
# and the phone's alike).
PICO_BUDGET = const(150)
BUDGET = PICO_BUDGET if _PICO else 3000
# A search stops when fewer bytes than this are free (the game, the server and the phones'
# replies need them more): its hint is then the guess. Only MicroPython tells the heap.
HEAP_FLOOR = 24576
# On the Pico a look at the free heap walks the heap's whole table (about 9 ms there), so a hint
# looks every _LOOK slices, in a slice of its own, and collects once _GARBAGE more is taken.
_LOOK = const(32)
_GARBAGE = const(49152)

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
    """(result, line) of _answer, a slice at a time; UNKNOWN when the heap runs short first
    (below HEAP_FLOOR, or a MemoryError: the search's memory is let go). Every _LOOK slices a
    slice of its own looks at the heap, and collects it once _GARBAGE more is taken: so the
    automatic collection (up to ~25 ms on the Pico) does not land inside a slice of the search."""
    steps = _answer(game, budget)
    collected = 0  # the free heap at the last collection (or more, seen since)
    n = 0
    try:
        while True:
            if _mem_free is not None and n % _LOOK == 0:
                free = _mem_free()
                if free < HEAP_FLOOR or free < collected - _GARBAGE:
                    gc.collect()  # what the search dropped (a run's table) comes back first
                    collected = free = _mem_free()
                    if free < HEAP_FLOOR:
                        break
                collected = max(collected, free)
                yield
            try:
                next(steps)
            except StopIteration as done:
                return done.value
            n += 1
            yield
    except MemoryError:
        pass
    steps = None
    gc.collect()
    return kabal_solver.UNKNOWN, []


def _answer(game, budget):
    """(result, line) of the solver, a position per slice. On a listed deal the shipped line
    (see lines.py) comes first: on it, the line is the answer at once (no search); off it, a
    position on it counts as won for the search, and the line goes on with the shipped one."""
    codes = b"" if game.stuck_only else kabal_lines.read(game.deal)
    goal = None
    if codes:
        yield  # the line read from the flash is a slice of its own
        root = kabal_solver.clone(game)
        line = kabal_solver.force(root, [])  # the moves that never cost a win, as the line has them
        goal, walk, at = yield from _goal(game, codes, kabal_solver.canonical(root))
        if at >= 0:  # on the line: played on from the game's own position
            columns = _columns(root, walk)
            walk = None
            return kabal_solver.WIN, (yield from _rest(root, codes, at, line, columns))
        root = walk = None
    solver = kabal_solver.Solver(budget)
    solver.goal = goal
    result = yield from solver.solving(game)
    line, joined = solver.line, solver.joined
    solver = goal = None  # the search's memory, before the line's
    if result == kabal_solver.WIN and joined >= 0:
        yield  # the search's end, then the line played, then the shipped line's: slices of their own
        walk = kabal_solver.clone(game)
        yield from _playing(walk, line)
        there = yield from _there(game, codes, joined)
        columns = _columns(walk, there)
        there = None
        line = yield from _rest(walk, codes, joined, line, columns)
    return result, line


def _goal(game, codes, key):
    """(goal, walk, n): the shipped line (codes) of game's deal replayed, a step a slice (a
    generator). Where the position after step n (its forced moves played) is key, it stops there
    (walk is that position); else goal is {canonical key: n} of every such position and n -1
    (goal None when the line does not replay: a file of another version)."""
    yield  # the position's key, the deal (about 30 ms on the Pico), its forced moves: a slice each
    walk = type(game)(game.deal)
    yield
    yield from kabal_solver.forcing(walk, [])
    here = kabal_solver.canonical(walk)
    goal = {}
    n = 0
    try:
        for step in kabal_lines.steps(codes):
            if here == key:
                return None, walk, n
            goal[here] = n
            yield
            yield from _playing(walk, step)
            yield  # a step's draws, then its forced moves: slices of their own
            yield from kabal_solver.forcing(walk, [])
            n += 1
            here = kabal_solver.canonical(walk)
    except ValueError:
        return None, None, -1
    goal[here] = n  # the won end: the search finds a win there anyway
    return goal, None, -1


def _there(game, codes, at):
    """The shipped line's position after step at, its forced moves played (a generator, a step
    a slice, as _goal walks it)."""
    yield
    walk = type(game)(game.deal)
    yield
    yield from kabal_solver.forcing(walk, [])
    n = 0
    for step in kabal_lines.steps(codes):
        if n == at:
            break
        yield
        yield from _playing(walk, step)
        yield
        yield from kabal_solver.forcing(walk, [])
        n += 1
    return walk


def _columns(walk, there):
    """[column of walk for each column of there]: the two positions are one (the same canonical
    key) with the columns in another order, as another line's king may have gone to another
    empty column; the shipped line's moves name there's columns."""
    out = []
    for k in range(7):
        for j in range(7):
            if j not in out and walk.down[j] == there.down[k] and walk.cols[j] == there.cols[k]:
                out.append(j)
                break
    return out


def _moved(move, columns):
    """move (naming columns as the shipped line has them) naming walk's columns instead."""
    kind, a, b = move >> 8, move >> 4 & 15, move & 15
    if kind == TABLEAU:
        return kind << 8 | columns[a] << 4 | columns[b]
    if kind in (T_FOUND, TURN_UP):
        return kind << 8 | columns[a] << 4 | b
    if kind in (W_TABLEAU, F_TABLEAU):
        return kind << 8 | a << 4 | columns[b]
    return move


def _rest(walk, codes, at, line, columns):
    """line followed by the shipped line (codes) from its position after step at, which walk is
    with its columns in another order (columns, see _columns): the moves that win from there
    (walk is played on to the end). A generator, a step a slice."""
    same = columns == [0, 1, 2, 3, 4, 5, 6]
    n = 0
    for step in kabal_lines.steps(codes):
        n += 1
        if n <= at:
            continue
        if not same:
            step = [_moved(move, columns) for move in step]
        yield from _playing(walk, step)
        line += step
        yield  # a step's draws, then its forced moves: slices of their own
        yield from kabal_solver.forcing(walk, line)
        yield
    return line


def _playing(walk, moves, size=8):
    """Play moves (a line, or a shipped line's step) on walk, a slice every size moves (a
    generator: a step may hold a whole round of the stock's draws, each checked by the rules)."""
    for i in range(len(moves)):
        if i and i % size == 0:
            yield
        walk._apply(moves[i])


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
