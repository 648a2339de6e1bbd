# The one place that papers over CPython/MicroPython differences.
# Everything else imports `const` (and friends) from here.
try:
    from micropython import const
except ImportError:  # CPython

    def const(value):
        """Return value unchanged (MicroPython folds it at compile time)."""
        return value


try:
    from time import ticks_add, ticks_diff, ticks_ms, ticks_us
except ImportError:  # CPython: same wrap-around arithmetic as MicroPython
    import time as _time

    _TICKS_PERIOD = 1 << 30
    _TICKS_HALF = _TICKS_PERIOD // 2

    def ticks_ms():
        """Milliseconds on a wrapping counter, like MicroPython's."""
        return int(_time.monotonic() * 1000) & (_TICKS_PERIOD - 1)

    def ticks_us():
        """Microseconds on a wrapping counter, like MicroPython's."""
        return int(_time.monotonic() * 1000000) & (_TICKS_PERIOD - 1)

    def ticks_add(ticks, delta):
        """ticks + delta on the wrapping counter."""
        return (ticks + delta) & (_TICKS_PERIOD - 1)

    def ticks_diff(end, start):
        """Signed difference end - start on the wrapping counter."""
        return ((end - start + _TICKS_HALF) & (_TICKS_PERIOD - 1)) - _TICKS_HALF
