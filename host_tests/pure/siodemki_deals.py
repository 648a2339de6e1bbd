# Hand-built Siódemki deals for the rule tests: stack the deck so each seat gets the
# named cards, then play named moves; uses the module's documented test hook _deal_stacked.
from lysbord import cards
from lysbord.games import siodemki
from lysbord.games.siodemki import parse_move

NO_SIDE = 255  # awards: no side scored that point


def awards(game):
    """The sides that scored High, Low, Jack and Game in the last finished deal."""
    return tuple(game.view(0)["awards"])


def card_list(text):
    """The cards named in a space-separated text."""
    return [cards.parse(w) for w in text.split()]


def deal(players, dealer, hands, turnup, turns=(), points=None, **options):
    """A game whose current deal is stacked: hands[seat] (six names), the turn-up, and the
    cards turned up by successive runs of the pack; seats sit 0, 1, 2, 3 (partners 0+2, 1+3)."""
    game = siodemki.new_game(players, 5, **options)
    order = list(range(players))
    hands = [card_list(h) for h in hands]
    turns = card_list(turns) if turns else []
    special = [c for h in hands for c in h] + card_list(turnup) + turns
    filler = [c for c in range(52) if c not in special]
    if len(filler) + len(special) != 52:
        raise ValueError("a stacked deal names a card twice")
    deck = []
    for part in (0, 3):
        for i in range(players):
            seat = order[(dealer + 1 + i) % players]
            deck += hands[seat][part : part + 3]
    deck += card_list(turnup)
    for card in turns:
        deck += filler[: 3 * players] + [card]
        filler = filler[3 * players :]
    deck += filler
    game._deal_stacked(deck, dealer, points, order)
    return game


def play(game, *names):
    """Play the named moves in order."""
    for text in names:
        game.play(parse_move(text))


def play_out(game):
    """Play the six tricks with the first legal card each time (for rules that do not depend on play)."""
    for _ in range(6 * game.players):
        game.play(game.legal_moves()[0])
