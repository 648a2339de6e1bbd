# POST /api/setup: a phone deals a new game. Loaded only while a phone deals (web/api.py lets
# it go after), so the board does not hold this code while a game is played.
import json

from lysbord.rng import NAMED_DEALS, live_seed
from lysbord.table import GAMES, game_module
from lysbord.web.jsonview import error, parse_body

MAX_SEED = NAMED_DEALS - 1  # a one-seat deal's number a phone may name
# What a phone may choose when it starts a game, per game: (option, default); the default's type
# is the only type taken. A game not listed takes none.
SETUP_OPTIONS = {
    "sequence": (("advanced", False),),
    "kabal": (("draw_only_when_stuck", False), ("winnable_only", False)),
    "siodemki": (("target", 7), ("may_trump_when_able", False)),
    "cabo": (("kamikaze", True),),
}


def setup(table, raw, urandom=None, seats=None):
    """POST /api/setup {"game", "players"?, "seed"?, "options"?, "free_seats"?}: deal a new game,
    only while no game is on the table or the one on it is over, and the board offers no saved
    game to resume (a phone never ends a game in play, nor one saved). A game of fewer seats than
    phones hold (seats, web/seats.py) is dealt only with "free_seats": true: never silently."""
    if table.game is not None and not table.game.over:
        return error(409, "a game is being played: finish it, or set up a new one on the board", "game_on")
    if table.held:
        return error(409, "the board holds a saved game: resume it, or choose a new game on the board", "saved_game")
    problem, data = parse_body(raw)
    if problem:
        return problem
    name = data.get("game")
    if name not in GAMES:
        return error(400, 'expected "game": one of %s, got %s' % (", ".join(GAMES), json.dumps(name)))
    module = game_module(name)
    players = data.get("players", module.PLAYERS[0])
    if type(players) is not int or players not in module.PLAYERS:
        counts = ", ".join(str(n) for n in module.PLAYERS)
        return error(400, 'expected "players" for %s: one of %s, got %s' % (name, counts, json.dumps(players)))
    if "seed" not in data:
        seed = live_seed(players, urandom)  # secret: never sent to a phone (a one-seat deal's number is)
    elif players > 1:  # a phone that chose the deal would know every hidden card of the others
        return error(400, 'a deal for more than one seat is the board\'s secret: send no "seed"')
    else:
        seed = data["seed"]
        if type(seed) is not int or not 0 <= seed <= MAX_SEED:
            return error(400, 'expected "seed": a whole number 0..%d, got %s' % (MAX_SEED, json.dumps(seed)))
    options, problem = _options(name, data.get("options", {}))
    if problem:
        return problem
    lapsing = seats.lapsing(players) if seats is not None else ()
    if lapsing and data.get("free_seats") is not True:
        held = ", ".join((seats.name(s) or "seat %d" % (s + 1)) for s in lapsing)
        return error(
            409,
            'a game of %d %s frees the seat%s phones hold past it (%s): send "free_seats": true to deal it'
            % (players, "seat" if players == 1 else "seats", "s" if len(lapsing) > 1 else "", held),
            "free_seats",
            {"players": players, "held": held},
        )
    note = ""
    if options.pop("winnable_only", False):
        from lysbord.games.kabal import winnable as kabal_winnable  # the list only when asked for

        seed = kabal_winnable.next_winnable(seed)
        note = "deal %d: proven winnable" % seed
        if options.get("draw_only_when_stuck"):
            note += " when drawing at any time (with draw only when stuck it may not be)"
    try:
        game = module.new_game(players, seed, **options)
    except ValueError as exc:
        return error(400, str(exc))
    table.start(name, game, note=note)
    deal = seed if players == 1 else None  # a one-seat deal's number is the player's; no other is told
    return 200, {"game": name, "players": players, "deal": deal, "note": note}


def _options(name, given):
    """(the options for new_game, None) or (None, error reply): only the game's own, each of its type."""
    if not isinstance(given, dict):
        return None, error(400, 'expected "options": a JSON object, got %s' % json.dumps(given))
    offered = SETUP_OPTIONS.get(name, ())
    options = {}
    for key, value in given.items():
        default = None
        for known, known_default in offered:
            if known == key:
                default = known_default
        if default is None:
            names = ", ".join(known for known, _ in offered) or "none"
            return None, error(400, "%s has no option %s (its options: %s)" % (name, json.dumps(key), names))
        if type(value) is not type(default):
            kind = "true or false" if type(default) is bool else type(default).__name__
            return None, error(400, "expected option %s: %s, got %s" % (json.dumps(key), kind, json.dumps(value)))
        options[key] = value
    return options, None
