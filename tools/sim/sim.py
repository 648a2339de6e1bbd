# `make run` / `make sim`: the board's firmware on the PC, over the simulated hardware,
# drawn in the terminal. Keys and mouse clicks close the fake key contacts; the real scan code debounces them.
"""Usage: python tools/sim/sim.py [--profile full|lite] [--seed N] [--demo] [--bringup]
                             [--flash DIR] [--fresh]
                             [--frames N [--every MS]] [--script FILE] [--plain]
                             [--port N] [--host ADDR | --no-web]

Played at the keyboard, the board also serves its table on http://127.0.0.1:8080 (the
same server code as the Pico W): open it in browser windows, one per player's hand; w
shows the link (and how phones get in). --host 0.0.0.0 lets phones on your network in:
w then shows this computer's address on the network and a QR code for it.

The board's flash (its saved game and settings) is kept in a folder, by default
build/sim-flash/<profile>: quit and start again and the board offers to resume, as
after a power cut. --fresh goes past that offer to setup, as the offer's red block
does: the saved game stays saved until a new game is dealt (make forget removes it).
Runs with --demo, --frames or --script use a flash in memory unless --flash names a folder.
A second simulator on a flash another one is using says so and plays with a flash in memory,
saving nothing (the lock beside the folder, build/sim-flash/<profile>.lock, holds the first
one's process number; one left by a crash is ignored).

Keys: arrows move the cell cursor (on the lite board: the cursor pad), Enter or space
taps the cell (lite: the centre key), f holds/releases the cell (card finder),
m Menu, j Jack, u Undo (a long press), r holds/releases Reveal, w the phones' link, q quits.
Mouse: press a cell to press its key; hold it to find its twin.

--bringup powers up with JACK held, as a builder starts the bring-up on the board: every
LED walked in chain order, the current limit, then keys and buttons by name. The board
leaves it when MENU is held: in a script `long menu`; at the keyboard q quits.

Script lines (--script): `wait MS`, `tap CELL|KEY`, `press CELL|KEY MS`, `long KEY`,
`hold KEY`, `release KEY`, `show`; KEY is menu, jack, undo, reveal, up, down, left,
right, center or a cell number. The screen is printed at every `show` and at the end.
"""

import argparse
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
TOOLS = os.path.dirname(HERE)
ROOT = os.path.dirname(TOOLS)
sys.path[:0] = [os.path.join(ROOT, "firmware"), HERE, TOOLS]

from simboard import SimBoard  # noqa: E402
from simcaption import GAME_TITLES, WIDTH, Refusals, mode, screen_line, team  # noqa: E402
from simtext import N_, _  # noqa: E402
from simview import View  # noqa: E402

from lysbord import events, i18n  # noqa: E402
from lysbord.table import GAMES  # noqa: E402

_TAP_MS = 80
_LONG_MS = 1000
FLASH_HOME = os.path.join(ROOT, "build", "sim-flash")


def open_flash(folder):
    """The simulated flash kept in folder."""
    from fakes.fakefs import DiskFS

    return DiskFS(folder)


def lock_path(folder):
    """The lock beside folder (build/sim-flash/full.lock), outside it: the flash holds only the board's files."""
    return os.path.normpath(folder) + ".lock"


def _simulator_running(pid):
    """True if process pid lives and (where /proc tells) is a simulator: a lock left by a crash,
    or whose number another program has since been given, is stale."""
    if pid <= 0 or pid == os.getpid():
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        pass  # alive, another user's
    except OSError:
        return False
    try:
        with open("/proc/%d/cmdline" % pid, "rb") as f:
            return b"sim.py" in f.read()
    except OSError:
        return True  # no /proc here: a live process is taken at its word


def take_flash(folder):
    """Lock folder for this run; 0 when it is this run's now, else the pid of the simulator using it."""
    path = lock_path(folder)
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    for _attempt in range(2):
        try:
            handle = os.open(path, os.O_CREAT | os.O_EXCL | os.O_WRONLY, 0o644)
        except FileExistsError:
            try:
                with open(path) as f:
                    holder = int(f.read().strip() or 0)
            except (OSError, ValueError):
                holder = 0
            if _simulator_running(holder):
                return holder
            try:
                os.remove(path)  # stale: its simulator is gone
            except FileNotFoundError:
                pass
            continue
        with os.fdopen(handle, "w") as f:
            f.write("%d\n" % os.getpid())
        return 0
    return -1


def release_flash(folder):
    """Remove this run's lock on folder (another run's is left alone)."""
    path = lock_path(folder)
    try:
        with open(path) as f:
            mine = f.read().strip() == str(os.getpid())
        if mine:
            os.remove(path)
    except (OSError, ValueError):
        pass


def flash_in_use(folder, holder):
    """What a second simulator on the same flash says before the board takes the screen."""
    if holder > 0:
        first = _("Another simulator (process %(pid)d) is using the flash in %(folder)s:") % {
            "pid": holder,
            "folder": os.path.relpath(folder),
        }
    else:
        first = _("Another simulator is using the flash in %s:") % os.path.relpath(folder)
    return (
        first
        + "\n"
        + _(
            "this one plays with a flash in memory and saves nothing; the other's saves stay\n"
            "as that one leaves them. To keep this one's games, quit the other first."
        )
    )


def past_the_resume_offer(sim):
    """--fresh: on to setup as the resume offer's red block does (Menu on both boards), so the
    saved game is never erased: it stays saved until a new game is dealt, as on the board."""
    for _step in range(100):  # the boot sweep, some 1.2 s
        if type(sim.app.screen).__name__ != "Boot":
            break
        sim.advance(20)
    if type(sim.app.screen).__name__ == "Resume":
        sim.press(events.MENU, _TAP_MS)


def key_id(word):
    """A key id from a name ('menu', 'up', ...) or a cell number."""
    for key, text in events.BUTTON_NAMES.items():
        if text == word.lower():
            return key
    try:
        cell = int(word)
    except ValueError:
        cell = -1
    if not 0 <= cell < 100:
        raise ValueError(
            _("expected a cell 0-99 or a key name (%(keys)s), got %(word)r")
            % {"keys": ", ".join(events.BUTTON_NAMES.values()), "word": word}
        )
    return cell


def info_line(sim, width=WIDTH):
    """The caption over the board, in at most width columns: why a press was just refused
    (when sim.refusals watches), else the page on show and its choice in force, whose turn it
    is, and the jack chosen on the board (Jack once, twice; again cancels)."""
    refusals = getattr(sim, "refusals", None)
    refused = refusals.line(width) if refusals is not None else ""
    if refused:
        return refused
    app = sim.app
    play = app.play
    if play is None or app.screen is not play:
        return screen_line(app)
    game = play.game
    if app.table.name != "sequence":  # moves come from phones or bots
        title = GAME_TITLES[GAMES.index(app.table.name)]
        if game.over:
            seats = ", ".join(str(s + 1) for s in game.winners())
            return _("%(game)s: game over, seats %(seats)s won") % {"game": title, "seats": seats}
        if play.bots >> game.turn & 1:
            return _("%(game)s: seat %(seat)d to move (bot)") % {"game": title, "seat": game.turn + 1}
        return _("%(game)s: seat %(seat)d to move (a phone)") % {"game": title, "seat": game.turn + 1}
    how = mode(game.virtual)
    # Seats count from 1 like the status LEDs; teams are named by their colour (blue is
    # status LED 1 and the top-left corner, green LED 2 / top-right, red LED 3 / bottom-left).
    if game.over:
        if game.winner >= 0:
            return _("%(mode)s: game over, %(team)s wins") % {"mode": how, "team": team(game.winner)}
        return _("%s: game over, a draw") % how
    jack = getattr(play, "jack", 0)  # play.py: 1 a two-eyed jack chosen, 2 a one-eyed one
    values = {"seat": game.turn + 1, "team": team(game.team_to_move), "mode": how}
    if jack and not play.paying:
        if jack == 1:
            text, keys = _("seat %(seat)d (%(team)s) two-eyed jack: tap a free cell") % values, _(" (j: next)")
        else:
            text, keys = _("seat %(seat)d (%(team)s) one-eyed jack: tap a blinking chip") % values, _(" (j: cancel)")
        return text + keys if len(text + keys) <= width else text
    bot = play.bots >> game.turn & 1
    if play.paying:
        if bot:
            return _("%(mode)s: seat %(seat)d (bot, %(team)s) pays the penalty") % values
        return _("%(mode)s: seat %(seat)d (player, %(team)s) pays the penalty") % values
    if bot:
        return _("%(mode)s: seat %(seat)d (bot, %(team)s) to move") % values
    return _("%(mode)s: seat %(seat)d (player, %(team)s) to move") % values


def run_script(sim, view, lines, out):
    """Play script lines against the simulator, printing the screen at `show`."""
    for number, line in enumerate(lines, 1):
        words = line.split("#")[0].split()
        if not words:
            continue
        verb = words[0]
        try:
            if verb == "wait":
                sim.advance(int(words[1]))
            elif verb == "tap":
                sim.press(key_id(words[1]), _TAP_MS)
            elif verb == "press":
                sim.press(key_id(words[1]), int(words[2]))
            elif verb == "long":
                sim.press(key_id(words[1]), _LONG_MS)
            elif verb == "hold":
                sim.hold(key_id(words[1]))
                sim.advance(20)
            elif verb == "release":
                sim.release(key_id(words[1]))
                sim.advance(20)
            elif verb == "show":
                out.write("\n".join(view.lines(-1, info_line(sim))) + "\n\n")
            else:
                raise ValueError(_("expected wait, tap, press, long, hold, release or show, got %r") % verb)
        except (IndexError, ValueError) as exc:
            raise SystemExit(_("script line %(line)d: %(why)s") % {"line": number, "why": exc}) from None


# argparse's own words (it looks them up through its module's gettext): in the catalogs too, so
# --help and a mistyped option speak the simulator's language.
ARGPARSE_WORDS = (
    N_("usage: "),
    N_("options"),
    N_("show this help message and exit"),
    N_("%(prog)s: error: %(message)s\n"),
    N_("unrecognized arguments: %s"),
    N_("argument %(argument_name)s: %(message)s"),
    N_("expected one argument"),
    N_("invalid %(type)s value: %(value)r"),
    N_("invalid choice: %(value)r (choose from %(choices)s)"),
)


def main(argv=None, environ=None):
    import console  # the console's choice of language (--lang, LC_ALL, LC_MESSAGES, LANG), for main alone:
    # the board in a browser imports this module for its captions and has no console

    environ = os.environ if environ is None else environ  # looked up here: the browser's os has none
    code, argv, chosen = console.language(["sim.py"] + list(sys.argv[1:] if argv is None else argv), environ)
    if code is None:
        print("expected a language for --lang: %s; got %r" % (console.languages_text(), chosen))
        return 2
    try:
        i18n.use(code)
    except ValueError as exc:  # a table not built: say so, and play in English
        print("%s; playing in English" % exc)
    argparse._ = _  # argparse's words through the catalogs
    parser = argparse.ArgumentParser(
        prog="sim.py", description=_("Lysbord simulator: the firmware on simulated hardware.")
    )
    parser.add_argument(
        "--profile",
        default="full",
        choices=("full", "lite"),
        help=_("the board: full (a key under every cell, four buttons, status LEDs; default) or lite (a cursor pad)"),
    )
    parser.add_argument("--seed", type=int, default=None, help=_("deal seed (default: the clock)"))
    parser.add_argument("--demo", action="store_true", help=_("bots in every seat: the board plays itself"))
    parser.add_argument("--bringup", action="store_true", help=_("power up with JACK held: the builder's bring-up"))
    parser.add_argument("--frames", type=int, default=0, help=_("print N screens, one every --every ms, then stop"))
    parser.add_argument("--every", type=int, default=1000, help=_("ms of board time between printed screens"))
    parser.add_argument("--script", help=_("run the key script in FILE, printing the screen at each `show`"))
    parser.add_argument("--plain", action="store_true", help=_("no colour escapes: one letter per LED colour"))
    parser.add_argument(
        "--flash",
        metavar="DIR",
        help=_("keep the board's flash (saves) in DIR (default: %s/<profile>)") % os.path.relpath(FLASH_HOME),
    )
    parser.add_argument(
        "--fresh",
        action="store_true",
        help=_("start at setup, not the resume offer; the saved game stays until a new one is dealt"),
    )
    parser.add_argument("--port", type=int, default=8080, help=_("the web server's port (default 8080)"))
    parser.add_argument(
        "--host",
        default="127.0.0.1",
        help=_(
            "the web server's address: 127.0.0.1 (default) this computer only; 0.0.0.0 lets phones on your network in"
        ),
    )
    parser.add_argument("--no-web", action="store_true", help=_("no web server: the board alone"))
    parser.add_argument(
        "--lang",
        metavar="CODE",
        help=_(
            "the board's language, kept as its language page keeps it: %s; without it, a language saved "
            "on the board, else the locale's (LC_ALL, LC_MESSAGES or LANG), else English"
        )
        % console.languages_text(),
    )
    args = parser.parse_args(argv)
    args.lang = code if chosen is not None else None  # the locale alone is no choice: a saved one wins
    folder = args.flash
    if folder is None and not (args.demo or args.frames or args.script):
        folder = os.path.join(FLASH_HOME, args.profile)
    holder = take_flash(folder) if folder else 0
    if holder:  # two runs on one flash would overwrite each other's saves
        scripted = bool(args.frames or args.script)
        print(flash_in_use(folder, holder), file=sys.stderr if scripted else sys.stdout)
        folder = None
        if not scripted and sys.stdin.isatty():
            try:
                input(_("Enter plays with a flash in memory; Ctrl-C stops. "))
            except (KeyboardInterrupt, EOFError):
                print()
                return 1
    try:
        return _run(args, folder)
    finally:
        if folder:
            release_flash(folder)


def _run(args, folder):
    """The run itself, on the flash in folder (None: in memory)."""
    fs = open_flash(folder) if folder else None
    seed = args.seed
    if seed is None and not (args.frames or args.script):
        import time

        seed = int(time.time()) & 0xFFFFFF
    sim = SimBoard(args.profile, fs=fs, seed=seed, demo=args.demo, held=(events.JACK,) if args.bringup else ())
    if args.lang:  # chosen on the command line: as if on the board's language page, and kept
        sim.app.set_language(args.lang, keep=True)
    if args.bringup:
        sim.release(events.JACK)  # let go at once: the scanner keeps it silent, the app saw it held
    if args.fresh:
        past_the_resume_offer(sim)
    sim.refusals = Refusals(sim)  # the caption says why a press was refused
    view = View(sim, colour=not args.plain)
    if args.script or args.frames:
        if args.script:
            with open(args.script) as f:
                run_script(sim, view, f.read().splitlines(), sys.stdout)
        for _frame in range(args.frames):
            sim.advance(args.every)
            sys.stdout.write("\n".join(view.lines(-1, info_line(sim))) + "\n\n")
        if args.script and not args.frames:
            sys.stdout.write("\n".join(view.lines(-1, info_line(sim))) + "\n")
        return 0
    if not sys.stdin.isatty():  # piped or scripted: no keys to read, no screen to draw on
        print(_("The simulator plays in a terminal; without one, --frames N or --script FILE print its screens."))
        return 2
    from simterm import interactive

    caption = info_line
    web = problem = None
    if args.no_web:
        problem = _("--no-web: the board plays without phones")
    else:
        said = []
        web = start_web(sim, args.port, args.host, said)
        problem = said[0] if said else None
        if web is None:  # said before the board takes the screen, where it can be read
            try:
                input(_("Enter plays without phones; Ctrl-C stops. "))
            except (KeyboardInterrupt, EOFError):
                print()
                return 1
    if web is not None:

        def caption(sim, width=WIDTH):
            # The address when it fits beside the title.
            text = info_line(sim, width)
            more = _("  phones: %s") % web.url
            return text + more if len(text) + len(more) <= width - 2 else text

    try:
        return interactive(sim, view, caption, phones_page(web, problem))
    finally:
        if web is not None:
            web.stop()
        print(farewell(folder))


def farewell(folder):
    """What is said on quitting: where the game is kept and how to come back to it."""
    if folder is None:
        return _("Bye: this run's flash was in memory; nothing was saved.")
    return _("Bye: every move is saved in %s; `make run` offers to resume it, `make forget` forgets it.") % (
        os.path.relpath(folder)
    )


def start_web(sim, port, host="127.0.0.1", said=None):
    """The board's web server on host:port for this board's table (phones as hands); None when
    it cannot start, said at once (before the board takes the screen) and added to said."""
    try:
        from simweb import SimWeb

        return SimWeb(sim, port, host).start()
    except (ImportError, RuntimeError) as exc:
        problem = _("no web server (%s); the board plays on alone") % (exc,)
        print(problem)
        if said is not None:
            said.append(problem)
        return None


def phones_page(web, problem=None):
    """What w shows in place of the board: the page's address and, when a phone can reach
    it, its QR code; on 127.0.0.1, that a phone cannot and how to let phones in."""
    back = _("w or Esc: back to the board   q: quit")
    if web is None:
        return [problem or _("No web server: the board plays without phones."), "", back]
    from simweb import lan_address, terminal_qr

    lines = [_("Phones as the players' hands: %s") % web.url, ""]
    if web.local:
        address = lan_address()
        there = ("http://%s:%d/" % (address, web.port)) if address else _("this computer's address on the network")
        said = _(
            "This address is this computer's own: browser windows here reach it (one per\n"
            "player), a phone does not (on a phone, %s is the phone itself).\n"
            "To let phones on your network in, start the simulator with --host 0.0.0.0:"
        )
        lines += (said % web.host).split("\n")
        lines += [
            '    make run ARGS="--host 0.0.0.0"',
            _("and each phone opens %s (w then shows its QR code).") % there,
        ]
    else:
        qr = terminal_qr(web.url)
        if qr:
            lines += qr.splitlines()
        lines += _(
            "Each player scans the code (or opens the address) on a phone on this network\n"
            "and claims a seat; nobody sees another's hand."
        ).split("\n")
    return lines + ["", back]


if __name__ == "__main__":
    sys.exit(main())
