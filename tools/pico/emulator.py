# The emulated Pico, from Python: stock MicroPython (a UF2) on an emulated RP2040
# (tools/pico/chip.mjs on rp2040js), with a littlefs filesystem made from build/mpy as
# `make flash` installs it. docs/pico.md describes what is emulated and what is not.
#
#     from pico.emulator import Pico, run_script      # with tools/ on sys.path
#     result = run_script("import gc; print(gc.mem_free())")
#     result.output, result.emulated_us                # what it printed; emulated time
#
#     with Pico(profile="full") as pico:               # one boot, many scripts
#         pico.exec("import lysbord") ; pico.emulated_us
import base64
import json
import os
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
SHARED = os.path.join(os.path.dirname(ROOT), "shared", "pico")
DEFAULT_UF2 = os.path.join(SHARED, "RPI_PICO-v1.28.0.uf2")
DEFAULT_UF2_W = os.path.join(SHARED, "RPI_PICO_W-v1.28.0.uf2")
DEFAULT_ROM = os.path.join(SHARED, "rp2040-bootrom-b1.bin")
CHIP = os.path.join(HERE, "chip.mjs")

FLASH_SIZE = 2 * 1024 * 1024  # the Pico's W25Q16
# MicroPython's filesystem: littlefs v2 in blocks of 4 KB, (flash offset, blocks) on
# RPI_PICO and on RPI_PICO_W (whose larger firmware leaves it less flash)
PICO_FS = (0xA0000, 352)
PICO_W_FS = (0x12C000, 212)
FS_OFFSET, FS_BLOCKS = PICO_FS
FS_BLOCK_SIZE = 4096
CYCLES_PER_US = 125  # 125 MHz

DOWNLOAD = """No MicroPython firmware for the emulated Pico.
  Download the official UF2 for the Raspberry Pi Pico, MicroPython v1.28.0:
    https://micropython.org/download/RPI_PICO/
  and the RP2040 boot ROM the emulator starts from (revision B1, b1.bin):
    https://github.com/raspberrypi/pico-bootrom (releases, or build it from source)
  then run with UF2=path/to/RPI_PICO-v1.28.0.uf2 ROM=path/to/b1.bin"""


class NoFirmware(Exception):
    """No UF2 or boot ROM to run: the message says where to get them."""


class PicoError(Exception):
    """The script raised on the Pico, or the board stopped answering."""


def firmware(uf2=None, rom=None):
    """(uf2 path, boot ROM path): the ones given, else ../shared/pico's; NoFirmware when missing."""
    uf2 = uf2 or os.environ.get("UF2") or DEFAULT_UF2
    rom = rom or os.environ.get("ROM") or DEFAULT_ROM
    for path in (uf2, rom):
        if not os.path.exists(path):
            raise NoFirmware("%s: not found.\n%s" % (path, DOWNLOAD))
    return uf2, rom


def uf2_blocks(path):
    """(flash offset, payload) of every block of a UF2 file (RP2040 family)."""
    with open(path, "rb") as f:
        data = f.read()
    for at in range(0, len(data), 512):
        block = data[at : at + 512]
        magic0, magic1, _flags, target, size = (int.from_bytes(block[i : i + 4], "little") for i in range(0, 20, 4))
        if (magic0, magic1) != (0x0A324655, 0x9E5D5157):
            raise ValueError("%s: not a UF2 file (block at %d)" % (path, at))
        yield target - 0x10000000, block[32 : 32 + size]


def tools_importable():
    """The tools the host side imports by name on sys.path: make flash's (tools/flashing: build_mpy,
    flash), the simulator's (tools/sim: simboard, sim) with the host fakes (tools/fakes), and the
    firmware the simulator runs."""
    for path in (TOOLS, os.path.join(TOOLS, "flashing"), os.path.join(TOOLS, "sim"), os.path.join(ROOT, "firmware")):
        if path not in sys.path:
            sys.path.insert(0, path)


def install_files(profile="full", opt=None):
    """(path on the Pico, local file) of everything `make flash PROFILE=profile` copies."""
    tools_importable()
    import build_mpy
    import flash

    opt = build_mpy.OPT if opt is None else opt
    copies, failures = build_mpy.compile_tree(flash.BUILD, opt)
    web, web_failures = flash.compile_microdot(flash.BUILD, opt)
    if failures or web_failures:
        raise PicoError("mpy-cross failed: %s" % (failures + web_failures))
    copies = [(rel, local) for rel, local in copies if flash.on_board(rel)] + web + flash.page_copies()
    copies.append(("profile.py", os.path.join(ROOT, "board", profile + ".py")))
    return copies


def littlefs_image(files, blocks=FS_BLOCKS):
    """The filesystem (bytes, blocks of 4 KB) holding files: {path on the Pico: bytes}."""
    from littlefs import LittleFS

    # As the rp2 port formats and mounts it (modules/_boot.py: VfsLfs2(bdev, progsize=256); its cache
    # 4 x 256 B, vfs_lfsx.c), so a file up to 512 B sits inline and the image packs as the chip's does.
    fs = LittleFS(
        block_size=FS_BLOCK_SIZE, block_count=blocks, read_size=32, prog_size=256, cache_size=1024, lookahead_size=32
    )
    for path in sorted(files):
        parts = path.strip("/").split("/")
        for depth in range(1, len(parts)):
            folder = "/".join(parts[:depth])
            try:
                fs.mkdir(folder)
            except FileExistsError:
                pass
        with fs.open("/".join(parts), "wb") as f:
            f.write(files[path])
    return bytes(fs.context.buffer)


def flash_image(uf2, files=None, fs=PICO_FS):
    """The Pico's 2 MB flash: the firmware from uf2 and a filesystem holding files (a dict
    {path on the Pico: bytes}; None: an empty flash there, MicroPython formats it at boot);
    fs: the firmware's filesystem (flash offset, blocks), PICO_FS or PICO_W_FS."""
    at, blocks = fs
    flash = bytearray(b"\xff" * FLASH_SIZE)
    for offset, payload in uf2_blocks(uf2):
        if offset + len(payload) > at:
            raise ValueError("%s: firmware reaches into the filesystem at 0x%X" % (uf2, at))
        flash[offset : offset + len(payload)] = payload
    if files is not None:
        flash[at : at + blocks * FS_BLOCK_SIZE] = littlefs_image(files, blocks)
    return bytes(flash)


def project_files(profile="full", extra=None):
    """{path on the Pico: bytes}: the project as `make flash` installs it, plus extra."""
    files = {}
    for rel, local in install_files(profile):
        with open(local, "rb") as f:
            files[rel.replace(os.sep, "/")] = f.read()
    files.update(extra or {})
    return files


def board_pins(profile):
    """The pins chip.mjs answers for: key rows and columns, buttons, the LED data pin."""
    tools_importable()
    from simboard import load_profile

    p = load_profile(profile) if isinstance(profile, str) else profile
    buttons = sorted(getattr(p, "BUTTONS", {}).values()) + sorted(getattr(p, "CURSOR_PINS", {}).values())
    return {
        "rows": list(getattr(p, "KEY_ROWS", ())),
        "cols": list(getattr(p, "KEY_COLS", ())),
        "buttons": buttons,
        "led": p.LED_PIN,
    }


class Result:
    """What a script printed (output, errors: MicroPython's traceback) and the emulated
    microseconds from the raw REPL's OK (upload done; compiling starts) to the end of its output."""

    def __init__(self, output, error, emulated_us):
        self.output, self.error, self.emulated_us = output, error, emulated_us

    def __repr__(self):
        return "Result(output=%r, error=%r, emulated_us=%d)" % (self.output, self.error, self.emulated_us)


class Pico:
    """One emulated Pico, powered on: serial in and out, keys, LED frames, flash, power.

    flash: the 2 MB flash to start from (bytes), or None for flash_image(uf2, files); files as
    flash_image takes them, or None for project_files(profile); fs: the firmware's filesystem
    (PICO_W_FS for a Pico W's UF2). paced: the chip runs only while run_for() says (emulated
    time follows the caller, not the host) until run_free(). flash_cache: charge the XIP
    cache's misses (a real Pico's flash reads), as the bench's timings do; by default flash
    reads as fast as SRAM, as plain rp2040js does: a test that asks what happens, not how
    long it takes, runs a third faster on the host. Use as a context manager."""

    def __init__(
        self,
        profile="full",
        files=None,
        flash=None,
        uf2=None,
        rom=None,
        timeout=600,
        trace=None,
        paced=False,
        fs=PICO_FS,
        flash_cache=False,
    ):
        self.uf2, self.rom = firmware(uf2, rom)
        self.profile = profile
        self.timeout = timeout  # host seconds without a word from the chip before PicoError
        self.trace = trace  # a callable given every event from the chip (debugging, logs)
        if flash is None:
            flash = flash_image(self.uf2, project_files(profile) if files is None else files, fs)
        self._dir = tempfile.TemporaryDirectory(prefix="pico-")
        start = os.path.join(self._dir.name, "flash.bin")
        with open(start, "wb") as f:
            f.write(flash)
        config = {
            "rom": self.rom,
            "flash": start,
            "board": board_pins(profile),
            "paced": paced,
            "flash_cache": flash_cache,
        }
        self.flash_cache = flash_cache
        self._paused = 0
        self._heard = 0  # events from the chip so far
        self.frames = []  # (emulated ns, bytes on the LED wire) of every frame sent
        self.frame_timing = {}  # the last frame's {"bits", "t0h", "t1h", "bit_ns"} (ns)
        self.flash_ops = []  # ("erase"|"program", flash offset, size) since this Pico was made
        self.boots = 0
        self.ns = 0  # emulated ns since the last power on, as last heard
        self.paused_ns = 0  # paced: where the chip waits now (run_for ran it up to here)
        self._serial = bytearray()
        self._taken = 0  # serial bytes read before _serial[0]
        self._marks = []  # (serial byte number, emulated ns it came at), one per chunk
        self.serial_ns = 0  # when the last byte read_until returned came out
        self._saved = []
        self._stack = []  # (peak, now) answers to stack_peak()
        self._xip = []  # answers to xip_stats()
        self._pty = None  # (master, slave) once serve_pty() has made one
        self._connected = threading.Event()
        self._off = threading.Event()
        self._proc = subprocess.Popen(
            ["node", CHIP, json.dumps(config)],
            cwd=os.path.join(ROOT, "tools"),  # where node finds rp2040js (tools/node_modules)
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )
        self._lock = threading.Condition()
        self._reader = threading.Thread(target=self._read, daemon=True)
        self._reader.start()

    # --- the chip's events ---
    def _read(self):
        for line in self._proc.stdout:
            event = json.loads(line)
            if self.trace:
                self.trace(event)
            with self._lock:
                self._heard += 1
                if "ns" in event:
                    self.ns = event["ns"]
                if "serial" in event and self._pty is not None:
                    self._to_pty(base64.b64decode(event["serial"]))
                elif "serial" in event:
                    self._marks.append((self._taken + len(self._serial), event["ns"]))
                    self._serial += base64.b64decode(event["serial"])
                elif "connected" in event:
                    self.ns = event["connected"]
                    self._connected.set()
                elif "frame" in event:
                    self.frames.append((event["ns"], bytes.fromhex(event["frame"])))
                    self.frame_timing = {k: event[k] for k in ("bits", "t0h", "t1h", "bit_ns")}
                elif "flash" in event:
                    self.flash_ops.append((event["flash"], event["offset"], event["size"]))
                elif "booted" in event:
                    self.boots += 1
                    self._connected.clear()
                    self._off.clear()
                    self._taken += len(self._serial)
                    self._serial = bytearray()
                    self._marks = []
                elif "off" in event:
                    self._off.set()
                elif "paused" in event:
                    self.ns = self.paused_ns = event["paused"]
                    self._paused += 1
                elif "saved" in event:
                    self._saved.append(event["saved"])
                elif "xip_misses" in event:
                    self._xip.append({k[4:]: event[k] for k in event if k.startswith("xip_")})
                elif "stack_peak" in event:
                    self._stack.append((event["stack_peak"], event["stack_now"]))
                self._lock.notify_all()
        with self._lock:
            self._off.set()
            self._lock.notify_all()

    def _send(self, **msg):
        self._proc.stdin.write(json.dumps(msg) + "\n")
        self._proc.stdin.flush()

    def wait_for(self, done, timeout=None, what="an answer"):
        """Wait until done() is true, under the chip's lock; PicoError once the chip has said
        nothing for timeout host seconds (a long run that keeps talking may take longer)."""
        timeout = timeout or self.timeout
        with self._lock:
            heard = self._heard
            quiet_since = time.monotonic()
            while not done() and self._proc.poll() is None:
                if self._heard != heard:
                    heard, quiet_since = self._heard, time.monotonic()
                left = quiet_since + timeout - time.monotonic()
                if left <= 0:
                    raise PicoError("no %s from the emulated Pico: nothing heard for %ds" % (what, timeout))
                self._lock.wait(min(left, 5))
            if not done():
                raise PicoError("the emulator stopped (exit %s)" % self._proc.poll())

    @property
    def emulated_us(self):
        """Emulated microseconds since the last power on (cycles / 125 MHz), as last heard."""
        return self.ns / 1000

    # --- the USB serial ---
    def connect(self):
        """Wait until the board's USB serial is up (output before it is lost, as on a real one)."""
        self.wait_for(self._connected.is_set, what="USB serial")

    def write(self, data):
        """Type bytes into the board's USB serial."""
        self._send(serial=base64.b64encode(bytes(data)).decode())

    def read_until(self, marker, timeout=None):
        """The serial output up to and including marker (bytes), taken off the input."""
        self.wait_for(lambda: marker in self._serial, timeout, "%r" % (marker,))
        with self._lock:
            at = self._serial.find(marker)
            end = at + len(marker)
            out = bytes(self._serial[:end])
            last = self._taken + end - 1
            self.serial_ns = max(ns for pos, ns in self._marks if pos <= last)
            later = [m for m in self._marks if m[0] > last]
            if not later or later[0][0] > last + 1:  # the rest of this chunk came at the same time
                later.insert(0, (last + 1, self.serial_ns))
            self._marks = later
            self._taken += end
            del self._serial[:end]
            return out

    def take_output(self):
        """The serial output not read yet."""
        with self._lock:
            out = bytes(self._serial)
            self._taken += len(out)
            self._serial.clear()
            return out

    def raw_repl(self):
        """Stop what runs (Ctrl-C) and enter the raw REPL."""
        self.connect()
        self.write(b"\r\x03\x03\x01")
        self.read_until(b"raw REPL; CTRL-B to exit\r\n>")
        self.take_output()

    def submit(self, code):
        """Send code to the raw REPL to run; collect() waits for its Result."""
        self.write(code.encode() + b"\x04")

    def collect(self):
        """The Result of the code submitted: output, error text, emulated us from its start."""
        self.read_until(b"OK")
        start = self.serial_ns
        output = self.read_until(b"\x04")[:-1]
        end = self.serial_ns
        error = self.read_until(b"\x04")[:-1]
        self.read_until(b">")
        return Result(output.decode(errors="replace"), error.decode(errors="replace"), (end - start) / 1000)

    def exec_raw(self, code):
        """Run code in the raw REPL: Result (output, error text, emulated us)."""
        self.submit(code)
        return self.collect()

    def exec(self, code):
        """Run code in the raw REPL and return what it printed; PicoError with the traceback if it raised."""
        result = self.exec_raw(code)
        if result.error:
            raise PicoError(result.error.strip())
        return result.output

    def serve_pty(self):
        """Bridge the board's USB serial to a new pseudo-terminal, as the port a real Pico
        gets (mpremote, `make flash PORT=...`); returns its path. From then on the output
        goes there, not to read_until."""
        import fcntl
        import tty

        master, slave = os.openpty()
        tty.setraw(slave)
        # nobody listening: output is lost, as on a real board's port; never block the chip
        fcntl.fcntl(master, fcntl.F_SETFL, fcntl.fcntl(master, fcntl.F_GETFL) | os.O_NONBLOCK)
        self._pty = (master, slave)
        threading.Thread(target=self._from_pty, daemon=True).start()
        return os.ttyname(slave)

    def _to_pty(self, data):
        try:
            os.write(self._pty[0], data)
        except BlockingIOError:
            pass

    def _from_pty(self):
        import select

        master = self._pty[0]
        while self._proc.poll() is None:
            if select.select([master], [], [], 0.5)[0]:
                try:
                    data = os.read(master, 4096)
                except (BlockingIOError, OSError):
                    continue
                if data:
                    self.write(data)

    # --- keys, power, flash ---
    def hold(self, cells=(), buttons=()):
        """Hold these keys down (and let go of every other): cells as (row, col) of the key
        matrix, buttons as GPIO numbers (buttons and the cursor pad)."""
        self._send(keys=[list(c) for c in cells], buttons=list(buttons))

    def run_for(self, ms, keys=()):
        """Paced: run ms of emulated time; keys: (at_ms, cells, buttons) from then on held as hold() takes them."""
        plan = [[at, [list(c) for c in cells], list(buttons)] for at, cells, buttons in keys]
        paused = self._paused
        self._send(run_ms=ms, keys=plan)
        self.wait_for(lambda: self._paused > paused, what="pause")

    def run_free(self):
        """Paced: from now on the chip runs on its own, as when not paced (the raw REPL needs it)."""
        self._send(run_ms=1e12)

    def stack_paint(self):
        """Paint the free part of core 0's 8 KB C stack (below the stack pointer) anew, so
        stack_peak() tells the deepest point from here on (it is painted at power on too)."""
        self._send(stack="paint")

    def stack_peak(self):
        """(bytes, bytes): the deepest the C stack has been since it was last painted, and
        where it stands now (measured from its top, as micropython.stack_use() counts)."""
        asked = len(self._stack)
        self._send(stack="peak")
        self.wait_for(lambda: len(self._stack) > asked, what="the stack's peak")
        return self._stack[asked]

    def xip_stats(self):
        """{"lookups", "misses", "stall_cycles"} of the XIP cache model since power on (zeros
        with flash_cache=False): lookups are reads of flash that left the line read before."""
        asked = len(self._xip)
        self._send(xip="stats")
        self.wait_for(lambda: len(self._xip) > asked, what="the XIP cache's figures")
        return self._xip[asked]

    def power_cycle(self):
        """Power off and on again; the flash keeps what was written."""
        boots = self.boots
        self._send(power="cycle")
        self.wait_for(lambda: self.boots > boots, what="reboot")

    def cut_power_after(self, ops):
        """Power off right after the ops-th flash erase or program from now (a power cut mid-save)."""
        self._send(cut_after=ops)

    def wait_power_cut(self, timeout=None):
        """Wait until a cut_power_after came true."""
        self.wait_for(self._off.is_set, timeout, "power cut")

    def flash(self):
        """The 2 MB flash as it is now (bytes)."""
        path = os.path.join(self._dir.name, "saved.bin")
        self._send(save=path)
        self.wait_for(lambda: path in self._saved, what="flash")
        self._saved.remove(path)
        with open(path, "rb") as f:
            data = f.read()
        os.remove(path)
        return data

    def close(self):
        if self._proc.poll() is None:
            try:
                self._send(quit=True)
            except (BrokenPipeError, OSError):
                pass
            try:
                self._proc.wait(10)
            except subprocess.TimeoutExpired:
                self._proc.kill()
        if self._pty is not None:
            for fd in self._pty:
                os.close(fd)
        self._dir.cleanup()

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()


def run_script(code, files=None, profile="full", uf2=None, rom=None, extra=None, flash_cache=False):
    """Boot an emulated Pico with files (default: the project as `make flash` installs it,
    plus extra {path: bytes}), run code in its raw REPL: a Result (output, error, emulated_us)."""
    if files is None:
        files = project_files(profile, extra)
    with Pico(profile=profile, files=files, uf2=uf2, rom=rom, flash_cache=flash_cache) as pico:
        pico.raw_repl()
        return pico.exec_raw(code)
