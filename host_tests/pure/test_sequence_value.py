# The learned value of a Sequence position (bots/sequence/value.py): what its features
# count on hand-built boards, that both sides see one position mirrored, and that the
# fitted weights prefer a four we can finish to one of theirs.
from seqkit import card, put, random_moves

from helpers import scaled
from lysbord.bots.sequence import normal as greedy
from lysbord.bots.sequence import value as V
from lysbord.games import sequence as S
from lysbord.rng import Rng

_SCRATCH = (bytearray(100), bytearray(100), bytearray(100), bytearray(100))
# Features that swap when the other side looks at the same board: ours <-> theirs.
_MIRROR = ((1, 5), (2, 6), (3, 7), (4, 8), (9, 10), (11, 12), (13, 14), (15, 16), (17, 18), (26, 28), (27, 29))


def _features(game, team, hands, next_ours=True):
    view = game.view(0)
    dead = bytearray(len(greedy._WINDOWS))
    V.mark_dead(view["windows"], team, dead)
    made = view["sequences"]
    code = greedy.codes(view["board"], team)
    return V.features(
        code, hands, team, 2, dead, (made[team], made[1 - team]), next_ours, view["draw_left"], [0] * V.COUNT, _SCRATCH
    )


def _named(feats):
    return dict(zip(V.NAMES, feats))


def test_a_four_can_be_finished_only_with_its_card_or_a_wild_jack():
    game = S.new_game(2, 3)
    put(game, 0, [50, 51, 52, 53])  # 54 (2H) finishes it
    theirs = [card("AS")]
    without = _named(_features(game, 0, [[card("9C")], theirs]))
    assert without["our fours"] == 1 and without["our fours we can finish"] == 0
    assert _named(_features(game, 0, [[card("2H")], theirs]))["our fours we can finish"] == 1
    wild = _named(_features(game, 0, [[card("JD")], theirs]))
    assert wild["our fours we can finish"] == 1 and wild["our wild jacks"] == 1
    assert _named(_features(game, 1, [[card("2H")], theirs]))["their fours they can finish"] == 1


def test_an_open_three_makes_a_fork_cell_and_a_lone_corner_counts_for_nobody():
    game = S.new_game(2, 3)
    put(game, 1, [51, 52, 53])  # 54 makes 51-54 with 50 and 55 both free
    feats = _named(_features(game, 1, [[card("AS")], [card("2H")]]))
    assert feats["our fork cells"] == 1
    assert feats["our fork cells we hold the card for"] == 1
    empty = _named(_features(S.new_game(2, 3), 0, [[card("AS")], [card("AS")]]))
    assert empty["our ones"] == 0 and empty["their ones"] == 0  # the corners are everyone's


def test_both_sides_see_one_position_mirrored():
    checked = 0
    for seed in range(scaled(6, 2)):
        game = S.new_game(2, seed)
        random_moves(game, Rng(seed), 30 + 5 * seed)
        if game.over:
            continue
        hands = [game.hand(0), game.hand(1)]
        ours = _features(game, 0, hands)
        theirs = _features(game, 1, hands, False)
        for a, b in _MIRROR:
            assert ours[a] == theirs[b] and ours[b] == theirs[a], (seed, V.NAMES[a])
        checked += 1
    assert checked


def test_the_weights_prefer_our_four_to_theirs_and_a_win_to_any_chance():
    game = S.new_game(2, 3)
    put(game, 0, [50, 51, 52, 53])
    ours = _features(game, 0, [[card("2H")], [card("AS")]])
    theirs = _features(game, 1, [[card("AS")], [card("2H")]], False)
    assert V.chance(ours, 2) > 128 > V.chance(theirs, 2)
    ours[13] = 2  # two sequences formed: won whatever else the board says
    assert V.chance(ours, 2) == V.WON
    ours[13] = 0
    ours[14] = 2
    assert V.chance(ours, 2) < 0


def test_the_window_counts_leave_out_the_windows_a_sequence_spoiled():
    # Counted by visiting every window, as the learned value defines them: lines of 1-4 chips
    # of one side and none of the other's (a corner counts for both), full ones, dead left out.
    checked = 0
    for seed in range(scaled(40, 12)):
        game = S.new_game(2, seed)
        random_moves(game, Rng(seed), 200)
        view = game.view(0)
        if not view["windows"]:
            continue
        for team in (0, 1):
            dead = bytearray(len(greedy._WINDOWS))
            V.mark_dead(view["windows"], team, dead)
            code = greedy.codes(view["board"], team)
            expected = [0] * V.COUNT
            for i, (a, b, c, d, e, corner) in enumerate(greedy._WINDOWS):
                total = code[a] + code[b] + code[c] + code[d] + code[e]
                own, opp = total & 15, total >> 4
                if opp == corner and own > corner and not dead[i] & 1:
                    expected[13 if own == 5 else own] += 1
                elif own == corner and opp > corner and not dead[i] & 2:
                    expected[14 if opp == 5 else 4 + opp] += 1
            feats = _features(game, team, [[], []])
            made = view["sequences"]
            assert feats[1:9] == expected[1:9], (seed, team)
            assert feats[13] == min(2, made[team] + expected[13]), (seed, team)
            assert feats[14] == min(2, made[1 - team] + expected[14]), (seed, team)
            checked += any(dead)
    assert checked
