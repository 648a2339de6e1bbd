# Lysbord: play, build a board, test, benchmark. Needs only Python 3.11+, make and node/npm.
# `make` alone lists the targets (help).
PYTHON ?= python3
VENV := .venv
PY := $(VENV)/bin/python
NODE_MP := tools/node_modules/@micropython/micropython-webassembly-pyscript/micropython.mjs
GAME ?= sequence

.PHONY: all help deps venv browser lang web twin test test-lane-1 test-lane-2 test-cpython test-mpy-cross test-micropython test-types test-pico lint bench play run sim flash repl overlay picture clean forget solve pico

all: help

# One screen: what a player, a maker and a contributor type.
help:
	@echo "make <target>   Lysbord, the lit 10x10 game board (README.md)"
	@echo "Playing"
	@echo "  run      Sequence on the lit board in the simulator (LANG=nb, ARGS=--help)"
	@echo "  sim      the same as run"
	@echo "  play     any game in the console: GAME=sequence|kabal|siodemki|cabo|trappe"
	@echo "  web      the phone pages (build/web); run serves them at 127.0.0.1:8080"
	@echo "  twin     the board in a browser: build/twin/index.html, no server, no network"
	@echo "Building a board (board/README.md)"
	@echo "  flash    install onto a Pico: PROFILE=full|full_w|lite [PORT=/dev/ttyACM0]"
	@echo "  repl     MicroPython's prompt on the Pico (Ctrl-C stops the app)"
	@echo "  overlay  the board's print to lay over the cells; full_w: the Wi-Fi QR card"
	@echo "  pico     no Pico at hand: the project on an emulated RP2040 (docs/pico.md)"
	@echo "  venv     the .venv with the board's tools (mpy-cross, mpremote, PDF makers)"
	@echo "Contributing"
	@echo "  test     every check (installs node packages; on Debian chromium, via sudo)"
	@echo "  bench    speed and memory against their targets (PICO=0: no emulated Pico)"
	@echo "  lang     the language tables from locale/*.po (locale/README.md)"
	@echo "  solve    the 7'er kabal solver over seeded deals (DEALS=0-1999)"
	@echo "  picture  the README's picture of the simulator drawn again (tools/sim/sim.png)"
	@echo "Housekeeping"
	@echo "  clean    remove .venv, node packages, builds; keeps saves and Wi-Fi settings"
	@echo "  forget   remove the simulator's saves and build/wifi.json (the passphrase)"
	@echo "  help     this list"

# --- dependencies: a venv with pinned packages, the MicroPython runtime from npm ---
# Three lists, each holding the one before: requirements.txt (playing: run, play),
# requirements-board.txt (flash, repl, overlay, picture), requirements-dev.txt (test, bench).
# Each installs once; a longer list marks the shorter ones done too.
define install_venv
	@$(PYTHON) -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "Lysbord's tools need Python 3.11 or newer (the pinned packages do); name one: make PYTHON=python3.12 ..."; exit 1; }
	$(PYTHON) -m venv $(VENV)
	$(VENV)/bin/pip install --quiet --disable-pip-version-check -r $(1)
endef

$(VENV)/.play: requirements.txt
	$(call install_venv,requirements.txt)
	touch $@

$(VENV)/.board: requirements-board.txt requirements.txt
	$(call install_venv,requirements-board.txt)
	touch $(VENV)/.play $@

$(VENV)/.installed: requirements-dev.txt requirements-board.txt requirements.txt
	$(call install_venv,requirements-dev.txt)
	touch $(VENV)/.play $(VENV)/.board $@

$(NODE_MP): tools/package.json tools/package-lock.json
	cd tools && npm ci --no-audit --no-fund --loglevel=error
	touch $@

deps: $(VENV)/.installed $(NODE_MP)
venv: $(VENV)/.board  # all that run, play, sim, flash, repl and overlay need (no node)

# A real browser for the phone pages' tests: Debian's chromium and its WebDriver (root or sudo).
# Elsewhere: make test CHROMIUM=/path/to/chromium CHROMEDRIVER=/path/to/chromedriver
CHROMEDRIVER ?= /usr/bin/chromedriver
SUDO := $(if $(filter 0,$(shell id -u)),,sudo)
$(CHROMEDRIVER):
	@echo "installing Debian's chromium and chromium-driver for the browser tests"
	$(SUDO) apt-get update -qq
	$(SUDO) env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium chromium-driver >/dev/null

browser: $(CHROMEDRIVER)

# The phone pages, gzipped as the board serves them (build/web; `make flash` copies them to /www).
# Only the standard library: no venv, so no second install beside another target's (make -j).
web: lang
	$(PYTHON) tools/flashing/build_web.py

# The language tables the firmware loads (locale/*.po -> firmware/lysbord/lang/*.lng; locale/README.md).
lang:
	@$(PYTHON) tools/i18n/catalogs.py compile

# The board in a browser (build/twin, a static folder; docs/twin.md): the firmware `make flash`
# copies (compiled with the venv's mpy-cross) on the pinned MicroPython WebAssembly port.
twin: $(VENV)/.board $(NODE_MP) lang
	$(PY) tools/twin/build_twin.py

# --- the test command: every stage, in two lanes that share the machine's cores ---
# Lane 1 is pytest on CPython; lane 2 the firmware through mpy-cross, the pure suites under
# MicroPython, the type check, the lint and the suites on the emulated RP2040. Each lane's output
# is printed whole when the lane ends; the first stage that fails stops its lane and names itself.
test: deps browser lang web twin
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-lane-1 test-lane-2 || { echo "make test: FAILED (the stage is named above)"; exit 1; }
	@echo "make test: all stages passed"

test-lane-1:
	@$(MAKE) --no-print-directory test-cpython || { echo "make test: FAILED in stage 1 (pytest on CPython)"; exit 1; }

test-lane-2:
	@$(MAKE) --no-print-directory test-mpy-cross || { echo "make test: FAILED in stage 2 (mpy-cross compile of firmware/)"; exit 1; }
	@$(MAKE) --no-print-directory test-micropython || { echo "make test: FAILED in stage 3 (pure suites under MicroPython)"; exit 1; }
	@$(MAKE) --no-print-directory test-types || { echo "make test: FAILED in stage 4 (type check against the Pico stubs)"; exit 1; }
	@$(MAKE) --no-print-directory lint || { echo "make test: FAILED in stage 5 (ruff lint)"; exit 1; }
	@$(MAKE) --no-print-directory test-pico || { echo "make test: FAILED in stage 6 (the emulated RP2040: make flash, the C stack, the chip's suites)"; exit 1; }

test-cpython:
	@echo "== stage 1: pytest on CPython"
	$(PY) -m pytest -q host_tests

test-mpy-cross:
	@echo "== stage 2: mpy-cross compiles every firmware file"
	$(PY) tools/flashing/build_mpy.py --check

test-micropython:
	@echo "== stage 3: pure suites under MicroPython (WebAssembly port under node)"
	node tools/mp_run.mjs host_tests/run_pure.py

test-types:
	@echo "== stage 4: type check of hardware code against the MicroPython rp2 stubs"
	@if [ -f tools/flashing/typecheck.sh ]; then sh tools/flashing/typecheck.sh $(PY); else echo "(no hardware code yet)"; fi

# What only the chip shows, on stock MicroPython on the emulated RP2040 (docs/pico.md): the
# user's `make flash` onto a fresh Pico and over an installed one, and onto a Pico W; the C
# stack at the deepest paths, a scripted tour of every screen and game played pin to pixel
# beside the simulator; the lite board's menu walked with its pad, beside it too; the suites of
# the chip's own port, heap, flash and a short app fuzz (all of them: make pico SUITES=all).
# Saves cut at every flash write: host_tests/test_pico.py.
test-pico:
	@echo "== stage 6: the emulated RP2040: make flash, the C stack on a scripted tour, the chip's suites"
	$(PY) tools/pico/run.py --skip-without-firmware --flash --profile full
	$(PY) tools/pico/run.py --skip-without-firmware --flash --once --profile full_w
	$(PY) tools/pico/run.py --skip-without-firmware --stack
	$(PY) tools/pico/run.py --skip-without-firmware --profile lite
	$(PY) tools/pico/run.py --skip-without-firmware --jobs 1 --suites $(PICO_SUITES) $(PICO_ARGS)

lint:
	@echo "== stage 5: ruff"
	$(VENV)/bin/ruff check .
	$(VENV)/bin/ruff format --check .

# --- the emulated Pico (docs/pico.md): stock MicroPython on an emulated RP2040 ---
# UF2=path ROM=path pick the firmware and boot ROM (default ../shared/pico/); PROFILE=full|lite;
# SUITES=all (or names) runs the pure suites on the chip instead of the scripted game (JOBS=2 boards
# side by side), SCRIPT=file plays a key script, FLASH=1 runs make flash onto a fresh emulated Pico and
# again over it, STACK=1 measures the C stack at the deepest paths, SERVE=1 serves one on a pty.
PICO_ARGS = $(if $(UF2),--uf2 $(UF2)) $(if $(ROM),--rom $(ROM)) $(if $(PROFILE),--profile $(PROFILE))
PICO_SUITES ?= test_rp2_port,test_low_heap,test_hw_store,test_app_fuzz
# The UF2 and the boot ROM are checked, and what the first run installs is said, before deps.
pico: lang
	@$(PYTHON) tools/pico/precheck.py $(PICO_ARGS)
	@$(MAKE) --no-print-directory deps
	nice $(PY) tools/pico/run.py $(PICO_ARGS) $(if $(SUITES),--suites $(SUITES)) $(if $(JOBS),--jobs $(JOBS)) $(if $(SCRIPT),--script $(SCRIPT)) $(if $(FLASH),--flash) $(if $(STACK),--stack) $(if $(SERVE),--serve)

# --- measuring and playing ---
# PICO=0 leaves out the column measured on the emulated RP2040 (minutes of host time);
# UF2=, UF2_W= (the Pico W's) and ROM= pick its firmware and boot ROM (default ../shared/pico/)
bench: deps twin
	$(PY) tools/bench/bench.py $(if $(filter 0,$(PICO)),--no-pico) $(if $(UF2),--uf2 $(UF2)) $(if $(UF2_W),--uf2-w $(UF2_W)) $(if $(ROM),--rom $(ROM))

# 7'er kabal solvability (docs/kabal-solvability.md): MODE=variant|standard|played, DEALS=0-1999,
# LIMIT=positions per deal; results go to build/solve-MODE.txt, RETRY=1 solves the unknowns again,
# JOBS=2 in two processes, LUBY=N spends half the limit (all but PROOF positions) on restarts of
# N x 1, 1, 2, 1, 1, 2, 4... positions, SEED=S shuffles them another way; BEST=N searches the
# unknowns with the best-first search for wins (tools/solver/bestfirst.py) in N runs instead
# (STALL=K: a run ends after K positions without a better score, new runs to the limit)
DEALS ?= 0-1999
MODE ?= variant
LIMIT ?= 2000
solve: $(VENV)/.play
	$(PY) tools/solver/solve.py --mode $(MODE) --deals $(DEALS) --limit $(LIMIT) --out build/solve-$(MODE).txt $(if $(RETRY),--retry) $(if $(JOBS),--jobs $(JOBS)) $(if $(LUBY),--luby $(LUBY)) $(if $(SEED),--seed $(SEED)) $(if $(PROOF),--proof $(PROOF)) $(if $(BEST),--best $(BEST)) $(if $(STALL),--stall $(STALL))

# GAME as one argument, quoted for the shell whatever a player types (7'er kabal, Høyers trappe);
# LANG=nb on make's command line is the console's and the simulator's language (LANG from the shell is the
# locale's, read by the tool); for the simulator ARGS=--lang=nb says it too
LANG_ARG = $(if $(filter command line,$(origin LANG)),--lang '$(subst ','\'',$(LANG))')
play: $(VENV)/.play lang
	$(PY) tools/sim/console.py $(LANG_ARG) '$(subst ','\'',$(GAME))'

run: $(VENV)/.play lang web
	$(PY) tools/sim/sim.py $(LANG_ARG) $(ARGS)

# --- the board: simulator, flashing, overlay (PORT=/dev/ttyACM0 PROFILE=full|lite; MPY_OPT=0 flashes with line numbers) ---
sim: $(VENV)/.play lang web
	$(PY) tools/sim/sim.py $(LANG_ARG) $(ARGS)

# the README's picture of the simulator (a game of two bots), drawn with Pillow from the venv
picture: venv
	mkdir -p build
	$(PY) tools/sim/sim.py --demo --seed 8 --frames 1 --every 55000 > build/sim-shot.txt
	$(PY) tools/sim/ansi2png.py build/sim-shot.txt tools/sim/sim.png

# The profile is checked first (board/*.py), before any install and before a port is touched.
flash:
	@$(PYTHON) tools/flashing/profiles.py $(if $(PROFILE),'$(subst ','\'',$(PROFILE))')
	@$(MAKE) --no-print-directory venv web
	$(PY) tools/flashing/flash.py $(if $(PORT),--port $(PORT)) $(if $(PROFILE),--profile $(PROFILE)) $(if $(FROZEN),--frozen) $(if $(MPY_OPT),--opt $(MPY_OPT))

repl: venv
	@$(VENV)/bin/mpremote $(if $(PORT),connect $(PORT)) repl || { echo "No REPL: is the Pico plugged in (a data cable) with MicroPython on it? Ports: .venv/bin/mpremote connect list; on Linux the dialout group. Step by step: board/README.md"; exit 1; }

overlay:
	@$(PYTHON) tools/flashing/profiles.py $(if $(PROFILE),'$(subst ','\'',$(PROFILE))')
	@$(MAKE) --no-print-directory venv
	$(PY) tools/drawings/overlay.py $(if $(PROFILE),--profile $(PROFILE))

# The player's own files under build/: the simulator's saved games and settings, and the
# Wi-Fi board's network name and passphrase (the QR card's). clean keeps them, and the
# 7'er kabal solver's results (hours of work); forget removes the first two.
KEPT := sim-flash wifi.json solve-*.txt
clean:
	rm -rf $(VENV) tools/node_modules .pytest_cache .ruff_cache .mypy_cache .hypothesis
	@if [ -d build ]; then find build -mindepth 1 -maxdepth 1 $(foreach k,$(KEPT),! -name '$(k)') -exec rm -rf {} +; fi
	@kept=$$(cd build 2>/dev/null && ls -d $(KEPT) 2>/dev/null | sed 's|^|build/|' | tr '\n' ' '); \
	if [ -n "$$kept" ]; then echo "kept $$kept(make forget removes the saved games and the Wi-Fi settings)"; fi

forget:
	@gone=; \
	if [ -e build/sim-flash ]; then rm -rf build/sim-flash; gone=1; echo "removed build/sim-flash: the simulator's saved games and settings"; fi; \
	if [ -e build/wifi.json ]; then rm -f build/wifi.json; gone=1; echo "removed build/wifi.json: the network name and passphrase for new Wi-Fi boards (a flashed board keeps its own /wifi.json)"; fi; \
	[ -n "$$gone" ] || echo "nothing to forget: no saved games (build/sim-flash) and no Wi-Fi settings (build/wifi.json)"
