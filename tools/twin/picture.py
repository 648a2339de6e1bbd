# The README's picture of the board in a browser (docs/twin.png): build/twin in headless Chromium,
# two bots 55 s into the game `make picture` shows (seed 8), a phone beside the board.
# Run: .venv/bin/python tools/twin/picture.py  (after make twin; needs Chromium and Pillow)
import os
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
sys.path[:0] = [os.path.join(TOOLS, "bench")]

from bench_twin import TWIN, _browser, _until  # noqa: E402

OUT = os.path.join(ROOT, "docs", "twin.png")
HEIGHT = 845  # the board, its buttons and status LEDs, the phone; not the tool buttons below


def main(argv=None):
    import argparse

    argparse.ArgumentParser(description="Draw docs/twin.png again from build/twin in headless Chromium.").parse_args(
        argv
    )
    from PIL import Image

    with tempfile.TemporaryDirectory() as profile:
        browser = _browser(profile)
        try:
            browser.set_window_size(1120, 1010)
            browser.get("file://" + os.path.join(TWIN, "index.html") + "?manual&seed=8&demo")
            _until(browser, "return window.lysbord && lysbord.ready")
            browser.execute_script("lysbord.script('wait 55000'); lysbord.addPhone()")
            time.sleep(2.5)  # the phone's page asks the board and draws the table
            shot = os.path.join(profile, "shot.png")
            browser.save_screenshot(shot)
        finally:
            browser.quit()
        image = Image.open(shot).convert("RGB")
        image = image.crop((0, 0, image.size[0], min(HEIGHT, image.size[1])))
        image.quantize(colors=256, dither=Image.Dither.NONE).save(OUT, optimize=True)
    print("wrote %s" % os.path.relpath(OUT, ROOT))


if __name__ == "__main__":
    main()
