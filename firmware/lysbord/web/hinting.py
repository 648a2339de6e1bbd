# GET /api/hint: a 7'er kabal hint for a phone. Loaded only for the request (web/api.py lets
# it go after), like web/dealing.py: the board does not hold this code while a game is played.
from lysbord.games.kabal.solver import clone, finish
from lysbord.table import game_module
from lysbord.web.jsonview import error


def hint(table, seat):
    """The hint reply for seat, searched now (7'er kabal only)."""
    return finish(searching(table, seat))


def searching(table, seat):
    """hint(table, seat) in slices: a generator that yields after each step of the search
    (the server runs the board's loop in between) and returns the reply; a move
    played meanwhile makes the hint moot (409: ask again)."""
    if table.name != "kabal":
        return error(400, "hints are given for 7'er kabal only, not %s" % table.name)
    game = table.game
    if game.over:
        return error(409, "the game is over", "game_over")
    from lysbord.games.kabal import hint as kabal_hint  # the solver only when a hint is asked for

    version = table.version
    kind, move = yield from kabal_hint.searching(clone(game), kabal_hint.BUDGET)
    if table.version != version or table.game is not game:
        return error(409, "the game moved on while the hint was searched: ask again", "hint_moved")
    reply = {"seat": seat, "version": table.version, "kind": kind, "move": move}
    reply["name"] = game_module("kabal").move_name(move) if move >= 0 else ""
    reply["text"] = kabal_hint.words(kind, move, kabal_hint.BUDGET)
    return 200, reply
