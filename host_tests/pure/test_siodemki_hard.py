# The hard Siódemki bot's moves at seeded positions, recorded: its deals and playouts
# (bots/siodemki/playout.py) run as plain Python on CPython and the WebAssembly port and as
# native code on the Pico (built from the same source), and every port must choose these.
# On the Pico the bot must also choose them with the module as bytecode, what it plays
# without room for the native code.

from helpers import scaled

# (move, deals played out or weighed) at _positions(players, seed) for a bot seeded by its
# index: bids, and cards where MicroPython and CPython narrow alike (3 or 4 players: at most
# three legal cards, see test_more_cards_narrow_alike_on_one_port)
RECORDED = {
    (2, 1): "stand 20, run 20, play TH 24, play 2D 20, play AD 20, play TS 16, play 2D 12, play TS 12,"
    " play 5D 12, play QD 8, play JD 8, stand 20, run 20, play TD 24, play JH 20, play TD 8",
    (2, 2): "stand 20, run 20, play QS 24, play AD 8, play 3H 20, play 2H 20, play QS 16, play KS 12,"
    " play 3H 12, play JH 8, play 5H 8, beg 20, run 20, play 3S 24, play 2S 8, play 3S 20",
    (3, 3): "beg 20, run 20, play 5H 8, play 6D 12, play 9H 12, play TS 12, play 9S 12, play TH 8,"
    " play TS 8, play 9S 8, beg 20, run 20, play QC 12, play 4D 8, play 5D 12, play JH 12",
    (4, 4): "beg 20, run 20, play QH 8, play AH 8, play 9D 12, play 8C 8, play QC 8, play QC 8,"
    " play 9D 8, play 3D 8, play 9C 8, beg 20, run 20, play 3D 8, play 9D 8, play KH 12",
}


def _positions(players, seed, count, narrow_alike=True):
    """Views of the seat to move at the hard bot's bids and cards in a game of normal bots;
    narrow_alike: with 3 or 4 players only the cards of at most three legal."""
    from lysbord.bots.siodemki import normal
    from lysbord.games import siodemki

    game = siodemki.new_game(players, seed, 7)
    bots = [normal.Bot(seat, seed) for seat in range(players)]
    found = []
    while not game.over and len(found) < count:
        view = game.view(game.turn)
        legal = view["legal"]
        if view["phase"] != "discard" and len(legal) > 1:
            if players == 2 or view["phase"] != "play" or len(legal) <= 3 or not narrow_alike:
                found.append(view)
        game.play(bots[game.turn].choose(view))
    return found


def _choices(views):
    from lysbord.bots.siodemki import hard
    from lysbord.games import siodemki

    choices = []
    for i in range(len(views)):
        bot = hard.Bot(views[i]["seat"], i)
        move = bot.choose(views[i])
        choices.append("%s %d" % (siodemki.move_name(move), bot.last_playouts))
    return choices


def _ways():
    """The ways the playouts run on this port, as the bot loaded them first: the native code
    on the Pico, then the same module as bytecode; plain Python alone elsewhere."""
    from lysbord.bots.siodemki import hard, playout

    return (hard.P, playout) if hard.P is not playout else (playout,)


def _played(way, views):
    """_choices with the bot's playouts run that way."""
    from lysbord.bots.siodemki import hard

    loaded = hard.P
    hard.P = way
    try:
        return _choices(views)
    finally:
        hard.P = loaded


def test_the_recorded_moves_on_every_port():
    ways = _ways()
    for (players, seed), recorded in RECORDED.items():
        expected = recorded.split(", ")
        count = scaled(len(expected), len(expected), 6)
        views = _positions(players, seed, count)
        for way in ways:
            assert _played(way, views) == expected[:count], (players, seed, way)


def test_more_cards_narrow_alike_on_one_port():
    # With 3 or 4 players the cards still played out after the first deals are the best so
    # far, sorted by score: ties fall as the port's sort leaves them (MicroPython's is not
    # stable), so these moves are compared on one port, between the ways of running.
    ways = _ways()
    for players in (2, 3, 4):
        views = _positions(players, 10 + players, scaled(12, 8, 4), narrow_alike=False)
        found = [_played(way, views) for way in ways]
        assert found.count(found[0]) == len(found), players
