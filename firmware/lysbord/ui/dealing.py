# A new deal from the board's own setup (ui/app.py start_game): loaded for the deal and let
# go after, like web/dealing.py for a phone's; a game in play does not hold this code.
from lysbord.table import game_module


def deal(settings, seed):
    """(game, note): a fresh deal of the chosen game with these settings, and the word on it
    for every screen (a winnable kabal deal says so)."""
    if settings.game == "sequence":
        from lysbord.games import sequence

        game = sequence.new_game(
            settings.players,
            seed,
            teams=settings.team_count(),
            virtual=settings.virtual,
            advanced=settings.advanced,
        )
        return game, ""
    if settings.game == "kabal" and settings.winnable:
        from lysbord.games import kabal_winnable

        game = game_module("kabal").new_game(settings.players, kabal_winnable.next_winnable(seed))
        return game, "deal %d: proven winnable" % game.deal
    return game_module(settings.game).new_game(settings.players, seed), ""
