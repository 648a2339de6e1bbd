# The hard 7'er kabal bot (bots.levels): the Planner, which plans with the solver over worlds that
# fit its view and plays greedily when no world is won within its budget.
import sys

from lysbord.bots.kabal.normal import Planner

# (positions per planning world, worlds per planning, positions per move). On the host the
# setting measured in docs/kabal-solvability.md, each planning within one move; on the Pico a
# bot's move runs in the board's loop, which waits for it, so a planning of 100 positions is
# spread over moves, 1 position a move (under 100 ms there, docs/benchmarks.md), the bot
# drawing meanwhile (docs/web.md).
HOST = (400, 2, 0)
PICO = (100, 1, 1)
BUDGET, WORLDS, STEP = PICO if sys.implementation.name == "micropython" else HOST


class Bot(Planner):
    """The Planner at this platform's budget."""

    def __init__(self, seat=0, seed=0, setting=None):
        budget, worlds, step = setting or (BUDGET, WORLDS, STEP)
        super().__init__(seat, seed, budget, worlds, step)
