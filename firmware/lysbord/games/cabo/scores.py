# Cabo's scoring of a round: the lowest total wins it, a wrong caller pays five more, and a
# kamikaze row (two 12s and two 13s) gives everyone else 50. Shared by the rules and the
# loaded-state check.


def is_kamikaze(row):
    """True for a row of exactly two 12s and two 13s."""
    return sorted(row) == [12, 12, 13, 13]


def round_scores(rows, caller, kamikaze=True):
    """Scores of a round from each seat's cards (lists of values) and the caller's seat."""
    if kamikaze:
        winners = [is_kamikaze(row) for row in rows]
        if True in winners:
            return [0 if won else 50 for won in winners]
    sums = [sum(row) for row in rows]
    if sums[caller] == min(sums):  # ties go to the caller
        return [0 if seat == caller else total for seat, total in enumerate(sums)]
    scores = list(sums)
    scores[caller] += 5
    low = min(total for seat, total in enumerate(sums) if seat != caller)
    for seat in range(len(sums)):
        if seat != caller and sums[seat] == low:
            scores[seat] = 0  # every tied lowest non-caller wins the round
    return scores
