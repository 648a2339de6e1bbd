# Test helpers for the web side: a table served on 127.0.0.1, an HTTP client on real sockets,
# and the cards each seat must not see, rendered as the server's JSON would hold them.
import http.client
import json
import os
import random
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [
    os.path.join(ROOT, "tools", "sim"),
    os.path.join(ROOT, "tools"),
    os.path.join(ROOT, "firmware"),
    os.path.join(ROOT, "host_tests", "pure"),
]

from webtable import WebTable, deal  # noqa: E402

from helpers import to_json  # noqa: E402  (the pure suites' helpers: the server's JSON, as a value)


def serve(name, players, seed, bots=0, **options):
    """A started WebTable with a new game (use as a context manager to stop it)."""
    options.setdefault("tick_s", 0.001)
    return WebTable(deal(name, players, seed, bots), **options).start()


class Reply:
    def __init__(self, status, raw, headers):
        self.status = status
        self.raw = raw
        self.headers = headers
        try:
            self.data = json.loads(raw)
        except ValueError:
            self.data = None

    def __repr__(self):
        return "<%d %r>" % (self.status, self.raw[:200])


def request(web, method, path, body=None, token=None, headers=None, timeout=10):
    """One request on a fresh connection; body a dict (sent as JSON) or bytes."""
    conn = http.client.HTTPConnection("127.0.0.1", web.port, timeout=timeout)
    sent = dict(headers or {})
    if token is not None:
        sent["X-Seat-Token"] = token
    if isinstance(body, dict):
        body = json.dumps(body).encode()
    if body is not None:
        sent.setdefault("Content-Type", "application/json")
    try:
        conn.request(method, path, body=body, headers=sent)
        response = conn.getresponse()
        return Reply(response.status, response.read(), dict(response.getheaders()))
    finally:
        conn.close()


def with_host(web, data):
    """Raw request bytes with the Host header a browser sends the board, after the first line."""
    line, crlf, rest = data.partition(b"\r\n")
    return line + crlf + b"Host: 127.0.0.1:%d\r\n" % web.port + rest if crlf else data


def read_to_close(sock, seconds=2.0):
    """(what sock received, True if the board closed it) within seconds of quiet."""
    import socket

    answer = b""
    sock.settimeout(seconds)
    try:
        while True:
            chunk = sock.recv(4096)
            if not chunk:
                return answer, True
            answer += chunk
    except socket.timeout:
        return answer, False


def claim(web, seat, name=None):
    """A phone asks for seat and the board consents (the code the phone was sent, typed on the
    board): the seat's token."""
    reply = ask(web, seat, name)
    assert reply.status == 202 and reply.data["asking"] is True, reply
    assert board(web, "seat", reply.data["code"]) == "seated the phone with that code at seat %d" % (seat + 1)
    return reply.data["token"]


def ask(web, seat, name=None, headers=None):
    """A phone asks for seat: the reply (202: its token and the code the board waits for)."""
    body = {"seat": seat} if name is None else {"seat": seat, "name": name}
    return request(web, "POST", "/api/claim", body, headers=headers)


def board(web, *words):
    """One of the board's actions on the seat-phones page, as webtable's standard input takes it
    (`seat 34 57 81`, `move ...`, `refuse`, `free 2`, `free all`): what it did, in words."""
    from webtable import board_action

    return board_action(web, " ".join(str(w) for w in _flat(words)))


def _flat(words):
    for word in words:
        if isinstance(word, (list, tuple)):
            yield from word
        else:
            yield word


def compact(value):
    return json.dumps(value, separators=(",", ":"))


def hidden_needles(web, seat):
    """Strings that must not appear in a body meant for seat (None: the public table):
    every other seat's hand and every card seat has not seen, as JSON lists of card ints."""

    def collect():
        table = web.table
        game = table.game
        needles = set()
        own = None
        if seat is not None and "hand" in game.view(seat):
            own = to_json(game.view(seat)["hand"])
        for other in range(game.players):
            if other == seat:
                continue
            view = game.view(other)
            if "hand" in view:
                hand = to_json(view["hand"])
                if hand != own:
                    needles.add('"hand":' + compact(hand))
                if len(hand) >= 3:
                    needles.add(compact(hand))
        if table.name == "cabo":
            n = game.players
            for other in range(n):
                row = list(game.rows[other * 4 : other * 4 + 4])
                known = game.know[seat * n + other] if seat is not None else game.table_knows(other)
                if any(card != 255 and not known >> i & 1 for i, card in enumerate(row)):
                    needles.add(compact(row))
        if table.name == "kabal":
            for i, col in enumerate(game.cols):
                if game.down[i] >= 2:
                    needles.add(compact(list(col[: game.down[i]])))
            if len(game.stock) >= 3:
                needles.add(compact(list(game.stock)))
        return needles

    return web.call(collect)


def assert_no_leak(web, reply, seat):
    """Nothing in reply's body that seat may not see (its hand only if it is seat's own)."""
    if reply.data is None:
        return
    body = compact(reply.data)
    for needle in hidden_needles(web, seat):
        assert needle not in body, "a hidden card list %s leaked to seat %r: %s" % (needle, seat, body[:300])


def state(web):
    """(game bytes, version): what must not move when a request is refused."""
    return web.call(lambda: (web.table.game.to_bytes(), web.table.version))


def play_to_end(web, tokens, seed, check_seat=None, limit=3000):
    """Phones play their seats (a seeded choice among their moves; kabal follows its hint
    and gives up when stuck)
    until the game is over; bots play theirs on the table's loop. Returns the moves sent."""
    rng = random.Random(seed)
    sent = 0
    for _ in range(limit * 20):
        table = request(web, "GET", "/api/table")
        assert table.status == 200
        assert_no_leak(web, table, None)
        if table.data["over"]:
            return sent
        moved = False
        for seat, token in tokens.items():
            view = request(web, "GET", "/api/view", token=token)
            assert view.status == 200, view
            assert view.data["seat"] == seat
            if check_seat is None or check_seat == seat:
                assert_no_leak(web, view, seat)
            moves = view.data["moves"]
            if not moves:
                continue
            legal = [m for m, _ in moves]
            names = dict((name, m) for m, name in moves)
            hint = view.data["view"].get("hint")
            if "give up" in names and (view.data["view"].get("dead") or sent > 500):
                move = names["give up"]  # 7'er kabal: stuck, the way a player ends it
            elif hint in legal:
                move = hint
            else:
                move = rng.choice(legal)
            reply = request(web, "POST", "/api/move", {"move": move}, token=token)
            if reply.status == 409:  # a bot or another phone moved first: ask again
                continue
            assert reply.status == 200, reply
            sent += 1
            moved = True
            assert sent < limit, "the game did not end"
            break
        if not moved:
            wait_for_change(web, table.data["version"])
    raise AssertionError("the game did not end")


def wait_for_change(web, version, timeout=5.0):
    """Block until the table's version moves past version (bots on the loop)."""
    import time

    end = time.monotonic() + timeout
    while time.monotonic() < end:
        if web.table.version != version:
            return
        time.sleep(0.002)
    raise AssertionError("the table did not change in %.1f s" % timeout)
