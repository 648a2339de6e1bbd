# Only the board's own page may act, within limits a Pico W can afford, over real sockets on
# 127.0.0.1: a request for another host name, a change in another content type, a request too
# large or too slow are refused and change nothing; a phone can give its seat back; strangers'
# event streams shut no phone out.
import json
import socket
import time

from webkit import claim, read_to_close, request, serve, state, with_host

import lysbord.web.server as web_server


def _answer(web, data, timeout=10):
    """Bytes sent on one connection (with the board's Host); the status and the socket."""
    sock = socket.create_connection(("127.0.0.1", web.port), timeout=timeout)
    sock.sendall(with_host(web, data))
    return int(sock.recv(4096).split(b" ")[1]), sock


def _seats(web):
    return [s["who"] for s in request(web, "GET", "/api/table").data["seats"]]


def test_a_request_for_another_host_name_is_refused_and_changes_nothing():
    # DNS rebinding: a page of evil.example whose name now points at the board is not the
    # board's own page, and its requests say so in their Host header
    with serve("cabo", 2, 31) as web:
        token = claim(web, 0)
        before = state(web)
        for host in ("evil.example", "evil.example:%d" % web.port, "127.0.0.1:1", "lysbord.local.evil.example"):
            for method, path, body, seat_token in (
                ("GET", "/api/table", None, None),
                ("GET", "/api/view", None, token),
                ("POST", "/api/claim", {"seat": 1}, None),
                ("GET", "/", None, None),
            ):
                reply = request(web, method, path, body, token=seat_token, headers={"Host": host})
                assert reply.status == 421, (host, path, reply)
                assert set(reply.data) == {"error"} and "address" in reply.data["error"]
        assert state(web) == before and _seats(web) == ["phone", "board"]
        for host in ("127.0.0.1:%d" % web.port, "localhost:%d" % web.port):  # the server's own
            assert request(web, "GET", "/api/table", headers={"Host": host}).status == 200


def test_a_request_with_no_host_header_is_refused():
    with serve("sequence", 2, 32) as web:
        sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
        sock.sendall(b"GET /api/table HTTP/1.0\r\n\r\n")
        assert sock.recv(4096).startswith(b"HTTP/1.0 421")
        sock.close()


def test_a_change_in_any_type_but_json_is_refused_and_changes_nothing():
    # a form or a no-cors fetch of another site can send these types without asking the board
    with serve("cabo", 2, 33) as web:
        token = claim(web, 0)
        move = request(web, "GET", "/api/view", token=token).data["moves"] or [[0]]
        before = state(web)
        for path, body, seat_token in (
            ("/api/claim", b'{"seat": 1}', None),
            ("/api/move", b'{"move": %d}' % move[0][0], token),
            ("/api/leave", b"{}", token),
            ("/api/setup", b'{"game": "kabal"}', None),
        ):
            for kind in ("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"):
                reply = request(web, "POST", path, body, token=seat_token, headers={"Content-Type": kind})
                assert reply.status == 415, (kind, path, reply)
                assert "application/json" in reply.data["error"]
            head = b"POST %s HTTP/1.1\r\nX-Seat-Token: %s\r\nContent-Length: %d\r\n\r\n"  # no type at all
            status, sock = _answer(web, head % (path.encode(), (seat_token or "").encode(), len(body)) + body)
            assert status == 415, path
            sock.close()
        assert state(web) == before and _seats(web) == ["phone", "board"]


def test_a_phone_gives_its_seat_back_and_every_phone_hears_of_it():
    with serve("sequence", 2, 34) as web:
        events = _Events(web)
        first = events.next()
        token = claim(web, 1)
        taken = events.next()
        assert taken != first and _seats(web) == ["board", "phone"]  # a seat taken is news to the others
        before = state(web)
        reply = request(web, "POST", "/api/leave", {}, token=token)
        assert reply.status == 200 and reply.data == {"seat": 1, "left": True}
        assert events.next() != taken and _seats(web) == ["board", "left"]
        assert state(web)[0] == before[0]  # the game itself did not change
        for path, body in (("/api/view", None), ("/api/move", {"move": 0}), ("/api/leave", {})):
            refused = request(web, "POST" if body is not None else "GET", path, body, token=token)
            assert refused.status == 401, (path, refused)
        assert request(web, "POST", "/api/leave", {}).status == 401  # no token: nothing to give back
        assert claim(web, 1) != token  # the seat is the next phone's once the board consents
        events.close()


class _Events:
    """One phone's event stream: next() is its next `data:` line. A stream the board answered and
    closed (all but the one it holds) is asked again, as the phone's browser does."""

    def __init__(self, web):
        self.web = web
        self.buffer = b""
        self._open()

    def _open(self):
        self.sock = socket.create_connection(("127.0.0.1", self.web.port), timeout=10)
        self.sock.sendall(with_host(self.web, b"GET /api/events HTTP/1.1\r\n\r\n"))

    def next(self):
        while b"data: " not in self.buffer or b"\n\n" not in self.buffer.split(b"data: ", 1)[1]:
            chunk = self.sock.recv(4096)
            if not chunk:  # closed by the board: the browser asks again after retry
                self.sock.close()
                self.buffer = b""
                self._open()
                continue
            self.buffer += chunk
        before, after = self.buffer.split(b"data: ", 1)
        line, self.buffer = after.split(b"\n\n", 1)
        return line

    def close(self):
        self.sock.close()


def _stream(web, path="/api/events"):
    """A stream opened and left as it is: (its socket, the first answer)."""
    sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
    sock.sendall(with_host(web, b"GET %s HTTP/1.1\r\n\r\n" % path.encode()))
    answer = b""
    while b"data: " not in answer or not answer.endswith(b"\n\n"):
        chunk = sock.recv(4096)
        if not chunk:
            break
        answer += chunk
    return sock, answer


def test_strangers_idle_streams_lock_no_phone_out():
    # 14 streams with made-up phone ids, held open and never read: the board holds one of them
    # (HELD) and answers every other at once and closes it; a seated phone hears every change
    with serve("trappe", 2, 35) as web:
        token = claim(web, 0)
        strangers = [_stream(web, "/api/events?phone=stranger%02dabcdef" % i) for i in range(14)]
        for _, answer in strangers:
            assert answer.startswith(b"HTTP/1.0 200") and b"\nretry: " in answer
        mine = _Events(web)
        first = json.loads(mine.next())
        turn = web.call(lambda: web.table.game.turn)
        if turn != 0:
            web.call(lambda: web.table.play(turn, web.table.game.legal_moves()[0]))  # the other player
        view = request(web, "GET", "/api/view", token=token).data
        assert request(web, "POST", "/api/move", {"move": view["moves"][0][0]}, token=token).status == 200
        heard = json.loads(mine.next())
        while heard["version"] < web.table.version:
            heard = json.loads(mine.next())
        assert heard["version"] > first["version"]
        mine.close()
        for sock, _ in strangers:
            sock.close()


def test_strangers_idle_connections_and_forged_asks_leave_a_seated_phones_asks_working():
    # the page's own way of hearing a change (its view "since" the table it shows) beside 14
    # strangers: connections opened and left half-asked, and asks with made-up tokens
    with serve("trappe", 2, 36) as web:
        token = claim(web, 0)
        idle = [socket.create_connection(("127.0.0.1", web.port), timeout=10) for _ in range(14)]
        for sock in idle:
            sock.sendall(with_host(web, b"GET /api/view?table=1 HTTP/1.1\r\n"))  # and nothing more
        shown = request(web, "GET", "/api/view?table=1", token=token).data["table"]
        since = "since=%d:%d" % (shown["version"], shown["epoch"])
        for i in range(14):
            forged = request(web, "GET", "/api/view?table=1&" + since, token="%032x" % i)
            assert forged.status == 204  # the public version only: no seat, no hand
            assert request(web, "GET", "/api/view?table=1", token="%032x" % i).status == 401
        assert request(web, "GET", "/api/view?table=1&" + since, token=token).status == 204
        turn = web.call(lambda: web.table.game.turn)
        if turn != 0:
            web.call(lambda: web.table.play(turn, web.table.game.legal_moves()[0]))  # the other player
        view = request(web, "GET", "/api/view", token=token).data
        assert request(web, "POST", "/api/move", {"move": view["moves"][0][0]}, token=token).status == 200
        heard = request(web, "GET", "/api/view?table=1&" + since, token=token)
        assert heard.status == 200 and heard.data["table"]["version"] > shown["version"]
        for sock in idle:
            sock.close()


def test_streams_opened_all_at_once_are_all_answered_and_only_one_is_held(monkeypatch):
    # on a board that holds one stream open (a stock Pico W holds none): the count and the
    # stream joining it have no wait between them, so 30 opened at once hold exactly one
    monkeypatch.setattr(web_server, "HELD", 1)
    with serve("sequence", 2, 38) as web:
        opened = [socket.create_connection(("127.0.0.1", web.port), timeout=10) for _ in range(30)]
        for sock in opened:
            sock.sendall(with_host(web, b"GET /api/events HTTP/1.1\r\n\r\n"))
        closed = 0
        for sock in opened:
            answer, ended = read_to_close(sock)
            closed += ended
            assert answer.startswith(b"HTTP/1.0 200") and b"data: " in answer
        assert closed == 29
        for sock in opened:
            sock.close()


def test_too_many_or_too_large_headers_are_refused():
    with serve("sequence", 2, 36) as web:
        before = state(web)
        lines = b"".join(b"X-Filler-%d: %s\r\n" % (i, b"a" * 1000) for i in range(400))
        status, sock = _answer(web, b"GET /api/table HTTP/1.1\r\n" + lines + b"\r\n")
        assert status == 431
        sock.close()
        many = b"".join(b"X-%d: 1\r\n" % i for i in range(web_server.MAX_LINES))
        status, sock = _answer(web, b"POST /api/claim HTTP/1.1\r\n" + many + b"\r\n")
        assert status == 431
        sock.close()
        large = b"".join(b"X-%d: %s\r\n" % (i, b"b" * 900) for i in range(4))  # each line within 1 KB
        status, sock = _answer(web, b"GET /api/table HTTP/1.1\r\n" + large + b"\r\n")
        assert status == 431
        sock.close()
        assert state(web) == before and _seats(web) == ["board", "board"]
        # what a phone's browser sends is well within: some 20 headers, 1 KB
        browser = b"".join(b"Sec-Header-%d: %s\r\n" % (i, b"c" * 40) for i in range(20))
        status, sock = _answer(web, b"GET /api/table HTTP/1.1\r\n" + browser + b"\r\n")
        assert status == 200
        sock.close()
        # the limits exactly: MAX_LINES lines (the first and the blank one too), MAX_HEAD bytes
        for extra, expected in ((0, 200), (1, 431)):
            first = with_host(web, b"GET /api/table HTTP/1.1\r\n")
            filler = web_server.MAX_LINES - 3
            size = (web_server.MAX_HEAD - len(first) - 2) // filler
            lines = [b"X-%02d: " % i for i in range(filler)]
            lines = [line + b"d" * (size - len(line) - 2) + b"\r\n" for line in lines]
            lines[-1] = lines[-1][:-2] + b"d" * (web_server.MAX_HEAD - len(first) - 2 - size * filler + extra) + b"\r\n"
            request_bytes = first + b"".join(lines) + b"\r\n"
            assert len(request_bytes) == web_server.MAX_HEAD + extra
            sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
            sock.sendall(request_bytes)
            assert int(sock.recv(4096).split(b" ")[1]) == expected, extra
            sock.close()


def test_a_request_that_trickles_in_is_cut_off_at_one_deadline_for_the_whole_request():
    saved = web_server.READ_S
    web_server.READ_S = 1
    try:
        with serve("sequence", 2, 37) as web:
            sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
            sock.sendall(with_host(web, b"GET /api/table HTTP/1.1\r\n"))
            started = time.monotonic()
            sock.settimeout(0.1)
            answer = b""
            while time.monotonic() - started < 4 and not answer:
                try:
                    sock.sendall(b"X-Slow: 1\r\n")  # a line well within each line's old limit
                    answer = sock.recv(4096)
                except socket.timeout:
                    time.sleep(0.2)
                except OSError:
                    break
            took = time.monotonic() - started
            # the status line may come alone: the reason follows in the board's next write
            rest, closed = read_to_close(sock, 2)
            answer += rest
            assert answer.startswith(b"HTTP/1.0 408 Request Timeout"), answer
            assert b"too slowly" in answer and closed
            assert took < 2.0, "the request stayed open %.1f s" % took
            sock.close()
    finally:
        web_server.READ_S = saved


def _exchange(web, data, half_close=False):
    """Bytes sent as they are on one connection; everything the board answers until it closes."""
    sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
    try:
        sock.sendall(data)
        if half_close:
            sock.shutdown(socket.SHUT_WR)
        answer, _ = read_to_close(sock, 5)
        return answer
    finally:
        sock.close()


_PHRASES = {414: b"URI Too Long", 415: b"Unsupported Media Type", 421: b"Misdirected", 431: b"Request Header Fields"}


def _malformed(web):
    host = b"Host: 127.0.0.1:%d\r\n" % web.port
    claim = b'{"seat": 1}'
    # (what is sent, the status, words the reason holds)
    return [
        (b"GARBAGE\r\n\r\n", 400, "malformed"),
        (b"GET /api/table\r\n" + host + b"\r\n", 400, "malformed"),
        (b"GET /api/table HTTP\r\n" + host + b"\r\n", 400, "malformed"),
        (b"GET /api/table?since=%ff HTTP/1.1\r\n" + host + b"\r\n", 400, "UTF-8"),
        (b"GET /api/table?since=%e2%82 HTTP/1.1\r\n" + host + b"\r\n", 400, "UTF-8"),
        (b"GET /api/table?since=%zz HTTP/1.1\r\n" + host + b"\r\n", 400, "hex digits"),
        (b"GET /api/table HTTP/1.1\r\n" + host + b"X-Name: \xff\xfe\r\n\r\n", 400, "UTF-8"),
        (b"GET /api/view HTTP/1.1\r\n" + host + b"No colon here\r\n\r\n", 400, "Name: value"),
        (b"POST /api/claim HTTP/1.1\r\n" + host + b"Content-Length: lots\r\n\r\n{}", 400, "malformed"),
        (b"POST /api/claim HTTP/1.1\r\n" + host + b"Content-Length: -5\r\n\r\n{}", 400, "Content-Length"),
        (b"POST /api/claim HTTP/1.1\r\n" + host + b"Content-Type: application/json\r\n\r\n", 400, ""),
        (b"GET /" + b"a" * 3000 + b" HTTP/1.1\r\n" + host + b"\r\n", 414, "address"),
        (b"GET /api/table HTTP/1.1\r\n" + host + b"Cookie: " + b"c" * 2100 + b"\r\n\r\n", 431, "headers"),
        (b"GET /api/table HTTP/1.1\r\n" + host + b"X-A: 1\r\n" * 40 + b"\r\n", 431, "headers"),
        (b"POST /api/claim HTTP/1.1\r\n" + host + b"Content-Length: 99999\r\n\r\n{", 413, "too large"),
        (b"POST /api/claim HTTP/1.1\r\n" + host + b"Content-Type: text/plain\r\n\r\n", 415, "application/json"),
        (b"GET /api/table HTTP/1.1\r\nHost: evil.example\r\n\r\n", 421, "address"),
        (b"GET /api/nothing HTTP/1.1\r\n" + host + b"\r\n", 404, "not found"),
        (b"DELETE /api/table HTTP/1.1\r\n" + host + b"\r\n", 405, "method"),
        (b"GET /www/..%2fmain.py HTTP/1.1\r\n" + host + b"\r\n", 404, "no such page"),
        (
            b"POST /api/claim HTTP/1.1\r\n"
            + host
            + b"Content-Type: application/json\r\nContent-Length: 50\r\n\r\n"
            + claim,
            400,
            "ended before",
        ),
    ]


def test_no_refused_or_malformed_request_prints_anything_and_each_gets_its_reason(capfd, caplog):
    # the simulator's board is drawn on the terminal the server's process writes to: a traceback
    # there scrolls the board away, and on the Pico it costs the board the time to print it
    with serve("cabo", 2, 38) as web:
        before = state(web)
        for sent, status, words in _malformed(web):
            answer = _exchange(web, sent, half_close=True)
            head, _, body = answer.partition(b"\r\n\r\n")
            assert head.startswith(b"HTTP/1.0 %d " % status), (sent[:60], answer[:200])
            assert head.startswith(b"HTTP/1.0 %d %s" % (status, _PHRASES.get(status, b""))), head
            reason = json.loads(body)["error"]
            assert words in reason, (sent[:60], reason)
        # and those that end before anything is said, or are cut off halfway
        assert _exchange(web, b"", half_close=True) == b""
        sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
        sock.sendall(b"GET /api/table HTTP/1.1\r\nX-Half: ")
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, b"\x01\x00\x00\x00\x00\x00\x00\x00")  # a reset
        sock.close()
        assert request(web, "GET", "/api/table").status == 200  # still serving
        assert state(web) == before
    out, err = capfd.readouterr()
    assert out == "" and err == "", (out + err)[-2000:]
    assert [r.getMessage() for r in caplog.records if r.levelname in ("ERROR", "CRITICAL")] == []


def test_a_media_type_is_read_in_any_case():
    with serve("cabo", 2, 39) as web:
        for seat, kind in enumerate(("APPLICATION/JSON", "Application/Json; Charset=UTF-8")):
            reply = request(web, "POST", "/api/claim", {"seat": seat}, headers={"Content-Type": kind})
            assert reply.status == 202, (kind, reply)
