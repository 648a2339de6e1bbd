# The simulator's caption, the line over the drawn board: the page on show and its choice in
# force, whose turn it is, and why a press was refused (the board only flashes red). Worked out
# here on the host from the screens' own state, so the firmware pays nothing for it. Rows are
# counted 1-10 from the top, as a player counts them (the status LEDs are 1-4).
from lysbord import events, layout
from lysbord.table import GAMES
from lysbord.ui.board.draw import TEAM_NAMES

WIDTH = 60  # what 80 columns leave beside the title ("Lysbord full board  "); a wider terminal gives more
REASON_MS = 4000  # how long a refusal's reason stays on the caption (a key pressed ends it sooner)
GAME_TITLES = ("Sequence", "7'er kabal", "Siódemki", "Cabo", "Høyers trappe")  # in table.GAMES' order
_KEYS = {events.MENU: "Menu", events.JACK: "Jack", events.UNDO: "Undo", events.REVEAL: "Reveal"}


def _seats(mask, players):
    """Seats in mask, counted from 1: '2, 3' (or how many, when the list would be long)."""
    seats = [str(s + 1) for s in range(players) if mask >> s & 1]
    text = ", ".join(seats)
    return text if len(seats) <= 4 else "%d of %d" % (len(seats), players)


def menu_line(menu):
    """Setup: which page of how many, what it asks and the choice in force."""
    from lysbord.ui.board import menu as m

    s = menu.app.settings
    pages = menu.pages()
    page = menu.page if menu.page in pages else pages[-1]
    tail = ""  # said too when it fits
    if page == m._GAME:
        text = "game page: choose a game (now %s)" % GAME_TITLES[GAMES.index(s.game)]
    elif page == m._MODE:
        text = "mode: referee or virtual deck (now %s)" % ("virtual deck" if s.virtual else "referee")
    elif page == m._PLAYERS:
        text = "players: how many play (now %d)" % s.players
    elif page == m._TEAMS:
        text = "teams: two or three (now %d)" % s.teams
    elif page == m._BOTS:
        bots = s.bot_mask()
        if bots:
            level = ("easy", "normal", "hard")[s.level]
            seats = _seats(bots, s.players)
            text = "bots: seat%s %s (%s)" % ("" if seats.isdigit() else "s", seats, level)
            tail = "; tap a seat to switch"
        else:
            text = "bots: none"
            tail = "; tap a seat to make it a bot"
    elif page == m._ADVANCED:
        text = "one-eyed jacks break sequences (now %s)" % ("on" if s.advanced else "off")
    elif page == m._WINNABLE:
        text = "winnable deals only (now %s)" % ("on" if s.winnable else "off")
    else:
        text = "brightness %d of 8" % s.brightness
    line = "Setup %d/%d \u00b7 %s" % (pages.index(page) + 1, len(pages), text)
    if page == pages[-1]:
        tail = "; green starts the game"
    return line + tail if len(line + tail) <= WIDTH else line


def screen_line(app):
    """The caption of a screen other than play: setup, the resume offer, the pause menu..."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Menu":
        return menu_line(screen)
    if name == "Resume":
        return "Resume: green resumes the saved game, red starts a new one"
    if name == "Pause":
        if app.table.asking:  # the seat-phones cells blink
            return "Pause: a phone asks: the sky-blue cells open seat phones"
        return "Pause: green returns to the game, red sets up a new one"
    if name == "Consent":
        return consent_line(app, screen)
    if name == "Boot":
        return "power-up sweep (any key skips it)"
    if name == "Notice":
        return app.notice or "notice: %s" % screen.text
    if name == "Banner":
        return "news from the web side: %s" % screen.text
    if name == "Penalty":
        return "silent-play penalty: the team's colour and -1"
    return name.lower()


def consent_line(app, consent):
    """The seat-phones page: what the table does there now."""
    if consent.confirm >= 0:
        return "seat %d is a phone's: tap it again to give it to the new one" % (consent.confirm + 1)
    if consent.typed:
        return "seat phones: %d of 3 cells typed, as the phone shows them" % len(consent.typed)
    if app.table.asking:
        return "seat phones: type the 3 cells the phone shows; red: refuse"
    return "seat phones: no phone asks; amber goes back"


def guide_line(app):
    """The line under the key hints when nothing else is said there: in setup, how to go on."""
    if type(app.screen).__name__ != "Menu":
        return ""
    menu = app.screen
    last = menu.page == menu.pages()[-1]
    go = "starts the game" if last else "goes on"
    return "setup: tap a choice; the green cell (bottom right) %s, amber (bottom left) back" % go


# --- why a press was refused ----------------------------------------------------------


def _not_now(game, play):
    """Why nothing may be played now in a game: over, or a bot's turn; '' when a person may."""
    if game.over:
        return "the game is over: Menu, then red, sets up a new one"
    if play.bots >> game.turn & 1:
        return "seat %d is a bot: wait for its move" % (game.turn + 1)
    return ""


def _play_refusal(app, play, key, kind, error):
    """Why Sequence's play screen refused a key (the rules' own words when they said why)."""
    game = play.game
    lite = app.status_count == 0  # the lite board: holding Jack shows the hand
    reveal = "hold Jack" if lite else "hold Reveal"
    if key == events.UNDO or (key == events.MENU and kind == events.LONG):
        return "nothing to undo"
    if key == events.REVEAL or (key == events.JACK and kind == events.LONG):
        return _not_now(game, play) or "Reveal shows a hand only with the virtual deck"
    if key == events.JACK:
        return _not_now(game, play) or "no jack to play: none in hand, or no cell it could take"
    if not 0 <= key < 100:
        return "%s does nothing in play" % _KEYS.get(key, "that key")
    why = _not_now(game, play)
    if why:
        return why
    if error:
        return error
    card = layout.LAYOUT[key]
    if play.paying:
        return "team %s pays a penalty: %s, tap a card to give" % (TEAM_NAMES[game.team_to_move], reveal)
    if card == layout.CORNER:
        return "a corner is every team's: nothing is played there"
    from lysbord import cards

    if game.virtual and not play._in_hand(card):
        return "%s is not in your hand (%s to see it)" % (cards.name(card), reveal)
    if game.chip(key) >= 0:
        return "%s here is covered; its twin is free (hold to find it)" % cards.name(card)
    return "not a move now"


def _menu_refusal(menu, key):
    from lysbord.ui.board import menu as m

    if key == events.MENU or key == m._BACK:
        return "the first page: nothing to go back to"
    if not 0 <= key < 100:
        return "%s does nothing in setup (Menu goes back)" % _KEYS.get(key, "that key")
    if menu.page == m._BOTS:
        if key in m.LEVEL_CELLS:
            return "no bots yet: tap a seat (rows 8-9) to make one"
        return "tap a seat (rows 8-9) or a bots' level (bottom row)"
    choices = menu.values()[0]
    rows = "rows 8 and 10" if len(choices) > 10 else "row 9"
    return "no choice on that cell: the choices are on %s" % rows


def _pause_refusal(app, pause, key):
    from lysbord.ui.board import pause as p

    teams = pause._teams()
    for team in range(teams):
        if key == p.penalty_cell(team, teams):
            return "team %s cannot be penalised now (paying, or no cards)" % TEAM_NAMES[team]
    if not 0 <= key < 100:
        return "%s does nothing here: Menu returns to the game" % _KEYS.get(key, "that key")
    return "nothing on that cell: green returns to the game"


def why_refused(app, key, kind, error=""):
    """In words, why the screen on show refused key (kind: the event's kind); error: the
    rules' own reason when a move was tried and refused."""
    screen = app.screen
    name = type(screen).__name__
    if name == "Play":
        return _play_refusal(app, screen, key, kind, error)
    if name == "TablePlay":
        if key == events.UNDO or kind == events.LONG:
            return "nothing to undo"
        return "the board shows this game: play it from phones (w)"
    if name == "Menu":
        return _menu_refusal(screen, key)
    if name == "Resume":
        return "press the green block (resume) or the red one (new game)"
    if name == "Pause":
        return _pause_refusal(app, screen, key)
    if name == "Consent":
        if 10 <= key < 90:
            return "no phone asks with that code: check the phone's cells"
        return "type the phone's cells on rows 2-9; amber goes back"
    return error or "that key does nothing here"


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
        text = "refused: " + self.reason
        return text if len(text) <= width else text[: width - 1] + "\u2026"
