# What the board saves after every move: the setup (game, bots, brightness) and the game's
# whole history, so a power cut loses nothing and undo still reaches the first move.
from lysbord.compat import const
from lysbord.table import GAMES

SAVE_NAME = "sequence.sav"  # the name from before the other games came to the board
SAVE_VERSION = const(2)
LANGUAGE_NAME = "language"  # the board's language, a save of its own: a game save never holds it


def language_in(data):
    """The language code a language save holds; English for none, a corrupt one or a language
    the board does not have (the game's save is another file: nothing else is lost)."""
    from lysbord.i18n import LANGUAGES

    try:
        code = str(bytes(data), "ascii") if data is not None else "en"
    except (TypeError, ValueError):
        return "en"
    return code if code in LANGUAGES else "en"


class Settings:
    """What the setup menu chooses; saved with the game."""

    def __init__(self):
        self.game = "sequence"
        self.virtual = True
        self.players = 2
        self.teams = 2
        self.bots = 2  # bit per seat: seat 1 is a bot
        self.advanced = False
        self.winnable = False  # 7'er kabal: deal from the deals proven winnable (the deal is saved, not this)
        self.brightness = 4  # 1..8
        self.level = 1  # the bots' level: 0 easy, 1 normal, 2 hard (bots.levels.LEVELS)
        self.language = "en"  # the board's language (lysbord.i18n), kept in its own save: LANGUAGE_NAME

    def team_count(self):
        """The teams the rules give this many players (6 and 12 may choose)."""
        if self.players in (6, 12):
            return self.teams
        return 3 if self.players in (3, 9) else 2

    def bot_mask(self):
        """The bot seats that exist (Sequence's referee mode has none: physical cards need people)."""
        if self.game == "sequence" and not self.virtual:
            return 0
        return self.bots & ((1 << self.players) - 1)


def pack_save(settings, game):
    """The save record: a small header (game, bots, brightness) and the game's history."""
    bots = settings.bot_mask()
    index = GAMES.index(settings.game)
    # The level is stored plus one: a save from before levels (0 there) plays normal bots.
    head = bytes((SAVE_VERSION, index, bots >> 8, bots & 255, settings.brightness, settings.level + 1))
    return head + game.history_bytes()


def unpack_save(data):
    """(settings, game) from a save record; ValueError if it cannot be trusted. Read at boot
    and on resume only: ui/board/unpacking.py is loaded for it and let go after (a game in play
    does not hold that code)."""
    from lysbord import forget_module
    from lysbord.table import game_module

    if len(data) > 1 and data[0] == SAVE_VERSION and data[1] < len(GAMES):
        game_module(GAMES[data[1]])  # the game's rules here, a call shallower (the chip's C stack)
    from lysbord.ui.board import unpacking  # loaded for the read and let go

    try:
        return unpacking.unpack_save(data, Settings(), SAVE_VERSION)
    finally:
        forget_module("lysbord.ui.board.unpacking")
