# A new deal from the board's own setup (ui/board/app.py start_game), or a phone's taken up by the
# board: loaded for the deal and let go after, like web/dealing.py; a game in play does not
# hold this code.
from lysbord.table import game_module


def deal(settings, seed=None):
    """(game, note): a fresh deal of the chosen game with these settings, and the word on it
    for every screen (a winnable kabal deal says so). seed: None for a live deal (secret:
    lysbord/rng.py live_seed), a number for tests and replays."""
    if seed is None:
        from lysbord.rng import live_seed

        seed = live_seed(settings.players)
    else:
        seed &= 0xFFFFFFF
    if settings.game == "sequence":
        from lysbord.games import sequence  # the chosen game only

        game = sequence.new_game(
            settings.players,
            seed,
            teams=settings.team_count(),
            virtual=settings.virtual,
            advanced=settings.advanced,
        )
        return game, ""
    if settings.game == "kabal" and settings.winnable:
        from lysbord.games.kabal import winnable as kabal_winnable  # the list only when asked for

        game = game_module("kabal").new_game(settings.players, kabal_winnable.next_winnable(seed))
        return game, "deal %d: proven winnable" % game.deal
    return game_module(settings.game).new_game(settings.players, seed), ""


def adopt(settings, table):
    """The settings of a game a phone dealt on the table, as if chosen on the board's menu."""
    game = table.game
    settings.game = table.name
    settings.players = game.players
    if table.name == "sequence":
        settings.virtual = bool(game.virtual)
        settings.teams = game.teams
        settings.advanced = bool(game.advanced)
    settings.bots = table.bots
    settings.level = table.level
