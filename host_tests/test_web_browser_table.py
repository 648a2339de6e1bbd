# Phones around one table in a real browser (headless Chromium) against the board's real web
# server: who asks for a seat and who sits where reach every phone at once, a seat's name reaches
# the others as text only, and a phone whose turn comes buzzes.
import build_web
from selenium.webdriver.common.by import By
from test_web_browser import ask, phone, shown, tap, text_of, type_code, type_name, until_text, wait_for
from webtable import WebTable, deal

# A name that would run code if a page ever wrote it as markup; 23 characters, within the limit:
# refused, as every character but letters, digits, marks, spaces and - ' . is. And one kept.
HOSTILE = "<img src=x onerror=X=1>"
KEPT = "O'Brien-\u00c5nes Jr."


def seat_buttons(browser):
    return browser.execute_script(
        "return Array.from(document.querySelectorAll('#seat-list button')).map(b => b.textContent)"
    )


def test_every_phone_sees_at_once_who_asks_for_a_seat_and_who_sits_where(tmp_path):
    build_web.build()
    with WebTable(deal("trappe", 3, 4), bot_s=0.0) as web:
        phones = [phone(tmp_path / ("p%d" % i)) for i in range(3)]
        try:
            for browser in phones:
                browser.get(web.url + "/")
                wait_for(lambda b=browser: len(seat_buttons(b)) == 3, "three seats offered")
            type_name(phones[0], "Kari")
            ask(phones[0], 0)
            assert seat_buttons(phones[0]) == ["Stop asking"]  # one seat asked for at a time
            assert not phones[0].find_element(By.ID, "mine").is_displayed()  # no hand before the board's press
            for browser in phones[1:]:  # no reload, no tap: the board's event tells them
                until_text(browser, "seat-list", "Kari asks for it")
            type_code(phones[0], web)  # the board's consent: Kari's code typed on it
            until_text(phones[0], "me", "You are Kari")
            offered = ["Ask for seat 1 \u00b7 held by Kari", "Ask for seat 2", "Ask for seat 3"]
            for browser in phones[1:]:
                wait_for(lambda b=browser: seat_buttons(b) == offered, "seat 1 held by Kari")
            type_name(phones[1], "Ola")
            ask(phones[1], 2)
            tap(phones[1], By.XPATH, "//button[text()='Stop asking']", what="Stop asking")
            wait_for(lambda: seat_buttons(phones[2]) == offered, "the ask withdrawn")
            assert web.call(lambda: web.table.asking) == 0
        finally:
            for browser in phones:
                browser.quit()


def test_a_name_of_markup_is_refused_and_a_name_reaches_the_other_phones_as_text(tmp_path):
    build_web.build()
    with WebTable(deal("sequence", 2, 8), bot_s=0.0) as web:
        phones = [phone(tmp_path / "a"), phone(tmp_path / "b")]
        try:
            for browser in phones:
                browser.get(web.url + "/")
                wait_for(lambda b=browser: len(seat_buttons(b)) == 2, "the seats")
            mallory, other = phones
            type_name(mallory, HOSTILE)
            tap(mallory, By.XPATH, "//button[text()='Ask for seat 1']", what="the seat button")
            until_text(mallory, "message", "the name holds U+003C")  # the board's own reason
            assert web.call(lambda: web.table.asking) == 0  # nothing asked
            for browser in phones:
                assert browser.execute_script("return typeof window.X") == "undefined"  # nothing ran
                assert shown(browser, "img", "src") == []  # and no element was made of it
            mallory.find_element(By.ID, "name").clear()
            type_name(mallory, KEPT)
            ask(mallory, 0)
            type_code(mallory, web)  # the board's consent: the code typed on it
            until_text(mallory, "me", KEPT)
            until_text(other, "seat-list", KEPT)  # the other phone shows it, as the characters typed
            turn = web.call(lambda: web.table.game.turn)
            if turn == 0:
                until_text(other, "status", KEPT + " to play")
            # kept: a reload finds the name in the field and the seat still named
            mallory.refresh()
            wait_for(lambda: mallory.find_element(By.ID, "name").get_attribute("value") == KEPT, "the kept name")
            until_text(mallory, "me", KEPT)
            # renamed on one phone, the other learns it at once
            field = mallory.find_element(By.ID, "name")
            field.clear()
            field.send_keys("Mallory\n")
            until_text(other, "seat-list", "Mallory")
            # too long: the board's own words, and the seat keeps its name
            field = mallory.find_element(By.ID, "name")
            field.clear()
            mallory.execute_script("document.getElementById('name').removeAttribute('maxlength')")
            field.send_keys("M" * 25 + "\n")
            until_text(mallory, "message", "at most 24")
            assert "Mallory" in text_of(other, "seat-list")
        finally:
            for browser in phones:
                browser.quit()


def test_a_phone_buzzes_when_its_turn_comes(tmp_path):
    build_web.build()
    with WebTable(deal("trappe", 2, 6), bot_s=0.0) as web:
        phones = [phone(tmp_path / "a"), phone(tmp_path / "b")]
        try:
            for seat, browser in enumerate(phones):
                browser.get(web.url + "/")
                # headless Chromium has no vibration motor: count the page's calls instead
                browser.execute_script("window.buzzed = 0; navigator.vibrate = () => ++window.buzzed > 0")
                ask(browser, seat)
            for browser in phones:
                type_code(browser, web)  # the board's consent: each phone's code typed on it
            turn = web.call(lambda: web.table.game.turn)
            waiting = phones[1 - turn]
            until_text(phones[turn], "status", "Your turn")
            assert waiting.execute_script("return window.buzzed") == 0
            tap(phones[turn], By.XPATH, "//button[text()='Draw']", what="Draw")
            until_text(waiting, "status", "Your turn")
            wait_for(lambda: waiting.execute_script("return window.buzzed") == 1, "one buzz")
            until_text(waiting, "last", "drew a card")
        finally:
            for browser in phones:
                browser.quit()


def test_a_long_name_beside_a_cabo_row_keeps_its_cards_on_one_line(tmp_path):
    build_web.build()
    with WebTable(deal("cabo", 2, 7), bot_s=0.0) as web:
        phones = [phone(tmp_path / "a"), phone(tmp_path / "b")]
        try:
            long_name = "Bartholomew Longbottom X"  # 24 characters, the longest a name may be
            phones[0].get(web.url + "/")
            type_name(phones[0], long_name)
            ask(phones[0], 0)
            phones[1].get(web.url + "/")
            ask(phones[1], 1)
            for browser in phones:
                type_code(browser, web)  # the board's consent: each phone's code typed on it
            wait_for(lambda: long_name[:8] in text_of(phones[1], "table"), "the long name beside its row")
            script = "return Array.from(document.querySelectorAll('#table [data-seat] .card')).map(c => c.offsetTop)"

            def one_line():  # read in one step: the page redraws as the board's news comes
                tops = phones[1].execute_script(script)
                return len(tops) == 4 and len(set(tops)) == 1

            wait_for(one_line, "seat 1's four cards on one line at 390 px wide", timeout=5)
        finally:
            for browser in phones:
                browser.quit()
