# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(2000)
WINNABLE = const(881)  # set bits
_BITS = bytes.fromhex(
    "efd35e577dffa966af3ed3f8ffd77f0f7997ffbbf666fd90e1fe9f6c76526eb7a19deebb5ffbf36f767abe7e7ef77b3f"
    "ffddf5529ad65ccdf7ff3fbfe5afff79fedfedefbfecdee76f79fe266ef6f75dcbdadd29d7bfbe6f775ffff7dc8fefbf"
    "fdffffb5ff77dff3dbcbfea7d7ffc7abedafd7fffaab9ffd75edf37ed7f79bebfffff37cbda9d37f6defd7f7f9ac5fde"
    "7dfffeffd30f000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000"
    "00000000000000000000"
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
