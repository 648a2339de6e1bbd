# Won lines shipped with the listed deals (winnable.py): the solver's line from each deal, a byte a
# move, in lines.bin beside this module, read a deal at a time (a seek and ~100 bytes: the file
# itself never comes into the heap). Made by tools/solver/lines.py.
# lines.bin: (COUNT + 1) offsets of 3 bytes (little-endian, from the file's start), then the lines;
# deal d's line is the bytes from offset d to offset d + 1 (none: no line shipped). A byte is a move
# (see _MOVES) or a run of draws; the high bit ends a step, after which the forced moves follow
# (solver.force: turn-ups, safe cards up), as the solver's search played them.
from lysbord.compat import const
from lysbord.games.kabal.moves import DRAW, F_TABLEAU, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU

COUNT = const(2000)
_END = const(0x80)  # the step ends with this move
_DRAWS = const(99)  # code _DRAWS + n: n draws (1..28)


def _moves():
    out = [TABLEAU << 8 | a << 4 | b for a in range(7) for b in range(7)]  # 0..48
    out += [T_FOUND << 8 | a << 4 for a in range(7)]  # 49..55
    out += [W_TABLEAU << 8 | b for b in range(7)]  # 56..62
    out.append(W_FOUND << 8)  # 63
    out += [F_TABLEAU << 8 | s << 4 | b for s in range(4) for b in range(7)]  # 64..91
    out += [TURN_UP << 8 | a << 4 for a in range(7)]  # 92..98
    return tuple(out)


_MOVES = _moves()


def path():
    """lines.bin beside this module (its folder as the import system found it)."""
    here = __file__.replace("\\", "/")
    return here[: here.rfind("/") + 1] + "lines.bin"


def read(deal):
    """The shipped line of deal as bytes (b"" when none is shipped or the file is missing)."""
    if not 0 <= deal < COUNT:
        return b""
    try:
        with open(path(), "rb") as f:
            f.seek(deal * 3)
            six = f.read(6)
            start = six[0] | six[1] << 8 | six[2] << 16
            end = six[3] | six[4] << 8 | six[5] << 16
            f.seek(start)
            return f.read(end - start)
    except (OSError, MemoryError):  # no file, or no heap for its buffer: no line, the search goes on
        return b""


def steps(codes):
    """The line's steps, each a list of moves (draws included), in order (a generator)."""
    step = []
    for code in codes:
        low = code & 0x7F
        if low > _DRAWS:
            step.extend((DRAW,) * (low - _DRAWS))
        else:
            step.append(_MOVES[low])
        if code & _END:
            yield step
            step = []


def encode(line_steps):
    """The bytes of a line given as steps (lists of moves): what steps() reads back."""
    out = bytearray()
    for step in line_steps:
        i = 0
        while i < len(step):
            if step[i] == DRAW:
                n = 1
                while i + n < len(step) and step[i + n] == DRAW and n < 28:
                    n += 1
                out.append(_DRAWS + n)
                i += n
            else:
                out.append(_MOVES.index(step[i]))
                i += 1
        out[-1] |= _END
    return bytes(out)
