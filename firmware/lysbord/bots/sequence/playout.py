# The hard Sequence bot's inner loops (bots/sequence/hard.py): on the Pico native code built
# from this source (lysbord/viper.py), elsewhere, and on a Pico whose heap has no room for
# the native code, this module as it is: the same scores.
# change(): a chip placed on (or taken off) a cell, for one team: its window tallies and (if
# read later) its greedy scores follow window by window (a playout spent half its time here).
# refs: the team's (board, tally, gains, threats, dead, locked, kinds, through, starts,
# cells, values), see hard._loop_tables; flags: 1 its scores are read later, 2 ours (our
# windows' kinds follow, our scores skip spoiled windows), 4 placing, 8 another team's chip,
# and the team's chip (1 + team) from bit 4 on. Four arguments at most: viper's limit.
# root(): a team's tallies and greedy scores of a whole board (greedy.fill; ours skip the
# windows our sequences spoiled) and our windows' kinds (value.tallies), code (greedy.codes)
# first in refs. top(): the first cell of the highest of 100 scores (none below 0), for a
# jack in hard._best. count(): the window sums and the threes and fours of value.counted,
# refs as hard._root_scores makes them. Each function opens refs itself (alike in shape): viper
# takes four arguments at most, and a call from one to another would box every value.
from lysbord.viper import ptr8, ptr16, ptr32, viper


@viper
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


@viper
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


@viper
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


@viper
def top(values) -> int:
    scores = ptr32(values)
    best = 0
    at = 0
    for x in range(100):
        if scores[x] > best:
            best = scores[x]
            at = x
    return at
