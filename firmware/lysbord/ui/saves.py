# What the board saves after every move: the setup (game, bots, brightness) and the game's
# whole history, so a power cut loses nothing and undo still reaches the first move.
from lysbord.compat import const
from lysbord.table import GAMES, game_module

SAVE_NAME = "sequence.sav"  # the name from before the other games came to the board
_SEQUENCE_ONLY = const(1)  # a save from before: Sequence, no game byte
_SAVE_VERSION = const(2)
_SAVE_HEADER = const(6)
_CLASSES = ("Sequence", "Kabal", "Siodemki", "Cabo", "Trappe")  # by GAMES index


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

    def new_game(self, seed):
        """A fresh deal of the chosen game with these settings."""
        if self.game == "sequence":
            from lysbord.games import sequence

            return sequence.new_game(
                self.players, seed, teams=self.team_count(), virtual=self.virtual, advanced=self.advanced
            )
        if self.game == "kabal" and self.winnable:
            from lysbord.games import kabal_winnable

            seed = kabal_winnable.next_winnable(seed)
        return game_module(self.game).new_game(self.players, seed)

    def note(self, game):
        """The word on a new deal for every screen: a winnable kabal deal says so."""
        if self.game == "kabal" and self.winnable:
            return "deal %d: proven winnable" % game.deal
        return ""


def pack_save(settings, game):
    """The save record: a small header (game, bots, brightness) and the game's history."""
    bots = settings.bot_mask()
    index = GAMES.index(settings.game)
    # The level is stored plus one: a save from before levels (0 there) plays normal bots.
    head = bytes((_SAVE_VERSION, index, bots >> 8, bots & 255, settings.brightness, settings.level + 1))
    return head + game.history_bytes()


def unpack_save(data):
    """(settings, game) from a save record; ValueError if it cannot be trusted."""
    if len(data) < _SAVE_HEADER + 8 or data[0] not in (_SEQUENCE_ONLY, _SAVE_VERSION):
        raise ValueError("expected a save version %d or %d" % (_SEQUENCE_ONLY, _SAVE_VERSION))
    if data[0] == _SEQUENCE_ONLY:
        index, bots_high, bots_low, brightness = 0, data[1], data[2], data[3]
    else:
        index, bots_high, bots_low, brightness = data[1], data[2], data[3], data[4]
    if index >= len(GAMES):
        raise ValueError("expected a game 0-%d in the save, got %d" % (len(GAMES) - 1, index))
    name = GAMES[index]
    game = getattr(game_module(name), _CLASSES[index]).from_history(bytes(data[_SAVE_HEADER:]))
    settings = Settings()
    settings.game = name
    settings.players = game.players
    if name == "sequence":
        settings.virtual = bool(game.virtual)
        settings.teams = game.teams
        settings.advanced = bool(game.advanced)
    settings.bots = (bots_high << 8 | bots_low) & ((1 << game.players) - 1)
    settings.brightness = min(8, max(1, brightness))
    level = data[5] if data[0] == _SAVE_VERSION else 0
    settings.level = level - 1 if 1 <= level <= 3 else 1
    return settings, game
