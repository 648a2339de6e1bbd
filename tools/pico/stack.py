# The C stack on the chip. Stock MicroPython v1.28.0 gives the RP2040's core 0 an 8 KB C stack
# (PICO_STACK_SIZE=0x2000 in ports/rp2/CMakeLists.txt) and raises "maximum recursion depth
# exceeded" once a call finds less than 256 B of it left (MICROPY_STACK_CHECK_MARGIN in
# ports/rp2/mpconfigport.h). Each Python call level costs about 120 B of it, and a module
# imported inside a call chain far more. Here the paths a player or a maker reaches are played
# on the emulated Pico from main.py, keys on its pins, beside the simulator (which steers the
# menus, as tools/pico/game.py does), and the stack's deepest point is read off the chip's
# SRAM after each (tools/pico/chip.mjs paints the free stack with a pattern).
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
if __name__ == "__main__":  # run as a script: the tools importable
    sys.path.insert(0, os.path.dirname(HERE))

from pico import emulator, game  # noqa: E402

emulator.tools_importable()  # simboard, and the firmware it runs

STACK_BYTES = 8192
CHECK_MARGIN = 256  # what MicroPython keeps back: the recursion error comes this far from the end
HEADROOM_TARGET = STACK_BYTES // 4  # >= 25 % of the stack left at the deepest path
_BOTS_PAGE, _HARD, _NORMAL, _NEXT = 3, 96, 95, 99  # ui/board/menu.py: the bots page, the levels, next
_GAME_CELLS = {"sequence": 80, "kabal": 82, "siodemki": 84, "cabo": 86, "trappe": 88}


def _setup(both, game_name, level_cell, mode_cell=None):
    """Walk the setup pages from the game page: the game, every seat a bot at level_cell's
    level, then on to the start (the simulator says which page is up)."""
    from lysbord.ui.board.menu import Menu, seat_cell

    app = both.sim.app
    both.step("tap %d" % _GAME_CELLS[game_name])
    for _ in range(12):
        if not isinstance(app.screen, Menu):
            return
        if app.screen.page == 0 and mode_cell is not None:  # Sequence: referee or virtual deck
            both.step("tap %d" % mode_cell)
        if app.screen.page == _BOTS_PAGE:
            settings = app.settings
            for seat in range(settings.players):
                if not settings.bot_mask() >> seat & 1:
                    both.step("tap %d" % seat_cell(seat))
            both.step("tap %d" % level_cell)
        both.step("tap %d" % _NEXT)
    raise emulator.PicoError("the setup of %s did not start a game" % game_name)


def _new_game(both):
    """From play: Menu, then a new game (the pause screen's red cell): the setup's game page."""
    for line in ("tap menu", "wait 200", "tap 99", "wait 200"):
        both.step(line)


def paths(level="hard"):
    """(what, steps): the paths, in the order one board plays them; a step is a script line
    (tools/sim/sim.py's language), "power" (off and on), or a callable given the boards."""
    level_cell = _HARD if level == "hard" else _NORMAL
    tour = [
        ("power on holding JACK: the boot sweep, the bring-up", ["wait 1500", "release jack", "wait 300"]),
        ("the bring-up naming keys", ["tap 0", "tap 55", "tap undo", "wait 200", "show"]),
        ("leaving the bring-up for the setup menu", ["long menu", "wait 400", "show"]),
        ("setup: Sequence, referee, two players; the first chip", ["tap 99", "tap 83"] + ["tap 99"] * 4),
        ("play: chips placed, the board refreshed", ["wait 600", "tap 10", "wait 300", "tap 20", "wait 300", "show"]),
        ("a wrong chip taken back with Undo", ["tap 77", "wait 600", "long undo", "wait 600", "show"]),
        ("pause, the silent-play penalty, back to play", ["tap menu", "wait 300", "tap 53", "wait 3800", "show"]),
        (
            "pause, seat phones: three cells typed, back to play",
            ["tap menu", "wait 300", "tap 94", "wait 300", "tap 23", "tap 45", "tap 67", "wait 400"]
            + ["tap 90", "wait 300", "tap 90", "wait 300", "show"],
        ),
    ]
    for name in ("sequence", "kabal", "siodemki", "cabo", "trappe"):
        mode = 85 if name == "sequence" else None  # Sequence with the virtual deck: the bots draw
        steps = [_new_game, lambda both, name=name, mode=mode: _setup(both, name, level_cell, mode), "wait 4000"]
        tour.append(("a new game: %s set up, %s bots in every seat, playing" % (name, level), steps))
    tour.append(("power off and on: the resume offer", ["power", "wait 1500"]))
    tour.append(("resuming the saved game", ["tap 41", "wait 2000"]))
    return tour


def measure(out=None, level="hard", profile="full", uf2=None, rom=None):
    """[(what, deepest bytes)]: each path of paths(level) on the emulated Pico, from a stack
    painted just before it."""
    from lysbord import events

    both = game.Both(profile, None, uf2, rom, held=(events.JACK,))  # JACK held at power-up: the bring-up
    rows = []
    try:
        both.boot()
        for what, steps in paths(level):
            both.pico.stack_paint()
            for step in steps:
                if callable(step):
                    step(both)
                elif step == "power":
                    both.power_cycle()
                else:
                    both.step(step)
            deepest, _ = both.pico.stack_peak()
            rows.append((what, deepest))
            if out:
                out.write("%6d B  %5.1f %% left  %s\n" % (deepest, 100 - 100 * deepest / STACK_BYTES, what))
                out.flush()
    finally:
        both.close()
    return rows


# On the Pico W (no main.py: its app would start the radio the emulator lacks): the board, the
# app with a Sequence game of two people, the web app; requests as a phone sends them, each
# through microdot from an asyncio task at the top of the loop, as the server runs one.
_PICO_W_SETUP = """import asyncio, json, profile
from microdot import AsyncBytesIO
from microdot import Request
from lysbord.hw.board import open_board
from lysbord.ui.board.app import App
from lysbord.web.server import make_app
board = open_board(profile)
app = App(board, 7)  # a numbered deal: a live one draws from the chip's timer, and a run would not replay
app.settings.players = 2
app.settings.bots = 0
app.start_game(board.ticks_ms())
web = make_app(app.table, "/www", ("192.168.4.1",))
class Said:
    def __init__(self):
        self.pieces = []  # as written: no one block of them all (the Pico W's heap has none that large)
        self.kept = 0
    async def awrite(self, data):
        if self.kept < 4096:  # the head and a JSON body; a page's bytes only go by
            self.pieces.append(data)
            self.kept += len(data)
    async def aclose(self):
        pass
async def serve(raw, said):
    request = await Request.create(web, AsyncBytesIO(raw), said, ("192.168.4.2", 50000))
    response = await web.dispatch_request(request)
    await response.write(said)
def ask(method, path, body=None, token=""):
    said = Said()
    data = b"" if body is None else json.dumps(body).encode()
    head = "%s %s HTTP/1.1\\r\\nHost: 192.168.4.1\\r\\nX-Seat-Token: %s\\r\\n" % (method, path, token)
    if body is not None:
        head += "Content-Type: application/json\\r\\nContent-Length: %d\\r\\n" % len(data)
    asyncio.run(serve(head.encode() + b"\\r\\n" + data, said))
    status = said.pieces[0][9:12]  # HTTP/1.0 200, in the head's first piece
    if status not in (b"200", b"202"):  # 202: a seat asked for, the board's consent to come
        raise ValueError("%s %s: %s" % (method, path, said.pieces[-1][-200:]))
    if method == "GET" and not path.startswith("/api"):
        return None
    if said.kept > 1024:  # a view (some 3.5 KB): counted, not read; its one copy may find no block that large
        return None
    data = b"".join(said.pieces)  # a claim's reply, with its token
    return json.loads(data[data.index(b"\\r\\n\\r\\n") + 4 :])
"""
PHONE_REQUESTS = (
    ("a phone: the page (GET /)", "ask('GET', '/')"),
    (
        "a phone: a seat asked for, named (POST /api/claim: the name's skeleton read from flash)",
        "asked = ask('POST', '/api/claim', {'seat': 0, 'name': 'K\u00e5re'}); token = asked['token']",
    ),
    (
        "the board: seat phones, the phone's three cells typed on it",
        "from lysbord import events; from lysbord.ui.board.consent import Consent;"
        " app.show(Consent(app, app.screen), 0);"
        " [app.handle(cell << events.KIND_BITS | events.RELEASE, 0) for cell in asked['code']];"
        " assert app.table.phones == 1, 'not seated'",
    ),
    ("a phone: its view (GET /api/view)", "ask('GET', '/api/view', token=token)"),
    (
        "a phone: a move played (POST /api/move)",
        "ask('POST', '/api/move', {'move': app.table.game.legal_moves()[0]}, token)",
    ),
)


def measure_pico_w(out=None, uf2=None, rom=None):
    """[(what, deepest bytes)]: each of PHONE_REQUESTS served on the emulated Pico W."""
    files = emulator.project_files("full_w")
    del files["main.py"]
    uf2 = uf2 or os.environ.get("UF2_W") or emulator.DEFAULT_UF2_W
    rows = []
    with emulator.Pico(profile="full_w", files=files, uf2=uf2, rom=rom, fs=emulator.PICO_W_FS) as pico:
        pico.raw_repl()
        pico.exec(_PICO_W_SETUP)
        for what, code in PHONE_REQUESTS:
            pico.stack_paint()
            pico.exec(code)
            deepest, _ = pico.stack_peak()
            rows.append((what, deepest))
            if out:
                out.write("%6d B  %5.1f %% left  %s\n" % (deepest, 100 - 100 * deepest / STACK_BYTES, what))
                out.flush()
    return rows


def main(argv=None):
    import argparse

    parser = argparse.ArgumentParser(
        description="The C stack's deepest point on the emulated Pico at each path a player or a maker "
        "reaches (make pico STACK=1), and the least headroom left of its 8 KB."
    )
    parser.add_argument(
        "which",
        nargs="?",
        default="hard",
        choices=("hard", "normal", "w"),
        help="the tour with hard bots (default) or normal ones; w: the Pico W serving phones",
    )
    args = parser.parse_args(argv)
    if args.which == "w":
        rows = measure_pico_w(sys.stdout)
    else:
        rows = measure(sys.stdout, args.which)
    least = min(STACK_BYTES - deepest for _, deepest in rows)
    print(
        "least headroom: %d B of %d (%.0f %%), target >= %d B"
        % (least, STACK_BYTES, 100 * least / STACK_BYTES, HEADROOM_TARGET)
    )


if __name__ == "__main__":
    main()
