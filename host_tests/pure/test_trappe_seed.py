# Høyers trappe: one test for each sentence of the seed (the Danish rule text) that states
# a rule; each docstring quotes the sentence it guards. The English is docs/rules/hoyers_trappe.md.
from test_trappe import everything_but, legal_names, names, play, position, refused

from helpers import message, raises
from lysbord import cards
from lysbord.games import trappe
from lysbord.games.trappe.save import DOWN, PILE, TALON, UP


def test_no_jokers_ace_low_king_high():
    """ "(Alm. kortspil uden jokere)" and "Kortværdier: laveste kort er es, højeste er konge."
    52 cards; an ace is below a two, a king above a queen."""
    assert sorted(trappe.new_game(3, 1)._census()) == list(range(52))
    game = position(2, ["AH 2H KD", "2C"], "QS")
    assert "KD>1" in legal_names(game) and "AH>1" not in legal_names(game)
    game = position(2, ["2H", "2C"], "AS")
    assert "2H>1" in legal_names(game)


def test_the_talon_is_face_down_and_the_piles_face_up():
    """ "Talon: Kortbunke med lukkede kort, der endnu ikke er trukket op." and "Spillebunke:
    Kortbunke med åbne kort." Seats see how many cards the talon holds, not which; the play
    piles' top cards are open to all."""
    game = position(2, ["TH", "2C"], "9S 5D", talon="4H 3H")
    for seat in (0, 1):
        view = game.view(seat)
        assert view["talon"] == 2 and view["tops"] == bytes(names("9S 5D"))


def test_the_closing_pile_lies_next_to_the_talon():
    """ "Lukkebunke: Spillebunken der ligger op til talonen." Pile 1, next to the talon, is the
    one the closing card closes."""
    game = position(2, ["KC 2S", "3C"], "QS 9H", under={0: "5S"})
    play(game, "KC>1")
    assert game.tops == bytearray(names("9H")) and game.where[cards.parse("KC")] == UP


def test_the_closing_card_is_the_highest_for_the_closing_pile_kings_first():
    """ "Lukkekort: Det aktuelt højeste kort der kan lægges i lukkebunken. I starten er det
    kongerne." """
    assert trappe.new_game(2, 3).view(0)["closing"] == 13
    game = position(2, ["QC 2D", "3C"], "JS 9H", closing=12, up="KS KH KD KC")
    assert "QC>1" in legal_names(game)  # the queen is the highest now
    game = position(2, ["KC QH", "2C"], "9S")
    assert "KC>1" in legal_names(game) and "QH>1" in legal_names(game)


def test_the_top_card_is_the_one_on_top():
    """ "Topkort: Øverste kort i en spillebunke." A card goes on a pile by its top card only."""
    game = position(2, ["TH QH", "2C"], "JS", under={0: "3S 9S"})
    assert "TH>1" not in legal_names(game) and "QH>1" in legal_names(game)


def test_the_staircase_falls_away_from_the_talon():
    """ "Trappe: Spillebunker i en række ud for talonen, topkortet i hver bunke er lavere end
    topkortet nabobunken i retning mod talonen." """
    game = position(2, ["TC 3D", "2C"], "QS 8H 4D")
    assert "TC>2" in legal_names(game)  # 8H -> TC: still below QS
    game = position(2, ["KC JD", "2C"], "QS 8H 4C")
    assert "staircase" in refused(game, "JD>3")  # JD above 8H, its neighbour on the talon side


def test_closed_play_below_six_piles():
    """ "Lukket spil: Når der er færre end 6 spillebunker. Trappen respekteres som ovenfor."
    With fewer than six piles a card must be strictly lower than its talon-side neighbour."""
    game = position(2, ["6C 5C", "2C"], "QS TH 8S 6H 4D")
    assert "closed" in refused(game, "6C>5") and "5C>5" in legal_names(game)  # 6C equals 6H
    game = position(2, ["6C", "2C"], "QS TH 8S 6H")
    assert "closed" in refused(game, "new 6C")  # the fifth pile: equal to 6H is not lower


def test_open_play_from_six_piles_allows_equal_neighbours():
    """ "Åbent spil: Når der er 6 eller flere spillebunker. Trappen respekteres men kort i
    nabobunker må have samme værdi." The pile count after the move decides (the interpretation
    in docs/rules/hoyers_trappe.md)."""
    game = position(2, ["4C", "2C"], "QS TH 8S 6H 4D")
    assert "new 4C" in legal_names(game)  # the sixth pile: equal to 4D is allowed
    game = position(2, ["8C 9C", "2C"], "QS TH 8S 6H 4D 2H")
    assert "8C>4" in legal_names(game)  # on 6H, equal to 8S beside it
    assert "open" in refused(game, "9C>4")  # above 8S even in open play


def test_closed_piles_go_face_down_with_the_closing_card_up():
    """ "Afsmidbunke: Her lægges kort fra lukkede bunker lukket, men med lukkekortet åbent." """
    game = position(3, ["KC 2S", "TC 3C", "4C"], "QS 9H 4D", under={0: "5S"})
    play(game, "KC>1")
    assert game.where[cards.parse("KC")] == UP
    assert game.where[cards.parse("QS")] == DOWN and game.where[cards.parse("5S")] == DOWN
    view = game.view(1)
    assert view["closed"] == bytes(names("KC")) and view["discard"] == 2


def test_rounds_until_a_winner_and_the_deal_moves_clockwise():
    """ "Der spillers en række runder til den samlede vinder er fundet. Kortudgiver skifter med
    urets retning i hver ny runde." """
    game = position(3, ["", "TH", "2D 3D"], "9S", turn=1)
    assert game.view(0)["dealer"] == 0
    play(game, "TH>1")
    assert not game.over and game.view(0)["round"] == 1 and game.view(0)["dealer"] == 1


def test_cards_dealt_by_the_number_of_players():
    """ "2-4 spillere: 7 kort", "5 spillere: 6 kort", "6 spillere: 5 kort"."""
    for players, each in ((2, 7), (3, 7), (4, 7), (5, 6), (6, 5)):
        assert trappe.new_game(players, 2).view(0)["hands"] == (each,) * players


def test_more_than_six_players_sit_out_in_turn():
    """ "Ved flere spillere end 6, spilles med skiftende oversiddere, så der maksimalt er 6
    aktive spillere ad gangen." The dealer and the next seats clockwise sit out (the
    interpretation in docs/rules/hoyers_trappe.md)."""
    for players in (7, 9, 12):
        view = trappe.new_game(players, 1).view(0)
        assert sum(1 for size in view["hands"] if size) == 6
        assert view["sitting_out"] == tuple(range(players - 6))


def test_the_rest_is_the_talon_and_one_card_is_turned():
    """ "Resterende kort lægges som talon." and "Et kort vendes som første kort i lukkebunken." """
    for seed in range(20):
        view = trappe.new_game(4, seed).view(0)
        assert view["talon"] == 52 - 4 * 7 - 1
        assert len(view["tops"]) + len(view["closed"]) == 1


def test_a_turned_king_goes_to_the_discard_pile():
    """ "Hvis det er en konge smides den i afsmidbunken og spillet starter med en tom
    lukkebunke." The king lies face up there, as a discarded closing card (the interpretation
    in docs/rules/hoyers_trappe.md)."""
    for seed in range(80):
        game = trappe.new_game(2, seed)
        if game.view(0)["closed"]:
            assert cards.rank(game.view(0)["closed"][0]) == 13 and game.tops == bytearray()
            return
    raise AssertionError("no deal turned up a king")


def test_a_turn_is_one_of_three_actions():
    """ "Man skiftes til enten at trække et kort fra talonen, eller lægge et kort i en eksisterende
    spillebunke, eller lægge et kort i en ny spillebunke ved siden af spillebunken med det
    laveste topkort og derefter trække et kort fra talonen" """
    game = position(2, ["3C 9D", "2C"], "QS 8H", talon="5H 6H")
    assert legal_names(game) == ["9D>2", "draw", "new 3C"]
    play(game, "new 3C")  # at the far end, next to 8H, then a card from the talon
    assert game.tops == bytearray(names("QS 8H 3C")) and sorted(game.hand(0)) == sorted(names("6H 9D"))
    assert game.turn == 1
    play(game, "draw")
    assert sorted(game.hand(1)) == sorted(names("2C 5H")) and game.turn == 0


def test_a_card_must_be_higher_than_the_top_but_not_for_a_new_pile():
    """ "Kortet har højere værdi end topkortet (gælder ikke ved ny spillebunke)" """
    game = position(2, ["8H 9C TH", "2C"], "9S")
    assert "not higher" in refused(game, "8H>1") and "not higher" in refused(game, "9C>1")
    assert "TH>1" in legal_names(game) and "new 8H" in legal_names(game)


def test_no_shared_suit_with_a_neighbouring_top():
    """ "Kortet ikke har samme kulør som topkortet i en spillebunke ved siden af" The piles
    beside where it lands, not the pile it covers (the interpretation in
    docs/rules/hoyers_trappe.md)."""
    game = position(2, ["9S 9D 3D 3C 5D", "2C"], "QS 8H 4D")
    assert "shares its suit" in refused(game, "9S>2")  # QS lies beside 8H's pile
    assert "shares its suit" in refused(game, "9D>2")  # and 4D on the other side
    assert "shares its suit" in refused(game, "new 3D")
    assert "new 3C" in legal_names(game) and "5D>3" in legal_names(game)  # 5D covers 4D


def test_the_staircase_counts_open_or_closed_play():
    """ "Trappen respekteres; også i forhold til lukket/åbent spil" """
    game = position(2, ["6C", "2C"], "QS TH 8S 6H")
    assert "closed" in refused(game, "new 6C")
    game = position(2, ["4C", "2C"], "QS TH 8S 6H 4D")
    assert "new 4C" in legal_names(game)


def test_laying_the_closing_card_closes_the_pile_and_moves_the_talon_up():
    """ "Lukkebunken lukkes hvis lukkekortet lægges. Spillebunken fjernes til afsmid bunken og
    lukkekort lægges med billedsiden opad. Talon flyttes hen til spillebunke med højeste
    topkort, som bliver den nye lukkebunke." """
    game = position(3, ["KC 2S", "TC 3C", "4C"], "QS 9H 4D", under={0: "5S"})
    play(game, "KC>1")
    assert game.tops == bytearray(names("9H 4D")) and game.where[cards.parse("KC")] == UP
    play(game, "TC>1")  # 9H's pile is the closing pile now
    assert game.tops == bytearray(names("TC 4D")) and game.where[cards.parse("9H")] == PILE


def test_four_closing_cards_face_up_step_the_closing_card_down():
    """ "Hvis der i afsmid bunken ligger 4 ens lukkekort (først konger, så damer….), bliver det
    nye lukkekort erstattet med det nye højeste kort." """
    game = position(2, ["KC 2D", "QC 8C"], "JS 9H", up="KS KH KD")
    play(game, "KC>1")
    assert game.closing == 12
    play(game, "QC>1")  # a queen now closes
    assert game.tops == bytearray() and game.closing == 12  # one queen face up, not four
    game = position(2, ["KC 2D", "3C"], "JS 9H", up="KS KH")
    play(game, "KC>1")
    assert game.closing == 13  # three kings face up: still kings


def test_a_closing_pile_already_at_the_new_closing_rank_takes_no_more_cards():
    """The seed closes a pile when the closing card "lægges" (is laid). A queen laid while the
    kings still closed is not laid as the closing card: when the rank steps down to queens,
    a closing pile with a queen on top stays, and takes no card (the interpretation in
    docs/rules/hoyers_trappe.md)."""
    game = position(2, ["KC 2D", "JC 8C"], "QS QH 9D 7C 5H 3S", up="KS KH KD")
    play(game, "KC>1")  # the fourth king: queens close from now on
    assert game.closing == 12 and game.tops == bytearray(names("QH 9D 7C 5H 3S"))
    assert game.turn == 1 and not any(trappe.move_name(m).endswith(">1") for m in game.legal_moves())


def test_an_empty_talon_is_made_from_the_discard_less_closing_cards():
    """ "Hvis talonen er helt tom, blandes en ny fra afsmid bunken minus afsmidte lukkekort." """
    game = position(2, ["3C 4C", "2C 3D"], "QS", talon="5H", up="KS KH")
    down = game.view(0)["discard"]
    play(game, "draw")
    view = game.view(1)
    assert view["talon"] == down and view["discard"] == 0 and view["closed"] == bytes(names("KS KH"))
    assert all(game.where[c] == TALON for c in game.talon)


def test_an_illegal_card_is_refused_and_another_action_taken():
    """ "Hvis der spilles et ikke tilladt kort, har du blottet dig, og øvrige spillere kan påpege
    dette og ny handling skal foretages." The engine refuses it; nothing changes and the same
    player acts again."""
    game = position(2, ["8H TH", "2C"], "9S")
    assert "not higher" in refused(game, "8H>1") and game.turn == 0
    play(game, "TH>1")
    assert game.turn == 1


def test_going_out_ends_your_round_and_scores_the_cards_still_held():
    """ "Slip af med alle kort først, for at afslutte din runde." and "Spillere der har afsluttet
    får 1 point for hver kort øvrig(e) spiller(e) har på hånden når der afsluttes." """
    game = position(3, ["TH", "2C 3C 4C 5C", "2D 3D 4D 5D 6D 7D"], "9S")
    play(game, "TH>1")
    assert game.scores() == (10, 0, 0) and game.in_round() == (1, 2)


def test_sitting_out_scores_five_points():
    """ "Ved flere end 6 spillere tildeles oversiddere 5 point for en runde." """
    for players in (7, 8):
        assert trappe.new_game(players, 0).scores() == (5,) * (players - 6) + (0,) * 6


def test_a_round_ends_when_one_player_is_left():
    """ "En runde afsluttes helt, når kun én spiller ikke har afsluttet runden." """
    game = position(3, ["", "TH", "2D 3D"], "9S", turn=1, points=[4, 0, 0])
    game.base[0] = 0
    play(game, "TH>1")
    assert game.view(0)["round"] == 1 and game.view(0)["last_round"] == (4, 2, 0)


def test_the_game_ends_at_the_cards_dealt_in_a_round():
    """ "Man spiller nye runder indtil en spiller har point mindst svarende til det antal uddelte
    kort der uddeles i starten af hver runde. (2 spillere -> 14 point, 3 spillere -> 21 point, …)." """
    assert [trappe.target(n) for n in (2, 3, 4, 5, 6, 7)] == [14, 21, 28, 30, 30, 30]
    game = position(2, ["2C", "TH"], "9S", turn=1, points=[0, 13])
    play(game, "TH>1")
    assert game.over and game.scores() == (0, 14) and game.winners() == (1,)


def test_the_last_round_is_played_to_its_end():
    """ "Runden der afslutter spillet skal spilles helt færdigt, for at finde vinderen." """
    game = position(3, ["TH", "JC", "2D 3D"], "9S", points=[19, 21, 0])
    play(game, "TH>1")
    assert game.scores()[0] == 22 and not game.over
    play(game, "JC>1")
    assert game.over and game.winners() == (1,)
    assert "over" in message(raises(ValueError, play, game, "draw"))


def test_a_blocked_round_ends_without_points():
    """Not in the seed: with nothing to draw and no legal card a player passes, and when every
    player still in the round has passed in a row, the round ends (the interpretation in
    docs/rules/hoyers_trappe.md)."""
    hands = ["QH 2S", "QD QC 3S"]
    up = "KS KH KD KC"
    game = position(2, hands, "QS", talon="", up=up, closing=12, under={0: everything_but("2S 3S")})
    assert legal_names(game) == ["pass"]
    play(game, "pass")
    play(game, "pass")
    assert game.view(0)["round"] == 1 and game.scores() == (0, 0)
