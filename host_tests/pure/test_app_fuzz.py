# Random presses in any order: nothing a person can press crashes the app or corrupts
# the game; the saved game always replays to the game on the board.
import appkit as kit

from lysbord import events
from lysbord.games.sequence import Sequence
from lysbord.rng import Rng
from lysbord.ui.board.app import SAVE_NAME, step
from lysbord.ui.board.saves import unpack_save

_KEYS = tuple(range(100)) + (events.MENU, events.JACK, events.UNDO, events.REVEAL, events.PENALTY) * 6 + (99,) * 10


def _check(sim):
    play = sim.app.play
    if play is None:
        return
    game = play.game
    again = type(game).from_history(game.history_bytes())
    assert again == game
    if isinstance(game, Sequence):
        for cell in range(100):
            assert game.chip(cell) in (-1, 0, 1, 2)
            assert game.chip(cell) < game.teams
    data = sim.board.store.load(SAVE_NAME)
    if data is not None and not sim.app.save_pending:
        assert unpack_save(data)[1] == game


def fuzz(seed, count, profile="full", game=None):
    """count random events straight into the app (odd orders included), with time passing;
    game: options for a game to start first (then Menu is left out, to stay in it)."""
    sim = kit.new_board(profile, seed=seed, boot=game is not None)
    keys = _KEYS + ((events.UP, events.DOWN, events.LEFT, events.RIGHT, events.CENTER) * 8 if profile == "lite" else ())
    if game is not None:
        kit.start_game(sim, **game)
        keys = tuple(k for k in keys if k != events.MENU)
    rng = Rng(seed)
    app = sim.app
    board = sim.board
    now = sim.now
    most = 0
    sent = 0
    while sent < count:
        key = keys[rng.below(len(keys))]
        if rng.below(5) == 0:  # an event out of any order
            kinds = (rng.below(events.UNTOUCH + 1),)
        elif rng.below(10) == 0:  # a long press
            kinds = (events.TOUCH, events.PRESS, events.LONG, events.RELEASE)
        elif rng.below(10) == 0:  # a touch that never became a press
            kinds = (events.TOUCH, events.UNTOUCH)
        else:
            kinds = (events.TOUCH, events.PRESS, events.RELEASE)
        for kind in kinds:
            now += rng.below(250)
            app.handle(key << events.KIND_BITS | kind, now & 0x3FFFFFFF)
            sent += 1
        if rng.below(3) == 0:
            now += rng.below(1200)
            step(app, board, now & 0x3FFFFFFF)
        if sent % 500 < len(kinds):
            _check(sim)
        if app.play is not None:
            most = max(most, app.play.game.moves_played())
    step(app, board, now & 0x3FFFFFFF)
    _check(sim)
    sim.most_moves = most
    return sim


def test_random_presses_never_crash_and_the_game_stays_consistent():
    sim = fuzz(1, kit.scaled(10000, 1500, 500))
    assert sim.app.play is not None  # the presses got through the menu into a game


def test_random_presses_on_the_lite_board():
    fuzz(2, kit.scaled(4000, 800, 300), "lite")


def test_random_presses_in_a_referee_game_play_it_and_keep_it_consistent():
    sim = fuzz(3, kit.scaled(6000, 1000, 400), game={"players": 3})
    assert sim.most_moves > kit.scaled(40, 10, 4)


def test_random_presses_against_bots_keep_the_virtual_game_consistent():
    sim = fuzz(4, kit.scaled(6000, 1000, 400), game={"virtual": True, "players": 4, "bots": (1, 3)})
    assert sim.most_moves > kit.scaled(5, 2, 1)  # people rarely hit their own cards at random


def test_garbage_events_are_ignored():
    sim = kit.new_board()
    for ev in (-5, 1 << 20, 127 << events.KIND_BITS | 3, 200 << events.KIND_BITS, 5 << events.KIND_BITS | 7):
        sim.app.handle(ev, 1500)
    assert kit.screen(sim) == "Menu"
