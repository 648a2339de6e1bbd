# The console in every language: in the pseudo-language (every catalog string between ⟦ ⟧) no
# word reaches the player from outside the catalogs, in each real language every line fits 80
# columns, and moves are typed in the player's words. Each game a few seeded moves, with help, a
# refusal and an undo on the way.
from helpers import ON_CHIP, Script
from lysbord import i18n
from lysbord.cards import RANK_CHARS, SUIT_CHARS
from lysbord.ui import console

GAMES = ("sequence", "kabal", "siodemki", "cabo", "trappe")
OPEN, CLOSE = "\u27e6", "\u27e7"
# Names that are the same in every language (the games', and the Cabo call), and notation
NAMES = ("Sequence", "Cabo", "CABO", "Høyers", "trappe", "er", "kabal")
TYPED = ("xyzzy",)  # what the session's player types, said back in a refusal
WIDTH = 80


def _session(game, seed_question):
    """A player's session: defaults at every question but the seed (7), then at the move prompt
    'help', a word the game has no use for, two legal moves, an undo, two more moves and quit."""
    steps = ["help", "xyzzy", "1", "1", "undo", "1", "1", "quit"]
    done = []

    def then(prompt):
        if prompt.rstrip().rstrip(CLOSE).rstrip().endswith(">"):  # the move prompt, marked or not
            done.append(1)
            return steps[len(done) - 1] if len(done) <= len(steps) else "quit"
        return "7" if prompt.startswith(seed_question) else ""

    script = Script([], then)
    console.Console(game, script.read, script.write).run()
    return script


def _pieces(script):
    """Every text the player saw, output and prompts, one write or prompt at a time."""
    for piece in script.out:
        yield piece
    for prompt in script.prompts:
        yield prompt


def _lines(script):
    """Every line the player saw."""
    for piece in _pieces(script):
        for line in piece.split("\n"):
            yield line


def _unmarked(line):
    """line with every ⟦...⟧ (nested too) taken out; ValueError if the marks do not pair."""
    while True:
        end = line.find(CLOSE)
        if end < 0:
            break
        start = line.rfind(OPEN, 0, end)
        if start < 0:
            raise ValueError("a closing mark without its opening: %r" % line)
        line = line[:start] + " " + line[end + 1 :]
    if OPEN in line:
        raise ValueError("an opening mark without its closing: %r" % line)
    return line


def _words(text):
    """The runs of letters and digits in text."""
    word = ""
    for c in text + " ":
        if c.isalpha() or c.isdigit() or ord(c) > 127:  # MicroPython's isalpha() knows only ASCII
            word += c
        elif word:
            yield word
            word = ""


def _allowed(word):
    """Numbers, cards (QS, qs), notation (t3, f1, p2, single letters: teams, suits, columns), names."""
    if word.isdigit() or len(word) == 1 or word in NAMES or word in TYPED:
        return True
    up = word.upper()
    if len(up) == 2 and up[0] in RANK_CHARS and up[1] in SUIT_CHARS:
        return True
    return word[0] in "tfp" and word[1:].isdigit()


def _play_in(code, game):
    i18n.use(code)
    try:
        return _session(game, i18n.gettext("Seed (the same seed deals the same game)"))
    finally:
        i18n.use("en")
        _let_go(game)


def _let_go(game):
    """One game's code at a time, as the board holds it: the chip's heap has room for one."""
    import gc

    from lysbord import forget_modules
    from lysbord.table import forget_game

    forget_game(game)
    forget_modules("lysbord.ui.console." + game)
    gc.collect()


def test_every_word_the_console_shows_comes_from_a_catalog():
    for game in GAMES:
        script = _play_in(i18n.PSEUDO, game)
        assert len(script.out) > 5, (game, script.out)
        for piece in _pieces(script):
            left = [w for w in _words(_unmarked(piece)) if not _allowed(w)]
            assert not left, (game, left, piece)


def test_every_line_fits_80_columns_in_every_language():
    languages = i18n.LANGUAGES if not ON_CHIP else ("en", "pl")  # the chip: one short language, one long
    for code in languages:
        for game in GAMES:
            script = _play_in(code, game)
            for line in _lines(script):
                if line.startswith("\n" * 10):
                    continue  # the clear-screen between hands
                assert len(line) <= WIDTH, (code, game, len(line), line)


def test_moves_are_typed_in_the_players_words():
    i18n.use("nb")
    try:
        script = Script(["", "", "5", "trekk", "quit"])  # 7'er kabal, deal 5: the stock's draw, in Norwegian
        con = console.Console("kabal", script.read, script.write)
        game = con.run()
        assert game.moves_played() == 1
        assert any("Trukne kort:" in piece for piece in script.out)
        script = Script(["", "", "5", "help", "quit"])
        console.Console("kabal", script.read, script.write).run()
        assert any(piece.endswith("  gi opp") for piece in script.out)  # help lists the moves in Norwegian
    finally:
        i18n.use("en")


def test_cards_keep_their_short_forms_and_moves_take_the_players_words():
    from lysbord.ui.console import words

    i18n.use("nb")
    try:
        assert words.card(11) == "QS"  # one code for one card in every language (docs/languages.md)
        assert words.say_move("play QS", ("play",)) == "spill QS"
        assert words.read_move("spill qs", ("play",)) == "play qs"
        assert words.read_move("play QS", ("play",)) == "play QS"  # English still understood
        assert words.read_move("gi opp", ("give up", "draw")) == "give up"
    finally:
        i18n.use("en")
    assert words.say_move("play QS", ("play",)) == "play QS"


def test_a_move_word_the_game_does_not_know_is_refused_with_the_players_words():
    from lysbord.games.cabo import moves

    for code, said, english in (("nb", ("se", "trekk", "kast"), "discard"), ("de", ("ansehen", "ablegen"), "discard")):
        i18n.use(code)
        try:
            moves.parse_move("xyzzy")
            raise AssertionError("xyzzy was taken for a Cabo move")
        except ValueError as refused:
            text = str(refused)
        finally:
            i18n.use("en")
        assert all((" " + word + ",") in text for word in said), text  # listed as the console shows them
        assert english not in text, text
