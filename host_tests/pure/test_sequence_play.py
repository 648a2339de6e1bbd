# Sequence card flow: dead cards, reshuffles, draws, the silent-play penalty, referee
# mode, undo and saves, and the generic battery over the virtual deck and the referee.
from seqkit import card, give, put, random_moves, referee

import battery
from helpers import message, raises, scaled
from lysbord.games import base
from lysbord.games import sequence as S
from lysbord.rng import Rng


def test_dead_card_exchanged_once_per_turn():
    game = S.new_game(2, 4)
    qs, kd = card("QS"), card("KD")
    give(game, 0, [qs, kd, card("2S")])
    put(game, 1, list(S.cells_of(qs)) + list(S.cells_of(kd)))
    assert game.is_dead(qs) and game.is_dead(kd) and not game.is_dead(card("2S"))
    legal = game.legal_moves()
    assert S.exchange(qs) in legal and S.exchange(kd) in legal
    assert not [m for m in legal if S.move_kind(m) == S.PLACE and S.move_card(m) in (qs, kd)]
    before = game.view(0)["hand_sizes"]
    game.play(S.exchange(qs))
    assert game.turn == 0 and game.view(0)["hand_sizes"] == before and game.view(0)["exchanged"]
    assert S.exchange(kd) not in game.legal_moves()
    assert "one dead card" in message(raises(ValueError, game.play, S.exchange(kd)))
    assert "not dead" in message(raises(ValueError, game.play, S.exchange(card("2S"))))
    game.play(S.place(card("2S"), S.cells_of(card("2S"))[0]))
    game.play(game.legal_moves()[0])
    assert game.turn == 0 and S.exchange(kd) in game.legal_moves()  # a new turn: allowed again


def test_exchange_refused_for_jacks_and_in_referee_mode():
    game = S.new_game(2, 4)
    give(game, 0, [card("JD")])
    assert "dead non-jack" in message(raises(ValueError, game.play, S.exchange(card("JD"))))
    ref = referee()
    assert "referee" in message(raises(ValueError, ref.play, S.exchange(card("QS"))))


def test_discards_reshuffled_when_the_draw_pile_runs_out():
    for seed in range(10):  # the first random game that empties the pile before it ends
        game = S.new_game(2, seed, to_win=4)
        rng = Rng(5)
        while game.view(0)["draw_left"] and not game.over:
            random_moves(game, rng, 1)
        if not game.over:
            break
    assert not game.over
    discards = game._disc
    assert discards == 90  # every card but the two hands of seven has been played
    random_moves(game, rng, 1)
    assert game.view(0)["draw_left"] == discards  # the discards (with the card just played) became the pile, one drawn
    assert sorted(game._census()) == sorted(list(range(52)) * 2)


def test_nobody_can_play_is_a_draw():
    # Every chip on the board locked and no free cell: nothing can ever be played.
    game = referee()
    free = [x for x in range(100) if not S.is_corner(x)]
    put(game, 0, free[:-1])
    for x in free:
        game._locked[x] = 1  # hand-built: as if every chip, the last one too, were in a sequence
    game.turn = 1
    game.play(S.place(S.LAYOUT[free[-1]], free[-1]))
    assert game.over and game.is_draw and game.winners() == () and game.legal_moves() == []


def test_penalty_every_member_discards_a_card_of_choice():
    game = S.new_game(4, 6)
    assert game.penalty_moves() == (S.penalty(0), S.penalty(1))
    game.play(game.legal_moves()[0])  # seat 0 has played; seat 1 is to move
    assert game.turn == 1
    hands = [game.hand(s) for s in range(4)]
    game.play(S.penalty(0))  # team A (seats 0 and 2) talked
    assert game.turn == 0 and game.view(0)["paying"] and game.penalty_moves() == ()
    legal = game.legal_moves()
    assert legal and all(S.move_kind(m) == S.DISCARD for m in legal)
    assert "paying a penalty" in message(raises(ValueError, game.play, S.place(card("JD"), 44)))
    assert "already" in message(raises(ValueError, game.play, S.penalty(1)))
    chosen = hands[0][-1]
    game.play(S.discard(chosen))
    assert game.turn == 2 and len(game.hand(0)) == 5
    game.play(S.discard(hands[2][0]))
    assert game.turn == 1 and not game.view(1)["paying"]  # back to the seat that was to move
    assert [len(game.hand(s)) for s in range(4)] == [5, 6, 5, 6]
    game.undo()
    assert game.turn == 2 and len(game.hand(2)) == 6


def test_penalty_refusals():
    game = S.new_game(2, 6)
    assert "team A-B" in message(raises(ValueError, game.play, S.penalty(2)))
    assert "no penalty" in message(raises(ValueError, game.play, S.discard(game.hand(0)[0])))
    ref = referee()
    assert ref.penalty_moves() == ()
    assert "physical" in message(raises(ValueError, ref.play, S.penalty(0)))


def test_empty_hands_after_penalties_end_in_a_draw():
    game = S.new_game(2, 8)
    while not game.over:
        seat = game.turn
        game.play(S.penalty(seat % 2))
        if game.over:
            break
        game.play(S.discard(game.hand(game.turn)[0]))
    assert game.is_draw and game.hand(0) == b"" and game.hand(1) == b""


def test_referee_mode_offers_every_board_action():
    game = referee()
    legal = game.legal_moves()
    assert len(legal) == 96 * 3  # each free cell: its own card and two wild jacks
    game.play(S.place(card("5H"), 44))
    game.play(S.place(card("JC"), 45))
    removals = [m for m in game.legal_moves() if S.move_kind(m) == S.REMOVE]
    assert sorted(removals) == sorted([S.remove(card("JH"), 45), S.remove(card("JS"), 45)])
    view = game.view(0)
    assert "hand" not in view and view["draw_left"] == 0 and view["board"][44] == 1 and view["board"][45] == 2
    assert game.is_dead(card("QS")) is False and game._census() == []


def test_undo_restores_every_step():
    game = S.new_game(3, 9)
    rng = Rng(2)
    saves = []
    for _ in range(40):
        saves.append(game.to_bytes())
        random_moves(game, rng, 1)
    while saves:
        game.undo()
        assert game.to_bytes() == saves.pop()
    assert "nothing to undo" in message(raises(ValueError, game.undo))


def test_saves_stay_under_256_bytes():
    rng = Rng(3)
    biggest = 0
    for players in S.PLAYERS:
        for virtual in (True, False):
            game = S.new_game(players, players, virtual=virtual, to_win=4)
            for _ in range(scaled(300, 60)):
                if game.over:
                    break
                biggest = max(biggest, len(game.to_bytes()))
                random_moves(game, rng, 1)
    assert 100 < biggest < 256


def test_load_refuses_nonsense():
    game = S.new_game(2, 1)
    payload = bytearray(game._pack())
    payload[0] = 5
    assert "players" in message(raises(ValueError, S.Sequence.from_bytes, base.frame(1, 1, bytes(payload))))
    payload = bytearray(game._pack())
    payload[-1] = 60
    assert "card" in message(raises(ValueError, S.Sequence.from_bytes, base.frame(1, 1, bytes(payload))))


def test_battery_virtual_deck():
    for players in (2, 3, 4):
        seeds = list(range(scaled(8, 2)))
        battery.run_battery(S.Sequence, lambda seed, n=players: S.new_game(n, seed), seeds)


def test_battery_referee_and_advanced():
    seeds = list(range(scaled(6, 1)))
    battery.run_battery(S.Sequence, lambda seed: S.new_game(2, seed, virtual=False), seeds, hidden=False)
    battery.run_battery(S.Sequence, lambda seed: S.new_game(6, seed, teams=3, advanced=True), seeds)


def _state_before(x):
    # The generator state whose next draw is x (each xorshift step undone).
    y = x
    for _ in range(7):  # x ^= x << 5, undone
        y = x ^ (y << 5 & 0xFFFFFFFF)
    y ^= y >> 17  # x ^= x >> 17, undone
    return (y ^ (y << 13) ^ (y << 26)) & 0xFFFFFFFF  # x ^= x << 13, undone


def test_deal_shuffle_is_the_shared_generators_shuffle():
    # 2**32 - 48 .. 2**32 - 1 would favour some cards of 104: both throw such a draw away.
    rejected = Rng(0)
    rejected.state = _state_before(0xFFFFFFFF - 20)
    assert rejected.next32() == 0xFFFFFFFF - 20
    for seed in (0, 1, 77, -1):
        mine, theirs = bytearray(range(104)), bytearray(range(104))
        a, b = Rng(seed), Rng(seed)
        if seed < 0:
            a.state = b.state = _state_before(0xFFFFFFFF - 20)
        S._shuffle(a, mine, 0, 104)
        b.shuffle(theirs, 0, 104)
        assert mine == theirs and a.state == b.state
        S._shuffle(a, mine, 3, 90)
        b.shuffle(theirs, 3, 90)
        assert mine == theirs and a.state == b.state


def test_playout_is_the_same_game_as_random_play():
    for players, advanced in ((2, False), (3, False), (4, True)):
        for seed in range(scaled(4, 1)):
            looped = S.new_game(players, seed, advanced=advanced)
            fast = S.new_game(players, seed, advanced=advanced)
            random_moves(looped, Rng(seed), 1000)
            made = fast.playout(Rng(seed))
            assert fast.over and made == looped.moves_played() and fast.to_bytes() == looped.to_bytes()
            assert not fast.can_undo()  # the history restarts after a playout
    game = S.new_game(2, 5)
    assert game.playout(Rng(5), 10) == 10 and not game.over
    game.play(game.legal_moves()[0])
    game.undo()  # back to the end of the playout, no further
    assert not game.can_undo()


def test_playout_from_any_moment_is_the_same_game_as_random_play():
    # Mid-game (chips, sequences, an advanced game's broken ones), in pieces, and while a
    # penalty is paid: the playout reads the board it is given and leaves it as the rules do.
    for seed in range(scaled(40, 4)):
        looped = S.new_game((2, 3, 4)[seed % 3], seed, advanced=seed % 2 == 1)
        random_moves(looped, Rng(seed), seed % 50)
        if seed % 4 == 0 and looped.penalty_moves():
            looped.play(looped.penalty_moves()[0])
        fast = S.Sequence.from_bytes(looped.to_bytes())
        mine, theirs = Rng(seed + 1), Rng(seed + 1)
        while not looped.over:
            piece = 1 + seed % 9
            random_moves(looped, theirs, piece)
            fast.playout(mine, piece)
            assert fast.to_bytes() == looped.to_bytes() and mine.state == theirs.state


def test_view_board_and_locks_follow_the_chips():
    game = S.new_game(2, 12, advanced=True)
    rng = Rng(12)
    while not game.over:
        random_moves(game, rng, 1)
        view = game.view(0)
        assert [view["board"][x] - 1 for x in range(100)] == [game.chip(x) for x in range(100)]
        assert [view["locked"][x] == 1 for x in range(100)] == [game.is_locked(x) for x in range(100)]
        again = S.Sequence.from_bytes(game.to_bytes()).view(0)
        assert again["board"] == view["board"] and again["locked"] == view["locked"]
