# A live deal's generator: 64 bits of secret entropy (lysbord/rng.py, SplitMix64), the same
# numbers on every interpreter, kept whole in saves, checkpoints and histories, so a secret
# deal restores, undoes and replays exactly; saves of seeded deals read as they always did.
from battery import run_battery
from helpers import raises, scaled
from lysbord.games.base import SECRET_DEAL
from lysbord.rng import Rng, live_seed
from lysbord.table import game_module

_MULTI = (("sequence", 2), ("sequence", 3), ("cabo", 3), ("siodemki", 3), ("trappe", 3))


def _entropy(seed):
    rng = Rng(seed)
    return bytes(rng.below(256) for _ in range(8))


def test_the_secret_generator_is_splitmix64_from_its_published_sequence():
    rng = Rng(bytes(8))  # SplitMix64 from 0: e220a8397b1dcdaf, 6e789e6aa1b965f4, 06c45d188009454f
    assert [rng.next32() for _ in range(3)] == [0xE220A839, 0x6E789E6A, 0x06C45D18]
    assert rng.state > 0xFFFFFFFF and rng.secret_kind() and not Rng(5).secret_kind()
    raises(ValueError, Rng, b"\x01" * 7)  # less than 64 bits is refused


def test_a_secret_generator_shuffles_and_draws_like_a_seeded_one():
    rng = Rng(_entropy(1))
    deck = list(range(52))
    rng.shuffle(deck)
    assert sorted(deck) == list(range(52)) and deck != list(range(52))
    counts = [0] * 6
    for _ in range(600):
        counts[rng.below(6)] += 1
    assert min(counts) > 60, counts
    copy = Rng(0)
    copy.state = rng.state  # the kind goes with the state: a copied game draws the same
    assert [copy.below(1000) for _ in range(5)] == [rng.below(1000) for _ in range(5)]


def test_one_seat_gets_a_deal_number_more_seats_get_entropy():
    assert live_seed(1, lambda n: bytes(range(n))) == Rng(bytes(range(8))).below(1 << 28)
    assert live_seed(2, lambda n: bytes(range(n))) == bytes(range(8))


def test_a_secret_deal_saves_restores_and_replays_exactly():
    for name, players in _MULTI:
        module = game_module(name)
        game = module.new_game(players, _entropy(players))
        data = game.to_bytes()
        assert data[3] == type(game).VERSION | SECRET_DEAL, name
        seen = [data]
        for step in range(60):
            legal = game.legal_moves()
            if game.over:
                break
            game.play(legal[(step * 7) % len(legal)])
            seen.append(game.to_bytes())
        again = type(game).from_bytes(game.to_bytes())
        assert again.to_bytes() == game.to_bytes() and getattr(again, game.RNG).state == getattr(game, game.RNG).state
        replayed = type(game).from_history(game.history_bytes())
        assert replayed.to_bytes() == game.to_bytes(), name
        while game.can_undo():  # every step back is the state it was
            game.undo()
            seen.pop()
            assert game.to_bytes() == seen[-1], name


def test_a_seeded_save_reads_as_before_and_a_secret_one_is_not_taken_for_one():
    for name, players in _MULTI:
        cls = type(game_module(name).new_game(players, 3))
        seeded = game_module(name).new_game(players, 3).to_bytes()
        assert seeded[3] == cls.VERSION  # the format every saved game on a board has
        assert cls.from_bytes(seeded).to_bytes() == seeded
        secret = bytearray(game_module(name).new_game(players, _entropy(4)).to_bytes())
        secret[3] = cls.VERSION  # as if an old board read it: refused, not misread
        exc = raises(ValueError, cls.from_bytes, bytes(secret))
        assert str(exc), name


def test_secret_deals_pass_the_whole_battery():
    for name, players in _MULTI:
        module = game_module(name)
        cls = type(module.new_game(players, 1))
        seeds = scaled([1, 2], [1])  # each game's own suite runs the battery over seeded deals too
        run_battery(cls, lambda seed, m=module, n=players: m.new_game(n, _entropy(seed)), seeds, must_end=False)
