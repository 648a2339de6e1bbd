# The hard Siódemki bot's sampled deals and playouts (bots/siodemki/hard.py sets the work
# buffer for each decision). On the Pico they run as native code (viper), built from this
# source (lysbord/viper.py): as bytecode read through the flash cache they took three
# quarters of a decision there. Elsewhere, and on a Pico whose heap has no room for the
# native code, this module runs as it is, the same moves.
# Viper: every load cast to int, the buffer passed on as the object (ptr8 only inside).
from lysbord.compat import const
from lysbord.viper import ptr8, viper

# The work buffer, its places (hard.py writes them for a decision).
# Per rank, for this decision's trump: its suit, high value, card points and what it adds to
# a hand's strength.
SUITS = const(0)
HIGHS = const(52)
POINTS = const(104)
WEIGHTS = const(156)
# Per seat: the seat after it, its side, the card points it took before this decision and
# those it takes in a playout, the trick on the table (ranks, and who played them), how
# many unseen cards it is dealt, the length of its dealt hand and of the hand played out.
NEXT = const(208)
TEAMS = const(212)
START = const(216)
TAKEN = const(220)
TRICK = const(224)
SEATS = const(228)
SIZES = const(232)
LENS = const(236)
PLAY_LENS = const(240)
SIDES = const(244)  # per side: a bid's points (High, Low, Jack, Game) and the card points taken
SIDE_TAKEN = const(248)
# The decision's numbers, one byte each.
PLAYERS = const(252)
TRUMP = const(253)
JACK = const(254)  # the jack of trumps (its rank)
ON_TABLE = const(255)  # the cards in the trick on the table
SEAT = const(256)  # ours
DEALER_SIDE = const(257)
POOL_SIZE = const(258)  # the cards we have not seen
DEALT = const(259)  # how many of them the other hands hold
# Every seat's hand of a sampled deal (16 places a seat, ranks from the lowest), the copy
# played out, and the cards we have not seen (the pool), the first DEALT of them dealt.
HANDS_DEALT = const(260)
HANDS = const(324)
POOL = const(388)
WORK = const(440)

# A card playout's worth (the Game point, the Jack point), a playout's answer when a hand
# ran dry (a deal that cannot be consistent), the ranks of the trumps (from here to 51).
_GAME = const(8)
_JACK_POINT = const(8)
_DRY = const(-2)
_TRUMPS = const(39)


# deal(work, x): the first DEALT cards of the pool shuffled (random_bot.Sampler.deal, x its
# generator), then every other seat's hand dealt from them in turn, sorted. Returns the
# generator's next x.
@viper
def deal(work, x: int) -> int:
    w = ptr8(work)
    size = int(w[POOL_SIZE])
    for i in range(int(w[DEALT])):
        x = (75 * x + 74) % 65537
        j = POOL + i + x % (size - i)
        c = int(w[POOL + i])
        w[POOL + i] = w[j]
        w[j] = c
    seat = int(w[SEAT])
    start = POOL
    for s in range(int(w[PLAYERS])):
        if s != seat:
            at = HANDS_DEALT + 16 * s
            take = int(w[SIZES + s])
            for i in range(take):
                c = int(w[start + i])
                j = at + i
                while j > at and int(w[j - 1]) > c:
                    w[j] = w[j - 1]
                    j -= 1
                w[j] = c
            w[LENS + s] = take
            start += take
    return x


# strength(work, seat): greedy._strength of seat's dealt hand.
@viper
def strength(work, seat: int) -> int:
    w = ptr8(work)
    at = HANDS_DEALT + 16 * seat
    total = 0
    for i in range(int(w[LENS + seat])):
        total += int(w[WEIGHTS + int(w[at + i])])
    return total


# play_out(work, card): play card (a rank) from the trick on the table, then the rest of the
# sampled deal (play_rest): the worth of Jack and Game for our side.
@viper
def play_out(work, card: int) -> int:
    w = ptr8(work)
    n = int(w[PLAYERS])
    seat = int(w[SEAT])
    for s in range(n):  # a copy to play out
        size = int(w[LENS + s])
        w[PLAY_LENS + s] = size
        at = 16 * s
        for i in range(size):
            w[HANDS + at + i] = w[HANDS_DEALT + at + i]
    at = HANDS + 16 * seat  # card out of our hand
    size = int(w[PLAY_LENS + seat]) - 1
    i = 0
    while int(w[at + i]) != card:
        i += 1
    while i < size:
        w[at + i] = w[at + i + 1]
        i += 1
    w[PLAY_LENS + seat] = size
    count = int(w[ON_TABLE])
    w[TRICK + count] = card  # after the cards on the table
    for s in range(4):
        w[TAKEN + s] = w[START + s]
    jack_side = int(play_rest(work, count + 1, int(w[NEXT + seat])))
    if jack_side == _DRY:
        return 0  # a hand that cannot be dealt consistently: no information
    ours = int(w[TEAMS + seat])
    mine = 0  # the card points of our side, and of the other side that took the most
    others = 0
    if n == 4:  # two sides of partners
        for s in range(4):
            if int(w[TEAMS + s]) == ours:
                mine += int(w[TAKEN + s])
            else:
                others += int(w[TAKEN + s])
    else:  # every seat its own side
        for s in range(n):
            if s == seat:
                mine = int(w[TAKEN + s])
            elif int(w[TAKEN + s]) > others:
                others = int(w[TAKEN + s])
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


# deal_worth(work, eldest): our side's points less the best other side's (x 100) from the
# sampled deal with the trump as it is, eldest leading: High and Low from the hands, Jack
# and Game played out. Game goes to the side that took the most card points; a tie with the
# dealer's side goes to the other, any other tie to nobody.
@viper
def deal_worth(work, eldest: int) -> int:
    w = ptr8(work)
    n = int(w[PLAYERS])
    high = -1  # High and Low: the values of the trumps in play, and their holders
    low = -1
    high_seat = 0
    low_seat = 0
    for s in range(n):
        size = int(w[LENS + s])
        w[PLAY_LENS + s] = size
        at = 16 * s
        for i in range(size):
            w[HANDS + at + i] = w[HANDS_DEALT + at + i]
        i = size - 1
        while i >= 0 and int(w[HANDS_DEALT + at + i]) >= _TRUMPS:  # its trumps, the last ranks
            value = int(w[HIGHS + int(w[HANDS_DEALT + at + i])])
            if high < 0 or value > high:
                high = value
                high_seat = s
            if low < 0 or value < low:
                low = value
                low_seat = s
            i -= 1
    for side in range(4):
        w[SIDES + side] = 0
        w[SIDE_TAKEN + side] = 0
        w[TAKEN + side] = w[START + side]
    if high >= 0:
        at = SIDES + int(w[TEAMS + high_seat])
        w[at] = int(w[at]) + 1
        at = SIDES + int(w[TEAMS + low_seat])
        w[at] = int(w[at]) + 1
    jack_side = int(play_rest(work, 0, eldest))
    if jack_side >= 0:
        w[SIDES + jack_side] = int(w[SIDES + jack_side]) + 1
    # Game: the side that took the most card points; a tie with the dealer's side goes to
    # the other, any other tie to nobody
    for s in range(n):
        at = SIDE_TAKEN + int(w[TEAMS + s])
        w[at] = int(w[at]) + int(w[TAKEN + s])
    best = 0
    for side in range(4):
        if int(w[SIDE_TAKEN + side]) > best:
            best = int(w[SIDE_TAKEN + side])
    dealer_side = int(w[DEALER_SIDE])
    game_side = -1
    ties = 0
    for side in range(4):
        if int(w[SIDE_TAKEN + side]) == best and side != dealer_side:
            game_side = side
            ties += 1
    if ties == 0:
        game_side = dealer_side
    if ties < 2:
        w[SIDES + game_side] = int(w[SIDES + game_side]) + 1
    ours = int(w[TEAMS + int(w[SEAT])])
    best_other = 0
    for side in range(4):
        if side != ours and int(w[SIDES + side]) > best_other:
            best_other = int(w[SIDES + side])
    return (int(w[SIDES + ours]) - best_other) * 100


# play_rest(work, count, turn): play the deal out greedily from a trick of count cards
# (TRICK, played by SEATS), turn to move, adding the card points each seat takes to
# TAKEN: the side that took the jack of trumps, -1 if none, _DRY if a hand runs dry. Every
# seat follows suit, wins a trick worth it with its cheapest winner, else sheds its lowest
# card (also when its partner wins the trick already). Hands hold ranks from the lowest: the
# lowest card of a suit is the first one found.
@viper
def play_rest(work, count: int, turn: int) -> int:
    w = ptr8(work)
    n = int(w[PLAYERS])
    trump = int(w[TRUMP])
    jack = int(w[JACK])
    jack_side = -1
    jack_out = 0  # the jack of trumps is in the trick
    worth = 0  # the trick's points
    led = 0  # the led suit and the winning card so far
    top_suit = 0
    top_high = 0
    win_seat = 0
    win_side = 0
    for i in range(count):  # the trick on the table
        c = int(w[TRICK + i])
        worth += int(w[POINTS + c])
        if c == jack:
            jack_out = 1
        s = int(w[SUITS + c])
        if i == 0 or (s == top_suit and int(w[HIGHS + c]) > top_high) or (s == trump and top_suit != trump):
            top_suit = s
            top_high = int(w[HIGHS + c])
            win_seat = int(w[SEATS + i])
            win_side = int(w[TEAMS + win_seat])
        if i == 0:
            led = top_suit
    while True:
        while count < n:
            at = HANDS + 16 * turn
            size = int(w[PLAY_LENS + turn])
            if size == 0:
                return _DRY
            side = int(w[TEAMS + turn])
            if count == 0:  # leading: the lowest
                c = int(w[at])
                led = int(w[SUITS + c])
                top_suit = led
                top_high = int(w[HIGHS + c])
                win_seat = turn
                win_side = side
            else:
                c = -1  # the lowest of the led suit
                if win_side == side:  # our side wins it already
                    for i in range(size):
                        if int(w[SUITS + int(w[at + i])]) == led:
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
                        s = int(w[SUITS + r])
                        h = int(w[HIGHS + r])
                        if s == led:
                            if c < 0:
                                c = r
                            if over and h > top_high and (worth != 0 or int(w[POINTS + r]) != 0):
                                if cheapest < 0 or h < cheapest_high:
                                    cheapest = r
                                    cheapest_high = h
                        elif s == trump and (top_suit != trump or h > top_high):
                            if worth != 0 or int(w[POINTS + r]) != 0:
                                if ruff < 0 or h < ruff_high:
                                    ruff = r
                                    ruff_high = h
                    if c < 0:
                        c = ruff
                    elif cheapest >= 0:
                        c = cheapest
                if c < 0:
                    c = int(w[at])  # no card of the led suit: the lowest
                s = int(w[SUITS + c])
                h = int(w[HIGHS + c])
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
            w[PLAY_LENS + turn] = size
            worth += int(w[POINTS + c])
            if c == jack:
                jack_out = 1
            count += 1
            turn = int(w[NEXT + turn])
        at = TAKEN + win_seat
        w[at] = int(w[at]) + worth
        if jack_out:
            jack_side = win_side
            jack_out = 0
        if int(w[PLAY_LENS + win_seat]) == 0:
            return jack_side
        count = 0
        worth = 0
        turn = win_seat
