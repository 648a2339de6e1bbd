# The simulator (tools/sim/sim.py): scripted runs print the board as the LEDs show it, the
# terminal view maps mouse positions to cells, and a long random session through the
# real key scan (bounces, long presses) never breaks the app.
import io
import os

import pytest
import sim as simtool
import simterm
from simboard import SimBoard
from simview import View, cell_name, inverse_gamma

from lysbord import events
from lysbord.rng import Rng
from lysbord.ui.board.menu import choice_cell


@pytest.fixture(autouse=True)
def no_locale(monkeypatch):
    """The simulator's words in English whatever the machine's locale says."""
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(name, raising=False)


def _run(argv, capsys):
    assert simtool.main(argv) == 0
    return capsys.readouterr().out


def test_a_script_sets_up_a_referee_game_and_shows_the_chips(tmp_path, capsys):
    script = tmp_path / "game.txt"
    lines = (
        ["wait 1400", "tap 99", "tap %d" % choice_cell(0, 2)]
        + ["tap 99"] * 4
        + ["tap 11", "wait 600", "tap 12", "wait 600"]
    )
    script.write_text("\n".join(lines) + "\nshow\n")
    out = _run(["--script", str(script), "--plain", "--seed", "3"], capsys)
    screen = out.split("\n\n")[0]
    rows = screen.splitlines()
    assert "referee: seat 1" in rows[0]
    assert "5C b" in rows[2] and "4C g" in rows[2] and "3C ." in rows[2]  # cells 11, 12, 13


def test_a_bad_script_line_names_the_line(tmp_path):
    script = tmp_path / "bad.txt"
    script.write_text("wait 10\njump 5\n")
    try:
        simtool.main(["--script", str(script)])
    except SystemExit as exc:
        assert "line 2" in str(exc) and "jump" in str(exc)
    else:
        raise AssertionError("a bad script line must stop the run")


def test_key_names_and_cells():
    assert simtool.key_id("undo") == events.UNDO and simtool.key_id("42") == 42
    try:
        simtool.key_id("100")
    except ValueError as exc:
        assert "expected a cell 0-99" in str(exc)
    else:
        raise AssertionError("cell 100 does not exist")


def test_demo_frames_print_in_true_colour(capsys):
    out = _run(["--demo", "--seed", "2", "--frames", "2", "--every", "4000"], capsys)
    assert out.count("Lysbord full board") == 2 and "\x1b[48;2;" in out
    assert "QS" in out and "status 4" in out


def test_the_lite_profile_has_no_status_leds(capsys):
    out = _run(["--profile", "lite", "--frames", "1", "--plain"], capsys)
    assert "Lysbord lite board" in out and "status" not in out


def test_the_view_shows_each_cell_with_its_card_and_maps_the_mouse():
    sim = SimBoard("full", seed=1)
    view = View(sim)
    assert cell_name(0) == "**" and cell_name(1) == "2S" and cell_name(11) == "5C"
    assert view.cell_at(view.board_left, view.board_top) == 0
    assert view.cell_at(view.board_left + 6 * 3 + 2, view.board_top + 2 * 4 + 1) == 43
    assert view.cell_at(view.board_left + 5, view.board_top) == -1  # the gap between cells
    assert view.cell_at(1, 1) == -1
    assert inverse_gamma()[0] == 0 and inverse_gamma()[255] == 255


def test_terminal_input_is_split_into_keys_and_mouse_reports():
    tokens = list(simterm._tokens(b"\x1b[A\x1b[<0;12;5Mq\r\x1b[<0;12;5m"))
    assert tokens == ["\x1b[A", "\x1b[<0;12;5M", "q", "\r", "\x1b[<0;12;5m"]


def test_a_long_random_session_through_the_key_scan_keeps_the_game_whole():
    sim = SimBoard("full", seed=5, step_ms=4)
    sim.advance(1400)
    app = sim.app
    app.settings.virtual = False
    app.settings.players = 3
    app.start_game(sim.host.ticks_ms())
    rng = Rng(9)
    world = sim.world
    keys = tuple(range(100)) * 2 + (events.JACK, events.UNDO, events.REVEAL, events.MENU)
    handled = [0]
    handle = app.handle

    def counting(ev, now_ms):
        handled[0] += 1
        handle(ev, now_ms)

    app.handle = counting
    at = world.now_ms
    games = 0
    while handled[0] < 10000:
        at = sim.random_press(rng, keys, at)
        assert sim.powered
        play = app.play
        if play is not None and app.screen is not play:
            app.show(play, sim.host.ticks_ms())  # Menu was pressed: back to the game
        if play is not None and play.game.over:
            games += 1
            sim.advance(3500)
            app.start_game(sim.host.ticks_ms())
        if play is not None and handled[0] % 50 == 0:
            game = play.game  # its class as loaded now: a game of another kind dealt since lets the last go
            assert type(game).from_history(game.history_bytes()) == game
    assert handled[0] >= 10000 and games >= 1
    out = io.StringIO()
    simtool.run_script(sim, View(sim, colour=False), ["show"], out)
    assert out.getvalue().startswith("Lysbord full board")


def test_the_caption_names_teams_by_colour_like_the_status_leds():
    sim = SimBoard("full", seed=4)
    sim.advance(1400)
    app = sim.app
    app.settings.virtual = False
    app.settings.players = 3
    app.start_game(sim.host.ticks_ms())
    sim.advance(50)
    for seat, colour in enumerate(("blue", "green", "red")):
        caption = simtool.info_line(sim)
        assert caption == "referee: seat %d (player, %s) to move" % (seat + 1, colour)
        lit = [i for i in range(4) if sim.led(100 + i) != (0, 0, 0)]
        assert lit == [seat]  # status LED seat + 1, counted from 1 like the seats
        sim.press(11 + seat)
        sim.advance(600)


def test_the_caption_says_who_pays_a_penalty():
    from lysbord.games.sequence import penalty

    sim = SimBoard("full", seed=4)
    sim.advance(1400)
    app = sim.app
    app.settings.bots = 0
    app.start_game(sim.host.ticks_ms())
    app.play.game.play(penalty(1))
    app.show(app.play, sim.host.ticks_ms())  # as the penalty flash hands back
    assert simtool.info_line(sim) == "virtual deck: seat 2 (player, green) pays the penalty"


def _setup_and_play_script(path):
    # Boot, past the game page (Sequence), referee mode, through the pages to the start, then seat 1 plays cell 11.
    lines = ["wait 1400", "tap 99", "tap %d" % choice_cell(0, 2)] + ["tap 99"] * 4 + ["tap 11", "wait 600", "show"]
    path.write_text("\n".join(lines) + "\n")
    return str(path)


def test_the_flash_is_kept_in_a_folder_so_a_game_is_offered_again_after_quitting(tmp_path, capsys):
    flash = tmp_path / "flash"
    played = _run(
        ["--flash", str(flash), "--seed", "3", "--plain", "--script", _setup_and_play_script(tmp_path / "a")], capsys
    )
    assert "referee: seat 2" in played.splitlines()[0]
    assert sorted(p.name for p in flash.iterdir()) == ["sequence.sav"]  # no temporary file left behind
    boot = tmp_path / "boot.txt"
    boot.write_text("wait 1400\nshow\n")
    again = _run(["--flash", str(flash), "--plain", "--script", str(boot)], capsys)
    assert again.splitlines()[0].endswith("Resume: green resumes the saved game, red starts a new one")
    resumed = tmp_path / "resume.txt"
    resumed.write_text("wait 1400\ntap 41\nwait 600\nshow\n")  # the green block
    out = _run(["--flash", str(flash), "--plain", "--script", str(resumed)], capsys)
    first = out.splitlines()
    assert "referee: seat 2" in first[0] and "5C b" in first[2]  # seat 1's chip on cell 11 is back


def test_fresh_starts_at_setup_and_the_saved_game_stays_until_a_new_one_is_dealt(tmp_path, capsys):
    flash = tmp_path / "flash"
    _run(["--flash", str(flash), "--seed", "3", "--plain", "--script", _setup_and_play_script(tmp_path / "a")], capsys)
    saved = (flash / "sequence.sav").read_bytes()
    boot = tmp_path / "boot.txt"
    boot.write_text("wait 1400\nshow\n")
    for profile in ("full", "lite"):  # the lite board's Menu is its red block
        fresh = _run(["--profile", profile, "--flash", str(flash), "--fresh", "--plain", "--script", str(boot)], capsys)
        assert fresh.splitlines()[0].endswith("Setup 1/6 \u00b7 game page: choose a game (now Sequence)")
        assert (flash / "sequence.sav").read_bytes() == saved  # --fresh then q: nothing lost
        again = _run(["--profile", profile, "--flash", str(flash), "--plain", "--script", str(boot)], capsys)
        assert again.splitlines()[0].endswith("Resume: green resumes the saved game, red starts a new one")
    # a new game dealt after --fresh takes the save's place, as on the board
    _run(
        [
            "--flash",
            str(flash),
            "--fresh",
            "--seed",
            "4",
            "--plain",
            "--script",
            _setup_and_play_script(tmp_path / "b"),
        ],
        capsys,
    )
    assert (flash / "sequence.sav").read_bytes() != saved


def test_scripted_runs_leave_the_default_flash_alone(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(simtool, "FLASH_HOME", str(tmp_path / "home"))
    _run(["--seed", "3", "--plain", "--script", _setup_and_play_script(tmp_path / "a")], capsys)
    assert not (tmp_path / "home").exists()


def _visible(line):
    import re

    return re.sub("\x1b\\[[0-9;?]*[A-Za-z]", "", line)


def test_the_screen_fits_an_80x24_terminal_on_both_profiles():
    for profile in ("full", "lite"):
        sim = SimBoard(profile, seed=1)
        sim.advance(1400)
        caption = "virtual deck: seat 12 (player, green) pays the penalty"  # the longest caption
        lines = simterm.screen(View(sim).lines(44, caption), simterm.HINTS[profile], "held down: a cell")
        assert len(lines) <= simterm.HEIGHT == 24
        assert max(len(_visible(line)) for line in lines) <= simterm.WIDTH == 80
        assert _visible(lines[0]).startswith("Lysbord %s board" % profile)  # the title stays on screen


def test_a_small_terminal_is_told_the_size_needed():
    assert simterm.too_small(80, 24) == "" and simterm.too_small(120, 40) == ""
    said = simterm.too_small(79, 30)
    assert "at least 80x24" in said and "79x30" in said
    # in a narrow window the message breaks between words, within the width
    lines = simterm.too_small(40, 20).split("\r\n")
    assert len(lines) > 1 and max(len(line) for line in lines) <= 40
    assert " ".join(lines) == simterm.too_small(200, 20).replace("200x20", "40x20")


def test_the_key_hints_match_the_profile():
    full, lite = " ".join(simterm.HINTS["full"]), " ".join(simterm.HINTS["lite"])
    assert "u: Undo" in full and "r: hold/let go Reveal" in full
    # The lite board has no Undo or Reveal button: a long Menu press and holding Jack.
    assert "Undo" not in lite and "Reveal" not in lite
    assert "u: hold Menu" in lite and "r: hold/let go Jack" in lite
    assert "w: phones" in full and "w: phones" in lite  # the phones' link and QR code, in place of the board
    assert simterm.held_line({"r": 1}, True) == "held down: Jack (r)"
    assert simterm.held_line({"r": 1}, False) == "held down: Reveal (r)"


def test_the_caption_names_a_phone_game_and_the_seat_to_move():
    import appkit as kit

    sim = kit.new_board(seed=2)
    game = kit.start_table_game(sim, "trappe", players=3, bots=(0, 1, 2))
    for _ in range(400):
        if game.turn == 2 and sim.app.play.bot_at >= 0:
            break
        sim.advance(50)
    assert simtool.info_line(sim) == "Høyers trappe: seat 3 to move (bot)"
    sim.app.play.bots = 0  # the seat is a person's now
    assert simtool.info_line(sim) == "Høyers trappe: seat 3 to move (a phone)"  # the sim has no console


def test_without_a_terminal_the_simulator_says_what_to_use_instead(tmp_path, monkeypatch, capsys):
    monkeypatch.setattr("sys.stdin", io.StringIO(""))
    assert simtool.main(["--flash", str(tmp_path / "flash"), "--no-web"]) == 2
    said = capsys.readouterr().out
    assert "plays in a terminal" in said and "--frames N" in said and "--script FILE" in said


def test_bringup_flag_powers_up_into_the_walk(capsys):
    out = _run(["--bringup", "--plain", "--no-web", "--frames", "1", "--every", "1500"], capsys)
    rows = out.splitlines()
    assert rows[0].endswith("bring-up: every LED, then the keys (hold Menu to leave)")
    assert [word for word in rows[1].split() if len(word) == 1][1:11] == ["r"] * 10  # row 1 walked, in red
    assert set(word for word in rows[3].split() if len(word) == 1 and word != "3") == {"."}  # row 3: not yet


def _watched(profile="full", seed=4):
    from simcaption import Refusals

    sim = SimBoard(profile, seed=seed)
    sim.refusals = Refusals(sim)
    sim.advance(1400)
    return sim


def test_the_caption_names_the_setup_page_the_choice_in_force_and_why_a_press_is_refused():
    sim = _watched()
    assert simtool.info_line(sim) == "Setup 1/6 \u00b7 game page: choose a game (now Sequence)"
    sim.tap(55)  # no choice there: the board flashes red, the caption says why
    assert simtool.info_line(sim) == "refused: no choice on that cell: the choices are on row 9"
    sim.tap(90)
    assert simtool.info_line(sim) == "refused: the first page: nothing to go back to"
    sim.tap(choice_cell(3, 5))  # Cabo
    assert simtool.info_line(sim) == "Setup 1/4 \u00b7 game page: choose a game (now Cabo)"
    sim.tap(99)
    assert simtool.info_line(sim) == "Setup 2/4 \u00b7 players: how many play (now 2)"
    sim.tap(99)
    assert simtool.info_line(sim) == "Setup 3/4 \u00b7 bots: seat 2 (normal); tap a seat to switch"
    sim.tap(events.JACK)
    assert simtool.info_line(sim) == "refused: Jack does nothing in setup (Menu goes back)"
    sim.advance(4100)  # the reason stays a while, then the page is named again
    assert simtool.info_line(sim).startswith("Setup 3/4")
    sim.tap(99)
    assert simtool.info_line(sim) == "Setup 4/4 \u00b7 brightness 4 of 8; green starts the game"


def test_the_caption_says_why_a_move_on_the_board_is_refused():
    from lysbord import cards, layout

    sim = _watched()
    app = sim.app
    app.settings.bots = 0b10  # seat 2 a bot
    app.start_game(sim.host.ticks_ms())
    sim.advance(50)
    hand = app.play.game.hand(0)
    sim.tap(0)
    assert simtool.info_line(sim) == "refused: a corner is every team's: nothing is played there"
    other = [c for c in range(1, 99) if layout.LAYOUT[c] != layout.CORNER and layout.LAYOUT[c] not in hand][0]
    sim.tap(other)
    said = "refused: %s is not in your hand (hold Reveal to see it)" % cards.name(layout.LAYOUT[other])
    assert simtool.info_line(sim) == said
    sim.long_press(events.UNDO)
    assert simtool.info_line(sim) == "refused: nothing to undo"
    mine = [c for c in range(100) if layout.LAYOUT[c] in hand and not layout.is_jack(layout.LAYOUT[c])][0]
    sim.tap(mine)  # played: the bot's turn
    assert simtool.info_line(sim) == "virtual deck: seat 2 (bot, green) to move"
    sim.tap(mine)
    assert simtool.info_line(sim) == "refused: seat 2 is a bot: wait for its move"


def test_the_caption_offers_resume_in_words_and_every_caption_fits_beside_the_title():
    import simcaption

    sim = _watched()
    sim.app.saved = (sim.app.settings, None)
    from lysbord.ui.board.menu import Resume

    sim.app.screen = Resume(sim.app)  # as after a power-up with a save
    assert simtool.info_line(sim) == "Resume: green resumes the saved game, red starts a new one"
    # Every page of every game's setup, named within the 60 columns beside the title.
    from lysbord.table import GAMES
    from lysbord.ui.board.menu import Menu, player_counts

    menu = Menu(sim.app)
    sim.app.screen = menu
    settings = sim.app.settings
    for game in GAMES:
        settings.game = game
        settings.players = player_counts(settings)[-1]  # the most seats, the longest list of bots
        settings.bots = 0b101010101010
        for page in menu.pages():
            menu.page = page
            line = simtool.info_line(sim)
            assert line.startswith("Setup ") and len(line) <= simcaption.WIDTH, line


def test_the_seat_phones_page_says_what_the_table_does_there_within_the_captions_width():
    import simcaption

    from lysbord.ui.board.consent import Consent
    from lysbord.web.seats import Seats

    sim = _watched()
    sim.app.settings.bots = 0  # every seat a person's
    sim.app.start_game(0)
    import random

    draw = random.Random(7)
    seats = Seats(sim.app.table, lambda n: bytes(draw.randrange(256) for _ in range(n)))
    consent = Consent(sim.app, sim.app.screen)
    sim.app.screen = consent
    lines = [simtool.info_line(sim)]
    token, code = seats.claim(1, "Per")
    lines.append(simtool.info_line(sim))
    consent.typed = [code[0]]
    lines.append(simtool.info_line(sim))
    consent.typed, consent.confirm = list(code), 1
    lines.append(simtool.info_line(sim))
    assert lines == [
        "seat phones: no phone asks; amber goes back",
        "seat phones: type the 3 cells the phone shows; red: refuse",
        "seat phones: 1 of 3 cells typed, as the phone shows them",
        "seat 2 is a phone's: tap it again to give it to the new one",
    ]
    assert all(len(line) <= simcaption.WIDTH for line in lines)


class _StillTerminal:
    """simterm.Terminal with no keys typed for `seconds` of real time, then q."""

    def __init__(self, seconds):
        import time

        self.end = time.monotonic() + seconds

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        pass

    def read(self, timeout):
        import time

        time.sleep(timeout)
        return b"q" if time.monotonic() > self.end else b""


def _played(monkeypatch, sim, seconds, columns=80):
    """What interactive() draws on a still board for seconds, until q: the screens, in order."""
    import os

    written = io.StringIO()
    monkeypatch.setattr(simterm, "Terminal", lambda: _StillTerminal(seconds))
    monkeypatch.setattr(simterm.shutil, "get_terminal_size", lambda: os.terminal_size((columns, 30)))
    monkeypatch.setattr("sys.stdout", written)
    assert simterm.interactive(sim, View(sim, colour=False), simtool.info_line) == 0
    return [_visible(screen) for screen in written.getvalue().split("\x1b[H")[1:]]


def test_a_refusals_reason_clears_on_time_on_a_still_board(monkeypatch):
    import simcaption

    monkeypatch.setattr(simcaption, "REASON_MS", 800)
    sim = _watched()
    sim.tap(55)  # no choice there: the board flashes red, then its LEDs stay still
    sim.advance(400)  # the red flash is over
    screens = _played(monkeypatch, sim, 1.5)
    assert "refused: no choice on that cell" in screens[0]
    assert screens[-1].startswith("Lysbord full board  Setup 1/6"), screens[-1][:100]


def test_a_refusals_reason_takes_the_terminals_width():
    sim = _watched()
    sim.app.settings.players = 12
    sim.tap(events.JACK)
    said = "refused: Jack does nothing in setup (Menu goes back)"
    assert simtool.info_line(sim, 30) == said[:29] + "\u2026"
    assert simtool.info_line(sim, 100) == said
    sim.refusals.reason = "x" * 90  # a long reason: whole in a wide terminal, cut in 80 columns
    assert simtool.info_line(sim, simterm.caption_width(120, sim)) == "refused: " + "x" * 90
    assert len(simtool.info_line(sim, simterm.caption_width(80, sim))) == 60


def test_the_caption_says_a_jack_is_chosen_and_what_to_tap():
    from lysbord import layout

    sim = _watched()
    app = sim.app
    app.settings.bots = 0b10
    app.start_game(sim.host.ticks_ms())
    sim.advance(50)
    play = app.play
    play.game._hands[0] = layout.JD  # seat 1 holds a two-eyed jack
    assert simtool.info_line(sim) == "virtual deck: seat 1 (player, blue) to move"
    sim.tap(events.JACK)
    assert play.jack == 1
    assert simtool.info_line(sim) == "seat 1 (blue) two-eyed jack: tap a free cell (j: next)"
    play._set_jack(2, sim.host.ticks_ms())  # as Jack twice with a one-eyed jack and a chip to take
    assert simtool.info_line(sim) == "seat 1 (blue) one-eyed jack: tap a blinking chip (j: cancel)"
    sim.tap(events.JACK)
    assert play.jack == 0 and simtool.info_line(sim) == "virtual deck: seat 1 (player, blue) to move"


def test_the_simulators_edges_number_the_rows_and_columns_as_cells_are_named():
    from lysbord.games.sequence import cell_name

    sim = SimBoard("full", seed=1)
    sim.advance(1400)
    plain = View(sim, colour=False).lines()
    assert [line[:3] for line in plain[1:11]] == ["%2d " % row for row in range(1, 11)]
    assert plain[11].split() == [str(col) for col in range(1, 11)]
    tall = [_visible(line) for line in View(sim).lines()]
    assert [line[:3] for line in tall[1:21:2]] == ["%2d " % row for row in range(1, 11)]
    assert tall[20].replace("\u2580", " ").split() == [str(col) for col in range(1, 11)]  # along the bottom
    assert len(tall) == 21  # within the 24 lines, with the hints and the news
    assert cell_name(41) == "5,2" and plain[5].split()[3] == "QS"  # row 5, column 2: the queen of spades


def test_setup_says_how_to_go_on_and_each_page_its_choice_in_force():
    import simcaption

    sim = _watched()
    assert simcaption.guide_line(sim.app) == (
        "setup: tap a choice; green (bottom right) goes on, amber (bottom left) back"
    )
    menu = sim.app.screen
    menu.page = menu.pages()[-1]
    assert "green (bottom right) starts" in simcaption.guide_line(sim.app)
    from lysbord.ui.board import menu as m

    sim.app.settings.virtual = True
    menu.page = m._ADVANCED
    assert simtool.info_line(sim).endswith("(now off)")  # as every other page says it


def test_quitting_says_where_the_game_is_kept_and_how_to_resume(tmp_path):
    said = simtool.farewell(str(tmp_path / "flash"))
    assert "saved in" in said and "make run" in said and "resume" in said and "make forget" in said
    assert "nothing was saved" in simtool.farewell(None)


def test_a_second_simulator_on_the_same_flash_says_so_and_plays_in_memory(tmp_path, monkeypatch, capsys):
    import subprocess
    import sys
    import time

    flash = tmp_path / "flash"
    lock = tmp_path / "flash.lock"  # beside the flash, not in it
    boards = []
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr(simterm, "interactive", lambda sim, view, caption, phones: boards.append(sim) or 0)
    asked = []
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "")
    # the first simulator, as a process of its own whose command line names sim.py
    first = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(60)", "tools/sim/sim.py"])
    try:
        for _ in range(200):  # until the child has become that process (not pytest's fork)
            if simtool._simulator_running(first.pid):
                break
            time.sleep(0.01)
        lock.write_text("%d\n" % first.pid)
        assert simtool.main(["--flash", str(flash), "--no-web"]) == 0
        said = capsys.readouterr().out
        assert "Another simulator (process %d) is using the flash in" % first.pid in said, said
        assert "plays with a flash in memory and saves nothing" in said and "nothing was saved" in said
        assert asked == ["Enter plays with a flash in memory; Ctrl-C stops. "]
        assert boards[-1].fs is None or not flash.exists()  # the other's saves untouched
        assert lock.read_text() == "%d\n" % first.pid  # its lock left as it was
        home = simtool.flash_in_use(os.path.join(simtool.FLASH_HOME, "full"), 4194304)  # make run's own
        assert max(len(line) for line in home.splitlines()) <= 80, home
        monkeypatch.setattr("builtins.input", lambda prompt: (_ for _ in ()).throw(KeyboardInterrupt))
        assert simtool.main(["--flash", str(flash), "--no-web"]) == 1  # Ctrl-C: nothing started
        assert "using the flash" in capsys.readouterr().out and len(boards) == 1
    finally:
        first.kill()
        first.wait()
    # the other gone (a crash leaves its lock): this run takes the flash, holds it while it runs, lets it go
    held = []
    monkeypatch.setattr(simterm, "interactive", lambda sim, view, caption, phones: held.append(lock.read_text()) or 0)
    asked.clear()
    monkeypatch.setattr("builtins.input", lambda prompt: asked.append(prompt) or "")
    assert simtool.main(["--flash", str(flash), "--no-web"]) == 0
    said = capsys.readouterr().out
    assert asked == [] and "using the flash" not in said and "saved in" in said
    assert held == ["%d\n" % os.getpid()] and not lock.exists()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["flash"]
