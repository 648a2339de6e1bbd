# `make bench`: runs every tools/benches/bench_*.py on CPython and under MicroPython
# (the WebAssembly port, 32-bit like the Pico) and prints one table.
import os
import subprocess
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
sys.path[:0] = [os.path.join(ROOT, "firmware"), HERE, os.path.join(HERE, "benches"), ROOT]

from benchlib import Report, run_steps  # noqa: E402


def bench_names():
    """The bench modules, sorted."""
    names = os.listdir(os.path.join(HERE, "benches"))
    return sorted(n[:-3] for n in names if n.startswith("bench_") and n.endswith(".py"))


def run_cpython(names):
    """Run every bench here; return {(section, metric): (value, unit, target)}."""
    report = Report()
    for name in names:
        run_steps(__import__(name).bench(report))
    return {(s, m): (v, u, t) for s, m, v, u, t in report.rows}


def run_micropython(names):
    """Run every bench under MicroPython through node; same mapping as run_cpython."""
    cmd = ["node", os.path.join(HERE, "mp_run.mjs"), os.path.join(HERE, "bench_mp.py")] + names
    result = subprocess.run(cmd, capture_output=True, text=True, cwd=ROOT)
    if result.returncode:
        print("MicroPython benchmarks failed:\n" + result.stdout[-2000:] + result.stderr[-2000:])
        sys.exit(1)
    rows = {}
    for line in result.stdout.splitlines():
        if line.startswith("BENCH\t"):
            _, section, metric, value, unit, target = line.split("\t")
            rows[(section, metric)] = (float(value), unit, target)
    return rows


def fmt(value):
    if value is None:
        return "-"
    if isinstance(value, float) and value != int(value):
        return "%.1f" % value if value >= 10 else "%.2f" % value
    return "%d" % value


def main(selected):
    names = [n for n in bench_names() if not selected or any(s in n for s in selected)]
    cpython = run_cpython(names)
    micropython = run_micropython(names)
    keys = list(cpython) + [k for k in micropython if k not in cpython]
    header = ("section", "metric", "CPython", "MicroPython", "unit", "target")
    lines = [header]
    for key in keys:
        c = cpython.get(key)
        m = micropython.get(key)
        unit, target = (c or m)[1], (c or m)[2]
        lines.append((key[0], key[1], fmt(c and c[0]), fmt(m and m[0]), unit, target))
    widths = [max(len(str(line[i])) for line in lines) for i in range(len(header))]
    for i, line in enumerate(lines):
        print("  ".join(str(cell).ljust(widths[j]) for j, cell in enumerate(line)).rstrip())
        if i == 0:
            print("  ".join("-" * w for w in widths))


if __name__ == "__main__":
    main(sys.argv[1:])
