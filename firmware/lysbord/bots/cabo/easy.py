# The easy Cabo player (bots/levels.py: the other games' easy level is their normal bot
# with a share of random moves).
from lysbord.bots.cabo import normal


class Bot(normal.Bot):
    """The easy level: the normal bot that forgets the powers, as a beginner does (it never
    peeks, spies or swaps), so it knows less when to call. Random moves, the easy level of
    the other games, would call Cabo at any time and lose every game."""

    def _power(self, view, row, card, mean):
        return None
