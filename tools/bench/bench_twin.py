# The board in a browser (make twin: build/twin), measured in headless Chromium from file:// as a
# visitor opens it: the folder's weight gzipped (what a static site sends), load to the first lit
# frame, a click on a cell to the frame that shows it, and the hard Sequence bot's decision in the
# page beside the same decision on CPython (the terminal simulator's interpreter), as a ratio.
# Only on CPython (it drives a browser); the figures go in that column, named for the browser.
import os
import sys
import time

from benchlib import ON_MICROPYTHON

if not ON_MICROPYTHON:
    HERE = os.path.dirname(os.path.abspath(__file__))
    ROOT = os.path.dirname(os.path.dirname(HERE))
    TWIN = os.path.join(ROOT, "build", "twin")
    CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    CHROMEDRIVER = os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver")
SECTION = "twin"
CLICKS = 8


def weight_gzipped(folder):
    """Bytes of every file in folder, each gzipped (as a static site serves them)."""
    import gzip

    total = 0
    for name in sorted(os.listdir(folder)):
        with open(os.path.join(folder, name), "rb") as f:
            total += len(gzip.compress(f.read(), 9, mtime=0))
    return total


def _browser(profile):
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service

    options = webdriver.ChromeOptions()
    options.binary_location = CHROMIUM
    for flag in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--no-first-run"):
        options.add_argument(flag)
    options.add_argument("--window-size=1300,1000")
    options.add_argument("--user-data-dir=" + profile)
    return webdriver.Chrome(service=Service(CHROMEDRIVER), options=options)


def _until(browser, script, timeout=20.0):
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        value = browser.execute_script(script)
        if value:
            return value
        time.sleep(0.02)
    raise RuntimeError("the twin did not answer: " + script)


def measure_page():
    """(load to first frame ms, [click to frame ms], ms per 16 ms of the board's loop, hard Sequence
    bot ms per decision), in the page."""
    import tempfile

    from selenium.webdriver.common.by import By

    with tempfile.TemporaryDirectory() as profile:
        browser = _browser(profile)
        try:
            browser.get("file://" + os.path.join(TWIN, "index.html"))
            _until(browser, "return window.lysbord && (lysbord.ready || lysbord.failed)")
            failed = browser.execute_script("return lysbord.failed")
            if failed:
                raise RuntimeError("the twin failed: " + failed)
            first = browser.execute_script("return lysbord.firstFrameMs")
            _until(browser, "return lysbord.screen().startsWith('Menu')")
            time.sleep(0.5)
            clicks = []
            for i in range(CLICKS):  # the game page's choices, one then another: each press moves the mark
                cell = browser.find_element(By.CSS_SELECTOR, '#cells div[data-cell="%d"]' % (84 if i % 2 else 82))
                cell.click()
                clicks.append(_until(browser, "return lysbord.clickedAt === null && lysbord.clickMs"))
                time.sleep(0.3)
            bot = browser.execute_script("return lysbord.sequenceBotMs()")
            # the page's share of each animation frame: 16 ms of the board's loop and its frames
            # drawn, two bots 20 s into a Sequence game (the breathing sequences, a bot thinking)
            browser.get("file://" + os.path.join(TWIN, "index.html") + "?manual&seed=8&demo")
            _until(browser, "return window.lysbord && lysbord.ready")
            browser.execute_script("lysbord.script('wait 20000')")
            loop = browser.execute_script(
                "const t = performance.now(); for (let i = 0; i < 200; i++) lysbord.advance(16);"
                " return (performance.now() - t) / 200"
            )
        finally:
            browser.quit()
    return first, clicks, loop, bot


def bench(report):
    """The twin's rows (CPython only)."""
    if ON_MICROPYTHON:
        return
    import statistics

    if not os.path.exists(os.path.join(TWIN, "index.html")):
        sys.path.insert(0, os.path.join(os.path.dirname(HERE), "twin"))
        import build_twin

        build_twin.build()
    report.add(
        SECTION, "build/twin gzipped, every file (a static site's transfer)", weight_gzipped(TWIN), "bytes", "< 1.5 MB"
    )
    if not (os.path.exists(CHROMIUM) and os.path.exists(CHROMEDRIVER)):
        print("bench_twin: no Chromium at %s (CHROMIUM=, CHROMEDRIVER=): the page's times are not measured" % CHROMIUM)
        return
    first, clicks, loop, bot_page = measure_page()
    report.add(SECTION, "page: load (file://) to the first lit frame, headless Chromium", first, "ms", "< 3 s")
    report.add(
        SECTION,
        "page: a click on a cell (its release, which the menu acts on) to its frame, median of %d" % CLICKS,
        statistics.median(clicks),
        "ms",
        "< 100 ms",
    )
    report.add(SECTION, "page: a click on a cell to its frame, slowest of %d" % CLICKS, max(clicks), "ms")
    report.add(SECTION, "page: 16 ms of the board's loop, its frames drawn (Sequence, two bots)", loop, "ms", "< 8 ms")
    sys.path[:0] = [os.path.join(os.path.dirname(HERE), "twin"), os.path.join(os.path.dirname(HERE), "sim")]
    from twinscript import sequence_bot_ms

    bot_host = sequence_bot_ms()
    report.add(SECTION, "page: Sequence hard bot, one decision", bot_page, "ms")
    report.add(SECTION, "terminal simulator (CPython): the same decision", bot_host, "ms")
    report.add(SECTION, "page / terminal simulator, that decision", bot_page / bot_host, "x")
    from fakes import neopixel
    from simboard import SimBoard

    started = time.perf_counter()
    board = SimBoard("full", seed=1)
    written = neopixel.written
    while neopixel.written == written:
        board.advance(4)
    took = (time.perf_counter() - started) * 1000
    report.add(SECTION, "terminal simulator (CPython): the board's start to its first lit frame", took, "ms")
