# The virtual deck's dead-card swap on the lit board: a tap on a covered cell of a card
# held whose both cells are covered swaps it for a new card, once per turn; undo brings it back.
import appkit as kit

from lysbord import events
from lysbord.games import sequence as sq
from lysbord.rng import Rng
from lysbord.ui.board.menu import Resume
from lysbord.ui.board.saves import SAVE_NAME, Settings, pack_save


def _dead_position():
    """A 2-player virtual game, seat 0 to move holding two dead cards, from the rule module:
    seat 0 places its two-eyed jacks and seat 1 its chips on the cells of seat 0's cards."""
    for seed in range(5, 40):
        game = sq.new_game(2, seed)
        rng = Rng(seed)
        while not game.over and game.moves_played() < 120:
            legal = game.legal_moves()
            if game.turn == 0:
                dead = sorted(set(sq.move_card(m) for m in legal if sq.move_kind(m) == sq.EXCHANGE))
                if len(dead) >= 2:
                    return game, dead
            hand = game.hand(0)
            pick = [
                m
                for m in legal
                if sq.move_kind(m) == sq.PLACE
                and sq.LAYOUT[m & 127] in hand
                and (game.turn or sq.move_card(m) != sq.LAYOUT[m & 127])
            ]
            pick = pick or [m for m in legal if sq.move_kind(m) == sq.PLACE] or legal
            game.play(pick[rng.below(len(pick))])
    raise AssertionError("no position with two dead cards found")


def test_a_dead_card_is_swapped_once_per_turn_by_a_tap_on_its_covered_cell():
    game, dead = _dead_position()
    settings = Settings()
    settings.players = 2
    settings.bots = 0
    settings.brightness = 8
    sim = kit.new_board()
    sim.board.store.save(SAVE_NAME, pack_save(settings, game))
    sim = kit.new_board(fs=sim.fs)  # power up with that game saved
    sim.press(Resume.GREEN[0])
    game = sim.app.play.game
    played = game.moves_played()
    hand = game.hand(0)
    expect = sq.Sequence.from_history(game.history_bytes())
    expect.play(sq.exchange(dead[0]))  # what the rules make of the swap
    first, twin = sq.cells_of(dead[0])
    sim.press(first)
    assert game.moves_played() == played + 1 and game.turn == 0
    assert game.hand(0) == expect.hand(0) != hand
    assert kit.cell(sim, first) == "white" and kit.cell(sim, twin) == "white"  # both cells blink
    sim.advance(1600)
    assert kit.cell(sim, first) != "white"
    swapped = game.hand(0)
    sim.press(sq.cells_of(dead[1])[0])  # a second dead card in the same turn: refused
    assert kit.status(sim, 3) == "red" and game.hand(0) == swapped and game.moves_played() == played + 1
    sim.advance(kit.SETTLE_MS)
    sim.long_press(events.UNDO)
    assert game.moves_played() == played and game.hand(0) == hand  # undo gives the dead card back
