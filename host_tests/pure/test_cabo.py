# Cabo rules: the generic battery, what each seat sees, round scoring, the game's end
# and who starts the next round. Turns, powers and exchanges: test_cabo_turns.py.
from cabo_setup import finish_round, place, row_of

import battery
from helpers import message, raises, scaled
from lysbord.games import cabo
from lysbord.games.base import frame
from lysbord.games.cabo.moves import EMPTY, HIDDEN
from lysbord.rng import Rng

P = cabo.parse_move


def test_battery_two_three_four_and_six_players():
    for players in (2, 3, 4, 6):
        seeds = list(range(scaled(6, 2)))
        battery.run_battery(cabo.Cabo, lambda seed, players=players: cabo.new_game(players, seed), seeds)


def test_battery_with_a_second_deck_and_fixed_rounds():
    seeds = list(range(scaled(2, 1)))
    battery.run_battery(cabo.Cabo, lambda seed: cabo.new_game(8, seed, rounds=2, kamikaze=False), seeds)


def test_the_deck_is_52_cards_valued_0_to_13():
    deck = cabo.deck_values(4)
    assert len(deck) == 52
    assert [deck.count(v) for v in range(14)] == [2] + [4] * 12 + [2]
    assert len(cabo.deck_values(7)) == 104
    game = cabo.new_game(4, 3)
    assert sorted(game._census()) == sorted(deck)
    assert len(game.rows) == 16 and len(game.discard) == 1 and len(game.draw) == 35


def test_each_player_looks_at_two_cards_of_their_choice_and_sees_nothing_else():
    game = cabo.new_game(3, 5)
    assert game.view(game.turn)["phase"] == "look"
    raises(ValueError, game.play, P("look 1"))  # one card is not enough
    raises(ValueError, game.play, P("look 1 2 3"))
    first = game.turn
    for _ in range(3):
        game.play(P("look 2 4"))
    assert game.turn == first and game.view(first)["phase"] == "turn"
    for seat in range(3):
        rows = game.view(seat)["rows"]
        real = row_of(game, seat)
        assert list(rows[seat]) == [HIDDEN, real[1], HIDDEN, real[3]]
        for other in range(3):
            if other != seat:
                assert list(rows[other]) == [HIDDEN] * 4  # other players' cards stay hidden


def test_views_hide_unseen_cards_when_they_are_scrambled():
    game = place(3, [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]], known=False)
    game.know[0] = 0b0011  # seat 0 has seen its first two cards
    view = game.view(0)
    assert list(view["rows"][0]) == [1, 2, HIDDEN, HIDDEN]
    own_moved = others_moved = 0
    for seed in range(10):
        other = cabo.Cabo.from_bytes(game.to_bytes())
        other._scramble_hidden(0, Rng(seed))
        assert other.view(0) == view  # seat 0 cannot tell
        assert list(other.rows[:2]) == [1, 2]  # what seat 0 saw did not move
        own_moved += row_of(other, 0)[2:] != [3, 4]
        others_moved += other.rows[4:] != game.rows[4:]
    assert own_moved and others_moved  # its own unseen cards and the others' were both shuffled


def test_only_the_drawer_sees_the_drawn_card():
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[9])
    game.play(P("draw"))
    assert game.view(0)["drawn"] == 9
    assert game.view(1)["drawn"] == -1 and game.view(1)["drawing"] == 0


def test_caller_lowest_scores_zero_others_their_sum():
    assert cabo.round_scores([[1, 2], [5, 6, 1, 1], [3, 9]], 0) == [0, 13, 12]


def test_caller_tied_for_lowest_still_scores_zero():
    assert cabo.round_scores([[8, 1, 3], [12], [6, 6]], 2) == [12, 12, 0]


def test_caller_not_lowest_pays_five_and_all_tied_lowest_non_callers_score_zero():
    assert cabo.round_scores([[10], [4], [1, 3], [9]], 0) == [15, 0, 0, 9]
    assert cabo.round_scores([[10], [4], [1, 2], [9]], 3) == [10, 4, 0, 14]


def test_kamikaze_scores_zero_and_fifty_for_everyone_else_unless_switched_off():
    rows = [[1, 1], [12, 13, 12, 13], [20]]
    assert cabo.round_scores(rows, 0) == [50, 0, 50]  # beats even a correct caller
    assert cabo.round_scores(rows, 0, kamikaze=False) == [0, 50, 20]
    assert cabo.round_scores([[12, 12, 13]], 0) == [0]  # three cards are no kamikaze


def test_a_played_round_scores_and_reveals_the_rows():
    rows = [[1, 2, 0, 3], [5, 6, 7, 8], [0, 1, 1, 4]]
    game = place(3, rows, turn=0)
    game.play(P("cabo"))
    assert game.view(1)["caller"] == 0
    raises(ValueError, game.play, P("cabo"))  # only one Cabo per round
    finish_round(game)
    assert game.scores() == (0, 26, 6)  # the caller's 6 ties seat 2's: the tie goes to the caller
    view = game.view(1)
    assert view["last_scores"] == (0, 26, 6) and view["last_caller"] == 0
    assert list(view["last_rows"]) == rows[0] + rows[1] + rows[2]


def test_landing_exactly_on_100_is_halved_even_as_the_game_ends():
    game = place(3, [[1, 1, 1, 1], [5, 5, 5, 5], [2, 2, 2, 2]], turn=0)
    game.totals = [0, 80, 99]
    game._begin()
    game.play(P("cabo"))
    finish_round(game)
    assert game.scores() == (0, 50, 107) and game.over and game.winners() == (0,)


def test_passing_100_ends_the_game_and_the_lowest_total_wins():
    game = place(3, [[1, 1, 1, 1], [5, 5, 5, 5], [2, 2, 2, 2]], turn=0)
    game.totals = [30, 80, 10]
    game._begin()
    game.play(P("cabo"))
    finish_round(game)
    assert game.scores() == (30, 50, 18) and not game.over  # 80 + 20 = 100 -> 50
    assert game.winners() == ()
    game = place(3, [[1, 1, 1, 1], [5, 5, 5, 5], [2, 2, 2, 2]], turn=0)
    game.totals = [30, 81, 10]
    game._begin()
    game.play(P("cabo"))
    finish_round(game)
    assert game.scores() == (30, 101, 18) and game.over and game.turn == -1
    assert game.winners() == (2,) and game.legal_moves() == []


def test_a_fixed_number_of_rounds_ends_the_game_without_halving():
    game = place(2, [[1, 1, 1, 1], [5, 5, 5, 5]], turn=0, rounds=2)
    game.totals = [0, 80]
    game._begin()
    game.play(P("cabo"))
    finish_round(game)
    assert game.scores() == (0, 100) and not game.over  # no halving with fixed rounds
    assert game.view(0)["round"] == 2
    for _ in range(2):
        game.play(P("look 1 2"))
    game.play(P("cabo"))
    finish_round(game)
    assert game.over and game.view(0)["round"] == 2
    assert game.winners() == tuple(s for s in range(2) if game.totals[s] == min(game.totals))


def test_the_round_winner_starts_and_the_loser_deals_the_next_round():
    game = place(4, [[3, 3, 3, 3], [9, 9, 9, 9], [1, 0, 1, 2], [5, 5, 5, 5]], turn=3)
    game.play(P("cabo"))  # seat 3 calls with 20 and loses: 25, seat 2 wins with 4
    finish_round(game)
    assert game.scores() == (12, 36, 0, 25)
    view = game.view(0)
    assert view["starter"] == 2 and view["dealer"] == 1 and game.turn == 2 and view["phase"] == "look"


def test_tied_round_winners_the_first_from_the_starter_starts():
    game = place(4, [[5, 5, 5, 5], [1, 1, 1, 2], [9, 9, 9, 3], [2, 1, 0, 2]], turn=2)
    game.play(P("cabo"))  # seat 2 starts and calls with 30: seats 1 and 3 tie at 5
    finish_round(game)
    assert game.scores() == (20, 0, 35, 0)
    assert game.starter == 3 and game.dealer == 2  # seat 3 comes first after seat 2


def test_the_first_starter_is_random():
    starters = set(cabo.new_game(4, seed).turn for seed in range(scaled(40, 12)))
    assert len(starters) > 1


def test_bad_options_and_seat_counts_are_refused_with_the_valid_values():
    assert "2 to 12" in message(raises(ValueError, cabo.new_game, 1, 0))
    assert "True or False" in message(raises(ValueError, cabo.new_game, 3, 0, kamikaze="yes"))
    assert "rounds" in message(raises(ValueError, cabo.new_game, 3, 0, rounds=-1))


def test_nonsense_states_are_refused():
    game = cabo.new_game(3, 2)
    payload = game._pack()
    for bad in (payload[:10], b"\x01" + payload[1:], payload + b"\x00", payload[:-1] + b"\xc8"):
        raises(ValueError, cabo.Cabo.from_bytes, frame(cabo.Cabo.GAME_ID, cabo.Cabo.VERSION, bad))
    assert cabo.Cabo.from_bytes(game.to_bytes()) == game


def test_empty_slots_show_as_empty_for_everyone():
    game = place(2, [[4, 4, 1, 2], [5, 6, 7, 8]], discard=[3])
    game.play(P("take 1 2"))
    assert list(game.view(1)["rows"][0]) == [3, EMPTY, HIDDEN, HIDDEN]
