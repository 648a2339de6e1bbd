# Siódemki scoring and winning on hand-built deals: High, Low, Jack, Game and their ties,
# the lone trump, the order of counting at the target, partnerships; the bot and the text.
from siodemki_deals import NO_SIDE as _NO
from siodemki_deals import awards as _awards
from siodemki_deals import card_list, deal, play, play_out

from lysbord import cards
from lysbord.games import siodemki
from lysbord.games.siodemki import BEG, STAND


def test_lone_trump_jack_scores_three_and_game_goes_elsewhere():
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "JH 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play 2S", "play AS", "play KS", "play 3S", "play QS", "play 4S")
    play(game, "play TS", "play 5S", "play 7S", "play 6S", "play 8S", "play JH")
    assert game.view(0)["taken"] == (19, 1)
    assert _awards(game) == (1, 1, 1, 0) and game.scores() == (1, 3)
    assert game.over and game.winners() == (1,)


def test_lone_trump_scores_two_when_it_is_not_the_jack():
    game = deal(2, 0, ["AS KS QS TS 7S 8S", "QH 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play 2S", "play AS", "play KS", "play 3S", "play QS", "play 4S")
    play(game, "play TS", "play 5S", "play 7S", "play 6S", "play 8S", "play QH")
    assert game.view(0)["taken"] == (19, 2)
    assert _awards(game) == (1, 1, _NO, 0) and game.scores() == (1, 2)


def test_game_point_tie_between_dealer_and_other_goes_to_the_other():
    game = deal(2, 0, ["TD 7S 8S 9S 2D 3D", "TS 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play TS", "play 7S", "play 2S", "play 8S", "play TD", "play 3S")
    play(game, "play 2D", "play 4S", "play 3D", "play 5S", "play 9S", "play 6S")
    assert game.view(1)["taken"] == (10, 10) and game.view(1)["tricks_won"] == (5, 1)
    assert _awards(game) == (_NO, _NO, _NO, 1) and game.scores() == (0, 1)


def test_game_point_tie_between_two_non_dealers_scores_nobody():
    hands = ["2C 3C 4C 7C 8C 9C", "TS 2S 3S 4S 5S 6S", "7S 8S TD 2D 3D 4D"]
    game = deal(3, 0, hands, "9H", target=0)
    play(game, "stand", "play TS", "play 7S", "play 2C", "play 2S", "play 8S", "play 3C")
    play(game, "play TD", "play 4C", "play 3S", "play 2D", "play 7C", "play 4S")
    play(game, "play 3D", "play 8C", "play 5S", "play 4D", "play 9C", "play 6S")
    assert game.view(2)["taken"] == (0, 10, 10)
    assert _awards(game) == (_NO, _NO, _NO, _NO) and game.scores() == (0, 0, 0)
    assert game.over and game.winners() == ()  # one deal, all level: a draw


def test_high_and_low_go_to_the_holders_counted_in_order():
    # Both sit at 6 of 7: eldest holds the ace of trumps, so High settles it before Low.
    hands = ["2H JH 3C 4C 5C 6C", "AH 2S 3S 4S 5S 6S"]
    game = deal(2, 0, hands, "9H", points=(6, 6))
    play(game, "stand")
    play_out(game)
    assert game.over and game.winners() == (1,) and game.scores() == (6, 7)
    assert _awards(game)[0] == 1 and _awards(game)[1] == 0
    # At 5 and 6, the dealer's High is not enough; eldest's Low comes before the Jack.
    game = deal(2, 0, ["AH JH 3C 4C 5C 6C", "2H 2S 3S 4S 5S 6S"], "9H", points=(5, 6))
    play(game, "stand")
    play_out(game)
    assert game.over and game.winners() == (1,) and game.scores() == (6, 7)


def test_jack_goes_to_its_captor_not_its_holder():
    game = deal(2, 0, ["AH 2C 3C 4C 5C 6C", "JH 2S 3S 4S 5S 6S"], "9H", target=0)
    play(game, "stand", "play JH", "play AH")
    assert game.turn == 0  # the dealer's ace took eldest's jack
    for _ in range(10):
        game.play(game.legal_moves()[0])
    assert _awards(game)[:3] == (0, 1, 0)


def test_partnerships_score_as_one_side():
    hands = ["2C 3C 4C 5C 6C 7C", "JH 2S 3S 4S 5S 6S", "AH 2D 3D 4D 5D 6D", "2H 8C 9C 7S 8S 9S"]
    game = deal(4, 0, hands, "9H", target=0)
    assert [game.team_of(s) for s in range(4)] == [0, 1, 0, 1]
    play(game, "stand")
    play_out(game)
    awards = _awards(game)
    assert awards[0] == 0 and awards[1] == 1  # seat 2's ace for side 0, seat 3's two for side 1
    taken = game.view(0)["taken"]
    sides = (taken[0] + taken[2], taken[1] + taken[3])
    assert awards[3] == (0 if sides[0] > sides[1] else 1)  # a tie with the dealer's side goes to the other
    scores = game.scores()
    assert scores[0] == scores[2] and scores[1] == scores[3]
    assert scores[0] + scores[1] == 4 - awards.count(_NO)
    assert game.winners() in ((0, 2), (1, 3), ())


def test_the_deal_passes_left():
    hands = ["2C 3C 4C 5C 6C 7C", "JH 2S 3S 4S 5S 6S", "AH 2D 3D 4D 5D 6D", "2H 8C 9C 7S 8S 9S"]
    game = deal(4, 1, hands, "9H")
    play(game, "stand")
    play_out(game)
    assert not game.over and game.dealer == 2 and game.turn == 3 and game.view(0)["phase"] == "bid"
    assert game.view(3)["hand_sizes"] == (6, 6, 6, 6) and sum(game.scores()) == 2 * 4 - 2 * _awards(game).count(_NO)
    view = game.view(3)
    assert sum(view["last_taken"]) == 5 and len(view["last_trick"]) == 4  # JH 1 + AH 4 were the counting cards
    from lysbord.ui.console import siodemki as text_siodemki

    assert "Last trick of the last deal" in text_siodemki.render(view, 3)


def test_a_discarded_trump_is_not_in_play():
    # The run deals AS 8S 9S to eldest and TS JS QS to the dealer, then turns up KS.
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "5H", turns="KS", target=0)
    play(game, "beg", "run")
    assert game.trump == cards.SPADES and game.hand(1) == bytes(card_list("AS 2S 3S 4S 5S 6S 7S 8S 9S"))
    play(game, "discard AS", "discard 2S", "discard 9S", "discard 2C", "discard 3C", "discard 4C")
    play_out(game)
    assert _awards(game)[:2] == (0, 1)  # High: the dealer's QS; Low: eldest's 3S


def test_bot_finishes_games_with_legal_moves_from_its_view():
    from lysbord.bots.siodemki.normal import Bot

    for players in (2, 3, 4):
        game = siodemki.new_game(players, players)
        bots = [Bot(s, s) for s in range(players)]
        while not game.over:
            move = bots[game.turn].choose(game.view(game.turn))
            assert move in game.legal_moves()
            game.play(move)
        assert game.winners()


def test_bot_stands_on_strong_trump_and_begs_on_none():
    from lysbord.bots.siodemki.normal import Bot

    strong = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "AH KH JH 2H 3S 4S"], "9H")
    assert Bot(1).choose(strong.view(1)) == STAND
    weak = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "9H")
    assert Bot(1).choose(weak.view(1)) == BEG


def test_console_text_shows_own_hand_only():
    from lysbord.ui.console import siodemki as text_siodemki

    game = deal(3, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D"], "9H")
    text = text_siodemki.render(game.view(1), 1)
    assert "7S 6S 5S 4S 3S 2S" in text and "2C" not in text and "hearts" in text
    assert "face down" in text_siodemki.render(game.view(2), 2)
    play(game, "stand")
    assert "7D 6D 5D 4D 3D 2D" in text_siodemki.render(game.view(2), 2)
