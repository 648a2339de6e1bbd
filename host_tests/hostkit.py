# CPython-only test helpers for the host suites (the pure suites use pure/helpers.py).
import sys
from contextlib import contextmanager


@contextmanager
def modules_replaced(modules):
    """Put modules (name -> module) in sys.modules for the block, then restore what was there."""
    saved = {name: sys.modules.get(name) for name in modules}
    sys.modules.update(modules)
    try:
        yield
    finally:
        for name, value in saved.items():
            if value is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = value
