# No phone reads a hand the board did not give it: a seat no phone held at the deal is the
# board's, and a phone asking for it sits only once the board consents (release phones); names
# that would read as the pages' own words or as another seat's are refused; only a seated phone
# deals, and a deal never frees a phone's seat without saying so (lysbord.web.api, seats, dealing).

from test_web_api import _api as _table_api
from test_web_api import _body

from helpers import ON_MICROPYTHON
from lysbord.rng import Rng
from lysbord.table import game_module
from lysbord.web.names import MAX_NAME, check_name


def _api(name="trappe", players=4, seed=5, bots=0):
    return _table_api(name=name, players=players, bots=bots, seed=seed)  # test_web_api's, at a trappe table


def _claim(api, seat, name=None):
    """A phone asks for seat and the board consents: (status, reply) of the ask."""
    status, reply = _ask(api, seat, name)
    if status == 202:
        api.table.release_seats()
    return status, reply


def _ask(api, seat, name=None):
    return api.claim(_body({"seat": seat} if name is None else {"seat": seat, "name": name}))


def _who(api):
    return [s["who"] for s in api.table_state()[1]["seats"]]


def test_a_hopping_phone_reads_no_hand_and_the_table_sees_who_asks():
    for name in ("trappe", "sequence", "siodemki"):
        api, table = _api(name, 4)
        version = table.version
        for seat in range(4):
            status, reply = _ask(api, seat, "Hop%d" % seat)
            assert status == 202 and reply["asking"] is True
            token = reply["token"]
            for status, reply in (api.view(token), api.view(token, True)):
                assert status == 202 and reply["asking"] == seat and "view" not in reply, name
            status, reply = api.move(token, _body({"move": 0}))
            assert status == 403 and set(reply) == {"error"} and "release phones" in reply["error"], name
            assert api.leave(token)[0] == 200  # the ask withdrawn
            status, reply = _ask(api, seat)  # and asked again: still nothing
            assert api.view(reply["token"])[0] == 202
        seats = api.table_state()[1]["seats"]
        assert [(s["who"], s["asking"]) for s in seats] == [("board", "")] * 4, name  # every phone sees the asks
        assert table.version > version and table.asking == 0b1111


def test_a_seat_left_is_the_boards_again_shown_as_left_with_its_name_until_the_next_deal():
    api, table = _api()
    token = _claim(api, 0, "Kari")[1]["token"]
    assert api.view(token)[0] == 200
    assert api.leave(token)[0] == 200
    seat = api.table_state()[1]["seats"][0]
    assert (seat["who"], seat["name"]) == ("left", "Kari")  # every phone sees who went
    assert api.view(token)[0] == 401
    status, reply = _ask(api, 0, "Ola")
    assert api.view(reply["token"])[0] == 202  # taken again only with the board's consent: no view yet
    table.release_seats()
    assert api.view(reply["token"])[1]["seat"] == 0 and _who(api)[0] == "phone"
    api.leave(reply["token"])
    table.start("trappe", game_module("trappe").new_game(4, 6), 0)  # a new deal: the board's seat, no name
    seat = api.table_state()[1]["seats"][0]
    assert (seat["who"], seat["name"]) == ("board", "")


def test_the_last_ask_takes_the_seat_bots_are_never_asked_for_and_a_release_with_none_asking_frees_all():
    api, table = _api(bots=0b1000)
    first = _ask(api, 1, "Kari")[1]["token"]
    later = _ask(api, 1, "Mallory")[1]["token"]
    assert api.table_state()[1]["seats"][1]["asking"] == "Mallory"
    status, reply = _ask(api, 3)
    assert status == 409 and "bot" in reply["error"]
    table.release_seats()
    assert api.view(first)[0] == 401 and api.view(later)[1]["seat"] == 1
    assert _who(api) == ["board", "phone", "board", "bot"] and table.seats_epoch == 0
    table.release_seats()  # nobody asks: every phone gives its seat up
    assert api.view(later)[0] == 401 and _who(api) == ["board", "board", "board", "bot"]
    assert table.seats_epoch == 1


def test_a_phone_seated_at_the_deal_keeps_its_seat_and_a_new_bot_seat_drops_an_ask():
    api, table = _api("cabo", 3)
    token = _claim(api, 0, "Kari")[1]["token"]
    asking = _ask(api, 2)[1]["token"]
    table.start("cabo", game_module("cabo").new_game(3, 8), 0b100)  # Deal again, seat 3 now a bot
    assert api.view(token)[1]["seat"] == 0 and _who(api) == ["phone", "board", "bot"]
    assert table.asking == 0 and api.view(asking)[0] == 401
    assert api.leave(asking)[0] == 401


def test_a_hint_needs_the_seat_as_a_view_does():
    api, table = _api("kabal", 1)
    token = _ask(api, 0)[1]["token"]
    status, reply = api.hint(token)
    assert status == 403 and set(reply) == {"error"}
    table.release_seats()
    assert api.view(token)[0] == 200


def test_the_phone_that_deals_sits_at_the_first_seat_no_phone_holds():
    from test_web_api import _urandom

    from lysbord.table import Table
    from lysbord.web.api import Api
    from lysbord.web.seats import Seats

    table = Table()
    api = Api(table, Seats(table, _urandom(5)))
    status, reply = api.setup(_body({"game": "kabal"}))
    assert status == 200 and reply["seat"] == 0  # solitaire: the dealer's own seat, at once
    assert api.view(reply["token"])[1]["seat"] == 0
    game = table.game
    give_up = [m for m in game.legal_moves() if game_module("kabal").move_name(m) == "give up"]
    table.play(0, give_up[0])
    assert game.over
    status, again = api.setup(_body({"game": "trappe", "players": 3}), reply["token"])
    assert status == 200 and "token" not in again  # a seated dealer keeps its own seat
    assert _who(api) == ["phone", "board", "board"]


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
    assert _claim(api, 0, "Kari")[0] == 202
    version = table.version
    for same in ("Kari", "kari", "KARI", "Kari!", "K ari", "\u041aari"):
        status, reply = _claim(api, 1, same)
        assert status == 400 and "seat 1 is named" in reply["error"], (same, reply)
    assert table.version == version and _who(api) == ["phone", "board", "board", "board"]
    token = _claim(api, 1, "Ola")[1]["token"]
    assert api.rename(token, _body({"name": "KARI"}))[0] == 400
    assert api.rename(token, _body({"name": "Ola"}))[0] == 200  # its own name again
    status, reply = _claim(api, 2, "ÅSE")
    assert status == 202
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


def test_the_board_blinks_its_release_cells_while_a_phone_asks_and_its_press_seats_it():
    import appkit as kit

    from lysbord import events
    from lysbord.ui.board import draw
    from lysbord.web.api import Api
    from lysbord.web.seats import Seats

    sim = kit.new_board(seed=5)
    kit.start_table_game(sim, "trappe", players=3, bots=())
    table = sim.app.table
    api = Api(table, Seats(table, _urandom_of(5)))
    status, reply = api.claim(_body({"seat": 2, "name": "Per"}))
    assert status == 202 and table.asking == 0b100
    sim.press(events.MENU)  # the pause menu
    shades = set()
    for _ in range(8):
        sim.advance(100)
        shades.add(kit.cell(sim, draw.RELEASE))
    assert len(shades) == 2  # the release cells blink: a phone waits for the table's press
    sim.press(draw.RELEASE)  # release phones: the phone asking takes its seat, nobody else moves
    assert table.asking == 0 and table.seats_epoch == 0
    assert api.view(reply["token"])[1]["seat"] == 2 and _who(api) == ["board", "board", "phone"]
    sim.press(events.MENU)
    assert kit.screen(sim) == "TablePlay"


def _urandom_of(seed):
    from test_web_api import _urandom

    return _urandom(seed)
