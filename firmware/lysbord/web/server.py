# The web server on microdot: routes to api.py, the pages from flash, what changed.
"""
Runs as an asyncio task beside the board's loop (`asyncio.create_task(serve(table))`);
the same code serves the simulator on the host. Every handler is short and synchronous
apart from the event streams and the 7'er kabal hint (searched a slice at a time), so
the board's loop waits at most one request or one slice between its own turns.
A stock Pico W holds five TCP connections, so nothing is held open for a phone: its page
asks about every POLL_MS, in one short request, for its view "since" the table it shows,
and the board answers 204 when nothing changed (_unchanged), else the view with the table.
Server-Sent Events (/api/events, _Changes) tell a client of changes without a token: also a
short request answered at once and closed on a stock board (HELD streams are held open on a
board built with more connections).
"""

import asyncio
import json
import sys

from microdot import Microdot, Response

from lysbord.compat import ticks_diff, ticks_ms
from lysbord.web.api import TOKEN_HEADER, Api
from lysbord.web.jsonview import pieces

READ_S = 5  # a client gets this long for its whole request (line, headers, body), then a 400
MAX_LINES = 32  # the request line and its headers (a phone's browser sends some 15-20)
MAX_HEAD = 2048  # bytes of them together (a phone's some 1 KB): a request holds 4-5 times that of heap
KEEPALIVE_S = 15  # a comment line this often keeps a phone's stream and its Wi-Fi path open
HELD = 0  # event streams held open (a board built with more TCP connections may hold some); else short requests
POLL_MS = 1000  # a phone asks again after this long, on average (the page's own POLL_MS; an event stream's `retry:`)
SPREAD_MS = 300  # give or take this much, a different wait each time: phones that loaded the page
# together would otherwise ask in step for ever, five connections could not take them all at once,
# and a dropped SYN costs a phone a second
_API_HEADERS = {"Cache-Control": "no-store"}
_JSON_HEADERS = {"Cache-Control": "no-store", "Content-Type": "application/json; charset=UTF-8"}
_EVENT_HEADERS = {"Content-Type": "text/event-stream", "Cache-Control": "no-store"}
_ERRORS = {
    400: "bad request",
    404: "not found",
    405: "method not allowed",
    413: "the request is too large",
    415: "expected Content-Type: application/json",
    421: "this board answers only to its own address",
    500: "the server failed",
}


def _reply(result):
    # microdot writes a generator's pieces as they come (jsonview.pieces): a view's values,
    # its JSON text and the bytes of it are never in the heap together (6 KB at once for a
    # Sequence view). No Content-Length: the connection's close ends the body, as for the
    # pages (microdot answers HTTP/1.0 and closes), and a JSON object cut short never parses.
    status, body = result
    return pieces(body), status, _JSON_HEADERS


class _LimitedReader:
    """The request's stream, within the limits a Pico W can afford: all of it within READ_S of
    its first byte being awaited (one deadline, not one per line, so a line now and then cannot
    hold a socket), at most MAX_LINES lines of MAX_HEAD bytes in all. Over a limit, a ValueError
    (not an OSError): microdot answers 400 and the socket is closed. It wraps the two reads
    microdot makes: the lines, then a body of its Content-Length (none over MAX_BODY: 413 first)."""

    def __init__(self, reader):
        self.reader = reader
        self.started = ticks_ms()
        self.lines = 0
        self.room = MAX_HEAD

    async def _timed(self, read):
        left = READ_S * 1000 - ticks_diff(ticks_ms(), self.started)
        if left <= 0:
            raise ValueError("the request came too slowly")
        try:
            return await asyncio.wait_for(read(), left / 1000)
        except asyncio.TimeoutError:
            raise ValueError("the request came too slowly") from None

    async def readline(self):
        line = await self._timed(self.reader.readline)
        self.lines += 1
        self.room -= len(line)
        if self.lines > MAX_LINES or self.room < 0:
            raise ValueError("the request's headers are over %d lines or %d bytes" % (MAX_LINES, MAX_HEAD))
        return line

    async def readexactly(self, n):
        return await self._timed(lambda: self.reader.readexactly(n))


# MicroPython's stream writes always wait for the socket, so the board's loop runs between two
# pieces of a reply; CPython's return at once while the socket's buffer has room, so there a
# flood of requests wrote whole replies back to back (8 phones flooding stretched the host's
# loop to 60 ms). There every piece waits its turn.
_WRITES_NEVER_WAIT = sys.implementation.name != "micropython"


class _TurnTakingWriter:
    def __init__(self, writer):
        self.writer = writer
        self.get_extra_info = writer.get_extra_info

    async def awrite(self, data):
        await self.writer.awrite(data)
        await asyncio.sleep(0)

    async def aclose(self):
        await self.writer.aclose()


class _App(Microdot):
    """microdot with limits on reading each request (_LimitedReader), answering only requests
    addressed to the board by its own names (hosts: "name" or "name:port" as a Host header
    holds them; anything else could be a page of another site that a DNS answer pointed at
    the board), and the table's API, pages folder and change signal for the handlers."""

    def __init__(self, table, www, hosts):
        super().__init__()
        self.api = Api(table)
        self.www = www
        self.hosts = hosts
        self.changed = asyncio.Event()
        self.streams = []  # the open event streams (_Changes)
        table.listen(self._heard)

    def _heard(self, what):
        self.changed.set()

    async def handle_request(self, reader, writer):
        if _WRITES_NEVER_WAIT:
            writer = _TurnTakingWriter(writer)
        await super().handle_request(_LimitedReader(reader), writer)

    async def dispatch_request(self, req):
        if req is not None and req.headers.get("Host") not in self.hosts:
            return _refusal(421)
        return await super().dispatch_request(req)


# The handlers are module-level async functions: microdot runs a plain function in a thread
# on CPython, and MicroPython's inspect (where present) does not see a closure as async.
def _refusal(status):
    # microdot names the common statuses in the status line; these two it does not
    reason = "Unsupported Media Type" if status == 415 else "Misdirected Request" if status == 421 else None
    return Response({"error": _ERRORS[status]}, status, _API_HEADERS, reason=reason)


async def _as_json(request, response):
    """After microdot's own refusals (an unreadable request, no such route or method, a body
    too large, a handler that failed): the same status, the body in JSON like every other."""
    if response.status_code in _ERRORS:
        return _refusal(response.status_code)
    return response


def _send_page(www, name):
    # web/pages.py is loaded for the request and let go: a phone asks for the pages only
    # when it opens them, and the board does not hold that code in between
    from lysbord import forget_module
    from lysbord.web import pages  # loaded for this request and let go

    try:
        return pages.send(www, name)
    finally:
        forget_module("lysbord.web.pages")


async def _index(request):
    return _send_page(request.app.www, "index.html")


async def _page(request, name):
    return _send_page(request.app.www, name)


def _unchanged(request):
    """?since=VERSION:EPOCH, the table the phone shows: a 204 with no body if it is still the
    table's (nothing private: the version and epoch are public). A phone asks this about every
    POLL_MS in one short request, and a change costs it no second request."""
    since = request.args.get("since")
    if since is None:
        return None
    now = request.app.api.events()
    if since != "%d:%d" % (now["version"], now["epoch"]):
        return None
    return "", 204, _API_HEADERS


async def _table_state(request):
    return _unchanged(request) or _reply(request.app.api.table_state())


async def _claim(request):
    return _reply(request.app.api.claim(request.body))


async def _leave(request):
    return _reply(request.app.api.leave(request.headers.get(TOKEN_HEADER)))


async def _rename(request):
    return _reply(request.app.api.rename(request.headers.get(TOKEN_HEADER), request.body))


async def _view(request):
    # ?table: the public table in the same answer, one request (one connection) for a change, not two
    return _unchanged(request) or _reply(
        request.app.api.view(request.headers.get(TOKEN_HEADER), "table" in request.args)
    )


async def _move(request):
    return _reply(request.app.api.move(request.headers.get(TOKEN_HEADER), request.body))


async def _setup(request):
    return _reply(request.app.api.setup(request.body, request.headers.get(TOKEN_HEADER)))


async def _hint(request):
    # searched only on request, a slice at a time: the board's loop runs between them
    steps = request.app.api.hinting(request.headers.get(TOKEN_HEADER))
    try:
        while True:
            try:
                next(steps)
            except StopIteration as done:
                return _reply(done.value)
            await asyncio.sleep(0)
    finally:
        steps.close()  # a phone gone or the server stopping: the search is let go


class _Changes:
    """A phone's event stream as microdot writes it (an async iterator body): `retry:` and
    `data: {"version", "epoch"}`. A stock Pico W holds five TCP connections (lwIP's
    MEMP_NUM_TCP_PCB), so a stream is held open (a new `data:` after every change, a comment
    every KEEPALIVE_S) only while fewer than HELD are; every other is answered with the table's
    version at once and closed, and the phone's browser asks again after POLL_MS (the `retry:`
    line; EventSource reconnects by itself). Nothing a stranger opens can shut a phone out: past
    HELD a stream is a short request, never a refusal, and whether it is held is decided in
    __aiter__, with no wait between the count and the stream joining it (no race)."""

    def __init__(self, app):
        self.app = app
        self.sent = None
        self.held = False
        self.ended = False

    def __aiter__(self):  # counted from when the stream is written (a HEAD request's never is)
        streams = self.app.streams
        if len(streams) < HELD:
            streams.append(self)
            self.held = True
        return self

    async def __anext__(self):
        app = self.app
        while not self.ended:
            now = app.api.events()
            if now != self.sent:
                first = self.sent is None
                self.sent = now
                self.ended = not self.held  # a short request: this one answer, then closed
                data = b"data: " + json.dumps(now).encode() + b"\n\n"
                return _retry() + data if first else data
            app.changed.clear()  # nothing can change between the check and the wait: no await
            try:
                await asyncio.wait_for(app.changed.wait(), KEEPALIVE_S)
            except asyncio.TimeoutError:
                return b": keep-alive\n\n"
        raise StopAsyncIteration

    async def aclose(self):  # microdot calls this at the end, or once a write failed: the phone is gone
        if self in self.app.streams:
            self.app.streams.remove(self)


def _retry():
    """The `retry:` line: POLL_MS, give or take SPREAD_MS, spread by the moment it is asked."""
    return b"retry: %d\n" % (POLL_MS - SPREAD_MS + ticks_ms() * 7919 % (2 * SPREAD_MS + 1))


async def _events(request):
    return _Changes(request.app), 200, _EVENT_HEADERS


# One route for every /api/ request (a route costs the board some 200 bytes of heap), the
# name says which; a name for the other method is refused as microdot refuses it (405).
_GET = {"table": _table_state, "view": _view, "hint": _hint, "events": _events}
_POST = {"claim": _claim, "name": _rename, "move": _move, "setup": _setup, "leave": _leave}


async def _api(request, name):
    post = request.method == "POST"
    handler = (_POST if post else _GET).get(name)
    if handler is None:
        return _refusal(405 if name in _GET or name in _POST else 404)
    # a change only in JSON: a page of another site can send a form or a plain-text body
    # without asking the board first, but not this type (and the board allows no other site)
    if post and (request.content_type or "").split(";")[0].strip() != "application/json":
        return _refusal(415)
    return await handler(request)


def make_app(table, www="/www", names=("127.0.0.1", "localhost"), port=80):
    """The microdot app for table, its pages from the folder www (name.gz, or name as is),
    answering to names on port. Made once on the board: web/routing.py is loaded for it and
    let go after."""
    from lysbord import forget_module
    from lysbord.web import routing  # loaded to make the app and let go

    try:
        return routing.route(_App(table, www, routing.host_headers(names, port)), _as_json, _index, _page, _api)
    finally:
        forget_module("lysbord.web.routing")


async def serve(table, port=80, www="/www", host="0.0.0.0", listening=None, names=None):
    """Serve the table until cancelled, to requests for the board by one of names (its
    address, its name on the network: hw/net.py Link.names; by default the address it is
    bound to, with localhost for 127.0.0.1). listening(port), if given, is called once the
    socket is bound (port 0 picks a free one; the host's tests use that)."""
    if names is None:
        names = (host, "localhost") if host == "127.0.0.1" else (host,)
    app = make_app(table, www, names, port)
    if listening is not None:
        asyncio.create_task(_tell_port(app, listening, names))
    try:
        await app.start_server(host=host, port=port)
    finally:
        if getattr(app, "server", None) is not None:
            app.shutdown()


async def _tell_port(app, listening, names):
    from lysbord.web.routing import host_headers

    while getattr(app, "server", None) is None:
        await asyncio.sleep(0.01)
    port = app.server.sockets[0].getsockname()[1]  # CPython's asyncio Server
    app.hosts = host_headers(names, port)
    listening(port)
