# Random self-play of a Sequence game (issue 13): a search's playouts, the self-play bench.
# The same game as play(legal[rng.below(len(legal))]) in a loop, move for move. The common
# turn, a hand without jacks placing a chip, is played here off tables kept up to date chip
# by chip; every other turn goes through the rules' legal_moves() and _apply().
# Imported on the first playout (about 9.5 KB of MicroPython heap with its tables): a
# search's heap, not the rules'.
from lysbord.compat import const
from lysbord.games.sequence.moves import EXCHANGE, PLACE, REMOVE
from lysbord.games.sequence.state import _TEAM_OF_BIT
from lysbord.layout import _CELLS, CORNER, JC, JD, LAYOUT, runs

_NO = const(255)  # an empty hand slot
_EMPTY_KEY = const(208)  # the key of an empty hand slot: no moves
_FIVE = b"\x01\x01\x01\x01\x01"
_CHIP_BYTES = (b"\x01", b"\x02")  # a chip of team 0, 1 on the board, for find()
_CARDS = bytes(range(52))  # a card as bytes for find(), sliced: no tuple to build
_PLAIN = bytes(c < 52 and c % 13 != 10 for c in range(256))  # 1 for a card but a jack


def _tables():
    # _MOVES[card * 4 + free]: a card's moves when free says which of its two cells are free
    # (2: the first, 1: the second); none free: the dead card's exchange.
    moves = []
    for card in range(52):
        a = _CELLS[2 * card]
        b = _CELLS[2 * card + 1]
        tag = card << 7
        if a == _NO:
            moves += [None] * 4  # a jack: its moves are the board's (see playout)
        else:
            moves += [(EXCHANGE << 13 | tag,), (tag | b,), (tag | a,), (tag | a, tag | b)]
    moves.append(())  # _EMPTY_KEY
    # After an exchange in the turn: the same without the dead cards' exchanges.
    after = [() if m and m[0] >> 13 == EXCHANGE else m for m in moves]
    # The keys of an empty board (every cell free), and _BIT[cell]: the bit of its card's
    # key that says the cell is free.
    keys = bytearray(256)
    for card in range(52):
        keys[card] = card * 4 + 3
    keys[_NO] = _EMPTY_KEY
    bit = bytearray(100)
    for cell in range(100):
        card = LAYOUT[cell]
        if card != CORNER:
            bit[cell] = 2 if _CELLS[2 * card] == cell else 1
    # For each direction (STEPS), a cell's place on a strip holding the board's lines in
    # that direction one after the other, each followed by an empty place: a five through
    # the cell is a five in the nine places around it. Then the strip of an empty board
    # (its corners: 1, as they count for every team).
    places = []
    for d in range(4):
        lines = {}
        for cell in range(100):
            row, col = divmod(cell, 10)
            line = (row, col, row - col, row + col)[d]
            lines[line] = lines.get(line, []) + [cell]
        place = bytearray(100)
        at = 4  # room for the places around the first cell
        for line in sorted(lines):
            for cell in lines[line]:
                place[cell] = at
                at += 1
            at += 1
        strip = bytearray(at + 4)
        for corner in (0, 9, 90, 99):
            strip[place[corner]] = 1
        places += [bytes(place), bytes(strip)]
    return (tuple(moves), tuple(after), bytes(keys), bytes(bit)) + tuple(places)


_MOVES, _AFTER_EXCHANGE, _KEYS, _BIT, _ROW, _ROWS, _COL, _COLS, _DOWN, _DOWNS, _UP, _UPS = _tables()
del _tables


def _jack_moves(game, held, key, team, table):
    """The legal moves of a hand with a jack (held: its cards, sorted) in the rules' order, but
    one jack's moves (a free cell each, or with two teams and nothing locked an opponent chip
    each: most of the list) counted, not listed. Returns (moves, where the jack's would start,
    how many, their tag, the byte on their cells): playout finds the one it draws."""
    board = game._board
    moves = []
    begin = count = tag = byte = 0
    uncounted = True  # no jack's moves counted yet
    last = _NO
    for card in held:
        if card == last:
            continue
        last = card
        some = table[key[card]]
        if some is not None:  # not a jack
            moves += some
        elif card == JD or card == JC:
            if uncounted:
                uncounted = False
                begin, count, tag, byte = len(moves), game._empty, card << 7, b"\x00"
            else:
                moves += [card << 7 | x for x in range(1, 99) if not board[x]]
        elif uncounted and game.teams == 2 and (game.advanced or not game._seqs):  # a one-eyed jack
            uncounted = False
            byte = _CHIP_BYTES[1 - team]
            begin, count, tag = len(moves), board.count(byte), REMOVE << 13 | card << 7
        else:
            moves += game._removable(team, REMOVE << 13 | card << 7)
    return moves, begin, count, tag, byte


def playout(game, rng, limit):
    """Random legal moves until the game ends or limit moves are made; returns how many."""
    if not game.virtual:  # referee mode: no hands, the rules' moves
        count = 0
        while count < limit and not game.over:
            legal = game.legal_moves()
            game._apply(legal[rng.below(len(legal))])
            count += 1
        return count
    board = game._board
    hands = game._hands
    shown = game._shown
    chips = game._chips
    out = game._out
    size = game.hand_size
    teams = game.teams
    players = game.players
    row, col, down, up = _ROW, _COL, _DOWN, _UP
    # key[card]: card * 4 + which of its cells are free (_MOVES).
    key = bytearray(_KEYS)
    # strips[team]: a 1 on each strip (see _tables) where team's chips and the corners are.
    strips = [(bytearray(_ROWS), bytearray(_COLS), bytearray(_DOWNS), bytearray(_UPS)) for _ in range(teams)]
    if game._empty < 96:  # chips on the board already
        for cell in range(100):
            chip = board[cell]
            if chip and chip != 7:
                key[LAYOUT[cell]] -= _BIT[cell]
                rows, cols, downs, ups = strips[_TEAM_OF_BIT[chip]]
                rows[row[cell]] = cols[col[cell]] = downs[down[cell]] = ups[up[cell]] = 1
    x = rng.state
    count = 0
    if game.over:
        limit = 0
    while count < limit:  # game.over is read where it may have changed
        turn = game.turn
        team = turn % teams
        start = turn * size
        hand = hands[start : start + size]
        held = sorted(hand)
        lazy = 0  # moves of a jack's left out of the list: see _jack_moves
        if game._pending:
            moves = game.legal_moves()  # the rules' list: a penalty's discards
        else:
            table = _AFTER_EXCHANGE if game._exchanged else _MOVES
            # Most turns: the table's moves for each card once, in card order. A jack's entry
            # is None: += fails, and _jack_moves lists the hand (one turn in seven).
            moves = []
            last = _NO
            try:
                for card in held:
                    if card != last:
                        last = card
                        moves += table[key[card]]
            except TypeError:
                moves, begin, lazy, tag, byte = _jack_moves(game, held, key, team, table)
        n = len(moves) + lazy
        if not n:  # after an exchange, nothing playable even so: the turn passes (_exchange)
            game._advance()
            if game.over:
                break
            continue
        count += 1
        while True:  # rng.below(n) inlined; its bound is above 2**32 - 256 for n <= 256
            x ^= (x << 13) & 0xFFFFFFFF
            x ^= x >> 17
            x ^= (x << 5) & 0xFFFFFFFF
            if x < 0xFFFFFF00 and n <= 256 or x < (0x100000000 // n) * n:
                break
        at = x % n
        if not lazy:
            move = moves[at]
        elif at < begin:
            move = moves[at]
        elif at < begin + lazy:  # the jack on the (at - begin)th cell holding byte
            at -= begin
            cell = 0
            count_at = board.count(byte, 0, 10)
            while at >= count_at:  # row by row to the row holding it, then cell by cell
                at -= count_at
                cell += 10
                count_at = board.count(byte, cell, cell + 10)
            cell = board.find(byte, cell)
            for _ in range(at):
                cell = board.find(byte, cell + 1)
            move = tag | cell
        else:
            move = moves[at - lazy]
        cell = move & 127
        kind = move >> 13
        if kind == PLACE:  # as _apply places a chip (the move is legal: nothing to check)
            board[cell] = 1 << team
            shown[cell] = team + 1
            chips[cell >> 2] |= (team + 1) << ((cell & 3) << 1)
            game._empty -= 1
            key[LAYOUT[cell]] -= _BIT[cell]
            rows, cols, downs, ups = strips[team]
            a = row[cell]
            b = col[cell]
            c = down[cell]
            d = up[cell]
            rows[a] = cols[b] = downs[c] = ups[d] = 1
            # A five through the cell on one of its lines needs two of the team's chips beside
            # it there (both before, both after, or one each side): most chips have not, and
            # skip find(). runs() and _detect() then say which five formed.
            if (
                (rows[a - 1] and (rows[a - 2] or rows[a + 1]) or rows[a + 1] and rows[a + 2])
                and rows.find(_FIVE, a - 4, a + 5) >= 0
                or (cols[b - 1] and (cols[b - 2] or cols[b + 1]) or cols[b + 1] and cols[b + 2])
                and cols.find(_FIVE, b - 4, b + 5) >= 0
                or (downs[c - 1] and (downs[c - 2] or downs[c + 1]) or downs[c + 1] and downs[c + 2])
                and downs.find(_FIVE, c - 4, c + 5) >= 0
                or (ups[d - 1] and (ups[d - 2] or ups[d + 1]) or ups[d + 1] and ups[d + 2])
                and ups.find(_FIVE, d - 4, d + 5) >= 0
            ):
                runs(board, cell, 1 << team, out)
                game._detect(cell, team)
        elif kind == REMOVE:
            game._take(cell)
            key[LAYOUT[cell]] += _BIT[cell]
            for rows, cols, downs, ups in strips:
                rows[row[cell]] = cols[col[cell]] = downs[down[cell]] = ups[up[cell]] = 0
        elif kind == EXCHANGE:  # as _exchange: the dead card for the next of the draw pile
            card = move >> 7 & 63
            slot = start + hand.find(_CARDS[card : card + 1])
            game._replace(slot, card)
            game._exchanged = True
            continue  # the turn goes on: its moves are listed next (none: see above)
        else:  # a penalty's discard: the rules play it
            game._apply(move)
            if game.over:
                break
            continue
        card = move >> 7 & 63
        game._replace(start + hand.find(_CARDS[card : card + 1]), card)
        if game.over:
            break
        # The next seat plays unless its first card is a jack (or the board is full): _advance.
        seat = turn + 1
        if seat == players:
            seat = 0
        if _PLAIN[hands[seat * size]] and game._empty:
            game.turn = seat
            game._exchanged = False
        else:
            game._advance()
            if game.over:
                break
    if game._exchanged and not game.over and not game.legal_moves():
        game._advance()  # the last move an exchange, and nothing playable even so (as above)
    rng.state = x
    return count
