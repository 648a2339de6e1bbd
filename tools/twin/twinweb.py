# The phones beside the board in a browser: a phone page's request, as the bytes a socket would
# carry, through the board's own web server (lysbord.web.server's microdot app) on its table; the
# reply's bytes back to the page (tools/twin/page/twin.js reads them as a browser reads a reply).
import asyncio
from binascii import b2a_base64

HOST = "lysbord.local"  # the name the phones' requests carry (the board answers only its own names)


class _Reader:
    """A phone's request as the stream microdot reads it (what a socket would give)."""

    def __init__(self, data):
        self.data = data
        self.at = 0

    async def readline(self):
        end = self.data.find(b"\n", self.at)
        end = len(self.data) if end < 0 else end + 1
        line = self.data[self.at : end]
        self.at = end
        return line

    async def readexactly(self, n):
        if self.at + n > len(self.data):
            raise EOFError
        part = self.data[self.at : self.at + n]
        self.at += n
        return part

    async def read(self, n=-1):
        if n < 0:
            n = len(self.data) - self.at
        return await self.readexactly(min(n, len(self.data) - self.at))


class _Writer:
    """The reply's bytes, as microdot writes them to a socket."""

    def __init__(self, port):
        self.out = []
        self.port = port

    def get_extra_info(self, name):
        return ("127.0.0.1", self.port) if name == "peername" else None

    async def awrite(self, data):
        self.out.append(data.encode() if isinstance(data, str) else bytes(data))

    def write(self, data):
        self.out.append(data.encode() if isinstance(data, str) else bytes(data))

    async def drain(self):
        pass

    async def aclose(self):
        pass

    def close(self):
        pass

    async def wait_closed(self):
        pass


class Phones:
    """The board's web app on table, as a Pico W makes it, answering requests from the page."""

    def __init__(self, table):
        from lysbord.web.server import make_app

        self.web = make_app(table, www="/www", names=(HOST,), port=80)
        self.requests = 0

    def request(self, raw, done):
        """A phone's whole request (text) through the board's own microdot app; done(reply) is
        called with the reply's bytes in base64 once the handler has written it (a gzipped
        file, a phone's language words, is bytes no text decoding keeps)."""
        self.requests += 1
        asyncio.create_task(self._serve(raw.encode(), done, 40000 + self.requests % 20000))

    async def _serve(self, data, done, port):
        writer = _Writer(port)
        try:
            await self.web.handle_request(_Reader(data), writer)
            reply = b"".join(writer.out)
        except Exception as exc:  # the board's server failed: the phone gets a 500, the board plays on
            reply = b'HTTP/1.0 500 Internal Server Error\r\n\r\n{"error": "%s"}' % str(exc).encode()
        done(b2a_base64(reply, newline=False).decode())
