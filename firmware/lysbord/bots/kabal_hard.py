# The hard 7'er kabal bot (bots.levels): the Planner, which plans with the solver over worlds that
# fit its view and plays greedily when no world is won within its budget.
import sys

from lysbord.bots.kabal import Planner

# (positions per planning world, worlds per planning). On the host the setting measured in
# docs/kabal-solvability.md; on the Pico a small one, because a bot's move runs in the board's
# loop, which waits for it (keys, lights, the 8 s watchdog): a few seconds at most there
# (tools/benches/bench_kabal_hint.py).
HOST = (400, 2)
PICO = (30, 1)
BUDGET, WORLDS = PICO if sys.implementation.name == "micropython" else HOST


class Bot(Planner):
    """The Planner at this platform's budget."""

    def __init__(self, seat=0, seed=0):
        super().__init__(seat, seed, BUDGET, WORLDS)
