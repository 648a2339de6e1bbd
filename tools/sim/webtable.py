# A table on the host served to browsers: a dealt game, bots in the seats asked for, and the
# board's real web server (firmware/lysbord/web/server.py) on 127.0.0.1. Used by the tests
# and by hand: `python tools/sim/webtable.py --game cabo --players 3 --bots 0b100 --port 8080`.
# It has no board keys: its standard input takes the board's actions on the seat-phones page,
# one line each (BOARD_ACTIONS, and --help): the consent with a phone's code, refusing the asks,
# taking a seat back, freeing every seat. Scripts and the attack tests drive a table with them.
import argparse
import asyncio
import os
import sys
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
sys.path[:0] = [os.path.join(ROOT, "firmware"), HERE]

from simweb import own_names  # noqa: E402

from lysbord.table import ADMITTED, GAMES, HELD, Table, game_module  # noqa: E402
from lysbord.web.server import serve  # noqa: E402

BUILT_PAGES = os.path.join(ROOT, "build", "web")  # tools/flashing/build_web.py: the pages gzipped
SOURCE_PAGES = os.path.join(ROOT, "firmware", "lysbord", "web", "www")


def default_www():
    """The gzipped pages when they were built, else the sources as they are."""
    return BUILT_PAGES if os.path.isdir(BUILT_PAGES) else SOURCE_PAGES


def deal(name, players, seed, bots=0):
    """A Table with a new game of name on it."""
    table = Table()
    table.start(name, game_module(name).new_game(players, seed), bots)
    return table


class WebTable:
    """The server and a stand-in for the board's loop, in one asyncio loop on a thread.

    The board loop ticks every tick_s (ticks counts them, gaps holds the longest wait
    between two) and lets a bot move when bot_s has passed since the last change."""

    def __init__(self, table, port=0, www=None, tick_s=0.005, bot_s=0.0, host="127.0.0.1"):
        self.table = table
        self.port = port  # 0: the server picks a free one
        self.www = www or default_www()
        self.host = host
        self.tick_s = tick_s
        self.bot_s = bot_s
        self.ticks = 0
        self.longest_gap = 0.0
        self.gaps = None  # a list to record every gap between ticks into (the bench)
        self.loop = None
        self._task = None
        self._thread = None
        self._ready = threading.Event()
        self.error = None

    @property
    def url(self):
        return "http://%s:%d" % (self.host, self.port)

    async def _board_loop(self):
        last = time.monotonic()
        last_change = last
        version = self.table.version
        while True:
            await asyncio.sleep(self.tick_s)
            now = time.monotonic()
            self.longest_gap = max(self.longest_gap, now - last)
            if self.gaps is not None:
                self.gaps.append(now - last)
            last = now
            self.ticks += 1
            if self.table.version != version:
                version, last_change = self.table.version, now
            if now - last_change >= self.bot_s and self.table.bot_step():
                version, last_change = self.table.version, now

    def _listening(self, port):
        self.port = port
        self._ready.set()

    async def _main(self):
        server = asyncio.create_task(
            serve(self.table, self.port, self.www, self.host, self._listening, own_names(self.host))
        )
        board = asyncio.create_task(self._board_loop())
        self._task = asyncio.gather(server, board)
        try:
            await self._task
        except asyncio.CancelledError:
            pass
        except OSError as exc:  # the port is taken: say so to start()
            self.error = exc
            self._ready.set()

    def _run(self):
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        pending = asyncio.all_tasks(self.loop)  # open event streams and connections: end them too
        for task in pending:
            task.cancel()
        if pending:
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.close()

    def start(self):
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        if not self._ready.wait(10) or self.error is not None:
            raise RuntimeError(
                "the web table did not start listening on %s:%d: %s" % (self.host, self.port, self.error)
            )
        return self

    def call(self, fn, *args):
        """fn(*args) on the loop's thread (the table belongs to it), and its result."""

        async def run():
            return fn(*args)

        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(10)

    def stop(self):
        if self.loop is not None and self._task is not None:
            self.loop.call_soon_threadsafe(self._task.cancel)
            self._thread.join(10)

    def __enter__(self):
        return self if self._thread is not None else self.start()

    def __exit__(self, *exc):
        self.stop()


BOARD_ACTIONS = """the board's actions, one line each on standard input (the seat-phones page's keys):
  seat C1 C2 C3   the code a phone shows, its three cells in order (0-99, as /api/claim sends them):
                  seats that phone, and no other
  move C1 C2 C3   the same for a seat another phone holds: the board's second press, on that seat
  refuse          refuse every phone asking
  free N          take seat N back from the phone holding it
  free all        free every phone's seat
  asks            which seats phones ask for, and which phones hold"""


def main():
    parser = argparse.ArgumentParser(
        description="Serve a table to browsers on this computer.",
        epilog=BOARD_ACTIONS,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--game", default="sequence", choices=GAMES)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--bots", default="0", help="bit per seat played by a bot, e.g. 0b10 (seat 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--port", type=int, default=8080)
    parser.add_argument("--host", default="127.0.0.1", help="0.0.0.0 lets phones on your network in")
    parser.add_argument("--bot-delay", type=float, default=0.8, help="seconds a bot waits before it moves")
    parser.add_argument("--www", help="pages folder (default: build/web, else the sources)")
    args = parser.parse_args()
    try:
        table = deal(args.game, args.players, args.seed, int(args.bots, 0))
    except ValueError as exc:
        print(exc)
        return 2
    web = WebTable(table, args.port, args.www, bot_s=args.bot_delay, host=args.host)
    web.start()
    print("%s for %d at %s/ (Ctrl-C stops)" % (args.game, args.players, web.url))
    print("Type the board's actions here: seat C1 C2 C3 (a phone's code), move, refuse, free N, free all, asks")
    try:
        for line in sys.stdin:
            print(board_action(web, line), flush=True)
        while web._thread.is_alive():
            web._thread.join(0.5)
    except KeyboardInterrupt:
        web.stop()
    return 0


def board_action(web, line):
    """Do one of BOARD_ACTIONS on the table, as the board's keys would: what it did, in words."""
    table = web.table
    words = line.split()
    if not words:
        return "expected one of: seat C1 C2 C3, move C1 C2 C3, refuse, free N, free all, asks"
    verb, rest = words[0].lower(), words[1:]
    if verb in ("seat", "move"):
        try:
            cells = [int(word) for word in rest]
        except ValueError:
            cells = []
        if len(cells) != 3 or not all(0 <= cell <= 99 for cell in cells):
            return "expected %s and a code's three cells 0-99, got %r" % (verb, " ".join(rest))
        outcome, seat = web.call(table.admit, bytes(cells), verb == "move")
        if outcome == ADMITTED:
            return "seated the phone with that code at seat %d" % (seat + 1)
        if outcome == HELD:
            return "seat %d is held by a phone: `move` with the same code gives it to the new one" % (seat + 1)
        return "no phone asks with that code: nobody seated"
    if verb == "refuse" and not rest:
        had = web.call(lambda: table.asking)
        web.call(table.refuse_asks)
        return "refused every ask" if had else "no phone was asking"
    if verb == "free" and rest == ["all"]:
        web.call(table.free_seats)
        return "freed every phone's seat"
    if verb == "free" and len(rest) == 1 and rest[0].isdigit():
        seat = int(rest[0]) - 1
        if not web.call(lambda: table.phones >> seat & 1 if seat >= 0 else 0):
            return "no phone holds seat %s" % rest[0]
        web.call(table.free_seat, seat)
        return "took seat %d back from its phone" % (seat + 1)
    if verb == "asks" and not rest:
        asking, phones = web.call(lambda: (table.asking, table.phones))
        asked = [str(seat + 1) for seat in range(12) if asking >> seat & 1]
        held = [str(seat + 1) for seat in range(12) if phones >> seat & 1]
        return "asked for: %s; held by phones: %s" % (", ".join(asked) or "none", ", ".join(held) or "none")
    return "expected one of: seat C1 C2 C3, move C1 C2 C3, refuse, free N, free all, asks; got %r" % line.strip()


if __name__ == "__main__":
    sys.exit(main())
