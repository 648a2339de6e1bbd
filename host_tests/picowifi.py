# A stock Pico W's network in front of the host's server: at most five TCP connections at once
# (MicroPython v1.28.0's rp2 port leaves lwIP's MEMP_NUM_TCP_PCB at 5). A connection the board
# closed first sits in TIME_WAIT, which lwIP's tcp_alloc takes for a new one, so it counts no
# more; a sixth connection while five are open finds no PCB and its SYN is dropped: the phone's
# TCP sends it again after 1, 2, 4, 8 ... s, and is let in only if a PCB is free at that moment.
# Modelled as a proxy on 127.0.0.1: a client is connected to the server only at one of those
# moments with a slot free; until then its bytes wait, as a phone's would.
# What the board sends waits in lwIP's send buffers until the phone acknowledges it: at most
# TCP_SND_BUF a connection, and all connections' together in the one MEM_SIZE heap (the rp2
# port's extmod/lwip-include/lwipopts_common.h at v1.28.0). A write that finds no room retries
# (modlwip.c's lwip_tcp_send) until acknowledgements free some, so the board's reply waits:
# modelled as a segment of at most TCP_MSS passed on only when both have room for it, and
# freed when the phone would have acknowledged it (a Wi-Fi round trip plus its air time).
import socket
import threading
import time

PCBS = 5  # MEMP_NUM_TCP_PCB
SYN_RETRIES_S = (1, 2, 4, 8, 16, 32)  # the waits between a phone's SYNs (Linux and Chromium: 1 s, doubling)
MEM_SIZE = 8000  # lwIP's heap for the segments sent and not yet acknowledged, all connections
TCP_MSS = 800
TCP_SND_BUF = 8 * TCP_MSS  # 6,400 B a connection
WIFI_RTT_S = 0.010  # a phone on the board's own access point: a round trip, on a quiet channel
WIFI_BYTES_S = 250_000  # the CYW43 at 2 Mbit/s shared by all phones: a crowded 2.4 GHz channel, low


class PicoWifi:
    """Listens on 127.0.0.1:port and passes each connection on to the server at target_port,
    at most pcbs at once, and what it sends back through lwIP's send buffers. Figures: most
    (the most open at once), dropped (SYNs dropped), waits (seconds each connection waited for
    a PCB), connections, most_in_flight (bytes in the send buffers at once, <= MEM_SIZE) and
    send_waits (seconds each segment waited for room there)."""

    def __init__(self, target_port, pcbs=PCBS):
        self.target_port = target_port
        self.pcbs = pcbs
        self.open = 0
        self.most = 0
        self.dropped = 0
        self.connections = 0
        self.waits = []
        self.held_s = []  # how long each connection held its PCB
        self.in_flight = 0  # bytes in lwIP's send buffers, all connections
        self.most_in_flight = 0
        self.send_waits = []  # seconds a segment waited for room in the send buffers
        self._air_free_at = 0.0  # when the radio has sent what it was given
        self._room = threading.Condition()
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
        sent = [0]
        self._pipe(server, client, done, False, sent)
        done.wait(30)
        with self._room:  # a closed connection keeps its PCB until its last segment is acknowledged
            while sent[0]:
                self._room.wait()
        self.held_s.append(time.monotonic() - taken)
        self._give_back()  # the board closed it (TIME_WAIT: reusable) or the phone did
        for sock in (client, server):
            sock.close()

    def _buffer(self, size, sent):
        """Waits for room for a segment of size bytes in the connection's TCP_SND_BUF (sent:
        its bytes unacknowledged) and in MEM_SIZE, takes it, and frees it when the phone would
        have acknowledged it: after the radio has sent it and a round trip."""
        asked = time.monotonic()
        with self._room:
            while sent[0] + size > TCP_SND_BUF or self.in_flight + size > MEM_SIZE:
                self._room.wait()
            sent[0] += size
            self.in_flight += size
            self.most_in_flight = max(self.most_in_flight, self.in_flight)
            now = time.monotonic()
            self.send_waits.append(now - asked)
            self._air_free_at = max(self._air_free_at, now) + size / WIFI_BYTES_S
            acked = self._air_free_at + WIFI_RTT_S - now
        threading.Timer(acked, self._acked, args=(size, sent)).start()

    def _acked(self, size, sent):
        with self._room:
            sent[0] -= size
            self.in_flight -= size
            self._room.notify_all()

    def _pipe(self, source, sink, done, upstream, sent=None):
        """Bytes from source to sink until either end closes; upstream: the phone's request,
        whose Host header names this proxy and is given the server's port instead. Downstream
        (sent: the connection's unacknowledged bytes) each segment waits for send buffers."""
        head = upstream
        try:
            while True:
                data = source.recv(16384)
                if not data:
                    break
                if head:
                    data = data.replace(b"127.0.0.1:%d" % self.port, b"127.0.0.1:%d" % self.target_port, 1)
                    head = False
                if sent is None:
                    sink.sendall(data)
                    continue
                for at in range(0, len(data), TCP_MSS):
                    segment = data[at : at + TCP_MSS]
                    self._buffer(len(segment), sent)
                    sink.sendall(segment)
        except OSError:
            pass
        finally:
            for sock in (source, sink):
                try:
                    sock.shutdown(socket.SHUT_RDWR)
                except OSError:
                    pass
            done.set()
