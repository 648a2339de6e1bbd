# The board's loop as an asyncio task (firmware/main.py -> ui/board/app.run): it shares the loop
# with another task (the web side on a Pico W) and neither starves the other. CPython only:
# the WebAssembly MicroPython's asyncio runs on the JavaScript event loop (no asyncio.run).
import asyncio

import appkit as kit
from fakes import neopixel as fake_neopixel

from lysbord.ui.board.app import main


def test_the_board_loop_and_another_task_take_turns():
    sim = kit.new_board(boot=False)
    other_turns = []

    async def other():  # a stand-in for the server: short awaits, as a request does
        for _ in range(20):
            other_turns.append(fake_neopixel.written)
            await asyncio.sleep(0.003)

    async def both():
        board = asyncio.create_task(main(sim.board))
        await other()
        board.cancel()
        try:
            await board
        except asyncio.CancelledError:
            pass

    asyncio.run(both())
    assert len(other_turns) == 20
    assert other_turns[-1] > other_turns[0]  # the board showed frames between the other's turns
