# A game's view dict -> values json.dumps writes the same on CPython and MicroPython.


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
