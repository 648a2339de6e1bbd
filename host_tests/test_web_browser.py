# Two phones in a real browser (headless Chromium driven through its WebDriver): each takes a
# seat, sees only its own hand, and plays by tapping, against the board's real web server.
import contextlib
import os
import re
import time

import build_web
from selenium import webdriver
from selenium.common.exceptions import StaleElementReferenceException
from selenium.webdriver.chrome.service import Service
from selenium.webdriver.common.by import By
from webtable import WebTable, deal

from lysbord.cards import name as card_name

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
SHOTS = os.path.join(ROOT, "build", "screenshots")
CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")


def headless(profile_dir, *flags):
    """Options for a headless Chromium with a profile of its own (its own localStorage)."""
    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in (
        "--headless=new",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-dev-shm-usage",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--user-data-dir=" + str(profile_dir),
    ) + flags:
        options.add_argument(flag)
    return options


def phone(profile_dir):
    """A phone-sized headless Chromium with a profile of its own (its own localStorage)."""
    options = headless(profile_dir)
    # a phone's screen, 390 x 844 CSS pixels at one device pixel each (small screenshots)
    screen = {"width": 390, "height": 844, "pixelRatio": 1}
    options.add_experimental_option("mobileEmulation", {"deviceMetrics": screen})
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def wait_for(check, what, timeout=10.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        result = check()
        if result:
            return result
        time.sleep(0.05)
    raise AssertionError("timed out waiting for " + what)


def tap(browser, by, selector, index=0, what="a button"):
    """Click the index-th match once it exists; the page redraws on every change, so an element
    found a moment ago may be gone: find it again. Returns the element's data-cell, if any."""

    def attempt():
        try:
            found = browser.find_elements(by, selector)
            if len(found) <= index:
                return None
            cell = found[index].get_attribute("data-cell")
            found[index].click()
            return ("clicked", cell)
        except StaleElementReferenceException:
            return None

    return wait_for(attempt, what)[1]


def text_of(browser, element_id):
    """What the element shows (read in one step in the page: it may be redrawn any moment)."""
    return browser.execute_script(
        "var e = document.getElementById(arguments[0]); return e ? e.innerText : ''", element_id
    )


def type_name(browser, name):
    """Type name into the page's name field once the page has drawn the seats (the page is one
    file now: it is loaded before the board's first answer has been drawn)."""
    wait_for(lambda: browser.find_element(By.ID, "name").is_displayed(), "the name field")
    browser.find_element(By.ID, "name").send_keys(name)


def until_text(browser, element_id, words):
    wait_for(lambda: words in text_of(browser, element_id), "%r in #%s" % (words, element_id))


def until_moves(web, count):
    """Wait until the game on the web table has count moves played."""
    wait_for(lambda: web.call(web.table.game.moves_played) == count, "move %d to land" % count)


def shown(browser, selector, attribute):
    """attribute of every element matching selector, read in one step in the page."""
    return browser.execute_script(
        "return Array.from(document.querySelectorAll(arguments[0])).map(e => e.getAttribute(arguments[1]))",
        selector,
        attribute,
    )


def shown_cards(browser):
    """The card names on the hand, as the page shows them."""
    return shown(browser, "#hand .card[data-card]", "data-card")


def ask(browser, seat):
    """Tap "Ask for seat N" and wait for the page to say what the board needs."""
    tap(browser, By.XPATH, "//button[text()='Ask for seat %d']" % (seat + 1), what="the seat button")
    until_text(browser, "seat-list", "You asked for seat %d. On the board press Menu" % (seat + 1))


def code_shown(browser):
    """The three cells the phone shows for the board, in order, read off the page as a player does."""
    read = (
        "return [...document.querySelectorAll('#code .press')]"
        ".sort((a, b) => a.dataset.order - b.dataset.order).map((c) => Number(c.dataset.cell))"
    )  # in one go: the page redraws as it polls, and an element found a moment ago may be gone
    return wait_for(
        lambda: (lambda cells: cells if len(cells) == 3 else None)(browser.execute_script(read)), "the cells"
    )


def type_code(browser, web):
    """The player reads the phone's three cells and presses them on the board's seat-phones page."""
    from webkit import board

    return board(web, "seat", code_shown(browser))


def sit(browser, web, seat, name=None):
    """Open the page (name typed, if given), ask for seat, and the board consents (the cells the
    phone shows, typed on the board): the phone shows its seat."""
    browser.get(web.url + "/")
    if name is not None:
        type_name(browser, name)
    ask(browser, seat)
    type_code(browser, web)
    me = "You are %s" % (name if name is not None else "seat %d" % (seat + 1))
    wait_for(lambda: me in text_of(browser, "me"), "the seat")


@contextlib.contextmanager
def two_phones(tmp_path, name, seed):
    """A two-player game of name served on the host, a phone seated at each seat:
    yields (web table, game, [phone of seat 1, phone of seat 2])."""
    build_web.build()
    table = deal(name, 2, seed)
    with WebTable(table, bot_s=0.0) as web:
        phones = [phone(tmp_path / "a"), phone(tmp_path / "b")]
        try:
            for seat, browser in enumerate(phones):
                sit(browser, web, seat)
            yield web, table.game, phones
        finally:
            for browser in phones:
                browser.quit()


def test_two_phones_play_sequence_each_seeing_only_its_own_hand(tmp_path):
    with two_phones(tmp_path, "sequence", 21) as (web, game, phones):
        for moves in range(4):
            seat = web.call(lambda: game.turn)
            browser, other = phones[seat], phones[1 - seat]
            hands = web.call(lambda: [sorted(card_name(c) for c in game.hand(s)) for s in range(2)])
            wait_for(lambda b=browser, h=hands[seat]: sorted(shown_cards(b)) == h, "seat %d's hand" % seat)
            wait_for(lambda o=other, h=hands[1 - seat]: sorted(shown_cards(o)) == h, "the other hand")
            # nothing of the other hand anywhere in the page's text or its card faces
            only_theirs = set(hands[1 - seat]) - set(hands[seat])
            assert not only_theirs & set(shown_cards(browser))
            until_text(browser, "status", "Your turn")
            if moves == 0:  # a tap out of turn is refused, and says why
                tap(other, By.CSS_SELECTOR, "#hand .card")
                until_text(other, "message", "wait for your turn")
            before = web.call(lambda: game.moves_played())
            tap(browser, By.CSS_SELECTOR, "#hand .card.playable", what="a playable card")
            if moves == 2 and _shots():  # the card chosen, its cells marked on the board
                wait_for(lambda b=browser: shown(b, ".board .cell.target", "class"), "marked cells")
                browser.save_screenshot(os.path.join(SHOTS, "phone-sequence.png"))
            cell = int(tap(browser, By.CSS_SELECTOR, ".board .cell.target", what="a marked cell"))
            until_moves(web, before + 1)
            chips = web.call(lambda: bytes(game.view(0)["board"]))
            assert chips[cell] == seat + 1 or chips[cell] == 0  # a chip of the mover's team, or a jack's removal


def test_two_phones_play_cabo_with_their_own_knowledge(tmp_path):
    with two_phones(tmp_path, "cabo", 5) as (web, game, phones):
        # the look phase: each looks at two of its own cards by tapping them
        for _ in range(2):
            seat = web.call(lambda: game.turn)
            browser = phones[seat]
            until_text(browser, "status", "Your turn")
            tap(browser, By.CSS_SELECTOR, "#hand button", 0)
            tap(browser, By.CSS_SELECTOR, "#hand button.chosen ~ button", 0, what="a second own card")
            before = web.call(lambda: game.moves_played())
            tap(browser, By.XPATH, "//button[starts-with(text(),'Look at')]", what="Look")
            until_moves(web, before + 1)
        for seat, browser in enumerate(phones):
            wait_for(lambda b=browser: len(shown(b, "#hand .card[data-value]", "data-value")) == 2, "two known cards")
            values = [int(v) for v in shown(browser, "#hand .card[data-value]", "data-value")]
            truth = web.call(lambda s=seat: list(game.rows[s * 4 : s * 4 + 2]))
            assert values == truth
            # the other seat's row stays face down on this phone: no value shown for it
            assert shown(browser, "#table [data-seat] .card[data-value]", "data-value") == []
            assert len(shown(browser, "#table [data-seat] .card", "class")) == 4
        seat = web.call(lambda: game.turn)
        browser = phones[seat]
        tap(browser, By.XPATH, "//button[text()='Draw a card']", what="draw")
        wait_for(lambda: "drawn" in text_of(browser, "hand"), "the drawn card")
        drawn = web.call(lambda: game.drawn)
        assert str(drawn) in text_of(browser, "hand")
        other = phones[1 - seat]
        wait_for(lambda: "seat %d to play" % (seat + 1) in text_of(other, "status"), "the other phone's update")
        assert "drawn" not in text_of(other, "hand")
        # the other phone hears of the draw at its next ask (about a second): no card, only the act
        wait_for(lambda: "has drawn a card" in text_of(other, "table"), "the other phone to hear of the draw")
        if _shots():
            browser.save_screenshot(os.path.join(SHOTS, "phone-cabo.png"))


def _shots():
    os.makedirs(SHOTS, exist_ok=True)
    return True


def test_the_page_knows_the_same_sequence_board_as_the_rules():
    from lysbord.layout import CORNER, LAYOUT

    with open(os.path.join(build_web.SOURCE, "games.js"), encoding="utf-8") as f:
        text = f.read()
    listed = re.search(r"const LAYOUT = \[(.*?)\];", text, re.S).group(1)
    numbers = [int(n) for n in re.findall(r"-?\d+", listed)]
    assert numbers == [-1 if c == CORNER else c for c in LAYOUT]


def test_every_game_has_a_page_that_shows_the_seat_its_moves_and_no_script_error(tmp_path):
    from lysbord.table import GAMES, game_module

    build_web.build()
    browser = phone(tmp_path / "p")
    try:
        for name in GAMES:
            players = game_module(name).PLAYERS[0]
            table = deal(name, players, 3, bots=(1 << players) - 2)  # seat 1 a person, the rest bots
            with WebTable(table, bot_s=0.0) as web:
                sit(browser, web, 0)
                until_text(browser, "status", "Your turn")
                legal = len(web.call(web.table.game.legal_moves))
                buttons = len(shown(browser, "#actions button", "class"))
                cards = len(shown(browser, "#hand .playable, #hand button", "class"))
                assert buttons + cards > 0 and buttons <= legal, name
                errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
                assert errors == [], (name, errors)
                if _shots():
                    browser.save_screenshot(os.path.join(SHOTS, "page-%s.png" % name))
                browser.execute_script("localStorage.clear()")
    finally:
        browser.quit()
