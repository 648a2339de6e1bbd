# A learned value of a Sequence position for one side: a few counts of the board and the
# hands (features), weighed by a logistic regression fitted on the outcomes of played games
# (tools/bots/sequence_learn.py). The hard bot scores the end of its playouts with it.
import math
from array import array

from lysbord.bots.sequence import normal as greedy
from lysbord.compat import const
from lysbord.layout import _CELLS, JC, JD, JH, JS

# What each feature counts, from one side's point of view ("ours" against "theirs").
NAMES = (
    "bias",
    "our ones",  # live windows (none of their chips, not spoiled by a sequence) with 1..4 of our chips
    "our twos",
    "our threes",
    "our fours",
    "their ones",
    "their twos",
    "their threes",
    "their fours",
    "our fours we can finish",  # a hand of ours holds a card (or a wild jack) for the free cell
    "their fours they can finish",
    "our fork",  # live fours of ours ending on two different cells
    "their fork",
    "our sequences",
    "their sequences",
    "our wild jacks",
    "their wild jacks",
    "our one-eyed jacks",
    "their one-eyed jacks",
    "we move next",
    "we move next with a four we can finish",
    "they move next with a four they can finish",
    "our finishable fours, one sequence made",
    "their finishable fours, one sequence made",
    "our dead cards",
    "cards left to draw",
    "our fork cells",  # free cells of two live threes of ours: a chip there makes two fours
    "our fork cells we hold the card for",
    "their fork cells",
    "their fork cells they hold the card for",
)
COUNT = const(30)
_ONE = const(256)  # fixed point of the weights: 256 is a logit of 1

# Fitted by: .venv/bin/python tools/bots/sequence_learn.py --games 4000 --hard 400 --start 200000 --write
WEIGHTS = (
    -36,  # bias
    4,  # our ones
    7,  # our twos
    27,  # our threes
    64,  # our fours
    -4,  # their ones
    -7,  # their twos
    -27,  # their threes
    -64,  # their fours
    24,  # our fours we can finish
    -24,  # their fours they can finish
    23,  # our fork
    -23,  # their fork
    331,  # our sequences
    -332,  # their sequences
    54,  # our wild jacks
    -55,  # their wild jacks
    77,  # our one-eyed jacks
    -77,  # their one-eyed jacks
    68,  # we move next
    165,  # we move next with a four we can finish
    -164,  # they move next with a four they can finish
    372,  # our finishable fours, one sequence made
    -371,  # their finishable fours, one sequence made
    1,  # our dead cards
    0,  # cards left to draw
    -12,  # our fork cells
    27,  # our fork cells we hold the card for
    12,  # their fork cells
    -27,  # their fork cells they hold the card for
)

_NONE = bytes(100)
_START = (1,) + (0,) * (COUNT - 1)  # the bias, then counts from nothing
_START_INTS = array("i", _START)
_ALL = b"\x01" * 100
_WINDOW_COUNT = len(greedy._WINDOWS)


def _through():
    """For every cell, the indices of the windows through it (bytes)."""
    lists = [[] for _ in range(100)]
    for i in range(_WINDOW_COUNT):
        for x in greedy._WINDOWS[i][:5]:
            lists[x].append(i)
    return tuple(bytes(w) for w in lists)


THROUGH = _through()
del _through


def mark_dead(formed, team, dead):
    """Mark in dead (a bytearray, one per window) the windows that share two cells with a
    formed sequence ((owner, cells) as views list them): they can never become one.
    1: useless to team, 2: to the others."""
    dead[:] = bytes(_WINDOW_COUNT)
    for owner, cells in formed:
        mark = 1 if owner == team else 2
        for i in THROUGH[cells[0]] + THROUGH[cells[4]]:
            shared = 0
            for x in greedy._WINDOWS[i][:5]:
                if x in cells:
                    shared += 1
            if shared >= 2:
                dead[i] |= mark


# A window's tally for one side: corner * 36 + own * 6 + others' chips (a corner counts for
# both); a kind adds 72 times its dead mark (see mark_dead), so a window's kind is one of
# KINDS. The hard bot keeps a count of its windows per kind up to date move by move, and
# features reads the counts instead of visiting every window.
KINDS = const(288)


def _sums():
    """(feature, kind) pairs: every kind that adds one window to features 1-8 or to the
    sequences formed (13, 14), dead windows left out; then, per side, the tallies of its
    threes and fours (the windows features visits)."""
    sums = []
    ours = []
    theirs = []
    for kind in range(KINDS):
        mark = kind // 72
        corner = kind % 72 // 36
        own = kind % 36 // 6
        opp = kind % 6
        if opp == corner and own > corner and not mark & 1:
            sums.append((13 if own == 5 else own, kind))
            if (own == 3 or own == 4) and not mark:
                ours.append(kind)
        elif own == corner and opp > corner and not mark & 2:
            sums.append((14 if opp == 5 else 4 + opp, kind))
            if (opp == 3 or opp == 4) and not mark:
                theirs.append(kind)
    return tuple(sums), tuple(ours), tuple(theirs)


_SUMS, _OUR_LINES, _THEIR_LINES = _sums()
del _sums
_TALLY_BYTES = tuple(bytes((v,)) for v in range(72))  # what bytearray.find looks for


def tallies(code, tally, dead=None, kinds=None):
    """Fill tally (a bytearray per window) from code (codes for one side); with dead (see
    mark_dead), count the windows per kind into kinds (a bytearray of KINDS)."""
    windows = greedy._WINDOWS
    for i in range(_WINDOW_COUNT):
        a, b, c, d, e, corner = windows[i]
        total = code[a] + code[b] + code[c] + code[d] + code[e]
        tally[i] = corner * 36 + (total & 15) * 6 + (total >> 4)
    if dead is not None:
        kinds[:] = _NO_KINDS
        for i in range(_WINDOW_COUNT):
            kinds[dead[i] * 72 + tally[i]] += 1


_NO_KINDS = bytes(KINDS)


def features(code, hands, team, teams, dead, made, next_ours, draw_left, out, reach):
    """Fill out (a list of COUNT) with the features of the board for team: code is
    greedy.codes for team, hands the cards of every seat (theirs sampled in a playout), dead
    marks the windows a formed sequence spoiled (1 ours, 2 theirs), made the sequences each
    side had formed then (ours, theirs), next_ours whether team moves next, reach four
    bytearrays(100) of scratch. Returns out."""
    tally = bytearray(_WINDOW_COUNT)
    kinds = bytearray(KINDS)  # a count per kind: at most the 192 windows
    tallies(code, tally, dead, kinds)
    return counted(code, tally, kinds, dead, hands, team, teams, made, next_ours, draw_left, out, reach)


def counted(board, tally, kinds, dead, hands, team, teams, made, next_ours, draw_left, out, reach, native=None):
    """features from a side's window tallies and their count per kind (see tallies); board
    tells covered cells (non-zero) from free ones. native: (count, its arguments), features
    1-14 and 26-29 counted natively (the hard bot on the Pico), out then an array("i")."""
    ours, theirs, our_threes, their_threes = reach
    ours[:] = _NONE
    theirs[:] = _NONE
    if native is None:
        our_threes[:] = _NONE
        their_threes[:] = _NONE
        out[:] = _START
    else:
        out[:] = _START_INTS
    for s in range(len(hands)):
        own = s % teams == team
        marks = ours if own else theirs
        for card in hands[s]:
            if card == JD or card == JC:
                out[15 if own else 16] += 1
                marks[:] = _ALL  # a wild jack fills any free cell
            elif card == JH or card == JS:
                out[17 if own else 18] += 1
            else:
                a = _CELLS[card + card]
                b = _CELLS[card + card + 1]
                if own and board[a] and board[b]:
                    out[24] += 1
                marks[a] = 1
                marks[b] = 1
    if native is not None:
        native[0](native[1])  # as the sums and _lines below
    else:
        for feature, kind in _SUMS:
            out[feature] += kinds[kind]
        if out[3] or out[4]:
            _lines(board, tally, dead, kinds, _OUR_LINES, 1, our_threes, ours, out, 9, 26)
        if out[7] or out[8]:
            _lines(board, tally, dead, kinds, _THEIR_LINES, 2, their_threes, theirs, out, 10, 28)
    out[13] = min(2, made[0] + out[13])
    out[14] = min(2, made[1] + out[14])
    if next_ours:
        out[19] = 1
        out[20] = 1 if out[9] else 0
    else:
        out[21] = 1 if out[10] else 0
    out[22] = out[9] if out[13] == 1 else 0
    out[23] = out[10] if out[14] == 1 else 0
    out[25] = draw_left // 8
    return out


def _lines(board, tally, dead, kinds, lines, mark, threes, marks, out, finish, fork_cells):
    """One side's live threes and fours (lines: their tallies; mark: the dead mark that
    spoils them for the side), found with bytearray.find, which runs in C: the fork cells
    of the threes (out[fork_cells], and out[fork_cells + 1] for those a hand of the side can
    fill: a free cell of two threes), the fours it can finish (out[finish]) and a fork of
    fours ending on two cells (out[finish + 2]). The reference: the hard bot counts them
    natively (playout.count), on the Pico and elsewhere alike."""
    end = -1
    windows = greedy._WINDOWS
    for value in lines:
        left = kinds[value] + kinds[value + 72 * (3 - mark)]  # the live ones (see _sums)
        if not left:
            continue
        byte = _TALLY_BYTES[value]
        four = value % 36 // 6 == 4 or value % 6 == 4
        i = -1
        while left:
            i = tally.find(byte, i + 1)
            if dead[i] & mark:
                continue
            left -= 1
            cells = windows[i][:5]
            if four:
                x = _free(board, cells)
                if marks[x]:
                    out[finish] += 1
                if end < 0:
                    end = x
                elif x != end:
                    out[finish + 2] = 1
                continue
            for x in cells:
                if not board[x]:
                    count = threes[x] + 1
                    threes[x] = count
                    if count == 2:
                        out[fork_cells] += 1
                        if marks[x]:
                            out[fork_cells + 1] += 1


def _free(board, cells):
    """The free cell of a window one chip short."""
    for x in cells[:4]:
        if not board[x]:
            return x
    return cells[4]


def _chances():
    """The logistic curve in steps of 1/16 of a logit from -8 to 8, as a chance times 255."""
    return bytes(int(255 / (1 + math.exp((128 - i) / 16)) + 0.5) for i in range(257))


_CHANCE = _chances()
del _chances
WON = const(256)  # the value of a position a side has won: beyond every chance


def logit(feats, weights=WEIGHTS):
    """The position's logit of winning, times _ONE (integers only)."""
    total = 0
    for i in range(COUNT):
        total += weights[i] * feats[i]
    return total


def _written(f):
    """logit() with WEIGHTS written out: no loop at the end of every playout (checked
    against WEIGHTS below: a refit that changes them leaves chance() on logit())."""
    return (
        -36 * f[0]
        + 4 * f[1]
        + 7 * f[2]
        + 27 * f[3]
        + 64 * f[4]
        - 4 * f[5]
        - 7 * f[6]
        - 27 * f[7]
        - 64 * f[8]
        + 24 * f[9]
        - 24 * f[10]
        + 23 * f[11]
        - 23 * f[12]
        + 331 * f[13]
        - 332 * f[14]
        + 54 * f[15]
        - 55 * f[16]
        + 77 * f[17]
        - 77 * f[18]
        + 68 * f[19]
        + 165 * f[20]
        - 164 * f[21]
        + 372 * f[22]
        - 371 * f[23]
        + f[24]
        - 12 * f[26]
        + 27 * f[27]
        + 12 * f[28]
        - 27 * f[29]
    )


def _matches():
    unit = [0] * COUNT
    for i in range(COUNT):
        unit[i] = 1
        if _written(unit) != WEIGHTS[i]:
            return False
        unit[i] = 0
    return True


_WRITTEN = _matches()
del _matches


def chance(feats, to_win, weights=WEIGHTS):
    """Our chance of winning, times 255 (0..255; WON or -1 - WON once a side has to_win sequences)."""
    if feats[13] >= to_win:
        return WON
    if feats[14] >= to_win:
        return -1 - WON
    total = _written(feats) if weights is WEIGHTS and _WRITTEN else logit(feats, weights)
    index = (total >> 4) + 128
    return _CHANCE[0 if index < 0 else 256 if index > 256 else index]
