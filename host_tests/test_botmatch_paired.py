# botmatch --paired: two bots on the same seeds, from both sides, against one opponent;
# the difference of their rates comes with an interval from the per-seed differences.
import os
import subprocess
import sys

import botmatch  # tools/bots/ is on the path (conftest.py)

from lysbord.games import sequence

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
HARD = os.path.join(ROOT, "firmware", "lysbord", "bots", "sequence", "hard.py")


def test_a_bot_paired_with_a_copy_of_itself_plays_the_same_games():
    normal = botmatch.maker("sequence", "normal")
    scores = botmatch.play_paired(
        "sequence", botmatch.maker("sequence", "hard"), botmatch.maker("sequence", HARD), normal, 3
    )
    assert [a for a, _ in scores] == [b for _, b in scores]
    assert all(0 <= a <= 2 for a, _ in scores)
    assert botmatch.paired_difference(scores)[2:] == (0.0, 0.0)


def test_each_seed_is_played_from_both_sides():
    rules = sequence
    normal = botmatch.maker("sequence", "normal")
    random = botmatch.maker("sequence", "random")
    scores = botmatch.play_paired("sequence", normal, random, normal, 4, start=10)
    for i, seed in enumerate(range(10, 14)):
        both = sum(botmatch.play_side(rules, normal, normal, seed, side) for side in (0, 1))
        assert scores[i][0] == both  # the same two games, in either order
    assert sum(a for a, _ in scores) > sum(b for _, b in scores)  # normal beats random on these seeds


def test_the_interval_of_a_difference_comes_from_the_per_seed_differences():
    rate_a, rate_b, diff, half = botmatch.paired_difference([(2, 1), (1, 1), (2, 0), (1, 0)])
    assert (rate_a, rate_b, diff) == (75.0, 25.0, 50.0)
    assert 30 < half < 60  # differences 1, 0, 2, 1 (in halves of a seed's two games)


def test_the_command_prints_both_rates_and_the_difference():
    out = subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tools", "bots", "botmatch.py"),
            "sequence",
            "normal",
            "random",
            "--paired",
            "easy",
        ]
        + ["--games", "4"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert "normal vs random" in out and "easy vs random" in out and "difference" in out
    bad = subprocess.run(
        [
            sys.executable,
            os.path.join(ROOT, "tools", "bots", "botmatch.py"),
            "sequence",
            "normal",
            "random",
            "--paired",
            "hardest",
        ],
        capture_output=True,
        text=True,
    )
    assert bad.returncode != 0 and "hardest" in bad.stderr


def test_a_one_player_game_scores_each_deal_played_alone():
    from lysbord.games import kabal

    normal = botmatch.maker("kabal", "normal")
    random = botmatch.maker("kabal", "random")
    scores = botmatch.play_paired("kabal", normal, random, normal, 4, players=1)
    won = []
    for seed in range(4):
        game = kabal.new_game(1, seed)
        botmatch.play_out(game, [normal(0, seed * 31)], 20000)
        won.append(game.winners() == (0,))
    assert [a for a, _ in scores] == [2 if w else 0 for w in won]  # a win counts as the seed's two games
    assert any(won)  # normal wins deal 1
    assert botmatch.paired_difference(scores)[0] == 100.0 * sum(won) / 4  # the rate is the share of deals won
