# `make run` serves the simulated board's own Table over real HTTP on 127.0.0.1: a browser
# asks for a seat, the board's keys seat it (Menu, release phones), it plays, and the board
# shows the move; the board's keys and the phones share the one table (passes of the board loop
# run on the server's loop).
import json
import socket
import urllib.error
import urllib.request

import pytest

pytest.importorskip("lysbord.web.server")  # the web side (firmware/lysbord/web)

import appkit as kit  # noqa: E402
from simweb import SimWeb  # noqa: E402

from lysbord import events  # noqa: E402
from lysbord.ui.board import draw  # noqa: E402


def _free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _request(url, body=None, token=None, status=None):
    data = json.dumps(body).encode() if body is not None else None
    req = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET")
    req.add_header("Content-Type", "application/json")
    if token:
        req.add_header("X-Seat-Token", token)
    try:
        with urllib.request.urlopen(req, timeout=10) as response:
            return json.loads(response.read())
    except urllib.error.HTTPError as refused:
        if refused.code != status:
            raise
        return json.loads(refused.read())


def test_a_browser_plays_a_seat_of_the_simulated_board_and_the_board_shows_it():
    sim = kit.new_board(seed=5)
    web = SimWeb(sim, _free_port()).start()
    try:
        game = kit.start_table_game(sim, "trappe", players=2)  # key presses, passed through the loop
        table = _request(web.url + "api/table")
        assert table["game"] == "trappe" and [s["who"] for s in table["seats"]] == ["board", "board"]
        seat = game.turn
        asked = _request(web.url + "api/claim", {"seat": seat, "name": "Kari"})
        token = asked["token"]
        waiting = _request(web.url + "api/view", token=token)
        assert "seat phones" in waiting["note"] and "view" not in waiting  # the table's consent first
        sim.press(events.MENU)  # on the board: the pause menu, its seat-phones cells blinking
        assert sim.app.table.asking == 1 << seat
        sim.press(draw.RELEASE)  # seat phones: its page, where the table types the phone's cells
        for cell in asked["code"]:
            sim.press(cell)
        sim.press(90)  # back to the pause menu
        sim.press(events.MENU)  # and back to the game
        assert kit.screen(sim) == "TablePlay"
        view = _request(web.url + "api/view", token=token)
        assert view["seat"] == seat
        move = view["moves"][0][0]
        lit_before = [sim.led(c) for c in range(100)]
        after = _request(web.url + "api/move", {"move": move}, token)
        assert after["version"] > view["version"] and game.moves_played() == 1
        sim.advance(100)
        assert [sim.led(c) for c in range(100)] != lit_before  # the board shows the phone's move
        assert sim.fs.files  # and saved it
    finally:
        web.stop()


def test_a_port_in_use_is_named_and_the_board_plays_on_alone(capsys):
    import sim as simtool

    with socket.socket() as other:  # another program already serving on the port
        other.bind(("127.0.0.1", 0))
        other.listen(1)
        port = other.getsockname()[1]
        sim = kit.new_board(seed=5)
        assert simtool.start_web(sim, port) is None
        said = capsys.readouterr().out
        assert "port %d is in use" % port in said and "--port N" in said and "plays on alone" in said
        kit.start_table_game(sim, "trappe", players=2)  # the board's own loop still runs
        assert sim.app.table.name == "trappe"


def _browser_request(port, cookie_bytes):
    """What a desktop browser sends for the page's table, with cookie_bytes of cookies that other
    web apps on 127.0.0.1 left there (cookies are kept by host, whatever the port)."""
    cookies = "; ".join("app%d_session=%s" % (i, "x" * 90) for i in range(cookie_bytes // 100))
    head = (
        "GET /api/table HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nConnection: keep-alive\r\n"
        'sec-ch-ua: "Chromium";v="124", "Google Chrome";v="124", "Not-A.Brand";v="99"\r\n'
        'sec-ch-ua-mobile: ?0\r\nsec-ch-ua-platform: "Linux"\r\n'
        "User-Agent: Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) "
        "Chrome/124.0.0.0 Safari/537.36\r\nAccept: */*\r\nSec-Fetch-Site: same-origin\r\n"
        "Sec-Fetch-Mode: cors\r\nSec-Fetch-Dest: empty\r\nReferer: http://127.0.0.1:%d/\r\n"
        "Accept-Encoding: gzip, deflate, br, zstd\r\nAccept-Language: nb-NO,nb;q=0.9,en;q=0.8\r\n"
        "Cookie: %s\r\n\r\n" % (port, port, cookies)
    )
    with socket.create_connection(("127.0.0.1", port), timeout=10) as sock:
        sock.sendall(head.encode())
        answer = b""
        while True:
            chunk = sock.recv(4096)
            if not chunk:
                break
            answer += chunk
    head_sent = len(head.encode())
    status = int(answer.split(b" ")[1])
    return head_sent, status, json.loads(answer.partition(b"\r\n\r\n")[2])


def test_the_simulators_server_takes_a_desktop_browsers_cookies_and_refuses_more_with_a_reason(capfd):
    sim = kit.new_board(seed=5)
    port = _free_port()
    web = SimWeb(sim, port).start()
    try:
        for cookies in (1200, 6000):  # other local apps' cookies: 2 KB of headers, and 7 KB
            sent, status, reply = _browser_request(port, cookies)
            assert status == 200 and "game" in reply, (sent, status, reply)
        sent, status, reply = _browser_request(port, 20000)
        assert sent > 16384 and status == 431 and "headers" in reply["error"]
    finally:
        web.stop()
    out, err = capfd.readouterr()
    assert "Traceback" not in out + err and "Error" not in out + err, (out + err)[-2000:]
