# Cabo statistics too slow for MicroPython: fair deals, rounds that end, and the bot
# far ahead of the random-legal bot.
from botmatch import play_match  # tools/bots/ is on the path (conftest.py)

from lysbord.games import cabo


def test_every_value_is_dealt_to_every_slot_about_equally_often():
    counts = [[0] * 14 for _ in range(4)]
    games = 2000
    for seed in range(games):
        game = cabo.new_game(2, seed)
        for slot in range(4):
            counts[slot][game.rows[slot]] += 1
    for slot in range(4):
        for value in range(14):
            expected = games * (2 if value in (0, 13) else 4) / 52
            assert abs(counts[slot][value] - expected) < 5 * expected**0.5


def test_the_bot_beats_the_random_bot_and_every_game_ends():
    for players, share in ((2, 0.95), (4, 0.85)):
        won, lost, drawn, unfinished, _ = play_match("cabo", 300, players, {})
        assert unfinished == 0 and won >= share * 300, (players, won, lost, drawn)


def test_fixed_rounds_without_kamikaze_end_after_those_rounds():
    won, lost, drawn, unfinished, moves = play_match("cabo", 100, 3, {"rounds": 3, "kamikaze": False})
    assert unfinished == 0 and won > 60
