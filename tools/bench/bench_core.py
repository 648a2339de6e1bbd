# Core costs: the shared generator and card helpers; import cost of the core modules.
from benchlib import heap_held, import_cost, time_us

from lysbord import cards
from lysbord.rng import Rng


def bench(report):
    rng = Rng(1)
    report.add("core", "rng.below(52)", time_us(lambda: rng.below(52), 2000), "us")
    deck = cards.deck(2)
    report.add("core", "shuffle 104 cards", time_us(lambda: rng.shuffle(deck), 50), "us")
    held, _ = yield from heap_held(lambda: Rng(3))
    report.add("memory", "Rng instance", held, "bytes")
    for name in ("lysbord.cards", "lysbord.rng", "lysbord.games.base"):
        report.add("memory", "import " + name, (yield from import_cost(name)), "bytes")
