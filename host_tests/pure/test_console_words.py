# The console as a player reads it: only the questions that fit the game, a clean screen
# between hands, bot moves in plain words, and refusals that say what can be typed now.
from helpers import Script
from lysbord.ui import console


def _setup(game, answers):
    script = Script(answers)
    con = console.Console(game, script.read, script.write)
    return con, con.setup(), script


def test_sequence_asks_for_teams_only_with_6_or_12_players():
    con, game, script = _setup("sequence", ["2", "", "", "", "", "4"])
    asked = " ".join(script.prompts)
    assert "Teams" not in asked and "Sequences to win (2 teams) [2]" in asked
    assert game.teams == 2 and game.to_win == 2
    con, game, script = _setup("sequence", ["3", "", "", "", "", "4"])
    assert "Sequences to win (3 teams) [1]" in " ".join(script.prompts) and game.to_win == 1
    con, game, script = _setup("sequence", ["6", "", "", "3", "", "", "4"])
    assert "Teams (2 = two teams of 3, 3 = three teams of 2) [2] " in script.prompts
    assert game.teams == 3


def test_a_solitaire_asks_for_neither_players_nor_bots():
    con, game, script = _setup("kabal", ["", "", "12"])  # draw only when stuck, winnable deals only, seed
    asked = " ".join(script.prompts)
    assert "Players" not in asked and "bots" not in asked and game.players == 1
    script.answers = ["quit"]
    con.players = [None]
    con.play(game)
    assert script.prompts[-1] == "> "  # no seat number when nobody else plays


def test_each_hand_is_cleared_away_before_the_next_person_sits_down():
    script = Script(["2", "none", "", "", "", "17"], lambda prompt: "" if "Enter" in prompt else "1")
    con = console.Console("sequence", script.read, script.write)
    game = con.setup()
    con.players = [None, None]
    script.then = lambda prompt: "" if "Enter" in prompt else ("quit" if game.moves_played() >= 3 else "1")
    con.play(game)
    out = script.out
    hands = [i for i in range(len(out)) if "Your hand:" in out[i]]
    handovers = [i for i in range(len(out)) if "look away" in out[i]]
    assert len(hands) == 4 and len(handovers) == 4
    for before, after in zip(hands, handovers[1:]):
        between = out[before + 1 : after]
        assert console.CLEAR in between  # the hand shown before is wiped before the next seat's turn
        assert not any("Your hand:" in line for line in between)


def test_bots_moves_read_as_words():
    script = Script(["2", "", "", "", "6"], lambda prompt: "quit")
    con = console.Console("siodemki", script.read, script.write)
    con.run()
    assert "Seat 2 (bot): beg" in script.out and not script.said("plays")


def _siodemki_give_or_run(entries):
    # Seed 6: the bot (eldest) begs, so seat 1, the dealer, must give or run.
    script = Script(["2", "", "", "", "6"] + entries + ["quit"])
    con = console.Console("siodemki", script.read, script.write)
    con.run()
    assert script.said("Your move: 'give'")
    return script.out


def test_a_word_the_moment_has_no_use_for_lists_what_fits():
    out = _siodemki_give_or_run(["yes", "QS", "stand"])
    assert "not understood: 'yes'. You can: give, run." in out
    assert "not a move now: 'QS'. You can: give, run." in out  # not "got play QS"
    assert "not played: expected give or run, got stand. You can: give, run." in out
    assert not any("expected a card" in line for line in out)


def test_cabo_names_a_card_typed_twice_as_it_was_typed():
    script = Script(["2", "", "", "", "5", "look 1 1", "look 1 9", "quit"])
    console.Console("cabo", script.read, script.write).run()
    out = script.out
    # within 80 columns: the list goes on in the next line
    assert "not a move now: 'look 1 1'. You can: look 1 2, look 1 3, look 2 3, look 1 4,\n  look 2 4, look 3 4." in out
    assert any(line.startswith("not understood: expected a card number 1-4, got '9'") for line in out)


def test_the_scores_name_seats_or_teams():
    script = Script(["2", "", "", "", "", "3"], lambda prompt: "1")
    console.Console("sequence", script.read, script.write).run()
    assert script.said("Scores: team A ") and not script.said("seat 1 0")


def test_the_bots_prompt_takes_seats_as_it_shows_them_a_range_too():
    script = Script(["2-3", "1, 3-4 hard", "2 - 3", "5", ""])
    con = console.Console("cabo", script.read, script.write)
    assert con.ask_seats(4, (1,)) == (1, 2)
    assert "(1-4, 'none';" in script.prompts[0]
    assert con.ask_seats(4, (1,)) == (0, 2, 3) and con.level == "hard"
    assert con.ask_seats(4, (1,)) == (1,)  # two refusals, then Enter keeps the default
    assert "expected seat numbers 1-4 (like 2 3, or 2-3), got '2 - 3'" in script.out
    assert "expected seat numbers 1-4 (like 2 3, or 2-3), got '5'" in script.out


def test_a_card_that_does_not_follow_suit_is_refused_naming_the_suit_led():
    from siodemki_deals import deal, play

    game = deal(2, 0, ["AS 2H 3C 4C 5C 6C", "KS 3H 7D 8D 9D TD"], "9H")
    play(game, "stand", "play KS")
    script = Script(["2H", "play 2h", "quit"])
    con = console.Console("siodemki", script.read, script.write)
    con.players = [None, None]
    assert con.human_turn(game, 0) == "quit" and game.moves_played() == 2
    refusal = "not played: spades were led: you must follow suit. You can: play AS."
    assert script.out == [refusal, refusal]  # the card alone reads as 'play 2H', and the game says why not


def test_quit_or_q_at_any_setup_question_ends_the_session():
    # Every question of every game's setup takes quit as the game's own prompt does: a number,
    # y/n, the bots' seats and the seed; nothing is dealt and the session says so.
    cases = (("cabo", []), ("cabo", ["2"]), ("cabo", ["2", ""]), ("kabal", ["", ""]), ("sequence", ["2", "", "", ""]))
    for game, before in cases:
        for word in ("quit", "q", " Quit "):
            script = Script(before + [word])
            assert console.Console(game, script.read, script.write).run() is None
            assert not script.said("expected") and script.said("no game was played")
            assert len(script.prompts) == len(before) + 1  # asked nothing more


def test_q_ends_the_game_at_its_prompt_and_at_the_look_away_pause():
    script = Script(["2", "none", "", "", "", "17", "", "q"])
    game = console.Console("sequence", script.read, script.write).run()
    assert game is not None and not game.over and game.moves_played() == 0
    script = Script(["2", "none", "", "", "", "17", "quit"])
    game = console.Console("sequence", script.read, script.write).run()
    assert game is not None and game.moves_played() == 0 and not script.said("Your hand:")


def test_every_setup_question_says_what_it_means_within_80_columns():
    from lysbord.ui.console import kabal as text_kabal

    asked = dict((key, question) for key, question, _ in text_kabal.OPTIONS)
    assert "no useful column move left" in asked["draw_only_when_stuck"]  # what "stuck" means
    assert "draw any time" in asked["draw_only_when_stuck"]  # and what the default does
    import gc

    from lysbord import forget_modules
    from lysbord.table import forget_game

    for name in ("sequence", "kabal", "siodemki", "cabo", "trappe"):
        script = Script([], lambda prompt: "quit" if "Seed" in prompt else "")
        console.Console(name, script.read, script.write).run()
        for prompt in script.prompts:
            assert len(prompt) <= 80, prompt
        forget_game(name)  # one game's code at a time, as the board holds it: the chip's heap has room for one
        forget_modules("lysbord.ui.console." + name)
        gc.collect()
