# The cabo bots: normal.py, hard.py and what they need (the levels: bots/levels.py).
