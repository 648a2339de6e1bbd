# Fits the hard Sequence bot's position value (bots/sequence/value.py) to the outcomes of
# played games: every ply of seeded two-player games gives each side's features and
# whether that side went on to win; a logistic regression (Newton's method, pure Python)
# weighs them, and the weights are printed as the module's integer constants.
# Usage: .venv/bin/python tools/bots/sequence_learn.py --games 3000 --hard 200 [--write]
#   --games: normal vs normal games, --hard: hard vs normal games (the positions hard meets;
#   hard plays with the weights the module holds when the tool starts: a re-fit on its games),
#   --write: put the weights into firmware/lysbord/bots/sequence/value.py
import argparse
import math
import os
import re
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord.bots import levels  # noqa: E402
from lysbord.bots.sequence import normal as greedy  # noqa: E402
from lysbord.bots.sequence import value as V  # noqa: E402
from lysbord.games import sequence as S  # noqa: E402

MODULE = os.path.join(ROOT, "firmware", "lysbord", "bots", "sequence", "value.py")
_WEIGHTS = r"# Fitted by: .*\nWEIGHTS = \(\n(?:    .*\n)*\)\n"  # where write puts them


def positions(game, seat, scratch):
    """The features of the game's position for seat's side (every hand as it truly is)."""
    view = game.view(seat)
    team = view["team"]
    dead = bytearray(len(greedy._WINDOWS))
    V.mark_dead(view["windows"], team, dead)
    made = (view["sequences"][team], sum(view["sequences"]) - view["sequences"][team])
    hands = [game.hand(s) for s in range(game.players)]
    code = greedy.codes(view["board"], team)
    out = [0] * V.COUNT
    return V.features(
        code, hands, team, game.teams, dead, made, game.turn % game.teams == team, view["draw_left"], out, scratch
    )


def play(seed, levels_by_seat, rows, max_moves=2000):
    """Play one seeded game, appending (features, won) for both sides at every ply."""
    game = S.new_game(2, seed)
    bots = [levels.make("sequence", levels_by_seat[s], s, seed * 31 + s) for s in range(2)]
    scratch = (bytearray(100), bytearray(100), bytearray(100), bytearray(100))
    seen = []
    moves = 0
    while not game.over and moves < max_moves:
        if not game.view(game.turn)["paying"]:
            for seat in range(2):
                seen.append((seat, tuple(positions(game, seat, scratch))))
        game.play(bots[game.turn].choose(game.view(game.turn)))
        moves += 1
    if not game.over or game.winner < 0:
        return  # unfinished or drawn: no outcome to learn from
    for seat, feats in seen:
        rows.append((feats, 1 if game.winner == seat % game.teams else 0))


def gather(games, hard, start):
    """Rows of normal-vs-normal games (seeds start..) and hard-vs-normal ones (after them)."""
    rows = []
    for seed in range(start, start + games):
        play(seed, ("normal", "normal"), rows)
    for seed in range(start + games, start + games + hard):
        play(seed, ("hard", "normal") if seed % 2 else ("normal", "hard"), rows)
    return rows


def _sigmoid(z):
    if z < -30:
        return 1e-13
    if z > 30:
        return 1 - 1e-13
    return 1.0 / (1.0 + math.exp(-z))


def fit(rows, ridge=1.0, steps=12):
    """Logistic regression weights (floats) by Newton's method, with a small ridge penalty.
    Equal feature rows are merged first (counts of wins and games): far fewer to sum."""
    merged = {}
    for feats, won in rows:
        entry = merged.get(feats)
        if entry is None:
            merged[feats] = [1, won]
        else:
            entry[0] += 1
            entry[1] += won
    data = [(f, n, w) for f, (n, w) in merged.items()]
    size = len(data[0][0])
    weights = [0.0] * size
    for _ in range(steps):
        grad = [-ridge * w for w in weights]
        grad[0] = 0.0
        hess = [[0.0] * size for _ in range(size)]
        for i in range(1, size):
            hess[i][i] = ridge
        for feats, n, w in data:
            z = 0.0
            for i in range(size):
                if feats[i]:
                    z += weights[i] * feats[i]
            p = _sigmoid(z)
            r = w - n * p
            h = n * p * (1 - p)
            nz = [i for i in range(size) if feats[i]]
            for i in nz:
                fi = feats[i]
                grad[i] += r * fi
                row = hess[i]
                hf = h * fi
                for j in nz:
                    row[j] += hf * feats[j]
        step = _solve(hess, grad)
        for i in range(size):
            weights[i] += step[i]
        if max(abs(s) for s in step) < 1e-6:
            break
    return weights


def _solve(matrix, vector):
    """x with matrix x = vector (Gaussian elimination with partial pivoting)."""
    n = len(vector)
    a = [matrix[i][:] + [vector[i]] for i in range(n)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(a[r][col]))
        a[col], a[pivot] = a[pivot], a[col]
        if abs(a[col][col]) < 1e-12:
            continue
        for r in range(n):
            if r != col and a[r][col]:
                factor = a[r][col] / a[col][col]
                for c in range(col, n + 1):
                    a[r][c] -= factor * a[col][c]
    return [a[i][n] / a[i][i] if abs(a[i][i]) >= 1e-12 else 0.0 for i in range(n)]


def log_loss(rows, weights):
    """Mean log loss and the share of outcomes the sign of the value gets right."""
    loss = right = 0
    for feats, won in rows:
        p = _sigmoid(sum(w * f for w, f in zip(weights, feats)))
        loss -= math.log(p if won else 1 - p)
        right += (p > 0.5) == bool(won)
    return loss / len(rows), right / len(rows)


def fixed(weights):
    """The weights as the module's integers (times its fixed point _ONE)."""
    return tuple(int(round(w * V._ONE)) for w in weights)


def write(weights, command, path=MODULE):
    """Put the integer weights and the command that fitted them into the module at path."""
    with open(path) as f:
        text = f.read()
    body = "WEIGHTS = (\n" + "".join("    %d,  # %s\n" % (w, n) for w, n in zip(weights, V.NAMES)) + ")\n"
    text, found = re.subn(_WEIGHTS, lambda _: "# Fitted by: " + command + "\n" + body, text)
    if found != 1:
        raise ValueError("%s: expected one '# Fitted by:' line followed by WEIGHTS = (...)" % path)
    with open(path, "w") as f:
        f.write(text)


def main():
    parser = argparse.ArgumentParser(description="fit the hard Sequence bot's position value to game outcomes")
    parser.add_argument("--games", type=int, default=3000, help="normal vs normal games")
    parser.add_argument("--hard", type=int, default=0, help="hard vs normal games (slower)")
    parser.add_argument("--start", type=int, default=100000, help="first seed (apart from the match seeds)")
    parser.add_argument("--ridge", type=float, default=1.0)
    parser.add_argument("--write", action="store_true", help="write the weights into bots/sequence/value.py")
    args = parser.parse_args()
    began = time.time()
    rows = gather(args.games, args.hard, args.start)
    held = len(rows) // 10  # the last games' rows test the fit
    train, test = rows[:-held], rows[-held:]
    print("%d rows (%d held out) in %.0f s" % (len(rows), held, time.time() - began), flush=True)
    weights = fit(train, args.ridge)
    loss, right = log_loss(test, weights)
    print("held out: log loss %.4f (a coin %.4f), %.1f %% right" % (loss, math.log(2), 100 * right))
    ints = fixed(weights)
    for name, w in zip(V.NAMES, ints):
        print("%6d  %s" % (w, name))
    if args.write:
        command = ".venv/bin/python tools/bots/sequence_learn.py " + " ".join(sys.argv[1:])
        write(ints, command)
        print("written to", os.path.relpath(MODULE, ROOT))
    print("%.0f s" % (time.time() - began))


if __name__ == "__main__":
    main()
