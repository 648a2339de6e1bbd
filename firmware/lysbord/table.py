# The game on the table: one road for every move, whether a key, a bot or a phone made it.
# The board's app and the web side both hold the one Table; neither imports the other.
"""
Who holds it: the app creates one Table at boot and starts every game through it; the
web side (Pico W only) is handed the same object. Listeners are plain callables
`listener(what)` with what one of "game", "move", "undo", "seats", "hold": the app repaints and
saves, the web side tells the phones. Nothing here touches hardware or the network.
"""

from lysbord import forget_modules

GAMES = ("sequence", "kabal", "siodemki", "cabo", "trappe")


def game_module(name):
    """The rule module of a game by name; ValueError for a name that is not one of ours."""
    if name not in GAMES:
        raise ValueError("expected a game (%s), got %r" % (", ".join(GAMES), name))
    return __import__("lysbord.games." + name, None, None, (name,))


def forget_game(name):
    """Let a game's rules, bots and phone screen go once another game is dealt: on the Pico
    a 7'er kabal game with its hard bot held 36 KB of code, heap that the hard Sequence bots
    want next. Playing it again imports them again."""
    for prefix in ("lysbord.games.", "lysbord.bots.", "lysbord.ui.phones."):
        forget_modules(prefix + name)  # the bots' too: bots/<game>/ and all it holds


class Table:
    """The game being played, which seats are bots, and who is told of each change."""

    def __init__(self):
        self.name = None  # a name from GAMES while a game is on the table
        self.game = None
        self.bots = 0  # bit per seat: that seat is played by a bot
        self.level = 1  # the bots' level: 0 easy, 1 normal, 2 hard (bots.levels.LEVELS)
        self.version = 0  # +1 on every change a phone must learn of
        self.game_version = 0  # the version of the last change but a seat's: a seat's view is as it was since
        self.seats_epoch = 0  # +1 each time the board frees every phone's seat
        self.asking = 0  # bit per seat a phone asks for (the web side keeps it): the board's consent seats it
        self.phones = 0  # bit per seat a phone holds (the web side keeps it): the consent page shows them
        # The phones' seats (web/seats.py on a Wi-Fi board or the simulator, else None): the board's
        # consent goes to it by the code the asking phone shows (admit), never to every phone asking.
        self.door = None
        self.note = ""  # a word on the deal for every screen ("deal 17: proven winnable")
        self.held = False  # the board offers to resume a saved game: no phone may deal over it
        self.last_seat = -1  # who made the last move and what it was (-1: none since the deal or an undo)
        self.last_move = -1
        self._listeners = []
        self._bots = []  # the bot objects, made when a bot first moves

    def listen(self, listener):
        """Call listener(what) after every change."""
        self._listeners.append(listener)

    def _changed(self, what):
        self.version += 1
        if what != "seats":
            self.game_version = self.version
        for listener in self._listeners:
            listener(what)

    def start(self, name, game, bots=0, level=1, note=""):
        """Put a dealt (or loaded) game on the table; level: the bots' (0 easy, 1 normal, 2 hard)."""
        game_module(name)
        if self.name is not None and self.name != name:
            forget_game(self.name)
        self.note = note
        self.name = name
        self.game = game
        self.bots = bots & ((1 << game.players) - 1)
        self.level = level
        self._bots = [None] * game.players
        self.last_seat = self.last_move = -1
        self._changed("game")

    def hold(self, held):
        """The board offers (True) or no longer offers (False) to resume a saved game."""
        if self.held != held:
            self.held = held
            self._changed("hold")

    def clear(self):
        """No game on the table (setup)."""
        self.name = None
        self.game = None
        self.note = ""
        self.bots = 0
        self._bots = []
        self.last_seat = self.last_move = -1
        self._changed("game")

    def is_bot(self, seat):
        """True when seat is played by a bot."""
        return bool(self.bots >> seat & 1)

    def play(self, seat, move):
        """Seat plays move: ValueError with a readable reason, and nothing changes, if it may not."""
        game = self.game
        if game is None:
            raise ValueError("no game is on the table")
        if game.over:
            raise ValueError("the game is over")
        if seat != game.turn:
            raise ValueError("it is seat %d's turn, not seat %d's" % (game.turn + 1, seat + 1))
        game.play(move)
        self.last_seat = seat
        self.last_move = move
        self._changed("move")

    def bot_step(self):
        """If a bot is to move, it plays one move from its own view; True when it did."""
        game = self.game
        if game is None or game.over or not self.is_bot(game.turn):
            return False
        seat = game.turn
        bot = self._bots[seat]
        from lysbord.bots import levels  # only when a bot moves: a game of people never loads it

        if bot is None:
            level = levels.LEVELS[self.level]
            bot, lasting = levels.make_on_heap(self.name, level, seat, seat * 7919 + game.moves_played())
            if lasting:
                self._bots[seat] = bot
        self.play(seat, levels.decide(bot, game, seat))
        return True

    def public_view(self):
        """What the whole table may see (the lit board, a phone without a seat): no hand, no
        hidden card, no seat's own moves. None while no game is on the table."""
        game = self.game
        if game is None:
            return None
        view = game.view(None)  # the game's view of no seat: built only from what the table sees
        view["game"] = self.name
        return view

    def undo(self):
        """Take back the last move (the board's Undo)."""
        if self.game is None:
            raise ValueError("no game is on the table")
        self.game.undo()
        self.last_seat = self.last_move = -1  # the move before it is not known by seat: none shown
        self._changed("undo")

    def seated(self):
        """A phone took a seat or named it: every phone must hear of it."""
        self._changed("seats")

    def admit(self, code, move=False):
        """The board's consent to one phone: code, the cells typed on the lit board, names the ask
        it seats (web/seats.py). (ADMITTED, seat) when it sat; (HELD, seat) when another phone holds
        that seat and move is False (the board must say so on the seat, then admit with move);
        (UNKNOWN, -1) when no phone asks with that code, or the ask cannot sit (a name taken since)."""
        if self.door is None:
            return UNKNOWN, -1
        outcome = self.door.admit(code, move)
        if outcome[0] == ADMITTED:
            self._changed("seats")
        return outcome

    def refuse_asks(self):
        """The board refuses every phone asking for a seat; each is told so."""
        if self.door is not None:
            self.door.refuse_all()
            self._changed("seats")

    def free_seat(self, seat):
        """The board takes seat back from the phone that holds it; that phone is told so."""
        if self.door is not None and self.phones >> seat & 1:
            self.door.free(seat)
            self._changed("seats")

    def free_seats(self):
        """The board frees every phone's seat (its own deliberate action on the consent page)."""
        self.seats_epoch += 1
        self._changed("seats")


# What Table.admit found for a code typed on the board.
UNKNOWN = 0
ADMITTED = 1
HELD = 2
