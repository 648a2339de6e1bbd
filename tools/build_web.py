# `make web`: the phone pages (firmware/lysbord/web/www) gzipped into build/web, as the board
# serves them from /www on its flash. gzip at build time: the Pico sends bytes, never compresses.
import gzip
import os
import sys

from build_mpy import write_whole

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
SOURCE = os.path.join(ROOT, "firmware", "lysbord", "web", "www")
BUILD = os.path.join(ROOT, "build", "web")
PAGES = ("index.html", "style.css", "games.js", "app.js")


def build(out=BUILD):
    """Write out/<page>.gz for every page; returns [(page, source bytes, gzipped bytes)]."""
    os.makedirs(out, exist_ok=True)
    sizes = []
    for page in PAGES:
        with open(os.path.join(SOURCE, page), "rb") as f:
            data = f.read()
        packed = gzip.compress(data, compresslevel=9, mtime=0)  # mtime 0: the same bytes every build
        write_whole(os.path.join(out, page + ".gz"), packed)  # never half-written for a server reading it
        sizes.append((page, len(data), len(packed)))
    return sizes


def main():
    sizes = build()
    for page, raw, packed in sizes:
        print("%-12s %6d bytes -> %5d gzipped" % (page, raw, packed))
    print("%-12s %6d bytes -> %5d gzipped, in %s" % ("all", sum(s[1] for s in sizes), sum(s[2] for s in sizes), BUILD))
    return 0


if __name__ == "__main__":
    sys.exit(main())
