# A phone at the table without sockets: a game played on, a seat asked for and consented to,
# and its GET /api/view served through microdot. Shared by bench_web (the WebAssembly port)
# and the Pico W's rows on the emulated chip (tools/pico/chip_bench.py), which imports this
# small module rather than bench_web: its own bytecode would crowd the Pico W's heap.

BOARD_NAMES = ("192.168.4.1", "lysbord", "lysbord.local")  # the access point's (hw/net.py)


def play_on(sim, table, moves):
    """Play up to moves moves on table (a fixed pick among the legal ones), the board's app
    keeping up as on the board (animations, a save after each); the count played."""
    game = table.game
    played = 0
    while played < moves and not game.over:
        legal = game.legal_moves()
        table.play(game.turn, legal[played * 7 % len(legal)])
        played += 1
        sim.advance(40)
    sim.advance(1000)
    return played


def drive(coro):
    """Run a coroutine that never waits to its end: its value."""
    try:
        while True:
            coro.send(None)
    except StopIteration as stop:
        return stop.value


class Writer:
    sent = 0  # bytes written by every Writer: counted on the class, so counting allocates nothing

    async def awrite(self, data):
        Writer.sent += len(data)

    async def aclose(self):
        pass


def view_of_seat_0(app):
    """The raw bytes of a phone's GET /api/view, seat 0 asked for and the board's consent given."""
    from lysbord.rng import Rng

    drawn = Rng(7)  # a seeded stand-in for os.urandom: the token and the ask's code
    app.api.seats._urandom = lambda n: bytes(drawn.below(256) for _ in range(n))
    _, reply = app.api.claim(b'{"seat": 0}')
    app.api.table.admit(bytes(reply["code"]))  # the board's consent: the phone's code typed on it
    return b"GET /api/view HTTP/1.1\r\nHost: 192.168.4.1\r\nX-Seat-Token: %s\r\n\r\n" % reply["token"].encode()


def claim_raw(seat, name):
    """The raw bytes of a phone's POST /api/claim for seat, named name (UTF-8)."""
    body = ('{"seat": %d, "name": "%s"}' % (seat, name)).encode()
    head = b"POST /api/claim HTTP/1.1\r\nHost: 192.168.4.1\r\nContent-Type: application/json\r\n"
    return head + b"Content-Length: %d\r\n\r\n" % len(body) + body


def view_request(app, raw=None):
    """A function serving one phone's GET /api/view through microdot, without sockets: parse,
    route, view, JSON, write (seat 0 asked for and seated unless raw is given)."""
    from microdot import AsyncBytesIO, Request

    raw = raw or view_of_seat_0(app)

    def serve_one():
        """Serve it once; the bytes the reply took."""
        writer = Writer()
        before = Writer.sent
        request = drive(Request.create(app, AsyncBytesIO(raw), writer, ("192.168.4.2", 50000)))
        drive(drive(app.dispatch_request(request)).write(writer))
        return Writer.sent - before

    return serve_one
