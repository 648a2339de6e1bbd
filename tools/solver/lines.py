# Ship a won line with every listed deal: `python tools/solver/lines.py` writes
# firmware/lysbord/games/kabal/lines.bin (format in lysbord/games/kabal/lines.py). Each listed deal is
# solved from the deal (every card known) at LIMIT positions; its line is checked by replaying it
# through the rule module, forced moves between the steps, to a won game. A deal the solver does not
# win at LIMIT gets no line (the hint searches there as before).
import argparse
import os
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "firmware"))

from lysbord.games.kabal import Kabal  # noqa: E402
from lysbord.games.kabal import lines as kabal_lines  # noqa: E402
from lysbord.games.kabal import solver as kabal_solver  # noqa: E402
from lysbord.games.kabal.winnable import COUNT, winnable  # noqa: E402

LIMIT = 20000


class StepSolver(kabal_solver.Solver):
    """The solver, keeping its winning line as steps (the moves the search chose) as well."""

    def _keep_line(self, stack, last):
        super()._keep_line(stack, last)
        self.steps = [list(frame[2][frame[3] - 1]) for frame in stack]


def line_codes(deal, limit=LIMIT):
    """The line's bytes for deal, or b"" when the solver does not win it at limit."""
    solver = StepSolver(limit)
    if solver.solve(Kabal(deal)) != kabal_solver.WIN:
        return b""
    codes = kabal_lines.encode(solver.steps)
    game = Kabal(deal)
    kabal_solver.force(game, [])
    for step in kabal_lines.steps(codes):
        for move in step:
            if move not in game.legal_moves():
                raise AssertionError("deal %d: shipped line plays an illegal move %d" % (deal, move))
            game.play(move)
        kabal_solver.force(game, [])
    if not (game.over and game.result == 1):
        raise AssertionError("deal %d: shipped line does not win" % deal)
    return codes


def pack(lines):
    """lines.bin's bytes from {deal: codes}."""
    offsets, body = [], bytearray()
    start = (COUNT + 1) * 3
    for deal in range(COUNT + 1):
        at = start + len(body)
        offsets.append(bytes((at & 255, at >> 8 & 255, at >> 16)))
        if deal < COUNT:
            body += lines.get(deal, b"")
    return b"".join(offsets) + bytes(body)


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--limit", type=int, default=LIMIT)
    parser.add_argument("--out", default=kabal_lines.path())
    args = parser.parse_args()
    lines, started = {}, time.time()
    for deal in range(COUNT):
        if winnable(deal):
            lines[deal] = line_codes(deal, args.limit)
        if deal % 100 == 99:
            shipped = sum(1 for codes in lines.values() if codes)
            print("deal %d: %d lines, %.0f s" % (deal, shipped, time.time() - started), flush=True)
    data = pack(lines)
    with open(args.out, "wb") as f:
        f.write(data)
    shipped = sum(1 for codes in lines.values() if codes)
    print("%s: %d lines of %d listed deals, %d bytes" % (args.out, shipped, len(lines), len(data)))


if __name__ == "__main__":
    main()
