# Setup on the board itself: pages of lit choices under a two-character title (the game
# first, then what that game needs), and the resume offer at power-up. The titles are game
# names, numbers and marks, no words: on and off are the power switch's | and O, the referee a
# chip and the virtual deck two cards' backs; the language page (opened from the game page)
# shows its language's flag.
from lysbord import events
from lysbord.compat import const
from lysbord.i18n import LANGUAGES
from lysbord.table import GAMES
from lysbord.ui.board import draw
from lysbord.ui.board.draw import choice_cell
from lysbord.ui.board.font import draw_text

_MODE = const(0)
_PLAYERS = const(1)
_TEAMS = const(2)
_BOTS = const(3)
_ADVANCED = const(4)
_BRIGHT = const(5)
_GAME = const(6)
_WINNABLE = const(7)  # 7'er kabal: deal only from the deals proven winnable
_LANGUAGE = const(8)  # the board's language: opened from the game page, not one of the pages in turn
_BACK = const(90)  # bottom-left cell: back a page
_NEXT = const(99)  # bottom-right cell: next page, or start
_RELEASE = const(94)  # the game page: seat phones (draw.RELEASE, the same cells; ui/board/consent.py)
LANGUAGE_CELLS = (91, 92)  # the game page: the language page, lit in the language's flag colours
# The games' titles on the game page and each one's PLAYERS (kept here so the menu
# imports no rule module; a test holds them equal).
GAME_TITLES = ("SQ", "KA", "SI", "CA", "TR")
_TWO_TO_TWELVE = (2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12)
GAME_PLAYERS = ((2, 3, 4, 6, 8, 9, 10, 12), (1,), (2, 3, 4), _TWO_TO_TWELVE, _TWO_TO_TWELVE)
_PAGE_COLOURS = (draw.AMBER, 0x00A0FF, 0x00D25A, 0xB040FF, draw.ONE_EYED, draw.WHITE, 0xFFE000, 0x40FFC0, draw.WHITE)
_ON, _OFF = "|", "O"  # the power switch's marks (IEC 60417): the same in every language
_CHIP, _DECK = "@", "##"  # the mode page: a chip (referee: the board holds the chips), two cards' backs (it deals)
LEVEL_CELLS = (94, 95, 96)  # bots page, bottom row: the bots' level easy, normal, hard


def seat_cell(seat):
    """The cell of a seat on the bots page: two rows of six."""
    return 72 + (seat // 6) * 10 + seat % 6


def player_counts(settings):
    """The seat counts the chosen game accepts."""
    return GAME_PLAYERS[GAMES.index(settings.game)]


def seat_colour(settings, seat):
    """A seat's colour: its team's in Sequence, its own in the other games."""
    if settings.game == "sequence":
        return draw.TEAM[seat % settings.team_count()]
    return draw.seat_colour(seat)


# --- the language page's flags: each language without words, lit over rows 2-7, and its two
# colours, which mark its choice and the game page's key to the page.
_RED = draw.REFUSE
_WHITE = draw.WHITE
_BLUE = const(0x0030C0)
_GOLD = const(0xFFC000)
_BLACK = const(0x303030)  # a dark LED shows nothing: black as a faint grey
# Per language: (field, cross or band colour, inner cross colour or None, kind). Kinds: "cross"
# (a cross two cells wide through the middle, England's), "nordic" (a cross two wide nearer the
# hoist, Denmark's; Norway's blue with a white cell either side), "bands" (top first).
_FLAGS = {
    "en": (_WHITE, _RED, None, "cross"),  # England: St George's cross
    "nb": (_RED, _WHITE, _BLUE, "nordic"),
    "da": (_RED, _WHITE, None, "nordic"),
    "pl": (_WHITE, _RED, None, "bands"),
    "de": (_BLACK, _RED, _GOLD, "bands"),
}
_FLAG_TOP = 1  # the flag's first row (row 0 is the menu's own)
_FLAG_ROWS = 6
_FLAG_LEFT = 1
_FLAG_COLUMNS = 8


def flag_colours(code):
    """The two colours that tell code's flag apart (the first marks its choice); English's for a
    code without a flag."""
    field, cross, inner, _kind = _FLAGS.get(code, _FLAGS["en"])
    if code == "nb":
        return inner, field  # blue and red: Norway's apart from Denmark's red and white
    if code == "pl":
        return 0xFF6080, cross  # white over red as one cell can show it (pink), then red
    if code == "de":
        return _GOLD, cross
    return field, cross  # England's white and red, Denmark's red and white


def flag_colour_at(code, row, col):
    """The colour of code's flag at row, col of the flag (0-5, 0-7)."""
    field, cross, inner, kind = _FLAGS.get(code, _FLAGS["en"])
    if kind == "bands":
        if inner is None:  # two bands
            return field if row < _FLAG_ROWS // 2 else cross
        return (field, cross, inner)[row * 3 // _FLAG_ROWS]
    if kind == "cross":
        return cross if row in (2, 3) or col in (3, 4) else field
    if inner is not None and (row in (2, 3) or col in (2, 3)):
        return inner  # Norway: the blue cross, two wide, inside a white one
    if inner is not None and (row in (1, 4) or col in (1, 4)):
        return cross
    if row in (2, 3) or col in (2, 3):
        return cross
    return field


def paint_flag(frame, code):
    """Light code's flag over the language page's top rows."""
    for row in range(_FLAG_ROWS):
        for col in range(_FLAG_COLUMNS):
            draw.put(frame, (_FLAG_TOP + row) * 10 + _FLAG_LEFT + col, flag_colour_at(code, row, col))


class Menu:
    """The setup pages: the game, then for Sequence mode, players, teams, bots, advanced
    jacks; for 7'er kabal winnable deals only and bots; for the others players and bots;
    brightness last."""

    def __init__(self, app):
        self.app = app
        self.page = _GAME
        self.lit = False
        self.asked = False  # the phase the release cells were painted in while phones ask

    def enter(self, now_ms):
        self.app.cursor = _NEXT
        self.app.table.hold(False)  # the player chose a new game: a phone may deal it

    def pages(self):
        """The pages that apply to the settings chosen so far."""
        s = self.app.settings
        if s.game == "kabal":
            return [_GAME, _WINNABLE, _BOTS, _BRIGHT]
        if s.game != "sequence":
            out = [_GAME, _PLAYERS, _BOTS, _BRIGHT] if len(player_counts(s)) > 1 else [_GAME, _BOTS, _BRIGHT]
            return out
        out = [_GAME, _MODE, _PLAYERS]
        if s.players in (6, 12):
            out.append(_TEAMS)
        if s.virtual:
            out.append(_BOTS)
        out.append(_ADVANCED)
        out.append(_BRIGHT)
        return out

    def values(self):
        """(choices, chosen index, title text) of the page shown."""
        s = self.app.settings
        page = self.page
        if page == _GAME:
            index = GAMES.index(s.game)
            return GAMES, index, GAME_TITLES[index]
        if page == _MODE:
            return (False, True), int(s.virtual), _DECK if s.virtual else _CHIP
        if page == _PLAYERS:
            counts = player_counts(s)
            return counts, counts.index(s.players), str(s.players)
        if page == _TEAMS:
            return (2, 3), s.teams - 2, str(s.teams)
        if page == _ADVANCED:
            return (False, True), int(s.advanced), _ON if s.advanced else _OFF
        if page == _WINNABLE:
            return (False, True), int(s.winnable), _ON if s.winnable else _OFF
        if page == _BRIGHT:
            return (1, 2, 3, 4, 5, 6, 7, 8), s.brightness - 1, str(s.brightness)
        if page == _LANGUAGE:
            codes = LANGUAGES
            return codes, codes.index(s.language) if s.language in codes else 0, ""
        bots = s.bot_mask()
        count = 0
        for seat in range(s.players):
            count += bots >> seat & 1
        return (), -1, str(count)

    def paint(self, now_ms):
        frame = self.app.frame
        draw.clear(frame)
        pages = self.pages()
        if self.page == _LANGUAGE:
            return self._paint_languages(frame)
        if self.page not in pages:
            self.page = pages[-1]
        here = pages.index(self.page)
        for i in range(len(pages)):
            draw.put(frame, 2 + i, draw.WHITE if i == here else draw.DIM_WHITE)
        colour = _PAGE_COLOURS[self.page]
        choices, chosen, title = self.values()
        draw_text(frame, title, 1, colour)
        s = self.app.settings
        if self.page == _BOTS:
            bots = s.bot_mask()
            for seat in range(s.players):
                colour = seat_colour(s, seat)
                draw.put(frame, seat_cell(seat), draw.scale(colour, draw.DIM) if bots >> seat & 1 else colour)
            if bots:
                for level in range(3):  # brighter is harder; the chosen one white
                    shade = draw.WHITE if level == s.level else draw.scale(draw.WHITE, 60 + 48 * level)
                    draw.put(frame, LEVEL_CELLS[level], shade)
        for i in range(len(choices)):
            if self.page == _BRIGHT:
                shade = draw.level_colour(i + 1)  # its own level: the chosen one is marked above
            else:
                shade = colour if i == chosen else draw.scale(colour, draw.DIM)
            draw.put(frame, choice_cell(i, len(choices)), shade)
        if chosen >= 0 and len(choices):
            # A green mark above the choice in force: on a ramp "bright" alone is ambiguous.
            draw.put(frame, choice_cell(chosen, len(choices)) - 10, draw.GO)
        if self.page == _GAME:  # the phones' seats can be freed here too (see Pause)
            shown = draw.release_colour(now_ms, self.app.table.asking)
            draw.put(frame, _RELEASE, shown)
            draw.put(frame, _RELEASE + 1, shown)
            first, second = flag_colours(s.language)  # the language page's key: its flag's colours
            draw.put(frame, LANGUAGE_CELLS[0], first)
            draw.put(frame, LANGUAGE_CELLS[1], second)
        if here > 0 or self.app.saved is not None:
            draw.put(frame, _BACK, draw.AMBER)
        last = here == len(pages) - 1
        draw.put(frame, _NEXT, draw.GO if not last or draw.blink(now_ms, 600) else draw.scale(draw.GO, draw.DIM))
        draw.status(frame, 100, self.app.status_count, colour)

    def _paint_languages(self, frame):
        """The language page: the chosen language's flag over the choices (a cell each, in its
        flag's colour, the one in force marked green above it); amber and green go back."""
        codes, chosen, _title = self.values()
        paint_flag(frame, codes[chosen])
        for i in range(len(codes)):
            shade = flag_colours(codes[i])[0]
            draw.put(frame, choice_cell(i, len(codes)), shade if i == chosen else draw.scale(shade, draw.DIM))
        draw.put(frame, choice_cell(chosen, len(codes)) - 10, draw.GO)
        draw.put(frame, _BACK, draw.AMBER)
        draw.put(frame, _NEXT, draw.GO)
        draw.status(frame, 100, self.app.status_count, draw.WHITE)

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        lit = draw.blink(now_ms, 600)
        if self.page == _GAME and self.app.table.asking:  # phones ask: the release cells blink
            asked = draw.blink(now_ms, 800)
            if asked != self.asked:
                self.asked = asked
                self.app.repaint(now_ms)
        if lit != self.lit:  # the start cell on the last page blinks
            self.lit = lit
            if self.page == self.pages()[-1]:
                self.app.repaint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind != events.RELEASE:
            return
        app = self.app
        pages = self.pages()
        here = pages.index(self.page) if self.page in pages else 0
        if self.page == _LANGUAGE and key in (events.MENU, _BACK, _NEXT):
            self.page = _GAME  # back where it was opened
        elif key == events.MENU or key == _BACK:
            if here > 0:
                self.page = pages[here - 1]
            elif app.saved is not None:
                app.show(Resume(app), now_ms)
                return
            else:
                return self._refuse(now_ms)
        elif key == _NEXT:
            if here == len(pages) - 1:
                app.start_game(now_ms)
                return
            self.page = pages[here + 1]
        elif self.page == _GAME and (key == _RELEASE or key == _RELEASE + 1):
            from lysbord.ui.board.consent import Consent  # a moment screen: let go once play begins

            app.show(Consent(app, self), now_ms)
            return
        elif self.page == _GAME and key in LANGUAGE_CELLS:
            self.page = _LANGUAGE
        elif 0 <= key < 100:
            if not self._choose(key):
                return self._refuse(now_ms)
        else:
            return self._refuse(now_ms)
        app.repaint(now_ms)

    def _choose(self, cell):
        """Apply the choice under cell; False when the cell holds none."""
        s = self.app.settings
        if self.page == _BOTS:
            for seat in range(s.players):
                if seat_cell(seat) == cell:
                    s.bots = s.bot_mask() ^ (1 << seat)
                    return True
            if cell in LEVEL_CELLS and s.bot_mask():
                s.level = LEVEL_CELLS.index(cell)
                return True
            return False
        choices = self.values()[0]
        for i in range(len(choices)):
            if choice_cell(i, len(choices)) == cell:
                value = choices[i]
                if self.page == _GAME:
                    s.game = value
                    if s.players not in player_counts(s):
                        s.players = player_counts(s)[0]
                elif self.page == _MODE:
                    s.virtual = value
                elif self.page == _PLAYERS:
                    s.players = value
                elif self.page == _TEAMS:
                    s.teams = value
                elif self.page == _ADVANCED:
                    s.advanced = value
                elif self.page == _WINNABLE:
                    s.winnable = value
                elif self.page == _LANGUAGE:
                    self.app.set_language(value, True)
                else:
                    self.app.set_brightness(value)
                return True
        return False

    def _refuse(self, now_ms):
        draw.refused(self.app)


class Resume:
    """A saved game exists: the green block resumes it, the red block starts a new one."""

    GREEN = (41, 42, 51, 52)
    RED = (47, 48, 57, 58)

    def __init__(self, app):
        self.app = app
        self.lit = -1

    def enter(self, now_ms):
        self.app.cursor = 41
        self.app.table.hold(True)  # no phone deals over the saved game while it is offered

    def paint(self, now_ms):
        app = self.app
        frame = app.frame
        settings, game = app.saved
        if settings.game == "sequence":
            for cell in range(100):
                team = game.chip(cell)
                draw.put(frame, cell, draw.scale(draw.TEAM[team], 70) if team >= 0 else draw.OFF)
        else:  # the saved game's public cards, dimly
            from lysbord.ui.phones import paint_cards  # the phones' lighting: a saved game of theirs only

            draw.clear(frame, 0, 100)
            paint_cards(frame, settings.game, game, 70)
        self.lit = draw.blink(now_ms, 800)
        level = 255 if self.lit else draw.DIM
        for cell in self.GREEN:
            draw.put(frame, cell, draw.scale(draw.GO, level))
        for cell in self.RED:
            draw.put(frame, cell, draw.scale(draw.REFUSE, level))
        draw.status(frame, 100, app.status_count, draw.scale(draw.GO, level))

    def paint_cell(self, cell, now_ms):
        self.paint(now_ms)

    def tick(self, now_ms):
        if draw.blink(now_ms, 800) != self.lit:
            self.app.repaint(now_ms)

    def handle(self, key, kind, now_ms):
        if kind != events.RELEASE:
            return
        app = self.app
        if key in self.GREEN:
            settings, game = app.saved
            app.settings = settings
            app.set_brightness(settings.brightness)
            app.start_game(now_ms, game)
        elif key in self.RED or key == events.MENU:
            app.setup(now_ms)
        else:
            draw.refused(app)
