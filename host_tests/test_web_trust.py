# A laptop on the board's Wi-Fi against the table, over real sockets on 127.0.0.1, as
# docs/web.md ("Whom the board trusts") lists the attacks: asking under a holder's name,
# replacing a newcomer's ask, a watcher that asks for every seat the moment anyone asks,
# re-asking through the board's refusals, a press meant for a newcomer, hostile names, and an
# ask/withdraw loop. The board's actions are webtable's standard-input lines (webkit.board), as
# its keys give them. No reply the laptop gets holds a hand, and the board seats only the phone
# whose code it typed.
import threading
import time

from test_web_seats import IMPOSTORS, NOT_LETTERS
from webkit import ask, assert_no_leak, board, claim, request, serve, state

RATE_S = 0.05  # the laptop's pace: 20 requests a second, as the watcher polled


def _view(web, token, since=None):
    return request(web, "GET", "/api/view?table" + ("&since=" + since if since else ""), token=token)


def _read_nothing(web, replies):
    for reply in replies:
        assert reply.status != 200 or "view" not in reply.data, reply
        assert_no_leak(web, reply, None)


def test_a_laptop_asking_under_a_holders_name_is_refused_and_a_newcomers_press_seats_only_the_newcomer():
    with serve("trappe", 3, 61) as web:
        kari = claim(web, 1, "Kari")
        for name in ("Kari", "kari", "KARI", "Kar\u0131", "\u041aari", "\u212aari", "\U0001d5aaari", "\u13e6ari"):
            refused = ask(web, 0, name)  # the seat asked for is another: still Kari's name
            assert refused.status == 400, (name, refused)
        assert "seat 2 is held by Kari already" in ask(web, 0, "Kari").data["error"]  # the holder's name
        laptop = ask(web, 0).data  # unnamed: it may ask, as any phone may
        per = ask(web, 0, "Per").data
        assert board(web, "seat", per["code"]) == "seated the phone with that code at seat 1"
        _read_nothing(web, [_view(web, laptop["token"])])
        assert _view(web, laptop["token"]).status == 202  # still only asking
        assert _view(web, per["token"]).data["seat"] == 0 and _view(web, kari).data["seat"] == 1
        for seat in (1, 2):  # the laptop asks for Kari's seat: Kari's phone is told, nothing moves
            ask(web, seat)
        assert _view(web, kari).data["asked"] == [""] and _view(web, kari).data["seat"] == 1


def test_a_watcher_asking_for_every_seat_the_moment_anyone_asks_reads_no_hand_and_the_holders_are_asked():
    with serve("cabo", 4, 62) as web:
        holders = {seat: claim(web, seat, name) for seat, name in ((0, "Kari"), (1, "Ola"))}
        stop = threading.Event()
        got = []

        def watcher():  # polls the table at 20 Hz; any ask it did not make: it asks for every seat
            since, mine = None, set()
            while not stop.is_set():
                table = request(web, "GET", "/api/table" + ("?since=" + since if since else ""))
                if table.status == 200:
                    since = "%d:%d" % (table.data["version"], table.data["epoch"])
                    if sum(len(s["asking"]) for s in table.data["seats"]) > len(mine):
                        for seat in range(4):
                            reply = ask(web, seat)
                            got.append(reply)
                            if reply.status == 202:
                                mine.add(reply.data["token"])
                time.sleep(RATE_S)

        thread = threading.Thread(target=watcher, daemon=True)
        thread.start()
        try:
            for seat, name in ((2, "Per"), (3, "Åse")):
                newcomer = ask(web, seat, name).data
                time.sleep(0.4)  # the watcher has seen the ask and asked for every seat
                assert board(web, "seat", newcomer["code"]) == "seated the phone with that code at seat %d" % (seat + 1)
                assert _view(web, newcomer["token"]).data["seat"] == seat
        finally:
            stop.set()
            thread.join(5)
        watched = [r for r in got if r.status == 202]
        assert len(watched) >= 6 and all(r.status in (202, 503) for r in got), got  # 503: eight asks at most
        for reply in watched:
            _read_nothing(web, [reply, _view(web, reply.data["token"])])
        for seat, token in holders.items():  # each holder's phone was told, and kept its seat
            mine = _view(web, token)
            assert mine.data["seat"] == seat and mine.data["asked"], mine
            assert request(web, "POST", "/api/keep", {}, token=token).status == 200
        gone = [_view(web, reply.data["token"]).data.get("gone") for reply in watched if reply.data["seat"] < 2]
        assert set(gone) == {"kept"}


def test_a_newcomers_ask_is_never_replaced_and_its_name_is_its_own():
    with serve("trappe", 4, 63) as web:
        for round_ in range(5):
            name = "Per%d" % round_
            newcomer = ask(web, 3, name).data
            copied = ask(web, 3, name)  # the same name, 3 ms after: refused, naming the asker
            assert copied.status == 400 and "%s asks for seat 4 already" % name in copied.data["error"]
            other = ask(web, 3, "Mallory%d" % round_).data  # another name: both asks stand
            seats = request(web, "GET", "/api/table").data["seats"]
            assert seats[3]["asking"] == [name, "Mallory%d" % round_]
            assert _view(web, newcomer["token"]).status == 202  # still asking, its code unchanged
            assert _view(web, newcomer["token"]).data["code"] == newcomer["code"]
            assert board(web, "seat", newcomer["code"]) == "seated the phone with that code at seat 4"
            assert _view(web, newcomer["token"]).data["seat"] == 3
            _read_nothing(web, [_view(web, other["token"])])
            request(web, "POST", "/api/leave", {}, token=other["token"])
            request(web, "POST", "/api/leave", {}, token=newcomer["token"])


def test_the_board_refuses_every_ask_through_a_20_hz_re_asker_and_takes_back_a_seat_given_by_mistake():
    with serve("siodemki", 3, 64) as web:
        stop = threading.Event()
        tokens = []

        def re_asker():
            while not stop.is_set():
                reply = ask(web, 2)
                if reply.status == 202:
                    tokens.append(reply.data)
                time.sleep(RATE_S)

        thread = threading.Thread(target=re_asker, daemon=True)
        thread.start()
        try:
            for _ in range(3):  # three refusals 0.15-0.2 s apart: nobody seated by any of them
                time.sleep(0.15 + 0.05 * _ / 2)
                board(web, "refuse")
        finally:
            stop.set()
            thread.join(5)
        assert len(tokens) >= 6
        for asked in tokens:
            _read_nothing(web, [_view(web, asked["token"])])
        mistake = ask(web, 2).data  # and one the table seats by mistake, typing the laptop's code
        assert board(web, "seat", mistake["code"]) == "seated the phone with that code at seat 3"
        assert board(web, "free 3") == "took seat 3 back from its phone"
        reply = _view(web, mistake["token"])
        assert reply.status == 401 and reply.data["gone"] == "returned"


def test_a_press_meant_for_a_newcomer_frees_no_seat():
    with serve("cabo", 3, 65) as web:
        tokens = {seat: claim(web, seat) for seat in (0, 1)}
        newcomer = ask(web, 2, "Per").data
        laptop = ask(web, 2).data
        assert request(web, "POST", "/api/leave", {}, token=laptop["token"]).status == 200  # its own ask only
        assert request(web, "GET", "/api/table").data["seats"][2]["asking"] == ["Per"]  # Per's stands
        assert board(web, "seat", newcomer["code"]) == "seated the phone with that code at seat 3"
        request(web, "POST", "/api/leave", {}, token=newcomer["token"])
        assert board(web, "seat", newcomer["code"]) == "no phone asks with that code: nobody seated"
        for seat, token in tokens.items():  # no press on the seat-phones page freed anybody
            assert _view(web, token).data["seat"] == seat
        assert request(web, "GET", "/api/table").data["epoch"] == 0


def test_hostile_names_get_400_with_a_reason_and_change_nothing():
    with serve("sequence", 2, 66) as web:
        claim(web, 0, "Kari")
        before = state(web)
        for name in IMPOSTORS + NOT_LETTERS + ["\ufdfd" * 23, "Kari\u0890", "A\U00013430", "B\U00016fe4"]:
            reply = ask(web, 1, name)
            assert reply.status == 400 and reply.data["error"], (name, reply)
        assert state(web) == before and request(web, "GET", "/api/table").data["seats"][1]["asking"] == []


def test_an_ask_withdraw_loop_does_not_make_a_seated_phone_fetch_its_view_again():
    with serve("sequence", 2, 67) as web:
        token = claim(web, 0, "Kari")
        first = _view(web, token)
        since = "%d:%d" % (first.data["table"]["version"], first.data["table"]["epoch"])
        sizes = []
        for _ in range(20):  # the laptop: ask, withdraw, ask, withdraw ...
            asked = ask(web, 1).data
            request(web, "POST", "/api/leave", {}, token=asked["token"])
            reply = _view(web, token, since)
            assert reply.status == 200 and reply.data["same"] is True and "view" not in reply.data, reply
            sizes.append(len(reply.raw))
            since = "%d:%d" % (reply.data["table"]["version"], reply.data["table"]["epoch"])
        assert max(sizes) < len(first.raw) - 300  # the hand and its moves are not sent again
        move = first.data["moves"][0][0] if first.data["moves"] else None
        if move is not None:  # once the game moves, the view comes whole again
            request(web, "POST", "/api/move", {"move": move}, token=token)
            assert "view" in _view(web, token, since).data


def test_webtable_takes_the_boards_actions_on_its_standard_input_one_line_each():
    import json
    import os
    import subprocess
    import sys
    import urllib.request

    script = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "tools", "sim", "webtable.py")
    table = subprocess.Popen(
        [sys.executable, script, "--game", "cabo", "--players", "2", "--port", "0", "--bot-delay", "0"],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    try:
        url = table.stdout.readline().split(" at ")[1].split("/ ")[0]
        table.stdout.readline()  # what the board's actions are

        def said(line):
            table.stdin.write(line + "\n")
            table.stdin.flush()
            return table.stdout.readline().strip()

        def post(path, body, token=None):
            headers = {"Content-Type": "application/json", **({"X-Seat-Token": token} if token else {})}
            sent = urllib.request.Request(url + path, json.dumps(body).encode(), headers, method="POST")
            with urllib.request.urlopen(sent, timeout=10) as reply:
                return json.loads(reply.read())

        asked = post("/api/claim", {"seat": 1, "name": "Per"})
        assert said("asks") == "asked for: 2; held by phones: none"
        assert (
            said("seat 1 2 3" if asked["code"] != [1, 2, 3] else "seat 4 5 6")
            == "no phone asks with that code: nobody seated"
        )
        assert said("seat %d %d %d" % tuple(asked["code"])) == "seated the phone with that code at seat 2"
        assert said("asks") == "asked for: none; held by phones: 2"
        assert said("free 1") == "no phone holds seat 1"
        assert said("free all") == "freed every phone's seat"
        assert said("seat 5").startswith("expected seat and a code's three cells 0-99")
        assert said("jump").startswith("expected one of: seat C1 C2 C3")
    finally:
        table.kill()
        table.wait(10)
