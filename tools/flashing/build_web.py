# `make web`: the phone page (firmware/lysbord/web/www) gzipped into build/web, as the board
# serves it from /www on its flash. gzip at build time: the Pico sends bytes, never compresses.
# The style and the scripts go into index.html itself: a page load is one request, one of the
# five TCP connections a stock Pico W holds, not four (docs/web.md). The sources stay apart.
# The page's words in each language are one small file a language (lang-nb.json), from
# locale/*.po: a phone fetches only the one it reads (all of them inside the page would grow it
# by some 13 KB gzipped; English is the page's own text and needs none).
import gzip
import json
import os
import sys

from build_mpy import write_whole

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
SOURCE = os.path.join(ROOT, "firmware", "lysbord", "web", "www")
BUILD = os.path.join(ROOT, "build", "web")
LOCALE = os.path.join(ROOT, "locale")
LANGS = tuple(sorted(n[:-3] for n in os.listdir(LOCALE) if n.endswith(".po")))
PAGES = ("index.html",) + tuple("lang-%s.json" % code for code in LANGS)  # what the board serves
PARTS = ("style.css", "i18n.js", "games.js", "app.js")  # the sources index.html names, put into it
CONTEXT = "page"  # the page's messages in locale/*.po (tools/i18n/catalogs.py extracts them from the scripts)
PSEUDO = "qps"  # the tests' pseudo-language: every page message between marks (build(pseudo=True))


KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"  # i18n.js keyOf: the same


def key_of(text):
    """A message's key in a lang-<code>.json: its FNV-1a hash (over its code points), 24 bits, in
    four characters: the file holds no English, only the language's words (i18n.js keyOf)."""
    h = 2166136261
    for ch in text:
        h = ((h ^ ord(ch)) * 16777619) & 0xFFFFFFFF
    h &= 0xFFFFFF
    return "".join(KEY_CHARS[(h >> shift) & 63] for shift in (18, 12, 6, 0))


def messages(code):
    """(plural rule, {msgid: text or [forms]}): the page's translated messages in locale/<code>.po
    (PSEUDO: the template's, each marked)."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "i18n"))
    import catalogs as po

    texts = {}
    if code == PSEUDO:
        for e in po.read_po(po.TEMPLATE):
            if e["context"] == CONTEXT:
                forms = [po.marked(e["id"])] + ([po.marked(e["plural"])] if e["plural"] is not None else [])
                texts[e["id"]] = forms[0] if e["plural"] is None else forms
        return 0, texts
    entries = po.read_po(os.path.join(LOCALE, code + ".po"))
    rule = po.plural_rule(po.header_field(entries, "Plural-Forms") or "nplurals=2; plural=(n != 1);")
    for e in entries:
        if e["context"] == CONTEXT and not e["fuzzy"] and all(e["strs"]):
            texts[e["id"]] = e["strs"][0] if e["plural"] is None else e["strs"]
    return rule, texts


def catalog(code):
    """[plural rule, the keys (four characters each, in one string), [text or [forms], ...]]: the
    page's words in a language as i18n.js reads them. ValueError if two messages share a key."""
    rule, texts = messages(code)
    keyed = sorted((key_of(msgid), msgid, text) for msgid, text in texts.items())
    for (k1, m1, _), (k2, m2, _) in zip(keyed, keyed[1:]):
        if k1 == k2:
            raise ValueError("two page messages share the key %s: %r and %r (reword one)" % (k1, m1, m2))
    return [rule, "".join(k for k, _, _ in keyed), [t for _, _, t in keyed]]


def _source(name):
    with open(os.path.join(SOURCE, name), "rb") as f:
        return f.read()


def page(name="index.html"):
    """The page as the board serves it: index.html with its style and scripts inside; a
    lang-<code>.json, the page's words in that language."""
    if name.startswith("lang-") and name.endswith(".json"):
        return json.dumps(catalog(name[5:-5]), ensure_ascii=False, separators=(",", ":"), sort_keys=True).encode()
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


def build(out=BUILD, pseudo=False):
    """Write out/<page>.gz for every page (and remove any other .gz there: parts served on their
    own before); returns [(page, bytes, gzipped bytes)]. pseudo: the pseudo-language's too (tests)."""
    os.makedirs(out, exist_ok=True)
    names = PAGES + (("lang-%s.json" % PSEUDO,) if pseudo else ())
    for old in os.listdir(out):
        if old.endswith(".gz") and old[:-3] not in names:
            os.remove(os.path.join(out, old))
    sizes = []
    for name in names:
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
        print("%-14s %6d bytes -> %5d gzipped" % (page, raw, packed))
    print("%-14s %6d bytes -> %5d gzipped, in %s" % ("all", sum(s[1] for s in sizes), sum(s[2] for s in sizes), BUILD))
    return 0


if __name__ == "__main__":
    sys.exit(main())
