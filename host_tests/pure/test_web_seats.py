# No phone reads a hand the board did not give it, and the board's consent goes to one phone: a
# seat no phone held at the deal is the board's, and a phone asking for it sits only once the
# code it alone was sent is typed on the board; an ask never replaces another; a held seat moves
# only with its holder's consent or a second press on it; names that would read as the pages'
# own words or as another phone's, in any script, are refused; only a seated phone deals, and a
# deal never frees a phone's seat without saying so (lysbord.web.api, seats, names, dealing).

from test_web_api import _api as _table_api
from test_web_api import _body

from helpers import ON_CHIP
from lysbord.rng import Rng
from lysbord.table import ADMITTED, HELD, UNKNOWN, game_module
from lysbord.web.names import MAX_NAME, check_name
from lysbord.web.seats import MAX_ASKS


def _api(name="trappe", players=4, seed=5, bots=0):
    return _table_api(name=name, players=players, bots=bots, seed=seed)  # test_web_api's, at a trappe table


def _claim(api, seat, name=None):
    """A phone asks for seat and the board consents (its code typed): (status, reply) of the ask."""
    status, reply = _ask(api, seat, name)
    if status == 202:
        assert api.table.admit(bytes(reply["code"])) == (ADMITTED, seat)
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
            assert status == 403 and set(reply) == {"error", "code"} and "seat phones" in reply["error"], name
            assert api.leave(token)[0] == 200  # the ask withdrawn
            status, reply = _ask(api, seat)  # and asked again: still nothing
            assert api.view(reply["token"])[0] == 202
        seats = api.table_state()[1]["seats"]
        assert [(s["who"], s["asking"]) for s in seats] == [("board", [""])] * 4, name  # every phone sees the asks
        assert table.version > version and table.asking == 0b1111


def test_a_code_seats_its_own_phone_and_no_other_and_an_ask_never_replaces_another():
    api, table = _api(bots=0b1000)
    kari = _ask(api, 1, "Kari")[1]
    mallory = _ask(api, 1, "Mallory")[1]  # a second ask for the same seat: both stand
    assert api.table_state()[1]["seats"][1]["asking"] == ["Kari", "Mallory"]
    assert kari["code"] != mallory["code"] and len(kari["code"]) == 3 and all(10 <= c < 90 for c in kari["code"])
    status, reply = _ask(api, 3)
    assert status == 409 and "bot" in reply["error"]
    assert table.admit(bytes(kari["code"])) == (ADMITTED, 1)  # Kari's code: Kari sits, Mallory still asks
    assert api.view(kari["token"])[1]["seat"] == 1 and api.view(mallory["token"])[0] == 202
    assert table.admit(bytes(kari["code"])) == (UNKNOWN, -1)  # a code is good once
    for wrong in ((10, 11, 12), (89, 88, 87), tuple(reversed(mallory["code"]))):
        if list(wrong) != mallory["code"]:
            assert table.admit(bytes(wrong)) == (UNKNOWN, -1)  # no code, nobody seated
    assert table.admit(bytes(mallory["code"])) == (HELD, 1)  # a phone holds it: not without a second press
    assert api.view(kari["token"])[1]["seat"] == 1 and api.view(kari["token"])[1]["asked"] == ["Mallory"]
    assert table.admit(bytes(mallory["code"]), True) == (ADMITTED, 1)  # the board's press on the seat
    status, reply = api.view(kari["token"])
    assert status == 401 and reply["gone"] == "taken" and "gave seat 2 to another phone" in reply["error"]
    assert _who(api) == ["board", "phone", "board", "bot"] and table.seats_epoch == 0
    table.free_seats()  # the board's own action: every phone's seat freed, each phone told
    status, reply = api.view(mallory["token"])
    assert status == 401 and reply["gone"] == "freed" and _who(api) == ["board", "board", "board", "bot"]


def test_the_holder_is_asked_and_may_keep_its_seat_and_the_board_may_refuse_or_take_seats_back():
    api, table = _api()
    holder = _claim(api, 0, "Kari")[1]["token"]
    version = table.version
    asker = _ask(api, 0, "Per")[1]
    assert table.version > version  # every phone hears of the ask at once, the holder's too
    status, reply = api.view(holder, True)
    assert status == 200 and reply["asked"] == ["Per"] and reply["table"]["seats"][0]["asking"] == ["Per"]
    assert api.keep(holder) == (200, {"seat": 0, "refused": 1})
    status, reply = api.view(asker["token"])
    assert status == 401 and reply["gone"] == "kept" and "seat 1 kept it" in reply["error"]
    assert table.admit(bytes(asker["code"]), True) == (UNKNOWN, -1)  # the ask is gone: its code seats nobody
    asks = [_ask(api, seat)[1] for seat in (1, 2)]
    table.refuse_asks()
    assert table.asking == 0 and all(api.view(ask["token"])[1]["gone"] == "refused" for ask in asks)
    table.free_seat(0)  # the board takes seat 1 back from its phone
    status, reply = api.view(holder)
    assert status == 401 and reply["gone"] == "returned" and _who(api)[0] == "board"


def test_asks_are_bounded_and_a_full_table_of_asks_says_so():
    api, table = _api("cabo", 3)
    tokens = [_ask(api, n % 3)[1]["token"] for n in range(MAX_ASKS)]
    version = table.version
    status, reply = _ask(api, 0)
    assert status == 503 and "asking already" in reply["error"] and table.version == version
    api.leave(tokens[0])
    assert _ask(api, 0)[0] == 202


def test_a_seat_left_is_the_boards_again_shown_as_left_with_its_name_until_the_next_deal():
    api, table = _api()
    token = _claim(api, 0, "Kari")[1]["token"]
    assert api.view(token)[0] == 200
    assert api.leave(token)[0] == 200
    seat = api.table_state()[1]["seats"][0]
    assert (seat["who"], seat["name"]) == ("left", "Kari")  # every phone sees who went
    assert api.view(token)[0] == 401
    status, reply = _ask(api, 0, "Kari")  # back on a new phone: the name a seat left keeps is free
    assert api.view(reply["token"])[0] == 202  # taken again only with the board's consent: no view yet
    table.admit(bytes(reply["code"]))
    assert api.view(reply["token"])[1]["seat"] == 0 and _who(api)[0] == "phone"
    api.leave(reply["token"])
    table.start("trappe", game_module("trappe").new_game(4, 6), 0)  # a new deal: the board's seat, no name
    seat = api.table_state()[1]["seats"][0]
    assert (seat["who"], seat["name"]) == ("board", "")


def test_a_phone_seated_at_the_deal_keeps_its_seat_and_a_new_bot_seat_drops_an_ask():
    api, table = _api("cabo", 3)
    token = _claim(api, 0, "Kari")[1]["token"]
    asking = [_ask(api, 2)[1]["token"] for _ in range(MAX_ASKS)]  # every ask there is, all for seat 3
    table.start("cabo", game_module("cabo").new_game(3, 8), 0b100)  # Deal again, seat 3 now a bot
    assert api.view(token)[1]["seat"] == 0 and _who(api) == ["phone", "board", "bot"]
    assert table.asking == 0 and api.view(asking[0])[0] == 401 and api.view(asking[0])[1]["gone"] == "refused"
    assert api.leave(asking[0])[0] == 401
    assert _ask(api, 1)[0] == 202  # the asks a bot's seat ended block no new one


def test_a_hint_needs_the_seat_as_a_view_does():
    api, table = _api("kabal", 1)
    asked = _ask(api, 0)[1]
    status, reply = api.hint(asked["token"])
    assert status == 403 and set(reply) == {"error", "code"}
    table.admit(bytes(asked["code"]))
    assert api.view(asked["token"])[0] == 200


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


# Names as a laptop on the board's network tried them: the pages' own words, in look-alike
# letters of other scripts too; look-alikes of a player's name; characters that show as nothing
# or widen a page. A name is letters, digits and marks of people's scripts, spaces and - ' .
IMPOSTORS = ["you", "YOU", " You ", "you.", "\u0443\u043eu", "\uff59\uff4f\uff55", "Your turn", "y\u0585u"]
IMPOSTORS += ["seat 2", "Seat2", "p3", "bot", "Open", "the board", "Game over", "left", "Y\u0585ur turn"]
IMPOSTORS += ["Kari to play", "Kari left", "Ola bot", "seat \u0662", "p\u0969", "Per wins", "Kari asks for it"]
NOT_LETTERS = ["\u3164", "\u2800" * 24, "\uffa0", "\u00ad", "\u034f", "\u180e", "\U000e0041\U000e0042"]
NOT_LETTERS += ["a\u200db", "\u202eevil", "x\u2066", "a\ufe0f", "\ue000", "\u00a0", "Ola (bot)", "Seat #3"]
NOT_LETTERS += ["Kari\u0890", "a\U00013430", "a\U00016fe4", "\ufdfd" * 23, "Ka\u212ari", "\U0001d5aaari", "\u13e6ari"]
NOT_LETTERS += ["...", "!!", "\u2764", "<b>", "a\u0301\u0301\u0301", "\u0301a"]


def test_names_that_impersonate_or_vanish_are_refused_with_a_reason():
    for name in IMPOSTORS:
        status, reply = check_raises(name)
        assert status and "page's own words" in reply, (name, reply)
    for name in NOT_LETTERS:
        status, reply = check_raises(name)
        assert status and ("U+" in reply or "letter or a digit" in reply), (name, reply)
    kept = (("  Åse  ", "Åse"), ("Kari  Nordmann", "Kari Nordmann"), ("李", "李"), ("Youssef", "Youssef"))
    kept += (("Anne-Marie", "Anne-Marie"), ("O\u2019Brien", "O\u2019Brien"), ("Łukasz", "Łukasz"), ("Jürgen", "Jürgen"))
    kept += (("Søren", "Søren"), ("Zo\u0308e", "Zo\u0308e"), ("Ólafur", "Ólafur"), ("Øystein", "Øystein"))
    for name in ("\u0930\u093e\u092e", "\u0e2a\u0e21\u0e0a\u0e32\u0e22", "\u0645\u062d\u0645\u062f"):
        kept += ((name, name),)  # Ram, Somchai, Muhammad: vowel signs and all
    for name, trimmed in kept:
        assert check_name(name)[0] == trimmed, name
    assert check_name("Seatbelt")[0] == "Seatbelt" and check_name("p")[0] == "p" and check_name("Bo")[0] == "Bo"
    assert check_raises("n" * (MAX_NAME + 1))[1] == "the name has 25 characters, at most 24"
    assert "too wide" in check_raises("李" * 13)[1]  # 26 columns: wider than a phone's line


def check_raises(name):
    try:
        check_name(name)
    except ValueError as exc:
        return True, str(exc)
    return False, ""


def test_a_name_another_phone_has_seated_or_asking_is_refused_as_it_reads_on_the_phones():
    api, table = _api()
    assert _claim(api, 1, "Kari")[0] == 202
    version = table.version
    look_alikes = ("Kari", "kari", "KARI", "Kari!", "\u041aari", "Kar\u0131", "\uff2bari", "Kari.")
    for same in look_alikes:
        status, reply = _ask(api, 0, same)  # the seat asked for is another: still Kari's name
        assert status == 400, (same, reply)
        assert "seat 2 is held by Kari" in reply["error"] or "the name holds" in reply["error"], (same, reply)
    assert table.version == version and _who(api) == ["board", "phone", "board", "board"]
    assert _ask(api, 2, "Per")[0] == 202
    for same in ("per", "P\u0435r", "PER"):  # an asking phone's name is taken too
        status, reply = _ask(api, 3, same)
        assert status == 400 and "Per asks for seat 3" in reply["error"], (same, reply)
    token = _claim(api, 0, "Ola")[1]["token"]
    assert api.rename(token, _body({"name": "KARI"}))[0] == 400
    assert api.rename(token, _body({"name": "Per"}))[0] == 400
    assert api.rename(token, _body({"name": "Ola"}))[0] == 200  # its own name again
    assert _claim(api, 3, "ÅSE")[0] == 202
    assert _ask(api, 2, "åse")[0] == 400  # folded alike on every interpreter


def test_a_name_taken_since_the_ask_is_checked_again_when_the_board_seats_the_phone():
    api, table = _api()
    asked = _ask(api, 1, "Kari")[1]
    held = _claim(api, 0, "Ola")[1]["token"]
    assert api.rename(held, _body({"name": "Kari"}))[0] == 400  # an asking phone's name: refused
    api.seats.rename(0, "Kari", ("kari", "kari"))  # as if taken meanwhile by a path the checks missed
    assert table.admit(bytes(asked["code"])) == (UNKNOWN, -1)
    status, reply = api.view(asked["token"])
    assert status == 401 and reply["gone"] == "renamed" and _who(api) == ["phone", "board", "board", "board"]


def test_a_press_for_one_phone_never_seats_another_over_many_interleavings():
    """Phones ask, withdraw, leave, keep and rename at random while the board types codes (the
    asking phones', mistyped ones, with and without the second press), refuses asks, takes seats
    back and frees them all. Each seat is held by the phone the model says: the one whose own
    code the board typed, and never any other."""
    for seed in range(1, 7 if ON_CHIP else 41):  # the chip runs 6 of them: some 60 times slower
        rng = Rng(seed)
        api, table = _api("cabo", 4, seed=seed)
        phones = []  # [token, code or None (not asking), seat it holds or -1, seat it asks for or -1]
        for step in range(60):
            action = rng.below(9)
            if action == 0 or not phones:
                status, reply = _ask(api, rng.below(4), "P%dx%d" % (seed, len(phones)) if rng.below(2) else None)
                if status == 202:
                    phones.append([reply["token"], reply["code"], -1, reply["seat"]])
                continue
            phone = phones[rng.below(len(phones))]
            if action == 1:  # the phone gives up: its ask or its seat
                api.leave(phone[0])
                phone[1], phone[2], phone[3] = None, -1, -1
            elif action == 2 and phone[2] >= 0:  # its holder keeps it: every ask for it ends
                api.keep(phone[0])
                for other in phones:
                    if other[3] == phone[2]:
                        other[1], other[3] = None, -1
            elif action in (3, 4, 5):  # the board types a phone's code, or a code one cell off
                code = phone[1] or [10 + rng.below(80) for _ in range(3)]
                if rng.below(4) == 0:
                    code = code[:2] + [10 + (code[2] - 10 + 1 + rng.below(79)) % 80]
                move = rng.below(2) == 0
                outcome, seat = table.admit(bytes(code), move)
                owner = [p for p in phones if p[1] is not None and p[1] == code]
                if outcome == ADMITTED:
                    assert len(owner) == 1 and owner[0][3] == seat, (seed, step)  # its own phone, only it
                    for other in phones:
                        if other[2] == seat:
                            other[2] = -1  # moved by the board's second press
                    owner[0][1], owner[0][2], owner[0][3] = None, seat, -1
                elif outcome == HELD:
                    assert not move and len(owner) == 1 and any(p[2] == seat for p in phones), (seed, step)
                else:
                    assert not owner or owner[0][1] is None, (seed, step)
            elif action == 6:
                table.refuse_asks()
                for other in phones:
                    other[1], other[3] = None, -1
            elif action == 7 and phone[2] >= 0:
                table.free_seat(phone[2])
                phone[2] = -1
            elif action == 8 and rng.below(4) == 0:
                table.free_seats()
                for other in phones:
                    other[2] = -1
            for token, code, holds, asks in phones:  # what each phone reads now is the model's
                status, reply = api.view(token)
                if holds >= 0:
                    assert status == 200 and reply["seat"] == holds, (seed, step, reply)
                elif asks >= 0:
                    assert status == 202 and reply["asking"] == asks and reply["code"] == code, (seed, step)
                else:
                    assert status == 401, (seed, step, reply)


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


def _board_with_phones(seed=5):
    import appkit as kit

    from lysbord.web.api import Api
    from lysbord.web.seats import Seats

    sim = kit.new_board(seed=seed)
    kit.start_table_game(sim, "trappe", players=3, bots=())
    table = sim.app.table
    return kit, sim, table, Api(table, Seats(table, _urandom_of(seed)))


def test_the_board_seats_a_phone_by_the_cells_it_shows_and_no_other():
    from lysbord import events
    from lysbord.ui.board import draw

    kit, sim, table, api = _board_with_phones()
    per = api.claim(_body({"seat": 2, "name": "Per"}))[1]
    other = api.claim(_body({"seat": 1, "name": "Eve"}))[1]
    assert table.asking == 0b110
    sim.press(events.MENU)  # the pause menu
    shades = set()
    for _ in range(8):
        sim.advance(100)
        shades.add(kit.cell(sim, draw.RELEASE))
    assert len(shades) == 2  # the seat-phones cells blink: a phone waits for the table's press
    sim.press(draw.RELEASE)  # seat phones: nobody is seated by the press itself
    assert kit.screen(sim) == "Consent" and table.asking == 0b110
    assert api.view(per["token"])[0] == 202 and api.view(other["token"])[0] == 202
    for cell in per["code"]:  # the cells Per's phone shows, in order
        sim.press(cell)
    assert api.view(per["token"])[1]["seat"] == 2 and api.view(other["token"])[0] == 202  # Per, only Per
    assert _who(api) == ["board", "board", "phone"] and table.asking == 0b10
    for _ in range(3):  # three codes that seat nobody: the page closes
        for cell in (10, 11, 12) if other["code"] != [10, 11, 12] else (13, 14, 15):
            sim.press(cell)
    assert kit.screen(sim) == "Pause" and api.view(other["token"])[0] == 202
    sim.press(draw.RELEASE)
    sim.press(92)  # red: every ask refused
    assert table.asking == 0 and api.view(other["token"])[1]["gone"] == "refused"
    sim.long_press(2)  # seat 3 held: the board takes it back from Per's phone
    assert api.view(per["token"])[1]["gone"] == "returned" and _who(api) == ["board", "board", "board"]
    sim.press(90)  # back
    sim.press(events.MENU)
    assert kit.screen(sim) == "TablePlay"


def test_the_board_moves_a_held_seat_only_on_a_second_press_on_that_seat():
    from lysbord.ui.board import draw

    kit, sim, table, api = _board_with_phones(6)
    kari = api.claim(_body({"seat": 0, "name": "Kari"}))[1]
    table.admit(bytes(kari["code"]))
    new = api.claim(_body({"seat": 0, "name": "Per"}))[1]
    from lysbord import events

    sim.press(events.MENU)
    sim.press(draw.RELEASE)
    for cell in new["code"]:
        sim.press(cell)
    assert api.view(kari["token"])[1]["seat"] == 0 and api.view(new["token"])[0] == 202  # not yet
    seen = set()
    for _ in range(6):
        sim.advance(100)
        seen.add(kit.cell(sim, 0))
    assert len(seen) == 2  # seat 1 blinks: the board names the seat that would move
    sim.press(0)  # pressed: it moves, and Kari's phone is told
    assert api.view(new["token"])[1]["seat"] == 0 and api.view(kari["token"])[1]["gone"] == "taken"


def _urandom_of(seed):
    from test_web_api import _urandom

    return _urandom(seed)
