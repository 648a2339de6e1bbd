# An attacker at the table, over real sockets on 127.0.0.1: fresh clients, forged phone ids and
# tokens, hopping between seats, leaving and re-claiming, a phone that comes after the deal. None
# of them reads a hand: a seat no phone held when the cards were dealt is held by the board, and
# a phone takes it only once the board gives its consent on the lit board itself (the three cells
# that phone alone was sent, typed on the board). Every reply the attacker gets is checked for
# every hand.
import os

from webkit import assert_no_leak, board, claim, request, serve, state

GAMES = (("trappe", 4), ("sequence", 4), ("siodemki", 4), ("cabo", 4))


def _seats(web):
    return [(s["who"], s["name"]) for s in request(web, "GET", "/api/table").data["seats"]]


def _forged():
    return os.urandom(16).hex()


def _try_everything(web, seat, token=None, phone="hopper"):
    """A client's every way to a seat's hand: claim it (with and without a phone id, in a header
    and in the query), then with whatever token it got and with forged ones, ask for the view,
    the view with the table, a hint and a move, leave and claim again. Every reply."""
    replies = []
    for path, headers in (
        ("/api/claim", {"X-Phone": "%s%d" % (phone, seat)}),
        ("/api/claim?phone=%s%d" % (phone, seat), None),
        ("/api/claim", None),
    ):
        reply = request(web, "POST", path, {"seat": seat}, token=token, headers=headers)
        replies.append(reply)
        got = reply.data.get("token") if isinstance(reply.data, dict) else None
        for used in (got, token, _forged()):
            if used is None:
                continue
            replies.append(request(web, "GET", "/api/view", token=used))
            replies.append(request(web, "GET", "/api/view?table=1", token=used))
            replies.append(request(web, "GET", "/api/hint", token=used))
            replies.append(request(web, "POST", "/api/move", {"move": 0}, token=used))
        if got is not None:
            replies.append(request(web, "POST", "/api/leave", {}, token=got))
    return replies


def _read_no_hand(web, replies, own=None):
    """No reply holds a card of any hand, but own's (the seat the client's own token holds)."""
    for reply in replies:
        assert_no_leak(web, reply, own)
        if isinstance(reply.data, dict) and "view" in reply.data:
            assert own is not None and reply.data["seat"] == own, reply


def test_fresh_clients_hopping_over_a_fresh_tables_seats_read_no_hand():
    for name, players in GAMES:
        with serve(name, players, 51) as web:
            game = state(web)[0]
            for round_ in range(2):  # hop over every seat, then hop back
                for seat in range(players):
                    _read_no_hand(web, _try_everything(web, seat, phone="hopper%d-" % round_))
            assert state(web)[0] == game, name  # and no move was made for anyone


def test_a_phone_that_comes_after_the_deal_reads_its_hand_only_once_the_board_consents():
    with serve("trappe", 3, 52) as web:
        asked = request(web, "POST", "/api/claim", {"seat": 1, "name": "Ola"})
        assert asked.status == 202 and asked.data["asking"] is True
        assert "seat phones" in asked.data["note"]
        token = asked.data["token"]
        waiting = request(web, "GET", "/api/view", token=token)
        assert waiting.status == 202 and waiting.data["asking"] == 1 and "seat phones" in waiting.data["note"]
        _read_no_hand(web, [asked, waiting])
        seat = request(web, "GET", "/api/table").data["seats"][1]
        assert seat["who"] == "board" and seat["asking"] == ["Ola"]  # every phone sees who asks
        board(web, "seat", asked.data["code"])  # the board's consent: Ola's cells typed on it
        view = request(web, "GET", "/api/view", token=token)
        assert view.status == 200 and view.data["seat"] == 1
        assert_no_leak(web, view, 1)  # its own hand, no other
        assert _seats(web) == [("board", ""), ("phone", "Ola"), ("board", "")]


def test_forged_tokens_and_another_seats_token_read_no_other_hand():
    with serve("siodemki", 4, 53) as web:
        tokens = {seat: claim(web, seat) for seat in (0, 1)}
        for seat in (2, 3):  # held by the board: nobody sat there at the deal
            _read_no_hand(web, _try_everything(web, seat, token=tokens[0], phone="forger"), 0)
            _read_no_hand(web, _try_everything(web, seat, token=_forged(), phone="forger"))
        for seat in (0, 1):  # a seat a phone holds: another phone asks, but reads nothing
            _read_no_hand(web, _try_everything(web, seat, token=tokens[1 - seat], phone="forger"), 1 - seat)
        mine = request(web, "GET", "/api/view", token=tokens[0])
        assert mine.data["seat"] == 0
        assert_no_leak(web, mine, 0)


def test_leaving_and_reclaiming_a_seat_reads_nothing_without_the_board():
    with serve("trappe", 4, 54) as web:
        tokens = {}
        for seat, who in enumerate(("Kari", "Ola", "Åse", "Per")):
            tokens[seat] = claim(web, seat, who)
            assert request(web, "GET", "/api/view", token=tokens[seat]).status == 200
        assert request(web, "POST", "/api/leave", {}, token=tokens[2]).status == 200  # Åse goes for a coffee
        assert _seats(web)[2] == ("left", "Åse")  # every phone sees who went
        before = state(web)[0]
        assert request(web, "GET", "/api/view", token=tokens[2]).status == 401  # her token is given back
        _read_no_hand(web, _try_everything(web, 2, phone="stranger"))
        _read_no_hand(web, _try_everything(web, 2, token=tokens[2], phone="stranger"))
        for seat in (0, 1, 3):  # a seated phone hopping to another seat: an ask, no hand
            _read_no_hand(web, _try_everything(web, 2, token=tokens[seat], phone="hop"), seat)
        # Åse back, on her own phone or another: she asks, and the board lets her sit
        again = request(web, "POST", "/api/claim", {"seat": 2, "name": "Åse"})
        assert again.status == 202
        _read_no_hand(web, [again, request(web, "GET", "/api/view", token=again.data["token"])])
        board(web, "seat", again.data["code"])
        view = request(web, "GET", "/api/view", token=again.data["token"])
        assert view.status == 200 and view.data["seat"] == 2
        assert state(web)[0] == before and _seats(web)[2] == ("phone", "Åse")
        for seat in (0, 1, 3):  # the consent seated the phone that asked, nobody else moved
            assert request(web, "GET", "/api/view", token=tokens[seat]).data["seat"] == seat


def test_two_asks_for_one_seat_both_stand_and_the_board_seats_the_one_whose_code_it_types():
    with serve("cabo", 3, 55) as web:
        first = request(web, "POST", "/api/claim", {"seat": 0, "name": "Kari"}).data
        later = request(web, "POST", "/api/claim", {"seat": 0, "name": "Mallory"}).data
        assert request(web, "GET", "/api/table").data["seats"][0]["asking"] == ["Kari", "Mallory"]
        board(web, "seat", first["code"])
        assert request(web, "GET", "/api/view", token=first["token"]).status == 200
        assert request(web, "GET", "/api/view", token=later["token"]).status == 202  # still only asking
        assert _seats(web)[0] == ("phone", "Kari")


def test_bots_seats_are_never_a_phones_even_with_the_boards_consent():
    with serve("trappe", 3, 56, bots=0b010) as web:
        replies = _try_everything(web, 1, phone="botter")
        assert replies[0].status == 409 and "bot" in replies[0].data["error"]
        for cells in ((10, 11, 12), (45, 46, 47), (87, 88, 89)):
            assert board(web, "seat", cells) == "no phone asks with that code: nobody seated"
        _read_no_hand(web, replies + _try_everything(web, 1, phone="botter"))
        assert [who for who, _ in _seats(web)] == ["board", "bot", "board"]


def test_phones_seated_at_the_deal_keep_their_seats_and_no_other_seat_opens():
    with serve("kabal", 1, 57) as web:
        token = claim(web, 0)
        moves = dict((n, m) for m, n in request(web, "GET", "/api/view", token=token).data["moves"])
        assert request(web, "POST", "/api/move", {"move": moves["give up"]}, token=token).status == 200
        dealt = request(web, "POST", "/api/setup", {"game": "trappe", "players": 3}, token=token)
        assert dealt.status == 200
        assert request(web, "GET", "/api/view", token=token).data["seat"] == 0  # sat before the deal
        assert [who for who, _ in _seats(web)] == ["phone", "board", "board"]
        for seat in (1, 2):
            _read_no_hand(web, _try_everything(web, seat, phone="late"))


def test_the_board_freeing_every_seat_frees_them_and_each_then_needs_the_board_again():
    with serve("trappe", 3, 58) as web:
        tokens = [claim(web, seat) for seat in range(3)]
        assert board(web, "free all") == "freed every phone's seat"  # the board's own hold
        assert [who for who, _ in _seats(web)] == ["board"] * 3
        for seat, token in enumerate(tokens):
            assert request(web, "GET", "/api/view", token=token).status == 401
            _read_no_hand(web, _try_everything(web, seat, token=token, phone="after"))
