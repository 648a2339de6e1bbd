# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(1623)  # set bits
_BITS = bytes.fromhex(
    "efd77e577dfffd67ef3ed7f8ffd77f9f79b7ffbffe76fd91e1ffdf7e765a6eb7f5bdfebb5ffbfb6ff6ffbf7e7ff7fb3f"
    "ffddffdbdad6ddedf7ff3fbfe7affffdfedfedffffedfee77f79fe26eff7f77dcbdadd29d7bfbf7f775ffff7fc9fefbf"
    "ffffffb5ff77dff7dbcffebfd7ffc7abffafdffffebb9ffd75edf37ef7f79bebfffff37efdb9db7fedefd7f7f9ac5fde"
    "fdfffefff3ff5bffbffedf7f7ffffffbccefffbbdb77f83eeedddfbeffbbbeff7fffff5ffddffafcf8fdfffeefb96bea"
    "ffeef5795d9f9ffff7fffedbfffbffb6efe7b17ffeb4fcfab57fcffefb7fffffffdfddf1f37bfffbf7ffbffdfffffbe7"
    "fbeff77ffe7ffddff8bf"
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
