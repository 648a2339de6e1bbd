# 7'er kabal: one test for each sentence of the seed (the Norwegian rule text) that states
# a rule; each docstring quotes the sentence it guards. The English is docs/rules/kabal.md.
from test_kabal import build, names, play, up_cards

from helpers import message, raises
from lysbord.cards import name, parse
from lysbord.games.kabal import DRAW, Kabal, cycle_draws, new_game
from lysbord.rng import Rng


def cards(text):
    return bytes(parse(w) for w in text.split())


def test_goal_four_suit_piles_ace_to_king():
    """ "Få én bunke av hvert kortsymbol, hvor kortverdiene er ordnet i stigende rekkefølge
    (ess til konge)." The game is won when every suit lies on its foundation, ace to king."""
    game = build(["| KH", "", "", "", "", "", ""], found=(13, 12, 13, 13), rest=0)
    assert not game.over and game.winners() == ()
    play(game, "t1-f")
    assert game.over and game.winners() == (0,) and game.scores() == (52,)


def test_no_jokers():
    """ "Fjern alle jokere fra kortstokken." A deal holds the 52 cards, each once."""
    for seed in range(5):
        assert sorted(new_game(1, seed)._census()) == list(range(52))


def test_seven_columns_holding_one_to_seven_cards():
    """ "Legg 7 kort ved siden av hverandre slik at du har 7 kolonner. Deretter skal du legge kort
    slik at det er like mange kort på hver kolonne som posisjonen til kolonnen: kolonne 1 skal ha
    1 kort, kolonne 2 skal ha 2 kort, og så videre." Seven cards side by side first, then rows
    of the columns that need more."""
    game = new_game(1, 77)
    shuffled = bytearray(range(52))
    Rng(77).shuffle(shuffled)
    assert [len(c) for c in game.cols] == [1, 2, 3, 4, 5, 6, 7]
    assert bytes(c[0] for c in game.cols) == bytes(shuffled[:7])  # the first row: one card each
    assert bytes(c[1] for c in game.cols[1:]) == bytes(shuffled[7:13])


def test_the_last_card_of_each_column_face_up():
    """ "Når alle kortene er plassert snur du det nederste kortet i hver kolonne slik at det får
    spillsiden opp." Only the last card dealt to each column is face up."""
    view = new_game(1, 4).view(0)
    assert view["down"] == bytes(range(7)) and [len(c) for c in view["columns"]] == [1] * 7


def test_the_rest_is_the_stock():
    """ "Til slutt legger du resten av stokken der du vil ha den". The 24 other cards are the
    stock, face down; nothing is drawn yet."""
    view = new_game(1, 4).view(0)
    assert view["stock"] == 24 and view["group"] == b""


def test_onto_one_higher_of_the_other_colour():
    """ "Et kort kan flyttes fra én kolonne til det nederste kortet i en annen kolonne, dersom det
    nederste kortet i den andre kolonnen er én verdi større og er av motsatt farge." """
    game = build(["AS | 9H", "2S | TC", "3S | TD", "4S | JC", "5S | 8C", "6S | 2D", "| 3D"])
    assert "t1-t2" in names(game)  # 9H on TC: one higher, black on red
    assert "t1-t3" not in names(game) and "t1-t4" not in names(game)  # same colour; two higher
    assert "no face-up card" in message(raises(ValueError, play, game, "t1-t3"))
    play(game, "t1-t2")
    assert up_cards(game, 1) == "TC 9H"


def test_a_king_only_into_an_empty_column():
    """ "Hvis kortet som skal flyttes er en konge, kan den kun flyttes til en kolonne som er tom."
    A king goes only to an empty column; no other card may (an empty column has no card one
    higher to lie on: the interpretation in docs/rules/kabal.md)."""
    game = build(["AS | KH", "2S | QD", "3S | 9C", "4S | 9D", "5S | 9S", "6S | 9H", ""], group="QC", rest=5)
    assert "t1-t7" in names(game) and "t2-t7" not in names(game) and "w-t7" not in names(game)
    assert "only a king" in message(raises(ValueError, play, game, "t2-t7"))
    play(game, "t1-t7")
    assert up_cards(game, 6) == "KH"


def test_a_card_moves_with_the_cards_on_it():
    """ "Kort som ikke ligger nederst i en kolonne kan flyttes dersom kortene under flyttes med
    den." A face-up card higher in a column moves only with every card lying on it."""
    game = build(["AS | 9H 8S 7H", "2S | TC", "3S | 8C", "4S | 2D", "5S | 3D", "6S | 4D", "| 5D"])
    play(game, "t1-t2")
    assert up_cards(game, 1) == "TC 9H 8S 7H" and up_cards(game, 0) == ""


def test_an_uncovered_face_down_card_may_be_turned():
    """ "Kort som har spillsiden ned og ikke har kort under seg, kan snus." Only a face-down
    card with nothing on it may be turned up."""
    game = build(["AS 2S |", "3S | 9C", "4S | 9D", "5S | 9S", "6S | 9H", "7S | 8D", "| 7D"])
    assert "up 1" in names(game) and "up 2" not in names(game)
    assert "already face up" in message(raises(ValueError, play, game, "up 2"))
    play(game, "up 1")
    assert up_cards(game, 0) == "2S" and game.down[0] == 1 and "up 1" not in names(game)


def test_draw_when_stuck_is_advice_unless_chosen():
    """ "Når du ikke lenger kan flytte noen av kortene i kolonnene, kan du trekke fra stokken".
    Read as advice, drawing is legal at any time; draw_only_when_stuck makes it the rule
    (the interpretation in docs/rules/kabal.md)."""
    columns = ["AS |", "QS", "JS", "KC", "QC JH", "JC", "| 9S"]
    assert DRAW in build(columns, stock="2S 3S 4S").legal_moves()
    strict = build(columns, stock="2S 3S 4S", stuck=True)
    assert "only when stuck" in message(raises(ValueError, strict.play, DRAW))


def test_three_at_a_time_only_the_last_usable():
    """ "Du kan da trekke 3 og 3 kort, og for hvert tredje kort kan du kun bruke det siste av dem."
    A draw turns up three cards; only the last of them may be played."""
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="AH JH 2C 4C")
    play(game, "draw")
    assert game.view(0)["group"] == cards("AH JH 2C") and game.view(0)["stock"] == 1
    assert "w-f" not in names(game) and "w-t2" not in names(game)  # AH and JH lie under 2C
    assert "cannot go on its foundation" in message(raises(ValueError, play, game, "w-f"))


def test_unused_cards_to_the_bottom_and_three_new_ones():
    """ "Hvis dette ikke kan brukes må du trekke 3 nye kort, og legge de forrige 3 tilbake nederst
    i stokken med spillsiden ned." The next draw takes new cards from the stock, and the
    unused ones go under the stock, in the order they were drawn."""
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2C 3C 4C 5C 6C 7C 8C")
    play(game, "draw", "draw")
    assert game.view(0)["group"] == cards("5C 6C 7C") and game.stock == bytearray(cards("8C 2C 3C 4C"))
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2C 3C 4C 5C")
    play(game, "draw", "draw")  # one card was left in the stock: it is the one new card
    assert game.view(0)["group"] == cards("5C") and game.stock == bytearray(cards("2C 3C 4C"))
    play(game, "draw")
    assert game.view(0)["group"] == cards("2C 3C 4C") and game.stock == bytearray(cards("5C"))


def test_new_cards_even_after_the_top_one_was_used():
    """ "Hvis dette ikke kan brukes må du trekke 3 nye kort, og legge de forrige 3 tilbake nederst
    i stokken med spillsiden ned." With two cards left in the group and one in the stock, the
    draw shows that one: the cards already seen do not come straight back on top of it."""
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="4C", group="2C 3C AH")
    play(game, "w-f", "draw")
    assert game.view(0)["group"] == cards("4C") and game.stock == bytearray(cards("2C 3C"))
    play(game, "draw")
    assert game.view(0)["group"] == cards("2C 3C") and game.stock == bytearray(cards("4C"))


def test_after_the_top_card_the_one_before():
    """ "Dersom du bruker et av de 3 kortene, har du lov til å bruke det som kom før." Once the
    usable card is played, the card drawn just before it is usable, and so on."""
    game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| TS"], stock="2H JH AH")
    play(game, "draw", "w-f")
    assert game.view(0)["group"] == cards("2H JH") and "w-f" not in names(game) and "w-t2" in names(game)
    play(game, "w-t2", "w-f")
    assert game.view(0)["group"] == b"" and game.found[1] == 2


def test_foundations_one_suit_from_the_ace_up():
    """ "Hver symbolbunke kan kun bestå av ett symbol, må begynne med et ess, og kan kun bygges
    videre med et kort som er én verdi større, slik at rekkefølgen blir stigende." """
    game = build(["| AH", "| 3H", "| 2D", "| KS", "| KC", "| KD", "| QH"], stock="2H")
    assert "t3-f" not in names(game)  # 2D: no ace of diamonds yet
    assert "cannot go on its foundation" in message(raises(ValueError, play, game, "t2-f"))  # 3H skips 2H
    play(game, "t1-f", "draw", "w-f", "t2-f")
    assert game.found[1] == 3 and game.view(0)["foundations"] == bytes((0, 3, 0, 0))


def test_to_and_from_the_foundations_at_any_time():
    """ "Du kan når som helst flytte kort til og fra de 4 symbolbunkene, så lenge kortet du skal
    flytte har lov til å flyttes dit du ønsker." A foundation's top card may come back onto a
    column, by the column rules."""
    game = build(["| 7C", "KS | 5S 4D", "2C | 9D", "3C | 9S", "4C | 9H", "5C | 9C", "| 6S"], found=(1, 6, 0, 0))
    assert "f2-t1" in names(game) and "f1-t1" not in names(game)  # 6H on 7C; AS fits nowhere
    play(game, "f2-t1")
    assert up_cards(game, 0) == "7C 6H" and game.found[1] == 5
    play(game, "t1-f")  # and straight back: to and from at any time
    assert game.found[1] == 6


def test_dead_means_no_draw_can_ever_show_a_playable_card():
    """The engine's "no moves left" (docs/rules/kabal.md, End) agrees with drawing a whole
    cycle by the seed's stock rule, short last groups included."""
    rng = Rng(5)
    spare = cards("2S 3S 4S 5S 6S 7S 8S 2C 3C 4C 5C 6C 7C 8C 9C 2H 3H 4H 5H 6H 2D JH TC 9D")
    checked = 0
    for _ in range(60):
        pool = bytearray(spare)
        rng.shuffle(pool)
        size = 1 + rng.below(len(pool))
        group = rng.below(min(3, size) + 1)
        stock = " ".join(name(c) for c in pool[: size - group])
        held = " ".join(name(c) for c in pool[size - group : size])
        game = build(["KS", "QS", "JS", "KC", "QC", "JC", "| 9S"], stock=stock, group=held)
        if game.group and game._playable(game.group[-1]):
            continue
        shown = False
        copy = Kabal.from_bytes(game.to_bytes())
        for _ in range(2 * cycle_draws(size) + 4):
            copy.play(DRAW)
            shown = shown or copy._playable(copy.group[-1])
        assert game.dead() == (not shown), (stock, held)
        checked += 1
    assert checked > 20
