# The phone page in each language, in a real browser (headless Chromium): every word it shows
# comes from a catalog (the pseudo-language qps marks each), two phones at one table read two
# languages, and each game's page fits a phone's screen in every language (docs/phones/).
import os

import build_web
import pytest
from selenium.webdriver.common.by import By
from test_web_browser import phone, tap, text_of, type_code, wait_for
from webtable import WebTable

from lysbord.table import Table, game_module

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PHONES = os.path.join(ROOT, "docs", "phones")
LANGS = ("en",) + build_web.LANGS
# each game at a moment its seat has moves, seat 1 the phone's, the others bots
GAMES = (("sequence", 2, 5), ("kabal", 1, 3), ("siodemki", 2, 4), ("cabo", 2, 2), ("trappe", 2, 6))
# What a page may show that is no catalog's: numbers, card faces, the game names (the same in
# every language: docs/languages.md), the chooser's languages by their own names.
UNMARKED = r"^[\s\d.,:;·()+\-—–/★♠♥♦♣AJQK]*$"
NAMES = ("Lysbord", "Sequence", "7'er kabal", "Siódemki", "Cabo", "Høyers trappe")

# Every visible text not between the pseudo-language's marks, and every chosen option's.
UNMARKED_TEXTS = """
const [pattern, names] = arguments;
const allowed = (text) => !text || new RegExp(pattern).test(text) || names.includes(text);
const bare = (text) => text.replace(/\u27e6[^\u27e7]*\u27e7/g, "").trim();
const found = [];
const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
while (walker.nextNode()) {
  const node = walker.currentNode;
  const box = node.parentElement;
  if (!box || box.closest("#lang, select") || !box.getClientRects().length) continue;
  const rest = bare(node.textContent);
  if (!allowed(rest)) found.push(rest);
}
for (const choice of document.querySelectorAll("select:not(#lang)")) {
  if (choice.getClientRects().length && choice.selectedOptions.length) {
    const rest = bare(choice.selectedOptions[0].text);
    if (!allowed(rest)) found.push(rest);
  }
}
return found;
"""

# Every element cut or spilling over: wider than its box, or past the screen's right edge.
OVERFLOWING = """
const found = [];
const width = document.documentElement.clientWidth;
if (document.documentElement.scrollWidth > width) found.push("the page scrolls sideways");
for (const node of document.querySelectorAll("body *")) {
  const rects = node.getClientRects();
  if (!rects.length) continue;
  const style = getComputedStyle(node);
  const clipped = style.textOverflow === "ellipsis"; // a long name beside a row of cards, on purpose
  const what = node.tagName + "#" + node.id + "." + node.className + " " + (node.textContent || "").slice(0, 40);
  if (!clipped && node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0 && style.overflowX !== "visible")
    found.push("cut: " + what);
  if (!clipped && node.children.length === 0 && node.scrollWidth > node.clientWidth + 1 && node.clientWidth > 0)
    found.push("wider than its box: " + what);
  if (rects[0].right > width + 1) found.push("past the screen: " + what);
}
return found;
"""


def _table(name, players, seed):
    table = Table()
    table.start(name, game_module(name).new_game(players, seed), bots=(1 << players) - 2)
    return table


def _speak(browser, web, lang):
    """Open the page with lang chosen on this phone (kept in its localStorage, as the chooser does)."""
    browser.get(web.url + "/")
    browser.execute_script("localStorage.setItem('lysbord-lang', arguments[0])", lang)
    browser.get(web.url + "/")
    wait_for(lambda: browser.execute_script("return document.documentElement.lang") == lang, "the language")


def _sit(browser, web, seat=0):
    """Ask for seat by its button (words in any language), the board consents: the seat shown."""
    wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "#seat-list button"), "the seats")
    tap(browser, By.CSS_SELECTOR, "#seat-list button", seat, what="the seat button")
    type_code(browser, web)
    wait_for(lambda: browser.find_element(By.ID, "mine").is_displayed(), "the seat")
    wait_for(lambda: browser.execute_script("return !!document.querySelector('#status b')"), "its turn")


@pytest.mark.parametrize("name,players,seed", GAMES, ids=[g[0] for g in GAMES])
def test_every_word_the_page_shows_comes_from_a_catalog(tmp_path, browser, name, players, seed):
    www = str(tmp_path / "www")
    build_web.build(www, pseudo=True)
    with WebTable(_table(name, players, seed), www=www, bot_s=0.0) as web:
        try:
            _speak(browser, web, build_web.PSEUDO)
            wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "#seat-list button"), "the seats")
            assert browser.execute_script(UNMARKED_TEXTS, UNMARKED, NAMES) == []  # before a seat
            tap(browser, By.CSS_SELECTOR, "#seat-list button", 0, what="the seat button")
            wait_for(lambda: browser.find_elements(By.CSS_SELECTOR, "#code .press"), "the code")
            assert browser.execute_script(UNMARKED_TEXTS, UNMARKED, NAMES) == []  # asking, the code shown
            type_code(browser, web)
            wait_for(lambda: browser.find_element(By.ID, "mine").is_displayed(), "the seat")
            wait_for(lambda: browser.execute_script("return !!document.querySelector('#status b')"), "its turn")
            assert "\u27e6" in text_of(browser, "me")
            assert browser.execute_script(UNMARKED_TEXTS, UNMARKED, NAMES) == []  # a seat, its moves
            tap(browser, By.ID, "leave", what="Leave")  # and a question the page asks
            alert = browser.switch_to.alert
            assert alert.text.startswith("\u27e6"), alert.text
            alert.dismiss()
        finally:
            browser.execute_script("localStorage.clear()")
            browser.get("about:blank")  # no page left asking a board that has gone


def test_the_setup_page_shows_no_word_that_skipped_a_catalog(tmp_path, browser):
    from selenium.webdriver.support.ui import Select

    www = str(tmp_path / "www")
    build_web.build(www, pseudo=True)
    with WebTable(Table(), www=www, bot_s=0.0) as web:  # no game yet: a phone may choose one
        try:
            _speak(browser, web, build_web.PSEUDO)
            wait_for(lambda: browser.find_element(By.ID, "setup").is_displayed(), "the setup")
            for name, _, _ in GAMES:
                Select(browser.find_element(By.ID, "setup-game")).select_by_value(name)
                wait_for(
                    lambda n=name: (
                        browser.execute_script("return document.getElementById('setup-players').dataset.game") == n
                    ),
                    name,
                )
                assert browser.execute_script(UNMARKED_TEXTS, UNMARKED, NAMES) == [], name
                options = browser.execute_script(
                    "return [...document.querySelectorAll('#setup-options label, #setup-players option')]"
                    ".map((e) => e.textContent)"
                )
                assert all("\u27e6" in text for text in options), options
        finally:
            browser.execute_script("localStorage.clear()")
            browser.get("about:blank")  # no page left asking a board that has gone


def _phone_speaking(profile_dir, *flags):
    """A phone-sized headless Chromium whose browser languages flags set (--lang=...)."""
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from test_web_browser import CHROMEDRIVER, headless

    options = headless(profile_dir, *flags)
    options.add_experimental_option(
        "mobileEmulation", {"deviceMetrics": {"width": 390, "height": 844, "pixelRatio": 1}}
    )
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def _take(browser, web, index, words):
    """Tap the index-th seat button, the board consents, and the seat reads words."""
    wait_for(lambda: len(browser.find_elements(By.CSS_SELECTOR, "#seat-list button")) > index, "the seats")
    tap(browser, By.CSS_SELECTOR, "#seat-list button", index, what="a seat")
    type_code(browser, web)
    wait_for(lambda: words in text_of(browser, "me"), words)


def test_two_phones_at_one_table_read_two_languages(tmp_path):
    build_web.build()
    table = Table()
    table.start("siodemki", game_module("siodemki").new_game(2, 4))
    with WebTable(table, bot_s=0.0) as web:
        # one phone whose browser reads Norwegian ("no": Bokmål), one that chooses Polish on the page
        norwegian = _phone_speaking(tmp_path / "nb", "--lang=no", "--accept-lang=no")
        polish = phone(tmp_path / "pl")
        try:
            norwegian.get(web.url + "/")
            wait_for(lambda: "Be om plass 1" in text_of(norwegian, "seat-list"), "Norwegian from the browser")
            polish.get(web.url + "/")
            wait_for(lambda: "Ask for seat 1" in text_of(polish, "seat-list"), "English first")
            chooser = polish.find_element(By.ID, "lang")
            assert [o.text for o in chooser.find_elements(By.TAG_NAME, "option")] == [
                "English",
                "Norsk bokmål",
                "Dansk",
                "Polski",
                "Deutsch",
            ]
            chooser.find_element(By.CSS_SELECTOR, "option[value=pl]").click()
            wait_for(lambda: "Poproś o miejsce 2" in text_of(polish, "seat-list"), "Polish when chosen")
            _take(norwegian, web, 0, "Du er")
            _take(polish, web, 1, "Jesteś")
            wait_for(lambda: "teraz" in text_of(polish, "table") and "nå" in text_of(norwegian, "table"), "the table")
            wait_for(lambda: "Ved bordet" in text_of(norwegian, "seats"), "the others")
            wait_for(lambda: "Przy stole" in text_of(polish, "seats"), "the others")
            for browser, foreign in ((norwegian, "Jesteś"), (polish, "Du er")):
                assert foreign not in browser.execute_script("return document.body.innerText")
            # the choice stays on the phone: a reload reads Polish again
            polish.refresh()
            wait_for(lambda: "Jesteś" in text_of(polish, "me"), "Polish after a reload")
            assert polish.execute_script("return localStorage.getItem('lysbord-lang')") == "pl"
        finally:
            norwegian.quit()
            polish.quit()


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("name,players,seed", GAMES, ids=[g[0] for g in GAMES])
def test_each_game_fits_a_phone_in_each_language(browser, name, players, seed, lang):
    with WebTable(_table(name, players, seed), bot_s=0.0) as web:
        try:
            browser.get_log("browser")  # read and dropped: what follows is this page's
            _speak(browser, web, lang)
            _sit(browser, web)
            browser.execute_script("window.scrollTo(0, 0)")
            assert browser.execute_script(OVERFLOWING) == [], (name, lang)
            errors = [e for e in browser.get_log("browser") if e["level"] == "SEVERE"]
            assert errors == [], errors
            _screenshot(browser, os.path.join(PHONES, "%s-%s.png" % (name, lang)))
        finally:
            browser.execute_script("localStorage.clear()")
            browser.get("about:blank")  # no page left asking a board that has gone


def _screenshot(browser, path):
    """The phone's screen as a small PNG (256 colours, as docs/twin.png is made)."""
    import io

    from PIL import Image

    os.makedirs(os.path.dirname(path), exist_ok=True)
    image = Image.open(io.BytesIO(browser.get_screenshot_as_png())).convert("RGB")
    image.quantize(colors=128, dither=Image.Dither.NONE).save(path, optimize=True)
