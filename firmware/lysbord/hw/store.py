# Saves: atomic (write name.tmp, close, rename over name; atomic on LittleFS), each file
# framed with a magic, a format version, the length and an Adler-32 checksum.
import os

from lysbord import forget_module
from lysbord.compat import const
from lysbord.hw import FORMAT, MAGIC, checksum

_MAX_LENGTH = const(0xFFFFFF)


def frame(data):
    """The bytes written to a save file for data."""
    size = len(data)
    value = checksum(data)
    head = bytes((FORMAT, size & 255, size >> 8 & 255, size >> 16 & 255))
    tail = bytes((value & 255, value >> 8 & 255, value >> 16 & 255, value >> 24 & 255))
    return MAGIC + head + tail + bytes(data)


class RealFS:
    """The board's own filesystem through os (LittleFS on the Pico)."""

    def open(self, path, mode):
        """open() on the real filesystem."""
        return open(path, mode)

    def rename(self, old, new):
        """Rename old over new (replacing it)."""
        getattr(os, "replace", os.rename)(old, new)

    def remove(self, path):
        """Delete a file."""
        os.remove(path)

    def exists(self, path):
        """True if path names a file."""
        try:
            os.stat(path)
        except OSError:
            return False
        return True


class Store:
    """Named saves on a filesystem (RealFS or tools/fakes/fakefs.FakeFS)."""

    def __init__(self, fs, root=""):
        self.fs = fs
        self.root = root
        self.problem = None

    def _path(self, name):
        if not isinstance(name, str) or not name or "/" in name or name.endswith(".tmp") or name.endswith(".bad"):
            raise ValueError("expected a plain save name like 'game', got %r" % (name,))
        return self.root + name

    def save(self, name, data):
        """Write data under name atomically: the old save stays whole until the new one is."""
        path = self._path(name)
        if len(data) > _MAX_LENGTH:
            raise ValueError("expected at most %d bytes to save, got %d" % (_MAX_LENGTH, len(data)))
        raw = frame(data)
        tmp = path + ".tmp"
        f = self.fs.open(tmp, "wb")
        try:
            f.write(raw)
        finally:
            f.close()
        self.fs.rename(tmp, path)

    def load(self, name):
        """The saved bytes, or None if there is no good save (problem says why; bad files go to
        name.bad). Read at boot only: hw/loading.py is loaded for it and let go after."""
        from lysbord.hw import loading  # read at boot only: loaded for it and let go

        try:
            return loading.load(self, name)
        finally:
            forget_module("lysbord.hw.loading")

    def remove(self, name):
        """Delete a save (no error if there is none)."""
        path = self._path(name)
        if self.fs.exists(path):
            self.fs.remove(path)
