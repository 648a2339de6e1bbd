# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(1684)  # set bits
_BITS = bytes.fromhex(
    "efd77e777dfffb67ef3ed7f8ffff7fdf79b7ffbff676fdb3e1ffdf7ef65a6ebffdbdfebf5ffbfbfff6ffff7e7ff7ff3f"
    "fffdfffadad67dedffffbfbfe7fffffdfedffdffffedfee77f79fea6fff7f7fdcbdadda9dfbfff7d775f7ff7ffbfefbf"
    "ffffffb5fff7fff7fbcffeffd7ffcfabefafdffffebbdffd75fdf77ef7ff9bfbfffff37efdb9db7fedefd7f7fbac5fdf"
    "fdfffbfff3ff5befbffedfff7ffffffbccffffbbdf7ff8beeedddfbefffbbefffffffd5ffddffbfff8fdfffeeff96bea"
    "ffefff795ddfbffff7fffedffffbffb6efe7b9fbff94fefeb57ecffefb7fffffffdfddf3fb7bfffbffffbffffffffbe7"
    "ffefff7fff5ffdcffebf"
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
