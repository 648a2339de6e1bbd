# Sequence against its seed (../shared/seeds/001_8c7a08cbb67eba91.txt), sentence by
# sentence in the seed's order: each test's docstring quotes the sentence it guards.
# Where docs/rules/sequence.md reads a sentence (an interpretation), the test says so.
from seqkit import build, card, give, put, referee

from helpers import message, raises
from lysbord.games import sequence as S
from lysbord.rng import Rng

TWO_TEAM_SIZES = {2: 7, 4: 6, 6: 5, 8: 4, 10: 3, 12: 3}
THREE_TEAM_SIZES = {3: 6, 6: 5, 9: 4, 12: 3}


B_ELSEWHERE = (3, 15, 27, 48, 66, 72, 84, 39, 57)  # team B's chips: no five on a line, away from A's


def _play_a_then_b(game, cells, wild=()):
    """Team A places on cells in order (a two-eyed jack on those in wild), team B elsewhere."""
    for cell in cells:
        game.play(S.place(card("JD") if cell in wild else S.LAYOUT[cell], cell))
        if game.over:
            return
        other = B_ELSEWHERE[game.moves_played() // 2]
        game.play(S.place(S.LAYOUT[other], other))


def _column(col, rows):
    return [row * 10 + col for row in rows]


def test_seed_player_counts():
    """ "Spillet kan gjennomføres med så mange spillere man ønsker mellom 2 og 12 stykker, så
    lenge de kan deles likt inn i 2 eller 3 lag med 2, 3, 4, 6, 8, 9, 10 eller 12 spillere." """
    for players in range(0, 14):
        if players in (2, 3, 4, 6, 8, 9, 10, 12):
            assert S.new_game(players, 1).players == players
        else:
            assert "2, 3, 4, 6, 8, 9, 10 or 12" in message(raises(ValueError, S.new_game, players, 1))
    for players in (4, 8, 10):  # cannot be split into three equal teams
        assert "equal teams" in message(raises(ValueError, S.new_game, players, 1, teams=3))


def test_seed_two_sequences_win_two_teams():
    """ "Vær den første til å få to fulle „Sekvenser“, det vil si fem brikker på rad." """
    game = referee()
    build(game, 0, [50, 51, 52, 53, 54])
    assert game.sequence_count(0) == 1 and not game.over
    build(game, 0, [14, 24, 34, 44])
    assert game.sequence_count(0) == 2 and game.over and game.winner == 0


def test_seed_a_sequence_is_five_in_any_direction():
    """ "En „Sekvens“ består av en hel rekke bestående av fem brikker i samme farge oppover
    eller nedover på brettet, eller på tvers eller på skrå." """
    for cells in ([51, 52, 53, 54, 55], _column(3, range(2, 7)), [12, 23, 34, 45, 56], [28, 37, 46, 55, 64]):
        game = referee(to_win=4)
        build(game, 1, cells)
        assert game.sequences() == ((1, tuple(sorted(cells))),), cells
    mixed = referee(to_win=4)
    build(mixed, 0, [51, 52, 53, 54])
    build(mixed, 1, [55])  # five in a row, but not of one colour
    assert mixed.sequences() == ()
    gap = referee(to_win=4)
    build(gap, 0, [51, 52, 53, 55, 56])  # five of one colour, not in a row
    assert gap.sequences() == ()


def test_seed_equal_teams_alternate_and_members_rotate():
    """ "Del spillerne inn i to lag, med likt antall spillere på hvert lag. Lagene spiller
    annenhver gang og deltakerne på hvert lag spiller på rundgang." """
    game = S.new_game(6, 3)
    seats = []
    rng = Rng(3)
    for _ in range(12):
        seats.append(game.turn)
        legal = game.legal_moves()
        game.play(legal[rng.below(len(legal))])
    assert seats == [0, 1, 2, 3, 4, 5] * 2
    assert [game.team_of(s) for s in seats[:6]] == [0, 1, 0, 1, 0, 1]
    assert "equal teams" in message(raises(ValueError, S.new_game, 9, 1, teams=2))


def test_seed_deal_equal_hands_rest_is_the_pile():
    """ "Den som deler ut skal stokke kortene og dele ut likt antall kort til hver spiller (se
    fordelingen under) og legge de kortene som blir til overs tilbake i bunken med bildesiden
    ned." """
    for seed in (1, 2):
        game = S.new_game(4, seed)
        sizes = game.view(0)["hand_sizes"]
        assert sizes == (6, 6, 6, 6) and game.view(0)["draw_left"] == 104 - 24
        assert sorted(game._census()) == sorted(list(range(52)) * 2)
    assert S.new_game(4, 1).hand(0) != S.new_game(4, 2).hand(0)  # shuffled


def test_seed_cards_per_player_two_teams():
    """ "For 2 spillere - 7 kort hver / For 8 spillere - 4 kort hver / For 4 spillere - 6 kort
    hver / For 10 spillere - 3 kort hver / For 6 spillere - 5 kort hver / For 12 spillere - 3
    kort hver" """
    for players, size in TWO_TEAM_SIZES.items():
        game = S.new_game(players, 5, teams=2)
        assert [len(game.hand(s)) for s in range(players)] == [size] * players, players


def test_seed_hands_are_secret():
    """ "Spillerne kan ta opp kortene og se på dem, men passe på at ingen andre spillere ser
    kortene." """
    game = S.new_game(4, 9)
    for seat in range(4):
        view = game.view(seat)
        assert view["hand"] == game.hand(seat)
        others = [game.hand(s) for s in range(4) if s != seat]
        assert not [v for v in view.values() if v in others]  # no other hand anywhere in the view


def test_seed_left_of_the_dealer_starts_clockwise():
    """ "Spilleren som sitter til venstre for den som deler ut, begynner. Spillet fortsetter så
    i retning klokken (mot venstre) rundt bordet." Also "Trekk hvert deres kort for å se hvem
    som skal dele ut kortene. Spilleren med lavest kort skal dele ut nye. Ess er høyeste kort."
    (interpretation: the last seat deals, so seat 1 starts)"""
    for players in (2, 3, 4, 12):
        for seed in (1, 2, 3):
            game = S.new_game(players, seed)
            assert game.turn == 0
            game.play(game.legal_moves()[0])
            assert game.turn == 1


def test_seed_played_card_face_up_for_all():
    """ "Velg et kort på hånden og legg det med bildet opp ved siden av deg. Her legger du alle
    kort du har brukt. Sørg for at alle spillerne kan se disse kortene." """
    game = S.new_game(2, 4)
    played = []
    for _ in range(3):
        move = game.legal_moves()[0]
        played.append(S.move_card(move))
        game.play(move)
    for seat in (0, 1):
        assert list(game.view(seat)["discards"]) == played[::-1]  # newest first, for every seat


def test_seed_chip_on_a_cell_of_the_played_card():
    """ "Ta så en av brikkene til laget du er på og legg den på et felt på spillebrettet som
    stemmer med det kortet du valgte å legge ut." """
    game = S.new_game(2, 4)
    give(game, 0, [card("5H"), card("QS")])
    assert "not on cell" in message(raises(ValueError, game.play, S.place(card("5H"), 45)))
    a, b = S.cells_of(card("5H"))
    assert S.place(card("5H"), a) in game.legal_moves() and S.place(card("5H"), b) in game.legal_moves()
    game.play(S.place(card("5H"), b))
    assert game.chip(b) == 0 and game.chip(a) == -1


def test_seed_draw_a_card_after_playing():
    """ "Til slutt skal du trekke et nytt kort fra bunken og legge det sammen med de andre på
    hånden." Also "Pass på! Om du glemmer å trekke et nytt kort ... mister du retten til et nytt
    kort" (interpretation: the board draws for the player, so the draw is never forgotten)."""
    game = S.new_game(2, 6)
    top = game._pile[game._draw - 1]
    game.play(game.legal_moves()[0])
    assert len(game.hand(0)) == 7 and top in game.hand(0) and game.view(0)["draw_left"] == 104 - 15


def test_seed_a_sequence_is_flipped_and_cannot_be_disturbed():
    """ "Når en „Sekvens“ er etablert, må brikkene snus, slik at den hvite trykte siden av
    brikken vises. Dette forteller alle spillerne at en „Sekvens“ har skjedd og at den ikke kan
    forstyrres." """
    game = referee(to_win=4)
    build(game, 0, [50, 51, 52, 53, 54, 55])
    for seat in (0, 1):
        locked = game.view(seat)["locked"]
        assert [x for x in range(100) if locked[x]] == [50, 51, 52, 53, 54]
    game.turn = 1
    assert "completed sequence" in message(raises(ValueError, game.play, S.remove(card("JH"), 52)))


def test_seed_every_card_twice_but_jacks():
    """ "Hvert kort i kortstokken vises to ganger på spillebrettet. Det eneste unntaket er
    knektene." """
    for c in range(52):
        assert sum(1 for x in range(100) if S.LAYOUT[x] == c) == (0 if S.is_jack(c) else 2)


def test_seed_any_jack_on_a_free_cell_never_a_covered_one():
    """ "Du kan plassere en spillebrikke på valgfri knekt, så lenge ikke feltet er dekket av en
    annen brikke." (interpretation: the two-eyed jack's rule, no board cell shows a jack)"""
    game = referee()
    build(game, 1, [44])
    game.turn = 0
    for jack in ("JD", "JC"):
        assert S.place(card(jack), 44) not in game.legal_moves()
        assert "covered" in message(raises(ValueError, game.play, S.place(card(jack), 44)))


def test_seed_corners_are_every_teams_own():
    """ "Hvert lag kan regne hjønefeltene som sine egne, uten å måtte legge spillebrikker på
    dem." """
    for team in (0, 1, 2):
        game = referee(3)
        build(game, team, [91, 92, 93, 94])
        assert game.sequences() == ((team, (90, 91, 92, 93, 94)),)
    game = referee()
    assert not [m for m in game.legal_moves() if S.move_cell(m) in (0, 9, 90, 99)]
    assert "corner" in message(raises(ValueError, game.play, S.place(card("JD"), 99)))


def test_seed_two_teams_share_one_corner():
    """ "De kan begge dele det samme bonusfeltet i hjørnet på spillebrettet og regne dette som en
    del av deres rekke." """
    game = referee(to_win=4)
    build(game, 0, [91, 92, 93, 94])  # along the bottom row from corner 90
    build(game, 1, [80, 70, 60, 50])  # up column 0 from the same corner
    assert game.sequences() == ((0, (90, 91, 92, 93, 94)), (1, (50, 60, 70, 80, 90)))


def test_seed_two_eyed_jack_any_free_cell():
    """ "Knektene med to øyne er joker! Når det er din tur, kan du legge en spillebrikke på
    hvilket som helst felt som er ledig før du legger din to-øyde knekt i bunken av brukte
    kort." """
    game = S.new_game(2, 2)
    give(game, 0, [card("JD")])
    cells = sorted(S.move_cell(m) for m in game.legal_moves() if S.move_card(m) == card("JD"))
    assert cells == [x for x in range(100) if not S.is_corner(x)]
    game.play(S.place(card("JD"), 37))
    assert game.chip(37) == 0 and game.view(1)["discards"][0] == card("JD")


def test_seed_one_eyed_jack_removes_any_opponent_chip():
    """ "Knektene med bare ett øye er røvere! Når det er din tur, kan du fjerne hvilken som helst
    av dine motstanderes brikker ved å legge ut en enøyd knekt i bunken av brukte kort." """
    game = S.new_game(2, 2)
    give(game, 0, [card("JH")])
    put(game, 1, [12, 77])
    put(game, 0, [13])
    removals = sorted(S.move_cell(m) for m in game.legal_moves() if S.move_kind(m) == S.REMOVE)
    assert removals == [12, 77]  # the opponent's chips, never one's own or an empty cell
    game.play(S.remove(card("JH"), 77))
    assert game.chip(77) == -1 and game.chip(13) == 0 and game.view(1)["discards"][0] == card("JH")


def test_seed_no_removal_from_a_complete_sequence():
    """ "Men du kan ikke fjerne en brikke som ligger i en komplett „Sekvens“." """
    game = referee(to_win=4)
    build(game, 1, [50, 51, 52, 53, 54, 55])
    game.turn = 0
    removals = sorted(set(S.move_cell(m) for m in game.legal_moves() if S.move_kind(m) == S.REMOVE))
    assert removals == [55]  # 50-54 are locked, 55 is not


def test_seed_a_formed_sequence_never_changes():
    """ "Med én gang en full „Sekvens“ er lagt, kan den ikke forandres på noen måte."
    The issue's reproducer: A lays 60, 20 (a two-eyed jack), 50, 30, 40, then 10, 70, 80."""
    game = S.new_game(2, 1, virtual=False)
    _play_a_then_b(game, [60, 20, 50, 30, 40], wild=(20,))
    assert game.sequences() == ((0, (20, 30, 40, 50, 60)),)
    _play_a_then_b(game, [10, 70, 80])  # column 0 now full, corners included: still one
    assert game.sequences() == ((0, (20, 30, 40, 50, 60)),)
    assert game.sequence_count(0) == 1 and not game.over
    assert [x for x in range(0, 100, 10) if game.is_locked(x)] == [20, 30, 40, 50, 60]


def test_seed_dead_card_discarded_and_replaced_then_play_on():
    """ "Om du holder et kort i hånda som du ikke finner plass til på spillebrettet, er det et
    dødt kort. Når det er din tur, forteller du de andre spillerne at du kaster et dødt kort,
    legger det i bunken av brukte kort og trekker et nytt fra kortstokken før du fortsetter
    spillet på vanlig måte." """
    game = S.new_game(2, 4)
    qs = card("QS")
    give(game, 0, [qs, card("2S")])
    put(game, 1, list(S.cells_of(qs)))
    assert game.is_dead(qs) and S.place(qs, S.cells_of(qs)[0]) not in game.legal_moves()
    top = game._pile[game._draw - 1]
    game.play(S.exchange(qs))
    assert qs not in game.hand(0) and top in game.hand(0) and len(game.hand(0)) == 7
    assert game.view(1)["discards"][0] == qs  # announced: everyone sees it
    assert game.turn == 0  # the turn goes on as usual
    game.play(S.place(card("2S"), S.cells_of(card("2S"))[0]))
    assert game.turn == 1


def test_seed_first_to_two_sequences_wins():
    """ "Spilleren eller laget som først får to hele rekker (Sekvenser), vinner spillet!" """
    game = S.new_game(4, 1, virtual=False)
    _play_a_then_b(game, [50, 51, 52, 53, 54])
    assert game.sequence_count(0) == 1 and not game.over
    _play_a_then_b(game, [14, 24, 34, 44])
    assert game.over and game.winner == 0 and game.winners() == (0, 2) and game.legal_moves() == []


def test_seed_one_cell_may_serve_both_sequences():
    """ "Legg merke til at et felt fra en rekke kan brukes i et felt i den andre rekken." """
    game = referee(to_win=4)
    build(game, 0, [50, 51, 52, 53, 55, 56, 57, 58])
    build(game, 0, [54])  # a nine completed in its middle: 50-54 and 54-58 share 54
    assert game.sequences() == ((0, (50, 51, 52, 53, 54)), (0, (54, 55, 56, 57, 58)))
    eight = referee(to_win=4)
    build(eight, 0, [50, 51, 52, 53, 54, 55, 56, 57])  # a second five would share two or more
    assert eight.sequence_count(0) == 1
    cross = referee(to_win=4)
    build(cross, 0, [50, 51, 52, 53, 54, 14, 24, 34, 44])  # row and column share 54
    assert cross.sequence_count(0) == 2


def test_seed_silent_play_penalty():
    """ "Valgfri regel. Spillet gjennomføres uten snakk og veiledning av medspillere. Om en
    lagkamerat sier noe som gir en medspiller forståelsen av at de er i ferd med å gjøre noe de
    ikke burde, må hver deltaker på laget kaste et valgfritt kort opp i bunken av brukte kort." """
    game = S.new_game(6, 2)
    game.play(S.penalty(1))  # team B: seats 1, 3, 5
    paid = []
    while game.view(game.turn)["paying"]:
        seat = game.turn
        chosen = game.hand(seat)[-1]  # a card of the seat's choice
        paid.append((seat, chosen))
        game.play(S.discard(chosen))
    assert [seat for seat, _ in paid] == [1, 3, 5] and game.turn == 0
    assert [len(game.hand(s)) for s in range(6)] == [5, 4, 5, 4, 5, 4]
    assert list(game.view(0)["discards"][:3]) == [c for _, c in paid][::-1]


def test_seed_advanced_rule_breaks_a_sequence():
    """ "Avansert regel. I denne versjonen av spillet, kan du fjerne en brikke av motstanderens
    komplette „Sekvens“ om du spiller ut en enøyd knekt." """
    game = referee(advanced=True, to_win=4)
    build(game, 1, [50, 51, 52, 53, 54])
    game.turn = 0
    game.play(S.remove(card("JS"), 52))
    assert game.sequences() == () and game.sequence_count(1) == 0 and not game.is_locked(50)


def test_seed_three_teams_one_sequence_wins():
    """ "Vær den første spilleren eller laget som får til en full „Sekvens“." (three teams)
    Also "Den første spilleren eller laget som får til en full „Sekvens“ vinner spillet!" """
    for players, teams in ((3, 3), (6, 3), (9, 3), (12, 3)):
        game = S.new_game(players, 1, teams=teams, virtual=False)
        assert game.to_win == 1
        build(game, 2, [51, 52, 53, 54, 55])
        assert game.over and game.winner == 2 and game.winners() == tuple(range(2, players, 3))


def test_seed_three_teams_every_third_seat():
    """ "Spillerne må deles likt inn i tre lag. Spillerne sitter slik at hver tredje deltaker
    rundt bordet tilhører samme lag. Bruk alle tre settene med spillebrikker." """
    game = S.new_game(9, 1)
    assert game.teams == 3 and [game.team_of(s) for s in range(9)] == [0, 1, 2] * 3
    for _ in range(3):
        game.play(game.legal_moves()[0])
    shown = game.view(0)["board"]
    assert sorted(v for v in shown if v) == [1, 2, 3]  # each team's own colour


def test_seed_cards_per_player_three_teams():
    """ "For 3 spillere - 6 kort hver / For 9 spillere - 4 kort hver / For 6 spillere - 5 kort
    hver / For 12 spillere - 3 kort hver" (three teams)"""
    for players, size in THREE_TEAM_SIZES.items():
        game = S.new_game(players, 5, teams=3)
        assert [len(game.hand(s)) for s in range(players)] == [size] * players, players


def test_rules_window_keeps_the_most_chips_locked():
    """docs/rules/sequence.md, "Which five cells": chips 94, 95, 96, 98, then a two-eyed jack
    on 97 beside corner 99: 94-98 is locked (same room as 95-99, one more chip kept)."""
    game = S.new_game(2, 1, virtual=False)
    for cell in (94, 95, 96, 98):
        game.play(S.place(S.LAYOUT[cell], cell))
        game.play(S.place(S.LAYOUT[cell - 60], cell - 60))
    game.play(S.place(card("JC"), 97))
    assert game.sequences() == ((0, (94, 95, 96, 97, 98)),)
    game.turn = 1
    assert "completed sequence" in message(raises(ValueError, game.play, S.remove(card("JH"), 94)))


def test_rules_window_room_before_chips():
    """docs/rules/sequence.md, "Which five cells": (b) the room decides before (c) the chips.
    Column 1's sequence 11-51 locks 51; the row 51-56 completed at 53 can lock 51-55 (four new
    chips, room left for 55-59) or 52-56 (five new chips, no room left on the row): 51-55."""
    game = referee(to_win=4)
    build(game, 0, [11, 21, 31, 41, 51])
    build(game, 0, [52, 54, 55, 56, 53])
    assert game.sequences() == ((0, (11, 21, 31, 41, 51)), (0, (51, 52, 53, 54, 55)))
    assert not game.is_locked(56)
