# Sequence rules (docs/rules/sequence.md): 2-12 players in 2 or 3 teams, jacks,
# dead cards, exact sequence counting, a virtual deck or a referee for physical cards.
#
# Silent-play penalty (virtual deck): the referee's button plays penalty(team) with
# play() at any moment of a running game; it is not one of legal_moves() (those belong
# to the seat to move), penalty_moves() lists the ones accepted now. Then each member
# of that team holding cards is to move in seat order, and their only legal moves are
# discard(card) ("pay QS"); after the last one the interrupted seat plays on (its
# exchange of the turn still counted). view()["paying"] is True meanwhile.
# Leaves first: each module below finds what it imports already loaded, so no import runs
# inside another's. On the chip every level of imports nested in imports costs about 600 B
# of its 8 KB C stack, and a game is loaded deep in the app (docs/pico.md); sorted by
# name, deck would come before the state it imports, and state before layout.
# isort: off
from lysbord import cards
from lysbord.compat import const
from lysbord.i18n import _
from lysbord.rng import Rng
from lysbord.layout import (  # noqa: F401  (re-exported for the app)
    _CELLS,
    CORNER,
    JC,
    JD,
    JH,
    JS,
    LAYOUT,
    REACH,
    STEPS,
    card_at,
    cells_of,
    is_corner,
    is_jack,
    is_one_eyed,
    is_two_eyed,
    line_id,
    runs,
    window,
)
from lysbord.games import base  # noqa: F401  (state's)
from lysbord.games.sequence.moves import (  # noqa: F401
    DISCARD,
    EXCHANGE,
    HAND_SIZES,
    PENALTY,
    PLACE,
    PLAYERS,
    REMOVE,
    TEAM_NAMES,
    cell_name,
    discard,
    exchange,
    move_card,
    move_cell,
    move_kind,
    move_name,
    parse_cell,
    parse_move,
    penalty,
    place,
    remove,
)
from lysbord.games.sequence import state  # noqa: F401  (deck's)
from lysbord.games.sequence.deck import Cards, _shuffle

# isort: on

_NO = const(255)  # an empty hand slot
_CHIP_BYTES = (b"\x01", b"\x02", b"\x04")  # a chip of team 0, 1, 2 on the board, for find()


def new_game(players, seed, teams=None, virtual=True, advanced=False, to_win=None):
    """A fresh game; ValueError names the valid player counts, teams or to_win."""
    return Sequence(players, seed, teams, virtual, advanced, to_win)


class Sequence(Cards):
    """A game of Sequence: the board, the teams' sequences, and (virtual) the cards."""

    GAME_ID = 1
    VERSION = 1
    RNG = "_rng"  # a secret deal keeps its whole state in a save (games/base.py)

    def __init__(self, players, seed, teams=None, virtual=True, advanced=False, to_win=None):
        if players not in PLAYERS:
            raise ValueError("expected 2, 3, 4, 6, 8, 9, 10 or 12 players, got %r" % (players,))
        if not teams:  # None or 0: the usual teams for the player count
            teams = 3 if players in (3, 9) else 2
        if teams not in (2, 3) or players % teams:
            raise ValueError("expected 2 or 3 equal teams for %d players, got %r" % (players, teams))
        if not to_win:  # None or 0: the rule's default
            to_win = 2 if teams == 2 else 1
        if not isinstance(to_win, int) or not 1 <= to_win <= 4:
            raise ValueError("expected to_win 1-4 sequences, got %r" % (to_win,))
        self._setup(players, teams, bool(virtual), bool(advanced), to_win)
        self._rng = Rng(seed)
        if self.virtual:
            pile = self._pile
            pile[:] = bytes(range(52)) * 2  # cards.deck(2) in one step: two ordered decks
            _shuffle(self._rng, pile, 0, 104)
            self._draw = 104
            hands = self._hands
            size = self.hand_size
            for i in range(size):
                for seat in range(players):
                    self._draw -= 1
                    hands[seat * size + i] = pile[self._draw]
        self.turn = players - 1
        self._advance()
        self._begin()

    # --- moves ---------------------------------------------------------------
    def legal_moves(self):
        """Every move the seat to move may make (penalty moves: penalty_moves())."""
        if self.over:
            return []
        if not self.virtual:
            return self._referee_moves()
        size = self.hand_size
        start = self.turn * size
        held = sorted(self._hands[start : start + size])  # in card order, empty slots (_NO) last
        if self._pending:
            return [DISCARD << 13 | card << 7 for card in sorted(set(held)) if card != _NO]
        board = self._board
        at = _CELLS
        moves = []
        add = moves.append
        last = _NO
        for card in held:
            if card == last:
                continue  # each card once (a sorted list: without building a set)
            if card == _NO:
                break
            last = card
            a = at[card + card]
            tag = card << 7
            if a != _NO:  # a card's open cells are read off the board: nothing to keep up to date
                b = at[card + card + 1]
                if not board[a]:
                    add(tag | a)
                    if not board[b]:
                        add(tag | b)
                elif not board[b]:
                    add(tag | b)
                elif not self._exchanged:
                    add(EXCHANGE << 13 | tag)  # a dead card
            elif card == JD or card == JC:  # two-eyed: anywhere free (read off the board, as above)
                moves += [tag | x for x in range(1, 99) if not board[x]]
            else:  # one-eyed: an opponent chip
                moves += self._removable(self.turn % self.teams, REMOVE << 13 | tag)
        return moves

    def _referee_moves(self):
        board = self._board
        free = [x for x in range(1, 99) if not board[x]]
        moves = [LAYOUT[x] << 7 | x for x in free]
        for jack in (JD, JC):
            moves += [jack << 7 | x for x in free]
        for jack in (JH, JS):
            moves += self._removable(self.turn % self.teams, REMOVE << 13 | jack << 7)
        return moves

    def _apply(self, move):
        # Every play comes here: locals and inlined steps keep the common placement quick.
        if self.over:
            raise ValueError(_("the game is over"))
        kind = move >> 13
        card = move >> 7 & 63
        cell = move & 127
        if kind == PENALTY:
            self._penalize(move)
            return
        if card >= 52:
            raise ValueError(_("expected a card 0-51, got %d") % card)
        if self._pending and kind != DISCARD:
            raise ValueError(_("team %s is paying a penalty: discard a card (pay XX)") % TEAM_NAMES[self.team_to_move])
        if kind == DISCARD:
            self._pay(card, cell)
            return
        slot = -1
        if self.virtual:
            hands = self._hands
            start = self.turn * self.hand_size
            slot = hands.find(bytes((card,)), start, start + self.hand_size)
            if slot < 0:
                raise ValueError(_("%s is not in your hand") % cards.name(card))
        if kind == EXCHANGE:
            self._exchange(card, cell, slot)
            return
        if cell >= 100:
            raise ValueError(_("expected a cell 0-99, got %d") % cell)
        board = self._board
        team = self.turn % self.teams
        if kind == PLACE:
            if card == JH or card == JS:
                name = cards.name(card)
                raise ValueError(_("%s is a one-eyed jack: it removes a chip (%s-cell)") % (name, name))
            if board[cell]:
                said = _("cell %d is a free corner") if board[cell] == 7 else _("cell %d is covered")
                raise ValueError(said % cell)
            if LAYOUT[cell] != card and card != JD and card != JC:  # most plays: the printed card
                raise ValueError(
                    _("%s is not on cell %d (its cells: %d, %d)") % ((cards.name(card), cell) + cells_of(card))
                )
            board[cell] = 1 << team
            self._shown[cell] = team + 1
            self._chips[cell >> 2] |= (team + 1) << ((cell & 3) << 1)
            self._empty -= 1
            if runs(board, cell, 1 << team, self._out) >= 5:  # most chips complete nothing
                self._detect(cell, team)
        elif kind == REMOVE:
            if card != JH and card != JS:
                raise ValueError(_("expected a one-eyed jack (JH, JS) to remove a chip, got %s") % cards.name(card))
            chip = board[cell]
            if not chip or chip == 7 or chip == 1 << team:
                raise ValueError(_("cell %d holds no opponent chip") % cell)
            if self._locked[cell] and not self.advanced:
                raise ValueError(_("cell %d is part of a completed sequence") % cell)
            self._take(cell)
        else:
            raise ValueError(_("expected a place, remove, exchange or pay move, got kind %d") % kind)
        if slot >= 0:
            self._replace(slot, card)
        if not self.over:
            self._advance()

    def playout(self, rng, limit=1000):
        """Random legal moves until the game ends or limit moves are made; returns how many.
        The same game as play(legal[rng.below(len(legal))]) in a loop, without the undo
        history (a search's playout, random self-play): the history restarts after it."""
        from lysbord.games.sequence.playout import playout  # a search's tables: the first playout loads them

        count = playout(self, rng, limit)
        self._begin()
        return count

    def _slot(self, card):
        # Where the seat to move holds card, or ValueError.
        size = self.hand_size
        start = self.turn * size
        slot = self._hands.find(bytes((card,)), start, start + size)
        if slot >= 0:
            return slot
        raise ValueError(_("%s is not in your hand") % cards.name(card))

    def _advance(self):
        # Pass the turn to the next seat that can move (exchange still unused); a draw if
        # none can. The referee's seats hold every card: a two-eyed and a one-eyed jack say it all.
        free = self._empty
        if free and self.virtual:  # most turns: the next seat's first card is no jack, so it plays
            seat = self.turn + 1
            if seat == self.players:
                seat = 0
            card = self._hands[seat * self.hand_size]
            if card < 52 and card % 13 != 10:
                self.turn = seat
                self._exchanged = False
                return
        if not free and self._stuck():
            self._finish(-1)
            return
        size = self.hand_size
        seat = self.turn
        for _seat in range(self.players):
            seat = (seat + 1) % self.players
            one_eyed = False
            for card in self._hands[seat * size : seat * size + size] if self.virtual else (JD, JH):
                if card == JH or card == JS:
                    one_eyed = True  # the board is read only if nothing else plays
                elif card != _NO and (card != JD and card != JC or free):
                    break
            else:  # no card but one-eyed jacks plays
                if not one_eyed or not self._removable(seat % self.teams):
                    continue
            self.turn = seat
            self._exchanged = False
            return
        self._finish(-1)

    def _stuck(self):
        # True when the board is full and no chip can ever be removed.
        if self.advanced:
            return False
        locked = self._locked
        board = self._board
        for x in range(100):
            if board[x] != 7 and not locked[x]:
                return False
        return True

    def _removable(self, team, tag=0):
        # The moves tag | cell for each opponent chip a one-eyed jack may take, in cell
        # order. find() skips the empty cells in C: a scan of all 100 in Python is slower.
        board = self._board
        locked = None if self.advanced or not self._seqs else self._locked  # no sequence: nothing locked
        moves = []
        for chip in _CHIP_BYTES[: self.teams]:
            if chip[0] == 1 << team:
                continue
            x = board.find(chip)
            while x >= 0:
                if locked is None or not locked[x]:
                    moves.append(tag | x)
                x = board.find(chip, x + 1)
        if self.teams == 3:
            moves.sort()  # two opponents' chips, each in cell order
        return moves

    # --- cards -----------------------------------------------------------------
