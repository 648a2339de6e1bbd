# A phone deals any of the games with the options a player sets at a real table: each option
# reaches the new game; a wrong value is a 400 that names it and deals nothing.
import json

from lysbord.rng import Rng
from lysbord.table import Table
from lysbord.web.api import Api
from lysbord.web.seats import Seats


def _api():
    table = Table()
    rng = Rng(5)
    return Api(table, Seats(table, lambda n: bytes(rng.below(256) for _ in range(n))))


def _deal(api, body):
    return api.setup(json.dumps(body).encode())


def test_each_games_options_reach_the_game_dealt():
    cases = (
        ("sequence", 2, {"advanced": True}, lambda g: g.advanced),
        ("siodemki", 2, {"target": 10, "may_trump_when_able": True}, lambda g: g.target == 10 and g.may_trump),
        ("siodemki", 4, {"target": 0}, lambda g: g.target == 0 and not g.may_trump),
        ("cabo", 3, {"kamikaze": False}, lambda g: not g.kamikaze),
    )
    for name, players, options, holds in cases:
        api = _api()
        status, reply = _deal(api, {"game": name, "players": players, "options": options})
        assert status == 200, reply
        assert api.table.name == name and api.table.game.players == players and holds(api.table.game), name


def test_without_options_each_game_gets_its_rules_defaults():
    api = _api()
    assert _deal(api, {"game": "cabo", "players": 2})[0] == 200 and api.table.game.kamikaze
    api = _api()
    assert _deal(api, {"game": "siodemki", "players": 2})[0] == 200 and api.table.game.target == 7
    api = _api()
    assert _deal(api, {"game": "sequence", "players": 2})[0] == 200 and not api.table.game.advanced


def test_a_wrong_option_value_is_refused_with_its_reason_and_deals_nothing():
    bad = (
        ({"game": "siodemki", "players": 2, "options": {"target": 5}}, "expected target 7, 10 or 0"),
        ({"game": "siodemki", "players": 2, "options": {"target": True}}, 'option "target": int'),
        ({"game": "siodemki", "players": 2, "options": {"target": "10"}}, 'option "target": int'),
        ({"game": "cabo", "players": 2, "options": {"kamikaze": 0}}, "true or false"),
        ({"game": "sequence", "players": 2, "options": {"teams": 2}}, "(its options: advanced)"),
        ({"game": "trappe", "players": 2, "options": {"advanced": True}}, "(its options: none)"),
    )
    for body, reason in bad:
        api = _api()
        status, reply = _deal(api, body)
        assert status == 400 and reason in reply["error"], (body, reply)
        assert api.table.game is None and api.table.version == 0
