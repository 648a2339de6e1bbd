# Small test helpers that work the same under pytest and under MicroPython.
import sys

ON_MICROPYTHON = sys.implementation.name == "micropython"


def raises(exc_type, func, *args, **kwargs):
    """Call func and return the exc_type it raises; fail if it raises nothing."""
    try:
        func(*args, **kwargs)
    except exc_type as exc:
        return exc
    raise AssertionError("%s did not raise %s" % (getattr(func, "__name__", func), exc_type.__name__))


def message(exc):
    """The text of an exception (str() of it, on both interpreters)."""
    return str(exc.args[0]) if exc.args else str(exc)


ON_CHIP = sys.platform == "rp2"  # the Pico itself (tools/pico/suites.py): 125 MHz, its own heap


def scaled(count, micropython_count, chip_count=None):
    """How many seeds or games a test runs: fewer on the slow WebAssembly port, and where a
    test's work is repetition, fewer still on the Pico itself (chip_count)."""
    if ON_CHIP and chip_count is not None:
        return chip_count
    return micropython_count if ON_MICROPYTHON else count


def to_json(value):
    """value as the server writes it in JSON: bytes/bytearray and tuples as lists, dicts and lists walked."""
    kind = type(value)
    if kind is bytes or kind is bytearray:
        return list(value)
    if kind is tuple or kind is list:
        return [to_json(item) for item in value]
    if kind is dict:
        return {str(key): to_json(item) for key, item in value.items()}
    return value


class Script:
    """Console input and output for a test: answers prompts from a list, then from a function
    of the prompt (then), and records every line written."""

    def __init__(self, answers, then=None):
        self.answers = list(answers)
        self.then = then
        self.out = []
        self.prompts = []

    def read(self, prompt):
        self.prompts.append(prompt)
        if self.answers:
            return self.answers.pop(0)
        if self.then is not None:
            return self.then(prompt)
        raise EOFError

    def write(self, text):
        self.out.append(text)

    def text(self):
        return "\n".join(self.out)

    def said(self, phrase):
        return said(self.out, phrase)


def said(out, phrase):
    """True if one piece of output holds phrase: a whole game's output joined would need
    tens of KB in one block, more than a Pico's heap offers in one piece after a while."""
    return any(phrase in piece for piece in out)


def loaded(*prefixes):
    """The loaded modules whose names start with one of prefixes (a game let go has none)."""
    return sorted(name for name in sys.modules for prefix in prefixes if name.startswith(prefix))
