# Cabo, the seed text (shared/seeds/003, German) sentence by sentence: each test quotes the
# sentence it guards; docs/rules/cabo.md gives the English and marks the interpretations.
from cabo_setup import finish_round, place, row_of

from helpers import raises
from lysbord.games import cabo
from lysbord.games.cabo import round_scores
from lysbord.games.cabo.moves import EMPTY, HIDDEN

P = cabo.parse_move
ROWS3 = [[4, 5, 6, 7], [1, 2, 3, 8], [9, 10, 11, 12]]


def _names(game):
    return [cabo.move_name(m) for m in game.legal_moves()]


def test_two_to_six_players_more_take_a_second_deck():
    """ "Es ist geeignet für 2-6 Spieler; werden es mehr nimmt man ein weiteres Spiel zur Hand.\""""
    assert len(cabo.new_game(6, 1)._census()) == 52
    assert len(cabo.new_game(7, 1)._census()) == 104
    raises(ValueError, cabo.new_game, 1, 1)


def test_the_fewest_points_win():
    """ "[...] ist das Ziel am Ende die wenigsten Punkte von allen Spielern zu sammeln\""""
    game = place(2, [[1, 1, 1, 1], [5, 5, 5, 5]], turn=0, rounds=1)
    game.play(P("cabo"))
    finish_round(game)
    assert game.over and game.scores() == (0, 20) and game.winners() == (0,)


def test_numbers_0_to_13_two_each_of_0_and_13_four_of_the_rest():
    """ "Zahlen von 0 bis 13 (0 und 13 je 2x, der Rest je 4x)\""""
    deck = cabo.deck_values(2)
    assert [deck.count(v) for v in range(14)] == [2] + [4] * 12 + [2]


def test_peek_7_8_spy_9_10_swap_11_12():
    """ "PEEK: 7, 8 - SPY: 9, 10 - SWAP: 11, 12\""""
    for value in range(14):
        game = place(2, [[1, 2, 3, 4], [5, 6, 0, 13]], draw_top=[value])
        game.play(P("draw"))
        kinds = set([name.split()[0] for name in _names(game)])
        power = {7: "peek", 8: "peek", 9: "spy", 10: "spy", 11: "swap", 12: "swap"}.get(value)
        assert kinds == set(["keep", "discard"] + ([power] if power else [])), (value, kinds)


def test_four_face_down_cards_each_unseen():
    """ "Alle Karten werden gemischt. An jeden Spieler werden verdeckt vier Karten ausgeteilt, die
    jeweils unbesehen und verdeckt in einer eigenen Reihe abgelegt werden.\""""
    game = cabo.new_game(3, 2)
    for seat in range(3):
        rows = game.view(seat)["rows"]
        assert all(list(row) == [HIDDEN] * 4 for row in rows)


def test_each_owner_looks_at_two_cards_unseen_by_the_others():
    """ "Zwei der Karten dürfen von ihrem Besitzer angesehen werden, ohne dass andere Spieler diese
    betrachten können.\""""
    game = cabo.new_game(2, 4)
    first = game.turn
    raises(ValueError, game.play, P("look 1"))
    raises(ValueError, game.play, P("look 1 2 3"))
    game.play(P("look 1 4"))
    mine = game.view(first)["rows"][first]
    assert mine[1] == mine[2] == HIDDEN and mine[0] != HIDDEN and mine[3] != HIDDEN
    assert list(game.view(1 - first)["rows"][first]) == [HIDDEN] * 4


def test_looking_does_not_move_the_cards():
    """ "Die Position der Karten darf dabei nicht verändert werden!\""""
    game = cabo.new_game(2, 4)
    rows = bytes(game.rows)
    game.play(P("look 1 2"))
    game.play(P("look 3 4"))
    assert bytes(game.rows) == rows


def test_the_rest_is_the_draw_pile_its_top_turned_up_as_the_discard():
    """ "Die restlichen Karten bilden dann den Nachziehstapel, dessen oberste Karte wiederum aufgedeckt
    als Ablagestapel daneben platziert wird.\""""
    view = cabo.new_game(4, 6).view(0)
    assert view["draw_count"] == 52 - 16 - 1 and len(view["discard"]) == 1 and view["discard"][0] <= 13


def test_round_winner_starts_and_loser_deals():
    """ "Startspieler wird nach der ersten Runde dann immer der Rundensieger, während der Verlierer als
    Kartenverteiler fungiert.\""""
    game = place(3, [[3, 3, 3, 3], [9, 9, 9, 9], [1, 0, 1, 2]], turn=2)
    game.play(P("cabo"))
    finish_round(game)
    view = game.view(0)
    assert view["starter"] == 2 and view["dealer"] == 1 and game.turn == 2


def test_one_of_three_actions_a_turn():
    """ "Jeder Spieler darf der Reihe nach eine von drei möglichen Aktionen ausführen\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]])
    kinds = set([name.split()[0] for name in _names(game)])
    assert kinds == set(["take", "draw", "cabo"])
    game.play(P("draw"))
    game.play(P("discard"))
    assert game.turn == 1  # one action, and the turn passes


def test_take_the_discard_face_down_for_an_own_card_which_is_discarded():
    """ "Die oberste Karte vom Ablagestapel nehmen und diese verdeckt mit einer eigenen Karte
    austauschen. Letztere kommt dann auf den Ablagestapel.\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], discard=[0])
    game.play(P("take 3"))
    assert row_of(game, 0) == [1, 2, 0, 4] and list(game.discard) == [3]


def test_draw_then_use_its_power_and_discard_or_exchange_it():
    """ "Die oberste verdeckte Karte vom Nachziehstapel anschauen. Dann entweder deren Aktion nutzen
    und die Karte ablegen ODER die gezogene Karte mit einer Karte der eigenen Auslage vertauschen.\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[9, 2])
    game.play(P("draw"))
    assert game.view(0)["drawn"] == 9 and game.view(1)["drawn"] == -1
    game.play(P("spy p2 3"))
    assert game.view(0)["rows"][1][2] == 7 and game.discard[-1] == 9
    game.play(P("draw"))
    game.play(P("keep 1"))
    assert row_of(game, 1) == [2, 6, 7, 8] and game.discard[-1] == 5


def test_calling_cabo_is_an_action_that_ends_the_round():
    """ "Die Runde beenden, indem "CABO" ausgerufen wird.\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]])
    game.play(P("cabo"))
    assert game.view(1)["caller"] == 0 and game.turn == 1 and "cabo" not in _names(game)


def test_two_three_or_four_equal_cards_for_one_from_either_pile():
    """ "Zudem ist es möglich, 2, 3 oder 4 Karten mit gleicher Zahl gegen eine Karte von einem der
    beiden Stapel zu tauschen. So hat man dann weniger Karten in der Reihe [...]\""""
    game = place(2, [[6, 6, 6, 6], [5, 5, 1, 2]], discard=[0], draw_top=[3])
    game.play(P("take 1 2 3 4"))
    assert row_of(game, 0) == [0, EMPTY, EMPTY, EMPTY]
    game.play(P("draw"))
    game.play(P("keep 1 2"))
    assert row_of(game, 1) == [3, EMPTY, 1, 2]


def test_a_wrong_multi_exchange_goes_back_face_down_and_the_next_player_moves():
    """ "Macht ein Spieler dabei jedoch einen Fehler und deckt versehentlich eine falsche Zahl auf,
    müssen alle aufgedeckten Karten wieder verdeckt in die eigene Reihe auf die alten Positionen
    zurückgelegt werden. Der nächste Spieler ist dann dran.\""""
    game = place(2, [[6, 6, 7, 1], [1, 2, 3, 4]], discard=[5, 0])
    game.play(P("take 1 2 3"))
    assert row_of(game, 0) == [6, 6, 7, 1] and game.turn == 1
    assert list(game.discard) == [5, 0]  # the taken card is back on the pile
    assert list(game.view(1)["rows"][0]) == [6, 6, 7, HIDDEN]  # everyone saw the turned cards
    game = place(2, [[6, 6, 7, 1], [1, 2, 3, 4]], draw_top=[9])
    game.play(P("draw"))
    game.play(P("keep 1 3"))
    assert row_of(game, 0) == [6, 6, 7, 1] and game.discard[-1] == 9 and game.turn == 1


def test_swap_exchanges_own_and_another_card_unseen():
    """ "Mit "Swap" darf der Spieler eine Karte eines anderen Spielers mit einer eigenen Karte
    vertauschen. [...] keine der beiden Karten darf angesehen werden!\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 7, 8]], draw_top=[11], known=False)
    game.play(P("draw"))
    game.play(P("swap 1 p2 4"))
    assert row_of(game, 0) == [8, 2, 3, 4] and row_of(game, 1) == [5, 6, 7, 1]
    assert game.view(0)["rows"][0][0] == HIDDEN and game.view(0)["rows"][1][3] == HIDDEN


def test_spy_looks_at_another_players_card_alone():
    """ "Mit "Spy" kann der Spieler spionieren, d.h. er kann sich eine Karte eines anderen Spielers
    ansehen, ohne diese jemand anderem zu zeigen.\""""
    game = place(3, ROWS3, draw_top=[10], known=False)
    game.play(P("draw"))
    game.play(P("spy p3 2"))
    assert game.view(0)["rows"][2][1] == 10
    assert game.view(1)["rows"][2][1] == HIDDEN and game.view(2)["rows"][2][1] == HIDDEN


def test_peek_looks_at_an_own_card():
    """ "Mit "Peek" darf sich der Spieler eine Karte aus seiner eigenen Reihe anschauen.\""""
    game = place(2, [[1, 2, 3, 4], [5, 6, 9, 8]], draw_top=[7], known=False)
    game.play(P("draw"))
    assert "peek 1" in _names(game) and not any(n.startswith("peek") and "p2" in n for n in _names(game))
    game.play(P("peek 3"))
    assert list(game.view(0)["rows"][0]) == [HIDDEN, HIDDEN, 3, HIDDEN]
    assert list(game.view(1)["rows"][0]) == [HIDDEN] * 4


def test_after_cabo_each_other_player_moves_once_then_rows_are_summed():
    """ "Glaubt ein Spieler nun, die geringste Punktzahl [...] zu besitzen, ruft er laut "CABO". Damit
    endet die Runde. Die anderen Spieler dürfen noch je einen Zug machen und danach werden die Auslagen
    der einzelnen Spieler verglichen. Dazu werden alle vor den Spielern ausliegenden Zahlenwerte addiert
    und die Punkte notiert.\""""
    game = place(3, ROWS3, turn=1)
    game.play(P("cabo"))
    for seat in (2, 0):
        assert game.turn == seat and game.round_no == 0
        game.play(P("draw"))
        game.play(P("discard"))
    assert game.round_no == 1 and game.view(0)["last_scores"] == (22, 0, 42)  # the caller, lowest, 0


def test_a_correct_caller_scores_zero():
    """ "Hat der Spieler korrekt "CABO" ausgerufen, erhält er 0 Punkte.\""""
    assert round_scores([[1, 2], [3, 4, 5], [9, 9]], 0) == [0, 12, 18]


def test_a_caller_beaten_by_anyone_scores_the_sum_plus_five():
    """ "Hat der "CABO"-Rufer mehr Punkte als ein anderer Spieler, dann erhält er 5 Punkte zusätzlich
    als Strafe.\""""
    assert round_scores([[1, 2, 3], [1, 1], [9, 9]], 0) == [11, 0, 18]


def test_a_caller_tied_for_lowest_wins():
    """ "Kommt es zu einem Gleichstand an niedrigster Punktezahl zwischen dem "CABO"-Rufer und einem
    anderen Spieler, so gewinnt der "CABO"-Rufer.\""""
    assert round_scores([[2, 2], [4], [9, 9]], 0) == [0, 4, 18]


def test_several_non_callers_tied_lowest_all_score_zero():
    """ "Haben mehrere andere Spieler den gleichen niedrigsten Zahlenwert ohne "CABO" ausgerufen zu
    haben, erhalten sie alle 0 Punkte.\""""
    assert round_scores([[9, 9], [4], [1, 3], [5]], 0) == [23, 0, 0, 5]


def test_after_a_fixed_number_of_rounds_the_fewest_points_win():
    """ "Spielende: Nach einer vorher festgelegten Anzahl an Runden gewinnt der Spieler mit den
    wenigsten Minuspunkten.\""""
    game = place(2, [[1, 1, 1, 1], [5, 5, 5, 5]], turn=0, rounds=2)
    game.play(P("cabo"))
    finish_round(game)
    assert not game.over and game.scores() == (0, 20)
    for _ in range(2):
        game.play(P("look 1 2"))
    game.play(P("cabo"))
    finish_round(game)
    assert game.over and game.winners() == tuple(s for s in range(2) if game.totals[s] == min(game.totals))


def test_the_game_ends_once_someone_passes_100():
    """ "Alternativ kann das Spiel auch enden wenn ein Spieler nach mehreren Runden mehr als 100
    Strafpunkte gesammelt hat.\""""
    game = place(2, [[1, 1, 1, 1], [13, 13, 12, 11]], turn=0, kamikaze=False)
    rounds = 0
    while not game.over:
        if game.view(game.turn)["phase"] == "look":
            game.play(P("look 1 2"))
            continue
        game.play(P("cabo"))
        finish_round(game)
        rounds += 1
    assert max(game.totals) > 100 and rounds > 1 and game.winners() == (game.totals.index(min(game.totals)),)


def test_kamikaze_two_12s_and_two_13s_win_the_round_others_score_50():
    """ "Die Kamikaze-Regel bietet zudem die Möglichkeit, auch mit je zwei 12er- und zwei 13er-Karten zu
    gewinnen. Bei einer derartigen Karten-Konstellation, gewinnt dieser Spieler direkt die Runde und
    alle anderen Spieler erhalten 50 Minuspunkte zusätzlich.\""""
    assert round_scores([[1, 1], [12, 13, 12, 13], [0]], 0) == [50, 0, 50]
    assert round_scores([[1, 1], [12, 13, 12, 13], [0]], 0, kamikaze=False) == [2 + 5, 50, 0]


def test_landing_exactly_on_100_halves_to_50():
    """ "Dabei darf der Spieler, der den Zahlenwert 100 genau erreicht, seine Punkte auf 50 halbieren.\""""
    game = place(3, [[1, 1, 1, 1], [5, 5, 5, 5], [2, 2, 2, 2]], turn=0)
    game.totals = [30, 80, 10]
    game._begin()
    game.play(P("cabo"))
    finish_round(game)
    assert game.scores() == (30, 50, 18) and not game.over
