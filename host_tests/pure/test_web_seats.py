# A seat's hand is seen by one phone per deal, and the table shows it; names that would read
# as the pages' own words or as another seat's are refused; only a seated phone deals, and a
# deal never frees a phone's seat without saying so (lysbord.web.api, seats, dealing).

from test_web_api import _api as _table_api
from test_web_api import _body

from helpers import ON_MICROPYTHON
from lysbord.rng import Rng
from lysbord.table import game_module
from lysbord.web.names import MAX_NAME, check_name


def _api(name="trappe", players=4, seed=5, bots=0):
    return _table_api(name=name, players=players, bots=bots, seed=seed)  # test_web_api's, at a trappe table


def _claim(api, seat, name=None):
    status, reply = api.claim(_body({"seat": seat} if name is None else {"seat": seat, "name": name}))
    return status, reply


def _who(api):
    return [s["who"] for s in api.table_state()[1]["seats"]]


def test_a_hopping_phone_reads_one_hand_and_the_table_shows_it_left():
    for name in ("trappe", "sequence", "siodemki"):
        api, table = _api(name, 4)
        status, reply = _claim(api, 1)
        token = reply["token"]
        assert api.view(token)[0] == 200  # the hand is seen by this phone
        assert api.leave(token)[0] == 200
        assert _who(api) == ["open", "left", "open", "open"], name  # not untouched
        status, reply = _claim(api, 1)  # re-claiming the seat it left
        assert status == 409 and "release phones" in reply["error"], reply
        for seat in (2, 3):  # hopping on: each seat's hand is read only by a phone that stays, or shows
            status, reply = _claim(api, seat)
            assert status == 200
            api.view(reply["token"])
            api.leave(reply["token"])
        assert _who(api) == ["open", "left", "left", "left"], name


def test_a_seat_claimed_and_left_unseen_is_open_again_and_a_left_seat_keeps_its_name():
    api, table = _api()
    status, reply = _claim(api, 0, "Kari")
    assert api.leave(reply["token"])[0] == 200  # no view: no hand seen
    assert _who(api)[0] == "open" and api.table_state()[1]["seats"][0]["name"] == ""
    status, reply = _claim(api, 0, "Ola")
    assert status == 200
    api.view(reply["token"])
    api.leave(reply["token"])
    seat = api.table_state()[1]["seats"][0]
    assert seat["who"] == "left" and seat["name"] == "Ola"  # every phone sees who went


def test_a_move_or_a_hint_binds_the_seat_as_a_view_does():
    api, table = _api()
    tokens = [_claim(api, s)[1]["token"] for s in range(4)]
    turn = table.game.turn
    assert api.move(tokens[turn], _body({"move": table.game.legal_moves()[0]}))[0] == 200
    api.leave(tokens[turn])
    assert _who(api)[turn] == "left"
    api, table = _api("kabal", 1)
    token = _claim(api, 0)[1]["token"]
    api.hinting(token).send(None)  # the hint's first slice: the seat is this phone's
    api.leave(token)
    assert _who(api) == ["left"]


def test_only_the_board_frees_a_left_seat_and_a_new_deal_opens_it():
    api, table = _api()
    token = _claim(api, 2)[1]["token"]
    api.view(token)
    api.leave(token)
    assert _claim(api, 2)[0] == 409
    table.release_seats()  # the board's pause menu: release phones
    assert _who(api) == ["open"] * 4
    token = _claim(api, 2)[1]["token"]
    api.view(token)
    api.leave(token)
    assert _claim(api, 2)[0] == 409  # the consent is good for one phone
    table.start("trappe", game_module("trappe").new_game(4, 6), 0)  # a new deal: new hands
    assert _who(api) == ["open"] * 4 and _claim(api, 2)[0] == 200


def test_a_seat_held_by_a_phone_is_never_claimed_by_another():
    api, table = _api()
    token = _claim(api, 3, "Åse")[1]["token"]
    for _ in range(3):
        status, reply = _claim(api, 3)
        assert status == 409 and "taken" in reply["error"]
    assert api.view(token)[1]["seat"] == 3


def test_names_that_impersonate_or_vanish_are_refused_with_a_reason():
    impostors = ["you", "YOU", " You ", "you.", "Y O U", "\u0443\u043eu", "\uff59\uff4f\uff55", "Your turn"]
    impostors += ["seat 2", "Seat2", "seat #3", "p3", "bot", "Open", "the board", "Game over", "left"]
    for name in impostors:
        status, reply = check_raises(name)
        assert status and "page's own words" in reply, (name, reply)
    vanishing = ["\u3164", "\u2800" * 24, "\uffa0", "\u00ad", "\u034f", "\u180e", "\U000e0041\U000e0042"]
    vanishing += ["a\u200db", "\u202eevil", "x\u2066", "a\ufe0f", "\u115f", "\ue000", "\u00a0"]
    for name in vanishing:
        status, reply = check_raises(name)
        assert status and ("invisible" in reply or "private-use" in reply), (name, reply)
    for name in ("...", "!!", "\u0301", "\u2764\ufe0f" if ON_MICROPYTHON else "\u2764"):
        status, reply = check_raises(name)
        assert status and ("letter or a digit" in reply or "invisible" in reply), (name, reply)
    for name, kept in (("  Åse  ", "Åse"), ("Kari  Nordmann", "Kari Nordmann"), ("李", "李"), ("Youssef", "Youssef")):
        assert check_name(name) == kept
    assert check_name("Seat belt") == "Seat belt" and check_name("p") == "p" and check_name("Bo") == "Bo"
    assert check_raises("n" * (MAX_NAME + 1))[1] == "the name has 25 characters, at most 24"


def check_raises(name):
    try:
        check_name(name)
    except ValueError as exc:
        return True, str(exc)
    return False, ""


def test_a_name_another_seat_has_is_refused_as_it_reads_on_the_phones():
    api, table = _api()
    assert _claim(api, 0, "Kari")[0] == 200
    version = table.version
    for same in ("Kari", "kari", "KARI", "Kari!", "K ari", "\u041aari"):
        status, reply = _claim(api, 1, same)
        assert status == 400 and "seat 1 is named" in reply["error"], (same, reply)
    assert table.version == version and _who(api) == ["phone", "open", "open", "open"]
    token = _claim(api, 1, "Ola")[1]["token"]
    assert api.rename(token, _body({"name": "KARI"}))[0] == 400
    assert api.rename(token, _body({"name": "Ola"}))[0] == 200  # its own name again
    status, reply = _claim(api, 2, "ÅSE")
    assert status == 200
    assert _claim(api, 3, "åse")[0] == 400  # folded alike on every interpreter


def test_only_a_seated_phone_deals_once_the_game_is_over():
    api, table = _api("cabo", 2, seed=3)
    token = _claim(api, 0)[1]["token"]
    game = table.game
    rng = Rng(3)
    while not game.over:
        legal = game.legal_moves()
        table.play(game.turn, legal[rng.below(len(legal))])
    result = api.table_state()[1]["result"]
    for stranger in (None, "", "0" * 32):
        status, reply = api.setup(_body({"game": "cabo", "players": 2}), stranger)
        assert status == 403 and "seated" in reply["error"]
    assert table.game is game and api.table_state()[1]["result"] == result  # the result stays
    status, reply = api.setup(_body({"game": "cabo", "players": 2}), token)
    assert status == 200 and table.game is not game


def test_a_deal_that_would_free_a_phones_seat_says_so_and_deals_only_when_told():
    api, table = _api("trappe", 3, seed=4)
    tokens = [_claim(api, s, n)[1]["token"] for s, n in enumerate(("Kari", "Ola", "Åse"))]
    game = table.game
    while not game.over:
        table.play(game.turn, game.legal_moves()[0])
    status, reply = api.setup(_body({"game": "kabal"}), tokens[0])
    assert status == 409 and "Ola, Åse" in reply["error"] and "free_seats" in reply["error"], reply
    assert table.game is game and _who(api) == ["phone"] * 3  # nothing dealt, nobody freed
    status, reply = api.setup(_body({"game": "cabo", "players": 2}), tokens[0])
    assert status == 409 and "(Åse)" in reply["error"]
    status, reply = api.setup(_body({"game": "kabal", "free_seats": True}), tokens[0])
    assert status == 200 and table.name == "kabal"
    assert api.view(tokens[0])[1]["seat"] == 0  # the dealer keeps seat 1
    assert api.view(tokens[1])[0] == 401 and api.view(tokens[2])[0] == 401
