# GET /api/hint: a 7'er kabal hint for a phone. Loaded only for the request (web/api.py lets
# it go after), like web/dealing.py: the board does not hold this code while a game is played.
from lysbord.table import game_module
from lysbord.web.api import _error


def hint(table, seat):
    """The hint reply for seat, searched now with the phone's budget (7'er kabal only)."""
    if table.name != "kabal":
        return _error(400, "hints are given for 7'er kabal only, not %s" % table.name)
    game = table.game
    if game.over:
        return _error(409, "the game is over")
    from lysbord.ui import kabal_hint

    kind, move = kabal_hint.hint(game, kabal_hint.PHONE_BUDGET)
    reply = {"seat": seat, "version": table.version, "kind": kind, "move": move}
    reply["name"] = game_module("kabal").move_name(move) if move >= 0 else ""
    reply["text"] = kabal_hint.words(kind, move, kabal_hint.PHONE_BUDGET)
    return 200, reply
