# A stock Pico W's network in front of the host's server: at most five TCP connections at once
# (MicroPython v1.28.0's rp2 port leaves lwIP's MEMP_NUM_TCP_PCB at 5). A connection the board
# closed first sits in TIME_WAIT, which lwIP's tcp_alloc takes for a new one, so it counts no
# more; a sixth connection while five are open finds no PCB and its SYN is dropped: the phone's
# TCP sends it again after 1, 2, 4, 8 ... s, and is let in only if a PCB is free at that moment.
# Modelled as a proxy on 127.0.0.1: a client is connected to the server only at one of those
# moments with a slot free; until then its bytes wait, as a phone's would.
import socket
import threading
import time

PCBS = 5  # MEMP_NUM_TCP_PCB
SYN_RETRIES_S = (1, 2, 4, 8, 16, 32)  # the waits between a phone's SYNs (Linux and Chromium: 1 s, doubling)


class PicoWifi:
    """Listens on 127.0.0.1:port and passes each connection on to the server at target_port,
    at most pcbs at once. Figures: most (the most open at once), dropped (SYNs dropped),
    waits (seconds each connection waited for a PCB), connections."""

    def __init__(self, target_port, pcbs=PCBS):
        self.target_port = target_port
        self.pcbs = pcbs
        self.open = 0
        self.most = 0
        self.dropped = 0
        self.connections = 0
        self.waits = []
        self.held_s = []  # how long each connection held its PCB
        self._lock = threading.Lock()
        self._listener = socket.create_server(("127.0.0.1", 0), backlog=128)
        self.port = self._listener.getsockname()[1]
        self._stopped = False
        threading.Thread(target=self._accept, daemon=True).start()

    @property
    def url(self):
        return "http://127.0.0.1:%d" % self.port

    def stop(self):
        self._stopped = True
        self._listener.close()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.stop()

    def _accept(self):
        while not self._stopped:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            threading.Thread(target=self._serve, args=(client,), daemon=True).start()

    def _take(self):
        with self._lock:
            if self.open >= self.pcbs:
                self.dropped += 1
                return False
            self.open += 1
            self.connections += 1
            self.most = max(self.most, self.open)
            return True

    def _give_back(self):
        with self._lock:
            self.open -= 1

    def _serve(self, client):
        started = time.monotonic()
        retries = iter(SYN_RETRIES_S)
        while not self._take():
            wait = next(retries, None)
            if wait is None:  # the phone's TCP gives up
                client.close()
                return
            time.sleep(wait)
        taken = time.monotonic()
        self.waits.append(taken - started)
        try:
            server = socket.create_connection(("127.0.0.1", self.target_port), timeout=30)
        except OSError:
            self._give_back()
            client.close()
            return
        done = threading.Event()
        threading.Thread(target=self._pipe, args=(client, server, done, True), daemon=True).start()
        self._pipe(server, client, done, False)
        done.wait(30)
        self.held_s.append(time.monotonic() - taken)
        self._give_back()  # the board closed it (TIME_WAIT: reusable) or the phone did
        for sock in (client, server):
            sock.close()

    def _pipe(self, source, sink, done, upstream):
        """Bytes from source to sink until either end closes; upstream: the phone's request,
        whose Host header names this proxy and is given the server's port instead."""
        head = upstream
        try:
            while True:
                data = source.recv(16384)
                if not data:
                    break
                if head:
                    data = data.replace(b"127.0.0.1:%d" % self.port, b"127.0.0.1:%d" % self.target_port, 1)
                    head = False
                sink.sendall(data)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            done.set()
