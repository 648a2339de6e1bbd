# The 7'er kabal hint on the emulated Pico (stock firmware, the project's .mpy files and the
# shipped lines on its flash, as `make flash` installs them): each position's hint searched a
# slice at a time as the phone's is, each slice timed with ticks_us. Used by
# tools/bench/bench_kabal_hint.py (`make bench`).
from pico import emulator

# Runs on the chip: run(deal, moves, budget) prints one line per position. The heap is read
# after a collection every 8th slice (a collection each slice would change the times measured).
_RUNNER = """
import gc, time
from lysbord.games.kabal import new_game, hint as kabal_hint
def run(deal, moves, budget):
    game = new_game(1, deal)
    for move in moves:
        game.play(move)
    kabal_hint._plan[0] = None
    gc.collect()
    low = gc.mem_free()
    steps = kabal_hint.searching(game, budget)
    longest = slices = took = 0
    while True:
        at = time.ticks_us()
        try:
            next(steps)
            kind = None
        except StopIteration as done:
            kind, move = done.value
        slice = time.ticks_diff(time.ticks_us(), at)
        took += slice
        longest = max(longest, slice)
        if kind:
            break
        slices += 1
        if slices % 8 == 0:
            gc.collect()
            low = min(low, gc.mem_free())
    print('HINT', deal, kind, move, took, longest, slices, low)
"""


def measure(positions, budget):
    """[(deal, kind, move, us to the answer, longest slice us, slices, least heap free)] of the
    hint at budget on the emulated Pico, one per position (deal, moves from the deal), one boot.
    Raises emulator.NoFirmware without the firmware. The time to the answer counts the slices
    only (the heap readings between them are left out)."""
    emulator.firmware()
    code = _RUNNER + "".join("run(%d, %r, %d)\n" % (deal, list(moves), budget) for deal, moves in positions)
    result = emulator.run_script(code, flash_cache=True)  # timed: a real Pico's flash reads
    if result.error:
        raise emulator.PicoError(result.error)
    rows = []
    for line in result.output.splitlines():
        if line.startswith("HINT "):
            deal, kind, move, took, longest, slices, low = line.split()[1:]
            rows.append((int(deal), kind, int(move), int(took), int(longest), int(slices), int(low)))
    return rows
