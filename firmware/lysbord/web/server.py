# The web server on microdot: routes to api.py, the pages from flash, table changes as SSE.
"""
Runs as an asyncio task beside the board's loop (`asyncio.create_task(serve(table))`);
the same code serves the simulator on the host. Every handler is short and synchronous
apart from the event streams, so the board's loop waits at most one request between its
own turns. Server-Sent Events tell the phones of changes: one-way is all they need
(moves go up as plain POSTs), it is plain HTTP a browser reconnects by itself, and it
costs the Pico one open socket per phone (and a few lines here, _Changes).
"""

import asyncio
import json

from microdot import Microdot, Response

from lysbord.web.api import TOKEN_HEADER, Api
from lysbord.web.jsonview import pieces

READ_S = 5  # a client gets this long for each line of its request, then a 400 and the socket back
KEEPALIVE_S = 15  # a comment line this often keeps a phone's stream and its Wi-Fi path open
MAX_STREAMS = 12  # open event streams (one per seat of the largest game); more get 503
_API_HEADERS = {"Cache-Control": "no-store"}
_JSON_HEADERS = {"Cache-Control": "no-store", "Content-Type": "application/json; charset=UTF-8"}
_EVENT_HEADERS = {"Content-Type": "text/event-stream", "Cache-Control": "no-store"}
_ERRORS = {
    400: "bad request",
    404: "not found",
    405: "method not allowed",
    413: "the request is too large",
    500: "the server failed",
}


def _reply(result):
    # microdot writes a generator's pieces as they come (jsonview.pieces): a view's values,
    # its JSON text and the bytes of it are never in the heap together (6 KB at once for a
    # Sequence view). No Content-Length: the connection's close ends the body, as for the
    # pages (microdot answers HTTP/1.0 and closes), and a JSON object cut short never parses.
    status, body = result
    return pieces(body), status, _JSON_HEADERS


class _TimedReader:
    """The request's stream, but a line that does not come in READ_S ends the request (the two
    reads microdot makes: the lines, then a body of its Content-Length)."""

    def __init__(self, reader):
        self.reader = reader

    async def _timed(self, step):
        try:
            return await asyncio.wait_for(step, READ_S)
        except asyncio.TimeoutError:
            raise ValueError("the request came too slowly") from None  # not an OSError: microdot answers 400

    async def readline(self):
        return await self._timed(self.reader.readline())

    async def readexactly(self, n):  # microdot reads a body with this (none over MAX_BODY: 413 first)
        return await self._timed(self.reader.readexactly(n))


class _App(Microdot):
    """microdot with a time limit on reading each request, so an idle socket cannot stay open,
    and the table's API, pages folder and change signal for the handlers (request.app)."""

    def __init__(self, table, www):
        super().__init__()
        self.api = Api(table)
        self.www = www
        self.changed = asyncio.Event()
        self.streams = 0
        table.listen(self._heard)

    def _heard(self, what):
        self.changed.set()

    async def handle_request(self, reader, writer):
        await super().handle_request(_TimedReader(reader), writer)


# The handlers are module-level async functions: microdot runs a plain function in a thread
# on CPython, and MicroPython's inspect (where present) does not see a closure as async.
def _refusal(status):
    return {"error": _ERRORS[status]}, status, _API_HEADERS


async def _as_json(request, response):
    """After microdot's own refusals (an unreadable request, no such route or method, a body
    too large, a handler that failed): the same status, the body in JSON like every other."""
    if response.status_code in _ERRORS:
        return Response(*_refusal(response.status_code))
    return response


def _send_page(www, name):
    # web/pages.py is loaded for the request and let go: a phone asks for the pages only
    # when it opens them, and the board does not hold that code in between
    from lysbord.hw.board import forget_module
    from lysbord.web import pages

    try:
        return pages.send(www, name)
    finally:
        forget_module("lysbord.web.pages")


async def _index(request):
    return _send_page(request.app.www, "index.html")


async def _page(request, name):
    return _send_page(request.app.www, name)


async def _table_state(request):
    return _reply(request.app.api.table_state())


async def _claim(request):
    return _reply(request.app.api.claim(request.body))


async def _rename(request):
    return _reply(request.app.api.rename(request.headers.get(TOKEN_HEADER), request.body))


async def _view(request):
    return _reply(request.app.api.view(request.headers.get(TOKEN_HEADER)))


async def _move(request):
    return _reply(request.app.api.move(request.headers.get(TOKEN_HEADER), request.body))


async def _setup(request):
    # JSON only: a page from another site can send a plain-text body without asking, but not
    # this type, so no other site can deal a game on the board
    if (request.content_type or "").split(";")[0].strip() != "application/json":
        return {"error": "expected Content-Type: application/json"}, 415, _API_HEADERS
    return _reply(request.app.api.setup(request.body))


async def _hint(request):
    # searched only on request, and synchronously: the board's loop waits for it
    # (kabal_hint.PHONE_BUDGET positions: 30 on the Pico, a few seconds at most there)
    return _reply(request.app.api.hint(request.headers.get(TOKEN_HEADER)))


class _Changes:
    """A phone's event stream as microdot writes it (an async iterator body): `data:
    {"version", "epoch"}` after every change, a comment line every KEEPALIVE_S. These few
    lines instead of microdot.sse: no task and queue per phone, 1.9 KB less code held."""

    def __init__(self, app):
        self.app = app
        self.sent = None

    def __aiter__(self):  # counted from when the stream is written (a HEAD request's never is)
        self.app.streams += 1
        return self

    async def __anext__(self):
        app = self.app
        while True:
            now = app.api.events()
            if now != self.sent:
                self.sent = now
                return b"data: " + json.dumps(now).encode() + b"\n\n"
            app.changed.clear()  # nothing can change between the check and the wait: no await
            try:
                await asyncio.wait_for(app.changed.wait(), KEEPALIVE_S)
            except asyncio.TimeoutError:
                return b": keep-alive\n\n"

    async def aclose(self):  # microdot calls this once a write has failed: the phone is gone
        self.app.streams -= 1


async def _events(request):
    if request.app.streams >= MAX_STREAMS:
        return {"error": "too many open event streams (%d)" % MAX_STREAMS}, 503, _API_HEADERS
    return _Changes(request.app), 200, _EVENT_HEADERS


# One route for every /api/ request (a route costs the board some 200 bytes of heap), the
# name says which; a name for the other method is refused as microdot refuses it (405).
_GET = {"table": _table_state, "view": _view, "hint": _hint, "events": _events}
_POST = {"claim": _claim, "name": _rename, "move": _move, "setup": _setup}


async def _api(request, name):
    handler = (_POST if request.method == "POST" else _GET).get(name)
    if handler is not None:
        return await handler(request)
    return _refusal(405 if name in _GET or name in _POST else 404)


def make_app(table, www="/www"):
    """The microdot app for table, its pages from the folder www (name.gz, or name as is). Made
    once on the board: web/routing.py is loaded for it and let go after."""
    from lysbord.hw.board import forget_module
    from lysbord.web import routing

    try:
        return routing.make_app(table, www)
    finally:
        forget_module("lysbord.web.routing")


async def serve(table, port=80, www="/www", host="0.0.0.0", listening=None):
    """Serve the table until cancelled. listening(port), if given, is called once the socket
    is bound (port 0 picks a free one; the host's tests use that)."""
    app = make_app(table, www)
    if listening is not None:
        asyncio.create_task(_tell_port(app, listening))
    try:
        await app.start_server(host=host, port=port)
    finally:
        if getattr(app, "server", None) is not None:
            app.shutdown()


async def _tell_port(app, listening):
    while getattr(app, "server", None) is None:
        await asyncio.sleep(0.01)
    listening(app.server.sockets[0].getsockname()[1])  # CPython's asyncio Server
