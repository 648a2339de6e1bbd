# pytest setup: the firmware package, the pure suites' helpers and the tools importable:
# each folder of tools/ (tools/README.md) by its modules' names, tools/ itself for its packages
# (fakes, pico, solver).
import os
import sys

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
TOOLS = os.path.join(ROOT, "tools")
TOOL_FOLDERS = [os.path.join(TOOLS, name) for name in ("sim", "flashing", "drawings", "bench", "bots", "twin", "i18n")]
for path in [os.path.join(ROOT, "firmware"), os.path.join(HERE, "pure"), TOOLS] + TOOL_FOLDERS + [ROOT]:
    if path not in sys.path:
        sys.path.insert(0, path)

# The language tables the firmware reads, from locale/ as it is now (make lang does the same).
__import__("catalogs").compile_all()

# host_tests/rp2: suites for MicroPython's rp2 port only, run on the emulated Pico (tools/pico)
collect_ignore = ["rp2"]


@pytest.fixture(autouse=True)
def _english_after_each_test():
    """Every test starts in English: a test that chose a language leaves it behind otherwise."""
    yield
    from lysbord import i18n

    i18n.use("en")


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    """One phone in headless Chromium for a module's tests (a browser takes seconds to start),
    the pages built afresh; each test opens its own page on it."""
    import build_web
    from test_web_browser import phone

    build_web.build()
    one = phone(tmp_path_factory.mktemp("phone"))
    yield one
    one.quit()
