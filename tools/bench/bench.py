# `make bench`: runs every tools/bench/bench_*.py on CPython and under MicroPython
# (the WebAssembly port, 32-bit like the Pico), measures the Pico column on the emulated
# RP2040 (tools/pico/bench.py), and prints one table, each row judged against its target,
# the misses summed up first.
import argparse
import os
import re
import subprocess
import sys
import textwrap

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
sys.path[:0] = [  # the firmware, the benches, tools/ (pico, fakes), the simulator's and make flash's
    os.path.join(ROOT, "firmware"),
    HERE,
    TOOLS,
    os.path.join(TOOLS, "sim"),
    os.path.join(TOOLS, "flashing"),
    ROOT,
]

from benchlib import MIN_BATCH_US, Report, compile_tree, run_steps  # noqa: E402

MP_COLUMN = "MicroPython (WebAssembly on host)"
PICO_COLUMN = "Pico (emulated RP2040)"
_TARGET = re.compile(r"^(<=|>=|<|>|=)?\s*([0-9]+(?:\.[0-9]+)?)\s*(us|ms|s|KB|MB|bytes|B)?\b\s*(.*)$")
_SCALE = {"us": 1, "ms": 1000, "s": 1000000, "B": 1, "bytes": 1, "KB": 1024, "MB": 1048576}
_TIME = ("us", "ms", "s")


def judge(target, unit, cpython, micropython, pico=None):
    """(verdict, [what missed]) for one row: verdict is 'met', 'MISSED', '' (no target) or
    'not judged' (a target in words, or no figure in the column it names). A target naming
    CPython applies to that column, one naming the Pico to the emulated RP2040's, a time
    naming neither to CPython, any other (sizes, counts) to CPython and MicroPython."""
    text = target.strip()
    if not text:
        return "", []
    if text == "no exception":
        return "met", []  # the row exists only if the bench ran to its end
    found = _TARGET.match(text)
    if not found:
        return "not judged", []
    compare, number, target_unit, rest = found.groups()
    limit = float(number)
    if target_unit and target_unit != unit:
        both_time = target_unit in _TIME and unit in _TIME
        both_size = target_unit not in _TIME and unit not in _TIME
        if not (both_time or both_size) or unit not in _SCALE:
            return "not judged", []
        limit = limit * _SCALE[target_unit] / _SCALE[unit]
    rest = rest.split(" (")[0].strip("() ").lower()  # "on the Pico (1 s less 15 %)": what follows is words
    if rest == "cpython" or (rest == "" and unit in _TIME):
        # A time names no interpreter: CPython's (the WebAssembly port's speed is nobody's target).
        checks = [("CPython", cpython)]
    elif rest in ("on the pico", "on pico", "pico"):
        checks = [("Pico (emulated)", pico)]
    elif rest == "":
        checks = [("CPython", cpython), ("MicroPython", micropython)]
    else:
        return "not judged", []
    missed = []
    judged = 0
    for name, value in checks:
        if value is None:
            continue
        judged += 1
        ok = {
            "<": value < limit,
            "<=": value <= limit,
            ">": value > limit,
            ">=": value >= limit,
        }.get(compare or "=", value == limit)
        if not ok:
            missed.append("%s %s %s" % (name, fmt(value), unit))
    if not judged:
        return "not judged", []
    return ("MISSED" if missed else "met"), missed


def bench_names():
    """The bench modules, sorted (bench_mp.py is the MicroPython half of this runner)."""
    names = os.listdir(HERE)
    return sorted(n[:-3] for n in names if n.startswith("bench_") and n.endswith(".py") and n != "bench_mp.py")


def run_cpython(names):
    """Run every bench here; return {(section, metric): (value, unit, target)} of its own
    rows, and the same of the rows it measured on the emulated RP2040 (Report.add_chip)."""
    report = Report()
    for name in names:
        run_steps(__import__(name).bench(report))
    chip = {(s, m): (v, u, t) for s, m, v, u, t in report.chip_rows}
    return {(s, m): (v, u, t) for s, m, v, u, t in report.rows}, chip


def run_micropython(names):
    """Run every bench under MicroPython through node, each in a fresh interpreter (a heap
    figure must not depend on what an earlier bench loaded: interned names stay); (same
    mapping as run_cpython, the timer's resolution in us)."""
    # The modules as a Pico loads them: .mpy files compiled by mpy-cross (MP_MPY).
    env = dict(os.environ, MP_MPY=compile_tree(os.path.join(ROOT, "build", "mpy")))
    rows = {}
    resolution = None
    for name in names:
        cmd = ["node", os.path.join(TOOLS, "mp_run.mjs"), os.path.join(HERE, "bench_mp.py"), name]
        result = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT, env=env)
        if result.returncode:
            print("MicroPython benchmarks failed (%s):\n" % name + result.stdout[-2000:] + result.stderr[-2000:])
            sys.exit(1)
        for line in result.stdout.splitlines():
            if line.startswith("BENCH\t"):
                _, section, metric, value, unit, target = line.split("\t")
                rows[(section, metric)] = (float(value), unit, target)
            elif line.startswith("RESOLUTION\t"):
                resolution = int(line.split("\t")[1])
    return rows, resolution


def fmt(value):
    if value is None:
        return "-"
    if isinstance(value, float) and value != int(value):
        return "%.1f" % value if value >= 10 else "%.2f" % value
    return "%d" % value


def table(cpython, micropython, pico=None):
    """The rows as (section, metric, CPython, MicroPython, Pico, unit, target, verdict), and the misses."""
    pico = pico or {}
    keys = list(cpython) + [k for k in micropython if k not in cpython]
    keys += [k for k in pico if k not in cpython and k not in micropython]
    rows = []
    misses = []
    for key in keys:
        c = cpython.get(key)
        m = micropython.get(key)
        p = pico.get(key)
        unit, target = (c or m or p)[1], (c or m or p)[2]
        verdict, missed = judge(target, unit, c and c[0], m and m[0], p and p[0])
        rows.append((key[0], key[1], fmt(c and c[0]), fmt(m and m[0]), fmt(p and p[0]), unit, target, verdict))
        if missed:
            misses.append("  %s / %s: %s; target %s" % (key[0], key[1].strip(), ", ".join(missed), target))
    return rows, misses


def report(cpython, micropython, resolution, out=print, pico=None, pico_note=""):
    """Print the summary (misses first), what the columns are, then the table. pico: the
    emulated RP2040's rows, or None when not measured; pico_note: one line on how it went."""
    rows, misses = table(cpython, micropython, pico)
    verdicts = [row[7] for row in rows]
    judged = verdicts.count("met") + verdicts.count("MISSED")
    out(
        "make bench: %d rows, %d judged against a target: %d met, %d missed; %d with a target in words (not judged)"
        % (len(rows), judged, verdicts.count("met"), len(misses), verdicts.count("not judged"))
    )
    if misses:
        out("Missed:")
        for line in misses:
            out(line)
    else:
        out("Every judged target is met.")
    out("")
    legend = (
        "%s: MicroPython 1.27's WebAssembly port under node on this PC; 32-bit like the Pico, "
        "not its speed. Its timer steps %s us: each time is a batch of at least %d ms, divided "
        "by its calls. %s: stock MicroPython v1.28.0 on an emulated RP2040 at 125 MHz, the project "
        "as `make flash` installs it (tools/pico/bench.py, docs/benchmarks.md); a real Pico is at "
        "least as slow. A target 'on the Pico' is judged on that column (a time there is its budget less "
        "15 %%, the spare a real Pico may need), another time on CPython, "
        "sizes on CPython and MicroPython. CPython figures move with the load of this shared machine."
        % (MP_COLUMN, "?" if resolution is None else resolution, MIN_BATCH_US // 1000, PICO_COLUMN)
    )
    for line in textwrap.wrap(legend, 100):
        out(line)
    if pico_note or pico is None:
        out(pico_note or "%s: not measured." % PICO_COLUMN)
    out("")
    header = ("section", "metric", "CPython", MP_COLUMN, PICO_COLUMN, "unit", "target", "verdict")
    lines = [header] + rows
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(header))]
    for i, line in enumerate(lines):
        out("  ".join(str(cell).ljust(widths[j]) for j, cell in enumerate(line)).rstrip())
        if i == 0:
            out("  ".join("-" * w for w in widths))


def run_pico(args):
    """(the emulated RP2040's rows or None, a line saying how it went): --no-pico skips it;
    --uf2, --uf2-w (the Pico W's) and --rom pick the firmware and boot ROM."""
    if args.no_pico:
        return None, "%s: skipped (PICO=0)." % PICO_COLUMN
    for value, name in ((args.uf2, "UF2"), (args.uf2_w, "UF2_W"), (args.rom, "ROM")):
        if value:
            os.environ[name] = value
    from pico import bench as pico_bench

    lines = []
    rows = pico_bench.measure(lambda line: (print(line, flush=True), lines.append(line)))
    return rows, lines[-1]


def main(argv):
    parser = argparse.ArgumentParser(
        description="Every tools/bench/bench_*.py on CPython and on MicroPython's WebAssembly port, "
        "and the Pico column on the emulated RP2040: one table, each row judged against its target."
    )
    parser.add_argument(
        "names", nargs="*", metavar="NAME", help="only the benches whose names hold NAME; pico: the Pico column"
    )
    parser.add_argument("--no-pico", action="store_true", help="leave out the emulated RP2040's column (PICO=0)")
    parser.add_argument("--uf2", help="the Pico's MicroPython firmware (default ../shared/pico/)")
    parser.add_argument("--uf2-w", help="the Pico W's MicroPython firmware")
    parser.add_argument("--rom", help="the RP2040's boot ROM")
    args = parser.parse_args(argv)
    selected = args.names
    names = [n for n in bench_names() if not selected or any(s in n for s in selected)]
    if args.no_pico:
        os.environ["PICO_BENCH"] = "0"  # the benches that boot the emulated Pico themselves skip it too
    cpython, chip = run_cpython(names)
    micropython, resolution = run_micropython(names)
    pico, note = None, "%s: not measured (only the benches named; `pico` names it)." % PICO_COLUMN
    if not selected or "pico" in selected:
        pico, note = run_pico(args)
    if chip:  # figures a bench measured on the chip itself (the 7'er kabal hint's)
        pico = dict(pico or {})
        pico.update(chip)
    report(cpython, micropython, resolution, pico=pico, pico_note=note)


if __name__ == "__main__":
    main(sys.argv[1:])
