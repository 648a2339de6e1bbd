# The Pico column of `make bench` (tools/pico/bench.py): judged on the emulated chip's figures
# only, and without firmware one line says it was skipped while the rest of the bench runs.
# The chip itself runs only in `make bench` (minutes), never here.
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path[:0] = [os.path.join(ROOT, "tools"), os.path.join(ROOT, "tools", "bench")]


def test_a_target_on_the_pico_is_judged_on_the_emulated_column_alone():
    import bench

    # fast on CPython, slow on the chip: the chip's figure decides
    assert bench.judge("< 1 s on the Pico", "ms", 4.0, 30.0, 1220.0) == ("MISSED", ["Pico (emulated) 1220 ms"])
    assert bench.judge("< 1 s on the Pico", "ms", 400.0, 3000.0, 740.0) == ("met", [])
    assert bench.judge(">= 64 KB on the Pico", "bytes", None, 10.0, 105000.0)[0] == "met"
    # not measured on the chip (PICO=0): no verdict, never a guess from another column
    assert bench.judge("< 10 ms on the Pico", "ms", 0.1, 1.0, None) == ("not judged", [])
    # a size naming no interpreter is not the chip's target
    assert bench.judge("< 64 KB", "bytes", None, 60000.0, 90000.0)[0] == "met"


def test_the_chip_rows_get_their_own_column_and_verdicts():
    import bench

    cpython = {("sequence", "play"): (8.0, "us", "<= 10")}
    pico = {
        ("pico", "boot: power on to the first lit frame"): (502.0, "ms", "< 1.5 s on the Pico"),
        ("pico", "press to lit frame, slowest of 5 taps"): (12.5, "ms", "< 10 ms on the Pico"),
    }
    lines = []
    bench.report(cpython, {}, 1000, lines.append, pico=pico)
    assert lines[0].startswith("make bench: 3 rows, 3 judged against a target: 2 met, 1 missed")
    assert "pico / press to lit frame, slowest of 5 taps: Pico (emulated) 12.5 ms" in lines[2]
    header = [line for line in lines if line.startswith("section")][0]
    assert "Pico (emulated RP2040)" in header
    boot = [line for line in lines if "first lit frame" in line][0]
    assert "502" in boot and boot.rstrip().endswith("met")


def test_without_firmware_the_chip_column_says_it_was_skipped(tmp_path, monkeypatch):
    import bench
    from pico import bench as pico_bench

    monkeypatch.setenv("UF2", str(tmp_path / "missing.uf2"))
    said = []
    assert pico_bench.measure(said.append) is None
    assert len(said) == 1 and "skipped, no firmware" in said[0] and "missing.uf2" in said[0]
    lines = []
    bench.report({("sequence", "play"): (8.0, "us", "<= 10")}, {}, 1000, lines.append, pico_note=said[0])
    assert said[0] in lines
    play = [line for line in lines if line.startswith("sequence")][0]
    assert play.rstrip().endswith("met")
