# Sequence saves that pass the checksum are still checked in full: a payload altered and
# framed again (a bad writer, a hand-edited file) loads only if the rules could reach it,
# and otherwise raises ValueError naming the field, never another exception.
from seqkit import build, card, give, random_moves, referee

from helpers import ON_MICROPYTHON, message, raises, scaled
from lysbord.games import base
from lysbord.games import sequence as S
from lysbord.rng import Rng

SEQS_AT = 16 + 25  # the head, then the chips, then two bytes per sequence


def _framed(payload):
    return base.frame(S.Sequence.GAME_ID, S.Sequence.VERSION, bytes(payload))


def _refused(payload, field):
    """The forged payload is refused on load and from a history, naming field."""
    text = message(raises(ValueError, S.Sequence.from_bytes, _framed(payload)))
    assert field in text, (field, text)
    history = base.frame(0x48, S.Sequence.GAME_ID, _framed(payload))
    assert field in message(raises(ValueError, S.Sequence.from_history, history))
    return text


def _played(players=2, seed=3, moves=6, **options):
    game = S.new_game(players, seed, **options)
    rng = Rng(seed)
    random_moves(game, rng, moves)
    return game


def _with_sequence():
    game = referee(to_win=4)
    build(game, 0, [50, 51, 52, 53, 54])
    return game


def test_a_sequence_announced_but_missing_is_a_value_error():
    # The reproducer: the count says one sequence, its bytes are not there.
    payload = bytearray(referee()._pack())
    payload[9] = 1
    _refused(payload, "sequence count 1")
    _refused(payload + b"\x00", "sequence count 1")  # one byte of two
    virtual = bytearray(S.new_game(2, 1)._pack())
    virtual[9] = 200
    _refused(virtual, "sequence count 200")


def test_head_fields_are_named():
    payload = S.new_game(2, 4)._pack()
    for at, value, field in (
        (0, 5, "players"),
        (1, 3, "teams"),
        (2, 16, "options"),
        (3, 0, "to_win"),
        (3, 5, "to_win"),
        (4, 2, "turn"),
        (4, 255, "turn"),
        (5, 0, "winner"),
        (8, 2, "penalty resume seat 2"),
        (7, 4, "penalty seats"),  # seat 2 of two
    ):
        forged = bytearray(payload)
        forged[at] = value
        _refused(forged, field)
    zero = bytearray(payload)
    zero[12:16] = bytes(4)
    _refused(zero, "random state")
    referee_payload = bytearray(referee()._pack())
    referee_payload[2] |= 8
    _refused(referee_payload, "exchanged")


def test_penalty_fields_follow_who_pays():
    game = S.new_game(4, 6)
    payload = game._pack()
    forged = bytearray(payload)
    forged[7] = 3  # seats 0 and 1: two teams paying at once
    _refused(forged, "penalty seats")
    forged[7] = 4  # seat 2 pays, but seat 0 is to move
    _refused(forged, "penalty seats")
    game.play(S.penalty(0))
    payload = bytearray(game._pack())
    assert S.Sequence.from_bytes(_framed(payload)).view(0)["paying"]
    # Seat 0 pays first; with its cards moved to the discards it has nothing to pay with.
    held = payload[SEQS_AT : SEQS_AT + 6]
    payload[SEQS_AT : SEQS_AT + 6] = b"\xff" * 6
    payload[11] += 6
    _refused(payload + held, "penalty seat without cards 0")


def test_the_seat_to_move_can_move():
    # Ten players hold three cards: seat 2 with three one-eyed jacks and no chip on the board
    # to take has nothing to play, and the turn never passes to such a seat.
    game = S.new_game(10, 5)
    give(game, 1, [card("JH"), card("JS"), card("JH")])
    payload = bytearray(game._pack())
    S.Sequence.from_bytes(_framed(payload))
    payload[4] = 1
    _refused(payload, "turn 1")


def test_chips_are_named():
    payload = referee()._pack()
    forged = bytearray(payload)
    forged[16] = 1  # team A's chip on corner 0
    _refused(forged, "chip on cell 0")
    forged = bytearray(payload)
    forged[16 + 11] = 3 << 2  # code 3 on cell 45: no third team in a two-team game
    _refused(forged, "chip on cell 45")


def test_sequences_must_match_the_chips_and_each_other():
    game = _with_sequence()
    payload = game._pack()
    assert payload[SEQS_AT : SEQS_AT + 2] == bytes((0 << 2 | 0, 50))
    for first, start, field in (
        (1 << 2, 50, "sequence chips 0"),  # team B's sequence on team A's chips
        (2 << 2, 50, "sequence place 0"),  # no team C in a two-team game
        (0, 51, "sequence chips 0"),  # shifted off the chips
        (0, 96, "sequence place 0"),  # runs off the board
        (0, 100, "sequence place 0"),
        (1, 50, "sequence chips 0"),  # a column from 50 down
    ):
        forged = bytearray(payload)
        forged[SEQS_AT : SEQS_AT + 2] = bytes((first, start))
        _refused(forged, field)
    # The same five twice, or two fives sharing four cells: never two sequences.
    build(game, 0, [55])
    payload = game._pack()
    for second in (50, 51):
        forged = bytearray(payload)
        forged[9] = 2
        forged[SEQS_AT + 2 : SEQS_AT + 2] = bytes((0, second))
        _refused(forged, "sequence overlap 1")


def test_sequence_counts_agree_with_the_end():
    game = referee()
    build(game, 0, [50, 51, 52, 53, 54, 14, 24, 34, 44])
    assert game.over and game.winner == 0
    payload = bytearray(game._pack())
    forged = bytearray(payload)
    forged[5] = 1  # team B declared the winner with no sequence
    _refused(forged, "sequence count of team 0")
    forged = bytearray(payload)
    forged[2] &= ~4  # the game running on
    forged[4] = 1
    forged[5] = 255
    _refused(forged, "sequence count of team 0")
    forged = bytearray(payload)
    forged[3] = 3  # three to win: two do not end the game
    _refused(forged, "sequence count of team 0")


def test_lengths_and_cards_are_exact():
    payload = _played()._pack()
    _refused(payload + b"\x01", "length")
    _refused(payload[:-1], "length")
    forged = bytearray(payload)
    forged[-1] = (forged[-1] + 1) % 52
    _refused(forged, "cards: two decks, not")
    forged[-1] = 60
    _refused(forged, "card 60")
    forged = bytearray(payload)
    forged[10] -= 1  # one card fewer in the draw pile, and one byte fewer
    _refused(forged[:-1], "cards")
    ref = bytearray(referee()._pack())
    ref[10] = 1
    _refused(ref + b"\x05", "piles 1")


def test_every_forged_byte_is_refused_or_plays_on():
    # Each byte of real saves set to 0, 1, 255 and its neighbours: a ValueError on load,
    # or a game that plays on (refusing illegal moves without a change), saves, shows
    # every seat and scores with no other exception.
    tried = 0
    for players, options in ((2, {}), (3, {"advanced": True}), (4, {"virtual": False})):
        game = _played(players, players, scaled(60, 20), **options)
        payload = game._pack()
        step = 3 if ON_MICROPYTHON else 1
        for at in range(0, len(payload), step):
            for value in set((0, 1, 255, (payload[at] + 1) & 255, (payload[at] - 1) & 255)):
                if value == payload[at]:
                    continue
                forged = bytearray(payload)
                forged[at] = value
                tried += 1
                try:
                    loaded = S.Sequence.from_bytes(_framed(forged))
                except ValueError:
                    continue
                rng = Rng(at)
                for step in range(scaled(200, 20)):
                    legal = loaded.legal_moves()
                    if loaded.over or not legal:
                        break
                    probe = rng.below(0x10000)  # a move that is not legal changes nothing
                    if step < 2 and probe not in legal:
                        saved = loaded.to_bytes()
                        raises(ValueError, loaded.play, probe)
                        assert loaded.to_bytes() == saved
                    loaded.play(legal[rng.below(len(legal))])
                assert S.Sequence.from_bytes(loaded.to_bytes()) == loaded
                for seat in range(loaded.players):
                    loaded.view(seat)
                assert len(loaded.scores()) == loaded.teams
    assert tried > scaled(1500, 400)
