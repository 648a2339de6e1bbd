# The hard Sequence bot on hand-built positions: it counts the cards that can still come
# (it keeps its wild jack when no card can finish the opponents' four), it does not
# build on the windows its own sequence has spoiled (the normal bot does), the cards it
# rules out of the opponent's hand are not there, the scores its playouts keep up to
# date move by move are the greedy scores of the board reached (and the board the
# learned value reads at a playout's end is that board), and the same seed and view give
# the same move.
import sys

from seqkit import card, give, put, random_moves

from helpers import scaled
from lysbord.bots.sequence import hard as sequence_hard
from lysbord.bots.sequence import normal as seq_bot
from lysbord.bots.sequence import playout
from lysbord.bots.sequence import value as sequence_value
from lysbord.games import sequence as S
from lysbord.rng import Rng


def _discard(game, names):
    """Move the named cards from the draw pile (or seat 1's hand) to the face-up discard pile."""
    pile = game._pile
    hands = game._hands
    for name in names:
        wanted = card(name)
        at = pile.find(bytes((wanted,)), 0, game._draw)
        game._draw -= 1
        if at < 0:  # in seat 1's hand: it takes the last card of the draw pile instead
            slot = hands.find(bytes((wanted,)), game.hand_size)
            hands[slot] = pile[game._draw]
        else:
            pile[at] = pile[game._draw]
        game._disc += 1
        pile[104 - game._disc] = wanted


def test_keeps_its_wild_jack_when_no_card_can_finish_their_four():
    game = S.new_game(2, 3)
    give(game, 0, [card(n) for n in ["JD", "9C", "KC", "8S", "AC", "7S", "6S"]])
    put(game, 1, [50, 51, 52, 53])  # 54 (2H) finishes it
    put(game, 0, [44])
    view = game.view(0)
    block = S.place(card("JD"), 54)
    assert seq_bot.Bot(0, 1).choose(view) == block  # both bots block while a 2H may come
    assert sequence_hard.Bot(0, 1).choose(view) == block
    _discard(game, ["2H", "2H", "JD", "JC", "JC"])  # both 2H gone and every other wild jack
    view = game.view(0)
    assert seq_bot.Bot(0, 1).choose(view) == block  # the normal bot does not count cards
    for seed in range(4):
        assert sequence_hard.Bot(0, seed).choose(view) != block, seed


def test_does_not_build_on_the_windows_its_sequence_spoiled():
    game = S.new_game(2, 3)
    give(game, 0, [card(n) for n in ["2H", "9C", "KC", "8S", "AC", "7S", "6S"]])
    put(game, 0, [50, 51, 52, 53])
    game.play(S.place(card("2H"), 54))  # the sequence 50-54
    assert game.view(0)["sequences"][0] == 1
    give(game, 1, [card("AS")])
    game.play(S.place(card("AS"), 21))
    give(game, 0, [card(n) for n in ["3H", "9C", "KC", "8S", "AC", "7S", "6S"]])
    view = game.view(0)
    extend = S.place(card("3H"), 55)  # 51-55 would share four cells with 50-54: never a sequence
    assert seq_bot.Bot(0, 1).choose(view) == extend
    for seed in range(4):
        assert sequence_hard.Bot(0, seed).choose(view) != extend, seed


def test_the_same_seed_and_view_give_the_same_move():
    rng = Rng(8)
    game = S.new_game(2, 21)
    random_moves(game, rng, 30)
    view = game.view(game.turn)
    first = sequence_hard.Bot(game.turn, 12).choose(view)
    assert first in view["legal"]
    assert sequence_hard.Bot(game.turn, 12).choose(view) == first


def test_the_cards_it_rules_out_are_never_in_the_opponents_hand():
    # Against the greedy bot the reasoning is exact: of the cards ruled out, the opponent
    # holds at most the one it drew after its move.
    checked = 0
    for seed in range(scaled(3, 2)):
        game = S.new_game(2, seed)
        bots = (sequence_hard.Bot(0, seed), seq_bot.Bot(1, seed))
        while not game.over and checked < scaled(60, 30):
            view = game.view(game.turn)
            if game.turn == 0:
                known = bots[0]._infer(view) if bots[0]._left is not None else 0
                if known:
                    checked += 1
                    ruled_out = [c for c in game.hand(1) if bots[0]._excluded[c]]
                    assert len(ruled_out) <= 1, (seed, ruled_out)
                bots[0]._left = None  # inferred above; this move is remembered by choose
            game.play(bots[game.turn].choose(view))
    assert checked > 10


def _ways():
    """The ways the playouts' loops run on this port, as the bot loaded them first: the
    native code on the Pico, then the same module as bytecode; plain Python alone elsewhere."""
    return (sequence_hard.P, playout) if sequence_hard.P is not playout else (playout,)


def test_the_scores_kept_move_by_move_are_the_whole_boards_scores():
    # A playout changes one cell a move and rescores only the windows through it: after
    # any placements and removals the scores must be those of scoring the whole board.
    # On the Pico the native code keeps them (the build makes it), and so must the bytecode.
    if sys.platform == "rp2":
        assert sequence_hard.P.__name__.endswith("playout_native")
    loaded = sequence_hard.P
    try:
        for way in _ways():
            sequence_hard.P = way
            _scores_kept_move_by_move()
    finally:
        sequence_hard.P = loaded


def test_the_highest_score_is_found_at_its_first_cell():
    # _best's jacks take the first cell of the highest score, as list.index(max(...)) does.
    rng = Rng(4)
    for case in range(40):
        scores = sequence_hard.array("i", [rng.below(1 + case % 5) * 100 for _ in range(100)])
        for way in _ways():
            cell = way.top(scores)
            assert scores[cell] == max(scores), case
            assert all(scores[x] < scores[cell] for x in range(cell)), case


def _whole_board_scores(code, locked, dead):
    """greedy.fill's scores of a board, cell by cell, without the windows dead marks."""
    gain = [0] * 100
    threat = [0] * 100
    for i in range(len(seq_bot._WINDOWS)):
        cells, corner = seq_bot._WINDOWS[i][:5], seq_bot._WINDOWS[i][5]
        total = sum(code[x] for x in cells)
        if total == 0 or total & 15 == 5 or total >> 4 == 5 or dead[i]:
            continue
        opp, own = total >> 4, total & 15
        if opp == corner:
            add = seq_bot._OWN[own]
        elif own == corner:
            add = seq_bot._BLOCK[opp]
            for x in cells:
                if opp >= 2 and code[x] == 16 and not locked[x]:
                    threat[x] += seq_bot._THREAT[opp]
        else:
            continue
        for x in cells:
            if not code[x]:
                gain[x] += add
    return gain, threat


def _scores_kept_move_by_move():
    for players in (2, 3):
        rng = Rng(players)
        game = S.new_game(players, 5)
        random_moves(game, rng, 24)
        chips = [x for x in range(100) if game.view(0)["board"][x]]
        for x in chips[:4]:
            game._locked[x] = 1  # as if in a sequence: no jack removes them
        view = game.view(game.turn)
        bot = sequence_hard.Bot(game.turn, 1)
        bot._score(view)  # marks the windows our sequences spoiled
        bot._root_scores(view)
        teams = view["teams"]
        sequence_hard._load(bot._state, bot._root, teams)
        bot._last_read[:] = b"\xff\xff\xff"  # every team's scores are read later
        for step in range(scaled(30, 12)):
            board = bot._board
            free = [x for x in range(100) if not board[x]]
            chips = [x for x in range(100) if 0 < board[x] <= teams and not view["locked"][x]]
            if chips and rng.below(3) == 0:
                x = chips[rng.below(len(chips))]
                bot._move(S.REMOVE << 13 | x, 0, step)
            else:
                bot._move(free[rng.below(len(free))], rng.below(teams), step)
            shown = bytes(v if v <= teams else 0 for v in board)  # as a view shows it
            for t in range(teams):
                gain = [0] * 100
                threat = [0] * 100
                code = seq_bot.codes(shown, t)
                seq_bot.fill(code, view["locked"], gain, threat)  # the normal bot's scores
                assert _whole_board_scores(code, view["locked"], bytes(len(bot._dead))) == (gain, threat)
                if t == view["team"]:  # ours skip the windows our sequences spoiled
                    gain, threat = _whole_board_scores(code, view["locked"], bot._dead)
                assert list(bot._gains[t]) == gain, (players, step, t)
                assert list(bot._threats[t]) == threat, (players, step, t)
                # The learned value at a playout's end reads the same windows.
                tally = bytearray(len(seq_bot._WINDOWS))
                kinds = bytearray(sequence_value.KINDS)
                sequence_value.tallies(code, tally, bot._dead, kinds)
                assert bot._tallies[t] == tally, (players, step, t)
                if t == view["team"]:
                    assert bot._kinds == kinds, (players, step)
            # playout.count's features: as sequence_value counts them
            team = bot.seat % teams
            hands = [[rng.below(52) for _ in range(6)] for _ in range(players)]
            args = (board, bot._tallies[team], bot._kinds, bot._dead, hands, team, teams, (0, 1), step % 2, 40)
            want = list(sequence_value.counted(*args, [0] * sequence_value.COUNT, bot._reach))
            got = sequence_value.counted(*args, bot._feats, bot._reach, bot._counting)
            assert list(got) == want, (players, step)
