# Cards as small ints: names, ranks, suits, colours and decks.
from helpers import message, raises
from lysbord import cards


def test_names_round_trip_for_every_card():
    for c in range(52):
        assert cards.parse(cards.name(c)) == c
    assert cards.name(cards.card(12, cards.SPADES)) == "QS"
    assert cards.name(cards.card(10, cards.DIAMONDS)) == "TD"
    assert cards.parse("10h") == cards.card(10, cards.HEARTS)


def test_rank_suit_and_colour():
    qs = cards.parse("QS")
    assert cards.rank(qs) == cards.QUEEN and cards.suit(qs) == cards.SPADES
    assert cards.colour(qs) == "black" and not cards.is_red(qs)
    assert cards.is_red(cards.parse("AH")) and cards.is_red(cards.parse("KD"))
    assert cards.rank(cards.parse("AC")) == cards.ACE
    assert cards.rank(cards.parse("KC")) == cards.KING


def test_bad_names_are_refused_with_a_message():
    for text in ("", "Q", "1S", "QX", "QSS", "JOKER"):
        exc = raises(ValueError, cards.parse, text)
        assert "expected a card" in message(exc)
    raises(ValueError, cards.card, 14, 0)
    raises(ValueError, cards.card, 1, 4)
    raises(ValueError, cards.name, 52)


def test_two_decks_hold_every_card_twice():
    double = cards.deck(2)
    assert len(double) == 104
    for c in range(52):
        assert sum(1 for d in double if d == c) == 2
    assert list(cards.deck()) == list(range(52))
