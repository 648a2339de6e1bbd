# The web protocol without sockets (lysbord.web.api, seats, jsonview): claims, tokens, views, moves.
import json

from helpers import ON_MICROPYTHON, raises, to_json
from lysbord.rng import Rng
from lysbord.table import GAMES, Table, game_module
from lysbord.web.api import Api
from lysbord.web.jsonview import MAX_BODY, pieces
from lysbord.web.seats import Seats


def _urandom(seed):
    rng = Rng(seed)
    return lambda n: bytes(rng.below(256) for _ in range(n))


def _api(name="sequence", players=2, bots=0, seed=5):
    table = Table()
    table.start(name, game_module(name).new_game(players, seed), bots)
    return Api(table, Seats(table, _urandom(seed))), table


def _body(data):
    return json.dumps(data).encode()


def _sent(result):
    """(status, reply) as a phone reads it: the JSON the server writes, read back."""
    status, reply = result
    return status, json.loads("".join(pieces(reply)))


def _claim(api, seat):
    """A phone asks for seat and the board consents (its code typed on the board): its token."""
    status, reply = api.claim(_body({"seat": seat}))
    assert status == 202 and reply["asking"] is True, reply
    api.table.admit(bytes(reply["code"]))
    return reply["token"]


def _illegal(game):
    legal = game.legal_moves()
    bad = 0
    while bad in legal:
        bad += 1
    return bad


def test_json_of_a_view_has_lists_for_bytes_and_tuples_and_survives_a_round_trip():
    written = "".join(pieces({"a": b"\x01\x02", "b": (1, (2, bytearray(b"\x03"))), "c": None}))
    assert json.loads(written) == {"a": [1, 2], "b": [1, [2, [3]]], "c": None}
    for name in GAMES:
        module = game_module(name)
        game = module.new_game(module.PLAYERS[0], 3)
        view = game.view(0)
        back = json.loads("".join(pieces(view)))
        assert set(back) == set(view), name
        if "hand" in view:
            assert back["hand"] == list(view["hand"]), name


def _same_json(text, value):
    """text is the JSON of value: the same text json.dumps gives on CPython; on MicroPython,
    where a dict's keys come in its table's order, the same once read back."""
    if ON_MICROPYTHON:
        return json.loads(text) == to_json(value)
    return text == json.dumps(to_json(value))


def test_json_written_in_pieces_is_the_text_of_the_whole_on_this_interpreter():
    odd = {"a": b"", "b": (), "c": {}, "d": [{"e": '\u00e9\n"', "f": None}, (True, 1.5)], "g": [[]], "h": -7}
    for value in (odd, [], {}, (1, (2, bytearray(b"\x03"))), "x", None):
        assert _same_json("".join(pieces(value)), value), value
    assert "".join(pieces((1, [2, b"\x03"], "\u00e9"))) == json.dumps([1, [2, [3]], "\u00e9"])  # no dict: no order
    assert "".join(pieces({"m": ([n, str(n)] for n in range(3))})) == '{"m": [[0, "0"], [1, "1"], [2, "2"]]}'
    assert "".join(pieces((n for n in ()))) == "[]"
    for name in GAMES:
        module = game_module(name)
        game = module.new_game(module.PLAYERS[-1], 4)
        for _ in range(6):
            if game.over:
                break
            for seat in range(game.players):
                view = game.view(seat)
                assert _same_json("".join(pieces(view)), view), name
            game.play(game.legal_moves()[0])
        parts = list(pieces(game.view(game.turn)))
        assert len(parts) > 3 and max(len(p) for p in parts) < 600, (name, len(parts))


def test_a_view_taken_stays_as_it_was_while_the_game_plays_on():
    # microdot writes a reply's pieces with a wait after each, where the board's loop may play
    # a move: a view must be a copy, never the game's own lists, or a reply would mix two turns
    for name in GAMES:
        module = game_module(name)
        table = Table()
        table.start(name, module.new_game(module.PLAYERS[-1], 8), 0)
        game = table.game
        for _ in range(4 if ON_MICROPYTHON else 12):
            if game.over:
                break
            taken = [game.view(seat) for seat in range(game.players)] + [table.public_view()]
            before = [json.dumps(to_json(view)) for view in taken]
            legal = game.legal_moves()
            table.play(game.turn, legal[len(legal) // 2])
            assert [json.dumps(to_json(view)) for view in taken] == before, name


def test_no_game_the_table_says_so_and_a_claim_is_refused_with_404():
    table = Table()
    api = Api(table, Seats(table, _urandom(1)))
    status, reply = api.table_state()
    assert status == 200 and reply["game"] is None and reply["seats"] == []
    status, reply = api.claim(_body({"seat": 0}))
    assert status == 404 and "no game" in reply["error"]


def test_the_table_shows_who_holds_each_seat_and_no_hand():
    api, table = _api(bots=0b10)
    _claim(api, 0)
    status, reply = _sent(api.table_state())
    assert status == 200
    assert [s["who"] for s in reply["seats"]] == ["phone", "bot"]
    assert reply["players"] == 2 and reply["turn"] == table.game.turn and reply["over"] is False
    assert "hand" not in reply["public"] and "legal" not in reply["public"]
    assert reply["public"]["board"] == list(table.game.view(0)["board"])


def test_a_claim_asks_with_a_128_bit_hex_token_good_once_the_board_consents_and_a_bot_seat_is_409():
    api, table = _api(name="cabo", players=3, bots=0b100)
    status, asked = api.claim(_body({"seat": 1}))
    assert status == 202 and asked["asking"] is True and "seat phones" in asked["note"]
    token = asked["token"]
    assert len(token) == 32 and int(token, 16) >= 0
    status, reply = api.view(token)
    assert status == 202 and reply == {"asking": 1, "code": asked["code"], "note": asked["note"]}
    status, reply = api.move(token, _body({"move": 0}))
    assert status == 403 and "seat phones" in reply["error"]
    assert set(reply) == {"error", "code"} and reply["code"] == "waiting"
    assert table.asking == 0b10
    table.admit(bytes(asked["code"]))  # the board's consent: the phone's code typed on it
    assert table.asking == 0 and table.seats_epoch == 0 and api.view(token)[1]["seat"] == 1
    status, reply = api.claim(_body({"seat": 2}))
    assert status == 409 and "bot" in reply["error"]
    assert _claim(api, 0) != token


def test_a_claim_of_a_seat_that_is_not_there_is_400_naming_the_seats():
    api, _ = _api(players=2)
    for bad in (-1, 2, 99, "0", 1.0, True, None, [0]):
        status, reply = api.claim(_body({"seat": bad}))
        assert status == 400, bad
        assert "seat" in reply["error"] and "0..1" in reply["error"], reply
    status, reply = api.claim(_body({}))
    assert status == 400
    assert [s["who"] for s in api.table_state()[1]["seats"]] == ["board", "board"]


def test_bodies_that_are_too_long_or_not_a_json_object_are_refused():
    api, _ = _api()
    status, reply = api.claim(b"{" + b" " * MAX_BODY + b'"seat": 0}')
    assert status == 413 and str(MAX_BODY) in reply["error"]
    for raw in (b"", b"{", b"seat=0", b"\xff\xfe", b"[0]", b"0", b'"x"', None):
        status, reply = api.claim(raw)
        assert status == 400, raw
        assert "JSON" in reply["error"], reply
    assert [s["who"] for s in api.table_state()[1]["seats"]] == ["board", "board"]


def test_a_view_needs_a_good_token_and_holds_only_that_seats_hand():
    api, table = _api(players=2)
    tokens = [_claim(api, 0), _claim(api, 1)]
    for seat in (0, 1):
        status, reply = _sent(api.view(tokens[seat]))
        assert status == 200 and reply["seat"] == seat and reply["game"] == "sequence"
        assert reply["view"]["hand"] == list(table.game.view(seat)["hand"])
        assert reply["version"] == table.version
    for bad in (None, "", "0" * 32, tokens[0][:-1], tokens[0] + "0", tokens[0].upper(), 12):
        status, reply = api.view(bad)
        assert status == 401, bad
        assert "token" in reply["error"] and "hand" not in reply


def test_only_the_seat_to_move_gets_moves_with_their_names():
    api, table = _api(name="trappe", players=3)
    tokens = [_claim(api, s) for s in range(3)]
    module = game_module("trappe")
    for seat in range(3):
        reply = _sent(api.view(tokens[seat]))[1]
        if seat == table.game.turn:
            legal = table.game.legal_moves()
            assert reply["moves"] == [[m, module.move_name(m)] for m in legal] and legal
        else:
            assert reply["moves"] == []


def test_a_move_by_the_seat_to_move_is_played_and_answered_with_the_new_view():
    api, table = _api(players=2)
    tokens = [_claim(api, 0), _claim(api, 1)]
    game = table.game
    seat = game.turn
    move = game.legal_moves()[0]
    version = table.version
    status, reply = _sent(api.move(tokens[seat], _body({"move": move})))
    assert status == 200, reply
    assert game.moves_played() == 1 and table.version == version + 1
    assert reply["seat"] == seat and reply["version"] == table.version and reply["moves"] == []
    assert api.events() == {"version": table.version, "epoch": table.seats_epoch}


def test_refused_moves_change_nothing_and_say_why():
    api, table = _api(players=2)
    tokens = [_claim(api, 0), _claim(api, 1)]
    game = table.game
    seat = game.turn
    saved, version = game.to_bytes(), table.version
    status, reply = api.move(tokens[1 - seat], _body({"move": game.legal_moves()[0]}))
    assert status == 409 and "turn" in reply["error"]
    status, reply = api.move(tokens[seat], _body({"move": _illegal(game)}))
    assert status == 400 and reply["error"]
    try:
        game.play(_illegal(game))
    except ValueError as exc:
        assert reply["error"] == str(exc)  # the game's own words
    for bad in (-1, 65536, "1", 1.5, None):
        status, reply = api.move(tokens[seat], _body({"move": bad}))
        assert status == 400 and "move" in reply["error"], bad
    status, reply = api.move(None, _body({"move": game.legal_moves()[0]}))
    assert status == 401
    status, reply = api.move(tokens[seat], b"{" * (MAX_BODY + 1))
    assert status == 413
    assert game.to_bytes() == saved and table.version == version


def test_released_seats_lapse_every_token_and_can_be_claimed_again():
    api, table = _api(players=2)
    old = _claim(api, 0)
    table.free_seats()
    assert api.view(old)[0] == 401
    assert api.move(old, _body({"move": table.game.legal_moves()[0]}))[0] == 401
    assert [s["who"] for s in api.table_state()[1]["seats"]] == ["board", "board"]
    new = _claim(api, 0)
    assert new != old and api.view(new)[0] == 200


def test_a_new_game_keeps_each_phone_at_its_seat_while_the_game_has_that_seat():
    api, table = _api(players=2)
    token = _claim(api, 1)
    table.start("cabo", game_module("cabo").new_game(2, 9), 0)
    assert api.view(token)[1]["seat"] == 1  # same table, same people: the phone keeps its seat
    table.start("cabo", game_module("cabo").new_game(2, 9), 0b10)
    assert api.view(token)[0] == 401  # that seat is a bot's now
    table.start("cabo", game_module("cabo").new_game(3, 9), 0)
    assert api.view(token)[1]["seat"] == 1  # more seats: seat 2 is still this phone's
    table.start("kabal", game_module("kabal").new_game(1, 9), 0)
    assert api.view(token)[0] == 401  # a game of one seat has no seat 2
    table.clear()
    assert api.table_state()[1]["game"] is None


def test_tokens_differ_from_seat_to_seat_and_table_to_table():
    seen = set()
    for seed in range(4 if ON_MICROPYTHON else 20):
        api, _ = _api(name="cabo", players=4, seed=seed)
        for seat in range(4):
            seen.add(_claim(api, seat))
    assert len(seen) == (16 if ON_MICROPYTHON else 80)


def test_a_forged_seat_in_the_body_is_ignored_the_token_alone_says_who_moves():
    api, table = _api(players=2)
    game = table.game
    waiting = 1 - game.turn
    token = _claim(api, waiting)
    saved = game.to_bytes()
    status, reply = api.move(token, _body({"move": game.legal_moves()[0], "seat": game.turn}))
    assert status == 409 and "turn" in reply["error"]
    assert game.to_bytes() == saved
    other = api.seats.claim(waiting)  # another phone asks for the seat: it holds nothing yet
    assert api.seats.seat_of(token) == waiting and api.seats.seat_of(other) is None


def test_the_server_and_microdot_import_and_build_the_routes_on_this_interpreter():
    from lysbord.web import server

    _, table = _api()
    app = server.make_app(table, "/www")
    routes = sorted((methods[0], pattern.url_pattern) for methods, pattern, _, _, _ in app.url_map)
    assert routes == [("GET", "/"), ("GET", "/api/<name>"), ("GET", "/www/<name>")]
    assert sorted(server._GET) == ["events", "hint", "table", "view"]
    assert sorted(server._POST) == ["claim", "keep", "leave", "move", "name", "setup"]
    from lysbord.web import pages

    assert pages.file_name_ok("app.js") and pages.file_name_ok("index.html")
    for bad in ("", ".env", "../secret", "a/b", "a\\b", "x" * 65, "%2e%2e"):
        assert not pages.file_name_ok(bad), bad


def _drive(coro):
    """Run a coroutine that never waits on I/O to its end (no event loop needed)."""
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value


class _Writer:
    def __init__(self):
        self.data = b""

    async def awrite(self, data):
        self.data += data

    async def aclose(self):
        pass


def _http(app, method, path, body=b"", token=None, host="127.0.0.1", kind="application/json"):
    """One request as bytes through microdot's own parsing, routing and response writing."""
    from microdot import AsyncBytesIO, Request

    head = "%s %s HTTP/1.1\r\nHost: %s\r\nContent-Type: %s\r\n" % (method, path, host, kind)
    if token:
        head += "X-Seat-Token: %s\r\n" % token
    if body:
        head += "Content-Length: %d\r\n" % len(body)
    writer = _Writer()
    request = _drive(Request.create(app, AsyncBytesIO(head.encode() + b"\r\n" + body), writer, ("10.0.0.2", 50000)))
    response = _drive(app.dispatch_request(request))
    _drive(response.write(writer))
    status_line, _, rest = writer.data.partition(b"\r\n")
    return int(status_line.split(b" ")[1]), json.loads(rest.partition(b"\r\n\r\n")[2])


def test_a_view_through_microdot_is_json_written_in_pieces_closed_by_the_connection():
    from microdot import AsyncBytesIO, Request

    from lysbord.web import server

    _, table = _api(name="sequence", players=2, seed=7)
    app = server.make_app(table, "/www")
    app.api.seats._urandom = _urandom(7)
    token = _claim(app.api, table.game.turn)
    raw = b"GET /api/view HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Seat-Token: %s\r\n\r\n" % token.encode()
    writer = _Writer()
    request = _drive(Request.create(app, AsyncBytesIO(raw), writer, ("10.0.0.2", 50000)))
    _drive(_drive(app.dispatch_request(request)).write(writer))
    head, _, body = writer.data.partition(b"\r\n\r\n")
    lines = head.split(b"\r\n")
    assert lines[0] == b"HTTP/1.0 200 OK"
    assert sorted(lines[1:]) == [b"Cache-Control: no-store", b"Content-Type: application/json; charset=UTF-8"]
    status, reply = app.api.view(token)
    assert body == "".join(pieces(reply)).encode()  # what api.view answers, and nothing after it
    assert json.loads(body)["moves"] and json.loads(body)["view"]["board"] == list(table.game.view(0)["board"])


def test_an_event_stream_tells_each_change_once_and_counts_while_it_is_written():
    from lysbord.web import server

    _, table = _api(name="cabo", players=2, seed=9)
    app = server.make_app(table, "/www")
    held = server.HELD
    server.HELD = 1  # a board that holds one stream open (a stock Pico W holds none)
    stream = server._Changes(app)
    assert app.streams == []  # a HEAD request's stream is never written: not counted
    assert stream.__aiter__() is stream and app.streams == [stream]
    first = _drive(stream.__anext__())
    data = b"data: " + json.dumps(app.api.events()).encode() + b"\n\n"
    retry, _, rest = first.partition(b"\n")
    assert rest == data and retry.startswith(b"retry: ")
    assert server.POLL_MS - server.SPREAD_MS <= int(retry[7:]) <= server.POLL_MS + server.SPREAD_MS
    table.play(table.game.turn, table.game.legal_moves()[0])
    second = _drive(stream.__anext__())
    assert second != first and json.loads(second[6:]) == app.api.events()
    # past the streams held, one answer and the end: the phone's browser asks again after retry
    short = server._Changes(app)
    assert short.__aiter__() is short and app.streams == [stream]
    assert _drive(short.__anext__()).startswith(b"retry: ")
    assert raises(StopAsyncIteration, _drive, short.__anext__())
    _drive(stream.aclose())  # the phone has gone
    assert app.streams == []
    server.HELD = held


def test_a_view_asked_with_the_table_holds_the_public_table_too():
    api, table = _api(name="trappe", players=3)
    token = _claim(api, 1)
    status, reply = _sent(api.view(token, True))
    assert status == 200 and reply["seat"] == 1
    assert reply["table"] == _sent(api.table_state())[1]
    assert "table" not in _sent(api.view(token))[1]


def test_requests_as_bytes_through_microdot_on_this_interpreter():
    from lysbord.web import server

    _, table = _api(name="cabo", players=2, seed=6)
    app = server.make_app(table, "/www")
    app.api.seats._urandom = _urandom(6)  # the WebAssembly port has no os.urandom
    status, reply = _http(app, "GET", "/api/table")
    assert status == 200 and reply["game"] == "cabo" and reply["public"]["rows"][0] == [254] * 4
    status, reply = _http(app, "POST", "/api/claim", b'{"seat": 1}')
    assert status == 202 and reply["seat"] == 1
    token = reply["token"]
    assert _http(app, "GET", "/api/view", token=token) == (
        202,
        {"asking": 1, "code": reply["code"], "note": reply["note"]},
    )
    table.admit(bytes(reply["code"]))
    status, reply = _http(app, "GET", "/api/view", token=token)
    assert status == 200 and reply["seat"] == 1 and reply["view"]["rows"] == to_json(table.game.view(1)["rows"])
    status, reply = _http(app, "GET", "/api/view?table", token=token)
    assert status == 200 and reply["seat"] == 1 and reply["table"]["game"] == "cabo"
    saved = table.game.to_bytes()
    if table.game.turn == 1:
        status, reply = _http(app, "POST", "/api/move", b'{"move": %d}' % _illegal(table.game), token)
        assert status == 400 and reply["error"]
    else:
        status, reply = _http(app, "POST", "/api/move", b'{"move": 1}', token)
        assert status == 409 and "turn" in reply["error"]
    assert table.game.to_bytes() == saved
    assert _http(app, "GET", "/api/view") == (401, {"error": "no seat token: claim a seat first", "code": "no_token"})
    assert _http(app, "GET", "/api/claim") == (405, {"error": "method not allowed"})
    assert _http(app, "GET", "/nowhere") == (404, {"error": "not found"})
    assert _http(app, "POST", "/api/view", b"{}") == (405, {"error": "method not allowed"})
    assert _http(app, "DELETE", "/api/table") == (405, {"error": "method not allowed"})
    for path in ("/api/nothing", "/api/view/1", "/api/"):
        assert _http(app, "GET", path) == (404, {"error": "not found"}), path
    import microdot as package

    microdot = getattr(package, "microdot", package)  # the host's package holds it in a module, the board's is one

    printed = []
    shown = microdot.print_exception
    microdot.print_exception = printed.append  # the failure reported, here not on the suite's output
    try:
        app.api.table_state = None  # a handler that fails: the phone still gets JSON
        assert _http(app, "GET", "/api/table") == (500, {"error": "the server failed"})
    finally:
        microdot.print_exception = shown
    assert len(printed) == 1 and isinstance(printed[0], TypeError)
    assert _http(app, "POST", "/api/claim", b" " * (MAX_BODY + 1))[0] == 413
    assert _http(app, "POST", "/api/claim", b"{seat: 0}")[0] == 400
    assert _http(app, "GET", "/www/../main.py")[0] == 404


def test_a_claim_tells_every_phone_at_once():
    # the event every phone listens for moves on, so the others see who asks, and who sits
    api, table = _api(players=2)
    before = api.events()
    status, reply = api.claim(_body({"seat": 1, "name": "Ola"}))
    assert api.events() != before
    seats = _sent(api.table_state())[1]["seats"]
    assert [(s["who"], s["asking"]) for s in seats] == [("board", []), ("board", ["Ola"])]
    before = api.events()
    table.admit(bytes(reply["code"]))
    assert api.events() != before
    seats = _sent(api.table_state())[1]["seats"]
    assert [(s["who"], s["name"], s["asking"]) for s in seats] == [("board", "", []), ("phone", "Ola", [])]


def test_a_seat_keeps_the_name_its_phone_gave_and_every_phone_sees_it():
    api, table = _api(players=3, name="trappe")
    assert api.claim(_body({"seat": 1, "name": "Åse <b>"}))[0] == 400  # no markup: letters and - ' . only
    status, reply = api.claim(_body({"seat": 1, "name": "  Åse   B.  "}))
    assert status == 202 and reply["name"] == "Åse B."
    token = reply["token"]
    table.admit(bytes(reply["code"]))
    _claim(api, 0)  # no name given: none kept
    seats = _sent(api.table_state())[1]["seats"]
    assert [s["name"] for s in seats] == ["", "Åse B.", ""]
    version = table.version
    status, reply = _sent(api.rename(token, _body({"name": "Kari"})))
    assert status == 200 and reply == {"seat": 1, "name": "Kari"}
    assert table.version == version + 1  # the others hear of it
    assert _sent(api.table_state())[1]["seats"][1]["name"] == "Kari"
    table.free_seats()  # the board frees every phone's seat
    assert _sent(api.table_state())[1]["seats"][1]["name"] == ""  # the seat's name goes with its phone


def test_a_name_too_long_or_with_control_characters_is_refused_and_changes_nothing():
    from lysbord.web.names import MAX_NAME

    api, table = _api(players=2)
    version = table.version
    for bad, words in (
        ("x" * (MAX_NAME + 1), "at most %d" % MAX_NAME),
        ("", "empty"),
        ("   ", "empty"),
        ("a\nb", "U+000A"),
        ("a\x00", "U+0000"),
        ("evil\u202e", "U+202E"),
        ("a\u200bb", "U+200B"),
        (7, "text"),
        (None, "text"),
    ):
        status, reply = api.claim(_body({"seat": 0, "name": bad}))
        assert status == 400 and words in reply["error"], (bad, reply)
    assert table.version == version
    assert [s["who"] for s in api.table_state()[1]["seats"]] == ["board", "board"]
    token = _claim(api, 0)
    for bad in ("y" * (MAX_NAME + 1), "\x7f", {}):
        status, reply = api.rename(token, _body({"name": bad}))
        assert status == 400, bad
    assert api.rename(token, _body({}))[0] == 400
    assert api.rename(None, _body({"name": "Ola"}))[0] == 401
    assert api.table_state()[1]["seats"][0]["name"] == ""
    assert api.claim(_body({"seat": 1, "name": "n" * MAX_NAME}))[0] == 202  # the longest allowed


def test_the_table_shows_the_last_move_by_seat_and_forgets_it_on_undo():
    api, table = _api(players=2)
    game = table.game
    assert api.table_state()[1]["last"] is None
    seat = game.turn
    move = game.legal_moves()[0]
    table.play(seat, move)
    last = _sent(api.table_state())[1]["last"]
    assert last == {"seat": seat, "name": game_module("sequence").move_name(move)}
    table.undo()
    assert api.table_state()[1]["last"] is None


def test_a_siodemki_discard_is_shown_to_the_table_without_its_card():
    from lysbord.games import siodemki

    api, table = _api(name="siodemki", players=2, seed=4)
    game = table.game
    rng = Rng(4)
    seen = 0
    for _ in range(400):
        if game.over:
            break
        legal = game.legal_moves()
        discards = [m for m in legal if siodemki.move_name(m).startswith("discard ")]
        move = discards[0] if discards else legal[rng.below(len(legal))]
        table.play(game.turn, move)
        last = _sent(api.table_state())[1]["last"]
        if discards:
            seen += 1
            assert last["name"] == "discard", last
        else:
            assert last["name"] == siodemki.move_name(move)
    assert seen > 0  # the deal reached a discard


def test_a_game_over_gives_the_table_its_winners_and_scores():
    api, table = _api(name="cabo", players=2, seed=3)
    game = table.game
    assert api.table_state()[1]["result"] is None
    rng = Rng(3)
    while not game.over:
        legal = game.legal_moves()
        table.play(game.turn, legal[rng.below(len(legal))])
    result = _sent(api.table_state())[1]["result"]
    assert result == {"winners": list(game.winners()), "scores": list(game.scores())} and result["winners"]
