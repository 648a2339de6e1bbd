# Every game played to its result page on a phone in a real browser (headless Chromium, 390 x 844)
# against the board's real web server: the phone's seat by tapping as a player does (seeded
# choices among what the page offers), the other seat a bot on the board's loop. The result
# page names the winners and the scores the rules give, and Deal again starts the next game.
import os
import random

import pytest
from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By
from test_web_browser import SHOTS, shown, sit, tap, text_of, type_name, wait_for
from test_web_browser_kabal import tap_move
from webtable import WebTable

from lysbord.table import Table, game_module

# (game, seed, options): short games (one sequence, one deal, one round), so the test stays quick
GAMES = (
    ("sequence", 2, {"to_win": 1}),
    ("kabal", 7, {}),
    ("siodemki", 1, {"target": 0}),
    ("cabo", 1, {"rounds": 1}),
    ("trappe", 0, {}),
)


def _click_one(browser, selector, rng):
    """Click one element matching selector, chosen by rng; False if there is none."""
    try:
        found = browser.find_elements(By.CSS_SELECTOR, selector)
        if not found:
            return False
        rng.choice(found).click()
        return True
    except WebDriverException:  # redrawn meanwhile (gone, or not yet shown): the caller looks again
        return False


def _press(browser, words):
    """Press the button that says words; False if there is none."""
    try:
        found = browser.find_elements(By.XPATH, "//button[text()='%s']" % words)
        if found:
            found[0].click()
        return bool(found)
    except WebDriverException:
        return False


def _card_step(browser, rng, turn):
    """Sequence, Siódemki, Høyers trappe: a card from the hand (then its cell or its choice), or a
    button (Draw, Pass, Stand...) when no card can be played."""
    if _click_one(browser, "#choices button", rng) or _click_one(browser, ".board .cell.target", rng):
        return
    if not _click_one(browser, "#hand .card.playable", rng):
        _click_one(browser, "#actions button", rng)


def _kabal_step(browser, rng, turn):
    """A move tapped on the table (a card, then where it goes); gives up after 15."""
    moves = browser.execute_script("return state.mine.moves.map(m => m[0])")
    moves = [m for m in moves if m != 0x800]
    tap_move(browser, rng.choice(moves) if moves and turn < 15 else 0x800)


def _cabo_step(browser, rng, turn):
    """Look at two cards; then draw and discard, and call CABO on the third turn."""
    if "Tap two of your cards" in text_of(browser, "choices"):
        _click_one(browser, "#hand button:not(.chosen)", random.Random(0))
    elif not _click_one(browser, "#choices button.primary", rng):
        for words in ("Call CABO",) * (turn >= 3) + ("Draw a card", "Discard the drawn card"):
            if _press(browser, words):
                return


_READY = (  # the page shows the table at the server's version (arguments[0]), and it is its turn
    "const v = arguments[0];"
    " return !state.busy && state.myTurn && state.table.version === v && state.mine.version === v"
)
_CHOSEN = "return !state.busy && (state.chosen !== null || state.picks.length > 0)"
STEPS = {"kabal": _kabal_step, "cabo": _cabo_step}


def _play_to_the_end(web, browser, name, seed):
    rng = random.Random(seed)
    game = web.table.game
    for turn in range(400):
        # the page shows the table as it is now, and it is this phone's turn (or the game is over)
        wait_for(lambda: web.call(lambda: game.over) or browser.execute_script(_READY, web.table.version), "a turn")
        if web.call(lambda: game.over):
            return
        if turn == 4:  # a game under way, as the docs show it
            os.makedirs(SHOTS, exist_ok=True)
            browser.save_screenshot(os.path.join(SHOTS, "play-%s.png" % name))
        before = web.call(game.moves_played)
        for _ in range(40):  # taps until the move is made (a card, then its cell or choice)
            STEPS.get(name, _card_step)(browser, rng, turn)
            try:  # the move made, or the page waits for the next tap (a card chosen)
                wait_for(lambda b=before: web.call(game.moves_played) != b or browser.execute_script(_CHOSEN), "a tap")
            except AssertionError:
                continue  # the tap missed a page being redrawn: look again
            if web.call(game.moves_played) != before:
                break
        else:
            raise AssertionError("move %d of %s was not made" % (turn, name))
    raise AssertionError("%s did not end" % name)


@pytest.mark.parametrize("name,seed,options", GAMES, ids=[g[0] for g in GAMES])
def test_a_game_played_to_its_result_page(browser, name, seed, options):
    module = game_module(name)
    players = module.PLAYERS[0]
    table = Table()
    table.start(name, module.new_game(players, seed, **options), bots=(1 << players) - 2)
    with WebTable(table, bot_s=0.0) as web:
        try:
            browser.get_log("browser")  # read and dropped: what follows is this game's
            browser.get(web.url + "/")
            type_name(browser, "Åse")
            sit(browser, web, 0)
            _play_to_the_end(web, browser, name, seed)
            game = web.table.game
            winners, scores = web.call(lambda: (game.winners(), game.scores()))
            wait_for(lambda: browser.find_element(By.ID, "result").is_displayed(), "the result page")
            result = text_of(browser, "result")
            if 0 in winners:
                assert "You win!" in result
            elif winners:
                assert "seat 2 wins" in result or "seat 2 win" in result
            else:
                assert "Not this time" in result or "A draw" in result
            shown_scores = [int(v) for v in shown(browser, "#result td:last-child", "data-score")]
            assert shown_scores == list(scores)
            assert "game over" in text_of(browser, "status")
            if name == "cabo":  # at game over every card is shown face up, as the board scored them
                last = web.call(lambda: list(game.last_rows))
                faces = [int(v) for v in shown(browser, "#table [data-seat] .card[data-value]", "data-value")]
                assert faces == [v for v in last[4:8] if v != 255]
                mine = [int(v) for v in shown(browser, "#hand .card[data-value]", "data-value")]
                assert mine == [v for v in last[:4] if v != 255]
            errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
            assert errors == [], errors
            os.makedirs(SHOTS, exist_ok=True)
            browser.save_screenshot(os.path.join(SHOTS, "result-%s.png" % name))
            version = web.call(lambda: web.table.version)
            tap(browser, By.ID, "again", what="Deal again")  # the same game, dealt again
            wait_for(lambda: web.call(lambda: web.table.version) > version and not web.table.game.over, "a new deal")
            assert web.call(lambda: (web.table.name, web.table.game.players)) == (name, players)
            wait_for(lambda: not browser.find_element(By.ID, "result").is_displayed(), "the result page gone")
        finally:
            browser.execute_script("localStorage.clear()")
