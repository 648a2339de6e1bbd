# The board's web server beside the simulator (`make run`): the same server code the Pico W
# runs, on http://127.0.0.1:8080 (with --host 0.0.0.0 on the network too, for phones), serving
# the simulated board's own Table. The server runs in an asyncio loop on a thread, and every
# pass of the board's loop is run on that same loop, so phones' moves and the board's keys
# never touch the table at the same time.
import asyncio
import os
import socket
import threading
import time

from simtext import _

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
BUILT_PAGES = os.path.join(ROOT, "build", "web")  # tools/flashing/build_web.py: the pages gzipped
SOURCE_PAGES = os.path.join(ROOT, "firmware", "lysbord", "web", "www")


def default_www():
    """The gzipped pages when they were built, else the sources as they are."""
    return BUILT_PAGES if os.path.isdir(BUILT_PAGES) else SOURCE_PAGES


def lan_address():
    """This computer's address on its network (the one a phone there reaches), or None."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:  # the address others see: no packet is sent
        try:
            probe.connect(("192.0.2.1", 9))
            return probe.getsockname()[0]
        except OSError:
            return None


def own_names(host):
    """The names a browser may reach this computer's server by (the Host headers it answers
    to): the bound address, and for 0.0.0.0 every address and name the computer has."""
    names = [host] if host != "0.0.0.0" else ["127.0.0.1"]
    if host in ("127.0.0.1", "0.0.0.0"):
        names.append("localhost")
    if host == "0.0.0.0":
        name = socket.gethostname()
        names += [name, name + ".local"]
        try:
            names += socket.gethostbyname_ex(name)[2]
        except OSError:
            pass
        address = lan_address()
        if address:
            names.append(address)
    return names


class SimWeb:
    """The server for sim's table on host:port; start() returns once it listens."""

    def __init__(self, sim, port=8080, host="127.0.0.1", www=None):
        from lysbord.web.server import HOST_HEAD, serve  # ImportError: no web side in this tree

        self.serve = serve
        self.head = HOST_HEAD  # a desktop browser's requests, with the cookies of 127.0.0.1's other apps
        self.sim = sim
        self.port = port
        self.host = host
        self.www = www or default_www()
        self.loop = None
        self.error = None
        self._task = None
        self._thread = None

    @property
    def url(self):
        """The page's address: on 0.0.0.0 (every interface), the one phones on the network reach."""
        host = self.host
        if host == "0.0.0.0":
            host = lan_address() or "127.0.0.1"
        return "http://%s:%d/" % (host, self.port)

    @property
    def local(self):
        """True when only this computer reaches the server (127.0.0.1): a phone cannot."""
        return self.host in ("127.0.0.1", "localhost") or self.host.startswith("127.")

    async def _main(self):
        self._task = asyncio.ensure_future(
            self.serve(self.sim.app.table, self.port, self.www, self.host, names=own_names(self.host), head=self.head)
        )
        try:
            await self._task
        except asyncio.CancelledError:
            pass
        except OSError as exc:  # the port is taken
            self.error = exc

    def _run(self):
        self.loop = asyncio.new_event_loop()
        asyncio.set_event_loop(self.loop)
        self.loop.run_until_complete(self._main())
        pending = asyncio.all_tasks(self.loop)  # open event streams: end them too
        for task in pending:
            task.cancel()
        if pending:
            self.loop.run_until_complete(asyncio.gather(*pending, return_exceptions=True))
        self.loop.close()

    def _listening(self):
        try:
            host = "127.0.0.1" if self.host == "0.0.0.0" else self.host  # every interface: ask the local one
            with socket.create_connection((host, self.port), timeout=0.2):
                return True
        except OSError:
            return False

    def _port_taken(self):
        """True when another program listens on the port already (another `make run`, say):
        it would answer _listening() in our server's place."""
        with socket.socket() as probe:
            probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)  # as asyncio's server does
            try:
                probe.bind((self.host, self.port))
            except OSError:
                return True
        return False

    def start(self, wait_s=10.0):
        """Start the server and route the board's passes through its loop."""
        if self._port_taken():
            raise RuntimeError(
                _(
                    "port %(port)d is in use (another `make run`?): --port N picks another "
                    '(make run ARGS="--port %(next)d"), --no-web leaves the phones out'
                )
                % {"port": self.port, "next": self.port + 1}
            )
        self._thread = threading.Thread(target=self._run, daemon=True)
        self._thread.start()
        end = time.monotonic() + wait_s
        while not self._listening():
            if self.error is not None or time.monotonic() > end or not self._thread.is_alive():
                said = _("the web server did not start on %(host)s:%(port)d: %(why)s")
                raise RuntimeError(said % {"host": self.host, "port": self.port, "why": self.error})
            time.sleep(0.02)
        step = self.sim._step

        def step_on_loop(app, board, now_ms):
            async def one_pass():
                step(app, board, now_ms)

            asyncio.run_coroutine_threadsafe(one_pass(), self.loop).result(10)

        self.sim._step = step_on_loop
        return self

    def stop(self):
        if self.loop is not None and self._task is not None:
            self.loop.call_soon_threadsafe(self._task.cancel)
            self._thread.join(10)


def terminal_qr(text):
    """A QR code of text in terminal half blocks (two rows of modules a line), or ""."""
    try:
        import segno
    except ImportError:
        return ""
    rows = [list(row) for row in segno.make(text, error="l", boost_error=False).matrix]
    quiet = 2
    width = len(rows[0]) + 2 * quiet
    rows = [[0] * width] * quiet + [[0] * quiet + row + [0] * quiet for row in rows] + [[0] * width] * (quiet + 1)
    # Light on dark terminals: a dark module is a space, a light one a block.
    chars = {(0, 0): "\u2588", (0, 1): "\u2580", (1, 0): "\u2584", (1, 1): " "}
    lines = []
    for top in range(0, len(rows) - 1, 2):
        lines.append("".join(chars[(rows[top][i], rows[top + 1][i])] for i in range(width)))
    return "\n".join(lines)
