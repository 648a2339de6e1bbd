# The silent-play penalty on the lit board: chosen from the pause menu, shown by the
# team's colour flashing over the whole board with "-1" (each member gives up one card).
from lysbord import events
from lysbord.compat import const, ticks_diff
from lysbord.games.sequence import moves
from lysbord.ui.board import draw
from lysbord.ui.board.font import draw_text

SHOW_MS = const(3000)  # how long the flash lasts unless a key is let go
_BLINK_MS = const(500)


def allowed(game, team):
    """True if team may be penalised now: a running game; with the virtual deck, a team
    holding cards and no penalty already being paid (the rule module decides)."""
    if game.over:
        return False
    if not game.virtual:
        return True  # physical cards: the board only shows it
    return moves.penalty(team) in game.penalty_moves()


def start(app, play, team, now_ms):
    """Penalise team: the virtual deck records it (the members then pay in seat order);
    referee mode records nothing. False (nothing changes) if it is not allowed."""
    game = play.game
    if not allowed(game, team):
        return False
    if game.virtual:
        try:
            app.table.play(game.turn, moves.penalty(team))
        except ValueError:
            return False
        play.seen = app.table.version
        play.moves_seen = game.moves_played()
    app.show(Penalty(app, play, team), now_ms)
    return True


class Penalty:
    """The whole board flashes the team's colour around a "-1"; then play goes on."""

    def __init__(self, app, play, team):
        self.app = app
        self.play = play
        self.team = team
        self.start = 0
        self.lit = -1

    def enter(self, now_ms):
        self.start = now_ms

    def paint(self, now_ms):
        app = self.app
        frame = app.frame
        colour = draw.TEAM[self.team]
        self.lit = draw.blink(ticks_diff(now_ms, self.start), _BLINK_MS)
        for cell in range(100):
            draw.put(frame, cell, colour if self.lit else draw.OFF)
        draw_text(frame, "-1", 3, draw.WHITE if self.lit else colour)
        # The position cues of play stay steady: the team's own corner and status LED.
        draw.put(frame, draw.CORNERS[self.team], colour)
        draw.clear(frame, 100, 100 + app.status_count)
        if self.team < app.status_count:
            draw.put(frame, 100 + self.team, colour)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        if ticks_diff(now_ms, self.start) >= SHOW_MS:
            self.app.show(self.play, now_ms)
        elif draw.blink(ticks_diff(now_ms, self.start), _BLINK_MS) != self.lit:
            self.app.repaint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind == events.RELEASE:  # any key let go: back to the game at once
            self.app.show(self.play, now_ms)
