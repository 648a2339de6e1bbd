# 7'er kabal's moves as ints: kinds, names ("t3-t5", "w-f", "f2-t6", "up 4", "draw", "give up"),
# parsing, and the readable reason a move is refused.
from lysbord.cards import name as card_name
from lysbord.compat import const
from lysbord.i18n import _

# A move is kind << 8 | a << 4 | b. Columns are 0..6 (named t1..t7), foundations 0..3 are the
# suits S H D C (named f1..f4), "w" is the usable (top) card of the drawn group.
TABLEAU = const(1)  # column a -> column b: the run of a whose base fits on b (unique when it exists)
T_FOUND = const(2)  # exposed card of column a -> its foundation
W_TABLEAU = const(3)  # group's usable card -> column b
W_FOUND = const(4)  # group's usable card -> its foundation
F_TABLEAU = const(5)  # top of foundation a -> column b
TURN_UP = const(6)  # turn up the exposed face-down card of column a
DRAW = const(0x700)  # the unused group to the stock's bottom, then the next three
GIVE_UP = const(0x800)  # ends the game, lost

RANK = bytes(c % 13 for c in range(52))  # 0 = ace .. 12 = king
RED = bytes(1 if 13 <= c < 39 else 0 for c in range(52))
_SUITS = "shdc"


def cycle_draws(count):
    """Draws that show every card a stock and group of count cards can bring to the top.

    Each draw turns the ring (stock, then group) by the cards it takes: by three, or by what
    is left of the stock (one or two, only with fewer than six cards, or once)."""
    if count <= 3:
        return min(count, 2)
    return count // 3 if count % 3 == 0 else count


def move_name(move):
    """Short text for a move: t3-t5, t2-f, w-t4, w-f, f1-t6, up 4, draw, give up."""
    kind, a, b = move >> 8, (move >> 4 & 15) + 1, (move & 15) + 1
    if move == DRAW:
        return "draw"
    if move == GIVE_UP:
        return "give up"
    if kind == TABLEAU:
        return "t%d-t%d" % (a, b)
    if kind == T_FOUND:
        return "t%d-f" % a
    if kind == W_TABLEAU:
        return "w-t%d" % b
    if kind == W_FOUND:
        return "w-f"
    if kind == F_TABLEAU:
        return "f%d-t%d" % (a, b)
    if kind == TURN_UP:
        return "up %d" % a
    raise ValueError("expected a 7'er kabal move, got number %r" % (move,))


def _place(word, what):
    """('t', column 0..6), ('f', suit 0..3 or -1), ('w', 0) from a word like t3, f2, fh, f, w."""
    head, tail = word[:1], word[1:]
    if head == "w" and not tail:
        return head, 0
    if head == "f" and not tail:
        return head, -1
    if head == "f" and len(tail) == 1 and tail in _SUITS:
        return head, _SUITS.index(tail)
    if head in "tf" and head and tail.isdigit() and 1 <= int(tail) <= (7 if head == "t" else 4):
        return head, int(tail) - 1
    raise ValueError(_("expected %s like t3, w, f or f2, got %r") % (what, word))


def parse_move(text):
    """The move named by text (as move_name writes it; spaces and case do not matter)."""
    word = text.strip().lower()
    if word in ("draw", "d"):
        return DRAW
    if word in ("give up", "giveup", "resign"):
        return GIVE_UP
    for head in ("up", "u"):  # "up 4", "up4", "u4"
        tail = word[len(head) :].strip()
        if word[: len(head)] == head and tail.isdigit() and 1 <= int(tail) <= 7:
            return TURN_UP << 8 | (int(tail) - 1) << 4
    word = word.replace(" ", "")
    parts = word.split("-")
    if len(parts) == 1:  # without the dash: t3t5, t2f, wf, f1t6
        for i in range(1, len(word)):
            if word[i] in "tfw":
                parts = [word[:i], word[i:]]
                break
    if len(parts) != 2:
        raise ValueError(_("expected a move like t3-t5, t2-f, w-t4, w-f, f1-t6, up 4, draw; got %r") % (text,))
    src, a = _place(parts[0], _("a source"))
    dst, b = _place(parts[1], _("a destination"))
    if src == "f" and a < 0:
        raise ValueError(_("expected a numbered foundation like f2, got %r") % (parts[0],))
    if dst == "w" or (dst == "f" and src == "f"):
        raise ValueError(_("expected a column or a foundation as destination, got %r") % (parts[1],))
    if dst == "f":
        return (T_FOUND << 8 | a << 4) if src == "t" else W_FOUND << 8
    kind = TABLEAU if src == "t" else W_TABLEAU if src == "w" else F_TABLEAU
    return kind << 8 | a << 4 | b


def why_not(game, move):
    """Why move is not legal now (readable text), or None when it is."""
    if game.result:
        return _("the game is over")
    kind, a, b = move >> 8, move >> 4 & 15, move & 15
    if move == GIVE_UP:
        return None
    if move == DRAW:
        if not (game.stock or game.group):
            return _("the stock is empty")
        if game.stuck_only and game.progress_moves([]):
            return _("draw only when stuck: %s can still be played") % move_name(game.progress_moves([])[0])
        return None
    if kind in (TURN_UP, T_FOUND, TABLEAU) and a < 7 and (b < 7 if kind == TABLEAU else b == 0):
        col = game.cols[a]
        if not col:
            return _("column %d is empty") % (a + 1)
        if kind == TURN_UP:
            return _("column %d's last card is already face up") % (a + 1) if game.down[a] < len(col) else None
        if game.down[a] == len(col):
            return _("column %d's last card is face down: turn it up first") % (a + 1)
        if kind == T_FOUND:
            return None if game.found[col[-1] // 13] == RANK[col[-1]] else _not_next(col[-1])
        if a == b:
            return _("a column cannot move onto itself")
        if game._run_start(a, b) >= 0:
            return None
        if not game.cols[b]:
            return _("only a king (with the cards on it) may move into an empty column")
        return _("no face-up card of column %d fits on column %d") % (a + 1, b + 1)
    if kind in (W_TABLEAU, W_FOUND) and a == 0 and (b < 7 if kind == W_TABLEAU else b == 0):
        if not game.group:
            return _("no usable card: draw first")
        card = game.group[-1]
        if kind == W_FOUND:
            return None if game.found[card // 13] == RANK[card] else _not_next(card)
        return None if game._fits(card, b) else _no_fit(game, card, b)
    if kind == F_TABLEAU and a < 4 and b < 7:
        if not game.found[a]:
            return _("foundation %d is empty") % (a + 1)
        card = a * 13 + game.found[a] - 1
        return None if game._fits(card, b) else _no_fit(game, card, b)
    return _("expected a move like t3-t5, t2-f, w-t4, w-f, f1-t6, up 4, draw; got number %d") % move


def _not_next(card):
    return _("%s cannot go on its foundation yet") % card_name(card)


def _no_fit(game, card, col):
    if not game.cols[col]:
        return _("only a king may move into an empty column, not %s") % card_name(card)
    return _("%s does not fit on column %d") % (card_name(card), col + 1)
