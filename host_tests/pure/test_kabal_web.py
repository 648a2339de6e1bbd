# 7'er kabal beyond the console: a game set up from a phone (winnable deals only), the hint a
# phone asks for (the solver's move, "dead", or a labelled guess), the board's own "winnable"
# setup page, a phone's game taken up by the board, and the hard level (the Planner).
import json

import appkit as kit
from test_kabal_solver import position

from lysbord.bots import levels
from lysbord.cards import name
from lysbord.games.kabal import GIVE_UP, move_name, new_game
from lysbord.games.kabal import hint as kabal_hint
from lysbord.games.kabal import winnable as kabal_winnable
from lysbord.rng import Rng
from lysbord.table import Table
from lysbord.ui.board.menu import Resume, choice_cell
from lysbord.ui.board.saves import unpack_save
from lysbord.web.api import Api
from lysbord.web.seats import Seats


def _urandom(seed):
    rng = Rng(seed)
    return lambda n: bytes(rng.below(256) for _ in range(n))


def _body(data):
    return json.dumps(data).encode()


def _short_win():
    # JC over QC (face down), KC in the stock, the rest up: won in five moves
    return position((("QC", "JC"), (), (), (), (), (), ()), (1, 0, 0, 0, 0, 0, 0), "KC", (13, 13, 13, 10))


def _buried_ace():
    # AH lies face down under 2H, which has nowhere to go: no line wins
    columns = (("AH", "2H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("8H",))
    return position(columns, (1, 0, 0, 0, 0, 0, 0), "3H 4H 5H 6H 7H", (13, 0, 13, 13))


def _seated(game):
    """An Api over a table holding game, and the token of its one seat: the phone asked for it
    and the board consented (its code typed on the board)."""
    table = Table()
    table.start("kabal", game)
    api = Api(table, Seats(table, _urandom(3)))
    status, reply = api.claim(_body({"seat": 0}))
    assert status == 202 and reply["asking"] is True, reply
    table.admit(bytes(reply["code"]))
    return api, reply["token"]


def _hidden_names(game):
    """The names of the cards the player cannot see: face-down ones and the stock."""
    hidden = list(game.stock)
    for i, col in enumerate(game.cols):
        hidden += col[: game.down[i]]
    return [name(c) for c in hidden]


def test_a_phone_deals_a_winnable_kabal_whose_number_is_on_the_list():
    rng = Rng(12)
    for _ in range(4):
        table = Table()
        api = Api(table, Seats(table, _urandom(1)))
        seed = rng.below(kabal_winnable.COUNT)
        status, reply = api.setup(_body({"game": "kabal", "seed": seed, "options": {"winnable_only": True}}))
        assert status == 200, reply
        deal = reply["deal"]
        assert kabal_winnable.winnable(deal) and deal == kabal_winnable.next_winnable(seed)
        assert table.name == "kabal" and table.game.deal == deal
        assert reply["note"] == "deal %d: proven winnable" % deal
        state = api.table_state()[1]
        assert state["note"] == reply["note"] and state["public"]["deal"] == deal and state["setup"] is False


def test_without_winnable_only_the_seed_is_the_deal_and_no_note_is_made():
    gap = [d for d in range(40) if not kabal_winnable.winnable(d)][0]
    table = Table()
    api = Api(table, Seats(table, _urandom(1)))
    status, reply = api.setup(_body({"game": "kabal", "seed": gap, "options": {"draw_only_when_stuck": True}}))
    assert status == 200 and reply["deal"] == gap and reply["note"] == ""
    assert table.game.deal == gap and table.game.stuck_only


def test_bad_setup_bodies_are_400_with_their_reason_and_change_nothing():
    table = Table()
    api = Api(table, Seats(table, _urandom(1)))
    bad = (
        ({"game": "kabal", "options": {"winnable": True}}, 'kabal has no option "winnable"'),
        ({"game": "sequence", "options": {"winnable_only": True}}, "sequence has no option"),
        ({"game": "kabal", "options": {"winnable_only": "yes"}}, "true or false"),
        ({"game": "kabal", "options": {"winnable_only": 1}}, "true or false"),
        ({"game": "kabal", "options": [1]}, '"options": a JSON object'),
        ({"game": "solitaire"}, 'expected "game"'),
        ({}, 'expected "game"'),
        ({"game": "kabal", "players": 2}, '"players" for kabal: one of 1'),
        ({"game": "kabal", "seed": -1}, '"seed"'),
        ({"game": "kabal", "seed": "5"}, '"seed"'),
    )
    for body, reason in bad:
        status, reply = api.setup(_body(body))
        assert status == 400 and reason in reply["error"], (body, reply)
        assert table.game is None and table.version == 0
    assert api.setup(b"winnable")[0] == 400 and table.game is None


def test_a_phone_cannot_deal_over_a_game_in_play_but_may_once_it_is_over():
    api, token = _seated(new_game(1, 4))
    table = api.table
    before = table.game
    status, reply = api.setup(_body({"game": "kabal", "options": {"winnable_only": True}}))
    assert status == 409 and "being played" in reply["error"] and table.game is before
    assert api.table_state()[1]["setup"] is False
    table.play(0, GIVE_UP)
    assert api.table_state()[1]["setup"] is True
    status, reply = api.setup(_body({"game": "kabal", "seed": 9}))  # a phone with no seat here
    assert status == 403 and "seated" in reply["error"] and table.game is before
    status, reply = api.setup(_body({"game": "kabal", "seed": 9, "options": {"winnable_only": True}}), token)
    assert status == 200 and table.game is not before and table.game.deal == reply["deal"]


def test_the_hint_names_a_move_of_a_winning_line_and_no_hidden_card():
    game = _short_win()
    api, token = _seated(game)
    status, reply = api.hint(token)
    assert status == 200 and reply["kind"] == "win", reply
    assert reply["move"] in game.legal_moves() and reply["name"] == move_name(reply["move"])
    assert reply["name"] in reply["text"] and "QC" not in json.dumps(reply)
    for _ in range(5):  # the line it follows wins
        move = api.hint(token)[1]["move"]
        api.table.play(0, move)
    assert game.winners() == (0,)
    assert api.hint(token)[0] == 409


def test_a_dead_position_is_said_at_once():
    api, token = _seated(_buried_ace())
    status, reply = api.hint(token)
    assert status == 200 and reply["kind"] == "dead" and reply["move"] == -1 and reply["name"] == ""
    assert reply["text"].startswith("No way to win from here")
    assert "AH" not in json.dumps(reply)


def test_no_answer_within_the_budget_is_a_guess_called_one():
    # not dead at the deal (deal 4 is: the solver says so at once); drawing only when stuck, so
    # without the deal's shipped line (the ring's), which the hint would follow without a search
    game = new_game(1, 2, True)
    kabal_hint._plan[0] = None
    kind, move = kabal_hint.hint(game, 1)
    assert kind == kabal_hint.GUESS and move == game.hint() and move in game.legal_moves()
    text = kabal_hint.words(kind, move, 1)
    assert "no win within 1 positions" in text and move_name(move) in text


def test_a_hint_on_a_fresh_deal_is_legal_and_shows_nothing_hidden():
    game = new_game(1, 2)
    api, token = _seated(game)
    status, reply = api.hint(token)
    assert status == 200 and reply["kind"] in ("win", "dead", "guess")
    assert reply["move"] in game.legal_moves()
    sent = json.dumps(reply)
    for hidden in _hidden_names(game):
        assert hidden not in sent, hidden


def _slices(steps):
    """Run a sliced hint to its end: (the reply, the slices it gave the board's loop)."""
    slices = 0
    while True:
        try:
            next(steps)
        except StopIteration as done:
            return done.value, slices
        slices += 1


def test_a_phone_hint_is_searched_a_position_at_a_time():
    game = new_game(1, 2)
    api, token = _seated(game)
    (status, reply), slices = _slices(api.hinting(token))
    assert status == 200 and reply == api.hint(token)[1]
    assert slices > 1  # the board's loop ran between the positions searched
    kabal_hint._plan[0] = None
    kind, move = kabal_hint.hint(game)
    assert (kind, move) == (reply["kind"], reply["move"])


def test_a_move_played_while_a_hint_is_searched_makes_it_moot():
    game = new_game(1, 2)
    api, token = _seated(game)
    steps = api.hinting(token)
    next(steps)
    assert api.hint(token)[0] == 503  # one search at a time: the heap holds one
    api.table.play(0, game.legal_moves()[0])
    (status, reply), _ = _slices(steps)
    assert status == 409 and "moved on" in reply["error"]
    assert api.hint(token)[0] == 200  # the next one is searched


def test_a_hint_that_would_leave_the_heap_short_stops_with_a_guess():
    if kabal_hint._mem_free is None:
        return  # only MicroPython tells the free heap
    game = new_game(1, 2)
    floor = kabal_hint.HEAP_FLOOR
    kabal_hint._plan[0] = None
    kabal_hint.HEAP_FLOOR = kabal_hint._mem_free() + (1 << 30)  # short from the first position on
    try:
        (kind, move), slices = _slices(kabal_hint.searching(game, 3000))
    finally:
        kabal_hint.HEAP_FLOOR = floor
    assert kind == kabal_hint.GUESS and move == game.hint() and slices == 0


def test_hints_need_a_seat_and_a_kabal():
    api, token = _seated(new_game(1, 4))
    assert api.hint(None)[0] == 401 and api.hint("0" * 32)[0] == 401
    table = Table()
    table.start("trappe", __import__("lysbord.games.trappe", None, None, ("new_game",)).new_game(2, 1))
    api = Api(table, Seats(table, _urandom(2)))
    asked = api.claim(_body({"seat": 0}))[1]
    token = asked["token"]
    table.admit(bytes(asked["code"]))
    status, reply = api.hint(token)
    assert status == 400 and "7'er kabal only" in reply["error"]


def test_the_boards_setup_deals_a_winnable_kabal_when_asked():
    sim = kit.new_board()
    sim.press(choice_cell(1, 5))  # 7'er kabal
    sim.press(kit.NEXT)
    assert sim.app.screen.values()[0] == (False, True)
    sim.press(choice_cell(1, 2))  # winnable deals only: on
    for _ in range(3):  # bots, brightness, start
        sim.press(kit.NEXT)
    game = sim.app.table.game
    assert kit.screen(sim) == "TablePlay" and sim.app.table.name == "kabal"
    assert kabal_winnable.winnable(game.deal)
    assert sim.app.table.note == "deal %d: proven winnable" % game.deal


def _the_board_takes_up_a_game_a_phone_dealt_and_saves_it(game_name):
    sim = kit.new_board()
    assert kit.screen(sim) == "Menu"
    api = Api(sim.app.table, Seats(sim.app.table, _urandom(1)))
    body = {"game": game_name}  # a deal for more seats is the board's own, secret
    if game_name == "kabal":
        body = {"game": game_name, "seed": 30, "options": {"winnable_only": True}}
    status, reply = api.setup(_body(body))
    assert status == 200, reply
    sim.advance(40)
    game = sim.app.table.game
    assert kit.screen(sim) in ("TablePlay", "Play") and sim.app.play.game is game, game_name
    assert sim.app.settings.game == game_name and sim.app.table.note == reply["note"]
    settings, saved = unpack_save(sim.app.board.store.load(kit.SAVE_NAME))
    assert settings.game == game_name and saved.to_bytes() == game.to_bytes()
    if game_name == "kabal":
        assert game.deal == reply["deal"] and kabal_winnable.winnable(game.deal)


# A test a game (every one of GAMES): a board holds one game's modules at a time, and so does a
# test on the Pico's own heap (host_tests/run_pure.py lets them go after each test).
def test_the_board_takes_up_a_sequence_game_a_phone_dealt_and_saves_it():
    _the_board_takes_up_a_game_a_phone_dealt_and_saves_it("sequence")


def test_the_board_takes_up_a_kabal_game_a_phone_dealt_and_saves_it():
    _the_board_takes_up_a_game_a_phone_dealt_and_saves_it("kabal")


def test_the_board_takes_up_a_siodemki_game_a_phone_dealt_and_saves_it():
    _the_board_takes_up_a_game_a_phone_dealt_and_saves_it("siodemki")


def test_the_board_takes_up_a_cabo_game_a_phone_dealt_and_saves_it():
    _the_board_takes_up_a_game_a_phone_dealt_and_saves_it("cabo")


def test_the_board_takes_up_a_trappe_game_a_phone_dealt_and_saves_it():
    _the_board_takes_up_a_game_a_phone_dealt_and_saves_it("trappe")


def test_no_phone_deals_over_a_saved_game_the_board_offers_to_resume():
    sim = kit.new_board(seed=4)
    game = kit.start_table_game(sim, "trappe", players=2)
    sim.advance(40)
    saved = sim.app.board.store.load(kit.SAVE_NAME)
    again = kit.new_board(fs=sim.fs)  # power comes back: the board offers the saved game
    assert kit.screen(again) == "Resume"
    api = Api(again.app.table, Seats(again.app.table, _urandom(1)))
    assert api.table_state()[1]["setup"] is False  # the page offers no new game
    status, reply = api.setup(_body({"game": "kabal", "seed": 3}))
    assert status == 409 and "saved game" in reply["error"], reply
    again.advance(40)
    assert kit.screen(again) == "Resume" and again.app.board.store.load(kit.SAVE_NAME) == saved
    again.press(Resume.RED[0])  # the player chooses a new game on the board: now a phone may deal it
    assert kit.screen(again) == "Menu" and api.table_state()[1]["setup"] is True
    assert api.setup(_body({"game": "kabal", "seed": 3}))[0] == 200
    again.advance(40)
    assert kit.screen(again) == "TablePlay" and again.app.table.name == "kabal" and game.players == 2


def test_the_hard_kabal_bot_is_the_planner_and_plays_legal_moves():
    from lysbord.bots.kabal import hard as kabal_hard  # as loaded now: a game dealt since lets the last one go

    assert levels.has_level("kabal", "hard")
    bot = levels.make("kabal", "hard", 0, 5)
    assert isinstance(bot, kabal_hard.Bot) and bot.budget == kabal_hard.BUDGET
    game = new_game(1, 5)
    for _ in range(6):
        move = bot.choose(game.view(0))
        assert move in game.legal_moves(), move
        game.play(move)
