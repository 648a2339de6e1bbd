# Solve seeded 7'er kabal deals in a batch and sum them up: `make solve DEALS=0-1999 MODE=variant`.
# One line per deal goes to the output file as it is solved, so a long run can stop and resume.
#   python tools/solver/solve.py --mode variant|standard|played --deals 0-1999 --limit 20000 --out FILE
#   python tools/solver/solve.py --summary FILE...      the table: wins, losses, unknowns, intervals, times
import argparse
import math
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "firmware"))
sys.path.insert(0, HERE)

from standard import Standard  # noqa: E402

from lysbord.games.kabal import Kabal  # noqa: E402
from lysbord.games.kabal import solver as kabal_solver  # noqa: E402

NAMES = {kabal_solver.WIN: "win", kabal_solver.LOSS: "loss", kabal_solver.UNKNOWN: "unknown"}
PUBLISHED = (81.956, 0.096)  # Blake & Gent 2019, Klondike draw three, thoughtful, 95 % interval


def deal_range(text):
    """'0-1999' or '7' -> range."""
    first, _, last = text.partition("-")
    return range(int(first), int(last or first) + 1)


def solve_deal(mode, deal, limit, every=False, prune=True, luby=0, seed=1, proof=-1, best=0, stall=0):
    """(result name, nodes or moves) for one deal: thoughtful (every card known) or as played (the bot's view).

    best > 0: the best-first search (bestfirst.py) in that many runs instead of the solver (stall > 0:
    a run ends once that many positions pass without a better score, and runs go on to the limit).
    A win's line is replayed through the rule module from the deal, each move legal, to a won game."""
    if mode == "played":
        from played import play_deal

        won, nodes = play_deal(deal, limit)
        return ("win" if won else "loss"), nodes
    rules = Standard if mode == "standard" else Kabal
    if best > 0:
        from bestfirst import BestFirst

        solver = BestFirst(limit, best, seed, prune=prune, stall=stall)
    else:
        solver = kabal_solver.Solver(limit, seed, every, prune, luby, proof)
    result = solver.solve(rules(deal))
    if result == kabal_solver.WIN:
        game = rules(deal)
        for move in solver.line:
            if move not in game.legal_moves():
                raise SystemExit("%s deal %d: the winning line plays an illegal move" % (mode, deal))
            game._apply(move)
        if game.winners() != (0,):
            raise SystemExit("%s deal %d: the winning line does not win" % (mode, deal))
    return NAMES[result], solver.nodes


def _timed(job):
    """(deal, result name, nodes, seconds) for job = solve_deal's arguments: a pool's task."""
    start = time.perf_counter()
    result, nodes = solve_deal(*job)
    return job[1], result, nodes, time.perf_counter() - start


def lost_in(path, mode):
    """The deals whose last result in path (for mode) is a loss."""
    last = {}
    for line in open(path):
        parts = line.split()
        if len(parts) == 5 and parts[0] == mode:
            last[int(parts[1])] = parts[2]
    return sorted(deal for deal, result in last.items() if result == "loss")


def run(
    mode, deals, limit, out, retry=False, every=False, prune=True, luby=0, jobs=1, seed=1, proof=-1, best=0, stall=0
):
    """Solve every deal not yet in out, appending 'mode deal result nodes seconds' lines
    (retry: only the deals left unknown, again with this limit; the last line of a deal counts).
    jobs > 1: that many processes, each deal on its own (the same results, lines in the order solved)."""
    name = mode + ("-every" if every else "") + ("" if prune else "-undead")
    last = {}
    if os.path.exists(out):
        for line in open(out):
            parts = line.split()
            if len(parts) == 5 and parts[0] == name:
                last[int(parts[1])] = parts[2]
    deals = [deal for deal in deals if (last.get(deal) == "unknown" if retry else deal not in last)]
    tasks = [(mode, deal, limit, every, prune, luby, seed, proof, best, stall) for deal in deals]
    pool = None
    if jobs > 1 and len(tasks) > 1:
        import multiprocessing

        pool = multiprocessing.Pool(jobs)
        solved = pool.imap_unordered(_timed, tasks)
    else:
        solved = map(_timed, tasks)
    try:
        with open(out, "a") as sink:
            for deal, result, nodes, took in solved:
                sink.write("%s %d %s %d %.4f\n" % (name, deal, result, nodes, took))
                sink.flush()
    finally:
        if pool:
            pool.terminate()


def wilson(wins, n, z=1.96):
    """95 % Wilson score interval for wins out of n, in percent."""
    if not n:
        return (0.0, 100.0)
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return (100 * (centre - half), 100 * (centre + half))


def summary(paths):
    """One table row per mode: deals, wins, losses, unknowns, win % with interval, times."""
    rows = {}
    for path in paths:
        for line in open(path):
            parts = line.split()
            if len(parts) == 5:
                seen = rows.setdefault(parts[0], {})
                before = seen.get(int(parts[1]), ("", 0, 0.0))[2]  # a retried deal's time is both runs'
                seen[int(parts[1])] = (parts[2], int(parts[3]), before + float(parts[4]))
    out = []
    out.append(
        "| mode | deals | won | lost | unknown | won (95 % interval) | won if unknowns won (95 % interval) "
        "| median s | worst s |"
    )
    out.append("|---|---|---|---|---|---|---|---|---|")
    for mode in sorted(rows):
        seen = rows[mode]
        n = len(seen)
        wins = sum(1 for r in seen.values() if r[0] == "win")
        unknown = sum(1 for r in seen.values() if r[0] == "unknown")
        times = sorted(r[2] for r in seen.values())
        low, high = wilson(wins, n)
        top_low, top_high = wilson(wins + unknown, n)
        out.append(
            "| %s | %d | %d | %d | %d | %.1f %% (%.1f-%.1f %%) | %.1f %% (%.1f-%.1f %%) | %.3f | %.2f |"
            % (
                mode,
                n,
                wins,
                n - wins - unknown,
                unknown,
                100.0 * wins / n,
                low,
                high,
                100.0 * (wins + unknown) / n,
                top_low,
                top_high,
                times[n // 2],
                times[-1],
            )
        )
    return "\n".join(out)


def ship(paths, count, target):
    """Write the firmware's list of deals 0..count-1 proven winnable (variant, thoughtful) as a bitmap.

    A deal once listed stays listed: a winning line, replayed through the rule module, is a proof
    whatever search found it (a later search that runs out of budget on it does not undo that)."""
    from lysbord.games.kabal import winnable as kabal_winnable

    won = set(deal for deal in range(min(count, kabal_winnable.COUNT)) if kabal_winnable.winnable(deal))
    for path in paths:
        for line in open(path):
            parts = line.split()
            if len(parts) == 5 and parts[0] == "variant" and parts[2] == "win":
                won.add(int(parts[1]))
            elif len(parts) == 5 and parts[0] == "variant" and parts[2] == "loss" and int(parts[1]) in won:
                raise SystemExit("deal %s is listed as winnable but now proven lost: the solver is wrong" % parts[1])
    bits = bytearray((count + 7) // 8)
    for deal in won:
        if deal < count:
            bits[deal >> 3] |= 1 << (deal & 7)
    chunks = ['    "%s"\n' % bytes(bits[i : i + 48]).hex() for i in range(0, len(bits), 48)]
    with open(target, "w") as out:
        out.write(SHIPPED % (count, len([d for d in won if d < count]), "".join(chunks)))


SHIPPED = """# 7'er kabal deals proven winnable: deal numbers 0..COUNT-1, one bit each (lowest bit first).
# Made by tools/solver/solve.py --ship from the solver's results (docs/kabal-solvability.md);
# each set bit is a deal the solver won from the deal itself, every card known.
from lysbord.compat import const

COUNT = const(%d)
WINNABLE = const(%d)  # set bits
_BITS = bytes.fromhex(
%s)


def winnable(deal):
    \"\"\"True when deal is on the list (a deal beyond it is not known either way: False).\"\"\"
    return 0 <= deal < COUNT and bool(_BITS[deal >> 3] >> (deal & 7) & 1)


def next_winnable(deal):
    \"\"\"The first listed deal at or after deal, counting round from COUNT back to 0.\"\"\"
    start = deal %% COUNT if deal >= 0 else 0
    for step in range(COUNT):
        candidate = (start + step) %% COUNT
        if _BITS[candidate >> 3] >> (candidate & 7) & 1:
            return candidate
    raise ValueError("no deal on the list")
"""


def main(argv):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--mode", default="variant", choices=("variant", "standard", "played"))
    parser.add_argument("--deals", default="0-99")
    parser.add_argument("--limit", type=int, default=20000, help="positions per deal before 'unknown'")
    parser.add_argument("--out", default="build/solve.txt")
    parser.add_argument("--every", action="store_true", help="search every legal move (recorded as MODE-every)")
    parser.add_argument(
        "--no-dead", action="store_true", help="without the dead-position test (recorded as MODE...-undead)"
    )
    parser.add_argument("--lost-from", metavar="FILE", help="only the deals FILE records as lost for MODE")
    parser.add_argument("--retry", action="store_true", help="solve again only the deals left unknown")
    parser.add_argument(
        "--seed", type=int, default=1, help="the shuffled runs' seed (a retry with another finds other wins)"
    )
    parser.add_argument(
        "--proof",
        type=int,
        default=-1,
        help="with --luby: positions left for the proving run (default half the limit; 0: restarts only)",
    )
    parser.add_argument("--jobs", type=int, default=1, help="processes solving deals side by side")
    parser.add_argument(
        "--luby",
        type=int,
        default=0,
        metavar="N",
        help="half the limit in restarts of N x 1, 1, 2, 1, 1, 2, 4... positions",
    )
    parser.add_argument(
        "--best",
        type=int,
        default=0,
        metavar="RUNS",
        help="the best-first search for wins (bestfirst.py) in RUNS runs instead of the solver (with --retry)",
    )
    parser.add_argument(
        "--stall",
        type=int,
        default=0,
        metavar="N",
        help="with --best: a run ends after N positions without a better score, the next draws new weights",
    )
    parser.add_argument("--ship", type=int, metavar="COUNT", help="write the winnable list of deals 0..COUNT-1")
    parser.add_argument("--summary", nargs="*", help="print the table for these result files and stop")
    args = parser.parse_args(argv)
    if args.ship:
        target = os.path.join(HERE, "..", "..", "firmware", "lysbord", "games", "kabal_winnable.py")
        ship([args.out], args.ship, target)
        return 0
    if args.summary is not None:
        print(summary(args.summary or [args.out]))
        return 0
    os.makedirs(os.path.dirname(os.path.abspath(args.out)), exist_ok=True)
    deals = lost_in(args.lost_from, args.mode) if args.lost_from else deal_range(args.deals)
    if args.jobs < 1 or args.luby < 0 or args.best < 0 or args.stall < 0:
        raise SystemExit(
            "expected --jobs 1 or more, --luby, --best and --stall 0 or more, got %d, %d, %d and %d"
            % (args.jobs, args.luby, args.best, args.stall)
        )
    run(
        args.mode,
        deals,
        args.limit,
        args.out,
        args.retry,
        args.every,
        not args.no_dead,
        args.luby,
        args.jobs,
        args.seed,
        args.proof,
        args.best,
        args.stall,
    )
    print(summary([args.out]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
