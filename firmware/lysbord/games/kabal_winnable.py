# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(1652)  # set bits
_BITS = bytes.fromhex(
    "efd77e777dfff967ef3ed7f8ffdf7f9f79b7ffbff676fdb3e1ffdf7ef65a6ebffdbdfebf5ffbfb6ff6ffff7e7ff7fb3f"
    "ffddffdadad67dedffff3fbfe7fffffdfedfedffffedfee77f79fea6eff7f7fdcbd2dda9d7bfff7d775f7ff7febeefbf"
    "ffffffb5fff7fff3fbcffeffd7ffc7abefafdffffebb9ffd75fdf77ef7ff9bfbfffff37efda9db7fedefd7f7fbac5fdf"
    "fdfffafff3ff5bef3ffedf7f7bfffffbccffffbbdb7ff8beeedddfbefffbbeff7ffffd5ffddffbfdf8fdfffeeff96bea"
    "ffeff5795ddfbffff7fffedbfffbffb6efe7b9fbff94fefeb57ecffefb7fffffffdfddf1fb7bfffbf7ffbffffffffbe3"
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
