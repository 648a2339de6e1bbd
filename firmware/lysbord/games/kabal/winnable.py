# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(1761)  # set bits
_BITS = bytes.fromhex(
    "efd77f7ffdffff67ff3ed7f8ffff7fdff9b7ffbffefffdf3ebffdffef65a6ebffdbdfebf5ffbfbfff7fffffefff7ff3f"
    "fffdfffbded6ffedfffffffff7fffffdfedffdffffedfee7ff7bffe6fff7f7fdcbdedfa9ffbfffff7f5ffff7ffbfefbf"
    "ffffffb5fff7fff7fbfffeffd7ffefabffafdffffebbdffdf5fdf77ef7ff9bfffffffb7ffdbbdb7fedefd7f7fbaf7fdf"
    "fdfffffff3ffdbffbffedfff7ffffffbcdffffbbdf7ffebeefdddfbfffffbeffffffffdffddffffff8fdfffeeff9ebea"
    "ffefff797ddfbffff7fffedffffbffbfefe7bbffffb4fffebd7feffeff7fffffffdfddf3fb7bfffbffffbffffffffbf7"
    "ffefffffffffffdffebf"
)


def winnable(deal):
    """True when deal is on the list (a deal beyond it is not known either way: False)."""
    return 0 <= deal < COUNT and bool(_BITS[deal >> 3] >> (deal & 7) & 1)


def next_winnable(deal):
    """The first listed deal at or after deal, counting round from COUNT back to 0."""
    start = deal % COUNT if deal >= 0 else 0
    for step in range(COUNT):
        candidate = (start + step) % COUNT
        if _BITS[candidate >> 3] >> (candidate & 7) & 1:
            return candidate
    raise ValueError("no deal on the list")
