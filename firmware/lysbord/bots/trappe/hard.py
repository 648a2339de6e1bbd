# The hard Høyers trappe player: the normal bot without its bonus for closing the closing
# pile. Closing still sheds a card, but it is no longer preferred to shedding on another
# pile, so the closing card and the pile both stay. It beats normal 54-58 % (docs/card-bots.md,
# which also tells why no search over the hidden cards is used here).
from lysbord.bots.trappe import normal


class Bot(normal.Bot):
    """Sheds like the normal bot, but closes the closing pile only when that is its best play anyway."""

    closing_bonus = 0
