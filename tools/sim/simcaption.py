# The simulator's caption, the line over the drawn board: the page on show and its choice in
# force, whose turn it is, and why a press was refused (the board only flashes red). Worked out
# here on the host from the screens' own state, so the firmware pays nothing for it. Rows are
# counted 1-10 from the top, as a player counts them (the status LEDs are 1-4).
from simtext import _, pgettext

from lysbord import events, layout
from lysbord.i18n import NP_
from lysbord.languages import NAMES
from lysbord.table import GAMES
from lysbord.ui.board.font import RADIO

WIDTH = 60  # what 80 columns leave beside the title ("Lysbord full board  "); a wider terminal gives more
REASON_MS = 4000  # how long a refusal's reason stays on the caption (a key pressed ends it sooner)
GAME_TITLES = ("Sequence", "7'er kabal", "Siódemki", "Cabo", "Høyers trappe")  # in table.GAMES' order
_KEYS = {
    events.MENU: NP_("button", "Menu"),
    events.JACK: NP_("button", "Jack"),
    events.UNDO: NP_("button", "Undo"),
    events.REVEAL: NP_("button", "Reveal"),
}
_TEAMS = (NP_("team", "blue"), NP_("team", "green"), NP_("team", "red"))  # lysbord.ui.board.draw.TEAM_NAMES
_LEVELS = (NP_("bot level", "easy"), NP_("bot level", "normal"), NP_("bot level", "hard"))


def team(index):
    """A team's name, its colour (blue, green, red), in the language in use."""
    return pgettext("team", _TEAMS[index])


def key_name(key):
    """A button's name as printed on the board, in the language in use; 'that key' for others."""
    return pgettext("button", _KEYS[key]) if key in _KEYS else _("that key")


def on_off(value):
    return pgettext("setting", "on") if value else pgettext("setting", "off")


def mode(virtual):
    """Sequence's mode: the virtual deck or the referee (physical cards)."""
    return _("virtual deck") if virtual else _("referee")


def _seats(mask, players):
    """Seats in mask, counted from 1: '2, 3' (or how many, when the list would be long)."""
    seats = [str(s + 1) for s in range(players) if mask >> s & 1]
    text = ", ".join(seats)
    return text if len(seats) <= 4 else _("%(some)d of %(all)d") % {"some": len(seats), "all": players}


def fit(text, width=WIDTH):
    """text cut to width columns, an ellipsis marking the cut."""
    return text if len(text) <= width else text[: width - 1] + "\u2026"


def menu_line(menu):
    """Setup: which page of how many, what it asks and the choice in force."""
    from lysbord.ui.board import menu as m

    s = menu.app.settings
    pages = menu.pages()
    if menu.page == m._LANGUAGE:
        name = NAMES.get(s.language, s.language)
        line = _("Language: %s; tap a flag's cell to change") % name
        return line if len(line) <= WIDTH else _("Language: %s") % name
    page = menu.page if menu.page in pages else pages[-1]
    tail = ""  # said too when it fits
    if page == m._GAME:
        text = _("game page: choose a game (now %s)") % GAME_TITLES[GAMES.index(s.game)]
    elif page == m._MODE:
        text = _("mode: referee or virtual deck (now %s)") % mode(s.virtual)
    elif page == m._PLAYERS:
        text = _("players: how many play (now %d)") % s.players
    elif page == m._TEAMS:
        text = _("teams: two or three (now %d)") % s.teams
    elif page == m._BOTS:
        bots = s.bot_mask()
        if bots:
            level = pgettext("bot level", _LEVELS[s.level])
            seats = _seats(bots, s.players)
            if seats.isdigit():
                text = _("bots: seat %(seats)s (%(level)s)") % {"seats": seats, "level": level}
            else:
                text = _("bots: seats %(seats)s (%(level)s)") % {"seats": seats, "level": level}
            tail = _("; tap a seat to switch")
        else:
            text = _("bots: none")
            tail = _("; tap a seat to make it a bot")
    elif page == m._ADVANCED:
        text = _("one-eyed jacks break sequences (now %s)") % on_off(s.advanced)
    elif page == m._WINNABLE:
        text = _("winnable deals only (now %s)") % on_off(s.winnable)
    else:
        text = _("brightness %d of 8") % s.brightness
    line = _("Setup %(page)d/%(pages)d \u00b7 %(text)s") % {
        "page": pages.index(page) + 1,
        "pages": len(pages),
        "text": text,
    }
    if page == pages[-1]:
        tail = _("; green starts the game")
    return line + tail if len(line + tail) <= WIDTH else line


def screen_line(app):
    """The caption of a screen other than play: setup, the resume offer, the pause menu..."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Menu":
        return menu_line(screen)
    if name == "Resume":
        return _("Resume: green resumes the saved game, red starts a new one")
    if name == "Pause":
        if app.table.asking:  # the seat-phones cells blink
            return _("Pause: a phone asks: the sky-blue cells open seat phones")
        return _("Pause: green returns to the game, red sets up a new one")
    if name == "Consent":
        return consent_line(app, screen)
    if name == "Boot":
        return _("power-up sweep (any key skips it)")
    if name == "Notice":
        unreadable = "save unreadable: "  # the board's own note (ui/board/screens.py): why, in the store's words
        if app.notice.startswith(unreadable):
            return fit(_("save unreadable: %s") % app.notice[len(unreadable) :])
        return app.notice or _("notice: %s") % screen.text
    if name == "Banner":
        if screen.text == RADIO:
            return _("no home Wi-Fi: the board opened its own network")
        return _("news from the web side: %s") % screen.text
    if name == "Penalty":
        return _("silent-play penalty: the team's colour and -1")
    if name == "BringUp":
        return _("bring-up: every LED, then the keys (hold Menu to leave)")
    return name.lower()


def consent_line(app, consent):
    """The seat-phones page: what the table does there now."""
    if consent.confirm >= 0:
        return _("seat %d is a phone's: tap it again to give it to the new one") % (consent.confirm + 1)
    if consent.typed:
        return _("seat phones: %d of 3 cells typed, as the phone shows them") % len(consent.typed)
    if app.table.asking:
        return _("seat phones: type the 3 cells the phone shows; red: refuse")
    return _("seat phones: no phone asks; amber goes back")


def guide_line(app):
    """The line under the key hints when nothing else is said there: in setup, how to go on."""
    if type(app.screen).__name__ != "Menu":
        return ""
    menu = app.screen
    if menu.page == menu.pages()[-1]:
        return _("setup: tap a choice; green (bottom right) starts, amber (bottom left) back")
    return _("setup: tap a choice; green (bottom right) goes on, amber (bottom left) back")


# --- why a press was refused ----------------------------------------------------------


def _not_now(game, play):
    """Why nothing may be played now in a game: over, or a bot's turn; '' when a person may."""
    if game.over:
        return _("the game is over: Menu, then red, sets up a new one")
    if play.bots >> game.turn & 1:
        return _("seat %d is a bot: wait for its move") % (game.turn + 1)
    return ""


def _play_refusal(app, play, key, kind, error):
    """Why Sequence's play screen refused a key (the rules' own words when they said why)."""
    game = play.game
    lite = app.status_count == 0  # the lite board: holding Jack shows the hand
    reveal = _("hold Jack") if lite else _("hold Reveal")
    if key == events.UNDO or (key == events.MENU and kind == events.LONG):
        return _("nothing to undo")
    if key == events.REVEAL or (key == events.JACK and kind == events.LONG):
        return _not_now(game, play) or _("Reveal shows a hand only with the virtual deck")
    if key == events.JACK:
        return _not_now(game, play) or _("no jack to play: none in hand, or no cell it could take")
    if not 0 <= key < 100:
        return _("%s does nothing in play") % key_name(key)
    why = _not_now(game, play)
    if why:
        return why
    if error:
        return error
    card = layout.LAYOUT[key]
    if play.paying:
        return _("team %(team)s pays a penalty: %(reveal)s, tap a card to give") % {
            "team": team(game.team_to_move),
            "reveal": reveal,
        }
    if card == layout.CORNER:
        return _("a corner is every team's: nothing is played there")
    from lysbord import cards

    if game.virtual and not play._in_hand(card):
        return _("%(card)s is not in your hand (%(reveal)s to see it)") % {"card": cards.name(card), "reveal": reveal}
    if game.chip(key) >= 0:
        return _("%s here is covered; its twin is free (hold to find it)") % cards.name(card)
    return _("not a move now")


def _menu_refusal(menu, key):
    from lysbord.ui.board import menu as m

    if key == events.MENU or key == m._BACK:
        return _("the first page: nothing to go back to")
    if not 0 <= key < 100:
        return _("%s does nothing in setup (Menu goes back)") % key_name(key)
    if menu.page == m._BOTS:
        if key in m.LEVEL_CELLS:
            return _("no bots yet: tap a seat (rows 8-9) to make one")
        return _("tap a seat (rows 8-9) or a bots' level (bottom row)")
    if len(menu.values()[0]) > 10:
        return _("no choice on that cell: the choices are on rows 8 and 10")
    return _("no choice on that cell: the choices are on row 9")


def _pause_refusal(app, pause, key):
    from lysbord.ui.board import pause as p

    teams = pause._teams()
    for one in range(teams):
        if key == p.penalty_cell(one, teams):
            return _("team %s cannot be penalised now (paying, or no cards)") % team(one)
    if not 0 <= key < 100:
        return _("%s does nothing here: Menu returns to the game") % key_name(key)
    return _("nothing on that cell: green returns to the game")


def why_refused(app, key, kind, error=""):
    """In words, why the screen on show refused key (kind: the event's kind); error: the
    rules' own reason when a move was tried and refused."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Play":
        return _play_refusal(app, screen, key, kind, error)
    if name == "TablePlay":
        if key == events.UNDO or kind == events.LONG:
            return _("nothing to undo")
        return _("the board shows this game: play it from phones (w)")
    if name == "Menu":
        return _menu_refusal(screen, key)
    if name == "Resume":
        return _("press the green block (resume) or the red one (new game)")
    if name == "Pause":
        return _pause_refusal(app, screen, key)
    if name == "Consent":
        if 10 <= key < 90:
            return _("no phone asks with that code: check the phone's cells")
        return _("type the phone's cells on rows 2-9; amber goes back")
    return error or _("that key does nothing here")


class Refusals:
    """Watches a SimBoard's app from outside: after each key event, a press the board refused
    (the red flash of draw.refused or of a play screen) is given its reason, in words."""

    def __init__(self, sim):
        self.sim = sim
        self.reason = ""
        self.at = -1
        self.error = ""
        app = sim.app
        handle = app.handle
        table = app.table
        play = table.play

        def playing(seat, move):
            try:
                return play(seat, move)
            except ValueError as exc:
                self.error = str(exc)  # the rules' own words; the play screen flashes red
                raise

        def handling(ev, now_ms):
            key = ev >> events.KIND_BITS
            kind = ev & events.KIND_MASK
            if key == events.CENTER:  # the lite board's centre key presses the cell under the cursor
                key = app.cursor
            refused_at, play = app.refused_at, app.play
            flash_at = getattr(play, "flash_at", -1)
            self.error = ""
            if kind == events.PRESS or kind == events.TOUCH:
                self.reason = ""  # a new press: the last reason has been read
            handle(ev, now_ms)
            flashed = app.play is play and getattr(play, "flash_at", -1) not in (flash_at, -1)
            if flashed or app.refused_at not in (refused_at, -1):
                self.reason = why_refused(app, key, kind, self.error)
                self.at = now_ms

        table.play = playing
        app.handle = handling

    def line(self, width=WIDTH):
        """'refused: <why>' while a refusal is fresh (cut to width), else ''."""
        if not self.reason or self.sim.now - self.at > REASON_MS:
            return ""
        return fit(_("refused: %s") % self.reason, width)
