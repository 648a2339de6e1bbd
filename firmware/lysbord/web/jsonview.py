# A game's view dict -> values json.dumps writes the same on CPython and MicroPython.


def to_json(value):
    """bytes/bytearray -> list of ints, tuples -> lists, dicts and lists walked; the rest as it is."""
    if isinstance(value, (bytes, bytearray)):
        return list(value)
    if isinstance(value, (tuple, list)):
        return [to_json(item) for item in value]
    if isinstance(value, dict):
        return {str(key): to_json(item) for key, item in value.items()}
    return value
