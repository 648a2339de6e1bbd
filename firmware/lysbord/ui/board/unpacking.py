# A save record read back (ui/board/saves.py unpack_save): at boot and on resume only, so this is
# loaded for the read and let go after; a game in play does not hold this code.
from lysbord.compat import const
from lysbord.table import GAMES, game_module

_SEQUENCE_ONLY = const(1)  # a save from before: Sequence, no game byte
_SAVE_HEADER = const(6)
_CLASSES = ("Sequence", "Kabal", "Siodemki", "Cabo", "Trappe")  # by GAMES index


def unpack_save(data, settings, version):
    """(settings, game) from a save record of version (or the first), settings (a fresh
    saves.Settings) filled from it; ValueError if it cannot be trusted. saves.py hands both
    over: this file is loaded by it, so it does not import it."""
    if len(data) < _SAVE_HEADER + 8 or data[0] not in (_SEQUENCE_ONLY, version):
        raise ValueError("expected a save version %d or %d" % (_SEQUENCE_ONLY, version))
    if data[0] == _SEQUENCE_ONLY:
        index, bots_high, bots_low, brightness = 0, data[1], data[2], data[3]
    else:
        index, bots_high, bots_low, brightness = data[1], data[2], data[3], data[4]
    if index >= len(GAMES):
        raise ValueError("expected a game 0-%d in the save, got %d" % (len(GAMES) - 1, index))
    name = GAMES[index]
    game = getattr(game_module(name), _CLASSES[index]).from_history(bytes(data[_SAVE_HEADER:]))
    settings.game = name
    settings.players = game.players
    if name == "sequence":
        settings.virtual = bool(game.virtual)
        settings.teams = game.teams
        settings.advanced = bool(game.advanced)
    settings.bots = (bots_high << 8 | bots_low) & ((1 << game.players) - 1)
    settings.brightness = min(8, max(1, brightness))
    level = data[5] if data[0] == version else 0
    settings.level = level - 1 if 1 <= level <= 3 else 1
    return settings, game
