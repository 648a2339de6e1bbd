# The console front end for any game module: pass-and-play in a terminal or over a
# Pico's USB serial (input()/print() only), with bots in any seat.
import sys

from lysbord.bots import levels
from lysbord.compat import const, ticks_ms
from lysbord.i18n import NP_, _, pgettext
from lysbord.ui.console import words

_LISTED = const(8)  # a refusal lists the legal moves when there are at most this many
# Clears the screen (and the scroll-back) before the next hand, so no earlier hand stays in
# view; the blank lines push it away on terminals that ignore the escapes.
CLEAR = "\n" * 40 + "\x1b[H\x1b[2J\x1b[3J"
QUIT = ("quit", "q")  # typed at any prompt, setup's questions as well as the game's


def said(word, english):
    """True when word (lower case) is the command english, in English or the language in use."""
    return word in english or word == pgettext("command", english[0]).lower()


def quitting(word):
    """True for quit (or q) in English or the language in use."""
    return said(word, QUIT)


# The bot levels' words (bots.levels.LEVELS), shown and typed in the player's language
_LEVEL_WORDS = (NP_("bot level", "easy"), NP_("bot level", "normal"), NP_("bot level", "hard"))


def level_name(level):
    """A bot level's word in the language in use."""
    return pgettext("bot level", level)


class Quit(Exception):
    """quit (or q) typed at one of setup's questions: the session ends, nothing dealt."""


def _module(name):
    """Import lysbord.<name> and return it (works the same on MicroPython)."""
    __import__(name)
    return sys.modules[name]


def seat_numbers(words):
    """The seats (0-based, sorted, once each) that words name, 1-based as typed: '2', or a
    range '2-3' as the bots' prompt shows them; ValueError for anything else."""
    seats = []
    for word in words:
        ends = word.split("-")
        if len(ends) > 2:
            raise ValueError(word)
        for seat in range(int(ends[0]), int(ends[-1]) + 1):
            if seat - 1 not in seats:
                seats.append(seat - 1)
    seats.sort()
    return tuple(seats)


def verbs_of(names):
    """The first words of move names, lower case ('play', 'look', ...)."""
    return [name.split()[0].lower() for name in names]


class Console:
    """One game session; read(prompt) -> str and write(text) are injectable for tests."""

    def __init__(self, game_name, read=input, write=print):
        self.name = game_name
        self.rules = _module("lysbord.games." + game_name)
        self.text = _module("lysbord.ui.console." + game_name)
        try:
            self.bot_module = _module("lysbord.bots.%s.normal" % game_name)
        except ImportError:
            self.bot_module = _module("lysbord.bots.random_bot")
        self.verbs = getattr(self.text, "VERBS", ())  # the game's move words, shown in the player's language
        self.level = "normal"  # of every bot seat: easy, normal or hard
        # Every line within 80 columns, whatever the language: longer ones break at a space.
        self.read = lambda prompt: read(words.fit(prompt))
        self.write = lambda text: write(words.fit(text))

    def say(self, move):
        """A move's name as the player reads it (and may type it)."""
        return words.say_move(self.rules.move_name(move), self.verbs)

    # --- questions -----------------------------------------------------------
    def answer(self, prompt):
        """One line read at a question, stripped; quit or q raises Quit."""
        answer = self.read(prompt).strip()
        if quitting(answer.lower()):
            raise Quit()
        return answer

    def ask(self, question, default):
        """Ask until the answer fits the default's type (bool or int); Enter keeps it."""
        while True:
            if isinstance(default, bool):
                # Translators: the letters typed for yes and no ("j", "n"); the whole words are understood too
                yes, no = pgettext("answer", "y"), pgettext("answer", "n")
                shown = yes.upper() + "/" + no if default else yes + "/" + no.upper()
                answer = self.answer("%s [%s] " % (_(question), shown)).lower()
                if not answer:
                    return default
                if answer in ("y", "yes", yes.lower(), pgettext("answer", "yes").lower()):
                    return True
                if answer in ("n", "no", no.lower(), pgettext("answer", "no").lower()):
                    return False
                self.write(_("expected %s or %s, got %r") % (yes, no, answer))
                continue
            answer = self.answer("%s [%d] " % (_(question), default))
            if not answer:
                return default
            try:
                return int(answer)
            except ValueError:
                self.write(_("expected a whole number (or quit), got %r") % answer)

    def ask_seats(self, players, default):
        """The seats (1-based on screen) that bots play; a level word sets the bots' level."""
        offered = [name for name in levels.LEVELS if levels.has_level(self.name, name)]
        none = pgettext("seats", "none")
        while True:
            shown = " ".join(str(s + 1) for s in default) or none
            answer = self.answer(
                _("Seats played by bots (1-%d, '%s'; add %s for their level) [%s] ")
                % (players, none, "/".join(level_name(n) for n in offered), shown)
            )
            words = answer.strip().lower().replace(",", " ").split()
            for name in offered:
                for word in (name, level_name(name).lower()):
                    if word in words:
                        self.level = name
                        words.remove(word)
            answer = " ".join(words)
            if not answer:
                return default
            if answer in ("none", none.lower()):
                return ()
            try:
                seats = seat_numbers(words)
            except ValueError:
                seats = (-1,)
            if seats and 0 <= seats[0] and seats[-1] < players:
                return seats
            self.write(_("expected seat numbers 1-%d (like 2 3, or 2-3), got %r") % (players, answer))

    def setup(self):
        """Ask players, bots, options and seed; return the new game (Quit if quit is typed)."""
        self.write("== %s ==" % _(self.text.TITLE))
        counts = self.rules.PLAYERS
        while True:
            players = counts[0]
            if len(counts) > 1:  # a solitaire has nothing to ask here
                players = self.ask(_("Players (%s)") % ", ".join(str(n) for n in counts), counts[0])
                if players not in counts:
                    self.write(_("expected one of %s, got %d") % (", ".join(str(n) for n in counts), players))
                    continue
            self.bots = self.ask_seats(players, tuple(range(1, players))) if players > 1 else ()
            options = {}
            # A text module may ask only what fits the player count (teams only for 6 and 12).
            chosen = self.text.options(players) if hasattr(self.text, "options") else self.text.OPTIONS
            for key, question, default in chosen:
                options[key] = self.ask(question, default)
            self.seed = self.ask(_("Seed (the same seed deals the same game)"), ticks_ms() % 100000)
            pick_deal = getattr(self.text, "pick_deal", None)  # e.g. "winnable deals only"
            if pick_deal:
                self.seed, note = pick_deal(options, self.seed)
                if note:
                    self.write(note)
            try:
                return self.rules.new_game(players, self.seed, **options)
            except ValueError as exc:
                self.write(_("cannot start: %s") % _(str(exc)))

    # --- playing ---------------------------------------------------------------
    def run(self):
        """Play one game to its end (or until 'quit'); return the game."""
        try:
            game = self.setup()
        except Quit:
            self.write(_("(quit before the deal: no game was played)"))
            return None
        except EOFError:
            self.write(_("(input closed)"))
            return None
        try:
            self.players = [
                levels.make(self.name, self.level, s, self.seed * 31 + s) if s in self.bots else None
                for s in range(game.players)
            ]
            self.play(game)
        except EOFError:
            self.write(_("(input closed)"))
            return None
        return game

    def play(self, game):
        humans = sum(1 for p in self.players if p is None)
        shown = -1
        while not game.over:
            seat = game.turn
            bot = self.players[seat]
            if bot is not None:
                move = levels.decide(bot, game, seat)
                self.write(_("Seat %d (bot): %s") % (seat + 1, self.say(move)))
                game.play(move)
                continue
            if humans > 1 and seat != shown:
                self.write(_("Seat %d to play: everyone else look away.") % (seat + 1))
                if quitting(self.read(_("Seat %d, press Enter when ready ") % (seat + 1)).strip().lower()):
                    return
            shown = seat
            self.write(self.text.render(game.view(seat), seat))
            advise = getattr(self.text, "advise", None)  # a solver's hint, where the game has one
            advice = advise(game) if advise else None
            if advice:
                self.write(advice)
            if self.human_turn(game, seat) == "quit":
                return
            if humans > 1 and game.turn != seat:
                self.write(CLEAR)  # this hand leaves the screen before anyone else sits down
                shown = -1
        self.finish(game)

    def human_turn(self, game, seat):
        """Read commands until one move is played; 'quit' ends the game."""
        legal = game.legal_moves()
        while True:
            entry = self.read((_("Seat %d> ") % (seat + 1)) if game.players > 1 else "> ").strip()
            low = entry.lower()
            if said(low, ("help", "?")):
                for i, move in enumerate(legal):
                    self.write("%3d  %s" % (i + 1, self.say(move)))
                self.write(
                    _("Type a number or a move; '%s', '%s'.")
                    % (pgettext("command", "undo"), pgettext("command", "quit"))
                )
            elif quitting(low):
                return "quit"
            elif said(low, ("undo",)):
                if self.undo(game):
                    return "undo"
            elif entry:
                move = self.pick(entry, legal)
                if move is not None:
                    try:
                        game.play(move)
                        return "played"
                    except ValueError as exc:
                        self.write(_("not played: %s%s") % (_(str(exc)), self.options_text(self.choices(legal))))

    def pick(self, entry, legal):
        """The move an entry names: a help number, a move name, or parse_move's reading."""
        if entry.isdigit():
            number = int(entry)
            if 1 <= number <= len(legal):
                return legal[number - 1]
            self.write(
                _("expected a number 1-%d from '%s', got %d") % (len(legal), pgettext("command", "help"), number)
            )
            return None
        typed = " ".join(entry.lower().split())
        for move in legal:
            if typed in (self.say(move).lower(), self.rules.move_name(move).lower()):
                return move
        names = self.choices(legal)
        canonical = words.read_move(entry, self.verbs)  # the English the rule module reads
        try:
            move = self.rules.parse_move(canonical)
        except ValueError as exc:
            # The parser's reason helps when the right word was typed with a wrong detail
            # ('look 1 9'); after a word the moment has no use for it would mislead.
            if names is None or entry.split()[0].lower() in verbs_of(names) + verbs_of(self.choices(legal, True)):
                self.write(_("not understood: %s%s") % (_(str(exc)), self.options_text(names)))
            else:
                self.write(_("not understood: %r%s") % (entry, self.options_text(names)))
            return None
        if move not in legal and names is not None:
            typed = " ".join(canonical.lower().split())
            named = self.rules.move_name(move).lower()
            verb = named.split()[0]
            # 'TC' for 'play TC' while cards are played: the game says why not (must follow
            # suit). Read as another move than typed ('look 1 1' as 'look 1'), or as a kind of
            # move the moment has no use for ('QS' while give or run is asked): only what fits.
            if named != typed and not (named.endswith(" " + typed) and verb in verbs_of(self.choices(legal, True))):
                self.write(_("not a move now: %r%s") % (entry, self.options_text(names)))
                return None
        return move

    def choices(self, legal, english=False):
        """The legal moves' names (as the player reads them, or the rule module's English) when they
        are few enough to list in a line, else None."""
        names = []
        for move in legal:
            name = self.rules.move_name(move) if english else self.say(move)
            if name not in names:
                names.append(name)
        return names if len(names) <= _LISTED else None

    def options_text(self, names):
        """The end of a refusal: what can be typed now."""
        if names:
            return _(". You can: %s.") % ", ".join(names)
        return _(" (type '%s' for the moves)") % pgettext("command", "help")

    def undo(self, game):
        """Take back moves until a human is to move again; False if there is nothing."""
        if not game.can_undo():
            self.write(_("nothing to undo"))
            return False
        game.undo()
        while game.can_undo() and self.players[game.turn] is not None:
            game.undo()
        self.write(_("undone: seat %d to move") % (game.turn + 1))
        return True

    def finish(self, game):
        shown = ""  # the last table, as the first human seat sees it
        for seat in range(game.players):
            if self.players[seat] is None:
                shown = self.text.render(game.view(seat), seat)
                self.write(shown)
                break
        winners = game.winners()
        scores = game.scores()
        if game.players == 1:
            self.write(
                (_("Game over: won (score %d).") if winners else _("Game over: not won (score %d).")) % scores[0]
            )
            return
        if getattr(self.text, "SAYS_WHO_WON", False) and shown:
            pass  # the game's own text said who won, in its words: one line, not two
        elif winners:
            self.write(_("Game over. Winners: seat %s.") % ", ".join(str(s + 1) for s in winners))
        else:
            self.write(_("Game over: no winner."))
        # One score per seat, or per team (Sequence's teams A, B, C).
        by_team = getattr(self.text, "SCORED_BY_TEAM", False)
        label = _("team %s") if by_team else _("seat %s")
        marks = "ABC" if by_team else [str(n) for n in range(1, len(scores) + 1)]
        self.write(_("Scores: %s.") % ", ".join((label % marks[i]) + " %d" % scores[i] for i in range(len(scores))))


def main(game_name="sequence", read=input, write=print):
    """Run one console game of game_name."""
    return Console(game_name, read, write).run()
