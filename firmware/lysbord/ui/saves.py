# What the board saves after every move: the setup (bots, brightness) and the game's
# whole history, so a power cut loses nothing and undo still reaches the first move.
from lysbord.compat import const

SAVE_NAME = "sequence.sav"
_SAVE_VERSION = const(1)
_SAVE_HEADER = const(6)


class Settings:
    """What the setup menu chooses; saved with the game."""

    def __init__(self):
        self.virtual = True
        self.players = 2
        self.teams = 2
        self.bots = 2  # bit per seat: seat 1 is a bot
        self.advanced = False
        self.brightness = 4  # 1..8

    def team_count(self):
        """The teams the rules give this many players (6 and 12 may choose)."""
        if self.players in (6, 12):
            return self.teams
        return 3 if self.players in (3, 9) else 2

    def bot_mask(self):
        """The bot seats that exist (virtual mode only: physical cards need people)."""
        return self.bots & ((1 << self.players) - 1) if self.virtual else 0


def pack_save(settings, game):
    """The save record: a small header (bots, brightness) and the game's history."""
    bots = settings.bot_mask()
    head = bytes((_SAVE_VERSION, bots >> 8, bots & 255, settings.brightness, 0, 0))
    return head + game.history_bytes()


def unpack_save(data):
    """(settings, game) from a save record; ValueError if it cannot be trusted."""
    from lysbord.games import sequence

    if len(data) < _SAVE_HEADER + 8 or data[0] != _SAVE_VERSION:
        raise ValueError("expected a Sequence save version %d" % _SAVE_VERSION)
    game = sequence.Sequence.from_history(bytes(data[_SAVE_HEADER:]))
    settings = Settings()
    settings.virtual = bool(game.virtual)
    settings.players = game.players
    settings.teams = game.teams
    settings.bots = (data[1] << 8 | data[2]) & ((1 << game.players) - 1)
    settings.advanced = bool(game.advanced)
    settings.brightness = min(8, max(1, data[3]))
    return settings, game
