# The player's guide in every language: docs/playing.md and one translation per language the
# firmware speaks (docs/playing.CODE.md). Each translation links the others by their own names,
# names the English revision it follows, and keeps the English guide's shape: its headings,
# tables, pictures and code blocks, and the commands it tells a player to type, the same but
# for the language option. A translation the English guide has outgrown fails here. The links
# of the guides, the README and the glossary lead to files and headings that exist.
import os
import re
import subprocess

import pytest

from lysbord import i18n, languages

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
TRANSLATED = [code for code in i18n.LANGUAGES if code != "en"]
GUIDE = {code: "docs/playing.md" if code == "en" else "docs/playing.%s.md" % code for code in i18n.LANGUAGES}
LINKED = ["README.md", "docs/languages.md", "locale/README.md"] + list(GUIDE.values())


def _read(rel):
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return f.read()


def _outside_code(text):
    """text without its fenced code blocks (their lines as empty lines)."""
    return re.sub(r"^```.*?^```$", lambda m: "\n" * m.group(0).count("\n"), text, flags=re.M | re.S)


def headings(text):
    """(level, title) of each Markdown heading outside the code blocks."""
    return [(len(m.group(1)), m.group(2).strip()) for m in re.finditer(r"^(#{1,6}) (.+)$", _outside_code(text), re.M)]


def code_blocks(text):
    return re.findall(r"^```[^\n]*\n(.*?)^```$", text, re.M | re.S)


def shape(text):
    """What a translation keeps of the English guide: heading levels in order, the number of code
    blocks, of table rows and of pictures."""
    prose = _outside_code(text)
    return {
        "headings": [level for level, _ in headings(text)],
        "code blocks": len(code_blocks(text)),
        "table rows": len(re.findall(r"^ *\|", prose, re.M)),
        "pictures": len(re.findall(r"!\[|<img ", prose)),
    }


def without_language(command):
    """A command as the English guide writes it: a language option (LANG=nb, --lang nb,
    --lang=nb, ARGS=--lang=nb) taken out."""
    codes = "|".join(TRANSLATED)
    command = re.sub(r" ARGS=['\"]?--lang[ =](?:%s)['\"]?" % codes, "", command)
    command = re.sub(r" --lang[ =](?:%s)\b" % codes, "", command)
    return re.sub(r" LANG=(?:%s)\b" % codes, "", command)


def commands(text):
    """The commands a guide tells a player to type in a line of its own prose: code spans that
    start as a shell command or a call at the REPL."""
    spans = re.findall(r"`([^`\n]+)`", _outside_code(text))
    return {span for span in spans if re.match(r"(make |\.venv/|console\.main\()", span)}


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_guide_has_the_english_guides_headings_tables_pictures_and_code_blocks(code):
    english, translated = shape(_read(GUIDE["en"])), shape(_read(GUIDE[code]))
    assert translated == english, "%s has fallen behind docs/playing.md: %s, the English %s" % (
        GUIDE[code],
        translated,
        english,
    )


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_guides_code_blocks_are_the_english_ones_but_for_the_language(code):
    english, translated = code_blocks(_read(GUIDE["en"])), code_blocks(_read(GUIDE[code]))
    assert [without_language(block) for block in translated] == english


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_guide_tells_a_player_to_type_the_english_guides_commands(code):
    # the English guide shows the language option too (make run LANG=nb): both sides without it
    english = {without_language(command) for command in commands(_read(GUIDE["en"]))}
    translated = commands(_read(GUIDE[code]))
    assert {without_language(command) for command in translated} == english
    # where a translation adds the language to a command, it is the guide's own language
    for command in translated:
        for option in re.findall(r"LANG=(\w+)|--lang[ =](\w+)", command):
            assert code in option, "%s: %r plays in another language" % (GUIDE[code], command)


def test_the_language_option_taken_out_leaves_the_english_command():
    assert without_language("make play GAME=cabo LANG=nb") == "make play GAME=cabo"
    assert without_language("make run ARGS=--lang=pl") == "make run"
    assert without_language('make run ARGS="--lang de"') == "make run"
    assert without_language(".venv/bin/python tools/sim/console.py --lang da kabal") == (
        ".venv/bin/python tools/sim/console.py kabal"
    )


def _language_line(text):
    """The guide's first line: the guide in every language, each by its own name."""
    return text.splitlines()[0]


def own_name(code):
    """The language's own name as a link or a title begins it (norsk bokmål: Norsk bokmål)."""
    name = languages.NAMES[code]
    return name[0].upper() + name[1:]


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translation_opens_with_every_language_by_its_own_name(code):
    line = _language_line(_read(GUIDE[code]))
    linked = dict((target, name) for name, target in re.findall(r"\[([^\]]+)\]\(([^)]+)\)", line))
    for other in i18n.LANGUAGES:
        if other == code:
            assert "**%s**" % own_name(code) in line  # its own, not a link
            continue
        target = os.path.basename(GUIDE[other])
        assert target in linked, "%s does not link %s" % (GUIDE[code], target)
        assert linked[target] == own_name(other), "%s names %s %r" % (GUIDE[code], target, linked[target])


@pytest.mark.parametrize("code", TRANSLATED)
def test_each_translation_says_the_english_guide_is_the_reference_and_which_revision_it_follows(code):
    top = _read(GUIDE[code]).split("\n# ", 1)[0]
    assert "[playing.md](playing.md)" in top
    found = re.search(r"`([0-9a-f]{7,40})` \((\d{4}-\d\d-\d\d)\)", top)
    assert found, "%s does not say which commit of the English guide it follows" % GUIDE[code]
    commit, date = found.groups()
    try:
        shallow = subprocess.run(
            ["git", "rev-parse", "--is-shallow-repository"], cwd=ROOT, capture_output=True, text=True
        )
    except OSError:
        return  # no git: the form alone is checked
    if shallow.returncode != 0 or shallow.stdout.strip() != "false":
        return  # not a clone with its whole history
    said = subprocess.run(
        ["git", "log", "-1", "--format=%ad", "--date=short", commit], cwd=ROOT, capture_output=True, text=True
    )
    assert said.returncode == 0, "%s follows %s, a commit this clone does not have" % (GUIDE[code], commit)
    assert said.stdout.strip() == date, "%s: commit %s is of %s" % (GUIDE[code], commit, said.stdout.strip())


def test_the_readme_links_the_guide_in_every_language_by_its_own_name_near_the_top():
    readme = _read("README.md")
    top = readme.split("\n## ", 2)
    assert top[1].startswith("Play it")
    for code in i18n.LANGUAGES:
        link = "[%s](%s)" % (own_name(code), GUIDE[code])
        assert link in " ".join(top[1].split()), "README's Play it does not link %s" % GUIDE[code]


def test_the_readme_says_how_to_choose_a_language_and_how_to_add_one():
    readme = _read("README.md")
    part = " ".join(readme.split("\n## Languages\n", 1)[1].split("\n## ", 1)[0].split())
    for said in ("make play GAME=kabal LANG=nb", "--lang", "LANG", "browser", "setup has a language page"):
        assert said in part, "README's Languages does not say %r" % said
    assert "(locale/README.md#adding-a-language)" in part
    assert "## Adding a language" in _read("locale/README.md")


def slug(title):
    """The anchor GitHub gives a heading: lower case, punctuation out, spaces to hyphens."""
    title = re.sub(r"`|\*\*|\[([^\]]*)\]\([^)]*\)", r"\1", title).strip().lower()
    return re.sub(r"[^\w\- ]", "", title).replace(" ", "-")


def anchors(rel):
    seen, found = {}, set()
    for _, title in headings(_read(rel)):
        base = slug(title)
        found.add(base if base not in seen else "%s-%d" % (base, seen[base]))
        seen[base] = seen.get(base, 0) + 1
    return found


def test_the_anchor_of_a_heading_is_githubs():
    assert slug("Wi-Fi: phones as hands") == "wi-fi-phones-as-hands"
    assert slug("The console on a Pico (USB serial, mpremote)") == "the-console-on-a-pico-usb-serial-mpremote"
    assert slug("WLAN: Handys als Hände") == "wlan-handys-als-hände"
    assert slug("For contributors: `make test`") == "for-contributors-make-test"


@pytest.mark.parametrize("rel", LINKED)
def test_every_link_leads_to_a_file_and_a_heading_that_exist(rel):
    text = _outside_code(_read(rel))
    targets = re.findall(r"\]\(([^)\s]+)\)", text) + re.findall(r'<img src="([^"]+)"', text)
    broken = []
    for target in targets:
        if re.match(r"[a-z]+:", target):
            continue  # a web address
        path, _, anchor = target.partition("#")
        full = os.path.normpath(os.path.join(ROOT, os.path.dirname(rel), path)) if path else os.path.join(ROOT, rel)
        if not os.path.exists(full):
            broken.append(target)
        elif anchor and full.endswith(".md") and anchor not in anchors(os.path.relpath(full, ROOT)):
            broken.append(target)
    assert broken == [], "%s links to what is not there: %s" % (rel, broken)
