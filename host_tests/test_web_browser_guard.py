# The table nobody can cheat, in real browsers (headless Chromium) against the board's real web
# server: a page of another site cannot take a seat, a phone gives its seat back with a tap, and
# at a full table every phone that reloads (twice) is live again.
import http.server
import threading
import time

import build_web
from selenium.webdriver.common.by import By
from test_web_browser import ask, phone, sit, tap, text_of, type_code, type_name, until_text, wait_for
from webkit import request
from webtable import WebTable, deal

# Another site's page: a plain-text form (its body reads as JSON) and a no-cors fetch, both to
# the board's claim, neither of which asks the board first. Each says when it has been sent.
_ATTACK = """<!doctype html><html><body>
<iframe id="sink" name="sink"></iframe>
<form id="form" method="POST" enctype="text/plain" target="sink" action="%(board)s/api/claim">
<input name='{"seat": 0, "x": "' value='"}'></form>
<script>
document.getElementById("form").submit();
document.getElementById("sink").onload = () => { document.title += " form-sent"; };
fetch("%(board)s/api/claim", {method: "POST", mode: "no-cors", body: '{"seat": 1}',
  headers: {"Content-Type": "application/json"}}).then(() => { document.title += " fetch-sent"; });
</script></body></html>"""


class _Site(http.server.BaseHTTPRequestHandler):
    page = b""

    def do_GET(self):
        self.send_response(200)
        self.send_header("Content-Type", "text/html")
        self.end_headers()
        self.wfile.write(self.page)

    def log_message(self, *args):
        pass


def _seats(web):
    return [s["who"] for s in request(web, "GET", "/api/table").data["seats"]]


def test_a_page_of_another_site_takes_no_seat(tmp_path):
    build_web.build()
    with WebTable(deal("sequence", 2, 41), bot_s=0.0) as web:
        _Site.page = (_ATTACK % {"board": web.url}).encode()
        site = http.server.HTTPServer(("127.0.0.1", 0), _Site)  # another loopback port: another origin
        threading.Thread(target=site.serve_forever, daemon=True).start()
        browser = phone(tmp_path / "p")
        try:
            browser.get("http://127.0.0.1:%d/" % site.server_address[1])
            wait_for(lambda: "form-sent" in browser.title and "fetch-sent" in browser.title, "both attempts")
            assert _seats(web) == ["board", "board"] and web.call(lambda: web.table.asking) == 0
            sit(browser, web, 0)  # the board's own page still asks for one, and the board seats it
            assert _seats(web) == ["phone", "board"]
        finally:
            browser.quit()
            site.shutdown()


def test_a_phone_leaves_its_seat_with_a_tap_and_another_phone_takes_it_only_once_the_board_consents(tmp_path):
    build_web.build()
    with WebTable(deal("cabo", 2, 42), bot_s=0.0) as web:
        first, second = phone(tmp_path / "a"), phone(tmp_path / "b")
        try:
            sit(first, web, 1, "Kari")
            second.get(web.url + "/")
            until_text(second, "seats", "held by Kari")  # every phone sees who sits where
            first.execute_script("window.confirm = () => true")  # the player says yes to leaving
            tap(first, By.ID, "leave", what="Leave this seat")
            until_text(second, "seats", "Kari left")  # the seat is the board's again, and the table sees it
            assert not first.find_element(By.ID, "mine").is_displayed()
            type_name(second, "Ola")
            ask(second, 1)
            until_text(first, "seats", "Ola asks for it")  # every phone sees who asks
            time.sleep(0.5)
            assert not second.find_element(By.ID, "mine").is_displayed()  # no hand before the board's press
            assert "hand" not in (second.execute_script("return JSON.stringify(state.mine)") or "")
            type_code(second, web)  # the board's seat-phones page: the cells Ola's phone shows
            wait_for(lambda: "You are Ola" in text_of(second, "me"), "the seat, once the board consents")
            assert _seats(web) == ["board", "phone"]
        finally:
            first.quit()
            second.quit()


def test_at_a_full_table_every_phone_that_reloads_twice_is_live_again(tmp_path):
    build_web.build()
    players = 12
    with WebTable(deal("sequence", players, 43), bot_s=0.0) as web:
        phones = []
        try:
            for seat in range(players):
                phones.append(phone(tmp_path / ("p%d" % seat)))
                sit(phones[-1], web, seat)
            for _ in range(2):
                for browser in phones:
                    browser.refresh()
                for browser in phones:
                    wait_for(lambda b=browser: b.execute_script("return state.mine !== null"), "a reloaded page")
            version = web.call(lambda: web.table.version)
            web.call(lambda: web.table.play(web.table.game.turn, web.table.game.legal_moves()[0]))  # the board's keys
            for seat, browser in enumerate(phones):
                wait_for(
                    lambda b=browser: b.execute_script("return state.table.version") > version,
                    "phone %d to hear of the move" % (seat + 1),
                    timeout=30,
                )
        finally:
            for browser in phones:
                browser.quit()
