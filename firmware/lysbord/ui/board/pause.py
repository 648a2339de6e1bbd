# The in-game menu (Menu during play): back to the game, a new game, brightness, releasing
# the phones' seats, and in Sequence the silent-play penalty (a cell per team). The game
# stays saved; a new one replaces it once dealt.
from lysbord import events
from lysbord.compat import const
from lysbord.ui.board import draw, penalty
from lysbord.ui.board.font import draw_text

_CONTINUE = const(90)  # bottom-left, green: back to the game
_NEW = const(99)  # bottom-right, red: set up a new game
_LEVELS = const(71)  # brightness 1..8 on cells 71..78, the chosen one marked on row 6
RELEASE = draw.RELEASE  # bottom row, sky blue: seat phones (ui/board/consent.py), blinking while one asks


def penalty_cell(team, teams):
    """The cell of team's penalty choice: row 5, under the title, spread like the menu choices."""
    return draw.choice_cell(team, teams) - 30


class Pause:
    """Menu pressed during play."""

    def __init__(self, app, play):
        self.app = app
        self.play = play
        self.asked = False  # the phase the release cells were painted in while phones ask

    def enter(self, now_ms):
        self.app.cursor = _CONTINUE

    def paint(self, now_ms):
        app = self.app
        frame = app.frame
        draw.clear(frame)
        draw_text(frame, "||", 0, draw.AMBER)  # the pause sign
        level = app.settings.brightness
        for i in range(8):
            # Each cell shows its own level; the one in force has a green mark above it.
            draw.put(frame, _LEVELS + i, draw.level_colour(i + 1))
        draw.put(frame, _LEVELS - 10 + level - 1, draw.GO)
        teams = self._teams()
        for team in range(teams):
            # A team that cannot be penalised now is dim (a press on it is refused).
            colour = draw.TEAM[team] if penalty.allowed(self.play.game, team) else draw.scale(draw.TEAM[team], 40)
            draw.put(frame, penalty_cell(team, teams), colour)
        draw.put(frame, _CONTINUE, draw.GO)
        draw.put(frame, _NEW, draw.REFUSE)
        shown = draw.release_colour(now_ms, app.table.asking)
        draw.put(frame, RELEASE, shown)
        draw.put(frame, RELEASE + 1, shown)
        draw.status(frame, 100, app.status_count, draw.AMBER)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def _teams(self):
        """Teams that may be penalised: Sequence's; the other games have no silent play."""
        return self.play.game.teams if self.app.table.name == "sequence" else 0

    def tick(self, now_ms):
        if self.app.table.asking:  # phones ask for seats: the release cells blink for the table's press
            asked = draw.blink(now_ms, 800)
            if asked != self.asked:
                self.asked = asked
                self.app.repaint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind != events.RELEASE:
            return
        app = self.app
        teams = self._teams()
        if key == _CONTINUE or key == events.MENU:
            app.show(self.play, now_ms)
        elif key == _NEW:
            app.setup(now_ms)
        elif key == RELEASE or key == RELEASE + 1:
            from lysbord.ui.board.consent import Consent  # a moment screen: let go when play resumes

            app.show(Consent(app, self), now_ms)
        elif _LEVELS <= key < _LEVELS + 8:
            app.set_brightness(key - _LEVELS + 1)
            app.save_pending = True
            app.repaint(now_ms)
        else:
            for team in range(teams):
                if key == penalty_cell(team, teams) and penalty.start(app, self.play, team, now_ms):
                    return
            draw.refused(app)
