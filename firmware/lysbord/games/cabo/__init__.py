# Cabo (docs/rules/cabo.md): four face-down cards each, powers from drawn cards,
# "Cabo" ends the round, lowest total wins. Each seat's knowledge is part of the state.
from lysbord.games.base import SECRET_DEAL, Game, unframe
from lysbord.games.cabo import moves as mv
from lysbord.games.cabo.moves import DRAWN, EMPTY, LOOKING, NONE, OVER, TURN, deck_values, move_name
from lysbord.games.cabo.scores import is_kamikaze, round_scores  # noqa: F401 (the module interface)
from lysbord.games.cabo.view import CaboView, from_version_1
from lysbord.i18n import _
from lysbord.rng import Rng

parse_move = mv.parse_move  # the module interface, with move_name
HIDDEN = mv.HIDDEN
PLAYERS = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)  # 7 and more play with two decks
_PAIRS = (3, 5, 6, 9, 10, 12)  # the two-card masks of a row of four
_MASKS = (1, 2, 4, 8, 3, 5, 6, 9, 10, 12, 7, 11, 13, 14, 15)  # single cards first (the help list)
_POWER = (0, 0, 0, 0, 0, 0, 0, mv.PEEK, mv.PEEK, mv.SPY, mv.SPY, mv.SWAP, mv.SWAP, 0)


class Cabo(CaboView, Game):
    """A game of Cabo: rounds until a fixed count or until someone passes 100."""

    GAME_ID = 5
    VERSION = 2  # 2: what the table saw (kept cards, each seat's last turn) is saved

    RNG = "rng"

    @classmethod
    def _payload(cls, data, secret):
        """A version 1 save (made before the table's view was saved) is taken up as it was,
        knowing no kept cards, so a game in play survives an update."""
        if len(data) > 3 and data[3] == 1:
            return from_version_1(unframe(data, cls.GAME_ID, 1))
        return unframe(data, cls.GAME_ID, cls.VERSION | (SECRET_DEAL if secret else 0))

    def __init__(self, players, seed, kamikaze=True, rounds=0):
        self.players = players
        self.kamikaze = bool(kamikaze)
        self.rounds = rounds
        self.rng = Rng(seed)
        self.round_no = 0
        self.totals = [0] * players
        self.last_scores = bytearray(players)
        self.last_rows = bytearray()
        self.last_caller = NONE
        starter = self.rng.below(players)  # the first round's starter is random
        self._deal(starter, (starter - 1) % players)
        self._begin()

    def _deal(self, starter, dealer):
        n = self.players
        deck = bytearray(deck_values(n))
        self.rng.shuffle(deck)
        self.rows = deck[: 4 * n]
        self.draw = deck[4 * n : -1]
        self.discard = deck[-1:]  # the top of the pile turned up
        self.know = bytearray(n * n)  # know[viewer * n + seat]: mask of seat's cards viewer knows
        self.failed = bytearray(n)  # the cards of each seat's last turn if a multi-exchange failed
        self.kept = bytearray(n)  # mask of each seat's slots holding a card drawn and kept face down
        self.last_turns = bytearray(2 * n)  # the move that ended each seat's last turn (0: none yet)
        self.starter = starter
        self.dealer = dealer
        self.caller = NONE
        self.drawn = EMPTY
        self.looks_left = n
        self.phase = LOOKING
        self.turn = starter

    @property
    def over(self):
        return self.phase == OVER

    # --- move generation ------------------------------------------------------
    def _present(self, seat):
        rows = self.rows
        mask = 0
        for i in range(4):
            if rows[seat * 4 + i] != EMPTY:
                mask |= 1 << i
        return mask

    def legal_moves(self):
        """The moves of the seat to move ([] when the game is over)."""
        phase = self.phase
        if phase == OVER:
            return []
        if phase == LOOKING:
            return [mv.look(mask) for mask in _PAIRS]
        me = self.turn
        present = self._present(me)
        masks = [mask for mask in _MASKS if mask & present == mask]
        singles = sum(1 for mask in masks if mask in (1, 2, 4, 8))
        if phase == TURN:
            out = []
            if len(self.draw) + len(self.discard) > 1:
                out.append(mv.DRAW << 12)
            if self.caller == NONE:
                out.append(mv.CABO << 12)
            return out + [mv.take(mask) for mask in masks]
        out = [mv.keep(mask) for mask in masks[:singles]]
        out.append(mv.DISCARD << 12)
        multi = [mv.keep(mask) for mask in masks[singles:]]
        power = _POWER[self.drawn]
        if power == mv.PEEK:
            out += [mv.peek(i) for i in range(4) if present >> i & 1]
        elif power:
            for seat in range(self.players):
                if seat == me or (power == mv.SWAP and seat == self.caller):
                    continue  # the caller's cards are out of reach of a swap
                theirs = self._present(seat)
                for slot in range(4):
                    if theirs >> slot & 1:
                        if power == mv.SPY:
                            out.append(mv.spy(seat, slot))
                        else:
                            out += [mv.swap(i, seat, slot) for i in range(4) if present >> i & 1]
        return out + multi

    def _why(self, move):
        """Why a move that is not legal now is refused."""
        kind = move >> 12
        name = move_name(move)
        if self.phase == OVER:
            return _("the game is over")
        if self.phase == LOOKING:
            return _("expected a look at two different cards of your row (e.g. 'look 1 2'), got %r") % name
        if kind in (mv.PEEK, mv.SPY, mv.SWAP):
            if self.phase != DRAWN or _POWER[self.drawn] != kind:
                return _("%r: that power needs a matching card drawn from the draw pile") % name
            if kind == mv.SWAP and (move >> 2 & 15) == self.caller:
                return _("%r: the Cabo caller's cards cannot be swapped") % name
            return _("%r: no such card to use the power on") % name
        if self.phase == DRAWN and kind not in (mv.KEEP, mv.DISCARD):
            return _("expected keep, discard or a power for the drawn card, got %r") % name
        if self.phase == TURN and kind in (mv.KEEP, mv.DISCARD):
            return _("%r: draw a card first") % name
        if kind == mv.CABO:
            return _("Cabo has already been called")
        if kind in (mv.TAKE, mv.KEEP):
            return _("%r: expected cards that are in your row") % name
        return _("expected a legal move (see help), got %r") % name

    # --- playing --------------------------------------------------------------
    def _apply(self, move):
        if move not in self.legal_moves():
            raise ValueError(self._why(move))
        kind = move >> 12
        arg = move & 0xFFF
        me = self.turn
        n = self.players
        if kind == mv.LOOK:
            self.know[me * n + me] |= arg
            self.looks_left -= 1
            self.turn = (me + 1) % n
            if not self.looks_left:
                self.phase = TURN  # the turn is back at the starter
            return
        if kind == mv.DRAW:
            if not self.draw:  # reshuffle all but the top of the discard pile
                self.draw = self.discard[:-1]
                self.discard = self.discard[-1:]
                self.rng.shuffle(self.draw)
            self.drawn = self.draw[-1]
            self.draw = self.draw[:-1]
            self.phase = DRAWN
            return
        self.failed[me] = 0
        self.last_turns[2 * me] = move >> 8  # everyone at the table saw it (not the cards' faces)
        self.last_turns[2 * me + 1] = move & 255
        if kind == mv.CABO:
            self.caller = me
        elif kind == mv.TAKE:
            card = self.discard[-1]
            self.discard = self.discard[:-1]
            self._exchange(me, arg, card, True)
        elif kind == mv.KEEP:
            self._exchange(me, arg, self.drawn, False)
        else:
            self.discard.append(self.drawn)
            know = self.know
            if kind == mv.PEEK:
                know[me * n + me] |= 1 << arg
            elif kind == mv.SPY:
                know[me * n + (arg >> 2)] |= 1 << (arg & 3)
            elif kind == mv.SWAP:
                self._swap(me, arg >> 6, arg >> 2 & 15, arg & 3)
        self.drawn = EMPTY
        self._end_turn()

    def _exchange(self, me, mask, card, public):
        """Put card in place of the masked cards (all equal, or the attempt fails)."""
        rows = self.rows
        know = self.know
        n = self.players
        slots = [i for i in range(4) if mask >> i & 1]
        first = rows[me * 4 + slots[0]]
        if len(slots) > 1 and any(rows[me * 4 + i] != first for i in slots):
            for viewer in range(n):  # turned up for everyone, back face down in place
                know[viewer * n + me] |= mask
            self.kept[me] &= ~mask  # now known to the table
            self.failed[me] = mask
            self.discard.append(card)
            return
        for i in slots:
            self.discard.append(rows[me * 4 + i])
            rows[me * 4 + i] = EMPTY
        rows[me * 4 + slots[0]] = card
        bit = 1 << slots[0]
        self.kept[me] = (self.kept[me] & ~mask) | (0 if public else bit)  # a drawn card goes in face down
        for viewer in range(n):
            if public or viewer == me:  # a taken discard was face up for all
                know[viewer * n + me] = (know[viewer * n + me] & ~mask) | bit
            else:
                know[viewer * n + me] &= ~mask

    def _swap(self, me, own, seat, slot):
        """Exchange two cards unseen: what anyone knew follows the card it knew."""
        rows = self.rows
        a = me * 4 + own
        b = seat * 4 + slot
        rows[a], rows[b] = rows[b], rows[a]
        know = self.know
        n = self.players
        for viewer in range(n):
            mine = know[viewer * n + me]
            theirs = know[viewer * n + seat]
            knew_a = mine >> own & 1
            knew_b = theirs >> slot & 1
            know[viewer * n + me] = (mine & ~(1 << own)) | knew_b << own
            know[viewer * n + seat] = (theirs & ~(1 << slot)) | knew_a << slot
        kept = self.kept  # the table saw where each card went
        kept_a = kept[me] >> own & 1
        kept_b = kept[seat] >> slot & 1
        kept[me] = (kept[me] & ~(1 << own)) | kept_b << own
        kept[seat] = (kept[seat] & ~(1 << slot)) | kept_a << slot

    def _end_turn(self):
        self.phase = TURN
        nxt = (self.turn + 1) % self.players
        if nxt == self.caller:  # everyone else has had one more turn
            self._end_round()
        else:
            self.turn = nxt

    # --- scoring --------------------------------------------------------------
    def _row(self, seat):
        return [c for c in self.rows[seat * 4 : seat * 4 + 4] if c != EMPTY]

    def _end_round(self):
        n = self.players
        rows = [self._row(seat) for seat in range(n)]
        scores = round_scores(rows, self.caller, self.kamikaze)
        totals = self.totals
        for seat in range(n):
            totals[seat] += scores[seat]
            if not self.rounds and totals[seat] == 100:
                totals[seat] = 50  # landing exactly on 100 halves the total
        self.last_scores = bytearray(scores)
        self.last_rows = bytearray(self.rows)
        self.last_caller = self.caller
        self.round_no += 1
        # Ties: the winner is the caller, then the lowest row; the loser the highest row;
        # then the seat first in turn order from this round's starter.
        order = [(self.starter + i) % n for i in range(n)]
        winner = min(order, key=lambda s: (scores[s], s != self.caller, sum(rows[s])))
        loser = max(order, key=lambda s: (scores[s], sum(rows[s]), -order.index(s)))
        if (self.rounds and self.round_no >= self.rounds) or (not self.rounds and max(totals) > 100):
            self.phase = OVER
            self.turn = -1
            self.caller = NONE
            return
        self._deal(winner, loser)

    def scores(self):
        """Total points of every seat (lowest is best)."""
        return tuple(self.totals)

    def winners(self):
        """The seats with the lowest total once the game is over."""
        if not self.over:
            return ()
        low = min(self.totals)
        return tuple(seat for seat in range(self.players) if self.totals[seat] == low)


def new_game(players, seed, kamikaze=True, rounds=0):
    """A new game of Cabo; rounds=0 plays until someone passes 100."""
    if players not in PLAYERS:
        raise ValueError("expected 2 to 12 players, got %r" % (players,))
    if kamikaze not in (True, False):
        raise ValueError("expected kamikaze True or False, got %r" % (kamikaze,))
    if not isinstance(rounds, int) or not 0 <= rounds <= 255:
        raise ValueError("expected rounds 0 (to 100) or 1-255, got %r" % (rounds,))
    return Cabo(players, seed, kamikaze, rounds)
