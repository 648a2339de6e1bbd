# The board in a browser (make twin: build/twin) in headless Chromium, opened from file:// as a
# visitor opens the folder: the firmware on MicroPython's WebAssembly port lights every frame of
# a scripted Sequence game as the terminal simulator does; its saved game survives a reload as a
# board's survives a power cut; it plays with the network off; and a phone page beside it takes a
# seat by the board's consent (its three cells pressed on the lit board) and plays Cabo against
# the board's bot.
import os
import random
import time

import pytest
from selenium import webdriver
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from test_web_browser import CHROMEDRIVER, SHOTS, headless, wait_for

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TWIN = os.path.join(ROOT, "build", "twin")
PAGE = "file://" + os.path.join(TWIN, "index.html")
CABO_SETUP = ["wait 1400", "tap 86"] + ["tap 99"] * 4  # the game page's CA, then on past players, bots, brightness


@pytest.fixture(scope="module")
def built():
    """build/twin as `make twin` leaves it (made here when a test runs on its own)."""
    if not os.path.exists(os.path.join(TWIN, "index.html")):
        import build_twin

        build_twin.build()
    return TWIN


def chromium(profile_dir):
    """A desktop-sized headless Chromium with a profile of its own (its own localStorage)."""
    options = headless(profile_dir, "--window-size=1300,1000")
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def open_twin(browser, query=""):
    """Load the page from file:// and wait for the board's first lit frame."""
    browser.get(PAGE + query)
    wait_for(lambda: browser.execute_script("return window.lysbord && (lysbord.ready || lysbord.failed)"), "the board")
    failed = browser.execute_script("return lysbord.failed")
    assert failed is None, failed


def script(browser, lines):
    """tools/sim/sim.py's script lines played on the board in the page: its wire (hex) at every show."""
    return browser.execute_script("return lysbord.script(arguments[0])", "\n".join(lines))


def simulated(lines, seed=1):
    """The same lines on the terminal simulator (CPython): the wire (hex) at every show."""
    import sim as simtool
    from simboard import SimBoard

    board = SimBoard("full", seed=seed)
    shown = []

    class Recorder:
        def lines(self, cursor, info):
            shown.append(board.wire().hex())
            return []

    simtool.run_script(board, Recorder(), lines, open(os.devnull, "w"))
    return shown


def test_a_scripted_sequence_game_lights_every_frame_as_the_simulator_does(built, tmp_path):
    from pico.game import full_game
    from simboard import SimBoard
    from twinscript import play_steps

    lines = full_game()  # make pico's game: referee mode, two sequences, an undo
    expected = simulated(lines)
    stepped = play_steps(SimBoard("full", seed=1), "\n".join(lines), steps=True)
    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=1")
        shown = script(browser, lines)
        browser.execute_script("localStorage.clear()")  # the game it saved: a fresh board again
        open_twin(browser, "?manual&seed=1")
        steps = browser.execute_script("return lysbord.script(arguments[0], true)", "\n".join(lines))
        os.makedirs(SHOTS, exist_ok=True)
        browser.save_screenshot(os.path.join(SHOTS, "twin-sequence.png"))
    finally:
        browser.quit()
    assert len(shown) == len(expected) == lines.count("show")
    for number, (page, terminal) in enumerate(zip(shown, expected)):
        assert page == terminal, "show %d: the page's LEDs differ from the simulator's" % (number + 1)
    # after every line: as many frames written, the same CRC-32 over all of them, the same LEDs
    assert len(steps) == len(stepped) == len([line for line in lines if line.split()])
    for number, (page, terminal) in enumerate(zip(steps, stepped)):
        assert page == terminal, "after line %d (%s): the frames differ" % (number + 1, lines[number])
    assert int(stepped[-1].split()[0]) > 100  # every frame of the game, not a few


def test_the_lite_boards_menu_walked_with_its_pad_lights_every_frame_as_the_simulator_does(built, tmp_path):
    from pico.game import lite_walk
    from simboard import SimBoard
    from twinscript import play_steps

    lines = lite_walk()  # make pico's walk of the lite board's menu with its cursor pad
    stepped = play_steps(SimBoard("lite", seed=1), "\n".join(lines), steps=True)
    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=1&profile=lite")
        steps = browser.execute_script("return lysbord.script(arguments[0], true)", "\n".join(lines))
    finally:
        browser.quit()
    assert steps == stepped


def test_a_saved_game_is_offered_again_after_a_reload(built, tmp_path):
    from pico.game import SETUP

    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=1")
        script(browser, SETUP + ["wait 600", "tap 10", "wait 300", "tap 20", "wait 300"])
        game = browser.execute_script("return lysbord.game()")
        assert game["name"] == "sequence" and game["moves"] == 2
        open_twin(browser, "?manual&seed=1")  # a reload: the page, the interpreter and the board start again
        script(browser, ["wait 1400"])
        assert browser.execute_script("return lysbord.screen()").startswith("Resume")
        script(browser, ["tap 41", "wait 600"])  # the blinking green block: resume
        game = browser.execute_script("return lysbord.game()")
        assert game["name"] == "sequence" and game["moves"] == 2
        assert browser.execute_script("return lysbord.screen()").startswith("Play")
    finally:
        browser.quit()


def test_a_click_plays_and_a_long_press_of_undo_takes_it_back_in_real_time(built, tmp_path):
    from pico.game import SETUP
    from selenium.webdriver.common.action_chains import ActionChains

    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=1")
        script(browser, SETUP + ["wait 600"])  # a referee game of two players
        browser.execute_script("lysbord.start()")  # the board's clock on the page's from here
        browser.find_element(By.CSS_SELECTOR, '#cells div[data-cell="10"]').click()
        wait_for(lambda: browser.execute_script("return lysbord.game()")["moves"] == 1, "the chip")
        undo = browser.find_element(By.CSS_SELECTOR, 'button.key[data-key="102"]')
        ActionChains(browser).click_and_hold(undo).pause(1.2).release(undo).perform()  # held past 800 ms
        wait_for(lambda: browser.execute_script("return lysbord.game()")["moves"] == 0, "the move taken back")
    finally:
        browser.quit()


def test_the_folder_plays_from_file_with_the_network_off(built, tmp_path):
    browser = chromium(tmp_path / "board")
    try:
        browser.set_network_conditions(offline=True, latency=0, download_throughput=0, upload_throughput=0)
        open_twin(browser)
        loaded = browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)")
        assert not [name for name in loaded if not name.startswith(("file:", "data:"))], loaded  # nothing fetched
        wait_for(lambda: browser.execute_script("return lysbord.screen()").startswith("Menu"), "the setup menu")
        before = browser.execute_script("return lysbord.frames")
        cell = browser.find_element(By.CSS_SELECTOR, '#cells div[data-cell="86"]')  # Cabo on the game page
        cell.click()
        wait_for(lambda: browser.execute_script("return lysbord.frames") > before, "a frame after the click")
    finally:
        browser.quit()


def test_the_folder_plays_from_a_plain_static_server_too(built, tmp_path):
    import functools
    import http.server
    import threading

    class Quiet(http.server.SimpleHTTPRequestHandler):
        def log_message(self, *args):
            pass

    handler = functools.partial(Quiet, directory=built)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    browser = chromium(tmp_path / "board")
    try:
        browser.get("http://127.0.0.1:%d/index.html" % server.server_address[1])
        wait_for(lambda: browser.execute_script("return window.lysbord && lysbord.ready"), "the board")
        browser.execute_script("lysbord.addPhone()")
        status = "return document.getElementById('status').innerText"
        wait_for(lambda: "no game yet" in _in_phone(browser, status), "the phone's table")
    finally:
        browser.quit()
        server.shutdown()


def test_every_game_is_set_up_and_dealt_on_the_lit_board(built, tmp_path):
    # the setup menu's game page (its choices on row 8), then on to the last page and its start
    games = {80: "sequence", 82: "kabal", 84: "siodemki", 86: "cabo", 88: "trappe"}
    browser = chromium(tmp_path / "board")
    try:
        for cell, name in games.items():
            open_twin(browser, "?manual")  # a live deal: the browser's crypto for the board's entropy
            script(browser, ["wait 1400"])
            if browser.execute_script("return lysbord.screen()").startswith("Resume"):
                script(browser, ["tap 47", "wait 300"])  # the red block: set up a new game
            script(browser, ["tap 5", "wait 200"])  # no choice there: refused (the caption says why)
            script(browser, ["tap %d" % cell, "wait 200"])
            for _ in range(8):
                if browser.execute_script("return lysbord.game()")["name"]:
                    break
                script(browser, ["tap 99", "wait 300"])
            script(browser, ["wait 3000"])  # the board's bots, if any, play meanwhile
            game = browser.execute_script("return lysbord.game()")
            assert game["name"] == name and not game["over"], (name, game)
            assert browser.execute_script("return lysbord.failed") is None
    finally:
        browser.quit()


def _in_phone(browser, js, *args):
    """Run js in the first phone's page."""
    browser.switch_to.frame(browser.find_element(By.CSS_SELECTOR, ".phone iframe"))
    try:
        return browser.execute_script(js, *args)
    finally:
        browser.switch_to.default_content()


def _press_cells(browser, cells):
    """Click cells of the lit board, one after another, as a player presses them."""
    for cell in cells:
        browser.find_element(By.CSS_SELECTOR, '#cells div[data-cell="%d"]' % cell).click()
        time.sleep(0.15)


def test_a_phone_beside_the_board_takes_a_seat_by_its_cells_and_plays_cabo_against_the_bot(built, tmp_path):
    from test_web_browser_games import _cabo_step

    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=5")
        script(browser, CABO_SETUP)  # on the board: Cabo, two players, seat 2 the board's bot
        assert browser.execute_script("return lysbord.game()")["name"] == "cabo"
        browser.execute_script("lysbord.start()")  # the board on real time from here
        browser.execute_script("lysbord.addPhone()")
        ask = "//button[text()='Ask for seat 1']"
        wait_for(
            lambda: _in_phone(
                browser, "return document.evaluate(arguments[0], document, null, 9, null).singleNodeValue !== null", ask
            ),
            "the seat button",
        )
        _in_phone(browser, "document.evaluate(arguments[0], document, null, 9, null).singleNodeValue.click()", ask)
        read = (
            "return [...document.querySelectorAll('#code .press')]"
            ".sort((a, b) => a.dataset.order - b.dataset.order).map((c) => Number(c.dataset.cell))"
        )
        code = wait_for(lambda: (lambda c: c if len(c) == 3 else None)(_in_phone(browser, read)), "the cells")
        # On the board: Menu, seat phones (the sky-blue cells), then the phone's three cells
        browser.find_element(By.CSS_SELECTOR, 'button.key[data-key="100"]').click()
        time.sleep(0.3)
        _press_cells(browser, [94] + code)
        wait_for(
            lambda: "You are seat 1" in _in_phone(browser, "return document.getElementById('me').innerText"), "the seat"
        )
        for _ in range(3):  # the seat-phones page's amber block (back), then the pause page's green one
            if not browser.execute_script("return lysbord.screen()").startswith(("Consent", "Pause")):
                break
            _press_cells(browser, [90])
            time.sleep(0.5)
        os.makedirs(SHOTS, exist_ok=True)
        rng = random.Random(5)
        frame = browser.find_element(By.CSS_SELECTOR, ".phone iframe")
        turn = 0  # the phone's steps taken: it calls CABO from its third on
        deadline = time.monotonic() + 120  # the bot thinks on the board's real-time clock
        while time.monotonic() < deadline:
            game = browser.execute_script("return lysbord.game()")
            if game["over"] or game["round"] > 1:
                break
            browser.switch_to.frame(frame)
            try:
                if browser.execute_script("return !state.busy && state.myTurn"):
                    _cabo_step(browser, rng, turn)
                    turn += 1
            finally:
                browser.switch_to.default_content()
            time.sleep(0.3)
            if turn == 4:
                browser.save_screenshot(os.path.join(SHOTS, "twin-phone.png"))
        game = browser.execute_script("return lysbord.game()")
        game["screen"] = browser.execute_script("return lysbord.screen()")
        assert game["over"] or game["round"] > 1, game  # the round played out: the phone's seat and the bot's
    finally:
        browser.quit()


def test_a_phone_beside_the_board_reads_the_language_it_chose(built, tmp_path):
    import build_web

    asked = build_web.messages("pl")[1]["Ask for seat %(n)s"].replace("%(n)s", "1")  # "Poproś o miejsce 1"
    browser = chromium(tmp_path / "board")
    try:
        open_twin(browser, "?manual&seed=5")
        script(browser, CABO_SETUP)  # a game on the board with a seat to ask for
        browser.execute_script("localStorage.setItem('lysbord-phone-1:lysbord-lang', 'pl')")  # this phone's choice
        browser.execute_script("lysbord.start(); lysbord.addPhone()")
        button = "return [...document.querySelectorAll('#seat-list button')].map((b) => b.innerText)"
        seats = wait_for(lambda: (lambda said: said if asked in said else None)(_in_phone(browser, button)), asked)
        assert not any(text.startswith("Ask for seat") for text in seats), seats  # its words came from the board
    finally:
        browser.quit()
