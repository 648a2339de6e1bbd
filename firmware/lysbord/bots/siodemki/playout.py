# The hard Siódemki bot's sampled deals and playouts (bots/siodemki/hard.py, which owns
# their work buffer and its layout), kept as source text: on the Pico compiled at run time
# as @micropython.viper native code, which runs from RAM rather than through the flash
# cache, and then let go; elsewhere (CPython, the WebAssembly port, a build without the
# native emitter) the same text runs as plain Python, so every port plays the same moves.
# Each function is a text of its own, compiled apart (TEXTS): none needs a large piece of heap.
# Viper: every load cast to int, the buffer passed on as the object (ptr8 only inside).
import sys

# The texts' own constants, besides the work buffer's places: a card playout's worth (the
# Game point, the Jack point), a playout's answer when a hand ran dry (a deal that cannot be
# consistent), the ranks of the trumps (from here to 51).
CONSTANTS = (("_GAME", 8), ("_JACK_POINT", 8), ("_DRY", -2), ("_TRUMPS", 39))

# deal(work, x): the first _DEALT cards of the pool shuffled (random_bot.Sampler.deal, x its
# generator), then every other seat's hand dealt from them in turn, sorted. Returns the
# generator's next x.
DEAL = """
@micropython.viper
def deal(work, x: int) -> int:
    w = ptr8(work)
    size = int(w[_POOL_SIZE])
    for i in range(int(w[_DEALT])):
        x = (75 * x + 74) % 65537
        j = _POOL + i + x % (size - i)
        c = int(w[_POOL + i])
        w[_POOL + i] = w[j]
        w[j] = c
    seat = int(w[_SEAT])
    start = _POOL
    for s in range(int(w[_PLAYERS])):
        if s != seat:
            at = _HANDS_DEALT + 16 * s
            take = int(w[_SIZES + s])
            for i in range(take):
                c = int(w[start + i])
                j = at + i
                while j > at and int(w[j - 1]) > c:
                    w[j] = w[j - 1]
                    j -= 1
                w[j] = c
            w[_LENS + s] = take
            start += take
    return x
"""

# strength(work, seat): greedy._strength of seat's dealt hand.
STRENGTH = """
@micropython.viper
def strength(work, seat: int) -> int:
    w = ptr8(work)
    at = _HANDS_DEALT + 16 * seat
    total = 0
    for i in range(int(w[_LENS + seat])):
        total += int(w[_WEIGHTS + int(w[at + i])])
    return total
"""

# play_out(work, card): play card (a rank) from the trick on the table, then the rest of the
# sampled deal (play_rest): the worth of Jack and Game for our side.
PLAY_OUT = """
@micropython.viper
def play_out(work, card: int) -> int:
    w = ptr8(work)
    n = int(w[_PLAYERS])
    seat = int(w[_SEAT])
    for s in range(n):  # a copy to play out
        size = int(w[_LENS + s])
        w[_PLAY_LENS + s] = size
        at = 16 * s
        for i in range(size):
            w[_HANDS + at + i] = w[_HANDS_DEALT + at + i]
    at = _HANDS + 16 * seat  # card out of our hand
    size = int(w[_PLAY_LENS + seat]) - 1
    i = 0
    while int(w[at + i]) != card:
        i += 1
    while i < size:
        w[at + i] = w[at + i + 1]
        i += 1
    w[_PLAY_LENS + seat] = size
    count = int(w[_ON_TABLE])
    w[_TRICK + count] = card  # after the cards on the table
    for s in range(4):
        w[_TAKEN + s] = w[_START + s]
    jack_side = int(play_rest(work, count + 1, int(w[_NEXT + seat])))
    if jack_side == _DRY:
        return 0  # a hand that cannot be dealt consistently: no information
    ours = int(w[_TEAMS + seat])
    mine = 0  # the card points of our side, and of the other side that took the most
    others = 0
    if n == 4:  # two sides of partners
        for s in range(4):
            if int(w[_TEAMS + s]) == ours:
                mine += int(w[_TAKEN + s])
            else:
                others += int(w[_TAKEN + s])
    else:  # every seat its own side
        for s in range(n):
            if s == seat:
                mine = int(w[_TAKEN + s])
            elif int(w[_TAKEN + s]) > others:
                others = int(w[_TAKEN + s])
    value = 0
    if mine > others:
        value = _GAME
    elif mine < others:
        value = -_GAME
    if jack_side >= 0:
        if jack_side == ours:
            value += _JACK_POINT
        else:
            value -= _JACK_POINT
    return value
"""

# deal_worth(work, eldest): our side's points less the best other side's (x 100) from the
# sampled deal with the trump as it is, eldest leading: High and Low from the hands, Jack
# and Game played out. Game goes to the side that took the most card points; a tie with the
# dealer's side goes to the other, any other tie to nobody.
DEAL_WORTH = """
@micropython.viper
def deal_worth(work, eldest: int) -> int:
    w = ptr8(work)
    n = int(w[_PLAYERS])
    high = -1  # High and Low: the values of the trumps in play, and their holders
    low = -1
    high_seat = 0
    low_seat = 0
    for s in range(n):
        size = int(w[_LENS + s])
        w[_PLAY_LENS + s] = size
        at = 16 * s
        for i in range(size):
            w[_HANDS + at + i] = w[_HANDS_DEALT + at + i]
        i = size - 1
        while i >= 0 and int(w[_HANDS_DEALT + at + i]) >= _TRUMPS:  # its trumps, the last ranks
            value = int(w[_HIGHS + int(w[_HANDS_DEALT + at + i])])
            if high < 0 or value > high:
                high = value
                high_seat = s
            if low < 0 or value < low:
                low = value
                low_seat = s
            i -= 1
    for side in range(4):
        w[_SIDES + side] = 0
        w[_SIDE_TAKEN + side] = 0
        w[_TAKEN + side] = w[_START + side]
    if high >= 0:
        at = _SIDES + int(w[_TEAMS + high_seat])
        w[at] = int(w[at]) + 1
        at = _SIDES + int(w[_TEAMS + low_seat])
        w[at] = int(w[at]) + 1
    jack_side = int(play_rest(work, 0, eldest))
    if jack_side >= 0:
        w[_SIDES + jack_side] = int(w[_SIDES + jack_side]) + 1
    # Game: the side that took the most card points; a tie with the dealer's side goes to
    # the other, any other tie to nobody
    for s in range(n):
        at = _SIDE_TAKEN + int(w[_TEAMS + s])
        w[at] = int(w[at]) + int(w[_TAKEN + s])
    best = 0
    for side in range(4):
        if int(w[_SIDE_TAKEN + side]) > best:
            best = int(w[_SIDE_TAKEN + side])
    dealer_side = int(w[_DEALER_SIDE])
    game_side = -1
    ties = 0
    for side in range(4):
        if int(w[_SIDE_TAKEN + side]) == best and side != dealer_side:
            game_side = side
            ties += 1
    if ties == 0:
        game_side = dealer_side
    if ties < 2:
        w[_SIDES + game_side] = int(w[_SIDES + game_side]) + 1
    ours = int(w[_TEAMS + int(w[_SEAT])])
    best_other = 0
    for side in range(4):
        if side != ours and int(w[_SIDES + side]) > best_other:
            best_other = int(w[_SIDES + side])
    return (int(w[_SIDES + ours]) - best_other) * 100
"""

# play_rest(work, count, turn): play the deal out greedily from a trick of count cards
# (_TRICK, played by _SEATS), turn to move, adding the card points each seat takes to
# _TAKEN: the side that took the jack of trumps, -1 if none, _DRY if a hand runs dry. Every
# seat follows suit, wins a trick worth it with its cheapest winner, else sheds its lowest
# card (also when its partner wins the trick already). Hands hold ranks from the lowest: the
# lowest card of a suit is the first one found.
PLAY_REST = """
@micropython.viper
def play_rest(work, count: int, turn: int) -> int:
    w = ptr8(work)
    n = int(w[_PLAYERS])
    trump = int(w[_TRUMP])
    jack = int(w[_JACK])
    jack_side = -1
    jack_out = 0  # the jack of trumps is in the trick
    worth = 0  # the trick's points
    led = 0  # the led suit and the winning card so far
    top_suit = 0
    top_high = 0
    win_seat = 0
    win_side = 0
    for i in range(count):  # the trick on the table
        c = int(w[_TRICK + i])
        worth += int(w[_POINTS + c])
        if c == jack:
            jack_out = 1
        s = int(w[_SUITS + c])
        if i == 0 or (s == top_suit and int(w[_HIGHS + c]) > top_high) or (s == trump and top_suit != trump):
            top_suit = s
            top_high = int(w[_HIGHS + c])
            win_seat = int(w[_SEATS + i])
            win_side = int(w[_TEAMS + win_seat])
        if i == 0:
            led = top_suit
    while True:
        while count < n:
            at = _HANDS + 16 * turn
            size = int(w[_PLAY_LENS + turn])
            if size == 0:
                return _DRY
            side = int(w[_TEAMS + turn])
            if count == 0:  # leading: the lowest
                c = int(w[at])
                led = int(w[_SUITS + c])
                top_suit = led
                top_high = int(w[_HIGHS + c])
                win_seat = turn
                win_side = side
            else:
                c = -1  # the lowest of the led suit
                if win_side == side:  # our side wins it already
                    for i in range(size):
                        if int(w[_SUITS + int(w[at + i])]) == led:
                            c = int(w[at + i])
                            break
                else:  # take it if worth it with the cheapest winner (of the led suit, or a trump when none)
                    cheapest = -1
                    cheapest_high = 0
                    ruff = -1
                    ruff_high = 0
                    over = top_suit == led  # a higher card of the led suit wins
                    for i in range(size):
                        r = int(w[at + i])
                        s = int(w[_SUITS + r])
                        h = int(w[_HIGHS + r])
                        if s == led:
                            if c < 0:
                                c = r
                            if over and h > top_high and (worth != 0 or int(w[_POINTS + r]) != 0):
                                if cheapest < 0 or h < cheapest_high:
                                    cheapest = r
                                    cheapest_high = h
                        elif s == trump and (top_suit != trump or h > top_high):
                            if worth != 0 or int(w[_POINTS + r]) != 0:
                                if ruff < 0 or h < ruff_high:
                                    ruff = r
                                    ruff_high = h
                    if c < 0:
                        c = ruff
                    elif cheapest >= 0:
                        c = cheapest
                if c < 0:
                    c = int(w[at])  # no card of the led suit: the lowest
                s = int(w[_SUITS + c])
                h = int(w[_HIGHS + c])
                if (s == top_suit and h > top_high) or (s == trump and top_suit != trump):
                    top_suit = s
                    top_high = h
                    win_seat = turn
                    win_side = side
            i = 0  # c out of the hand
            while int(w[at + i]) != c:
                i += 1
            size -= 1
            while i < size:
                w[at + i] = w[at + i + 1]
                i += 1
            w[_PLAY_LENS + turn] = size
            worth += int(w[_POINTS + c])
            if c == jack:
                jack_out = 1
            count += 1
            turn = int(w[_NEXT + turn])
        at = _TAKEN + win_seat
        w[at] = int(w[at]) + worth
        if jack_out:
            jack_side = win_side
            jack_out = 0
        if int(w[_PLAY_LENS + win_seat]) == 0:
            return jack_side
        count = 0
        worth = 0
        turn = win_seat
"""
TEXTS = (DEAL + STRENGTH, PLAY_OUT, DEAL_WORTH, PLAY_REST)
NAMES = ("deal", "play_out", "deal_worth", "strength")  # what load returns


def _same(value):
    return value


def header(places):
    """The constants every text is compiled with: places ((name, offset) in the work buffer),
    then CONSTANTS."""
    return "".join(["%s = const(%d)\n" % place for place in places + CONSTANTS])


def load(places, plain=False):
    """The functions of NAMES: native code on the Pico, plain Python elsewhere (or with
    plain). A MemoryError on the way is the caller's: no room for the hard bot now."""
    head = header(places)
    if not plain and sys.platform == "rp2":
        import micropython

        space = {"micropython": micropython}
        try:
            for text in TEXTS:
                exec(head + text, space)
            return tuple([space[name] for name in NAMES])
        except MemoryError:
            raise
        except Exception:  # no native emitter in this build: the same texts as plain Python
            pass
    space = {"ptr8": _same, "const": _same}
    for text in TEXTS:  # a port without the emitter refuses the decorator
        exec(head + text.replace("@micropython.viper\n", ""), space)
    return tuple([space[name] for name in NAMES])
