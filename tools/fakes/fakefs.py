# A fake filesystem for the host, with power cuts: every step of a save (open, each byte
# written, close, rename, remove) is one unit, and cut_after(n) lets exactly n units happen.
#
#   fs = FakeFS(); fs.cut_after(7)   # the 8th unit raises PowerCut, nothing more is stored
#   fs.reboot()                      # power back: the files are what was stored by then
# Bytes written before a cut stay in the file (harsher than LittleFS, which drops them).
# DiskFS (CPython only: the simulator) keeps the same files in a folder of the PC.
import os


class PowerCut(Exception):
    """The power went off in the middle of a filesystem operation."""


class FakeFS:
    """Files as a dict path -> bytearray; the interface lysbord.hw.store.Store uses."""

    def __init__(self, files=None):
        self.files = {}
        for path, data in (files or {}).items():
            self.files[path] = bytearray(data)
        self.units = 0  # operations done so far (for finding every cut point)
        self._left = -1  # units allowed before the power goes; -1: never
        self.dead = False

    def cut_after(self, units):
        """Let exactly `units` more units happen, then cut the power."""
        self._left = units

    def reboot(self):
        """Power back on: no cut pending, files as they were left."""
        self._left = -1
        self.dead = False

    def _unit(self):
        if self.dead:
            raise PowerCut("the power is off")
        if self._left == 0:
            self.dead = True
            raise PowerCut("power cut after %d units" % self.units)
        if self._left > 0:
            self._left -= 1
        self.units += 1

    def open(self, path, mode):
        """open() for 'rb' and 'wb'."""
        if mode == "rb":
            if path not in self.files:
                raise OSError(2, "ENOENT")
            return _File(self, path, False)
        if mode != "wb":
            raise ValueError("FakeFS opens only 'rb' or 'wb', got %r" % (mode,))
        self._unit()
        self.files[path] = bytearray()
        return _File(self, path, True)

    def rename(self, old, new):
        """Atomic rename, replacing new."""
        if old not in self.files:
            raise OSError(2, "ENOENT")
        self._unit()
        self.files[new] = self.files.pop(old)

    def remove(self, path):
        """Delete a file."""
        if path not in self.files:
            raise OSError(2, "ENOENT")
        self._unit()
        del self.files[path]

    def exists(self, path):
        """True if path names a file."""
        return path in self.files


class _File:
    def __init__(self, fs, path, writing):
        self._fs = fs
        self._path = path
        self._writing = writing
        self.closed = False
        self.on_close = None  # DiskFS: write the finished file to the PC

    def write(self, data):
        if not self._writing or self.closed:
            raise OSError(9, "EBADF")
        target = self._fs.files[self._path]
        for byte in data:  # byte by byte, so a cut can fall between any two
            self._fs._unit()
            target.append(byte)
        return len(data)

    def read(self):
        if self._writing or self.closed:
            raise OSError(9, "EBADF")
        return bytes(self._fs.files[self._path])

    def close(self):
        if not self.closed:
            if self._writing:
                self._fs._unit()
            self.closed = True
            if self.on_close is not None:
                self.on_close(self._path)


class DiskFS(FakeFS):
    """A FakeFS kept in a folder of the PC (the simulator's flash): it starts with the
    files found there, and every finished change is written back at once, so a game
    survives quitting the simulator as it survives a power cut on the board."""

    def __init__(self, folder):
        os.makedirs(folder, exist_ok=True)
        files = {}
        for name in sorted(os.listdir(folder)):
            path = os.path.join(folder, name)
            if os.path.isfile(path) and not name.endswith("~"):  # "~": a copy cut short
                with open(path, "rb") as f:
                    files[name] = f.read()
        FakeFS.__init__(self, files)
        self.folder = folder

    def _disk(self, path):
        return os.path.join(self.folder, path.lstrip("/"))

    def _store(self, path):
        """Write path's bytes as they are now to the folder (through a temporary file)."""
        disk = self._disk(path)
        with open(disk + "~", "wb") as f:
            f.write(self.files[path])
        os.replace(disk + "~", disk)

    def open(self, path, mode):
        handle = FakeFS.open(self, path, mode)
        if mode == "wb":
            self._store(path)  # an empty file, as on the board after open()
            handle.on_close = self._store
        return handle

    def rename(self, old, new):
        FakeFS.rename(self, old, new)
        os.replace(self._disk(old), self._disk(new))

    def remove(self, path):
        FakeFS.remove(self, path)
        os.remove(self._disk(path))
