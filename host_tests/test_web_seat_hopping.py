# An attacker at the table, over real sockets on 127.0.0.1: a client that hops from seat to seat
# (claim, read the hand, leave) leaves every seat it read shown as left; a seat a player has seen
# and left is not claimed again by anyone, whatever phone id or token it forges, until the board
# frees the seats on its own pause menu.
from webkit import assert_no_leak, claim, request, serve, state


def _seats(web):
    return [(s["who"], s["name"]) for s in request(web, "GET", "/api/table").data["seats"]]


def _hop(web, seat):
    """A fresh client: claim seat, read its view, leave. The claim's reply."""
    reply = request(web, "POST", "/api/claim", {"seat": seat}, headers={"X-Phone": "hopper%d" % seat})
    if reply.status != 200:
        return reply
    view = request(web, "GET", "/api/view", token=reply.data["token"])
    assert view.status == 200
    assert request(web, "POST", "/api/leave", {}, token=reply.data["token"]).status == 200
    return reply


def test_a_client_hopping_over_a_fresh_tables_seats_leaves_each_seat_shown_as_left():
    for name, players in (("trappe", 4), ("sequence", 4), ("siodemki", 4)):
        with serve(name, players, 51) as web:
            for seat in (1, 2, 3):
                assert _hop(web, seat).status == 200
            # not untouched: every phone sees that a phone read seats 2-4 and went
            assert [who for who, _ in _seats(web)] == ["open", "left", "left", "left"], name
            before = state(web)
            for seat in (1, 2, 3):  # and hopping back reads nothing more
                again = request(web, "POST", "/api/claim", {"seat": seat})
                assert again.status == 409 and "release phones" in again.data["error"], again
                assert set(again.data) == {"error"}
                assert_no_leak(web, again, None)
            assert state(web) == before


def test_a_seat_its_player_has_seen_and_left_is_claimed_by_no_stranger_until_the_board_frees_it():
    with serve("trappe", 4, 52) as web:
        tokens = {}
        for seat, who in enumerate(("Kari", "Ola", "Åse", "Per")):
            reply = request(web, "POST", "/api/claim", {"seat": seat, "name": who})
            tokens[seat] = reply.data["token"]
            assert request(web, "GET", "/api/view", token=tokens[seat]).status == 200  # each reads their hand
        turn = request(web, "GET", "/api/table").data["turn"]
        move = request(web, "GET", "/api/view", token=tokens[turn]).data["moves"][0][0]
        assert request(web, "POST", "/api/move", {"move": move}, token=tokens[turn]).status == 200
        assert request(web, "POST", "/api/leave", {}, token=tokens[2]).status == 200  # Åse goes for a coffee
        assert _seats(web)[2] == ("left", "Åse")
        before = state(web)
        attempts = [
            ({"seat": 2}, None, None),
            ({"seat": 2, "name": "Åse"}, None, None),
            ({"seat": 2}, tokens[2], None),  # her own old token: given back, good no more
            ({"seat": 2}, tokens[0], None),  # another seat's token
            ({"seat": 2}, None, "/api/claim?phone=aseaseasease"),  # a forged phone id
        ]
        for body, token, path in attempts:
            reply = request(web, "POST", path or "/api/claim", body, token=token)
            assert reply.status in (400, 409), reply
            assert_no_leak(web, reply, None)
        assert request(web, "GET", "/api/view", token=tokens[2]).status == 401
        for seat in (0, 1, 3):  # hopping from a seat held: leaving it binds it the same way
            assert request(web, "POST", "/api/claim", {"seat": seat}).status == 409
        assert state(web) == before and _seats(web)[2] == ("left", "Åse")
        web.call(web.table.release_seats)  # the board's consent: pause menu, release phones
        assert [who for who, _ in _seats(web)] == ["open"] * 4
        token = claim(web, 2)
        assert request(web, "GET", "/api/view", token=token).data["seat"] == 2
