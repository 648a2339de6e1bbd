# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(1622)  # set bits
_BITS = bytes.fromhex(
    "efd75e777dfff967ef3ed7f8ffdd7f9f79b7ffbff676fd93e1ffdf7ef65a6eb7bdbdfebf5ffbfb6f76ffff7e7ff7fb3f"
    "ffddffdadad65dedffff3fbfe7effffdfedfcdffbfedfee77f79fea6eff7f77dcbd2dda9d7bfff7d775f7ff7fc9eefbf"
    "fdffffb5fff7fff3dbcffebfd7ffc7abefafdffffebb9ffd75fdf77ef7ff9bebfffff37efda9db7fedefd7f7f9ac5fde"
    "fdfffafff3ff5bef3ffedf7f7bfffffbccffffbbdb7ff8beeedddfbefefbbeff7ffffd5ffddffbfdf8fdfffeefb96bea"
    "ffeff5795d5fbffff6fffedbfffbffb6efe7b97bff94fefeb55ecffefb7ff7ffffdfddf1f37bfffbf5ffbffdfffffbe3"
    "ff6fff7fff5ffdcffebf"
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
