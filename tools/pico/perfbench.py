# MicroPython's own performance suite (tests/perf_bench of a MicroPython checkout) on the
# emulated Pico, with and without the XIP cache model, scored as tests/run-perfbench.py
# scores (1e6 * norm / us, higher is faster), to set beside scores published from real Picos
# (docs/pico.md, "The flash cache"). Each run follows a soft reset, as run-perfbench's.
#
#     .venv/bin/python tools/pico/perfbench.py PATH/micropython/tests/perf_bench [N M] [--runs 3] [tests...]
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
if TOOLS not in sys.path:
    sys.path.insert(0, TOOLS)

from pico.emulator import Pico, PicoError  # noqa: E402

# The rows published for RPI_PICO at 125 MHz (N=100 M=100) in
# https://github.com/micropython/micropython/pull/14182 (its "rpi-opt" column)
DEFAULT_TESTS = (
    "bm_chaos",
    "bm_fannkuch",
    "bm_fft",
    "bm_float",
    "bm_hexiom",
    "bm_nqueens",
    "bm_pidigits",
    "bm_wordcount",
    "core_import_mpy_multi",
    "core_import_mpy_single",
    "core_locals",
    "core_qstr",
    "core_str",
    "core_yield_from",
    "misc_pystone",
)
RAW_PROMPT = b"raw REPL; CTRL-B to exit\r\n>"


def script(folder, test, n, m):
    """The script run-perfbench sends: the test, benchrun.py, bm_run(N, M)."""
    with open(os.path.join(folder, test + ".py")) as f:
        body = f.read()
    with open(os.path.join(folder, "benchrun.py")) as f:
        runner = f.read()
    return "import sys\nif '' in sys.path: sys.path.remove('')\n\n" + body + runner + "bm_run(%d, %d)\n" % (n, m)


def soft_reset(pico):
    pico.write(b"\x04")
    pico.read_until(RAW_PROMPT)


def run(folder, tests, n, m, runs, flash_cache, log=print):
    """{test: (mean score, [scores])} on one emulated Pico; a test that fails: (None, error)."""
    results = {}
    with Pico(files={}, flash_cache=flash_cache) as pico:
        pico.raw_repl()
        for test in tests:
            code = script(folder, test, n, m)
            scores = []
            error = None
            for _ in range(runs):
                soft_reset(pico)
                result = pico.exec_raw(code)
                words = result.output.split()
                if result.error or len(words) < 2:
                    error = (result.error or result.output).strip().splitlines()[-1:]
                    break
                us, norm = int(words[0]), int(words[1])
                if us <= 0:
                    error = result.output.strip()
                    break
                scores.append(1e6 * norm / us)
            results[test] = (sum(scores) / len(scores), scores) if scores and not error else (None, error)
            log("%-26s %s %s" % (test, "cache" if flash_cache else "flat ", results[test][0]))
    return results


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("folder", help="a MicroPython checkout's tests/perf_bench")
    parser.add_argument("n", nargs="?", type=int, default=100)
    parser.add_argument("m", nargs="?", type=int, default=100)
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--tests", default=",".join(DEFAULT_TESTS))
    args = parser.parse_args(argv)
    tests = [t for t in args.tests.split(",") if t]
    table = {}
    for flash_cache in (False, True):
        start = time.monotonic()
        try:
            table[flash_cache] = run(args.folder, tests, args.n, args.m, args.runs, flash_cache)
        except PicoError as exc:
            print("the emulated Pico failed: %s" % exc)
            return 1
        print("host time, XIP cache model %s: %.0f s" % ("on" if flash_cache else "off", time.monotonic() - start))
    print("N=%d M=%d, %d runs each, score = 1e6 * norm / us" % (args.n, args.m, args.runs))
    print("%-26s %12s %12s %8s" % ("test", "no cache", "XIP cache", "change"))
    for test in tests:
        flat, cached = table[False][test][0], table[True][test][0]
        if flat is None or cached is None:
            print("%-26s %12s %12s" % (test, flat, cached))
            continue
        print("%-26s %12.2f %12.2f %+7.1f%%" % (test, flat, cached, 100 * (cached / flat - 1)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
