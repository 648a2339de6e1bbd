# The catalogs (locale/): extract the strings the code marks into lysbord.pot, update each
# language's .po from it, check them, and compile them into the tables the firmware loads
# (firmware/lysbord/lang.lng, every language's table in one file, read by firmware/lysbord/i18n.py).
#   python tools/i18n/catalogs.py extract|update|check|compile|init CODE
# extract, update, check and init use Babel (requirements-dev.txt); compile needs only the standard
# library, so `make play`, `make run` and `make web` build the tables without it.
import gettext
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord import i18n  # noqa: E402  (the hash and the plural rules: one definition)

LOCALE = os.path.join(ROOT, "locale")
TEMPLATE = os.path.join(LOCALE, "lysbord.pot")
OUT = os.path.join(ROOT, "firmware", "lysbord")
OLD_OUT = os.path.join(OUT, "lang")  # where the tables were, one file a language: a board would get them too
# Where the player-facing strings are: the firmware (the bots excepted: they say nothing), the console
# tool and the simulator. The simulator's own (found only in tools/sim/ outside console.py) compile
# into a table of their own, tools/sim/lang.lng, which no board carries (tools/sim/simtext.py).
SOURCES = ("firmware/lysbord", "tools/sim")
SIM_OUT = os.path.join(ROOT, "tools", "sim")
SIM_ONLY = "tools/sim/"
NOT_SIM_ONLY = ("tools/sim/console.py",)
SKIPPED = ("firmware/lysbord/bots/",)
KEYWORDS = {"_": None, "N_": None, "gettext": None, "ngettext": (1, 2), "pgettext": ((1, "c"), 2), "NP_": ((1, "c"), 2)}
COMMENT_TAGS = ("Translators:",)
# The phone's page (its scripts): its messages take the context "page", and go into the page
# (tools/flashing/build_web.py), not into lang.lng: the board never says them itself.
PAGE_SOURCES = ("firmware/lysbord/web/www",)
PAGE_CONTEXT = "page"
PAGE_KEYWORDS = {"_": None, "N_": None, "ngettext": (1, 2)}
# The plural rule each language's header must name, as GNU gettext writes them.
PLURAL_FORMS = {
    "nb": "nplurals=2; plural=(n != 1);",
    "da": "nplurals=2; plural=(n != 1);",
    "de": "nplurals=2; plural=(n != 1);",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
}
PSEUDO_OPEN, PSEUDO_CLOSE = "\u27e6", "\u27e7"  # ⟦ ⟧: every string of the pseudo-language between them
NOTATION = ("card ranks", "card suits")  # letters indexed one by one: the pseudo-language keeps them
# printf placeholders as the code uses them: %d, %s, %r, %c, %3d, %-9s, %(name)s, and %% (a percent sign)
PLACEHOLDER = re.compile(r"%(?:\([a-z_]+\))?[-+ 0#]*\d*(?:\.\d+)?[diouxXeEfgGcrs%]")


def languages():
    """The codes that have a catalog in locale/, sorted."""
    return sorted(n[:-3] for n in os.listdir(LOCALE) if n.endswith(".po"))


# --- reading a .po file with the standard library (compile's only reader) ---------------------------
def _unquote(text):
    """The string of a .po line's quoted part ("a\\nb" -> a, newline, b)."""
    text = text.strip()
    if not (text.startswith('"') and text.endswith('"')):
        raise ValueError("expected a quoted string, got %r" % text)
    out, i, body = [], 0, text[1:-1]
    escapes = {"n": "\n", "t": "\t", '"': '"', "\\": "\\", "r": "\r", "a": "\a", "b": "\b", "f": "\f", "v": "\v"}
    while i < len(body):
        c = body[i]
        if c == "\\" and i + 1 < len(body):
            i += 1
            out.append(escapes.get(body[i], "\\" + body[i]))
        else:
            out.append(c)
        i += 1
    return "".join(out)


def read_po(path):
    """The messages of a .po file: a list of dicts (context, id, plural, strs: list, fuzzy,
    where: the files named on its #: lines), the header (msgid "") first; obsolete entries (#~)
    left out."""
    entries, entry, field, fuzzy, where = [], None, None, False, []
    with open(path, encoding="utf-8") as f:
        for raw in f:
            line = raw.strip()
            if not line or line.startswith("#~"):
                continue
            if line.startswith("#,"):
                fuzzy = "fuzzy" in line
                continue
            if line.startswith("#:"):
                where += [name.rsplit(":", 1)[0] if name[-1:].isdigit() else name for name in line[2:].split()]
                continue
            if line.startswith("#"):
                continue
            if line.startswith('"'):
                if field is None:
                    raise ValueError("%s: a string continued before any keyword: %r" % (path, line))
                if isinstance(field, int):
                    entry["strs"][field] += _unquote(line)
                else:
                    entry[field] += _unquote(line)
                continue
            keyword, _, rest = line.partition(" ")
            if keyword == "msgctxt" or (keyword == "msgid" and (entry is None or "id" in entry)):
                if entry is not None and "id" in entry:
                    entries.append(entry)
                entry = {"context": None, "plural": None, "strs": {}, "fuzzy": fuzzy, "where": where}
                fuzzy, where = False, []
            if keyword == "msgctxt":
                entry["context"], field = _unquote(rest), "context"
            elif keyword == "msgid":
                entry["id"], field = _unquote(rest), "id"
            elif keyword == "msgid_plural":
                entry["plural"], field = _unquote(rest), "plural"
            elif keyword.startswith("msgstr") and entry is not None:
                field = int(keyword[7:-1]) if "[" in keyword else 0
                entry["strs"][field] = _unquote(rest)
            else:
                raise ValueError("%s: expected msgctxt, msgid or msgstr, got %r" % (path, line))
    if entry is not None and "id" in entry:
        entries.append(entry)
    for e in entries:
        e["strs"] = [e["strs"][n] for n in sorted(e["strs"])]
    return entries


def header_field(entries, name):
    """A field of the header entry (msgid ""), or None."""
    for e in entries:
        if e["id"] == "" and e["context"] is None:
            for line in e["strs"][0].split("\n"):
                if line.lower().startswith(name.lower() + ":"):
                    return line.split(":", 1)[1].strip()
    return None


def plural_rule(expression):
    """The rule number (i18n.plural_index) of a Plural-Forms header; ValueError if none matches."""
    nplurals = int(re.search(r"nplurals\s*=\s*(\d+)", expression).group(1))
    formula = gettext.c2py(re.search(r"plural\s*=\s*(.*?);?\s*$", expression).group(1))
    for rule in (0, 1):
        if all(formula(n) == i18n.plural_index(rule, n) for n in range(1001)):
            if max(i18n.plural_index(rule, n) for n in range(1001)) + 1 != nplurals:
                break
            return rule
    raise ValueError(
        "no rule in firmware/lysbord/i18n.py (plural_index) matches %r: add the language's rule there" % expression
    )


# --- the compact table ---------------------------------------------------------------------------------
def table(pairs, rule):
    """The .lng bytes for pairs [(key, translation)], keys as i18n looks them up."""
    records = [(k.encode(), v.encode()) for k, v in pairs]
    hashed = sorted(i18n.key_hash(k) + (k, v) for k, v in records)
    for (h1, c1, k1, _), (h2, c2, k2, _) in zip(hashed, hashed[1:]):
        if (h1, c1) == (h2, c2):
            raise ValueError("two messages share the hashes %06x %04x: %r and %r (reword one)" % (h1, c1, k1, k2))
    bits = 0
    while (1 << bits) * 4 < len(hashed) and bits < 12:  # about four entries a bucket
        bits += 1
    starts = [0] * ((1 << bits) + 1)
    for h, _, _, _ in hashed:
        starts[(h >> (24 - bits)) + 1] += 1
    for b in range(1, len(starts)):
        starts[b] += starts[b - 1]
    head = b"LNG2" + bytes((rule, bits)) + len(hashed).to_bytes(2, "little")
    index = b"".join(s.to_bytes(2, "little") for s in starts)
    offset = len(head) + len(index) + 10 * len(hashed)
    entries, data = [], []
    for h, c, _k, v in hashed:
        entry = h.to_bytes(3, "little") + c.to_bytes(2, "little") + offset.to_bytes(3, "little")
        entries.append(entry + len(v).to_bytes(2, "little"))
        data.append(v)
        offset += len(v)
    return head + index + b"".join(entries) + b"".join(data)


def _key(entry):
    return entry["id"] if entry["context"] is None else entry["context"] + "\x04" + entry["id"]


def sim_only(where):
    """True for a message only the simulator shows: where (the files naming it) are all its own."""
    return bool(where) and all(w.startswith(SIM_ONLY) and w not in NOT_SIM_ONLY for w in where)


def compiled(path, sim=False):
    """The .lng bytes of a .po file: translated, not fuzzy entries only (English shows for the
    rest); the board's messages, or with sim the simulator's own."""
    entries = read_po(path)
    rule = plural_rule(header_field(entries, "Plural-Forms") or "nplurals=2; plural=(n != 1);")
    pairs = []
    for e in entries:
        translated = e["id"] and not e["fuzzy"] and all(e["strs"])
        if translated and e["context"] != PAGE_CONTEXT and sim_only(e["where"]) == sim:
            pairs.append((_key(e), "\x00".join(e["strs"])))
    return table(pairs, rule)


def marked(text):
    """text with each stretch of words between marks and its placeholders outside them, so what
    fills a placeholder shows whether it came through a catalog too: "Seat %d> " -> "⟦Seat ⟧%d⟦> ⟧"."""
    out, at = [], 0
    for found in PLACEHOLDER.finditer(text):
        if found.start() > at:
            out.append(PSEUDO_OPEN + text[at : found.start()] + PSEUDO_CLOSE)
        out.append(found.group(0))
        at = found.end()
    if at < len(text):
        out.append(PSEUDO_OPEN + text[at:] + PSEUDO_CLOSE)
    return "".join(out)


def pseudo(path=TEMPLATE, sim=False):
    """The pseudo-language's table: every string of the template marked, placeholders kept (the
    board's, or with sim the simulator's own)."""
    pairs = []
    for e in read_po(path):
        if e["id"] and e["context"] not in NOTATION + (PAGE_CONTEXT,) and sim_only(e["where"]) == sim:
            forms = [e["id"]] if e["plural"] is None else [e["id"], e["plural"]]
            pairs.append((_key(e), "\x00".join(marked(f) for f in forms)))
    return table(pairs, 0)


def write_if_changed(path, data):
    """Write data to path (through a file of its own) unless it holds data already; True if written."""
    try:
        with open(path, "rb") as f:
            if f.read() == data:
                return False
    except OSError:
        pass
    partial = "%s.%d.part" % (path, os.getpid())
    with open(partial, "wb") as f:
        f.write(data)
    os.replace(partial, path)
    return True


def tables(named):
    """One file of tables (lysbord.i18n reads it) from [(code, table bytes)]: b"LNGS", their count,
    a record each (code padded to 3 bytes, where its table starts: 3 bytes), then the tables."""
    at = 5 + 6 * len(named)
    records, data = [], []
    for code, table_bytes in named:
        records.append(code.encode().ljust(3, b"\x00") + at.to_bytes(3, "little"))
        data.append(table_bytes)
        at += len(table_bytes)
    return b"LNGS" + bytes((len(named),)) + b"".join(records) + b"".join(data)


def compile_all(out=OUT, quiet=True, sim_out=SIM_OUT):
    """Every catalog into out/lang.lng, the pseudo-language into out/qps.lng (the tests' only);
    the simulator's own messages likewise into sim_out; {code: its board table's size in bytes}."""
    import shutil

    os.makedirs(out, exist_ok=True)
    if out == OUT and os.path.isdir(OLD_OUT):
        shutil.rmtree(OLD_OUT)
    sizes, written = {}, []
    named = [(code, compiled(os.path.join(LOCALE, code + ".po"))) for code in languages()]
    for name, group in (("lang", named), (i18n.PSEUDO, [(i18n.PSEUDO, pseudo())])):
        data = tables(group)
        if write_if_changed(os.path.join(out, name + ".lng"), data):
            written.append("%s.lng %d B (%s)" % (name, len(data), ", ".join(code for code, _ in group)))
        sizes.update((code, len(table_bytes)) for code, table_bytes in group)
    if sim_out:
        named = [(code, compiled(os.path.join(LOCALE, code + ".po"), True)) for code in languages()]
        for name, group in (("lang", named), (i18n.PSEUDO, [(i18n.PSEUDO, pseudo(sim=True))])):
            if write_if_changed(os.path.join(sim_out, name + ".lng"), tables(group)):
                written.append("%s.lng in %s (the simulator's own)" % (name, os.path.relpath(sim_out, ROOT)))
    if written and not quiet:  # said when a catalog changed, not at every make play
        print("language tables in %s: %s" % (os.path.relpath(out, ROOT), "; ".join(written)))
    return sizes


# --- extracting, updating and checking (Babel) -----------------------------------------------------------
def extracted():
    """A Babel catalog of every marked string in SOURCES, as a fresh extraction finds them."""
    from babel.messages.catalog import Catalog
    from babel.messages.extract import extract_from_file

    catalog = Catalog(project="Lysbord", msgid_bugs_address="", charset="utf-8", fuzzy=False)
    files = []
    for source in SOURCES:
        path = os.path.join(ROOT, source)
        if os.path.isfile(path):
            files.append(source)
            continue
        for folder, dirs, names in os.walk(path):
            dirs[:] = sorted(d for d in dirs if d != "__pycache__")
            for name in sorted(names):
                rel = os.path.relpath(os.path.join(folder, name), ROOT).replace(os.sep, "/")
                if name.endswith(".py") and not rel.startswith(SKIPPED):
                    files.append(rel)
    for rel in files:
        found = extract_from_file("python", os.path.join(ROOT, rel), KEYWORDS, COMMENT_TAGS, strip_comment_tags=True)
        for _line, message, comments, context in found:
            catalog.add(message, locations=[(rel, None)], auto_comments=comments, context=context)
    for source in PAGE_SOURCES:
        for name in sorted(os.listdir(os.path.join(ROOT, source))):
            if name.endswith(".js"):
                rel = source + "/" + name
                found = extract_from_file(
                    "javascript", os.path.join(ROOT, rel), PAGE_KEYWORDS, COMMENT_TAGS, strip_comment_tags=True
                )
                for _line, message, comments, _context in found:
                    catalog.add(message, locations=[(rel, None)], auto_comments=comments, context=PAGE_CONTEXT)
    return catalog


def _write(catalog, path, **kw):
    from babel.messages.pofile import write_po

    with open(path, "wb") as f:
        write_po(f, catalog, width=100, include_lineno=False, sort_output=True, **kw)


def _strip_dates(path):
    """Take out the header's creation and revision dates: a catalog changes only when its messages do."""
    with open(path, encoding="utf-8") as f:
        lines = [ln for ln in f if not ln.startswith(('"POT-Creation-Date:', '"PO-Revision-Date:'))]
    with open(path, "w", encoding="utf-8") as f:
        f.writelines(lines)


def extract():
    """Write locale/lysbord.pot from the code."""
    _write(extracted(), TEMPLATE)
    _strip_dates(TEMPLATE)
    print("extracted %d messages into %s" % (len(extracted()), os.path.relpath(TEMPLATE, ROOT)))


def _read_babel(path, locale=None):
    from babel.messages.pofile import read_po as babel_read_po

    with open(path, "rb") as f:
        return babel_read_po(f, locale=locale)


def update():
    """Bring every .po up to the template: new strings empty, changed ones fuzzy, gone ones dropped."""
    template = _read_babel(TEMPLATE)
    for code in languages():
        path = os.path.join(LOCALE, code + ".po")
        catalog = _read_babel(path, locale=code)
        catalog.update(template)
        _write(catalog, path, ignore_obsolete=True)
        _strip_dates(path)
        print("updated %s" % os.path.relpath(path, ROOT))


def init(code):
    """A new language's catalog from the template (its plural rule from PLURAL_FORMS or Babel's CLDR)."""
    from babel.messages.catalog import Catalog

    path = os.path.join(LOCALE, code + ".po")
    if os.path.exists(path):
        raise SystemExit("%s exists already: `update` brings it up to the template" % os.path.relpath(path, ROOT))
    template = _read_babel(TEMPLATE)
    catalog = Catalog(locale=code, project="Lysbord", charset="utf-8", fuzzy=False)
    catalog.update(template)
    _write(catalog, path)
    _strip_dates(path)
    print("made %s: translate its messages, add %r to LANGUAGES in firmware/lysbord/i18n.py" % (path, code))


def placeholders(text):
    """The printf placeholders of text, sorted (their order may change in a translation only when named)."""
    return sorted(PLACEHOLDER.findall(text))


def problems():
    """Everything wrong with the catalogs, as lines a translator can act on (empty: all well)."""
    found = []
    fresh = extracted()
    template = _read_babel(TEMPLATE)
    ids = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in fresh if m.id}
    kept = {(m.id if isinstance(m.id, str) else m.id[0], m.context) for m in template if m.id}
    for missing in sorted(ids - kept, key=str):
        found.append("lysbord.pot: %r is in the code but not in the template (run extract, then update)" % (missing,))
    for gone in sorted(kept - ids, key=str):
        found.append("lysbord.pot: %r is no longer in the code (run extract, then update)" % (gone,))
    for code in languages():
        path = os.path.join(LOCALE, code + ".po")
        name = os.path.relpath(path, ROOT)
        catalog = _read_babel(path, locale=code)
        expected = PLURAL_FORMS.get(code)
        header = catalog.mime_headers and dict(catalog.mime_headers).get("Plural-Forms")
        if expected and header != expected:
            found.append("%s: Plural-Forms should be %r, is %r" % (name, expected, header))
        try:
            plural_rule(header or "")
        except (ValueError, AttributeError) as exc:
            found.append("%s: %s" % (name, exc))
        if catalog.obsolete:
            found.append("%s: %d obsolete entries (#~): remove them (update does)" % (name, len(catalog.obsolete)))
        have = {}
        for m in catalog:
            if m.id:
                have[(m.id if isinstance(m.id, str) else m.id[0], m.context)] = m
        for key in sorted(kept, key=str):
            m = have.get(key)
            if m is None:
                found.append("%s: missing %r (run update)" % (name, key[0]))
                continue
            strings = list(m.string) if isinstance(m.string, (list, tuple)) else [m.string]
            if m.fuzzy:
                found.append("%s: fuzzy %r: check the translation, then take out the fuzzy flag" % (name, key[0]))
            if not all(strings):
                found.append("%s: untranslated %r" % (name, key[0]))
                continue
            sources = [m.id] if isinstance(m.id, str) else list(m.id)
            want = placeholders(sources[-1])
            for s in strings:
                if placeholders(s) != want and not (len(sources) > 1 and placeholders(s) == placeholders(sources[0])):
                    found.append(
                        "%s: %r: placeholders %s in %r, expected %s" % (name, key[0], placeholders(s), s, want)
                    )
        for key in sorted(set(have) - kept, key=str):
            found.append("%s: %r is not in the template (run update)" % (name, key[0]))
    return found


def check():
    """Print every problem; exit 1 if there is one."""
    found = problems()
    for line in found:
        print(line)
    if found:
        raise SystemExit("%d problems in locale/ (locale/README.md says how to fix each)" % len(found))
    print("locale/: %d languages, every message translated, placeholders kept" % len(languages()))


USAGE = """usage: python tools/i18n/catalogs.py extract|update|check|compile|init CODE
  extract  the strings the code marks into locale/lysbord.pot
  update   every locale/<code>.po brought up to the template (new strings empty, changed ones fuzzy)
  check    every message translated, none fuzzy or obsolete, the placeholders kept (make test does it)
  compile  the tables the firmware loads, firmware/lysbord/lang.lng (make lang does it)
  init     a new language's catalog, locale/CODE.po (locale/README.md)"""


def main(argv):
    commands = {"extract": extract, "update": update, "check": check, "compile": lambda: compile_all(quiet=False)}
    if any(arg in ("--help", "-h") for arg in argv[1:]):
        print(USAGE)
        return 0
    if len(argv) == 3 and argv[1] == "init":
        init(argv[2])
        return 0
    if len(argv) != 2 or argv[1] not in commands:
        print(USAGE)
        return 2
    commands[argv[1]]()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
