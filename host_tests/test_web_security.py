# The web side under attack, over real sockets on 127.0.0.1: every bad request gets a clear
# refusal, nothing in the game changes, no body holds a card its reader may not see, and the
# board's loop keeps ticking through a flood.
import json
import socket
import threading
import time

from webkit import assert_no_leak, claim, compact, hidden_needles, read_to_close, request, serve, state, with_host

import lysbord.web.server as web_server


def _refused(web, reply, status, seat=None):
    assert reply.status == status, reply
    assert isinstance(reply.data, dict) and reply.data.get("error"), reply
    # a refusal carries nothing else (but why a seat went, and the code and arguments a phone says it by)
    assert set(reply.data) - {"gone", "code", "args"} == {"error"}, reply
    assert "args" not in reply.data or "code" in reply.data, reply
    for key, value in reply.data.get("args", {}).items():  # seat numbers, counts, names every phone sees
        assert key in {"seat", "turn", "n", "name", "holds", "players", "held", "char"}, reply
        assert type(value) in (int, bool) or (key in ("name", "held", "char") and isinstance(value, str)), reply
    assert_no_leak(web, reply, seat)


def _raw(web, data, timeout=10):
    """Bytes sent as they are on one connection (with the board's Host); the whole answer."""
    sock = socket.create_connection(("127.0.0.1", web.port), timeout=timeout)
    try:
        sock.sendall(with_host(web, data))
        chunks = []
        while True:
            chunk = sock.recv(4096)
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
    finally:
        sock.close()


def _status_and_body(answer):
    head, _, body = answer.partition(b"\r\n\r\n")
    return int(head.split(b" ")[1]), json.loads(body)


def _table(name, players, seed, bots=0):
    web = serve(name, players, seed, bots=bots)
    tokens = {seat: claim(web, seat) for seat in range(players) if not bots >> seat & 1}
    return web, tokens


def _mover_and_other(web, tokens):
    turn = request(web, "GET", "/api/table").data["turn"]
    others = [s for s in tokens if s != turn]
    return turn, others[0]


def test_no_token_and_wrong_tokens_are_401_and_change_nothing():
    for name in ("sequence", "cabo"):
        web, tokens = _table(name, 3, 21, bots=0b100)
        with web:
            before = state(web)
            turn, _ = _mover_and_other(web, tokens)
            move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
            good = tokens[turn]
            wrong = [
                "",
                "0" * 32,
                "f" * 32,
                good[:-1],
                good + "0",
                good.upper(),
                good[::-1],
                "%032x" % (int(good, 16) ^ 1),
                "zz" * 16,
                good + ", " + good,
            ]
            for reply in (request(web, "GET", "/api/view"), request(web, "POST", "/api/move", {"move": move})):
                _refused(web, reply, 401)
            for token in wrong:
                _refused(web, request(web, "GET", "/api/view", token=token), 401)
                _refused(web, request(web, "POST", "/api/move", {"move": move}, token=token), 401)
            # the token in the wrong place: a cookie, the query string, the body
            for reply in (
                request(web, "GET", "/api/view", headers={"Cookie": "X-Seat-Token=" + good}),
                request(web, "GET", "/api/view?token=" + good),
                request(web, "POST", "/api/move", {"move": move, "token": good}),
            ):
                _refused(web, reply, 401)
            assert state(web) == before


def test_another_seats_token_plays_and_sees_only_its_own_seat():
    for name in ("sequence", "cabo"):
        web, tokens = _table(name, 3, 22, bots=0b100)
        with web:
            turn, other = _mover_and_other(web, tokens)
            move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
            before = state(web)
            _refused(web, request(web, "POST", "/api/move", {"move": move}, token=tokens[other]), 409, other)
            forged = {"move": move, "seat": turn}  # a seat number in the body is not a token
            _refused(web, request(web, "POST", "/api/move", forged, token=tokens[other]), 409, other)
            _refused(web, request(web, "POST", "/api/move", forged), 401)
            assert state(web) == before
            view = request(web, "GET", "/api/view?seat=%d" % turn, token=tokens[other])
            assert view.status == 200 and view.data["seat"] == other and view.data["moves"] == []
            assert_no_leak(web, view, other)


def test_a_released_seats_token_is_refused_everywhere():
    web, tokens = _table("cabo", 2, 23)
    with web:
        turn, _ = _mover_and_other(web, tokens)
        move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
        web.call(web.table.free_seats)
        before = state(web)
        for token in tokens.values():
            _refused(web, request(web, "GET", "/api/view", token=token), 401)
            _refused(web, request(web, "POST", "/api/move", {"move": move}, token=token), 401)
        assert state(web) == before
        table = request(web, "GET", "/api/table").data
        assert [s["who"] for s in table["seats"]] == ["board", "board"]


def test_forged_seat_numbers_in_a_claim_are_refused():
    web, tokens = _table("sequence", 3, 24, bots=0b100)
    with web:
        before = state(web)
        for seat, status in ((-1, 400), (3, 400), (12, 400), ("1", 400), (True, 400), (1.0, 400), (None, 400)):
            _refused(web, request(web, "POST", "/api/claim", {"seat": seat}), status)
        _refused(web, request(web, "POST", "/api/claim", {"seat": 2}), 409)  # the bot's
        assert state(web) == before
        asked = request(web, "POST", "/api/claim", {"seat": 0})  # held: another phone may only ask
        assert asked.status == 202 and set(asked.data) == {"seat", "token", "name", "asking", "code", "note"}
        assert_no_leak(web, asked, None)
        waiting = request(web, "GET", "/api/view", token=asked.data["token"])
        assert waiting.status == 202 and set(waiting.data) == {"asking", "code", "note"}
        _refused(web, request(web, "POST", "/api/move", {"move": 0}, token=asked.data["token"]), 403)
        assert request(web, "GET", "/api/view", token=tokens[0]).data["seat"] == 0  # still seat 0's


def test_oversized_and_malformed_requests_are_refused():
    web, tokens = _table("sequence", 2, 25)
    with web:
        before = state(web)
        token = tokens[0]
        _refused(web, request(web, "POST", "/api/claim", b'{"seat": 0' + b" " * 600 + b"}"), 413)
        _refused(web, request(web, "POST", "/api/move", b'{"move": 1' + b" " * 600 + b"}", token=token), 413)
        for body in (b"{", b"move=1", b"[1]", b"\xff\xfe\x00", b"null", b'{"move": 1e400}'):
            _refused(web, request(web, "POST", "/api/move", body, token=token), 400, 0)
            _refused(web, request(web, "POST", "/api/claim", body), 400)
        _refused(web, request(web, "GET", "/api/move", token=token), 405)
        _refused(web, request(web, "DELETE", "/api/table"), 405)
        _refused(web, request(web, "GET", "/api/" + "x" * 600), 404)
        # what a browser would never send, written to the socket as it is
        for raw in (
            b"GARBAGE\r\n\r\n",
            b"GET /api/table HTTP/1.1\r\nX-Long: " + b"a" * 3000 + b"\r\n\r\n",
            b"POST /api/claim HTTP/1.1\r\nContent-Length: lots\r\n\r\n{}",
            b"POST /api/claim HTTP/1.1\r\nContent-Length: 1000000000\r\n\r\n{",
            b"GET /api/view HTTP/1.1\r\nNo colon here\r\n\r\n",
        ):
            status, body = _status_and_body(_raw(web, raw))
            assert status in (400, 413, 431) and body["error"], raw[:40]
        assert state(web) == before


def test_a_client_that_sends_nothing_is_cut_off_and_others_are_served():
    web, _ = _table("sequence", 2, 26)
    saved = web_server.READ_S
    web_server.READ_S = 0.3
    try:
        with web:
            idle = [socket.create_connection(("127.0.0.1", web.port), timeout=10) for _ in range(5)]
            assert request(web, "GET", "/api/table").status == 200  # served while they idle
            for sock in idle:
                answer = sock.recv(4096)
                assert answer.startswith(b"HTTP/1.0 408"), answer
                sock.close()
    finally:
        web_server.READ_S = saved


def test_a_flood_is_refused_quickly_nothing_changes_nothing_leaks_and_the_board_loop_ticks():
    web, tokens = _table("cabo", 3, 27, bots=0)  # no bots: only a phone could change the game
    with web:
        before = state(web)
        turn, other = _mover_and_other(web, tokens)
        move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
        needles = {seat: hidden_needles(web, seat) for seat in (None, other)}
        bad = [
            ("GET", "/api/view", None, None, 401, None),
            ("GET", "/api/view", None, "0" * 32, 401, None),
            ("POST", "/api/move", {"move": move}, None, 401, None),
            ("POST", "/api/move", {"move": move}, tokens[other], 409, other),
            ("POST", "/api/move", b"{" * 600, tokens[other], 413, other),
            ("POST", "/api/claim", {"seat": 0, "name": "you"}, None, 400, None),
            ("POST", "/api/claim", {"seat": 9}, None, 400, None),
            ("GET", "/api/view", None, tokens[other], 200, other),
            ("GET", "/api/table", None, None, 200, None),
        ]
        per_thread, threads_n = 60, 6
        failures = []
        ticks_before = web.ticks
        web.longest_gap = 0.0

        def hammer(offset):
            for i in range(per_thread):
                method, path, body, token, status, seat = bad[(i + offset) % len(bad)]
                reply = request(web, method, path, body, token=token)
                text = compact(reply.data) if reply.data is not None else ""
                if reply.status != status or any(n in text for n in needles[seat]):
                    failures.append((path, reply))

        started = time.monotonic()
        threads = [threading.Thread(target=hammer, args=(k,)) for k in range(threads_n)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join(60)
        took = time.monotonic() - started
        assert not failures, failures[:3]
        assert took < 60, "%d requests took %.1f s" % (per_thread * threads_n, took)
        assert state(web) == before
        assert web.ticks - ticks_before >= 20, "the board loop stalled during the flood"
        assert web.longest_gap < 1.0, "the board loop waited %.3f s between two ticks" % web.longest_gap
        assert request(web, "POST", "/api/move", {"move": move}, token=tokens[turn]).status == 200  # still playable


def test_event_streams_past_the_one_held_are_answered_at_once_and_closed():
    web, tokens = _table("sequence", 2, 28)
    with web:
        streams = []
        try:
            for _ in range(12):
                sock = socket.create_connection(("127.0.0.1", web.port), timeout=10)
                sock.sendall(with_host(web, b"GET /api/events HTTP/1.1\r\n\r\n"))
                streams.append(sock)
            ended = 0
            for sock in streams:
                answer, closed = read_to_close(sock)
                ended += closed
                assert answer.startswith(b"HTTP/1.0 200") and b"data: " in answer, answer
            assert ended == 12 - web_server.HELD  # a short request each: no connection held
            assert request(web, "GET", "/api/view", token=tokens[0]).status == 200
        finally:
            for sock in streams:
                sock.close()


def test_a_page_from_another_site_is_not_allowed_to_send_a_seat_token():
    web, _ = _table("sequence", 2, 29)
    with web:
        asked = {
            "Origin": "http://elsewhere.example",
            "Access-Control-Request-Method": "POST",
            "Access-Control-Request-Headers": "x-seat-token, content-type",
        }
        for path in ("/api/move", "/api/view", "/api/claim"):
            reply = request(web, "OPTIONS", path, headers=asked)
            assert not any(h.lower().startswith("access-control-allow") for h in reply.headers), reply.headers
