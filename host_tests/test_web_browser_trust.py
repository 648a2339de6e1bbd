# What the phones show of the board's consent, in headless Chromium against the board's real
# server: the asking phone shows the three cells for the board, and how long a family's seating
# takes; the holder's phone is told at once that another phone asks for its seat and may keep
# it; the phone whose seat the board gave away says so. The board's keys are webtable's lines.
import os
import time

import build_web
from selenium.webdriver.common.by import By
from test_web_browser import SHOTS, _shots, ask, code_shown, phone, sit, tap, text_of, type_name, until_text, wait_for
from webkit import board
from webtable import WebTable, deal

QUICK_S = 3.0  # the page's part of one seating (tap, cells shown, cells typed, hand shown): a player adds the typing


def test_a_phone_is_seated_in_seconds_by_the_cells_it_shows(tmp_path):
    build_web.build()
    with WebTable(deal("cabo", 2, 71), bot_s=0.0) as web:
        browser = phone(tmp_path / "a")
        try:
            browser.get(web.url + "/")
            type_name(browser, "Per")
            started = time.monotonic()
            ask(browser, 1)
            cells = code_shown(browser)
            shown = time.monotonic() - started
            assert len(cells) == 3 and len(set(cells)) == 3 and all(10 <= c < 90 for c in cells)
            label = browser.find_element(By.ID, "code").get_attribute("aria-label")
            assert label.startswith("1: row %d, column %d" % (cells[0] // 10 + 1, cells[0] % 10 + 1)), label
            if _shots():
                browser.save_screenshot(os.path.join(SHOTS, "phone-ask.png"))
            typed = time.monotonic()
            assert board(web, "seat", cells) == "seated the phone with that code at seat 2"
            until_text(browser, "me", "You are Per")
            seated = time.monotonic() - typed
            print(
                "seating in Chromium: the cells shown %.2f s after the tap, the hand %.2f s after the typing"
                % (shown, seated)
            )
            assert shown + seated < QUICK_S, (shown, seated)
        finally:
            browser.quit()


def test_the_holders_phone_is_asked_may_keep_its_seat_and_is_told_when_the_board_gives_it_away(tmp_path):
    build_web.build()
    with WebTable(deal("trappe", 2, 72), bot_s=0.0) as web:
        kari, per = phone(tmp_path / "k"), phone(tmp_path / "p")
        try:
            sit(kari, web, 0, "Kari")
            per.get(web.url + "/")
            type_name(per, "Per")
            tap(per, By.XPATH, "//button[starts-with(., 'Ask for seat 1')]", what="seat 1, held by Kari")
            started = time.monotonic()
            until_text(kari, "asked", "Per asks for your seat")  # Kari's own phone, at once
            told = time.monotonic() - started
            assert told < 2.5, told  # the page asks the board about every second
            if _shots():
                kari.save_screenshot(os.path.join(SHOTS, "phone-asked.png"))
            tap(kari, By.XPATH, "//section[@id='asked']//button[text()='Keep my seat']", what="Keep my seat")
            until_text(per, "message", "the phone holding seat 1 kept it")
            wait_for(lambda: not kari.find_element(By.ID, "asked").is_displayed(), "the ask gone from Kari's phone")
            assert "You are Kari" in text_of(kari, "me")
            # asked again, and this time the table gives the seat away on the board: a second press
            tap(per, By.XPATH, "//button[starts-with(., 'Ask for seat 1')]", what="seat 1 again")
            cells = code_shown(per)
            said = board(web, "seat", cells)
            assert said.startswith("seat 1 is held by a phone"), said  # not without the press on the seat
            assert "You are Kari" in text_of(kari, "me")
            assert board(web, "move", cells) == "seated the phone with that code at seat 1"
            until_text(per, "me", "You are Per")
            until_text(kari, "message", "the board gave seat 1 to another phone")  # said on the phone that lost it
            wait_for(lambda: not kari.find_element(By.ID, "mine").is_displayed(), "Kari's hand gone")
        finally:
            kari.quit()
            per.quit()


def test_the_widest_names_a_board_takes_do_not_widen_a_phones_page(tmp_path):
    build_web.build()
    with WebTable(deal("cabo", 3, 73), bot_s=0.0) as web:
        phones = [phone(tmp_path / str(i)) for i in range(3)]
        try:  # 24 of the widest Latin letter, 12 wide Han characters (24 columns), 24 of a wide Arabic one
            for seat, (browser, name) in enumerate(zip(phones, ("W" * 24, "\u9f98" * 12, "\u0645" * 24))):
                sit(browser, web, seat, name)
            for browser in phones:
                if browser is not phones[1]:  # the others' list of who sits where holds the wide name
                    until_text(browser, "seat-list", "\u9f98" * 12)
                width = browser.execute_script("return document.documentElement.scrollWidth")
                assert width <= 390, width  # the phone's screen: nothing wider, nothing to scroll sideways
        finally:
            for browser in phones:
                browser.quit()
