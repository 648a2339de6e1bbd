# Rule tests for 7'er kabal on hand-built positions, plus the generic battery.
# Plain functions and asserts: they run under pytest and under MicroPython.
import battery
from helpers import message, raises, scaled
from lysbord.cards import name, parse
from lysbord.games import base
from lysbord.games.kabal import DRAW, GIVE_UP, Kabal, cycle_draws, move_name, new_game, parse_move


def build(columns, stock="", group="", found=(0, 0, 0, 0), rest=6, stuck=False):
    """A position: columns as "face-down cards | face-up cards" (no bar: all face up); every card
    not named (nor on a foundation) lies face down at the bottom of column `rest`."""
    game = new_game(1, 0, draw_only_when_stuck=stuck)
    named = [suit * 13 + r for suit in range(4) for r in range(found[suit])]
    cols, downs = [], []
    for text in columns:
        parts = text.split("|")
        down = [parse(w) for w in parts[0].split()] if len(parts) == 2 else []
        up = [parse(w) for w in parts[-1].split()]
        cols.append(down + up)
        downs.append(len(down))
        named += down + up
    stock = [parse(w) for w in stock.split()]
    group = [parse(w) for w in group.split()]
    named += stock + group
    left = [c for c in range(52) if c not in named]
    cols[rest] = left + cols[rest]
    downs[rest] += len(left)
    game.cols = [bytearray(c) for c in cols]
    game.down = bytearray(downs)
    game.stock, game.group, game.found = bytearray(stock), bytearray(group), bytearray(found)
    game._begin()
    assert Kabal.from_bytes(game.to_bytes()) == game, "the hand-built position is not a real one"
    return game


def names(game):
    return [move_name(m) for m in game.legal_moves()]


def up_cards(game, col):
    return " ".join(name(c) for c in game.view(0)["columns"][col])


def play(game, *texts):
    for text in texts:
        game.play(parse_move(text))


def test_battery():
    seeds = list(range(scaled(12, 6)))
    battery.run_battery(Kabal, lambda seed: new_game(1, seed), seeds)
    battery.run_battery(Kabal, lambda seed: new_game(1, seed, draw_only_when_stuck=True), seeds[:2])


def test_long_playouts_without_giving_up():
    # Random play gives up soon; here it may not, so saves, undo and the census see long games.
    for seed in range(scaled(3, 2)):
        game = new_game(1, seed)
        playing = battery.Rng(seed)
        census = sorted(game._census())
        for _ in range(scaled(300, 150)):
            legal = battery.check_step(Kabal, game, census, playing, True)
            moves = [m for m in legal if m != GIVE_UP] or legal
            game.play(moves[playing.below(len(moves))])
            if game.over:
                break
        assert Kabal.from_history(game.history_bytes()) == game


def test_numbered_deal():
    game = new_game(1, 1234)
    view = game.view(0)
    assert [len(c) for c in game.cols] == [1, 2, 3, 4, 5, 6, 7]
    assert view["down"] == bytes(range(7)) and all(len(c) == 1 for c in view["columns"])
    assert view["stock"] == 24 and view["group"] == b"" and view["deal"] == 1234
    assert new_game(1, 1234) == game and new_game(1, 1235) != game
    # recorded once: the same number must deal the same cards on CPython and MicroPython
    assert [name(c[0]) for c in view["columns"]] == ["2H", "9C", "TS", "6D", "3D", "5C", "7H"]
    assert base.checksum(game.to_bytes()[:-2]) == DEAL_1234


DEAL_1234 = 38454  # checksum of deal 1234's whole save (less its own CRC), recorded on CPython


def test_bad_options_are_refused():
    assert "1 player" in message(raises(ValueError, new_game, 2, 0))
    assert "draw_only_when_stuck" in message(raises(ValueError, new_game, 1, 0, draw_only_when_stuck="yes"))
    assert "deal number" in message(raises(ValueError, new_game, 1, "x"))
    assert "seat 0" in message(raises(ValueError, new_game(1, 0).view, 1))


def test_stock_cycles_after_partial_use():
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2C 3C AH 4C 5C 6C 7C")
    play(game, "draw")
    assert game.view(0)["group"] == bytes(parse(w) for w in ("2C", "3C", "AH"))
    play(game, "w-f")  # the top card used: the one drawn before it is usable now
    assert game.view(0)["group"][-1] == parse("3C") and game.found[1] == 1
    play(game, "draw")  # 2C 3C go to the bottom in the order they were drawn
    assert game.view(0)["group"] == bytes(parse(w) for w in ("4C", "5C", "6C"))
    assert list(game.stock) == [parse(w) for w in ("7C", "2C", "3C")]
    play(game, "draw")
    assert game.view(0)["group"] == bytes(parse(w) for w in ("7C", "2C", "3C"))
    assert list(game.stock) == [parse(w) for w in ("4C", "5C", "6C")] and game.view(0)["stock"] == 3


def test_king_into_empty_column_queen_refused():
    game = build(["AS | KH QS", "2S | QD", "3S | 9C", "4S | 9D", "5S | 9S", "6S | 9H", ""], group="7C QC", rest=5)
    assert "t1-t7" in names(game) and "t2-t7" not in names(game) and "w-t7" not in names(game)
    assert "only a king" in message(raises(ValueError, play, game, "t2-t7"))
    assert "only a king" in message(raises(ValueError, play, game, "w-t7"))
    play(game, "t1-t7")
    assert up_cards(game, 6) == "KH QS" and up_cards(game, 0) == "" and "up 1" in names(game)


def test_runs_move_whole_or_in_part():
    game = build(["AS | 9H 8S 7H", "2S | TC", "3S | 8C", "4S | 2D", "5S | 3D", "6S | 4D", "| 5D"])
    assert "t1-t2" in names(game) and "t1-t3" in names(game)
    play(game, "t1-t3")  # only 7H fits on 8C
    assert up_cards(game, 0) == "9H 8S" and up_cards(game, 2) == "8C 7H"
    play(game, "t1-t2")  # 9H and everything on it
    assert up_cards(game, 1) == "TC 9H 8S" and game.view(0)["down"][0] == 1
    assert "no face-up card" in message(raises(ValueError, play, game, "t3-t5"))


def test_run_onto_a_foundation_card_brought_back():
    game = build(["| 7C", "KS | 5S 4D", "2C | 9D", "3C | 9S", "4C | 9H", "5C | 9C", "| 6S"], found=(1, 6, 0, 0))
    assert "t2-t1" not in names(game)
    play(game, "f2-t1")
    assert game.found[1] == 5 and up_cards(game, 0) == "7C 6H"
    play(game, "t2-t1")
    assert up_cards(game, 0) == "7C 6H 5S 4D" and "up 2" in names(game)
    assert "foundation 3 is empty" in message(raises(ValueError, play, game, "f3-t1"))


def test_to_foundation_rules():
    game = build(["| AH", "| 3H", "| 2D", "| KS", "| KC", "| KD", "| QH"], stock="2H")
    assert "t2-f" not in names(game) and "t3-f" not in names(game)
    assert "cannot go on its foundation" in message(raises(ValueError, play, game, "t2-f"))
    play(game, "t1-f", "draw", "w-f", "t2-f")
    assert game.found[1] == 3 and game.view(0)["foundations"] == bytes((0, 3, 0, 0))


DEAD = ["KS", "QS", "JS", "KC", "QC", "JC", "| 9S"]
SAFE = "2S 3S 4S 5S 6S 7S 8S 2C 3C 4C 5C 6C 7C 8C 9C 2H 3H 4H 5H 6H 2D"


def test_dead_position():
    game = build(DEAD, stock=SAFE)
    assert game.dead() and not game.view(0)["dead"]
    for _ in range(cycle_draws(21)):  # the player sees it too once a whole cycle is drawn
        play(game, "draw")
        assert game.dead()
    assert game.view(0)["dead"] and game.view(0)["hint"] == DRAW


def test_nearly_dead_positions_are_not_dead():
    late = SAFE.replace("2D", "JH")  # a red jack is the 7th group's top: met late in the cycle
    assert not build(DEAD, stock=late).dead()
    hidden = SAFE.replace("5H", "JH")  # 21 cards: this one is never a top while nothing is used
    assert build(DEAD, stock=hidden).dead()
    assert not build(DEAD, stock=hidden + " TC").dead()  # 22 cards: every card comes to the top
    assert not build(DEAD, stock=SAFE.replace(" 2D", ""), group="2D JH").dead()
    uncover = build(["KS", "QS", "JS", "KC", "AH | JH", "JC", "| 9S"], stock=SAFE)
    assert not uncover.dead() and uncover.hint() == parse_move("t5-t2")


def test_shuttles_do_not_count_as_progress():
    game = build(["KS", "QS", "JS", "KC", "QC JH", "JC", "| 9S"], stock=SAFE)
    assert "t5-t2" in names(game) and game.dead()  # JH may hop between the queens: still dead
    play(game, "t5-t2")
    assert game.dead() and "t2-t5" in names(game)


def test_draw_only_when_stuck():
    game = build(["AS |", "QS", "JS", "KC", "QC JH", "JC", "| 9S"], stock=SAFE, stuck=True)
    assert DRAW not in game.legal_moves()
    assert "only when stuck" in message(raises(ValueError, game.play, DRAW))
    play(game, "up 1")
    assert game.view(0)["draw_only_when_stuck"] and "t1-f" in names(game) and DRAW not in game.legal_moves()
    play(game, "t1-f")  # only shuttles are left (JH to QS, KC to the empty column): that is stuck
    assert DRAW in game.legal_moves() and "t4-t1" in names(game)
    assert game.dead()  # a lone king hopping to another empty column empties nothing for good
    free = build(["AS |", "QS", "JS", "KC", "QC JH", "JC", "| 9S"], stock=SAFE)
    assert DRAW in free.legal_moves()


def test_hint():
    game = build(["AS |", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2S 3S JH")
    assert move_name(game.hint()) == "up 1"
    play(game, "up 1", "t1-f")
    assert game.hint() == DRAW
    play(game, "draw")
    assert move_name(game.hint()) in ("w-t2", "w-t5") and game.hint() in game.legal_moves()
    play(game, "give up")
    assert game.hint() == -1


def test_undo_and_move_counter():
    game = new_game(1, 5)
    saves = [game.to_bytes()]
    for i in range(20):
        game.play(game.legal_moves()[i % 2 if i % 3 else -2])
        saves.append(game.to_bytes())
        assert game.view(0)["moves"] == i + 1
    for i in range(20, 0, -1):
        game.undo()
        assert game.to_bytes() == saves[i - 1]
    assert game.view(0)["moves"] == 0 and "nothing to undo" in message(raises(ValueError, game.undo))


def test_win_and_give_up():
    game = build(["| KC", "", "", "", "", "", ""], found=(13, 13, 13, 12), rest=0)
    play(game, "t1-f")
    assert game.over and game.winners() == (0,) and game.scores() == (52,) and game.view(0)["won"]
    assert game.turn == -1 and game.legal_moves() == [] and "legal" not in game.view(0)
    assert "over" in message(raises(ValueError, game.play, DRAW))
    lost = new_game(1, 3)
    lost.play(GIVE_UP)
    assert lost.over and lost.winners() == () and not lost.view(0)["won"]


def test_names_and_parsing():
    game = build(
        ["| 7C", "KS | 5S 4D", "2C | 9D", "3C | 9S", "4C | 9H", "5C | 9C", "| 6S"], stock="8D 3D 8H", found=(1, 6, 0, 0)
    )
    play(game, "draw")
    for move in game.legal_moves():
        assert parse_move(move_name(move)) == move
    assert parse_move("T2 - F") == parse_move("t2-f") and parse_move("fh-t1") == parse_move("f2-t1")
    assert parse_move("UP 3") == parse_move("up3") == parse_move("u 3") and parse_move("d") == DRAW
    assert parse_move("t3t5") == parse_move("t3-t5") and parse_move("wf") == parse_move("w-f")
    assert parse_move("fht1") == parse_move("f2-t1") and parse_move("w t4") == parse_move("w-t4")
    for bad in ("t8-t1", "x", "f-t1", "t1-w", "f1-f", "t1-t2-t3", "up 8", "t1", "ft1"):
        raises(ValueError, parse_move, bad)
    raises(ValueError, move_name, 0x900)


def test_refusals_match_legal_moves():
    for game in (build(DEAD, stock=SAFE, group="JH"), new_game(1, 8), new_game(1, 9, draw_only_when_stuck=True)):
        legal = game.legal_moves()
        for move in range(0x901):
            if move in legal:
                continue
            assert message(raises(ValueError, game.play, move)), "move %d refused silently" % move


def test_bad_saves_are_refused():
    good = new_game(1, 2)._pack()
    for bad, text in (
        (good[:20], "at least"),
        (good + b"\0", "expected"),
        (b"\2" + good[1:], "flags"),
        (good[:30] + good[31:32] + good[31:], "missing"),
        (good[:1] + b"\1" + good[2:], "result"),
        (good[:10] + b"\x0e" + good[11:], "foundation 1"),
        (good[:14] + b"\5" + good[15:], "face-down"),
        (good[:20] + b"\5" + good[21:], "not a run"),
        (good[:28] + bytes((20, 4)) + good[30:], "group"),
    ):
        exc = raises(ValueError, Kabal.from_bytes, base.frame(2, 1, bad))
        assert text in message(exc), message(exc)


def test_console_text_hides_face_down_cards():
    from lysbord.ui.console import kabal as text_kabal

    game = new_game(1, 1234)
    game.play(DRAW)
    text = text_kabal.render(game.view(0), 0)
    hidden = [c for i, col in enumerate(game.cols) for c in col[: game.down[i]]] + list(game.stock)
    shown = [c for i, col in enumerate(game.cols) for c in col[game.down[i] :]] + list(game.group)
    assert text.count("##") == sum(game.down) and "Stock: 21 cards" in text
    assert all(name(c) in text for c in shown) and not any(name(c) in text for c in hidden)
    # One hint, and it is advise()'s (the solver's, or the guess named as one); the syntax line is labelled.
    assert "Hint" not in text and "Move syntax, by example: t3-t5" in text
    guess = "Hint (a guess: the solver found no sure line in time): "
    assert text_kabal.advise(game, 0) == guess + move_name(game.hint())


def test_bot_plays_deals_to_the_end():
    from lysbord.bots.kabal.normal import Bot

    won = 0
    for seed in range(scaled(40, 4)):
        game = new_game(1, seed, draw_only_when_stuck=seed % 4 == 3)
        bot = Bot(0, seed)
        while not game.over:
            move = bot.choose(game.view(0))
            assert move in game.legal_moves()
            game.play(move)
        if game.winners():
            won += 1
            assert game.scores() == (52,)
        else:
            assert game.last_move() == GIVE_UP
        assert Kabal.from_history(game.history_bytes()) == game
    assert won or scaled(0, 1), "the bot won none of 40 deals"


def test_bot_gives_up_after_a_fruitless_cycle():
    from lysbord.bots.kabal.normal import Bot

    game = build(DEAD, stock=SAFE)
    bot = Bot(0)
    draws = 0
    while not game.over:
        move = bot.choose(game.view(0))
        draws += move == DRAW
        game.play(move)
    assert draws == cycle_draws(21) and game.last_move() == GIVE_UP
    alive = build(DEAD, stock=SAFE.replace("2D", "JH"))
    bot = Bot(0)
    while alive.last_move() != parse_move("w-t2"):
        alive.play(bot.choose(alive.view(0)))
        assert not alive.over
