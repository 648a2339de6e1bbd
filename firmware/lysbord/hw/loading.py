# A save read back (Store.load): only at boot, so hw/store.py loads this for the read and
# lets it go after; a game in play does not hold this code.
from lysbord.hw import FORMAT, HEADER, MAGIC, checksum


def unframe(raw):
    """(data, None) for a good file, else (None, what is wrong with it)."""
    if not raw:
        return None, "empty"
    if raw[:4] != MAGIC[: len(raw)]:
        return None, "foreign (not a Lysbord save)"
    if len(raw) < HEADER:
        return None, "truncated (%d of %d header bytes)" % (len(raw), HEADER)
    if raw[4] != FORMAT:
        return None, "foreign (save format %d, expected %d)" % (raw[4], FORMAT)
    size = raw[5] | raw[6] << 8 | raw[7] << 16
    if len(raw) < HEADER + size:
        return None, "truncated (%d of %d bytes)" % (len(raw), HEADER + size)
    if len(raw) > HEADER + size:
        return None, "corrupt (%d bytes after the end)" % (len(raw) - HEADER - size)
    data = raw[HEADER:]
    if checksum(data) != raw[8] | raw[9] << 8 | raw[10] << 16 | raw[11] << 24:
        return None, "corrupt (checksum mismatch)"
    return bytes(data), None


def load(store, name):
    """Store.load(name): the saved bytes, or None if there is no good save (store.problem says
    why; a bad file goes to name.bad)."""
    path = store._path(name)
    store.problem = None
    fs = store.fs
    if fs.exists(path + ".tmp"):  # a save cut short before its rename: the old one stands
        fs.remove(path + ".tmp")
    if not fs.exists(path):
        return None
    f = fs.open(path, "rb")
    try:
        raw = f.read()
    finally:
        f.close()
    data, problem = unframe(raw)
    if problem is not None:
        store.problem = "%s: %s, kept as %s.bad" % (name, problem, name)
        fs.rename(path, path + ".bad")
    return data
