# The bots' level chosen on the board's own setup page is the level that plays. A file of its
# own: on the chip it boots a simulated board beside the suite, and the hard Sequence bot
# compiles its native loops there; the other level tests' code would share that heap (in the
# board itself the app has the heap alone: docs/pico-budgets.md).

from helpers import ON_CHIP


def test_the_level_is_chosen_on_the_bots_page():
    import appkit as kit

    from lysbord.bots.sequence import hard as sequence_hard
    from lysbord.games import sequence as S
    from lysbord.ui.board.menu import LEVEL_CELLS

    sim = kit.new_board()
    game = kit.start_game(sim, virtual=True, players=2, bots=(1,), level=2)
    assert sim.app.settings.level == 2 and game.players == 2
    sim.advance(3000)  # the bot's turn comes (seat 2 may open)
    kit.tap_and_settle(sim, [m & 127 for m in game.legal_moves() if m >> 13 == S.PLACE][0])
    sim.advance(3000)
    made = [b for b in sim.app.table._bots if b is not None]
    if not made and ON_CHIP:  # no room for the hard bot's tables: the board gave way to the normal bot
        raise MemoryError("the hard bot found no room in the heap the suite's tests before left")
    assert made and isinstance(made[0], sequence_hard.Bot)
    assert LEVEL_CELLS[2] not in (kit.NEXT, 90)
