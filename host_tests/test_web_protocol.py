# The web protocol over real sockets: the board's server (microdot) on 127.0.0.1, phones as
# HTTP clients, bots on the table's loop. Every game is played to its end through HTTP.
import json
import socket
import threading
import time

from webkit import assert_no_leak, claim, play_to_end, request, serve, state, wait_for_change, with_host

import lysbord.web.server as web_server
from lysbord.table import game_module


def test_the_table_lists_the_boards_phone_and_bot_seats_and_no_hand():
    with serve("sequence", 3, 4, bots=0b100) as web:
        reply = request(web, "GET", "/api/table")
        assert reply.status == 200 and reply.headers["Content-Type"].startswith("application/json")
        data = reply.data
        assert data["game"] == "sequence" and data["players"] == 3 and data["over"] is False
        assert [s["who"] for s in data["seats"]] == ["board", "board", "bot"]
        assert "hand" not in data["public"] and "legal" not in data["public"]
        claim(web, 1)
        assert [s["who"] for s in request(web, "GET", "/api/table").data["seats"]] == ["board", "phone", "bot"]
        assert_no_leak(web, reply, None)


def test_a_claim_gives_each_seat_its_own_token_and_view():
    with serve("sequence", 2, 6) as web:
        tokens = [claim(web, 0), claim(web, 1)]
        assert tokens[0] != tokens[1]
        assert all(len(t) == 32 and int(t, 16) >= 0 for t in tokens)
        for seat in (0, 1):
            reply = request(web, "GET", "/api/view", token=tokens[seat])
            assert reply.status == 200 and reply.data["seat"] == seat
            assert reply.data["view"]["hand"] == list(web.call(web.table.game.view, seat)["hand"])
            assert_no_leak(web, reply, seat)
        other = request(web, "POST", "/api/claim", {"seat": 0})  # another phone asks: it reads nothing
        assert other.status == 202 and "view" not in request(web, "GET", "/api/view", token=other.data["token"]).data


def test_a_reload_presents_the_stored_token_and_gets_its_seat_back():
    with serve("cabo", 2, 3) as web:
        token = claim(web, 1)
        first = request(web, "GET", "/api/view", token=token)
        again = request(web, "GET", "/api/view", token=token)  # a new connection: the page reloaded
        assert first.status == again.status == 200
        assert again.data["seat"] == 1 and again.data["view"] == first.data["view"]


def test_a_move_answers_with_the_new_view_and_the_other_phone_sees_the_change():
    with serve("sequence", 2, 8) as web:
        tokens = {0: claim(web, 0), 1: claim(web, 1)}
        turn = request(web, "GET", "/api/table").data["turn"]
        view = request(web, "GET", "/api/view", token=tokens[turn]).data
        move, name = view["moves"][0]
        module = game_module("sequence")
        assert name == module.move_name(move)
        reply = request(web, "POST", "/api/move", {"move": move}, token=tokens[turn])
        assert reply.status == 200 and reply.data["moves"] == []
        other = request(web, "GET", "/api/view", token=tokens[1 - turn])
        assert other.data["version"] == reply.data["version"] and other.data["moves"]
        assert other.data["view"]["board"] == reply.data["view"]["board"]  # the chips are public
        assert other.data["view"]["hand"] != reply.data["view"]["hand"]


def test_a_phone_asking_since_the_table_it_shows_gets_nothing_until_it_changes():
    # the page's poll: one short request a second, 204 and no body while nothing changed,
    # the whole view and table (one request, not two) once anything has
    with serve("sequence", 2, 8) as web:
        tokens = {0: claim(web, 0), 1: claim(web, 1)}
        shown = request(web, "GET", "/api/view?table=1", token=tokens[0]).data["table"]
        since = "since=%d:%d" % (shown["version"], shown["epoch"])
        quiet = request(web, "GET", "/api/view?table=1&" + since, token=tokens[0])
        assert quiet.status == 204 and quiet.raw == b""
        assert request(web, "GET", "/api/table?" + since).status == 204
        stale = request(
            web, "GET", "/api/view?table=1&since=%d:%d" % (shown["version"] - 1, shown["epoch"]), token=tokens[0]
        )
        assert stale.status == 200 and stale.data["table"]["version"] == shown["version"]
        for junk in ("since=", "since=x:y", "since=%d" % shown["version"]):  # not the table: the whole answer
            assert request(web, "GET", "/api/view?table=1&" + junk, token=tokens[0]).status == 200
        turn = shown["turn"]
        move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
        assert request(web, "POST", "/api/move", {"move": move}, token=tokens[turn]).status == 200
        heard = request(web, "GET", "/api/view?table=1&" + since, token=tokens[1 - turn])
        assert heard.status == 200 and heard.data["table"]["version"] > shown["version"] and heard.data["moves"]
        assert heard.data["view"]["hand"] == list(web.call(web.table.game.view, 1 - turn)["hand"])
        assert request(web, "GET", "/api/table?" + since).data["version"] == heard.data["table"]["version"]


def test_an_illegal_tap_gets_the_games_own_words_and_changes_nothing():
    with serve("cabo", 2, 5) as web:
        tokens = {0: claim(web, 0), 1: claim(web, 1)}
        turn = request(web, "GET", "/api/table").data["turn"]
        before = state(web)
        legal = [m for m, _ in request(web, "GET", "/api/view", token=tokens[turn]).data["moves"]]
        bad = next(m for m in range(65536) if m not in legal)
        reply = request(web, "POST", "/api/move", {"move": bad}, token=tokens[turn])
        assert reply.status == 400 and reply.data["error"]

        def game_says():
            try:
                web.table.game.play(bad)
            except ValueError as exc:
                return str(exc)

        assert reply.data["error"] == web.call(game_says)
        assert state(web) == before


def _events(web, count, timeout=10):
    """The first count `data:` payloads of /api/events, as dicts."""
    sock = socket.create_connection(("127.0.0.1", web.port), timeout=timeout)
    sock.sendall(with_host(web, b"GET /api/events HTTP/1.1\r\n\r\n"))
    buffer = b""
    found = []
    try:
        while len(found) < count:
            chunk = sock.recv(4096)
            if not chunk:
                break
            buffer += chunk
            while b"\n\n" in buffer:
                block, buffer = buffer.split(b"\n\n", 1)
                for line in block.split(b"\n"):
                    if line.startswith(b"data: "):
                        found.append(json.loads(line[6:]))
    finally:
        sock.close()
    return buffer, found


def test_events_tell_every_change_and_nothing_private(monkeypatch):
    monkeypatch.setattr(web_server, "HELD", 1)  # one stream held open: every change on it
    with serve("sequence", 2, 9, bots=0b10, bot_s=0.05) as web:
        token = claim(web, 0)
        got = {}
        reader = threading.Thread(target=lambda: got.update(found=_events(web, 4)[1]))
        reader.start()
        time.sleep(0.2)
        for _ in range(3):
            version = web.table.version
            view = request(web, "GET", "/api/view", token=token).data
            if view["moves"]:
                request(web, "POST", "/api/move", {"move": view["moves"][0][0]}, token=token)
            wait_for_change(web, version)
        reader.join(10)
        found = got["found"]
        assert len(found) == 4
        assert all(set(event) == {"version", "epoch"} for event in found)
        versions = [event["version"] for event in found]
        assert versions == sorted(versions) and len(set(versions)) == 4


def test_released_seats_end_every_token_and_the_stream_says_so():
    with serve("trappe", 3, 2) as web:
        token = claim(web, 0)
        web.call(web.table.free_seats)
        reply = request(web, "GET", "/api/view", token=token)
        assert reply.status == 401 and reply.data["gone"] == "freed" and "ask for a seat" in reply.data["error"]
        assert request(web, "GET", "/api/table").data["epoch"] == 1
        assert request(web, "GET", "/api/view", token=claim(web, 0)).status == 200


def test_pages_are_served_gzipped_and_unknown_files_are_404(tmp_path):
    import gzip

    page = b"<!doctype html><title>Lysbord</title>"
    (tmp_path / "index.html.gz").write_bytes(gzip.compress(page))
    (tmp_path / "app.js").write_bytes(b"console.log(1)")
    with serve("sequence", 2, 1, www=str(tmp_path)) as web:
        reply = request(web, "GET", "/")
        assert reply.status == 200 and reply.headers["Content-Encoding"] == "gzip"
        assert reply.headers["Content-Type"].startswith("text/html")
        assert gzip.decompress(reply.raw) == page
        script = request(web, "GET", "/www/app.js")
        assert script.status == 200 and script.raw == b"console.log(1)"
        assert script.headers["Content-Type"].startswith("application/javascript")
        for path in ("/www/nothing.js", "/www/..%2Fsecret", "/www/.hidden", "/nowhere"):
            reply = request(web, "GET", path)
            assert reply.status == 404 and reply.data["error"], path


def _play(name, players, bots, seed):
    with serve(name, players, seed, bots=bots) as web:
        tokens = {seat: claim(web, seat) for seat in range(players) if not bots >> seat & 1}
        sent = play_to_end(web, tokens, seed)
        over = request(web, "GET", "/api/table").data
        assert over["over"] is True
        assert web.call(lambda: web.table.game.over)
        for token in tokens.values():
            final = request(web, "GET", "/api/view", token=token)
            assert final.status == 200 and final.data["moves"] == []
        return sent


def test_sequence_played_to_the_end_by_two_phones_and_a_bot():
    assert _play("sequence", 3, 0b100, 11) > 0


def test_kabal_played_to_the_end_by_a_phone():
    assert _play("kabal", 1, 0, 12) > 0


def test_siodemki_played_to_the_end_by_a_phone_and_a_bot():
    assert _play("siodemki", 2, 0b10, 13) > 0


def test_cabo_played_to_the_end_by_two_phones_and_a_bot():
    assert _play("cabo", 3, 0b001, 14) > 0


def test_trappe_played_to_the_end_by_two_phones_and_a_bot():
    assert _play("trappe", 3, 0b010, 15) > 0
