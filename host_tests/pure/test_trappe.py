# Høyers trappe: the generic battery, then the row's placement rules on hand-built rows.
# Piles are written as people see them: pile 1 is the closing pile next to the talon.
import battery
from helpers import message, raises, scaled
from lysbord import cards
from lysbord.games import trappe
from lysbord.games.base import frame
from lysbord.games.trappe import row
from lysbord.games.trappe.save import DOWN, PILE, TALON, UP
from lysbord.rng import Rng


def names(text):
    """Cards from 'QS 9H 4D'."""
    return [cards.parse(w) for w in text.split()]


def position(players, hands, tops, talon=None, closing=13, up="", under=None, turn=0, points=None):
    """A game in a hand-built position. Cards placed nowhere lie in the talon, or face
    down in the discard pile when the talon is given."""
    game = trappe.new_game(players, 0)
    where = bytearray([255] * 52)
    for seat, text in enumerate(hands):
        for c in names(text):
            where[c] = seat
    for i, c in enumerate(names(tops)):
        where[c] = PILE + i
    for i, text in (under or {}).items():
        for c in names(text):
            where[c] = PILE + i
    for c in names(up):
        where[c] = UP
    pile = names(talon) if talon is not None else []
    for c in pile:
        where[c] = TALON
    for c in range(52):
        if where[c] == 255:
            where[c] = DOWN if talon is not None else TALON
            if talon is None:
                pile.append(c)
    game.where = where
    game.talon = bytearray(pile)
    game.tops = bytearray(names(tops))
    game.closing = closing
    game.turn = turn
    game.passes = 0
    game.playing = sum(1 << s for s in range(len(hands)) if hands[s])
    game.points = list(points or [0] * players)
    game.base = list(game.points)  # points won before this round
    game._begin()
    return game


def everything_but(kept):
    """Names of every card of rank 11 or lower except those in kept."""
    skip = names(kept)
    return " ".join(cards.name(c) for c in range(52) if cards.rank(c) <= 11 and c not in skip)


def legal_names(game):
    return sorted(trappe.move_name(m) for m in game.legal_moves())


def play(game, text):
    game.play(trappe.parse_move(text))


def refused(game, text):
    """The reason the move is refused; the state must not change."""
    before = game.to_bytes()
    reason = message(raises(ValueError, play, game, text))
    assert game.to_bytes() == before
    return reason


def test_battery_two_players():
    battery.run_battery(trappe.Trappe, lambda s: trappe.new_game(2, s), list(range(scaled(4, 1))))


def test_battery_three_and_seven_players():
    for n in (3, 7):
        battery.run_battery(trappe.Trappe, lambda s, n=n: trappe.new_game(n, s), [10, 11][: scaled(2, 1)])


def test_deal_sizes():
    for n, each in ((2, 7), (3, 7), (4, 7), (5, 6), (6, 5)):
        view = trappe.new_game(n, 5).view(0)
        assert view["hands"] == (each,) * n and view["sitting_out"] == ()
        assert sum(view["pile_sizes"]) + len(view["closed"]) == 1  # the turned card
        assert view["talon"] == 52 - n * each - 1 and view["turn"] == 1  # left of the dealer
        assert view["last_round"] == () and view["round"] == 0


def test_more_than_six_players_sit_out_in_rotation():
    view = trappe.new_game(8, 5).view(0)
    assert view["sitting_out"] == (0, 1)  # the dealer and the next seat clockwise
    assert view["hands"] == (0, 0, 5, 5, 5, 5, 5, 5) and view["turn"] == 2
    assert view["scores"] == (5, 5, 0, 0, 0, 0, 0, 0)


def test_first_turned_king_goes_to_the_discard_pile():
    kings = 0
    for seed in range(60):
        view = trappe.new_game(2, seed).view(1)
        if len(view["closed"]):
            kings += 1
            assert cards.rank(view["closed"][0]) == 13 and view["tops"] == b"" and view["closing"] == 13
            assert all(row.kind_of(m) != row.KIND_PLAY for m in view["legal"])  # no pile to play on
        else:
            assert len(view["tops"]) == 1 and view["pile_sizes"] == (1,)
    assert kings  # about one deal in 13 turns up a king


def test_higher_than_the_top_card():
    game = position(2, ["8H TH 9C", "2C"], "9S")
    assert "not higher" in refused(game, "8H>1")
    assert "not higher" in refused(game, "9C>1")
    play(game, "TH>1")
    assert game.tops == bytearray(names("TH")) and game.turn == 1


def test_no_shared_suit_with_a_neighbouring_top():
    game = position(2, ["9S 9D 9C 9H 3D 3C", "2C"], "QS 8H 4D")
    assert "suit" in refused(game, "9S>2")  # QS on pile 1
    assert "suit" in refused(game, "9D>2")  # 4D on pile 3
    assert "suit" in refused(game, "new 3D")  # lands next to 4D
    assert legal_names(game) == ["9C>2", "9H>2", "draw", "new 3C"]  # the covered 8H is no neighbour


def test_talon_is_no_pile_next_to_the_closing_pile():
    game = position(2, ["KH KS", "2C"], "QS 8H")
    assert "suit" in refused(game, "KH>1")  # 8H on pile 2 is a neighbour
    play(game, "KS>1")  # nothing on the talon side, so spades on spades is fine
    assert game.tops == bytearray(names("8H"))


def test_closed_play_is_strict():
    game = position(2, ["QC JC 4C", "2C"], "QS 8H 4D")
    assert "closed play" in refused(game, "QC>2")  # equal to QS, three piles
    play(game, "JC>2")
    game.turn = 0
    assert "closed play" in refused(game, "new 4C")  # four piles after the move
    assert game.view(1)["tops"] == bytes(names("QS JC 4D"))


def test_open_play_counted_after_the_move():
    game = position(2, ["4C", "2C"], "QS TH 8S 6H 4D")
    play(game, "new 4C")  # six piles after the move: open play, equal tops allowed
    assert game.tops == bytearray(names("QS TH 8S 6H 4D 4C"))
    game = position(2, ["6C", "2C"], "QS TH 8S 6H")
    assert "closed play" in refused(game, "new 6C")  # five piles after the move: closed
    game = position(2, ["TC 3D", "2C"], "QS TH 8S 6H 4D 2H")
    play(game, "TC>3")  # six piles: TC may equal TH
    assert game.tops[2] == cards.parse("TC")
    game = position(2, ["TC", "2C"], "QS TH 8S 6H 4D")
    assert "closed play" in refused(game, "TC>3")


def test_closing_pile_limit():
    # In a dealt game every rank above the closing card already lies face up in the
    # discard pile, so the limit is pinned on the row alone.
    tops = bytearray(names("9S"))
    assert "closing card" in row.why_not(tops, 12, cards.parse("KH"), 0)
    assert row.why_not(tops, 12, cards.parse("QH"), 0) is None
    assert "closing card" in row.why_not(bytearray(), 11, cards.parse("QH"), 0)  # a new closing pile
    assert row.why_not(tops, 12, cards.parse("8H"), 1) is None  # other piles have no such limit


def test_close_moves_the_talon_up():
    game = position(3, ["KC 2S", "TC 3C", "4C"], "QS 9H 4D", under={0: "5S"})
    play(game, "KC>1")
    view = game.view(1)
    assert view["tops"] == bytes(names("9H 4D")) and view["closed"] == bytes(names("KC"))
    assert view["discard"] == 2 and view["closing"] == 13  # QS and 5S lie face down
    assert view["pile_sizes"] == (1, 1)
    play(game, "TC>1")  # 9H's pile is now the closing pile
    assert game.tops == bytearray(names("TC 4D"))


def test_closing_rank_steps_from_king_to_queen():
    game = position(2, ["KC 2D", "QC 8C"], "JS 9H", up="KS KH KD")
    play(game, "KC>1")
    assert game.closing == 12 and game.view(0)["closed"] == bytes(names("KS KH KD KC"))
    play(game, "QC>1")  # now a queen closes the closing pile (9H's)
    assert game.tops == bytearray() and game.closing == 12
    assert game.view(0)["closed"] == bytes(sorted(names("KS KH KD KC QC")))


def test_closing_card_starting_the_closing_pile_closes_it():
    game = position(2, ["KC 2D", "3C"], "", talon="5H 6H")
    play(game, "new KC")  # no piles: KC starts the closing pile and closes it at once
    assert game.tops == bytearray() and game.where[cards.parse("KC")] == UP
    assert sorted(game.hand(0)) == sorted(names("2D 6H"))  # then the player draws


def test_new_pile_at_the_far_end_then_draw():
    game = position(2, ["3C 9D", "2C"], "QS 8H", talon="5H 6H")
    play(game, "new 3C")
    assert game.tops == bytearray(names("QS 8H 3C")) and sorted(game.hand(0)) == sorted(names("6H 9D"))
    assert game.turn == 1


def test_draw_takes_the_top_of_the_talon():
    game = position(2, ["3C", "2C"], "QS", talon="5H 6H")
    play(game, "draw")
    assert sorted(game.hand(0)) == sorted(names("3C 6H")) and game.view(1)["talon"] == 1


def test_empty_talon_reshuffles_the_discard_less_closing_cards():
    game = position(2, ["3C 4C", "2C 3D"], "QS", talon="5H", up="KS KH")
    down = game.view(0)["discard"]
    assert down == 52 - 4 - 1 - 1 - 2
    play(game, "draw")  # the last card: the talon is refilled at once
    view = game.view(1)
    assert view["talon"] == down and view["discard"] == 0
    assert view["closed"] == bytes(names("KS KH"))  # closing cards stay face up


def test_pass_only_when_nothing_can_be_drawn_or_played():
    hands = ["QH 2S 5S", "KH QD", "KD QC"]
    game = position(3, hands, "QS", talon="", up="KS KC", under={0: everything_but("2S 5S")})
    assert game.view(0)["discard"] == 0 and legal_names(game) == ["pass"]
    assert "empty" in refused(game, "draw")
    play(game, "pass")
    assert game.turn == 1 and game.passes == 1
    assert "pass only" in refused(game, "pass")  # seat 1 can close with KH
    play(game, "KH>1")
    assert game.passes == 0 and game.view(2)["talon"] == 43  # the close refilled the talon


def test_a_round_where_everyone_passes_is_blocked_and_ends():
    hands = ["QH 2S", "QD QC 3S"]
    up = "KS KH KD KC"
    game = position(2, hands, "QS", talon="", up=up, closing=12, under={0: everything_but("2S 3S")})
    play(game, "pass")
    assert game.view(1)["legal"] == [trappe.PASS]
    play(game, "pass")
    view = game.view(0)
    assert view["round"] == 1 and view["hands"] == (7, 7) and view["scores"] == (0, 0)  # a fresh deal


def test_going_out_scores_the_cards_still_held():
    game = position(3, ["TH", "2C 3C 4C 5C", "2D 3D 4D 5D 6D 7D"], "9S")
    play(game, "TH>1")
    assert game.scores() == (10, 0, 0) and game.in_round() == (1, 2)
    assert game.turn == 1 and game.view(1)["hands"] == (0, 4, 6)
    play(game, "draw")
    assert game.turn == 2  # seat 0 is skipped now


def test_round_ends_with_one_player_left_and_the_deal_passes():
    game = position(3, ["", "TH", "2D 3D"], "9S", turn=1)
    play(game, "TH>1")
    assert game.scores() == (0, 2, 0) and not game.over
    view = game.view(0)
    assert view["round"] == 1 and view["dealer"] == 1 and view["turn"] == 2  # left of the new dealer
    assert view["hands"] == (7, 7, 7) and view["last_round"] == (0, 2, 0)


def test_sit_outs_score_five_points_each_round():
    hands = ["", "TH", "2D", "", "", "", ""]  # seat 0 sits out round 0
    game = position(7, hands, "9S", turn=1, points=[5, 0, 0, 0, 0, 0, 0])
    play(game, "TH>1")  # seat 1 goes out, one player left: the round ends
    view = game.view(0)
    assert view["round"] == 1 and view["sitting_out"] == (1,) and view["turn"] == 2
    assert view["scores"] == (5, 6, 0, 0, 0, 0, 0)
    assert view["hands"] == (5, 0, 5, 5, 5, 5, 5)
    assert view["last_round"] == (0, 1, 0, 0, 0, 0, 0)


def test_targets():
    assert [trappe.target(n) for n in (2, 3, 4, 5, 6, 7, 12)] == [14, 21, 28, 30, 30, 30, 30]


def finish_round(players, before):
    """Seat 1 goes out holding `before` points, leaving one player: the round ends."""
    hands = ["2C", "TH"] + [""] * (players - 2)
    game = position(players, hands, "9S", turn=1, points=[0, before] + [0] * (players - 2))
    play(game, "TH>1")
    return game


def test_threshold_for_two_three_five_and_seven_players():
    for players, goal in ((2, 14), (3, 21), (5, 30), (7, 30)):
        game = finish_round(players, goal - 1)
        assert game.over and game.turn == -1 and game.scores()[1] == goal
        assert game.winners() == (1,) and game.legal_moves() == []
        game = finish_round(players, goal - 2)
        assert not game.over and game.round == 1 and game.winners() == ()


def test_the_round_that_reaches_the_threshold_is_played_out():
    game = position(3, ["TH", "JC", "2D 3D"], "9S", points=[19, 21, 0])
    play(game, "TH>1")  # seat 0 reaches 22 but two players are still in the round
    assert game.scores() == (22, 21, 0) and not game.over and game.turn == 1
    play(game, "JC>1")  # seat 1 reaches 23 and the round ends
    assert game.over and game.scores() == (22, 23, 0) and game.winners() == (1,)
    assert "over" in refused(game, "draw")


def test_bad_games_and_moves_are_refused():
    assert "2-12" in message(raises(ValueError, trappe.new_game, 1, 0))
    assert "2-12" in message(raises(ValueError, trappe.new_game, 13, 0))
    assert "no options" in message(raises(ValueError, trappe.new_game, 2, 0, speed=1))
    game = position(2, ["TH 8C", "2C"], "9S")
    assert "not in your hand" in refused(game, "2C>1")
    assert "no pile 4" in refused(game, "TH>4")
    for move in (0x4000, 0x2001, row.new_move(5) | 64, 60):
        assert "expected a move" in message(raises(ValueError, game.play, move))


def test_move_names_round_trip():
    game = position(2, ["TH 8C", "2C"], "9S")
    assert legal_names(game) == ["TH>1", "draw", "new 8C"]
    for move in game.legal_moves() + [trappe.PASS]:
        assert trappe.parse_move(trappe.move_name(move)) == move
    assert trappe.parse_move(" 10h > 1 ") == row.play_move(cards.parse("TH"), 0)
    for text in ("7H", "7H>x", "7H>0", "ZZ>1", "new"):
        assert "expected" in message(raises(ValueError, trappe.parse_move, text))


def test_saves_that_make_no_sense_are_refused():
    game = position(2, ["TH 8C", "2C"], "9S", talon="5H 6H", under={0: "4S"})
    good = bytes(game._pack())
    at = 13 + 10  # where each card lies follows the header and two seats' points
    size = len(good)

    def refused_save(start, end, new, words):
        data = good[:start] + bytes(new) + good[end:]
        reason = message(raises(ValueError, trappe.Trappe.from_bytes, frame(3, 1, data)))
        assert words in reason, reason

    assert trappe.Trappe.from_bytes(frame(3, 1, good)) == game
    refused_save(0, 1, [1], "2-12 players")
    refused_save(40, size, [], "too short")
    refused_save(size, size, [7], "wrong length")
    two_clubs = at + cards.parse("2C")
    refused_save(two_clubs, two_clubs + 1, [5], "puts card")
    five_hearts = at + cards.parse("5H")
    refused_save(five_hearts, five_hearts + 1, [DOWN], "talon does not match")
    refused_save(at + 53, at + 54, good[at + 54 : at + 55], "twice")
    refused_save(size - 1, size, names("4S"), "wrong top")
    refused_save(4, 5, [5], "turn 5")
    refused_save(3, 4, [0], "closing rank")
    refused_save(9, 13, [0, 0, 0, 0], "zero generator")


def test_the_fast_check_and_the_explained_check_agree():
    rng = Rng(4)
    deck = bytearray(range(52))
    for _ in range(scaled(300, 40)):
        rng.shuffle(deck)
        tops = bytearray(sorted(deck[: rng.below(8)], key=lambda c: -(c % 13)))
        closing = 1 + rng.below(13)
        for card in deck[8:12]:
            for pile in range(len(tops) + 2):
                assert row.fits(tops, closing, card, pile) == (row.why_not(tops, closing, card, pile) is None)
