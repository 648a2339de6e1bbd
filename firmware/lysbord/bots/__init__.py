# Players that see only their own view: each module has a Bot(seat, seed) whose
# choose(view) returns one of view["legal"].
