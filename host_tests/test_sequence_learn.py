# tools/bots/sequence_learn.py: the rows it records from played games, the logistic fit on
# outcomes drawn from known weights, and the weights written into a copy of the module.
import math
import os
import shutil

import sequence_learn  # tools/bots/ is on the path (conftest.py)

from lysbord.bots.sequence import value as sequence_value
from lysbord.rng import Rng


def test_every_ply_gives_both_sides_features_and_opposite_outcomes():
    rows = []
    sequence_learn.play(7, ("normal", "normal"), rows)
    assert len(rows) > 20 and len(rows) % 2 == 0
    for (ours, won), (theirs, lost) in zip(rows[0::2], rows[1::2]):
        assert len(ours) == sequence_value.COUNT
        assert won + lost == 1  # one side won the game
        assert ours[19] + theirs[19] == 1  # one side moves next
    assert rows[-1][0][19] == rows[-1][1]  # the last ply's mover went on to win


def test_the_fit_recovers_the_weights_that_drew_the_outcomes():
    rng = Rng(5)
    truth = (-0.5, 1.0, -2.0)
    rows = []
    for _ in range(6000):
        feats = (1, rng.below(4), rng.below(3))
        z = sum(w * f for w, f in zip(truth, feats))
        won = 1 if rng.below(10000) < 10000 / (1 + math.exp(-z)) else 0
        rows.append((feats, won))
    weights = sequence_learn.fit(rows, ridge=0.01)
    for got, wanted in zip(weights, truth):
        assert abs(got - wanted) < 0.2, (weights, truth)
    loss, right = sequence_learn.log_loss(rows, weights)
    assert loss < math.log(2) and right > 0.6


def test_the_weights_are_written_with_the_command_that_fitted_them(tmp_path):
    copy = os.path.join(str(tmp_path), "sequence_value.py")
    shutil.copy(sequence_learn.MODULE, copy)
    weights = tuple(range(-3, sequence_value.COUNT - 3))
    sequence_learn.write(weights, "fit --games 9", copy)
    text = open(copy).read()
    assert "# Fitted by: fit --games 9\n" in text
    namespace = {}
    start = text.index("WEIGHTS = (")
    exec(text[start : text.index(")\n", start) + 2], namespace)
    assert namespace["WEIGHTS"] == weights
    with open(copy, "w") as f:
        f.write("WEIGHTS = (0,)\n")
    try:
        sequence_learn.write(weights, "fit", copy)
    except ValueError as error:
        assert "Fitted by" in str(error)
    else:
        raise AssertionError("a module without the weights' place was written")
    assert open(copy).read() == "WEIGHTS = (0,)\n"  # unchanged
