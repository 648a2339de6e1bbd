# Rule modules, one per game, behind one small interface (see base.py).
# Import a game only when it is played: each costs RAM for its bytecode.
GAMES = ("sequence", "kabal", "trappe", "siodemki", "cabo")
