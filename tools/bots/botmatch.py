# Plays bots of two levels against each other over many seeded games (seats swapped
# every other game) and prints win rates with 95 % intervals.
# Usage: python tools/bots/botmatch.py sequence hard normal --games 1000 [--players 4] [key=value ...]
#        python tools/bots/botmatch.py sequence --table --games 1000   (every level pair, 2 and 4 players)
#        python tools/bots/botmatch.py sequence hard normal --paired old_hard.py --games 400
#            (hard and the bot of old_hard.py each play the same seeds against normal, from both
#            sides; prints both rates and their difference with its 95 % interval)
#        python tools/bots/botmatch.py kabal pico_hard.py normal --paired normal --players 1 --games 300
#            (a one-player game: each bot plays every deal alone; normal here stands in for the opponent)
import argparse
import importlib.util
import math
import os
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord.bots import levels  # noqa: E402

PAIRS = (("hard", "normal"), ("normal", "easy"), ("hard", "random"), ("normal", "random"), ("easy", "random"))


def play_out(game, bots, max_moves):
    """Each seat's bot moves from its own view until the game ends or max_moves; the moves made."""
    moves = 0
    while not game.over and moves < max_moves:
        seat = game.turn
        game.play(bots[seat].choose(game.view(seat)))
        moves += 1
    return moves


def play_match(game_name, games, players, options, max_moves=20000):
    """The game's bot in one seat (every seat in turn) against random-legal bots:
    (bot wins, random wins, draws, unfinished, total moves)."""
    rules = __import__("lysbord.games." + game_name, None, None, ["new_game"])
    bot_wins = random_wins = draws = unfinished = total_moves = 0
    for seed in range(games):
        game = rules.new_game(players, seed, **options)
        smart_seat = seed % players
        bots = [
            levels.make(game_name, "normal" if s == smart_seat else "random", s, seed * 31 + s) for s in range(players)
        ]
        total_moves += play_out(game, bots, max_moves)
        if not game.over:
            unfinished += 1
            continue
        winners = game.winners()
        if not winners:
            draws += 1
        elif smart_seat in winners or smart_team_won(game, smart_seat, winners):
            bot_wins += 1
        else:
            random_wins += 1
    return bot_wins, random_wins, draws, unfinished, total_moves


def smart_team_won(game, seat, winners):
    """In team games a partner's win is the bot's win."""
    team_of = getattr(game, "team_of", None)
    return team_of is not None and any(team_of(w) == team_of(seat) for w in winners)


def play_levels(game_name, first, second, games, players=2, options=None, max_moves=20000, start=0):
    """Return (first wins, second wins, draws, unfinished, total moves).

    Level first plays the seats of team A in even games and of team B in odd ones (seat
    order swapped); in team games a partner's win is a win for the level."""
    rules = __import__("lysbord.games." + game_name, None, None, ["new_game"])
    first_wins = second_wins = draws = unfinished = total_moves = 0
    for seed in range(start, start + games):
        game = rules.new_game(players, seed, **(options or {}))
        side = seed % 2  # which side level first plays in this game
        bots = []
        for seat in range(players):
            level = first if _side(game, seat) == side else second
            bots.append(levels.make(game_name, level, seat, seed * 31 + seat))
        total_moves += play_out(game, bots, max_moves)
        if not game.over:
            unfinished += 1
            continue
        winners = game.winners()
        sides = set(_side(game, w) for w in winners)
        if len(sides) != 1:
            draws += 1  # nobody, or both sides, won
        elif side in sides:
            first_wins += 1
        else:
            second_wins += 1
    return first_wins, second_wins, draws, unfinished, total_moves


def _side(game, seat):
    """0 or 1: which of the two levels plays seat (teams alternate; else seat parity)."""
    team_of = getattr(game, "team_of", None)
    return (team_of(seat) if team_of is not None else seat) % 2


def maker(game_name, level):
    """A function (seat, seed) -> bot: a level's name, or the path of a file defining Bot
    (for instance an earlier version of a bot, to compare with today's on the same seeds)."""
    if not level.endswith(".py"):
        levels.make(game_name, level, 0, 0)  # a misspelt level fails here, before any game
        return lambda seat, seed: levels.make(game_name, level, seat, seed)
    spec = importlib.util.spec_from_file_location("botmatch_variant", level)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module.Bot


def play_side(rules, make_first, make_second, seed, side, players=2, options=None, max_moves=20000):
    """One game of seed with the first bot on side (0 or 1, see _side): its score 1, 0.5 (a
    draw, or unfinished) or 0. A one-player game (7'er kabal) has one side: the first bot
    plays the deal alone, 1 for a win, else 0."""
    game = rules.new_game(players, seed, **(options or {}))
    bots = []
    for seat in range(players):
        make = make_first if _side(game, seat) == side else make_second
        bots.append(make(seat, seed * 31 + seat))
    play_out(game, bots, max_moves)
    if players == 1:
        return 1.0 if game.over and game.winners() else 0.0
    sides = set(_side(game, w) for w in game.winners()) if game.over else ()
    if len(sides) != 1:
        return 0.5
    return 1.0 if side in sides else 0.0


def play_paired(game_name, make_a, make_b, make_opponent, seeds, players=2, options=None, start=0):
    """Bots a and b each play every seed against the opponent, from both sides: the same deals
    for both, so the luck of the deals falls out of their difference. Per seed (a's score,
    b's score), each 0..2 (a one-player game has one side: its deal counts twice)."""
    rules = __import__("lysbord.games." + game_name, None, None, ["new_game"])
    sides, weight = ((0, 1), 1) if players > 1 else ((0,), 2)
    scores = []
    for seed in range(start, start + seeds):
        pair = []
        for make in (make_a, make_b):
            score = sum(play_side(rules, make, make_opponent, seed, side, players, options) for side in sides)
            pair.append(weight * score)
        scores.append(tuple(pair))
    return scores


def paired_difference(scores):
    """(a's rate, b's rate, a - b, half width of the difference's 95 % interval), in percent
    of games, from play_paired's per-seed scores (the interval from the per-seed differences)."""
    n = len(scores)
    diffs = [a - b for a, b in scores]
    mean = sum(diffs) / n
    spread = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
    half = 1.96 * math.sqrt(spread / n)
    rate_a = 50.0 * sum(a for a, _ in scores) / n
    rate_b = 50.0 * sum(b for _, b in scores) / n
    return rate_a, rate_b, 50.0 * mean, 50.0 * half


def paired_row(game_name, first, variant, second, games, players, options, start=0):
    """The paired screen's line: first and variant, each against second on the same seeds."""
    began = time.time()
    seeds = max(1, games // 2 if players > 1 else games)  # every seed is two games (both sides) per bot
    scores = play_paired(
        game_name,
        maker(game_name, first),
        maker(game_name, variant),
        maker(game_name, second),
        seeds,
        players,
        options,
        start,
    )
    rate_a, rate_b, diff, half = paired_difference(scores)
    return (
        "%s %s vs %s: %.1f %%, %s vs %s: %.1f %% (%d seeds from %d, %s):"
        " difference %+.1f [%+.1f %+.1f]  (%.0f s)"
        % (
            game_name,
            first,
            second,
            rate_a,
            variant,
            second,
            rate_b,
            seeds,
            start,
            "both sides" if players > 1 else "alone",
            diff,
            diff - half,
            diff + half,
            time.time() - began,
        )
    )


def wilson(wins, games):
    """The 95 % Wilson interval (low, high) of a win rate, in percent."""
    if not games:
        return 0.0, 100.0
    z = 1.96
    p = wins / games
    centre = (p + z * z / (2 * games)) / (1 + z * z / games)
    half = z * math.sqrt(p * (1 - p) / games + z * z / (4 * games * games)) / (1 + z * z / games)
    return 100 * (centre - half), 100 * (centre + half)


def row(game_name, first, second, games, players, options, start=0):
    """One line of the table: the first level's win rate (draws count half) and interval."""
    began = time.time()
    won, lost, drawn, unfinished, moves = play_levels(game_name, first, second, games, players, options, start=start)
    score = won + drawn / 2
    low, high = wilson(score, games)
    return (
        "%-9s %-7s vs %-7s %2d players %5d games: %5.1f %% [%4.1f-%4.1f]"
        "  (%d-%d, %d drawn, %d unfinished, %.0f moves/game, %.0f s)"
        % (
            game_name,
            first,
            second,
            players,
            games,
            100.0 * score / games,
            low,
            high,
            won,
            lost,
            drawn,
            unfinished,
            moves / games,
            time.time() - began,
        )
    )


def parse_options(pairs):
    """key=value pairs; ints and true/false are converted."""
    options = {}
    for pair in pairs:
        key, _, value = pair.partition("=")
        if value.lower() in ("true", "false"):
            options[key] = value.lower() == "true"
        else:
            try:
                options[key] = int(value)
            except ValueError:
                options[key] = value
    return options


def main():
    parser = argparse.ArgumentParser(description="bot levels against each other, 95 % intervals")
    parser.add_argument("game")
    parser.add_argument("levels", nargs="*", help="two levels (random, easy, normal, hard), then key=value options")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--table", action="store_true", help="every pair of the table, 2 players and 2v2")
    parser.add_argument("--start", type=int, default=0, help="first game seed (other seeds than tuning used)")
    parser.add_argument(
        "--paired", metavar="LEVEL_OR_FILE", help="a second bot (a level, or a .py file defining Bot) on the same seeds"
    )
    args = parser.parse_args()
    names = [w for w in args.levels if "=" not in w]
    options = parse_options([w for w in args.levels if "=" in w])
    if args.table:
        counts = (2, 4) if args.game in ("sequence", "siodemki") else (args.players,)  # the team games: 2v2 too
        for players in counts:
            for first, second in PAIRS:
                if levels.has_level(args.game, first):
                    print(row(args.game, first, second, args.games, players, options, args.start), flush=True)
        return
    if len(names) == 1:
        names.append("random")
    if len(names) != 2:
        parser.error("expected two levels, e.g. 'hard normal'")
    if args.paired:
        try:
            maker(args.game, args.paired)  # a misspelt level or a missing file: said before any game
        except (ValueError, OSError) as error:
            parser.error("--paired: %s" % error)
        print(paired_row(args.game, names[0], args.paired, names[1], args.games, args.players, options, args.start))
        return
    print(row(args.game, names[0], names[1], args.games, args.players, options, args.start))


if __name__ == "__main__":
    main()
