# The web protocol without sockets: each request -> (status, dict). server.py only routes.
"""
GET /api/table, POST /api/claim, POST /api/name, POST /api/leave, POST /api/keep, GET /api/view,
POST /api/move, POST /api/setup, GET /api/hint (bodies and rules in docs/web.md). Every refusal is
(status, {"error": reason, "code"?, "args"?}) and changes nothing (the page words a code in the
phone's language). A seat's view is only ever built for the seat its token holds.
A reply holds the game's values as they come (bytes, tuples) and a view's moves as a
generator that names each as it is written: jsonview.pieces writes it all as JSON (bytes
and tuples as lists), so a reply is never copied whole before it is sent.
"""

import json

from lysbord.web import seats as _seats
from lysbord.web.jsonview import error, parse_body
from lysbord.web.seats import Seats

TOKEN_HEADER = "X-Seat-Token"
# What a phone asking for a seat is told: the board's consent, given on the board itself.
ASK_BOARD = (
    "on the board press Menu, then seat phones (the sky-blue cells on its bottom row), then the three cells"
    " this phone shows, in order"
)
# Why a token holds nothing now (seats.py), as its phone is told.
_GONE = {
    _seats.FREED: "the board freed every phone's seat: ask for a seat again",
    _seats.TAKEN: "the board gave seat %d to another phone",
    _seats.RETURNED: "the board took seat %d back",
    _seats.REFUSED: "the board refused your ask for seat %d",
    _seats.KEPT: "the phone holding seat %d kept it",
    _seats.RENAMED: "your name is another seat's now: ask for seat %d again with another",
}


def _waiting(seat):
    return "seat %d is the board's until it says yes: %s" % (seat + 1, ASK_BOARD)


def _int_field(data, key, low, high):
    """data[key] as an int in low..high, or (None, error reply)."""
    value = data.get(key)
    if type(value) is not int or not low <= value <= high:
        return None, error(400, "expected %r: a whole number %d..%d, got %s" % (key, low, high, json.dumps(value)))
    return value, None


class Api:
    """The table as the phones see it, one request at a time."""

    def __init__(self, table, seats=None):
        self.table = table
        self.seats = seats if seats is not None else Seats(table)
        self.searching = False  # a hint is being searched (see hinting)

    def _module(self):
        return __import__("lysbord.games." + self.table.name, None, None, ("move_name",))

    def events(self):
        """What every change tells the phones: nothing private, they fetch what they may see."""
        return {"version": self.table.version, "epoch": self.table.seats_epoch}

    def table_state(self):
        """GET /api/table: the public table and who holds each seat."""
        table = self.table
        game = table.game
        reply = {"game": table.name, "version": table.version, "epoch": table.seats_epoch}
        reply["setup"] = (game is None or bool(game.over)) and not table.held  # may a phone start a game now
        if game is None:
            reply.update({"players": 0, "turn": -1, "over": False, "seats": [], "public": None})
            return 200, reply
        reply["note"] = table.note
        reply["players"] = game.players
        reply["turn"] = game.turn
        reply["over"] = bool(game.over)
        seats = self.seats
        reply["seats"] = [
            {"seat": s, "who": seats.who(s), "name": seats.name(s), "asking": seats.asking(s)}
            for s in range(game.players)
        ]
        reply["last"] = self._last()
        reply["result"] = {"winners": game.winners(), "scores": game.scores()} if game.over else None
        reply["public"] = table.public_view()
        return 200, reply

    def _last(self):
        """The last move as the whole table saw it: {"seat", "name"}, or None. A game whose
        move names can hold a hidden card names them for the table (public_move_name)."""
        table = self.table
        if table.last_seat < 0:
            return None
        module = self._module()
        name = getattr(module, "public_move_name", module.move_name)
        return {"seat": table.last_seat, "name": name(table.last_move)}

    def _name(self, data, own=-1):
        """((the name in a request's data and its skeleton), None), ("", "") if none given, or
        (None, error reply): a name
        one phone shows the others, so none that reads as the page's own words or as the name of
        another phone, seated or asking (own: the seat the phone renaming itself holds; web/names.py,
        loaded for it and let go after)."""
        if "name" not in data:
            return ("", ("", "")), None
        from lysbord import forget_module
        from lysbord.web import names  # loaded for this request and let go

        try:
            name, word = names.check_name(data["name"])
            clash = names.taken_by(self.seats.names(), word, own)
        except ValueError as exc:
            return None, error(400, str(exc), *names.code_of(str(exc)))
        finally:
            forget_module("lysbord.web.names")
        if clash is not None:
            _, given, seat, holds = clash
            said = "seat %d is held by %s" if holds else "%s asks for seat %d"
            said = said % ((seat + 1, given) if holds else (given, seat + 1))
            args = {"seat": seat + 1, "name": given, "holds": bool(holds)}
            return None, error(400, "%s already: choose another name" % said, "name_taken", args)
        return (name, word), None

    def claim(self, raw):
        """POST /api/claim {"seat": i, "name"?: text}: the phone asks for a seat; 202 with a token
        that holds the seat once the board consents (seats.py), never before."""
        game = self.table.game
        if game is None:
            return error(404, "no game is on the table", "no_game")
        problem, data = parse_body(raw)
        if problem:
            return problem
        seat, problem = _int_field(data, "seat", 0, game.players - 1)
        if problem:
            return problem
        named, problem = self._name(data)
        if problem:
            return problem
        name = named[0]
        if self.seats.full():
            return error(
                503,
                "%d phones are asking already: ask once the table has seated them" % _seats.MAX_ASKS,
                "asks_full",
                {"n": _seats.MAX_ASKS},
            )
        try:
            token, code = self.seats.claim(seat, name, named[1])
        except ValueError as exc:
            return error(409, str(exc), "cannot_ask", {"seat": seat + 1})
        self.table.seated()  # every phone sees who asks at once, the holder of the seat too
        reply = {"seat": seat, "token": token, "name": name, "asking": True, "code": list(code)}
        reply["note"] = _waiting(seat)
        return 202, reply

    def rename(self, token, raw):
        """POST /api/name {"name": text}: the token's seat takes the name, every phone is told."""
        seat, data, problem = self._seat_and_body(token, raw)
        if problem:
            return problem
        if "name" not in data:
            return error(400, 'expected "name": the seat\'s name as text')
        named, problem = self._name(data, seat)
        if problem:
            return problem
        self.seats.rename(seat, named[0], named[1])
        self.table.seated()
        return 200, {"seat": seat, "name": named[0]}

    def leave(self, token):
        """POST /api/leave: the token is good no more; the seat is the board's again, shown as
        left; a phone still asking for a seat asks no more."""
        seat = self.seats.asked(token) if token else None
        if seat is not None:
            self.seats.withdraw(token)
            self.table.seated()
            return 200, {"seat": seat, "left": True}
        seat, problem = self._seat(token)
        if problem:
            return problem
        self.seats.leave(seat)
        self.table.seated()  # every phone sees who went at once
        return 200, {"seat": seat, "left": True}

    def keep(self, token):
        """POST /api/keep: the phone holding a seat keeps it: every ask for it ends, each asking
        phone told so (the board can still give the seat away, by a deliberate press on it)."""
        seat, problem = self._seat(token)
        if problem:
            return problem
        had = len(self.seats.asking(seat))
        self.seats.keep(seat)
        if had:
            self.table.seated()
        return 200, {"seat": seat, "refused": had}

    def _seat(self, token):
        """(seat, None) for a good token, else (None, error reply): one that lapsed says why."""
        if not token:
            return None, error(401, "no seat token: claim a seat first", "no_token")
        seat = self.seats.seat_of(token)
        if seat is None and self.seats.asked(token) is not None:
            return None, error(403, "waiting for the board to let you sit: " + ASK_BOARD, "waiting")
        if seat is None:
            gone = self.seats.gone(token)
            if gone is not None:
                why, seat = gone
                said = _GONE[why]
                status, reply = error(
                    401, said % (seat + 1) if "%d" in said else said, "gone_" + why, {"seat": seat + 1}
                )
                reply["gone"] = why
                return None, (status, reply)
            return None, error(
                401, "this seat token is not good (seats were freed or a new game began): claim a seat", "bad_token"
            )
        if self.table.game is None:
            return None, error(404, "no game is on the table", "no_game")
        return seat, None

    def _seat_and_body(self, token, raw):
        """(seat, request body, None) for a good token and a JSON object, else (.., .., error reply)."""
        seat, problem = self._seat(token)
        if problem:
            return None, None, problem
        problem, data = parse_body(raw)
        return seat, data, problem

    def _seat_view(self, seat):
        table = self.table
        game = table.game
        view = game.view(seat)
        moves = ()
        if not game.over and game.turn == seat:
            name = self._module().move_name
            moves = ([move, name(move)] for move in view.get("legal", ()))  # named as they are written
        return 200, {"seat": seat, "version": table.version, "game": table.name, "view": view, "moves": moves}

    def view(self, token, table=False, since=None):
        """GET /api/view: that seat's own view and its moves; table: with "table", the public
        table as GET /api/table answers it (a phone's one request when it hears of a change).
        A phone still asking for a seat gets 202 {"asking": seat, "code", "note"}: no view yet.
        since: the "version:epoch" the phone shows; when only seats changed since (an ask, a
        name, a leave: Table.game_version), {"same": true} stands for the view, unsent."""
        asked = self.seats.asked(token) if token else None
        if asked is not None:
            status, reply = 202, {"asking": asked, "code": self.seats.code(token), "note": _waiting(asked)}
        else:
            seat, problem = self._seat(token)
            if problem:
                return problem
            if self._seats_only_since(since):
                status, reply = 200, {"seat": seat, "version": self.table.version, "same": True}
            else:
                status, reply = self._seat_view(seat)
            reply["asked"] = self.seats.asking(seat)  # phones asking for this seat: its phone may keep it
        if table:
            reply["table"] = self.table_state()[1]
        return status, reply

    def _seats_only_since(self, since):
        """Has the game stayed as it was at since ("version:epoch", the phone's), only seats changed?"""
        if not since:
            return False
        version, _, epoch = since.partition(":")
        try:
            version, epoch = int(version), int(epoch)
        except ValueError:
            return False
        table = self.table
        return epoch == table.seats_epoch and table.game_version <= version <= table.version

    def move(self, token, raw):
        """POST /api/move {"move": m}: the token's seat plays m; the game's own reason if it may not."""
        seat, data, problem = self._seat_and_body(token, raw)
        if problem:
            return problem
        move, problem = _int_field(data, "move", 0, 65535)
        if problem:
            return problem
        game = self.table.game
        if game.over:
            return error(409, "the game is over", "game_over")
        if game.turn != seat:
            said = "it is seat %d's turn, not yours (seat %d)" % (game.turn + 1, seat + 1)
            return error(409, said, "not_your_turn", {"turn": game.turn + 1, "seat": seat + 1})
        try:
            self.table.play(seat, move)
        except ValueError as exc:
            return error(400, str(exc), "illegal")  # the mover's own move refused: nothing hidden in it
        return self._seat_view(seat)

    def setup(self, raw, token=None):
        """POST /api/setup {"game", "players"?, "seed"?, "options"?, "free_seats"?}: deal a new
        game (web/dealing.py, loaded for it and let go after: the board does not hold it while
        the game is played). Once a phone holds a seat at the table, only a seated phone deals."""
        game = self.table.game
        if game is not None and game.over and self.seats.held() and self.seats.seat_of(token) is None:
            return error(
                403,
                "only a phone seated at this table deals the next game: take a seat, or deal on the board",
                "seated_deal",
            )
        from lysbord import forget_module
        from lysbord.web import dealing  # loaded for this request and let go

        try:
            status, reply = dealing.setup(self.table, raw, self.seats._urandom, self.seats)
        finally:
            forget_module("lysbord.web.dealing")
        if status == 200 and self.seats.seat_of(token) is None:
            self._seat_dealer(reply)
        return status, reply

    def _seat_dealer(self, reply):
        """The phone that dealt, holding no seat, sits at the new game's first seat no phone
        holds (it sat before the deal): {"seat", "token"} in its reply."""
        seats = self.seats
        for seat in range(self.table.game.players):
            if not self.table.is_bot(seat) and seats.who(seat) == "board" and not seats.asking(seat):
                reply["seat"] = seat
                reply["token"] = seats.sit(seat)
                self.table.seated()
                return

    def hint(self, token):
        """GET /api/hint: a hint for the token's seat, searched only now (7'er kabal only)."""
        from lysbord.games.kabal.solver import finish

        return finish(self.hinting(token))

    def hinting(self, token):
        """hint(token) in slices: a generator that yields after each step of the search
        and returns the reply (web/hinting.py, loaded for it and let go after). One hint is
        searched at a time: the heap holds one search."""
        seat, problem = self._seat(token)
        if problem:
            return problem
        if self.searching:
            return error(503, "another hint is being searched: ask again in a few seconds", "hint_busy")
        from lysbord import forget_module
        from lysbord.web import hinting  # loaded for this request and let go

        self.searching = True
        try:
            return (yield from hinting.searching(self.table, seat))
        finally:
            self.searching = False
            forget_module("lysbord.web.hinting")
