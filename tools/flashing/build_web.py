# `make web`: the phone page (firmware/lysbord/web/www) gzipped into build/web, as the board
# serves it from /www on its flash. gzip at build time: the Pico sends bytes, never compresses.
# The style and the scripts go into index.html itself: a page load is one request, one of the
# five TCP connections a stock Pico W holds, not four (docs/web.md). The sources stay apart.
import gzip
import os
import sys

from build_mpy import write_whole

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SOURCE = os.path.join(ROOT, "firmware", "lysbord", "web", "www")
BUILD = os.path.join(ROOT, "build", "web")
PAGES = ("index.html",)  # what the board serves: the page, its parts inside it
PARTS = ("style.css", "games.js", "app.js")  # the sources index.html names, put into it


def _source(name):
    with open(os.path.join(SOURCE, name), "rb") as f:
        return f.read()


def page(name="index.html"):
    """The page as the board serves it: index.html with its style and scripts inside."""
    data = _source(name)
    for part in PARTS:
        text = _source(part)
        if part.endswith(".css"):
            link, inline = b'<link rel="stylesheet" href="/www/%s">' % part.encode(), b"<style>\n%s</style>" % text
        else:
            link, inline = b'<script src="/www/%s"></script>' % part.encode(), b"<script>\n%s</script>" % text
        if link not in data or b"</script" in text or b"</style" in text:
            raise ValueError("%s: cannot put %s into it" % (name, part))
        data = data.replace(link, inline)
    return data


def gzipped(data):
    """data gzipped as the build writes it (mtime 0: the same bytes every build)."""
    return gzip.compress(data, compresslevel=9, mtime=0)


def build(out=BUILD):
    """Write out/<page>.gz for every page (and remove any other .gz there: parts served on their
    own before); returns [(page, bytes, gzipped bytes)]."""
    os.makedirs(out, exist_ok=True)
    for old in os.listdir(out):
        if old.endswith(".gz") and old[:-3] not in PAGES:
            os.remove(os.path.join(out, old))
    sizes = []
    for name in PAGES:
        data = page(name)
        packed = gzipped(data)
        write_whole(os.path.join(out, name + ".gz"), packed)  # never half-written for a server reading it
        sizes.append((name, len(data), len(packed)))
    return sizes


def main(argv=None):
    import argparse

    argparse.ArgumentParser(
        description="The phone page gzipped into build/web, its style and scripts inside it (make web)."
    ).parse_args(argv)
    sizes = build()
    for page, raw, packed in sizes:
        print("%-12s %6d bytes -> %5d gzipped" % (page, raw, packed))
    print("%-12s %6d bytes -> %5d gzipped, in %s" % ("all", sum(s[1] for s in sizes), sum(s[2] for s in sizes), BUILD))
    return 0


if __name__ == "__main__":
    sys.exit(main())
