# 7'er kabal: a dead-position test for the solver. A relaxation of the rules (timing, places and
# the stock's order ignored) in which a card can go up only when real play might let it: when
# some card cannot go up even there, no line of real play wins (the position is dead).
from lysbord.compat import const
from lysbord.games.kabal.moves import RANK, RED

_NOWHERE = const(255)  # not in a column: on a foundation, in the stock or in the group


def finish(steps):
    """Run a generator of slices (passes, the solver's searches) to its end; what it returns."""
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value


def dead(game):
    """True when no line of play from game's position wins; False says nothing (see passes)."""
    return finish(passes(game))


def passes(game):
    """dead(game) a pass at a time: a generator that yields after its tables and after each pass
    over the cards and returns the answer (a search on the Pico runs it in the board's loop, a slice a pass).
    True when no line of play from game's position wins; False says nothing (a sound relaxation).

    A least fixpoint of two monotone facts about the cards, from the position:
    - up: the card can reach its foundation. It needs the card below it in its suit up, and to be
      reachable: in the stock or group (every stock card counted reachable), or in a column with
      every card above it able to leave.
    - leave: a column card can leave its place once nothing lies on it. It can when the card below
      it in its suit can go up (it goes up after); when it is a king and another column can be
      emptied (every card of it can leave; an empty column counts); when one of its two parents
      (other colour, one rank higher) can be a column's top at some time: in a column with every
      card above it able to leave (in the card's own column only above it, and then the parent
      must leave too), or out of the columns (stock, group, foundation) with a parent of its own
      that can be a column's top (for a king: a column that can be emptied); or when it lies face
      up on a valid run on a face-up card that can leave (it goes with that card).
    Why it is sound: take any winning line and, in the order it plays them, each card's first
    leaving of its place and each card's going up. Each is allowed by the rules above from events
    earlier in the line (a card going up is the top of a column or the group, its lower suit card
    already up; a run's base moves onto a parent that is a column's top then, or a king to a
    column emptied before; a card comes out of the stock or down from a foundation only onto such
    a parent; a card under a run cannot be face down, as a card is turned up only when nothing
    lies on it), so every card of a won game is up in the fixpoint. Only when one is not: dead.
    Its cost is a few passes over the columns' blocking cards (the solver runs it at every node)."""
    cols, down = game.cols, game.down
    height = bytearray(game.found)  # height[suit]: cards of the suit that can go up, in order
    place = bytearray(b"\xff" * 52)  # a column card's column * 32 + index; _NOWHERE elsewhere
    for c in range(7):
        col = cols[c]
        for i in range(len(col)):
            place[col[i]] = c << 5 | i
    # free[c]: every card of column c from this index up can leave (so the one below it is reachable)
    free = bytearray(len(col) for col in cols)
    # the cards in the stock, group or on a foundation but kings, highest first: each can come to a
    # column's top only onto a parent that can be one (the kings, to an empty column)
    loose = [card for card in _HIGH_FIRST if place[card] == _NOWHERE]
    top = bytearray(52)
    rank_of, red_of, parents, leaves = RANK, RED, _PARENTS, _leaves
    yield  # the tables above, then each pass: a slice each
    changed = True
    while changed:
        changed = False
        done = 0
        empties = 0  # columns that can be emptied (a king needs one)
        for k in free:
            if not k:
                empties += 1
        # a loose card (not a king) can come to a column's top onto a parent that can be one (a
        # higher card: top holds the loose ones already; a king, when a column can empty); written
        # out here, not called: it runs for every loose card in every pass
        for card in loose:
            if top[card]:
                continue
            for parent in parents[card]:
                where = place[parent]
                if where == _NOWHERE:
                    if top[parent] if rank_of[parent] < 12 else empties:
                        top[card] = 1
                        break
                elif (where & 31) + 1 >= free[where >> 5]:
                    top[card] = 1
                    break
        for suit in range(4):
            h = height[suit]
            while h < 13:
                where = place[suit * 13 + h]
                if where != _NOWHERE and (where & 31) + 1 < free[where >> 5]:
                    break
                h += 1
            if h != height[suit]:
                height[suit] = h
                changed = True
            if h == 13:
                done += 1
        if done == 4:
            return False
        for c in range(7):
            col = cols[c]
            k = free[c]
            while k:
                # the card at k-1 leaves on its own, or on a face-up run with a card under it that does
                i = k - 1
                while not leaves(col[i], c, i, height, place, free, top, empties):
                    card = col[i]
                    if i <= down[c] or rank_of[col[i - 1]] != rank_of[card] + 1 or red_of[col[i - 1]] == red_of[card]:
                        i = -1
                        break
                    i -= 1
                if i < 0:
                    break
                k = i
            if k != free[c]:
                free[c] = k
                changed = True
        yield
    return True


def _parents(card):
    """The two cards card may lie on: the black ones one rank higher for a red card, else the red."""
    rank = RANK[card]
    return (rank + 1, 40 + rank) if RED[card] else (14 + rank, 27 + rank)


_HIGH_FIRST = tuple(suit * 13 + rank for rank in range(11, -1, -1) for suit in range(4))
_PARENTS = tuple(_parents(card) if RANK[card] < 12 else () for card in range(52))


def _leaves(card, c, i, height, place, free, top, empties):
    """True when card (at index i of column c) can leave its place once nothing lies on it."""
    rank = RANK[card]
    if rank == 0 or rank <= height[card // 13]:
        return True
    others = empties if free[c] else empties - 1  # columns but this one that can be emptied
    if rank == 12:
        return others > 0  # to an empty column: another column must empty first
    for parent in _PARENTS[card]:
        where = place[parent]
        if where == _NOWHERE:
            if top[parent] if rank < 11 else others > 0:
                return True  # from the stock, group or a foundation it can come to a column's top
            continue
        j = where & 31
        if where >> 5 != c:
            if j + 1 >= free[where >> 5]:
                return True
        elif j > i and j >= free[c]:
            return True
    return False
