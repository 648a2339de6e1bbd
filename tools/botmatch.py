# Plays a game's bot against the random-legal bot over many seeded games and
# prints how often each side wins. Usage: python tools/botmatch.py sequence --games 1000
import argparse
import os
import sys

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.join(ROOT, "firmware"))

from lysbord.bots import random_bot  # noqa: E402


def play_match(game_name, games, players, options, max_moves=20000):
    """Return (bot wins, random wins, draws, unfinished, total moves) over the games."""
    rules = __import__("lysbord.games." + game_name, None, None, ["new_game"])
    smart = __import__("lysbord.bots." + game_name, None, None, ["Bot"])
    bot_wins = random_wins = draws = unfinished = total_moves = 0
    for seed in range(games):
        game = rules.new_game(players, seed, **options)
        smart_seat = seed % players  # the bot takes every seat in turn
        bots = []
        for seat in range(players):
            maker = smart.Bot if seat == smart_seat else random_bot.Bot
            bots.append(maker(seat, seed * 31 + seat))
        moves = 0
        while not game.over and moves < max_moves:
            seat = game.turn
            game.play(bots[seat].choose(game.view(seat)))
            moves += 1
        total_moves += moves
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
    parser = argparse.ArgumentParser(description="bot against random-legal bot")
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("options", nargs="*", help="game options as key=value")
    args = parser.parse_args()
    won, lost, drawn, unfinished, moves = play_match(args.game, args.games, args.players, parse_options(args.options))
    print(
        "%s, %d players, %d games: bot won %d (%.1f%%), random won %d, draws %d, unfinished %d, %.1f moves/game"
        % (
            args.game,
            args.players,
            args.games,
            won,
            100.0 * won / args.games,
            lost,
            drawn,
            unfinished,
            moves / args.games,
        )
    )


if __name__ == "__main__":
    main()
