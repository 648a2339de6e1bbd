# Figures the docs quote that the code computes: the files `make flash` copies, the phone
# page's gzipped size, the MicroPython release the Pico runs and the WebAssembly port's. A
# change to the firmware tree, the page or a pinned version that leaves the docs behind fails here.
import glob
import gzip
import json
import os
import re
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools", "flashing"), os.path.join(ROOT, "tools"), os.path.join(ROOT, "firmware")]

import build_mpy  # noqa: E402
import build_web  # noqa: E402
import flash  # noqa: E402
from pico import emulator  # noqa: E402


def _read(rel):
    """The file's text with its line breaks as spaces (a figure may wrap)."""
    with open(os.path.join(ROOT, rel), encoding="utf-8") as f:
        return " ".join(f.read().split())


def _gzipped(rel):
    with open(os.path.join(ROOT, rel), "rb") as f:
        return len(gzip.compress(f.read(), compresslevel=9, mtime=0))


def _kb(size):
    """A size as the docs and the bench give it: KB of 1024 bytes, one decimal."""
    return "%.1f KB" % (size / 1024)


def test_the_files_make_flash_copies_are_counted_as_docs_pico_says(tmp_path, monkeypatch):
    def copy_only(source, target, name, opt=build_mpy.OPT):  # the plan's files, without mpy-cross
        if target is not None:
            with open(target, "wb"):
                pass

    monkeypatch.setattr(build_mpy, "compile_file", copy_only)
    monkeypatch.setattr(flash, "compile_file", copy_only)
    copies, failures = flash.board_copies(str(tmp_path / "mpy"), pages=str(tmp_path / "web"))
    assert not failures
    said = re.findall(r"(\d+) files\b", _read("docs/pico.md"))
    assert said and set(said) == {str(len(copies))}, "docs/pico.md: %s files, make flash copies %d" % (
        said,
        len(copies),
    )


def test_the_phone_page_size_is_what_make_web_builds():
    page = build_web.page()
    one_file = len(gzip.compress(page, compresslevel=9, mtime=0))
    apart = sum(_gzipped("firmware/lysbord/web/www/" + name) for name in ("index.html",) + build_web.PARTS)
    web = _read("docs/web.md")
    assert "one file, %s gzipped" % _kb(one_file) in web, "docs/web.md: make web builds %s" % _kb(one_file)
    assert "| the pages, gzipped | %s |" % _kb(one_file) in web
    assert "(%s gzipped one by one" % _kb(apart) in web, "docs/web.md: the sources make %s apart" % _kb(apart)


def _docs():
    paths = ["README.md", "board/README.md", "tools/bench/bench.py"] + glob.glob("docs/*.md", root_dir=ROOT)
    return paths + glob.glob("firmware/**/README.md", root_dir=ROOT, recursive=True)


def test_the_micropython_release_named_is_the_one_the_emulated_pico_runs():
    release = re.search(r"-v(\d+\.\d+\.\d+)\.uf2$", emulator.DEFAULT_UF2).group(1)
    assert emulator.DEFAULT_UF2_W.endswith("-v%s.uf2" % release)
    named = {}
    for rel in _docs():
        # the project's firmware as the docs name it (another release, as a published run's, is not)
        for found in re.findall(
            r"(?:MicroPython|RPI_PICO|RPI_PICO_W|version|tag|-b)[ -]\**v(\d+\.\d+\.\d+)", _read(rel)
        ):
            named.setdefault(found, []).append(rel)
    assert set(named) == {release}, "the Pico runs MicroPython v%s; named: %s" % (release, named)
    for rel in _docs():  # and without the v: "MicroPython 1.27" (the WebAssembly port's is checked below)
        for found in re.findall(r"MicroPython (\d+\.\d+)(?:\.\d+)?\b(?!'s WebAssembly)", _read(rel)):
            assert release.startswith(found + "."), "%s names MicroPython %s; the Pico runs v%s" % (rel, found, release)
    assert len(set(named[release])) >= 5  # README, board/README.md, the docs of the bench, the Pico, the web


def test_the_webassembly_port_named_is_the_one_npm_installs():
    pinned = json.loads(_read("tools/package.json"))["dependencies"]["@micropython/micropython-webassembly-pyscript"]
    minor = ".".join(pinned.split(".")[:2])
    named = [(rel, found) for rel in _docs() for found in re.findall(r"(\d+\.\d+)'s WebAssembly port", _read(rel))]
    assert named and all(found == minor for _, found in named), "npm installs %s; named: %s" % (pinned, named)
