# A game's view dict -> JSON text, the same on CPython and MicroPython: bytes and tuples as lists.
import json


def to_json(value):
    """bytes/bytearray -> list of ints, tuples -> lists, dicts and lists walked; the rest as it is."""
    kind = type(value)
    if kind is bytes or kind is bytearray:
        return list(value)
    if kind is tuple or kind is list:  # ints (most of a view) pass without a call each
        return [item if type(item) is int else to_json(item) for item in value]
    if kind is dict:
        return {str(key): to_json(item) for key, item in value.items()}
    return value


_GENERATOR = type(item for item in ())


def _nested(value):
    """Is value written in pieces: a dict, a generator, or a list or tuple holding any of those or a list?"""
    kind = type(value)
    if kind is dict or kind is _GENERATOR:
        return True
    if kind is tuple or kind is list:
        for item in value:
            kind = type(item)
            if kind is not int and kind is not str and kind is not bool and item is not None:
                return True
    return False


def pieces(value):
    """The text json.dumps(to_json(value)) would give, made and handed out a piece at a time (a
    generator's items written as a list's): a reply is sent without its whole text, or a copy of
    its values with lists for bytes, ever being in the heap. A piece: one key with its value, or
    one item, whenever that value holds no dict or list."""
    kind = type(value)
    if not _nested(value):
        yield json.dumps(to_json(value))
        return
    closing = "}" if kind is dict else "]"
    before = "{" if kind is dict else "["
    items = value.items() if kind is dict else ((None, item) for item in value)
    for key, item in items:
        if kind is dict:
            before += json.dumps(str(key)) + ": "
        if _nested(item):
            yield before
            yield from pieces(item)
        else:
            yield before + json.dumps(to_json(item))
        before = ", "
    yield closing if before == ", " else before + closing
