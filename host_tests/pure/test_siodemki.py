# Siódemki rule tests: the generic battery, the draw, the deal, begging, running the pack
# and following suit, on hand-built deals (docs/rules/siodemki.md).
from siodemki_deals import card_list, deal, play

from battery import run_battery
from helpers import message, raises, scaled
from lysbord import cards
from lysbord.games import siodemki
from lysbord.games.base import frame
from lysbord.games.siodemki import BEG, GIVE, RUN, STAND, Siodemki, move_name, parse_move


def test_battery_two_three_four_players():
    for players in (2, 3, 4):
        run_battery(Siodemki, lambda seed, n=players: siodemki.new_game(n, seed), list(range(scaled(12, 2))))


def test_battery_one_deal_and_may_trump_option():
    make = lambda seed: siodemki.new_game(3, seed, target=0, may_trump_when_able=True)  # noqa: E731
    run_battery(Siodemki, make, list(range(scaled(8, 1))))


def test_bad_counts_and_options_are_refused():
    assert "2, 3 or 4" in message(raises(ValueError, siodemki.new_game, 5, 1))
    assert "7, 10 or 0" in message(raises(ValueError, siodemki.new_game, 2, 1, target=5))
    raises(ValueError, siodemki.new_game, 2, 1, may_trump_when_able=3)
    game = siodemki.new_game(2, 1)
    raises(ValueError, game.left, 7)


def test_move_names_round_trip():
    for move in (STAND, BEG, GIVE, RUN, siodemki.PLAY | 11, siodemki.DISCARD | 50):
        assert parse_move(move_name(move)) == move
    assert move_name(siodemki.PLAY | cards.parse("QS")) == "play QS"
    assert move_name(siodemki.DISCARD | cards.parse("4H")) == "discard 4H"
    assert parse_move("qs") == siodemki.PLAY | cards.parse("QS")
    raises(ValueError, move_name, 0x400)
    raises(ValueError, parse_move, "play the queen now")
    raises(ValueError, parse_move, "XX")


def test_bad_saves_are_refused():
    game = siodemki.new_game(3, 2)
    payload = bytearray(game._pack())
    raises(ValueError, Siodemki.from_bytes, frame(4, 1, bytes(payload[:-1])))
    for index, value in ((0, 5), (1, 3), (4, 9), (3, 3)):
        broken = bytearray(payload)
        broken[index] = value
        raises(ValueError, Siodemki.from_bytes, frame(4, 1, bytes(broken)))
    broken = bytearray(payload)
    broken[-1] = broken[-2] = 20  # card places past the table
    raises(ValueError, Siodemki.from_bytes, frame(4, 1, bytes(broken)))


def test_draw_for_deal_highest_deals_partner_opposite():
    for seed in range(scaled(30, 5)):
        game = siodemki.new_game(4, seed)
        view = game.view(0)
        values = [siodemki.high_value(c) for c in view["draws"]]
        ranked = sorted(range(4), key=lambda s: -values[s])
        assert values[ranked[0]] > values[ranked[1]] > values[ranked[2]]
        assert view["dealer"] == ranked[0]
        order = list(view["order"])
        partner = order[(order.index(ranked[0]) + 2) % 4]
        assert partner == ranked[1] and game.team_of(partner) == game.team_of(ranked[0])
        game2 = siodemki.new_game(3, seed)
        values = [siodemki.high_value(c) for c in game2.view(1)["draws"]]
        assert values.count(max(values)) == 1 and game2.dealer == values.index(max(values))


def test_a_tie_for_the_deal_is_drawn_again():
    from lysbord.rng import Rng

    tied = 0
    for seed in range(40):
        rng, deck = Rng(seed), cards.deck()
        rng.shuffle(deck)  # the first draw, as the game makes it
        values = [siodemki.high_value(c) for c in deck[:3]]
        if values.count(max(values)) > 1:
            tied += 1
            draws = siodemki.new_game(3, seed).view(0)["draws"]
            assert draws != bytes(deck[:3])
            values = [siodemki.high_value(c) for c in draws]
            assert values.count(max(values)) == 1
    assert tied  # some seed did tie, so the redraw was exercised


def test_deal_three_and_three_from_left_of_dealer_and_turn_up():
    game = siodemki.new_game(3, 7)
    deck, dealer = game._deck, game.dealer
    first, second = game.left(dealer), game.left(game.left(dealer))
    assert game.hand(first) == bytes(sorted(deck[0:3] + deck[9:12]))
    assert game.hand(second) == bytes(sorted(deck[3:6] + deck[12:15]))
    assert game.hand(dealer) == bytes(sorted(deck[6:9] + deck[15:18]))
    assert game.turnup == deck[18] and game.trump == deck[18] // 13
    assert game.turn == first and game.legal_moves() == [STAND, BEG]


def test_only_dealer_and_eldest_look_before_trump_is_accepted():
    game = deal(3, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D"], "9H")
    assert game.view(0)["hand"] and game.view(1)["hand"]
    assert game.view(2)["hand"] == b"" and not game.view(2)["looked"]
    play(game, "stand")
    assert game.view(2)["hand"] == bytes(card_list("2D 3D 4D 5D 6D 7D"))
    two = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "9H")
    assert two.view(0)["hand"] and two.view(1)["hand"]


def test_turn_up_jack_scores_the_dealer():
    game = deal(3, 1, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D"], "JH")
    assert game.scores() == (0, 1, 0) and not game.over


def test_dealer_one_short_turning_up_a_jack_wins_at_once():
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "JD", points=(6, 6))
    assert game.over and game.winners() == (0,) and game.turn == -1 and game.legal_moves() == []
    raises(ValueError, game.play, STAND)


def test_stand_and_give_one():
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "9H")
    play(game, "beg")
    assert game.turn == 0 and game.legal_moves() == [GIVE, RUN]
    play(game, "give")
    assert game.scores() == (0, 1) and game.trump == cards.HEARTS and game.turn == 1


def test_gift_refused_when_it_would_reach_the_target():
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "9H", turns="8D", points=(0, 6))
    play(game, "beg")
    assert game.legal_moves() == [RUN]
    assert "run the pack" in message(raises(ValueError, game.play, GIVE))
    play(game, "run")
    assert game.trump == cards.DIAMONDS and game.scores() == (0, 6)
    # With one deal there is no target to reach, so giving is always allowed.
    single = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "9H", points=(0, 6), target=0)
    play(single, "beg")
    assert single.legal_moves() == [GIVE, RUN]


def test_gift_refused_for_a_partnership_one_short():
    hands = ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D", "8C 9C TC 8S 9S TS"]
    game = deal(4, 2, hands, "9H", turns="8D", points=(0, 6))
    assert game.team_of(3) == 1 and game.turn == 3  # eldest, of side 1 (seats 1 and 3)
    play(game, "beg")
    assert game.legal_moves() == [RUN]


def test_run_the_pack_twice_then_discard_to_six():
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "5H", turns="6H 9C")
    play(game, "beg", "run")
    view = game.view(1)
    assert game.trump == cards.CLUBS and game.turnup == cards.parse("9C")
    assert view["shown"] == bytes(sorted(card_list("5H 6H"))) and view["rejected"] == cards.HEARTS
    assert view["hand_sizes"] == (12, 12) and view["phase"] == "discard" and game.turn == 1
    assert game.scores() == (0, 0)
    for card in game.hand(1)[:6]:  # eldest discards first, one card at a time
        assert game.turn == 1
        play(game, "discard " + cards.name(card))
    assert game.turn == 0 and len(game.view(1)["discards"]) == 6
    assert "not in your hand" in message(raises(ValueError, game.play, siodemki.DISCARD | game.hand(1)[0]))
    for card in game.hand(0)[6:]:
        play(game, "discard " + cards.name(card))
    assert game.view(0)["phase"] == "play" and game.turn == 1 and game.view(0)["hand_sizes"] == (6, 6)


def test_rejected_suit_jack_scores_nothing_a_new_suit_jack_scores_the_dealer():
    game = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "5H", turns="JH 9C")
    play(game, "beg", "run")
    assert game.trump == cards.CLUBS and game.scores() == (0, 0)
    game = deal(2, 1, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "5H", turns="JC")
    play(game, "beg", "run")
    assert game.trump == cards.CLUBS and game.scores() == (0, 1)
    game = deal(2, 1, ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S"], "5H", turns="JS", points=(0, 6))
    play(game, "beg", "run")
    assert game.over and game.winners() == (1,)


def test_exhausted_pack_voids_the_hand_and_the_same_dealer_deals():
    hands = ["2C 3C 4C 5C 6C 7C", "2S 3S 4S 5S 6S 7S", "2D 3D 4D 5D 6D 7D", "8C 9C TC 8S 9S TS"]
    game = deal(4, 2, hands, "5H", turns="6H 7H", points=(1, 2))
    play(game, "beg", "run")  # 25 dealt, two runs of 13 leave one card: no new suit, void
    assert game.dealer == 2 and game.view(0)["phase"] == "bid" and game.turn == 3
    assert game.view(0)["hand_sizes"] == (6, 6, 6, 6) and game.view(0)["shown"] == b""
    assert game.view(0)["stock"] == 52 - 25
    jack = 1 if game.turnup % 13 == 10 else 0
    assert game.scores() == (1 + jack, 2, 1 + jack, 2)


def test_must_follow_suit_and_trump_when_trump_is_led():
    hands = ["AS 2H 3C 4C 5C 6C", "KS 3H 7D 8D 9D TD"]
    game = deal(2, 0, hands, "9H")
    play(game, "stand", "play KS")
    assert "spades were led: you must follow suit" in message(raises(ValueError, game.play, parse_move("play 2H")))
    assert game.legal_moves() == [parse_move("AS")]
    play(game, "play AS")
    assert game.turn == 0  # the ace won
    play(game, "play 2H")
    assert "must play a trump" in message(raises(ValueError, game.play, parse_move("play 7D")))
    assert "not in your hand" in message(raises(ValueError, game.play, parse_move("play AC")))
    assert "got stand" in message(raises(ValueError, game.play, STAND))
    play(game, "play 3H")
    assert game.turn == 1  # the higher trump won
    play(game, "play 7D")  # cannot follow: any card, here a club
    assert len(game.legal_moves()) == 4


def test_may_trump_when_able_option():
    hands = ["AS 2H 3C 4C 5C 6C", "KS 3H 7D 8D 9D TD"]
    game = deal(2, 0, hands, "9H", may_trump_when_able=True)
    play(game, "stand", "play KS")
    assert sorted(game.legal_moves()) == sorted([parse_move("AS"), parse_move("2H")])
    play(game, "play 2H")
    assert game.turn == 0 and game.view(0)["tricks_won"] == (1, 0)
