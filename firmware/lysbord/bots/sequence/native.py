# The hard Sequence bot's inner loops as @micropython.viper native code for the Pico (see
# bots/sequence/hard.py), kept as source text and compiled at run time on the rp2 port only
# (as hw/pixfast.py: mpy-cross and the WebAssembly port have no native emitter); the bot
# compiles them once, then lets this module go (its source is 6 KB of heap).
import sys

# change(): sequence_hard's _change for one team (a playout spent half its time there).
# refs: the team's (board, tally, gains, threats, dead, locked, kinds, through, starts,
# cells, values), see sequence_hard._native_tables; flags: 1 its scores are read later, 2
# ours (our windows' kinds follow, our scores skip spoiled windows), 4 placing, 8 another
# team's chip, and the team's chip (1 + team) from bit 4 on. Four arguments at most: viper's
# limit. root(): _root_scores' part for a team (greedy.fill, or _plain_fill for us, and
# sequence_value.tallies), code (greedy.codes) first in refs. top(): sequence_hard._top, for
# a jack in _best. count(): the window sums and the threes and fours of
# sequence_value.counted, refs as sequence_hard._root_scores makes them.
# One string a function: no block of heap above about 2 KB to find (a long session fragments it).
SOURCES = (
    """
@micropython.viper
def change(refs, x: int, step: int, flags: int):
    board = ptr8(refs[0])
    tally = ptr8(refs[1])
    gain = ptr32(refs[2])
    threat = ptr32(refs[3])
    dead = ptr8(refs[4])
    locked = ptr8(refs[5])
    kinds = ptr8(refs[6])
    through = ptr8(refs[7])
    starts = ptr16(refs[8])
    cells = ptr8(refs[9])
    values = ptr32(refs[10])
    full = flags & 1
    ours = flags & 2
    mine = flags >> 4
    gain_x = 0
    threat_x = 0
    for k in range(starts[x], starts[x + 1]):
        i = through[k]
        old = tally[i]
        new = old + step
        tally[i] = new
        if ours:
            kind = dead[i] * 72 + old
            kinds[kind] = kinds[kind] - 1
            kinds[kind + step] = kinds[kind + step] + 1
            if dead[i]:
                continue
        if not full:
            continue
        g = values[new]
        h = values[72 + new]
        gain_x += g
        threat_x += h
        g -= values[old]
        h -= values[72 + old]
        w = i * 6
        if h:
            for j in range(w, w + 5):
                y = cells[j]
                v = board[y]
                if v == 0:
                    gain[y] = gain[y] + g
                elif v != mine and v != 4 and locked[y] == 0:
                    threat[y] = threat[y] + h
        elif g:
            for j in range(w, w + 5):
                y = cells[j]
                if board[y] == 0:
                    gain[y] = gain[y] + g
    if full:
        if flags & 4:
            gain[x] = 0
            if flags & 8 and locked[x] == 0:
                threat[x] = threat_x
            else:
                threat[x] = 0
        else:
            gain[x] = gain_x
            threat[x] = 0
""",
    """
@micropython.viper
def root(refs, ours: int):
    code = ptr8(refs[0])
    tally = ptr8(refs[1])
    gain = ptr32(refs[2])
    threat = ptr32(refs[3])
    dead = ptr8(refs[4])
    locked = ptr8(refs[5])
    kinds = ptr8(refs[6])
    cells = ptr8(refs[9])
    values = ptr32(refs[10])
    for x in range(100):
        gain[x] = 0
        threat[x] = 0
    if ours:
        for k in range(288):
            kinds[k] = 0
    for i in range(192):
        w = i * 6
        a = cells[w]
        b = cells[w + 1]
        c = cells[w + 2]
        d = cells[w + 3]
        e = cells[w + 4]
        corner = cells[w + 5]
        total = code[a] + code[b] + code[c] + code[d] + code[e]
        own = total & 15
        opp = total >> 4
        tally[i] = corner * 36 + own * 6 + opp
        if ours:
            kind = dead[i] * 72 + corner * 36 + own * 6 + opp
            kinds[kind] = kinds[kind] + 1
            if dead[i]:
                continue
        if total == 0 or own == 5 or opp == 5:
            continue
        if opp == corner:
            add = values[144 + own]
        elif own == corner:
            add = values[149 + opp]
            if opp >= 2:
                more = values[154 + opp]
                for j in range(w, w + 5):
                    y = cells[j]
                    if code[y] == 16 and locked[y] == 0:
                        threat[y] = threat[y] + more
        else:
            continue
        for j in range(w, w + 5):
            y = cells[j]
            if code[y] == 0:
                gain[y] = gain[y] + add
""",
    """
@micropython.viper
def count(refs):
    board = ptr8(refs[0])
    tally = ptr8(refs[1])
    dead = ptr8(refs[2])
    kinds = ptr8(refs[3])
    ours = ptr8(refs[4])
    theirs = ptr8(refs[5])
    our_threes = ptr8(refs[6])
    their_threes = ptr8(refs[7])
    out = ptr32(refs[8])
    cells = ptr8(refs[9])
    lines = ptr8(refs[10])
    for x in range(100):
        our_threes[x] = 0
        their_threes[x] = 0
    for k in range(72, 72 + 3 * 36, 3):
        feature = lines[k]
        out[feature] = out[feature] + kinds[lines[k + 1] | lines[k + 2] << 8]
    our_end = -1
    their_end = -1
    for i in range(192):
        line = lines[tally[i]]
        if line == 0:
            continue
        if line <= 2:
            if dead[i] & 1:
                continue
        elif dead[i] & 2:
            continue
        w = i * 6
        if line == 2 or line == 4:
            x = cells[w + 4]
            for j in range(w, w + 4):
                if board[cells[j]] == 0:
                    x = cells[j]
                    break
            if line == 2:
                if ours[x]:
                    out[9] = out[9] + 1
                if our_end < 0:
                    our_end = x
                elif x != our_end:
                    out[11] = 1
            else:
                if theirs[x]:
                    out[10] = out[10] + 1
                if their_end < 0:
                    their_end = x
                elif x != their_end:
                    out[12] = 1
            continue
        for j in range(w, w + 5):
            y = cells[j]
            if board[y]:
                continue
            if line == 1:
                n = our_threes[y] + 1
                our_threes[y] = n
                if n == 2:
                    out[26] = out[26] + 1
                    if ours[y]:
                        out[27] = out[27] + 1
            else:
                n = their_threes[y] + 1
                their_threes[y] = n
                if n == 2:
                    out[28] = out[28] + 1
                    if theirs[y]:
                        out[29] = out[29] + 1
""",
    """
@micropython.viper
def top(values) -> int:
    scores = ptr32(values)
    best = 0
    at = 0
    for x in range(100):
        if scores[x] > best:
            best = scores[x]
            at = x
    return at
""",
)


def load(plain=False):
    """(change, root, top, count) compiled natively on the Pico, None elsewhere (or without
    a native emitter); plain: the same source as ordinary Python (for host tests of its logic)."""
    if plain:  # MicroPython's compiler rejects a micropython.viper it cannot compile: renamed
        space = {"_plain": _same, "ptr8": _same, "ptr16": _same, "ptr32": _same}
    elif sys.platform == "rp2":
        import micropython

        space = {"micropython": micropython}
    else:
        return None
    try:
        for source in SOURCES:
            exec(source.replace("@micropython.viper", "@_plain") if plain else source, space)
    except Exception:  # no native emitter in this build: the bot's Python does the work
        return None
    return space["change"], space["root"], space["top"], space["count"]


def _same(buffer):
    """What a pointer cast is in the plain source: the buffer itself."""
    return buffer
