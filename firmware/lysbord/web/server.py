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

from microdot import Microdot, Request, Response

from lysbord.compat import ticks_diff, ticks_ms
from lysbord.web.api import TOKEN_HEADER, Api
from lysbord.web.jsonview import pieces

READ_S = 5  # a client gets this long for its whole request (line, headers, body), then a 408
MAX_LINES = 32  # the request line and its headers (a phone's browser sends some 15-20), else a 431
MAX_HEAD = 2048  # bytes of them together (a phone's some 1 KB): a request holds 4-5 times that of heap
# A desktop browser at 127.0.0.1 sends the cookies every other local web app left there (any port):
# the simulator's server takes what one sends with ordinary cookies (16 KB in all, as node's http)
HOST_HEAD = (100, 16384)
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
    408: "the request came too slowly",
    413: "the request is too large",
    414: "the request's address is too long",
    415: "expected Content-Type: application/json",
    421: "this board answers only to its own address",
    431: "the request's headers are too large",
    500: "the server failed",
}
# the status line's words for the less common statuses (microdot writes "N/A" for any but 200)
_PHRASES = {
    408: "Request Timeout",
    414: "URI Too Long",
    415: "Unsupported Media Type",
    421: "Misdirected Request",
    431: "Request Header Fields Too Large",
}
_NOT_UTF8 = "the request's address (its %-escapes too) or a header is not UTF-8 text"
_MALFORMED = "malformed request: expected METHOD /path HTTP/1.1, Name: value lines and %-escapes of two hex digits"


def _reply(result):
    # microdot writes a generator's pieces as they come (jsonview.pieces): a view's values,
    # its JSON text and the bytes of it are never in the heap together (6 KB at once for a
    # Sequence view). No Content-Length: the connection's close ends the body, as for the
    # pages (microdot answers HTTP/1.0 and closes), and a JSON object cut short never parses.
    status, body = result
    return pieces(body), status, _JSON_HEADERS


class _Refused(Exception):
    """A request refused while it is read: args (status, the reason the reply gives)."""


class _LimitedReader:
    """The request's stream, within the limits a Pico W can afford: all of it within READ_S of
    its first byte being awaited (one deadline, not one per line, so a line now and then cannot
    hold a socket: 408), at most `lines` lines of `head` bytes in all (431; a request line alone
    over them: 414). It wraps the two reads microdot makes: the lines, then a body of its
    Content-Length (none over MAX_BODY: 413 first)."""

    def __init__(self, reader, head):
        self.reader = reader
        self.started = ticks_ms()
        self.lines = 0
        self.max_lines, self.max_head = head
        self.room = self.max_head

    async def _timed(self, read):
        left = READ_S * 1000 - ticks_diff(ticks_ms(), self.started)
        if left <= 0:
            raise _Refused(408, "the request came too slowly: %s s for all of it" % READ_S)
        try:
            return await asyncio.wait_for(read(), left / 1000)
        except asyncio.TimeoutError:
            raise _Refused(408, "the request came too slowly: %s s for all of it" % READ_S) from None

    async def readline(self):
        line = await self._timed(self.reader.readline)
        self.lines += 1
        self.room -= len(line)
        if self.room < 0 and self.lines == 1:
            raise _Refused(414, "the request's address is over %d bytes" % self.max_head)
        if self.lines > self.max_lines or self.room < 0:
            raise _Refused(431, "the request's headers are over %d lines or %d bytes" % (self.max_lines, self.max_head))
        return line

    async def readexactly(self, n):
        if n < 0:
            raise _Refused(400, "a negative Content-Length")
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

    def __init__(self, table, www, hosts, head):
        super().__init__()
        self.api = Api(table)
        self.www = www
        self.hosts = hosts
        self.head = head  # (lines, bytes): _LimitedReader's limits
        self.changed = asyncio.Event()
        self.streams = []  # the open event streams (_Changes)
        table.listen(self._heard)

    def _heard(self, what):
        self.changed.set()

    async def handle_request(self, reader, writer):
        """microdot's own, but a request it cannot read is answered with its reason, and nothing
        a client sends is printed: a traceback on the host's terminal would be drawn over the
        simulator's board (microdot prints one for any request it cannot parse)."""
        if _WRITES_NEVER_WAIT:
            writer = _TurnTakingWriter(writer)
        try:
            try:
                req = await Request.create(
                    self, _LimitedReader(reader, self.head), writer, writer.get_extra_info("peername")
                )
            except _Refused as refused:
                res = _refusal(refused.args[0], refused.args[1])
            except EOFError:  # the connection ended within the body
                res = _refusal(400, "the request ended before its Content-Length")
            except UnicodeError:  # before ValueError: on both interpreters it is one
                res = _refusal(400, _NOT_UTF8)
            except (ValueError, IndexError, TypeError):  # a line that is not what HTTP says
                res = _refusal(400, _MALFORMED)
            else:
                if req is None:  # the connection closed before a request line: nobody to answer
                    await writer.aclose()
                    return
                res = await self.dispatch_request(req)
            await res.write(writer)
            await writer.aclose()
        except OSError:  # the client has gone (its reset, a closed socket): nothing to tell it
            pass

    async def dispatch_request(self, req):
        if req is not None and req.headers.get("Host") not in self.hosts:
            return _refusal(421)
        return await super().dispatch_request(req)


# The handlers are module-level async functions: microdot runs a plain function in a thread
# on CPython, and MicroPython's inspect (where present) does not see a closure as async.
def _refusal(status, why=None):
    return Response({"error": why or _ERRORS[status]}, status, _API_HEADERS, reason=_PHRASES.get(status))


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


async def _keep(request):
    return _reply(request.app.api.keep(request.headers.get(TOKEN_HEADER)))


async def _rename(request):
    return _reply(request.app.api.rename(request.headers.get(TOKEN_HEADER), request.body))


async def _view(request):
    # ?table: the public table in the same answer, one request (one connection) for a change, not two
    # since: a seat whose game has not moved since is answered without its view (seats only changed)
    return _unchanged(request) or _reply(
        request.app.api.view(request.headers.get(TOKEN_HEADER), "table" in request.args, request.args.get("since"))
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
_POST = {"claim": _claim, "name": _rename, "move": _move, "setup": _setup, "leave": _leave, "keep": _keep}


async def _api(request, name):
    post = request.method == "POST"
    handler = (_POST if post else _GET).get(name)
    if handler is None:
        return _refusal(405 if name in _GET or name in _POST else 404)
    # a change only in JSON: a page of another site can send a form or a plain-text body
    # without asking the board first, but not this type (and the board allows no other site)
    if post and (request.content_type or "").split(";")[0].strip().lower() != "application/json":  # any case
        return _refusal(415)
    return await handler(request)


def make_app(table, www="/www", names=("127.0.0.1", "localhost"), port=80, head=(MAX_LINES, MAX_HEAD)):
    """The microdot app for table, its pages from the folder www (name.gz, or name as is),
    answering to names on port, reading requests of at most head (lines, bytes). Made once on
    the board: web/routing.py is loaded for it and let go after."""
    from lysbord import forget_module
    from lysbord.web import routing  # loaded to make the app and let go

    try:
        return routing.route(_App(table, www, routing.host_headers(names, port), head), _as_json, _index, _page, _api)
    finally:
        forget_module("lysbord.web.routing")


async def serve(table, port=80, www="/www", host="0.0.0.0", listening=None, names=None, head=(MAX_LINES, MAX_HEAD)):
    """Serve the table until cancelled, to requests for the board by one of names (its
    address, its name on the network: hw/net.py Link.names; by default the address it is
    bound to, with localhost for 127.0.0.1). listening(port), if given, is called once the
    socket is bound (port 0 picks a free one; the host's tests use that). head: the requests'
    limits (lines, bytes): the board's own, or HOST_HEAD for a desktop browser's cookies."""
    if names is None:
        names = (host, "localhost") if host == "127.0.0.1" else (host,)
    app = make_app(table, www, names, port, head)
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
