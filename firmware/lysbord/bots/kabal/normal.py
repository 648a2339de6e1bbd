# A 7'er kabal player that sees only its view. It plans with the solver: it deals the cards it
# cannot see at random (face-down cards, stock cards it has not met) and follows a winning line of
# that world until the table shows something else, then plans again (on the Pico a planning is
# spread over moves, the bot drawing meanwhile: see _think). With no plan it plays greedily:
# it scores each legal move by what it opens up; stuck after a whole cycle of draws, it makes room
# for a card it met (a few times), else it gives up.
from lysbord.bots import random_bot
from lysbord.compat import const
from lysbord.games.kabal import Kabal, cycle_draws
from lysbord.games.kabal import solver as kabal_solver
from lysbord.games.kabal.moves import DRAW, F_TABLEAU, GIVE_UP, RANK, RED, T_FOUND, TABLEAU, TURN_UP, W_FOUND, W_TABLEAU

_MOVE_LIMIT = const(3000)  # a safety net far above any real game (most end within 200 moves)
_UNLOCKS = const(8)  # moves that only make room for a stock card, per game
_BUDGET = const(400)  # positions the solver may expand per planning world, for Planner
_WORLDS = const(2)  # worlds tried per planning before the greedy move
_UNSEEN = const(255)  # a stock card the bot has not met (b"\xff" in the stock's bytes)
_DOWN = const(17)  # planning spread over moves waits for this many face-down cards or fewer


def _safe(card, found):
    """True when card can go up without a lower card of the other colour needing it to build on."""
    rank = RANK[card] + 1
    if rank <= 2:
        return True
    red = RED[card]
    for suit in range(4):
        if (1 if suit in (1, 2) else 0) != red and found[suit] < rank - 1:
            return False
    return True


class Bot(random_bot.Bot):
    """With a budget, plans with the solver over worlds that fit its view (with a step, one
    world a planning, step positions a move); else (and by default) greedy: turn up, safe
    foundation moves, uncovering runs, the group's card, then draw."""

    def __init__(self, seat=0, seed=0, budget=0, worlds=_WORLDS, step=0):
        super().__init__(seat, seed)
        self.seed = seed
        self.idle_draws = 0
        self.moves = 0
        self.seen = set()  # cards met on top of a group and not played since: they are in the stock
        self.keep = -1  # a card brought down from a foundation for a stock card to land on
        self.unlocks = 0
        self.budget = budget
        self.worlds = worlds
        self.stock = None  # the stock as met, in order: a card or _UNSEEN
        self.group = b""  # the group the last view showed
        self.last = -1  # the bot's last move
        self.world = None  # the world the plan wins in, kept in step with the table
        self.plan = []
        self.turns = 0
        # step > 0: a planning is spread over moves, step positions a move (see _think)
        self.step = step
        self.search = None  # while one is under way: [solver, its slices, the position it plans from]
        self.failed = None  # the table of the last planning that found no win: not planned again

    def choose(self, view):
        """The bot's move for this view."""
        self.legal_moves(view)
        self.turns += 1
        if self.turns > _MOVE_LIMIT:
            return GIVE_UP
        self._remember(view)
        try:
            move = self._planned(view) if self.budget else -1
        except MemoryError:  # a search cut short by the heap is not resumed
            self.search = None
            raise
        if move < 0:
            self.plan = []
            move = self._greedy(view)
        self.last = move
        self.group = bytes(view["group"])
        return move

    # --- memory and planning ----------------------------------------------------
    def _remember(self, view):
        """Keep the stock's order as far as the bot has met it (the stock turns as the rules say)."""
        stock = self.stock
        if stock is not None and self.last == DRAW:
            stock = stock + bytearray(self.group)  # the old group went to the bottom, then three came up
            stock = stock[len(view["group"]) :]
        if stock is None or len(stock) != view["stock"]:
            stock = bytearray([_UNSEEN] * view["stock"])  # first look, or a table the bot cannot follow
        self.stock = stock
        self.last = -1  # taken in: asked again (after a MemoryError), the bot does not turn it twice

    def _planned(self, view):
        """The next move of a plan that still fits the table, or of a new one; -1 when none wins."""
        if self.plan and self._fits(view):
            move = self.plan.pop(0)
            if move in view["legal"]:
                self.world._apply(move)
                return move
        self.plan = []
        if self.step:
            return self._think(view)
        for _ in range(self.worlds):
            world = self._deal_world(view)
            result, line = kabal_solver.solve(world, self.budget)
            if result == kabal_solver.WIN and line:
                self.world, self.plan = world, line
                move = self.plan.pop(0)
                world._apply(move)
                return move
        return -1

    def _think(self, view):
        """A planning spread over moves: step positions of the search now, and while it is under
        way the bot draws (the search's world turns its stock too, so the line it finds still
        starts from the bot's table: see _from_here). Planned only where a win can be in reach
        (every stock card met, few face-down cards) and not twice for one table. -1: the greedy
        move (no planning, no win found, or no draw to wait with)."""
        search = self.search
        if search is not None and not self._fits(view):
            search = self.search = None  # a drawn card or the table differs: the world was wrong
        if search is None:
            table = self._table(view)
            if table == self.failed or sum(view["down"]) > _DOWN or b"\xff" in self.stock:
                return -1
            self.world = self._deal_world(view)
            root = kabal_solver.clone(self.world)
            # the planner's streamlined moves, no dead-position test: wins sooner for the time
            solver = kabal_solver.Solver(self.budget, prune=False, plan=True)
            search = self.search = [solver, solver.solving(root), root]
        solver, steps, root = search
        stop = solver.nodes + self.step
        try:
            while solver.nodes < stop:
                next(steps)
        except StopIteration as done:
            self.search = None
            line = self._from_here(done.value == kabal_solver.WIN and solver.line, root)
            if not line:
                self.failed = self._table(view)
                return -1
            self.plan = line
            move = line.pop(0)
        else:
            if DRAW not in view["legal"]:  # no move leaves the table as it is: plan later
                self.search = None
                return -1
            move = DRAW
        self.world._apply(move)
        return move

    def _from_here(self, line, root):
        """line (a win from root) from the bot's world: the same table, its stock drawn on since.
        The table moves before the line's first card from the stock are played as they are,
        then the bot draws until the stock stands as the line has it for that card. None when
        its draws never get there."""
        world = self.world
        if not line or (world.stock == root.stock and world.group == root.group):
            return line
        first = len(line)
        for i, move in enumerate(line):
            if move >> 8 in (W_TABLEAU, W_FOUND):
                first = i
                break
        ahead = [move for move in line[:first] if move != DRAW]
        if first == len(line):
            return ahead
        there = kabal_solver.clone(root)
        for move in line[:first]:
            there._apply(move)
        stock, group = bytearray(world.stock), world.group
        for draws in range(len(stock) + len(group) + 3):  # a whole round of the stock at most
            if stock == there.stock and group == there.group:
                return ahead + [DRAW] * draws + line[first:]
            group = world.draw(stock, group)
        return None

    def _table(self, view):
        """The table as the view shows it (columns, face-down counts, foundations)."""
        return (view["columns"], bytes(view["down"]), bytes(view["foundations"]))

    def _fits(self, view):
        """True when the table shows what the plan's world shows."""
        world = self.world
        if bytes(world.group) != bytes(view["group"]) or bytes(world.found) != bytes(view["foundations"]):
            return False
        if bytes(world.down) != bytes(view["down"]) or len(world.stock) != view["stock"]:
            return False
        for i in range(7):
            if bytes(world.cols[i][world.down[i] :]) != bytes(view["columns"][i]):
                return False
        return True

    def _deal_world(self, view):
        """A whole position that fits the view: the unseen cards dealt at random where the bot cannot see."""
        known = bytearray(52)
        for suit in range(4):
            for rank in range(view["foundations"][suit]):
                known[suit * 13 + rank] = 1
        for pile in view["columns"] + (view["group"], self.stock):
            for card in pile:
                if card != _UNSEEN:
                    known[card] = 1
        unseen = [card for card in range(52) if not known[card]]
        self.rng.shuffle(unseen)
        world = object.__new__(Kabal)
        world.deal, world.stuck_only, world.result = 0, view["draw_only_when_stuck"], 0
        world.counter = world.idle = 0
        world.cols = []
        for i in range(7):
            world.cols.append(bytearray(unseen[: view["down"][i]]) + bytearray(view["columns"][i]))
            unseen = unseen[view["down"][i] :]
        world.down = bytearray(view["down"])
        world.stock = bytearray(len(self.stock))
        for i, card in enumerate(self.stock):
            world.stock[i] = unseen.pop() if card == _UNSEEN else card
        world.group = bytearray(view["group"])
        world.found = bytearray(view["foundations"])
        return world

    # --- the greedy player ----------------------------------------------------------
    def _greedy(self, view):
        """The greedy move for this view."""
        legal = view["legal"]
        self.moves += 1
        group = view["group"]
        if group:
            self.seen.add(group[-1])
        if self.moves > _MOVE_LIMIT:
            return GIVE_UP
        best, best_score = GIVE_UP, 0
        for move in legal:
            score = self.score(view, move)
            if score > best_score:
                best, best_score = move, score
        if best_score:
            self.idle_draws = 0
            if best >> 8 in (W_TABLEAU, W_FOUND):
                self.seen.discard(group[-1])
                self.keep = -1
            elif best >> 8 == F_TABLEAU:
                self.unlocks += 1
                self.keep = (best >> 4 & 15) * 13 + view["foundations"][best >> 4 & 15] - 1
            return best
        stuck = view["dead"] or self.idle_draws > cycle_draws(view["stock"] + len(group))
        if not stuck and DRAW in legal:
            self.idle_draws += 1
            return DRAW
        if not stuck and view["hint"] >= 0 and view["hint"] != DRAW:
            return view["hint"]  # drawing only when stuck: first the column move the bot did not like
        return self.unlock(view) if self.unlocks < _UNLOCKS else GIVE_UP

    def unlock(self, view):
        """A move that gives a card met in the stock a place to go, or GIVE_UP."""
        cols, found = view["columns"], view["foundations"]
        for move in view["legal"]:
            kind, a, b = move >> 8, move >> 4 & 15, move & 15
            if kind == F_TABLEAU:
                card = a * 13 + found[a] - 1
            elif kind == TABLEAU and cols[b]:
                start = RANK[cols[a][0]] + 1 - RANK[cols[b][-1]]
                card = cols[a][start - 1] if start else -1
            else:
                continue
            if card < 0 and not view["down"][a]:
                card = 99 if any(RANK[c] == 12 for c in self.seen) else -1  # room for a king met
            if card == 99 or card >= 0 and self._wanted(card, view):
                self.unlocks += 1
                self.idle_draws = 0
                self.keep = card if kind == F_TABLEAU else -1
                return move
        return GIVE_UP

    def _wanted(self, card, view):
        """True when a card met in the stock, or a run on face-down cards, would fit on card."""
        for other in self.seen:
            if RANK[other] + 1 == RANK[card] and RED[other] != RED[card]:
                return True
        for i, col in enumerate(view["columns"]):
            if col and view["down"][i] and RANK[col[0]] + 1 == RANK[card] and RED[col[0]] != RED[card]:
                return True
        return False

    def score(self, view, move):
        """How much the bot likes a move (0: not at all)."""
        kind, a, b = move >> 8, move >> 4 & 15, move & 15
        cols, found = view["columns"], view["foundations"]
        if kind == TURN_UP:
            return 100
        if kind == T_FOUND:
            col = cols[a]
            if len(col) == 1 and view["down"][a]:
                return 90  # it uncovers a face-down card
            if col[-1] == self.keep:
                return 0  # brought down on purpose: leave it until the stock card lands
            return 80 if _safe(col[-1], found) else 55
        if kind == W_FOUND:
            return 75 if _safe(view["group"][-1], found) else 30
        if kind == TABLEAU:
            col, target = cols[a], cols[b]
            start = 0 if not target else RANK[col[0]] + 1 - RANK[target[-1]]
            down = view["down"][a]
            if start == 0 and down:
                return 60 + down  # uncovers a face-down card: deeper columns first
            if start == 0:
                # empties the column: worth it when a king waits for the space
                return 0 if not target else (30 if self._king_waits(view) else 0)
            # part of a run: worth it only when the card it frees can go up
            below = col[start - 1]
            return 50 if found[below // 13] == RANK[below] else 0
        if kind == W_TABLEAU:
            return 65
        if kind == F_TABLEAU:
            card = a * 13 + found[a] - 1
            for i, col in enumerate(cols):  # a run lying on face-down cards could then move onto it
                if col and view["down"][i] and RANK[col[0]] + 1 == RANK[card] and RED[col[0]] != RED[card]:
                    return 58 if self.unlocks < _UNLOCKS else 0
        return 0  # taking a card back from a foundation, drawing, giving up: decided elsewhere

    def _king_waits(self, view):
        """True when a king lies on face-down cards or is the group's usable card."""
        group = view["group"]
        if group and RANK[group[-1]] == 12:
            return True
        for i, col in enumerate(view["columns"]):
            if col and RANK[col[0]] == 12 and view["down"][i]:
                return True
        return False


class Planner(Bot):
    """The bot that plans with the solver (a few seconds a game on a PC; the host console's choice)."""

    def __init__(self, seat=0, seed=0, budget=_BUDGET, worlds=_WORLDS, step=0):
        super().__init__(seat, seed, budget, worlds, step)
