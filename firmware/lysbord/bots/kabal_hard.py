# The hard 7'er kabal bot (bots.levels): the Planner, which plans with the solver over worlds that
# fit its view and plays greedily when no world is won within its budget.
import sys

from lysbord.bots.kabal import Planner

# Positions per planning world, and worlds per planning. On the host the setting measured in
# docs/kabal-solvability.md; on the Pico a small one, because a bot's move runs in the board's
# loop: a planning there is about 100 positions (well under a second, far inside the watchdog).
BUDGET, WORLDS = (100, 1) if sys.implementation.name == "micropython" else (400, 2)


class Bot(Planner):
    """The Planner at this platform's budget."""

    def __init__(self, seat=0, seed=0):
        super().__init__(seat, seed, BUDGET, WORLDS)
