# The four games played from phones and bots on the lit board: the game page, their public
# cards lit where the board prints them, whose turn on the status LEDs, nothing hidden lit,
# bots with the visible pause, saves that bring every game back, and releasing the phones.
import gc

import appkit as kit

from helpers import loaded
from lysbord import events, layout
from lysbord.rng import Rng
from lysbord.table import GAMES, game_module
from lysbord.ui.board import draw
from lysbord.ui.board.menu import GAME_PLAYERS, GAME_TITLES
from lysbord.ui.board.pause import RELEASE
from lysbord.ui.board.turns import BOT_PAUSE_MS


def _lit(sim):
    """The cells that are not dark."""
    return [c for c in range(100) if sim.led(c) != (0, 0, 0)]


def _cells(card):
    return list(layout.cells_of(card))


def _play(sim, moves):
    """Play each seat's first legal move (as a phone would) moves times; let the board show it."""
    table = sim.app.table
    game = table.game
    for _ in range(moves):
        table.play(game.turn, game.legal_moves()[0])
    sim.advance(40)
    return game


def test_the_menu_knows_each_games_seat_counts_and_title():
    for i in range(len(GAMES)):
        assert GAME_PLAYERS[i] == game_module(GAMES[i]).PLAYERS
    assert len(set(GAME_TITLES)) == len(GAMES)


def test_the_game_page_comes_first_and_each_game_starts_with_its_own_pages():
    for name in GAMES[1:]:
        sim = kit.new_board()
        counts = GAME_PLAYERS[GAMES.index(name)]
        players = counts[-1] if len(counts) > 1 else 1
        game = kit.start_table_game(sim, name, players=players)
        assert kit.screen(sim) == "TablePlay" and sim.app.table.name == name
        assert game is sim.app.table.game and game.players == players
        assert type(game).__name__.lower() == name


def test_kabal_lights_the_foundations_tops_and_the_drawn_card():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "kabal", players=1)
    view = sim.app.table.public_view()
    assert not view["group"] and bytes(view["foundations"]) == b"\x00\x00\x00\x00"
    assert _lit(sim) == []  # nothing drawn, nothing on the foundations
    draw_move = [m for m in game.legal_moves() if game_module("kabal").move_name(m) == "draw"][0]
    sim.app.table.play(0, draw_move)
    sim.advance(40)
    drawn = sim.app.table.public_view()["group"][-1]
    if layout.is_jack(drawn):  # a jack stands on its corner
        assert len(_lit(sim)) == 1 and _lit(sim)[0] in draw.CORNERS
    else:
        assert _lit(sim) == sorted(_cells(drawn))
    assert kit.cell(sim, _lit(sim)[0]) == "other"  # amber


def test_siodemki_lights_the_trick_in_each_seats_colour_and_the_turnup():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "siodemki", players=3)
    table = sim.app.table
    while table.public_view()["phase"] != "play" or len(table.public_view()["trick"]) < 2:
        _play(sim, 1)
    view = table.public_view()
    order = list(view["order"])
    start = order.index(view["leader"])
    for i in range(len(view["trick"])):
        card = view["trick"][i]
        seat = order[(start + i) % len(order)]
        cells = _cells(card) if not layout.is_jack(card) else [c for c in draw.CORNERS if kit.cell(sim, c) != "off"]
        for cell in cells:
            assert kit.cell(sim, cell) == ("blue", "green", "red")[seat]
    if view["turnup"] < 52 and not layout.is_jack(view["turnup"]) and view["turnup"] not in view["trick"]:
        assert [kit.cell(sim, c) for c in _cells(view["turnup"])] == ["other", "other"]  # amber
    assert game.turn >= 0 and kit.status(sim, game.turn) == ("blue", "green", "red")[game.turn]


def test_trappe_lights_the_row_with_the_closing_pile_amber_and_the_last_card_laid_in_its_seats_colour():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "trappe", players=2)
    table = sim.app.table
    while len(table.public_view()["tops"]) < 2 or table.last_move >> 12 > 1:  # two piles, a card just laid
        _play(sim, 1)
    tops = table.public_view()["tops"]
    laid = table.last_move & 63
    lit = []
    for i in range(len(tops)):
        if not layout.is_jack(tops[i]):
            names = [kit.cell(sim, c) for c in _cells(tops[i])]
            if tops[i] == laid:
                assert names == [("blue", "green")[table.last_seat]] * 2
            else:
                assert names == (["other", "other"] if i == 0 else ["white", "white"])
            lit += _cells(tops[i])
    if laid not in tops and not layout.is_jack(laid):  # it closed its pile: lit where it lies, face up
        lit += _cells(laid)
    corners = [c for c in draw.CORNERS if kit.cell(sim, c) != "off"]
    assert _lit(sim) == sorted(lit + corners) and game.over is False


def test_cabo_shows_the_discard_top_as_its_number():
    sim = kit.new_board()
    kit.start_table_game(sim, "cabo", players=2)
    top = sim.app.table.public_view()["discard"][-1]
    from lysbord.ui.phones import Lamp

    frame = bytearray(300)
    Lamp(frame).text(str(top), draw.WHITE)
    expected = [c for c in range(100) if frame[3 * c]]
    assert _lit(sim) == expected and expected


def test_nothing_hidden_is_lit_two_states_differing_in_hidden_cards_look_the_same():
    sim = game = None
    for name in GAMES[1:]:
        sim = game = None  # one board at a time, as on the chip: the last let go before the next is made
        gc.collect()
        sim = kit.new_board(seed=11)
        players = 1 if name == "kabal" else 3
        game = kit.start_table_game(sim, name, players=players)
        _play(sim, 5)
        before = [sim.led(i) for i in range(104)]
        for seat in range(players):  # shuffle all that seat cannot see: other hands, stock
            game._scramble_hidden(seat, Rng(seat + 3))
            sim.app.play.paint(sim.now)
            sim.advance(8)
            assert [sim.led(i) for i in range(104)] == before, name


def test_status_leds_show_the_seat_to_move_and_blink_past_the_fourth():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "trappe", players=6)
    table = sim.app.table
    while game.turn != 5:
        _play(sim, 1)
    seen = set()
    for _ in range(20):
        sim.advance(60)
        seen.add(tuple(kit.status(sim, i) for i in range(4)))
    assert seen == {("off", "green", "off", "off"), ("off", "off", "off", "off")}  # seat 6: LED 2 blinks
    _play(sim, 1)
    while game.turn >= 4:
        _play(sim, 1)
    assert kit.status(sim, game.turn) == ("blue", "green", "red", "other")[game.turn]
    assert table.game is game


def test_a_bot_moves_after_the_visible_pause_through_the_table():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "cabo", players=2, bots=(1,))
    table = sim.app.table
    while game.turn != 1:
        _play(sim, 1)
    moved = game.moves_played()
    version = table.version
    sim.advance(BOT_PAUSE_MS - 100)
    assert game.moves_played() == moved
    sim.advance(200)
    assert game.moves_played() > moved and table.version > version


def test_a_kabal_bots_draws_follow_faster_than_its_other_moves():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "kabal", players=1, bots=(0,))
    table = sim.app.table
    draw = game_module("kabal").moves.DRAW
    waits = {True: [], False: []}  # after a bot's draw, after its other moves: ms to its next move
    for _ in range(40):
        if game.over:
            break
        moved, after_draw = game.moves_played(), table.last_move == draw and table.last_seat == 0
        waited = 0
        while game.moves_played() == moved:
            sim.advance(50)
            waited += 50
        waits[after_draw].append(waited)
    assert waits[True] and waits[False], waits
    assert max(waits[True]) <= 250 and min(waits[False]) >= BOT_PAUSE_MS - 100, waits


def _saved_after_each_move_and_offered_again_at_power_up(name):
    sim = kit.new_board(seed=4)
    players = 1 if name == "kabal" else 2
    game = kit.start_table_game(sim, name, players=players)
    _play(sim, 3)
    history = game.history_bytes()
    again = kit.new_board(fs=sim.fs)
    assert kit.screen(again) == "Resume"
    again.press(41)  # the green block
    assert kit.screen(again) == "TablePlay" and again.app.table.name == name
    assert again.app.table.game.history_bytes() == history


# A test a game (GAMES[1:]): a board holds one game's modules at a time, and so does a test on
# the Pico's own heap (host_tests/run_pure.py lets them go after each test).
def test_kabal_is_saved_after_each_move_and_offered_again_at_power_up():
    _saved_after_each_move_and_offered_again_at_power_up("kabal")


def test_siodemki_is_saved_after_each_move_and_offered_again_at_power_up():
    _saved_after_each_move_and_offered_again_at_power_up("siodemki")


def test_cabo_is_saved_after_each_move_and_offered_again_at_power_up():
    _saved_after_each_move_and_offered_again_at_power_up("cabo")


def test_trappe_is_saved_after_each_move_and_offered_again_at_power_up():
    _saved_after_each_move_and_offered_again_at_power_up("trappe")


def test_undo_on_the_board_takes_back_a_phones_move():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "trappe", players=2)
    _play(sim, 2)
    sim.long_press(events.UNDO)
    assert game.moves_played() == 1


def test_a_press_on_a_cell_changes_nothing_and_flashes_the_last_status_led():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "siodemki", players=2)
    history = game.history_bytes()
    sim.press(44, settle=20)
    assert kit.status(sim, 3) == "red" and game.history_bytes() == history


def test_seat_phones_in_the_pause_menu_opens_its_page_and_a_hold_there_frees_every_seat():
    for start in (lambda sim: kit.start_game(sim, virtual=True), lambda sim: kit.start_table_game(sim, "cabo")):
        sim = kit.new_board()
        start(sim)
        table = sim.app.table
        epoch = table.seats_epoch
        sim.press(events.MENU)
        assert kit.screen(sim) == "Pause"
        sim.press(RELEASE)  # a press frees nothing: it opens the seat-phones page
        assert table.seats_epoch == epoch and kit.screen(sim) == "Consent"
        sim.press(RELEASE)  # a tap on the sky-blue cells there frees nothing either
        assert table.seats_epoch == epoch
        sim.long_press(RELEASE + 1)  # held: every phone's seat freed, on purpose
        assert table.seats_epoch == epoch + 1 and kit.screen(sim) == "Consent"
        sim.press(90)  # back to the pause menu
        assert kit.screen(sim) == "Pause"
        sim.press(90)  # continue
        assert kit.screen(sim) in ("Play", "TablePlay")


def test_a_phones_move_in_sequence_shows_on_the_board_and_is_saved():
    sim = kit.new_board()
    game = kit.start_game(sim, virtual=True, players=2, bots=())
    table = sim.app.table
    move = [m for m in game.legal_moves() if m >> 13 == 0][0]  # a placement
    cell = move & 127
    table.play(game.turn, move)  # the web side's road
    sim.advance(kit.SETTLE_MS)
    assert kit.cell(sim, cell) == "blue" and kit.status(sim, 1) == "green"
    saved = sim.board.store.load(kit.SAVE_NAME)
    assert saved is not None and saved.endswith(game.history_bytes())


def test_the_game_page_of_setup_also_opens_the_seat_phones_page():
    sim = kit.new_board()
    table = sim.app.table
    assert kit.screen(sim) == "Menu" and kit.cell(sim, RELEASE) == "blue"  # sky blue
    sim.press(RELEASE + 1)
    assert kit.screen(sim) == "Consent" and table.seats_epoch == 0
    sim.press(90)  # back to the game page
    assert kit.screen(sim) == "Menu" and sim.app.settings.game == "sequence"
    sim.advance(700)
    sim.press(kit.NEXT)
    sim.press(RELEASE)  # on the next page the cell is no choice: refused, nothing opened
    assert kit.screen(sim) == "Menu" and kit.status(sim, 3) == "red"


def test_a_confused_bot_falls_back_to_a_legal_move():
    sim = kit.new_board()
    game = kit.start_table_game(sim, "trappe", players=2, bots=(0, 1))
    table = sim.app.table

    class Confused:
        def choose(self, view):
            raise KeyError("hand")

    table._bots = [Confused(), Confused()]
    sim.advance(BOT_PAUSE_MS + 100)
    assert game.moves_played() >= 1


def test_the_lite_board_shows_a_refusal_on_its_corner_then_the_cards_again():
    sim = kit.new_board("lite")
    sim.app.settings.game = "trappe"  # as the menu would set it
    sim.app.settings.bots = 0
    sim.app.start_game(sim.now)
    _play(sim, 2)
    cells = [c for c in range(100) if c != sim.app.cursor]  # the cursor blinks on its own
    shown = [sim.led(c) for c in cells]
    sim.press(events.JACK, settle=10)
    assert kit.cell(sim, 0) == "red"
    sim.advance(600)
    assert [sim.led(c) for c in cells] == shown


def test_siodemki_keeps_the_last_trick_dimly_until_the_next_lead():
    sim = kit.new_board()
    kit.start_table_game(sim, "siodemki", players=2)
    table = sim.app.table
    while not (table.public_view()["phase"] == "play" and table.public_view()["last_trick"]):
        _play(sim, 1)
    view = table.public_view()
    assert not view["trick"]
    leader = view["last_leader"]
    for i in range(2):
        card = view["last_trick"][i]
        if layout.is_jack(card):
            continue
        seat = (list(view["order"]).index(leader) + i) % 2
        for cell in _cells(card):
            red, green, blue = sim.led(cell)
            full = kit.expected(draw.SEAT[view["order"][seat]])
            assert kit.cell(sim, cell) == ("blue", "green")[view["order"][seat]]
            assert max(red, green, blue) < max(full)  # dimmer than a card of the trick in play


def test_a_new_game_of_another_kind_lets_the_last_ones_rules_bots_and_play_screen_go():
    sequence_code = (
        "lysbord.ui.board.play",
        "lysbord.ui.board.turns",
        "lysbord.games.sequence",
        "lysbord.bots.sequence.normal",
    )
    sim = kit.new_board()
    kit.start_game(sim, virtual=True, players=2, bots=(1,))
    _play(sim, 1)
    sim.advance(BOT_PAUSE_MS + kit.SETTLE_MS)  # the bot answers
    assert sim.app.table.game.moves_played() == 2 and len(loaded(*sequence_code)) >= 4
    sim.press(events.MENU)
    sim.press(99)  # new game
    game = kit.start_table_game(sim, "kabal", players=1)
    assert kit.screen(sim) == "TablePlay" and loaded("lysbord.games.kabal", "lysbord.ui.phones")
    assert loaded(*sequence_code) == []  # what only Sequence uses is let go
    _play(sim, 1)
    assert game.moves_played() == 1
    sim.press(events.MENU)
    sim.press(99)
    game = kit.start_game(sim, virtual=True, players=2, bots=(1,))
    assert kit.screen(sim) == "Play" and loaded("lysbord.games.kabal", "lysbord.ui.phones") == []
    _play(sim, 1)
    sim.advance(BOT_PAUSE_MS + kit.SETTLE_MS)  # loaded again, the bot answers again
    assert game.moves_played() == 2
