# JSON in and out of the web API: a request body read (parse_body), a refusal (error), and a
# game's view dict -> JSON text in pieces, the same on CPython and MicroPython (bytes and
# tuples as lists).
import json

MAX_BODY = 512  # bytes: a claim or a move is a few dozen

_GENERATOR = type(item for item in ())
_RUN = 25  # items of a long list written in one piece (a board's 100 cells: four)


def _flat(value):
    """Is value bytes, or a list or tuple of numbers, strings, booleans and None?"""
    kind = type(value)
    if kind is bytes or kind is bytearray:
        return True
    if kind is not tuple and kind is not list:
        return False
    for item in value:
        kind = type(item)
        if kind is dict or kind is tuple or kind is list or kind is bytes or kind is bytearray or kind is _GENERATOR:
            return False
    return True


def _whole(value):
    """Is value written in one piece: a number, string, boolean or None, or a short flat list?"""
    kind = type(value)
    if kind is dict or kind is _GENERATOR:
        return False
    if kind is tuple or kind is list or kind is bytes or kind is bytearray:
        return len(value) <= _RUN and _flat(value)
    return True


def _text(value):
    """A value _whole says is written in one piece (json.dumps writes a tuple as a list)."""
    kind = type(value)
    return json.dumps(list(value) if kind is bytes or kind is bytearray else value)


def pieces(value):
    """The JSON text of value, bytes and tuples written as lists (and a generator's items as a
    list's), made and handed out a piece at a time: a reply is sent without its whole text,
    or a copy of its values with lists for bytes, ever being in the heap. A piece: a key with its
    value, an item, or a run of a long list's numbers, whenever that holds no list or dict."""
    kind = type(value)
    if _whole(value):
        yield _text(value)
    elif kind is dict:  # its loop and the list's written out: one shared generator costs 0.6 KB at a reply's peak
        before = "{"
        for key, item in value.items():
            before += json.dumps(str(key)) + ": "
            if _whole(item):
                yield before + _text(item)
            else:
                yield before
                yield from pieces(item)
            before = ", "
        yield "{}" if before == "{" else "}"
    elif _flat(value):  # a long one: in runs
        for start in range(0, len(value), _RUN):
            yield ("[" if start == 0 else ", ") + _text(value[start : start + _RUN])[1:-1]
        yield "]"
    else:
        before = "["
        for item in value:
            if _whole(item):
                yield before + _text(item)
            else:
                yield before
                yield from pieces(item)
            before = ", "
        yield "[]" if before == "[" else "]"


def error(status, reason, code=None, args=None):
    """The reply to a refused request: nothing changed, the reason in words (English), and for a
    reason a phone shows, its code and arguments: the page says it in the phone's own language.
    args hold only what the asking phone may see (seat numbers, names every phone sees)."""
    reply = {"error": reason}
    if code:
        reply["code"] = code
        if args:
            reply["args"] = args
    return status, reply


def parse_body(raw):
    """A request body -> (None, dict) or (error reply, None)."""
    if raw is None:
        raw = b""
    if len(raw) > MAX_BODY:
        return error(413, "the request body is over %d bytes" % MAX_BODY), None
    try:
        data = json.loads(raw)
    except (ValueError, UnicodeError):
        return error(400, "the request body is not JSON"), None
    if not isinstance(data, dict):
        return error(400, "expected a JSON object, got %s" % type(data).__name__), None
    return None, data
