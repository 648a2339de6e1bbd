# The web side: heap of the server and of the whole board with it (MicroPython), the cost of
# a served request to the board's loop, request latency over real sockets and page weight (host).
import json
import sys

from benchlib import (
    ON_MICROPYTHON,
    allocated,
    best_us,
    heap_held,
    heap_now,
    import_cost,
    loaded_compiled,
)
from web_phone import BOARD_NAMES, Writer, play_on, view_of_seat_0, view_request

# The Pico W's own budget (>= 40 KB free with the server loaded, and while serving a phone) is
# judged on the emulated Pico W, with its stock firmware and the network's run-time share
# read from MicroPython's sources: tools/pico/bench.py, section pico. Here, on the WebAssembly
# port, the same state is taken apart: what each module and object of it holds.
_BOOT_MODULES = (  # what a Pico W imports to play Sequence with the web side up (main.py, app.main)
    "lysbord.hw.board",
    "lysbord.games.sequence",
    "lysbord.ui.board.app",
    "lysbord.ui.board.screens",  # the boot sweep, with the font: let go once play begins (ui/board/app.py)
    "lysbord.ui.board.menu",  # the setup menu: likewise
    "lysbord.ui.board.play",
    "lysbord.ui.board.pause",  # the pause screen, with its penalty flash: visited once, let go likewise
    "lysbord.table",
    "lysbord.hw.net",  # dropped once the radio is up (ui/board/app.py web_side): only its names stay
    "asyncio",  # frozen on both ports; its module and class objects still take heap on a Pico
    "microdot",  # the web framework, from /lib (its core module only: the event streams are server.py's)
    "lysbord.web.server",
)
# The WebAssembly port wraps these in frozen Python; on the rp2 port they are C modules that
# cost no heap. Imported before measuring, like the host fakes (simboard, tools/fakes).
_NOT_ON_THE_PICO = ("binascii", "io", "time", "simboard", "fakes.install")


def _forget(prefixes):
    for name in list(sys.modules):
        if any(name == p or name.startswith(p + ".") for p in prefixes):
            del sys.modules[name]


def _boot_import(name):
    __import__(name)
    if name == "lysbord.hw.net":
        from lysbord import forget_module

        forget_module(name)


def _table(name="sequence", players=2, seed=3):
    from lysbord.table import Table, game_module

    table = Table()
    table.start(name, game_module(name).new_game(players, seed), 0)
    return table


_MOVES = 64  # a game of two runs 50-110 moves; every 16 the game keeps a checkpoint for undo


def _native_loop_stand_in():
    """On a Pico the LED loop is viper code compiled at boot (hw/pixfast.py) and the pure
    loop's tables (2.3 KB) are dropped; the WebAssembly port has no native emitter, so the
    same loop as plain Python stands in for it (its bytecode where the Pico holds machine code)."""
    from lysbord.hw import pixfast

    plain = pixfast.load
    pixfast.load = lambda: plain(plain=True)


def _fake_pins(board):
    """Generator (use `yield from`): heap bytes of the fake machine.Pin objects the board
    holds (key rows, columns, buttons, the LED strip's): a Python object each here, a
    static object on the rp2 port (no heap)."""
    from fakes.machine import Pin

    keys = board.keys
    count = 1 + sum(len(getattr(keys, name, ())) for name in ("_rows", "_cols", "_buttons"))
    pins, _ = yield from heap_held(lambda: [Pin(0, Pin.IN) for _ in range(count)])
    bare, _ = yield from heap_held(lambda: [None] * count)
    return pins - bare


def heap(report):
    """MicroPython: what board + app + game + server hold, idle (Sequence in play, the setup
    menu and the pause screen visited and let go again) and at the largest moment of a
    served request, and each module's share. Run in a fresh interpreter
    (tools/bench/bench.py): names a module interns stay interned, so a second import costs less."""
    if not ON_MICROPYTHON:
        return
    import lysbord

    where = "from .mpy files" if loaded_compiled(lysbord) else "from .py sources, compiled in RAM"
    for name in _NOT_ON_THE_PICO:
        __import__(name)
    before = yield from heap_now()
    costs = {}
    for name in _BOOT_MODULES:  # each one's cost after the ones before it (shared imports go to the first)
        held, _ = yield from heap_held(lambda name=name: _boot_import(name))
        report.add("web", "heap: + import %s" % name, held, "bytes")
        costs[name] = held
    modules = (yield from heap_now()) - before
    from fakes import neopixel as fake_neopixel
    from fakes.install import install
    from simboard import SimBoard, load_profile

    from lysbord.table import Table
    from lysbord.web.server import make_app

    profile = load_profile("full_w")
    fakes, _ = yield from heap_held(lambda: install(profile))  # the fake clock, keys and flash: host only
    _native_loop_stand_in()
    sim = SimBoard(profile, seed=1, step_ms=8)  # the board, the app, a virtual-deck Sequence game
    app = sim.app
    app.settings.players = 2
    app.settings.bots = 0  # two people: one at the board, one on a phone
    app.start_game(sim.host.ticks_ms())
    sim.advance(500)
    table = getattr(app, "table", None)  # the app's own Table, where it keeps one
    if table is None or table.game is None:
        table = Table()
        table.start("sequence", app.play.game, 0)
    played = play_on(sim, table, _MOVES)
    report.add("web", "heap: Sequence measured after this many moves (its undo checkpoints held)", played, "moves")
    del fake_neopixel.frames[:]  # the frames the fake LEDs recorded: host only
    web = make_app(table, "/www", BOARD_NAMES)
    raw = view_of_seat_0(web)
    serve_one = view_request(web, raw)
    serve_one()  # a phone seated and served once: what the first request leaves is held from then on
    # microdot compiles a route's pattern the first time a request tries it, and a phone's page
    # asks for its pages too (an earlier route): a path no route takes tries them all
    view_request(web, b"GET /nothing HTTP/1.1\r\nHost: 192.168.4.1\r\n\r\n")()
    fakes += yield from _fake_pins(sim.board)
    sim.fs.files.clear()  # the fake flash holds the save in RAM (180 bytes): on flash on a Pico
    total = (yield from heap_now()) - before - fakes
    report.add("web", "heap: modules of board + app + game + server as imported (%s)" % where, modules, "bytes")
    objects = total - modules  # net of the moment screens' code, let go once play began (ui/board/app.py)
    what = "heap: then the objects (board, app, game, web app, a phone), less the screens let go"
    report.add("web", what, objects, "bytes")
    report.add("web", "heap: board + app + game + server, modules %s" % where, total, "bytes")
    # The peak: a collection runs whenever an allocation does not fit, so what must fit is what
    # is live at the request's largest moment (docs/web.md), measured with the request paused there.
    peak = (yield from _live_peak(web, raw)) - before - fakes
    report.add("web", "  peak while serving GET /api/view, live at its largest moment (%s)" % where, peak, "bytes")
    report.add("web", "    of it the request's own, over idle", peak - total, "bytes")
    garbage = allocated(serve_one, 1)
    report.add("web", "  heap one served GET /api/view allocates, garbage included (%s)" % where, garbage, "bytes")
    # The worst request the limits let in (web/server.py: MAX_LINES lines, MAX_HEAD bytes): its
    # headers are all held (microdot keeps them in a dict) while it is served.
    worst = _worst_request(raw)
    peak_worst = (yield from _live_peak(web, worst)) - before - fakes
    what = "  peak while serving the worst request the limits let in (%d bytes of headers)" % len(worst)
    report.add("web", what, peak_worst, "bytes")
    # a request as large as the limits allow may take half of the Pico W's 40 KB to spare, not more
    report.add("web", "    of it the worst request's own, over idle", peak_worst - total, "bytes", "<= 20 KB")
    garbage = allocated(view_request(web, worst), 1)
    report.add("web", "    heap it allocates, garbage included", garbage, "bytes")
    # Frozen (board/manifest.py), lysbord's bytecode and names stay in flash; its module and
    # class objects are still made in RAM, so this is an upper bound. microdot stays in /lib.
    ours = sum(held for name, held in costs.items() if name.startswith("lysbord") and name in sys.modules)
    report.add("web", "  heap lysbord's modules take, all of it kept in flash when frozen (at most)", ours, "bytes")
    del sim, app, table, web, serve_one
    yield from _module_costs(report)
    room, pool = yield from _name_room()
    report.add("web", "heap: names that still fit in the last pool of interned names (this port's)", room, "names")
    report.add("web", "  the next pool of names, taken once they are used", pool, "bytes")


def _name_room():
    """Generator (use `yield from`): (names that still fit in the last pool of interned names,
    the bytes of the next pool). MicroPython takes pools that double as names are interned, so
    part of the heap figures is room for names to come, where the pools of this port happen to
    fall (a Pico W's fall elsewhere): counted by interning new names until the heap jumps."""
    import gc

    class Probe:
        pass

    probe = Probe()
    yield  # collected: the heap as it stands
    last = gc.mem_alloc()
    for count in range(20000):
        getattr(probe, "heap_probe_%d" % count, None)  # a lookup interns the name
        now = gc.mem_alloc()
        if now - last > 2048:  # far more than a name and its text: a new pool
            return count, now - last
        last = now
    return None, None


def _module_costs(report):
    """Each web module imported again on its own (names already interned: a little low)."""
    _forget(("microdot", "lysbord.web"))
    pure = yield from import_cost("lysbord.web.api", ("lysbord.web", "lysbord.web.jsonview", "lysbord.web.seats"))
    report.add("web", "heap: import api + seats + jsonview (again)", pure, "bytes")
    framework = yield from import_cost("microdot", ("microdot.microdot",))
    report.add("web", "heap: import microdot (again)", framework, "bytes")
    server = yield from import_cost("lysbord.web.server")
    report.add("web", "heap: import server.py (again)", server, "bytes")


def handler_cost(report):
    """What one served view costs the loop (the handler runs between two turns of the board's
    loop): api.view + JSON, in time and heap, for a Sequence and a Cabo seat."""

    from lysbord.rng import Rng
    from lysbord.web.api import Api
    from lysbord.web.jsonview import pieces
    from lysbord.web.seats import Seats

    for name in ("sequence", "cabo"):
        table = _table(name, 4 if name == "cabo" else 2)
        drawn = Rng(7)  # a seeded stand-in for os.urandom: the tokens and the ask's code
        api = Api(table, Seats(table, lambda n, drawn=drawn: bytes(drawn.below(256) for _ in range(n))))
        _, reply = api.claim(b'{"seat": 0}')
        table.admit(bytes(reply["code"]))  # the board's consent: the phone's code typed on it
        token = reply["token"]

        def serve_view(api=api, token=token):
            status, body = api.view(token)
            return "".join(pieces(body))  # the server writes the pieces as they come

        best = best_us(serve_view, 50 if ON_MICROPYTHON else 500)
        report.add("web", "view handler (api + JSON), %s" % name, best, "us", "board loop waits this per request")
        report.add(
            "web",
            "  heap allocated per view, %s" % name,
            allocated(serve_view, 20) and allocated(serve_view, 20) // 20,
            "bytes",
        )
        report.add("web", "  view body, %s" % name, len(serve_view()), "bytes")


def _pause():
    yield  # out to _live_peak's loop, the request's objects held where they are


class _PausingWriter(Writer):
    async def awrite(self, data):
        await _pause()  # the status line, each header, each piece of the body: a moment each


def _hold_reply(request, response):
    """An after-request handler: the moment the reply exists beside what made it (the view's
    dict is still the dispatcher's local). A body microdot made whole (bytes) held the JSON
    text beside the two while it was encoded: held again for the moment (as long, all ASCII)."""
    body = response.body
    text = body.decode() if isinstance(body, bytes) else None
    yield text  # paused here, the text (if any) held


def _live_peak(app, raw):
    """Generator (use `yield from`): one phone's GET /api/view through microdot, paused at each
    of its moments (the reply built, each write); at each, the heap in use with everything
    the request holds, collected at the top level (heap_now). Returns the largest."""
    from microdot import AsyncBytesIO, Request

    app.after_request(_hold_reply)

    async def serve(writer):
        request = await Request.create(app, AsyncBytesIO(raw), writer, ("192.168.4.2", 50000))
        response = await app.dispatch_request(request)
        await response.write(writer)

    request = serve(_PausingWriter())
    largest = 0
    while True:
        try:
            request.send(None)
        except StopIteration:
            break
        largest = max(largest, (yield from heap_now()))
    app.after_request_handlers.remove(_hold_reply)
    return largest


def _worst_request(raw):
    """raw (a GET /api/view) with headers added up to the server's limits: MAX_LINES lines
    (the request line and the blank line that ends them included), MAX_HEAD bytes in all."""
    from lysbord.web.server import MAX_HEAD, MAX_LINES

    head = raw[:-2]  # without the blank line
    lines = head.count(b"\r\n")
    fill = MAX_HEAD - len(raw)
    added = MAX_LINES - 1 - lines
    each = fill // added
    for i in range(added):
        name = b"X-Filler-%02d: " % i
        size = each + (fill - each * added if i == added - 1 else 0)
        head += name + b"a" * (size - len(name) - 2) + b"\r\n"
    return head + b"\r\n"


def served_request(report):
    """A whole request through microdot without sockets: parse, route, view, JSON, write.
    On the board this runs between two turns of its loop (the loop waits this long)."""
    from lysbord.web.server import make_app

    serve_one = view_request(make_app(_table("sequence", 2), "/www", BOARD_NAMES))
    best = best_us(serve_one, 50 if ON_MICROPYTHON else 500)
    report.add("web", "served GET /api/view through microdot, sequence", best, "us", "board loop waits this")

    per = allocated(serve_one, 20)
    report.add("web", "  heap allocated per served request", per and per // 20, "bytes")


def latency(report):
    """CPython: requests over real sockets to the real server, and the board loop beside it."""
    if ON_MICROPYTHON:
        return
    import http.client
    import subprocess
    import time

    from webtable import WebTable

    web = WebTable(_table("cabo", 3), tick_s=0.001).start()
    try:
        _, body = _request(http.client, web, "POST", "/api/claim", b'{"seat": 1}')
        token = json.loads(body)["token"]
        web.call(web.table.admit, bytes(json.loads(body)["code"]))  # the board's consent: its code typed
        cases = (
            ("GET /api/table", "GET", "/api/table", None, None),
            ("GET /api/view", "GET", "/api/view", None, token),
            ("POST /api/move (refused: not your turn)", "POST", "/api/move", b'{"move": 1}', token),
        )
        for label, method, path, body, tok in cases:
            best = None
            for _ in range(5):
                start = time.perf_counter()
                for _ in range(100):
                    _request(http.client, web, method, path, body, tok)
                took = (time.perf_counter() - start) / 100 * 1000
                best = took if best is None else min(best, took)
            report.add("web", "latency %s (host, new connection each)" % label, best, "ms", "< 5 ms")

        idle = _loop_while(web, lambda: time.sleep(0.5))

        def load():  # four phones, each its own process (no GIL shared with the server)
            script = _PHONE % (web.port, token)
            phones = [subprocess.Popen([sys.executable, "-c", script]) for _ in range(4)]
            for phone in phones:
                phone.wait()

        busy = _loop_while(web, load)
        served = []

        def flood():  # eight phones asking as fast as they can for 5 s
            script = _FLOOD % (web.port, token)
            phones = [subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE) for _ in range(8)]
            for phone in phones:
                served.append(int(phone.communicate()[0]))

        flooded = _loop_while(web, flood)
        report.add("web", "requests 8 flooding phones got answered in 5 s (host)", sum(served), "requests")
        gaps = (("idle", idle), ("4 phones x 100 requests", busy), ("8 phones flooding for 5 s", flooded))
        for label, (median, p99, longest) in gaps:
            report.add("web", "board loop gap, %s: median" % label, median * 1000, "ms", "1 ms sleep per tick")
            report.add("web", "board loop gap, %s: 99th percentile" % label, p99 * 1000, "ms", "< 20 ms (a frame)")
            report.add("web", "board loop gap, %s: longest" % label, longest * 1000, "ms", "shared host: noisy")
    finally:
        web.stop()


def _loop_while(web, action):
    """(median, 99th percentile, longest) seconds between two ticks of the board loop."""
    web.gaps = []
    action()
    gaps = sorted(web.gaps)
    web.gaps = None
    return gaps[len(gaps) // 2], gaps[len(gaps) * 99 // 100], gaps[-1]


def _request(client, web, method, path, body=None, token=None):
    conn = client.HTTPConnection("127.0.0.1", web.port, timeout=10)
    headers = {"X-Seat-Token": token} if token else {}
    if body is not None:
        headers["Content-Type"] = "application/json"
    try:
        conn.request(method, path, body=body, headers=headers)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


_PHONE = """import http.client
for _ in range(100):
    conn = http.client.HTTPConnection("127.0.0.1", %d, timeout=10)
    conn.request("GET", "/api/view", headers={"X-Seat-Token": "%s"})
    conn.getresponse().read()
    conn.close()
"""


_FLOOD = """import http.client, time
end = time.monotonic() + 5
count = 0
while time.monotonic() < end:
    conn = http.client.HTTPConnection("127.0.0.1", %d, timeout=10)
    conn.request("GET", ("/api/view", "/api/table")[count %% 2], headers={"X-Seat-Token": "%s"})
    conn.getresponse().read()
    conn.close()
    count += 1
print(count)
"""


def page_weight(report):
    """CPython: the pages as the board serves them, made from the sources as `make web` makes
    them (the style and scripts inside the one page, gzipped), built or not."""
    if ON_MICROPYTHON:
        return
    import build_web

    sizes = {name: len(build_web.gzipped(build_web.page(name))) for name in build_web.PAGES}
    for name, size in sizes.items():
        report.add("web", "page %s (gz)" % name, size, "bytes")
    if sizes:
        report.add("web", "pages in all (gz)", sum(sizes.values()), "bytes", "< 40 KB")


def _phone(port, token, stop, heard, loads, seed):
    """One phone as its page behaves: its page (one request: the style and scripts inside it),
    its view with the table, then every POLL_MS or so (0.7-1.3 times, its own random waits) its
    view again "since" the table it shows: 204 if nothing changed. heard: version -> when."""
    import random
    import socket
    import time

    from lysbord.web.server import POLL_MS

    def get(path, tok=None):
        sock = socket.create_connection(("127.0.0.1", port), timeout=30)
        head = "GET %s HTTP/1.1\r\nHost: 127.0.0.1:%d\r\n" % (path, port)
        sock.sendall((head + ("X-Seat-Token: %s\r\n" % tok if tok else "") + "\r\n").encode())
        data = b""
        while True:
            chunk = sock.recv(16384)
            if not chunk:
                break
            data += chunk
        sock.close()
        status = int(data.split(b" ", 2)[1])
        return status, data.partition(b"\r\n\r\n")[2]

    waits = random.Random(seed)
    started = time.monotonic()
    get("/")  # the page holds its style and scripts
    loads.append(time.monotonic() - started)
    since = ""
    while not stop.is_set():
        status, body = get("/api/view?table=1" + since, token)
        if status == 200:
            table = json.loads(body)["table"]
            heard.setdefault(table["version"], time.monotonic())
            since = "&since=%d:%d" % (table["version"], table["epoch"])
        stop.wait(POLL_MS * (0.7 + 0.6 * waits.random()) / 1000)


def pico_network(report, players=12, moves=20):
    """CPython: a full table of phones through a model of a stock Pico W's network (five TCP
    connections, a sixth SYN dropped and sent again after 1, 2, 4 ... s; 8,000 B of send
    buffers for them all, freed as the phones acknowledge; host_tests/picowifi.py):
    each phone loads the page and follows the table as the page does (asking what changed,
    about every second); the board plays moves."""
    if ON_MICROPYTHON:
        return
    import http.client
    import os
    import threading
    import time

    root = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    sys.path.insert(0, os.path.join(root, "host_tests"))
    import build_web
    from picowifi import MEM_SIZE, PCBS, PicoWifi
    from webtable import WebTable

    build_web.build()  # the page as the board serves it: one file

    web = WebTable(_table("sequence", players), tick_s=0.001).start()
    wifi = PicoWifi(web.port)
    stop = threading.Event()
    try:
        tokens = []
        for seat in range(players):
            _, body = _request(http.client, web, "POST", "/api/claim", b'{"seat": %d}' % seat)
            tokens.append(json.loads(body)["token"])
            web.call(web.table.admit, bytes(json.loads(body)["code"]))  # the board's consent: its code typed
        heard = [{} for _ in range(players)]
        loads = []
        phones = [
            threading.Thread(target=_phone, args=(wifi.port, tokens[s], stop, heard[s], loads, s), daemon=True)
            for s in range(players)
        ]
        for phone in phones:
            phone.start()
        end = time.monotonic() + 60
        while len(loads) < players and time.monotonic() < end:
            time.sleep(0.05)
        time.sleep(2.0)
        loaded = wifi.dropped
        worst = 0.0
        for _ in range(moves):
            made = time.monotonic()
            web.call(lambda: web.table.play(web.table.game.turn, web.table.game.legal_moves()[0]))  # the keys
            version = web.call(lambda: web.table.version)
            deadline = made + 10
            while time.monotonic() < deadline and not all(any(v >= version for v in h) for h in heard):
                time.sleep(0.01)
            for h in heard:
                got = [t for v, t in list(h.items()) if v >= version]
                worst = max(worst, (min(got) if got else deadline) - made)
            time.sleep(0.3)
        report.add("web", "Pico W TCP connections (lwIP MEMP_NUM_TCP_PCB, stock)", PCBS, "connections")
        report.add("web", "%d phones: most connections open at once" % players, wifi.most, "connections", "<= 5")
        report.add("web", "%d phones: SYNs dropped loading the page at once" % players, loaded, "SYNs")
        report.add("web", "%d phones: a page load at once, longest" % players, max(loads) * 1000, "ms", "one request")
        report.add("web", "%d phones: SYNs dropped in %d moves" % (players, moves), wifi.dropped - loaded, "SYNs")
        report.add("web", "%d phones: slowest a phone heard a move" % players, worst * 1000, "ms", "< 2000 ms")
        report.add("web", "Pico W send buffers (lwIP MEM_SIZE, stock)", MEM_SIZE, "bytes")
        report.add(
            "web", "%d phones: most in the send buffers at once" % players, wifi.most_in_flight, "bytes", "<= 8000 B"
        )
        waits = sorted(wifi.send_waits)
        report.add(
            "web", "%d phones: a reply's segment waited for send buffers, longest" % players, waits[-1] * 1000, "ms"
        )
        held = sorted(wifi.held_s)
        median, tail = held[len(held) // 2] * 1000, held[len(held) * 99 // 100] * 1000
        report.add("web", "%d phones: a connection held, median" % players, median, "ms", "host")
        report.add("web", "%d phones: a connection held, 99th percentile" % players, tail, "ms", "host")
    finally:
        stop.set()
        wifi.stop()
        web.stop()


def bench(report):
    yield from heap(report)  # first: its import costs need the modules gone
    handler_cost(report)
    served_request(report)
    latency(report)
    pico_network(report)
    page_weight(report)
