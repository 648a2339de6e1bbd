# 7'er kabal on a phone in a real browser (headless Chromium) against the board's real web
# server: a winnable deal chosen on the page, then the Hint button, whose move is marked and played;
# the other games' options set on the page reach the game dealt.
import os

import build_web
from selenium.webdriver.common.by import By
from test_web_browser import SHOTS, phone, shown, tap, text_of, until_text, wait_for
from webtable import WebTable

from lysbord import rng
from lysbord.games.kabal import winnable as kabal_winnable
from lysbord.table import Table

# The phone sends no seed, so the board draws the deal's number in secret: pinned here, so the
# deal (the first winnable one from 1000: deal 1000) is the same every run, one whose first hint
# the solver wins within its budget (some proven-winnable deals need more: then the hint is a guess).
_DRAWN = 1000
DRAW = 0x700


def places(move):
    """Where a 7'er kabal move takes a card from and puts it, as the page names them (data-place):
    t0..t6 the columns, w the drawn card, f0..f3 (or f: any) the foundations, up: turned up."""
    kind, a, b = move >> 8, "%d" % (move >> 4 & 15), "%d" % (move & 15)
    ends = ((), ("t" + a, "t" + b), ("t" + a, "f"), ("w", "t" + b), ("w", "f"), ("f" + a, "t" + b), ("t" + a, "up"))
    return ends[kind]


def tap_move(browser, move):
    """Play a 7'er kabal move as a player does: tap the card, then where it goes (or Draw / Give up)."""
    if move == DRAW:
        return tap(browser, By.CSS_SELECTOR, "[data-place=stock] .card", what="the stock")
    if move == 0x800:
        browser.execute_script("window.confirm = () => true")  # the player says yes
        return tap(browser, By.XPATH, "//button[text()='Give up']", what="Give up")
    source, target = places(move)
    tap(browser, By.CSS_SELECTOR, "[data-place=%s]" % source, what="the card to move")
    if target != "up":
        tap(browser, By.CSS_SELECTOR, "[data-place^=%s].target" % target, what="where it goes")


def test_a_phone_deals_a_winnable_kabal_and_plays_the_hinted_move(tmp_path, monkeypatch):
    monkeypatch.setattr(rng, "secret_below", lambda n, urandom=None: _DRAWN)  # rng.live_seed draws with it
    build_web.build()
    browser = phone(tmp_path / "p")
    try:
        with WebTable(Table(), bot_s=0.0) as web:
            browser.get(web.url + "/")
            until_text(browser, "status", "no game yet")
            wait_for(lambda: browser.find_element(By.ID, "setup").is_displayed(), "the new-game section")
            tap(browser, By.CSS_SELECTOR, "#setup-options input[name=winnable_only]", what="winnable deals only")
            tap(browser, By.ID, "setup-start", what="Deal")
            wait_for(lambda: web.call(lambda: web.table.game) is not None, "the deal")
            deal = web.call(lambda: web.table.game.deal)
            assert deal == kabal_winnable.next_winnable(_DRAWN) and kabal_winnable.winnable(deal)
            until_text(browser, "message", "Deal %d: proven winnable" % deal)
            until_text(browser, "table", "%d \u2014 proven winnable" % deal)
            until_text(browser, "me", "You are seat 1")  # the phone that dealt sits at once
            assert not browser.find_element(By.ID, "setup").is_displayed()  # a game is being played
            assert text_of(browser, "hint") == "Hint"  # nothing searched until asked
            tap(browser, By.ID, "hint-button", what="Hint")
            until_text(browser, "hint", "The solver wins from here: play the marked move.")
            hinted = browser.execute_script("return state.hint.move")
            assert hinted in web.call(web.table.game.legal_moves)
            marked = wait_for(lambda: shown(browser, ".hinted", "data-place"), "the move marked")
            wanted = [None] if hinted == DRAW else sorted(p for p in places(hinted) if p != "up")
            assert sorted(marked, key=str) == wanted
            os.makedirs(SHOTS, exist_ok=True)
            browser.save_screenshot(os.path.join(SHOTS, "phone-kabal-hint.png"))
            tap_move(browser, hinted)
            wait_for(lambda: web.call(web.table.game.moves_played) == 1, "the move to land")
            assert web.call(lambda: web.table.last_move) == hinted
            wait_for(lambda: not shown(browser, ".hinted", "class"), "the old hint gone")
            errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
            assert errors == [], errors
    finally:
        browser.quit()


def test_a_phone_deals_with_the_options_a_table_sets(tmp_path):
    # Siódemki's target is a choice, Cabo's kamikaze a yes/no that starts on (its rules' default).
    from selenium.webdriver.support.ui import Select

    build_web.build()
    browser = phone(tmp_path / "p")
    try:
        with WebTable(Table(), bot_s=0.0) as web:
            browser.get(web.url + "/")
            wait_for(lambda: browser.find_element(By.ID, "setup").is_displayed(), "the new-game section")
            Select(browser.find_element(By.ID, "setup-game")).select_by_value("cabo")
            script = "const b = document.querySelector('#setup-options input[name=kamikaze]'); return b && b.checked"
            wait_for(lambda: browser.execute_script(script), "kamikaze shown on")
            Select(browser.find_element(By.ID, "setup-game")).select_by_value("siodemki")
            target = wait_for(
                lambda: browser.find_elements(By.CSS_SELECTOR, "#setup-options select[name=target]"), "target"
            )
            Select(target[0]).select_by_value("10")
            Select(browser.find_element(By.ID, "setup-players")).select_by_value("4")
            tap(browser, By.ID, "setup-start", what="Deal")
            wait_for(lambda: web.call(lambda: web.table.game) is not None, "the deal")
            assert web.call(lambda: (web.table.name, web.table.game.players, web.table.game.target)) == (
                "siodemki",
                4,
                10,
            )
            errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
            assert errors == [], errors
    finally:
        browser.quit()
