# Hand-built Cabo positions for the rule tests: chosen rows, discard and draw pile,
# the rest of the deck conserved so undo and saving keep working.
from lysbord.games import cabo
from lysbord.games.cabo.moves import EMPTY, TURN


def place(players, rows, discard=(), draw_top=(), turn=0, caller=-1, known=True, **options):
    """A game in the play phase with these rows (lists, EMPTY allowed) and piles.

    discard is bottom..top; draw_top lists the next cards drawn, first drawn first.
    known: every seat has seen its own cards (else nobody knows anything).
    """
    game = cabo.new_game(players, 1, **options)
    rest = cabo.deck_values(players)
    flat = []
    for row in rows:
        flat += list(row)
    for value in [v for v in flat if v != EMPTY] + list(discard) + list(draw_top):
        rest.remove(value)
    if not discard:
        discard = [rest.pop()]
    game.rows = bytearray(flat)
    game.discard = bytearray(discard)
    game.draw = bytearray(rest + list(reversed(draw_top)))  # the top is the last byte
    game.know = bytearray(players * players)
    if known:
        for seat in range(players):
            game.know[seat * players + seat] = game._present(seat)
    game.phase = TURN
    game.looks_left = 0
    game.turn = turn
    game.starter = turn
    game.dealer = (turn - 1) % players  # a first round: the dealer sits before the starter
    game.caller = 255 if caller < 0 else caller
    if caller >= 0:
        game.last_turns[2 * caller] = cabo.mv.CABO << 4  # the call was the caller's last turn
    game._begin()
    return game


def row_of(game, seat):
    """The real cards of a seat's row (EMPTY for a removed card)."""
    return list(game.rows[seat * 4 : seat * 4 + 4])


def finish_round(game):
    """Every seat to move discards a drawn card until the round ends (Cabo must be called)."""
    start = game.round_no
    while game.round_no == start and not game.over:
        game.play(cabo.parse_move("draw"))
        game.play(cabo.parse_move("discard"))
