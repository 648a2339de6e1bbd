# Bot levels: every level plays legal moves, the hard bots decide from their view alone
# (hidden cards scrambled: the same choice), the easy Sequence bot misses blocks the
# normal one makes, a Cabo bot does not call knowing two cards, and the level is
# chosen on the board and in the console and kept in the save.

from helpers import scaled


def test_every_level_plays_only_legal_moves():
    from lysbord.bots import levels
    from lysbord.games import cabo, siodemki, trappe
    from lysbord.games import sequence as S

    moves = scaled(30, 10)
    for name, rules in (("sequence", S), ("cabo", cabo), ("siodemki", siodemki), ("trappe", trappe)):
        for level in ("easy", "normal", "hard"):
            game = rules.new_game(2, 4)
            bots = [levels.make(name, level, seat, 9 + seat) for seat in range(2)]
            for _ in range(moves):
                if game.over:
                    break
                view = game.view(game.turn)
                move = bots[game.turn].choose(view)
                assert move in view["legal"], (name, level, move)
                game.play(move)
            assert game.moves_played() > 0


def _moves_of_a_game(rules, name, level, seed, moves):
    from lysbord.bots import levels

    game = rules.new_game(2, seed)
    bots = [levels.make(name, level, seat, seed * 31 + seat) for seat in range(2)]
    played = []
    while not game.over and len(played) < moves:
        move = bots[game.turn].choose(game.view(game.turn))
        game.play(move)
        played.append(move)
    return played


def test_hard_card_bots_replay_the_same_game_from_the_same_seeds():
    from lysbord.games import cabo, siodemki

    moves = scaled(120, 40)
    for name, rules in (("cabo", cabo), ("siodemki", siodemki)):
        first = _moves_of_a_game(rules, name, "hard", 6, moves)
        assert first == _moves_of_a_game(rules, name, "hard", 6, moves), name


def test_levels_name_their_bots_and_refuse_an_unknown_level():
    from lysbord.bots import levels
    from lysbord.bots.cabo import hard as cabo_hard
    from lysbord.bots.sequence import easy as seq_easy
    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.bots.siodemki import hard as siodemki_hard
    from lysbord.bots.trappe import hard as trappe_hard

    assert isinstance(levels.make("sequence", "hard", 0, 1), sequence_hard.Bot)
    assert isinstance(levels.make("sequence", "easy", 0, 1), seq_easy.Bot)
    assert isinstance(levels.make("cabo", "hard", 0, 1), cabo_hard.Bot)
    assert isinstance(levels.make("siodemki", "hard", 0, 1), siodemki_hard.Bot)
    assert isinstance(levels.make("trappe", "hard", 0, 1), trappe_hard.Bot)
    assert levels.has_level("cabo", "hard") and levels.has_level("trappe", "hard")
    try:
        levels.make("sequence", "expert", 0, 1)
    except ValueError as exc:
        assert "easy, normal or hard" in str(exc)
    else:
        raise AssertionError("an unknown level was accepted")


def _same_choice_when_hidden_cards_change(name, game, make):
    """The bot's move from game's view, and from the view of copies with the hidden cards scrambled."""
    from lysbord.rng import Rng

    seat = game.turn
    first = make(seat).choose(game.view(seat))
    for k in range(3):
        other = type(game).from_bytes(game.to_bytes())
        other._scramble_hidden(seat, Rng(50 + k))
        assert other._pack() != game._pack()  # the hidden cards did move
        assert make(seat).choose(other.view(seat)) == first, (name, k)


def test_hard_bots_never_read_hidden_cards():
    from cabo_setup import place
    from seqkit import random_moves

    from lysbord.bots.cabo import hard as cabo_hard
    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.bots.siodemki import hard as siodemki_hard
    from lysbord.bots.trappe import hard as trappe_hard
    from lysbord.games import sequence as S
    from lysbord.games import siodemki
    from lysbord.rng import Rng

    rng = Rng(2)
    game = S.new_game(2, 11)
    random_moves(game, rng, 24)  # a board with lines on it
    _same_choice_when_hidden_cards_change("sequence", game, lambda seat: sequence_hard.Bot(seat, 5))
    table = place(2, [[1, 2, 3, 9], [5, 6, 7, 8]])
    table.know[0] = 0b0111  # seat 1 knows three of its cards: the call is weighed over deals
    table._begin()
    _same_choice_when_hidden_cards_change("cabo", table, lambda seat: cabo_hard.Bot(seat, 5))
    game = siodemki.new_game(2, 3)
    while game.view(game.turn)["phase"] != "play":
        game.play(game.legal_moves()[0])
    _same_choice_when_hidden_cards_change("siodemki", game, lambda seat: siodemki_hard.Bot(seat, 5))
    from lysbord.games import trappe

    game = trappe.new_game(2, 3)
    random_moves(game, rng, 12)  # a row of piles, cards under their tops
    _same_choice_when_hidden_cards_change("trappe", game, lambda seat: trappe_hard.Bot(seat, 5))


def test_hard_bots_bid_and_play_the_last_turn_from_their_view_alone():
    from cabo_setup import place

    from lysbord.bots.cabo import hard as cabo_hard
    from lysbord.bots.siodemki import hard as siodemki_hard
    from lysbord.games import cabo, siodemki

    for seed in (3, 8):  # the bid, then the dealer's answer to a beg
        game = siodemki.new_game(2, seed)
        _same_choice_when_hidden_cards_change("siodemki bid", game, lambda seat: siodemki_hard.Bot(seat, 5))
        game.play(siodemki.BEG)
        _same_choice_when_hidden_cards_change("siodemki beg", game, lambda seat: siodemki_hard.Bot(seat, 5))
    table = place(2, [[1, 2, 3, 9], [5, 6, 7, 8]], turn=1, caller=0)
    table.know[3] = 0b0011  # seat 2 knows two of its cards; seat 1 has called
    table._begin()
    _same_choice_when_hidden_cards_change("cabo last turn", table, lambda seat: cabo_hard.Bot(seat, 5))
    table.play(cabo.parse_move("draw"))
    _same_choice_when_hidden_cards_change("cabo last draw", table, lambda seat: cabo_hard.Bot(seat, 5))


def test_hard_siodemki_bot_stands_on_a_strong_trump_and_begs_on_none():
    from siodemki_deals import deal, play

    from lysbord.bots.siodemki import hard as siodemki_hard
    from lysbord.games import siodemki

    strong = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "AS KS QS JS 10S 9S"], "8S")
    none = deal(2, 0, ["2C 3C 4C 5C 6C 7C", "2H 3H 4H 5H 6H 8D"], "8S")
    for seed in range(scaled(6, 2)):
        assert siodemki_hard.Bot(1, seed).choose(strong.view(1)) == siodemki.STAND
        assert siodemki_hard.Bot(1, seed).choose(none.view(1)) == siodemki.BEG
    play(none, "beg")  # the dealer holds no trump either: it runs rather than give a point
    assert siodemki_hard.Bot(0, 1).choose(none.view(0)) == siodemki.RUN


def test_easy_cabo_bot_forgets_the_powers():
    from cabo_setup import place

    from lysbord.bots import levels
    from lysbord.bots.cabo import easy as cabo_easy
    from lysbord.games import cabo

    game = place(2, [[1, 2, 3, 9], [5, 6, 7, 8]], draw_top=[10])
    game.play(cabo.parse_move("draw"))  # a 10: spy, where the normal bot looks at a card of seat 2
    assert cabo.move_name(levels.make("cabo", "normal", 0, 1).choose(game.view(0))).startswith("spy")
    easy = levels.make("cabo", "easy", 0, 1)
    assert isinstance(easy, cabo_easy.Bot)
    assert cabo.move_name(easy.choose(game.view(0))) == "discard"


def test_hard_cabo_bot_uses_no_peek_on_its_last_turn():
    from cabo_setup import place

    from lysbord.bots import levels
    from lysbord.bots.cabo import hard as cabo_hard
    from lysbord.games import cabo

    # Seat 1 has called; seat 2 draws an 8 (peek) with one card unseen: looking is worth
    # nothing now that the round ends, where the normal bot peeks.
    for seed in range(scaled(6, 2)):
        game = place(2, [[1, 1, 2, 2], [0, 1, 2, 12]], draw_top=[8], turn=1, caller=0)
        game.know[3] = 0b0111
        game._begin()
        game.play(cabo.parse_move("draw"))
        assert cabo.move_name(levels.make("cabo", "normal", 1, seed).choose(game.view(1))) == "peek 4"
        move = cabo_hard.Bot(1, seed).choose(game.view(1))
        assert cabo.move_name(move).split()[0] in ("keep", "discard"), cabo.move_name(move)


def test_hard_sequence_bot_finishes_its_line_and_blocks_a_four():
    from seqkit import card, give, put

    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.games import sequence as S

    game = S.new_game(2, 3)
    give(game, 0, [card(n) for n in ["2H", "9C", "KC", "8S", "AC", "7S", "6S"]])
    put(game, 0, [50, 51, 52, 53])
    put(game, 1, [11, 22])
    assert sequence_hard.Bot(0, 1).choose(game.view(0)) == S.place(card("2H"), 54)
    game = S.new_game(2, 3)
    give(game, 0, [card(n) for n in ["2H", "9C", "KC", "8S", "AC", "7S", "6S"]])
    put(game, 1, [50, 51, 52, 53])
    put(game, 0, [31])
    bot = sequence_hard.Bot(0, 1)
    assert bot.choose(game.view(0)) == S.place(card("2H"), 54)


def test_hard_sequence_bot_searches_within_its_playout_budget():
    from seqkit import random_moves

    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.games import sequence as S
    from lysbord.rng import Rng

    rng = Rng(4)
    game = S.new_game(2, 6)
    random_moves(game, rng, 16)
    bot = sequence_hard.Bot(game.turn, 3)
    assert bot.choose(game.view(game.turn)) in game.legal_moves()
    assert 0 < bot.last_playouts <= sequence_hard.PLAYOUTS


def test_easy_sequence_bot_misses_blocks_the_normal_bot_makes():
    from seqkit import card, give, put

    from lysbord.bots.sequence import easy as seq_easy
    from lysbord.bots.sequence import normal as seq_bot
    from lysbord.games import sequence as S

    game = S.new_game(2, 3)
    give(game, 0, [card(n) for n in ["2H", "9C", "KC", "8S", "AC", "7S", "6S"]])
    put(game, 1, [50, 51, 52, 53])
    put(game, 0, [31])
    block = S.place(card("2H"), 54)
    view = game.view(0)
    seeds = scaled(20, 6)
    assert all(seq_bot.Bot(0, s).choose(view) == block for s in range(seeds))
    assert sum(seq_easy.Bot(0, s).choose(view) == block for s in range(seeds)) < seeds // 2


def test_cabo_bots_do_not_call_knowing_only_two_cards():
    from cabo_setup import place

    from lysbord.bots import levels
    from lysbord.games import cabo

    for level in ("normal", "hard"):
        game = place(2, [[0, 1, 9, 10], [5, 6, 7, 8]], known=False)
        game.know[0] = 0b0011  # its two low cards; the others unseen
        game._begin()
        bot = levels.make("cabo", level, 0, 1)
        assert cabo.move_name(bot.choose(game.view(0))) != "cabo", level


def test_console_takes_a_level_with_the_bot_seats():
    from lysbord.bots import levels
    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.ui import console

    answers = ["2", "2 hard", "", "", "", "", "5"]
    con = console.Console("sequence", lambda prompt: answers.pop(0), lambda text: None)
    game = con.setup()
    assert con.bots == (1,) and con.level == "hard"
    bot = levels.make(con.name, con.level, 1, 1)
    assert isinstance(bot, sequence_hard.Bot) and game.players == 2


def test_the_level_is_saved_and_an_old_save_plays_normal_bots():
    from lysbord.games import sequence as S
    from lysbord.ui.board import saves

    settings = saves.Settings()
    settings.level = 2
    game = S.new_game(2, 1)
    record = saves.pack_save(settings, game)
    assert saves.unpack_save(record)[0].level == 2
    old = bytearray(record)
    old[5] = 0  # written before levels existed
    assert saves.unpack_save(bytes(old))[0].level == 1


class _ShortOfHeap:
    """A real bot on a heap that fails its first `failures` searches (a long session's fragments)."""

    def __init__(self, inner, failures):
        self.inner = inner
        self.failures = failures
        self.asked = 0

    def choose(self, view):
        self.asked += 1
        if self.asked <= self.failures:
            raise MemoryError("memory allocation failed, allocating 1024 bytes")
        return self.inner.choose(view)


def test_a_bot_short_of_heap_still_answers_with_a_legal_move():
    from lysbord.bots import levels
    from lysbord.games import cabo, kabal, siodemki
    from lysbord.games import sequence as S

    for name, rules in (("sequence", S), ("cabo", cabo), ("siodemki", siodemki)):
        game = rules.new_game(2, 5)
        seat = game.turn
        before = game.to_bytes()
        wanted = levels.make(name, "normal", seat, 3).choose(game.view(seat))
        once = _ShortOfHeap(levels.make(name, "normal", seat, 3), 1)
        assert levels.decide(once, game, seat) == wanted and once.asked == 2  # asked again after a collection
        never = _ShortOfHeap(levels.make(name, "normal", seat, 3), 99)
        assert levels.decide(never, game, seat) == game.legal_moves()[0] and never.asked == 2
        assert game.to_bytes() == before  # asking changed nothing
    game = kabal.new_game(1, 7)
    move = levels.decide(_ShortOfHeap(levels.make("kabal", "normal", 0, 1), 99), game, 0)
    assert move in game.legal_moves() and move != kabal.GIVE_UP  # a real move, never giving up


def test_a_hard_bot_that_finds_no_heap_for_its_tables_gives_way_to_the_normal_bot_for_a_move():
    from lysbord.bots import levels
    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.games import sequence as S
    from lysbord.table import Table

    real_make, tries = levels.make, []

    def make_short_of_heap(game_name, level, seat, seed):
        tries.append(level)
        if level == "hard" and len(tries) <= 2:
            raise MemoryError("memory allocation failed, allocating 1152 bytes")
        return real_make(game_name, level, seat, seed)

    table = Table()
    table.start("sequence", S.new_game(2, 5), 0b11, 2)  # two hard bots
    levels.make = make_short_of_heap
    try:
        assert table.bot_step() and table.game.moves_played() == 1  # a move all the same
        assert tries == ["hard", "hard", "normal"] and table._bots[0] is None  # not kept
        assert table.bot_step() and tries[-1] == "hard"  # the next seat's hard bot, made at once
        assert isinstance(table._bots[1], sequence_hard.Bot)
    finally:
        levels.make = real_make
