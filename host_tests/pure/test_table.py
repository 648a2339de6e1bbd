# The Table: the one road for moves from keys, bots and phones, and who is told of changes.
import gc
import sys

from helpers import loaded
from lysbord.table import GAMES, Table, game_module


def _started(name="sequence", players=2, bots=0):
    table = Table()
    heard = []
    table.listen(heard.append)
    game = game_module(name).new_game(players, 7)
    table.start(name, game, bots)
    return table, heard


def test_every_game_name_names_a_rule_module_with_new_game():
    for name in GAMES:
        module = game_module(name)
        game = module.new_game(module.PLAYERS[0], 1)
        assert game.players == module.PLAYERS[0]


def test_an_unknown_game_name_is_refused():
    try:
        game_module("poker")
    except ValueError as exc:
        assert "poker" in str(exc)
    else:
        raise AssertionError("poker was accepted")


def test_a_move_by_the_seat_to_move_is_played_and_heard():
    table, heard = _started()
    game = table.game
    seat = game.turn
    before = table.version
    table.play(seat, game.legal_moves()[0])
    assert game.moves_played() == 1
    assert table.version == before + 1
    assert heard == ["game", "move"]


def test_a_move_out_of_turn_is_refused_and_changes_nothing():
    table, heard = _started()
    game = table.game
    saved = game.to_bytes()
    other = 1 - game.turn
    try:
        table.play(other, game.legal_moves()[0])
    except ValueError as exc:
        assert "turn" in str(exc)
    else:
        raise AssertionError("a move out of turn was played")
    assert game.to_bytes() == saved
    assert heard == ["game"]


def test_an_illegal_move_is_refused_with_the_game_reason_and_nothing_heard():
    table, heard = _started()
    game = table.game
    saved = game.to_bytes()
    legal = game.legal_moves()
    bad = 0
    while bad in legal:
        bad += 1
    try:
        table.play(game.turn, bad)
    except ValueError:
        pass
    else:
        raise AssertionError("an illegal move was played")
    assert game.to_bytes() == saved
    assert heard == ["game"]


def test_undo_release_and_clear_are_heard():
    table, heard = _started(bots=0b10)
    assert table.is_bot(1) and not table.is_bot(0)
    table.play(table.game.turn, table.game.legal_moves()[0])
    table.undo()
    assert table.game.moves_played() == 0
    epoch = table.seats_epoch
    table.free_seats()
    assert table.seats_epoch == epoch + 1
    table.clear()
    assert table.game is None and table.name is None
    assert heard == ["game", "move", "undo", "seats", "game"]
    try:
        table.play(0, 0)
    except ValueError as exc:
        assert "no game" in str(exc)
    else:
        raise AssertionError("a move with no game was played")


def _public(name, game):
    table = Table()
    table.start(name, game)
    return table.public_view()


def test_the_public_view_holds_nothing_any_seat_keeps_hidden():
    # Scrambling what seat p cannot see reshuffles every other hand, the stock and the
    # face-down cards: if the table's view depends on any of them, it changes.
    from lysbord.rng import Rng

    rng = Rng(11)
    for name in GAMES:
        module = game_module(name)
        players = module.PLAYERS[1] if len(module.PLAYERS) > 1 else module.PLAYERS[0]
        game = module.new_game(players, 5)
        cls = type(game)
        for step in range(60):
            if game.over:
                break
            if step % 6 == 0:
                public = _public(name, game)
                for key in ("hand", "legal", "discards", "drawn"):
                    assert key not in public, (name, key)
                for seat in range(players):
                    other = cls.from_bytes(game.to_bytes())
                    other._scramble_hidden(seat, rng)
                    assert _public(name, other) == public, (name, step, seat)
            legal = game.legal_moves()
            game.play(legal[rng.below(len(legal))])


def test_bots_play_from_their_own_seat_until_a_person_is_to_move():
    table, heard = _started("cabo", 3, bots=0b110)
    game = table.game
    played = 0
    while not game.over and played < 400:
        if table.bot_step():
            played += 1
            continue
        assert not table.is_bot(game.turn)
        assert not table.bot_step()  # nothing happens on a person's turn
        table.play(game.turn, game.legal_moves()[0])
    assert played > 0
    assert heard.count("move") >= played


def _free():
    gc.collect()
    return gc.mem_free() if sys.platform == "rp2" else 0  # the port whose heap is the board's


def test_a_new_game_lets_the_last_games_rules_and_bots_go_and_either_plays_again():
    table, _ = _started("sequence", 2, bots=0b11)
    table.level = 2  # hard bots: their search modules too
    assert table.bot_step()
    first = _free()
    table.start("kabal", game_module("kabal").new_game(1, 8), bots=1, level=2)
    assert loaded("lysbord.games.sequence", "lysbord.bots.sequence.normal") == []  # no longer held
    for _ in range(3):
        assert table.bot_step()  # the hard 7'er kabal bot loads and plays
    assert loaded("lysbord.games.kabal", "lysbord.bots.kabal.normal")
    table.start("sequence", game_module("sequence").new_game(2, 7), bots=0b11, level=2)
    assert loaded("lysbord.games.kabal", "lysbord.bots.kabal.normal") == []
    assert table.bot_step()
    again = _free()
    if sys.platform == "rp2":  # the board's heap: what 7'er kabal's code held is free again
        print("heap free: %d, after a 7'er kabal game between: %d" % (first, again))
        # but for the names it interned (MicroPython never frees them: 5.5 KB here); its code
        # held 36 KB more (41.8 KB lost when it stayed loaded)
        assert again > first - 10240, (first, again)
