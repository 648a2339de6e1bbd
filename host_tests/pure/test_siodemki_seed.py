# Siódemki, the seed text (shared/seeds/002, Polish) sentence by sentence: each test quotes the
# sentence it guards; docs/rules/siodemki.md gives the English and marks the interpretations.
from siodemki_deals import NO_SIDE, awards, card_list, deal, play, play_out

from helpers import message, raises
from lysbord import cards
from lysbord.games import siodemki
from lysbord.games.siodemki import BEG, GIVE, RUN, STAND, parse_move

BLANK2 = ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"]
BLANK3 = BLANK2 + ["2D 3D 4D 5D 6D 7D"]


def _winner_of(game, *names):
    """Play the named cards as one trick and return the seat that then leads."""
    play(game, *["play " + name for name in names])
    return game.turn


def test_two_to_four_players_four_as_pairs():
    """ "W tej grze może brać udział od 2 do 4 osób. Jeśli grają 4 osoby, to grają jako partnerzy
    (para przeciw parze).\""""
    for players in (2, 3, 4):
        game = siodemki.new_game(players, 1)
        assert len(game.scores()) == players
    for players in (1, 5):
        raises(ValueError, siodemki.new_game, players, 1)
    game = siodemki.new_game(4, 1)
    teams = [game.team_of(s) for s in range(4)]
    assert sorted(teams) == [0, 0, 1, 1]
    three = siodemki.new_game(3, 1)
    assert [three.team_of(s) for s in range(3)] == [0, 1, 2]  # three play each for themselves


def test_a_full_deck_ranked_ace_high_down_to_two():
    """ "Do tej gry używa się pełnej talii kart (52 karty). Ustalona jest pewna ich wartość:
    najstarsza karta - as, później - król, dama, walet, 10, 9, 8, 7, 6, 5, 4, 3, 2.\""""
    assert sorted(siodemki.new_game(3, 4)._census()) == list(range(52))
    ranks = "AKQJT98765432"
    for i in range(12):
        higher, lower = ranks[i] + "S", ranks[i + 1] + "S"
        rest = [c for c in "AKQJT98765432" if c not in (ranks[i], ranks[i + 1])]
        hands = [higher + " " + " ".join(r + "S" for r in rest[:5]), lower + " 2C 3C 4C 5C 6C"]
        game = deal(2, 1, hands, "9H")
        play(game, "stand")
        assert _winner_of(game, higher, lower) == 0, "%s should beat %s" % (higher, lower)


def test_highest_draw_deals_second_highest_partners():
    """ "Osoba, która wyciągnęła najstarszą kartę zostaje rozdającym i tworzy parę z osobą, która
    wyciągnęła drugą co do wartości kartę.\""""
    for seed in range(6):
        game = siodemki.new_game(4, seed)
        draws = game.view(0)["draws"]
        ranked = sorted(range(4), key=lambda s: -siodemki.high_value(draws[s]))
        assert game.dealer == ranked[0] and game.team_of(ranked[1]) == game.team_of(ranked[0])


def test_six_cards_each_three_at_a_time_from_the_left():
    """ "Po potasowaniu i przełożeniu kart, rozdający daje każdemu po sześć kart (najpierw rozdaje po
    trzy, od lewej do prawej).\""""
    game = siodemki.new_game(4, 9)
    deck, seat = game._deck, game.dealer
    for i in range(4):
        seat = game.left(seat)
        expect = deck[3 * i : 3 * i + 3] + deck[12 + 3 * i : 15 + 3 * i]
        assert game.hand(seat) == bytes(sorted(expect))


def test_the_next_card_turned_up_is_trump_and_beats_any_other_suit():
    """ "Następnie odkrywa kolejną kartę z talii, ustanawiając tym samym "atut" [...] Od tego momentu
    dowolna karta w kolorze atutowym będzie silniejsza od dowolnej karty w innym kolorze.\""""
    game = deal(2, 1, ["AS 2C 3C 4C 5C 6C", "2H 3D 4D 5D 6D 7D"], "9H")
    assert game.turnup == cards.parse("9H") and game.trump == cards.HEARTS
    play(game, "stand")
    assert _winner_of(game, "AS", "2H") == 1  # the lowest trump beats the ace of the suit led


def test_a_turned_up_jack_scores_the_dealer_one():
    """ "Jeśli odkrytą kartą jest walet, to rozdający zyskuje jeden punkt.\""""
    game = deal(2, 0, BLANK2, "JD")
    assert game.scores() == (1, 0)
    game = deal(2, 1, BLANK2, "QD")
    assert game.scores() == (0, 0)


def test_with_more_than_two_only_dealer_and_first_player_look():
    """ "Jeśli w grze bierze udział więcej niż dwie osoby, tylko rozdający i pierwszy gracz mogą
    obejrzeć swoje karty przed ujawnieniem i zaakceptowaniem karty atutowej.\""""
    game = deal(3, 0, BLANK3, "9H")
    assert [game.view(s)["looked"] for s in range(3)] == [True, True, False]
    play(game, "beg", "give")
    assert game.view(2)["hand"] == bytes(card_list("2D 3D 4D 5D 6D 7D"))


def test_after_each_deal_the_next_to_the_left_deals():
    """ "Po każdej kolejce tasującym zostaje następna osoba po lewej stronie.\""""
    game = deal(3, 1, BLANK3, "9H")
    play(game, "stand")
    play_out(game)
    assert not game.over and game.dealer == game.left(1) == 2


def test_eldest_decides_on_the_trump_and_standing_leads():
    """ "Gracz siedzący po lewej stronie rozdającego podejmuje decyzję, czy pasuje mu odkryta karta
    atutowa. Jeśli tak, to wykłada na stół pierwszą kartę.\""""
    game = deal(3, 2, BLANK3, "9H")
    assert game.turn == 0 and game.legal_moves() == [STAND, BEG]
    play(game, "stand")
    assert game.turn == 0 and game.view(0)["phase"] == "play" and game.trump == cards.HEARTS


def test_on_a_beg_the_dealer_gives_a_point_or_deals_three_more_and_turns_anew():
    """ "Jeśli nie, to rozdający może utrzymać wylosowaną kartę kosztem jednego punktu przyznanego
    graczowi po lewej stronie lub też rozdać graczom jeszcze po trzy karty i wylosować nową kartę
    atutową.\""""
    game = deal(2, 0, BLANK2, "9H", turns="9C")
    play(game, "beg")
    assert game.turn == 0 and game.legal_moves() == [GIVE, RUN]
    gift = siodemki.Siodemki.from_bytes(game.to_bytes())
    gift.play(GIVE)
    assert gift.scores() == (0, 1) and gift.trump == cards.HEARTS
    play(game, "run")
    assert game.view(0)["hand_sizes"] == (9, 9) and game.trump == cards.CLUBS and game.scores() == (0, 0)


def test_no_gift_that_would_win():
    """ "Nie można jednak przyznać jednego punktu osobie, której dałoby to zwycięstwo.\""""
    game = deal(2, 0, BLANK2, "9H", turns="9C", points=(0, 9), target=10)
    play(game, "beg")
    assert game.legal_moves() == [RUN]
    assert "run the pack" in message(raises(ValueError, game.play, GIVE))
    game = deal(2, 0, BLANK2, "9H", points=(0, 8), target=10)
    play(game, "beg")
    assert game.legal_moves() == [GIVE, RUN]


def test_a_new_turn_up_of_the_same_suit_repeats_the_run():
    """ "Jeśli rozdający zdecyduje się rozdać graczom po trzy karty i wylosuje kartę atutową tego samego
    koloru co poprzednia, powinien powtórzyć cały proces, aż trafi na inny kolor.\""""
    game = deal(2, 0, BLANK2, "5H", turns="6H 8H 9C")
    play(game, "beg", "run")
    assert game.trump == cards.CLUBS and game.view(0)["hand_sizes"] == (15, 15)
    assert game.view(0)["shown"] == bytes(sorted(card_list("5H 6H 8H")))


def test_a_jack_of_the_rejected_suit_scores_nothing():
    """ "Jeśli wylosuje waleta w kolorze odrzuconej karty, to nie otrzymuje za to punktu.\""""
    game = deal(2, 0, BLANK2, "5H", turns="JH 9C")
    play(game, "beg", "run")
    assert game.scores() == (0, 0)
    game = deal(2, 0, BLANK2, "5H", turns="JC")
    play(game, "beg", "run")
    assert game.scores() == (1, 0)  # a jack of the new suit does score the dealer


def test_after_a_new_trump_everyone_keeps_six():
    """ "Gdy zostanie wylosowana nowa karta atutowa, gracze zachowują sześć najlepszych kart i
    odrzucają pozostałe trzy.\""""
    game = deal(2, 0, BLANK2, "5H", turns="9C")
    play(game, "beg", "run")
    while game.view(0)["phase"] == "discard":
        seat = game.turn
        assert len(game.hand(seat)) > 6
        game.play(siodemki.DISCARD | game.hand(seat)[0])
    assert game.view(0)["hand_sizes"] == (6, 6)
    assert [len(game.view(s)["discards"]) for s in range(2)] == [3, 3]


def test_no_new_suit_before_the_pack_runs_out_means_a_new_deal():
    """ "Jeśli nie uda się wylosować karty atutowej w innym kolorze, należy zebrać karty i rozpocząć
    rozgrywkę od nowa.\""""
    hands = BLANK3 + ["8C 9C TC 8S 9S TS"]
    game = deal(4, 2, hands, "5H", turns="6H 7H")
    play(game, "beg", "run")
    view = game.view(0)
    assert view["phase"] == "bid" and view["shown"] == b"" and view["hand_sizes"] == (6, 6, 6, 6)
    assert game.dealer == 2 and view["stock"] == 52 - 25


def test_eldest_leads_any_card():
    """ "Gracz siedzący po lewej stronie rozdającego wykłada na stół dowolną kartę.\""""
    game = deal(3, 0, ["2C 3C 4C 5C 6C 7C", "2H 3S 8D 8C 6S KH", "2D 3D 4D 5D 6D 7D"], "9H")
    play(game, "stand")
    assert game.turn == 1 and sorted(game.legal_moves()) == sorted(siodemki.PLAY | c for c in game.hand(1))


def test_trump_led_must_be_followed_by_trump():
    """ "Jeśli jest to karta w kolorze atutowym, pozostali gracze muszą dorzucić do koloru, jeśli mają
    taką możliwość.\""""
    game = deal(2, 0, ["2H 3C 4C 5C 6C 7C", "KH 2S 3S 4S 5S 6S"], "9H", may_trump_when_able=True)
    play(game, "stand", "play KH")
    assert game.legal_moves() == [parse_move("2H")]
    assert "must play a trump" in message(raises(ValueError, game.play, parse_move("3C")))


def test_plain_suit_led_follow_if_able_else_trump_or_any():
    """ "Jeśli jest to karta w innym kolorze, gracze także powinni dorzucić do koloru. Jeśli jednak nie
    mają takiej możliwości, mogą zagrać kartą w kolorze atutowym.\""""
    game = deal(2, 0, ["2S 2H 3C 4C 5C 6C", "KS 3D 4D 5D 6D 7D"], "9H")
    play(game, "stand", "play KS")
    assert game.legal_moves() == [parse_move("2S")]  # able to follow: must
    play(game, "play 2S", "play 3D")
    assert sorted(game.legal_moves()) == sorted(parse_move(c) for c in "2H 3C 4C 5C 6C".split())


def test_highest_of_the_suit_led_or_highest_trump_wins():
    """ "Wygrywa najstarsza karta w kolorze zagranym przez pierwszego gracza lub najstarsza karta
    atutowa.\""""
    game = deal(3, 0, ["AD 2C 3C 4C 5C 6C", "5D 2S 3S 4S 5S 6S", "9D 2H 3H 7D 8D TD"], "9H")
    play(game, "stand")
    assert _winner_of(game, "5D", "9D", "AD") == 0  # no trump: the highest of the suit led
    game = deal(3, 0, ["AD 6C 7S 8S 9S TS", "5C 2S 3S 4S 5S 6S", "2H 3H 7D 8D TD 2D"], "9H")
    play(game, "stand")
    assert _winner_of(game, "5C", "3H", "6C") == 2  # a trump wins


def test_the_trick_winner_leads_next():
    """ "Osoba wygrywająca rozdanie rozpoczyna kolejne.\""""
    game = deal(2, 0, ["AS 2C 3C 4C 5C 6C", "KS 3D 4D 5D 6D 7D"], "9H")
    play(game, "stand", "play KS", "play AS")
    assert game.turn == 0 and game.view(0)["trick"] == b"" and game.view(0)["leader"] == 0


def test_high_and_low_to_the_seats_dealt_them():
    """ "Osobom, które w danej rozgrywce otrzymały najstarszą lub najmłodszą kartę w kolorze atutowym,
    dopisuje się po jednym punkcie.\""""
    game = deal(2, 0, ["KH 2C 3C 4C 5C 6C", "3H 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand")
    play_out(game)
    assert awards(game)[:2] == (0, 1)


def test_the_jack_of_trumps_to_its_captor_and_the_turn_up_jack_to_the_dealer():
    """ "Punkt dostaje także osoba, która podczas rozgrywki zdobyła waleta w kolorze atutowym a także
    rozdający, jeśli wylosował waleta jako kartę atutową.\""""
    game = deal(2, 0, ["AH 2C 3C 4C 5C 6C", "JH 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play JH", "play AH")
    play_out_rest(game)
    assert awards(game)[2] == 0  # the dealer captured eldest's jack
    turned = deal(2, 0, BLANK2, "JH", target=0)
    assert turned.scores() == (1, 0)


def play_out_rest(game):
    while not game.over and game.view(0)["phase"] == "play":
        game.play(game.legal_moves()[0])


def test_game_to_the_most_card_points_ten_ace_king_queen_jack():
    """ "Ostatni punkt otrzymuje gracz, który zdobył karty o najwyższej sumie wartości (dziesiątka ma
    wartość 10, as - 4, król - 3, dama - 2, walet - 1).\""""
    points = [siodemki.card_points(cards.parse(r + "S")) for r in "TAKQJ98765432"]
    assert points == [10, 4, 3, 2, 1, 0, 0, 0, 0, 0, 0, 0, 0]
    game = deal(2, 0, ["TS AS 2C 3C 4C 5C", "2S 3S 6C 7C 8C 9C"], "9D", target=0)
    play(game, "stand", "play 2S", "play TS", "play AS", "play 3S")
    play_out_rest(game)
    assert game.view(0)["taken"][0] == 14 and awards(game)[3] == 0


def test_a_game_tie_with_the_dealer_goes_to_the_other():
    """ "Jeśli rozdający i któryś z pozostałych graczy mają karty o tej samej łącznej wartości, wygrywa
    ten drugi.\""""
    game = deal(2, 0, ["TD 7S 8S 9S 2D 3D", "TS 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play TS", "play 7S", "play 2S", "play 8S", "play TD", "play 3S")
    play_out_rest(game)
    assert game.view(0)["taken"] == (10, 10) and awards(game)[3] == 1


def test_two_ordinary_players_tied_for_game_score_nothing():
    """ "Jeśli dwóch "zwykłych" graczy zgromadziło karty o identycznej wartości, żaden z nich nie dostaje
    punktu.\""""
    hands = ["2C 3C 4C 7C 8C 9C", "TS 2S 3S 4S 5S 6S", "7S 8S TD 2D 3D 4D"]
    game = deal(3, 0, hands, "9H", target=0)
    play(game, "stand", "play TS", "play 7S", "play 2C", "play 2S", "play 8S", "play 3C")
    play(game, "play TD", "play 4C", "play 3S", "play 2D", "play 7C", "play 4S")
    play_out_rest(game)
    assert game.view(0)["taken"] == (0, 10, 10) and awards(game)[3] == NO_SIDE


def test_a_lone_trump_scores_its_holder_two_or_three_as_the_jack():
    """ "Jeśli podczas rozgrywki pojawiła się tylko jedna karta w kolorze atutowym, jej posiadacz
    otrzymuje dwa punkty (jednocześnie za najmłodszą i najstarszą kartę). Jeśli ta karta to walet,
    otrzymuje aż 3 punkty.\""""
    for trump, expect in (("QH", (1, 1, NO_SIDE)), ("JH", (1, 1, 1))):
        game = deal(2, 1, ["AS KS QS TS 7S 8S", trump + " 2S 3S 4S 5S 6S"], "9H", target=0)
        play(game, "stand")
        play_out(game)
        assert awards(game)[:3] == expect


def test_a_single_deal_is_won_by_the_most_points():
    """ "Gracz, który zdobył największą liczbę punktów w całym rozdaniu, wygrywa.\""""
    game = deal(2, 1, ["AH KH 2C 3C 4C 5C", "2S 3S 4S 5S 6S 7S"], "9H", target=0)
    play(game, "stand")
    play_out(game)
    scores = game.scores()
    assert game.over and scores[0] > scores[1] and game.winners() == (0,)


def test_games_to_seven_or_ten():
    """ "Jednak wielu graczy "Siódemek" woli rozgrywać kilka rozdań, zazwyczaj grając do 7 lub 10
    punktów.\""""
    for target in (7, 10):
        game = deal(2, 0, BLANK2, "JH", points=(target - 1, 0), target=target)
        assert game.over and game.scores() == (target, 0)
    assert siodemki.new_game(2, 1).target == 7
    raises(ValueError, siodemki.new_game, 2, 1, target=9)


def test_a_dealer_one_short_turning_up_a_jack_wins():
    """ "Jeśli rozdającemu brakuje jednego punktu i wylosuje waleta jako kartę atutową, wygrywa.\""""
    game = deal(3, 2, BLANK3, "JS", points=(6, 6, 6))
    assert game.over and game.winners() == (2,) and game.legal_moves() == []
    game = deal(2, 0, BLANK2, "5H", turns="JC", points=(6, 6))
    play(game, "beg", "run")  # a jack turned up by running the pack wins too
    assert game.over and game.winners() == (0,)


def test_reaching_the_target_together_counts_high_low_jack_game():
    """ "Jeśli dwóch graczy osiągnie limit punktów w tej samej rozgrywce, wtedy najbardziej liczą się
    punkty zdobyte za najstarszą kartę atutową, następnie odpowiednio za najmłodszą karte atutową, za
    waleta i za sumę wartości zdobytych kart.\""""
    # Seat 0 would take Game (the tens) and the Jack; seat 1 holds High and Low: at 6 each, High decides.
    game = deal(2, 1, ["TS TD JH 2C 3C 4C", "AH 2H 5S 6S 7S 8S"], "9H", points=(6, 6))
    play(game, "stand")
    play_out(game)
    assert game.over and game.winners() == (1,) and game.scores() == (6, 7)
    # Seat 1's High comes first but only brings it to 6; seat 0's Low then reaches 7.
    game = deal(2, 1, ["TS TD 2H 2C 3C 4C", "AH 3H 5S 6S 7S 8S"], "9H", points=(6, 5))
    play(game, "stand")
    play_out(game)
    assert game.over and game.winners() == (0,) and game.scores() == (7, 6)  # Low before Game


def test_failing_to_follow_suit_is_refused_so_no_penalty_arises():
    """ "Gracz, który nie dorzuci karty do koloru, choć mógł to uczynić, za karę nie może w tym rozdaniu
    skończyć rozgrywki [...]" (the engine refuses the play; docs/rules/siodemki.md, irregularities)"""
    game = deal(2, 0, ["2S 2H 3C 4C 5C 6C", "KS 3D 4D 5D 6D 7D"], "9H")
    play(game, "stand", "play KS")
    before = game.to_bytes()
    assert "follow suit" in message(raises(ValueError, game.play, parse_move("2H")))
    assert game.to_bytes() == before
