# 7'er kabal from a phone over real sockets: a game dealt by POST /api/setup (winnable deals
# only), hints asked for by GET /api/hint and followed to a win, a dead position said at once,
# bad setups refused with nothing changed, and no face-down card in anything sent.
from webkit import assert_no_leak, claim, request
from webtable import WebTable

from lysbord.cards import name, parse
from lysbord.games.kabal import Kabal, move_name
from lysbord.games.kabal import winnable as kabal_winnable
from lysbord.rng import Rng
from lysbord.table import Table


def _empty():
    """A web table with no game on it (the board at its setup menu)."""
    return WebTable(Table(), tick_s=0.001).start()


def _hidden(web):
    """The names of every card the player cannot see (face-down cards, the stock)."""

    def collect():
        game = web.table.game
        cards = list(game.stock)
        for i, col in enumerate(game.cols):
            cards += col[: game.down[i]]
        return [name(c) for c in cards]

    return web.call(collect)


def _assert_hides(web, reply):
    assert_no_leak(web, reply, 0)
    if set(reply.data) >= {"kind", "text"}:  # a hint: its words name no hidden card
        for hidden in _hidden(web):
            assert hidden not in reply.data["text"] and hidden not in reply.data["name"], (hidden, reply.data)


def test_a_winnable_deal_is_dealt_from_the_list_and_won_by_following_the_hints():
    seed = Rng(2026).below(kabal_winnable.COUNT)
    with _empty() as web:
        table = request(web, "GET", "/api/table")
        assert table.status == 200 and table.data["setup"] is True and table.data["game"] is None
        body = {"game": "kabal", "seed": seed, "options": {"winnable_only": True}}
        reply = request(web, "POST", "/api/setup", body)
        assert reply.status == 200, reply
        deal = reply.data["deal"]
        assert kabal_winnable.winnable(deal) and deal == kabal_winnable.next_winnable(seed)
        table = request(web, "GET", "/api/table")
        assert table.data["public"]["deal"] == deal and table.data["note"] == "deal %d: proven winnable" % deal
        assert table.data["setup"] is False
        token = reply.data["token"]  # the phone that dealt sits at the solitaire's one seat
        for _ in range(400):
            view = request(web, "GET", "/api/view", token=token)
            if view.data["view"]["over"]:
                break
            hint = request(web, "GET", "/api/hint", token=token)
            assert hint.status == 200, hint
            _assert_hides(web, hint)
            assert hint.data["kind"] == "win", hint.data  # the deal is proven winnable: the solver finds it
            moves = dict((m, n) for m, n in view.data["moves"])
            assert hint.data["move"] in moves and moves[hint.data["move"]] == hint.data["name"]
            played = request(web, "POST", "/api/move", {"move": hint.data["move"]}, token=token)
            assert played.status == 200, played
            _assert_hides(web, played)
        assert view.data["view"]["won"] is True


def test_a_dead_position_is_said_at_once_and_names_no_card():
    # AH lies face down under 2H, which has nowhere to go: no line wins
    game = Kabal(0)
    columns = (("AH", "2H"), ("9H",), ("TH",), ("JH",), ("QH",), ("KH",), ("8H",))
    game.cols = [bytearray(parse(w) for w in col) for col in columns]
    game.down = bytearray((1, 0, 0, 0, 0, 0, 0))
    game.stock = bytearray(parse(w) for w in "3H 4H 5H 6H 7H".split())
    game.group = bytearray()
    game.found = bytearray((13, 0, 13, 13))
    game._begin()
    table = Table()
    table.start("kabal", game)
    with WebTable(table, tick_s=0.001).start() as web:
        token = claim(web, 0)
        reply = request(web, "GET", "/api/hint", token=token)
        assert reply.status == 200 and reply.data["kind"] == "dead" and reply.data["move"] == -1
        assert reply.data["text"].startswith("No way to win from here")
        assert "AH" not in reply.raw.decode()
        # the move buttons stay: the player may still play on, or give up
        assert "give up" in [n for _, n in request(web, "GET", "/api/view", token=token).data["moves"]]


def test_a_hint_on_a_fresh_deal_names_a_legal_move_and_nothing_hidden():
    with _empty() as web:
        dealt = request(web, "POST", "/api/setup", {"game": "kabal", "seed": 77})
        assert dealt.status == 200
        token = dealt.data["token"]  # the phone that dealt sits
        reply = request(web, "GET", "/api/hint", token=token)
        assert reply.status == 200 and reply.data["kind"] in ("win", "dead", "guess")
        legal = web.call(web.table.game.legal_moves)
        assert reply.data["move"] in legal and reply.data["name"] == move_name(reply.data["move"])
        assert set(reply.data) == {"seat", "version", "kind", "move", "name", "text"}
        _assert_hides(web, reply)
        assert request(web, "GET", "/api/hint").status == 401


def test_bad_setups_are_refused_with_their_reason_and_nothing_changes():
    with _empty() as web:
        bad = (
            ({"game": "sequence", "options": {"winnable_only": True}}, 400, "sequence has no option"),
            ({"game": "kabal", "options": {"winnable_only": "yes"}}, 400, "true or false"),
            ({"game": "kabal", "players": 3}, 400, "players"),
            ({"game": "chess"}, 400, "game"),
        )
        for body, status, words in bad:
            reply = request(web, "POST", "/api/setup", body)
            assert reply.status == status and words in reply.data["error"], (body, reply)
            assert web.call(lambda: (web.table.game, web.table.version)) == (None, 0)
        # a plain-text body (what a page from another site may send without asking) is refused
        raw = b'{"game": "kabal"}'
        reply = request(web, "POST", "/api/setup", raw, headers={"Content-Type": "text/plain"})
        assert reply.status == 415 and web.call(lambda: web.table.game) is None
        # a game in play is never replaced from a phone
        assert request(web, "POST", "/api/setup", {"game": "kabal", "seed": 5}).status == 200
        before = web.call(lambda: web.table.game)
        reply = request(web, "POST", "/api/setup", {"game": "kabal", "seed": 6})
        assert reply.status == 409 and web.call(lambda: web.table.game) is before


def test_the_boards_loop_runs_while_a_hint_is_searched():
    # A deal whose hint spends the whole budget (a listed deal without a shipped line: the
    # solver wins it only beyond 20,000 positions): its positions are searched one per slice,
    # the board's loop ticking between them (a search in one piece would hold it the while).
    with _empty() as web:
        dealt = request(web, "POST", "/api/setup", {"game": "kabal", "seed": 16})
        assert dealt.status == 200
        token = dealt.data["token"]  # the phone that dealt sits
        before = web.ticks
        reply = request(web, "GET", "/api/hint", token=token, timeout=60)
        assert reply.status == 200 and reply.data["kind"] in ("win", "dead", "guess")
        assert web.ticks - before > 20, web.ticks - before
