// The phone's page: the public table, a seat to ask for (the three cells this phone shows, typed
// on the board, seat it and no other phone), then this seat's hand and moves. The seat token stays in localStorage, so a reload or a lost connection
// keeps the seat (or the ask);
// the page asks the board about every second whether anything changed, and gets what it may see.
// Names are other people's text: they only ever go into a page as textContent, never as markup.
"use strict";

const TOKEN_KEY = "lysbord-seat";
const NAME_KEY = "lysbord-name";
const state = { table: null, mine: null, token: null, asking: -1, code: null, chosen: null, picks: [], busy: false, hint: null, myTurn: false };
// What the board needs for a phone to sit: its own consent, given on the board by the players,
// to this phone alone (the code, sent to it only: docs/web.md, "Whom the board trusts").
const ASK_BOARD = N_("On the board press Menu, then seat phones (the two sky-blue cells on its bottom row), then these three cells in order:");

// A refusal in the phone's language: the board sends a code and its arguments (web/api.py).
const REFUSALS = {
  bad_name: N_("This name reads as the page's own words: choose another."),
  name_char: N_("the name holds %(char)s: a name is letters, digits, spaces and - ' ."),
  name_mark: N_("The name has a mark on no letter, or too many on one."),
  name_empty: N_("The name is empty."),
  name_long: N_("The name is too long: at most %(n)s characters."),
  name_wide: N_("The name is too wide for a phone's line."),
  name_letter: N_("The name needs a letter or a digit."),
  name_taken: N_("%(name)s has that name at seat %(seat)s already: choose another."),
  no_game: N_("No game is on the table."),
  asks_full: N_("%(n)s phones are asking already: ask once the table has seated them."),
  cannot_ask: N_("Seat %(seat)s cannot be asked for now."),
  no_token: N_("Take a seat first."),
  waiting: N_("Waiting for the board to let you sit."),
  gone_freed: N_("the board freed every phone's seat: ask for a seat again"),
  gone_taken: N_("the board gave seat %(seat)s to another phone"),
  gone_returned: N_("the board took seat %(seat)s back"),
  gone_refused: N_("the board refused your ask for seat %(seat)s"),
  gone_kept: N_("the phone holding seat %(seat)s kept it"),
  gone_renamed: N_("your name is another seat's now: ask for seat %(seat)s again with another"),
  bad_token: N_("This seat is no longer yours (seats were freed or a new game began): take a seat."),
  game_over: N_("The game is over."),
  not_your_turn: N_("It is seat %(turn)s's turn, not yours."),
  illegal: N_("That move is not allowed now."),
  seated_deal: N_("Only a phone seated at this table deals the next game: take a seat, or deal on the board."),
  hint_busy: N_("Another hint is being searched: ask again in a few seconds."),
  hint_moved: N_("The game moved on while the hint was searched: ask again."),
  game_on: N_("A game is being played: finish it, or set up a new one on the board."),
  saved_game: N_("The board holds a saved game: resume it, or choose a new game on the board."),
  free_seats: N_("A game of %(players)s seats frees the seats phones hold past it (%(held)s)."),
};

function refusal(reply) {
  const data = reply.data || {};
  const text = REFUSALS[data.code];
  return text ? _(text, data.args) : _("The board refused this (%(status)s).", { status: reply.status });
}

function $(id) {
  return document.getElementById(id);
}

async function api(method, path, body) {
  const headers = {};
  if (state.token) headers["X-Seat-Token"] = state.token.token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const reply = await fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) });
  if (reply.status === 204) return { status: 204, data: {} }; // nothing changed since the table shown
  let data = {};
  try {
    data = await reply.json();
  } catch (err) {
    data = {};
  }
  return { status: reply.status, data: data };
}

function say(text) {
  const box = $("message");
  box.textContent = text || "";
  box.hidden = !text;
}

function loadToken() {
  try {
    const saved = JSON.parse(localStorage.getItem(TOKEN_KEY) || "null");
    if (saved && typeof saved.token === "string") state.token = saved;
  } catch (err) {
    state.token = null;
  }
  $("name").value = localStorage.getItem(NAME_KEY) || "";
}

function forgetSeat() {
  state.token = null;
  state.mine = null;
  state.asking = -1;
  state.code = null;
  localStorage.removeItem(TOKEN_KEY);
}

// One refresh at a time, and one more if the board changed meanwhile: two in flight could
// finish out of order and leave an older table on the screen.
let loading = null;
let again = false;

function refresh() {
  if (loading) {
    again = true;
    return loading;
  }
  loading = (async () => {
    do {
      again = false;
      await load();
    } while (again);
    loading = null;
  })();
  return loading;
}

// A seated phone asks for its view with the table in it: one request (one of the Pico W's five
// connections) for each change, not two. polling: only if the table changed since the one shown
// (the board answers 204 if not, and nothing is drawn again).
async function load(polling) {
  let seated = false; // the table is drawn from the view's answer
  const since = polling && state.table ? "since=" + state.table.version + ":" + state.table.epoch : "";
  if (state.token) {
    let mine = await api("GET", "/api/view?table=1" + (since ? "&" + since : ""));
    if (mine.status === 204) return;
    if (mine.data.same && !state.mine) mine = await api("GET", "/api/view?table=1"); // just seated: the whole view
    if (mine.status === 200) {
      state.table = mine.data.table;
      if (mine.data.same && state.mine) state.mine.version = mine.data.version; // only seats changed: the hand is as shown
      else state.mine = mine.data;
      state.asking = -1;
      seated = true;
    } else if (mine.status === 202) {
      state.table = mine.data.table; // still waiting for the board's press
      state.asking = mine.data.asking;
      state.code = mine.data.code;
      state.mine = null;
      seated = true;
    } else {
      // the board refused the ask, gave the seat to another phone, took it back, freed every seat,
      // or the seat's holder kept it: the board says which, and the page says it
      if (mine.data.gone || state.token.asking) say(refusal(mine));
      forgetSeat();
    }
  }
  if (!seated) {
    const table = await api("GET", "/api/table" + (since ? "?" + since : ""));
    if (table.status === 204) return;
    if (table.status !== 200) return say(refusal(table));
    state.table = table.data;
  }
  const myTurn = !!(state.mine && state.mine.moves.length);
  if (myTurn && !state.myTurn) nudge();
  state.myTurn = myTurn;
  render();
}

// Your turn: a short buzz where the phone can, else a short tone (once a tap has allowed sound).
function nudge() {
  if (navigator.vibrate && navigator.vibrate(120)) return;
  const audio = state.audio;
  if (!audio) return;
  const tone = audio.createOscillator();
  const gain = audio.createGain();
  gain.gain.value = 0.08;
  tone.frequency.value = 660;
  tone.connect(gain).connect(audio.destination);
  tone.start();
  tone.stop(audio.currentTime + 0.12);
}

function myName() {
  return $("name").value.trim();
}

// Asking for a seat: the board holds every seat no phone held at the deal, and lets a phone sit
// only when the players type on it the three cells this phone shows. Until then the token reads nothing.
async function claim(seat) {
  const name = myName();
  const reply = await api("POST", "/api/claim", name ? { seat: seat, name: name } : { seat: seat });
  if (reply.status !== 200 && reply.status !== 202) return say(refusal(reply));
  keepToken(reply.data.token, seat, reply.status === 202);
  state.code = reply.data.code || null;
  if (name) localStorage.setItem(NAME_KEY, name);
  say("");
  await refresh();
}

function keepToken(token, seat, asking) {
  state.token = { token: token, seat: seat, asking: asking };
  state.asking = asking ? seat : -1;
  localStorage.setItem(TOKEN_KEY, JSON.stringify(state.token));
}

// Another phone asks for this seat: the holder keeps it (every ask for it ends) or gives it up.
async function keepSeat() {
  const reply = await api("POST", "/api/keep", {});
  if (reply.status !== 200) return say(refusal(reply));
  await refresh();
}

async function stopAsking() {
  await api("POST", "/api/leave", {});
  forgetSeat();
  await refresh();
}

async function rename() {
  const name = myName();
  if (!name) return;
  if (state.mine) {
    const reply = await api("POST", "/api/name", { name: name });
    if (reply.status !== 200) return say(refusal(reply));
  }
  say("");
  localStorage.setItem(NAME_KEY, name);
}

async function play(move) {
  if (state.busy) return;
  state.busy = true;
  const reply = await api("POST", "/api/move", { move: move });
  state.busy = false;
  state.chosen = null;
  state.picks = [];
  if (reply.status !== 200) {
    say(refusal(reply));
    return;
  }
  say("");
  state.mine = reply.data;
  await refresh();
}

// --- who is who: a seat's name (or number) in its colour as the board lights it ----------------
// the board's own colours (style.css): Sequence's teams, and the other games' seats in turn
const COLOURS = ["var(--blue)", "var(--green)", "var(--red)", "var(--yellow)"];

function colourOf(seat) {
  const pub = state.table.public;
  return COLOURS[seat % (state.table.game === "sequence" ? pub.teams : COLOURS.length)];
}

function nameOf(seat) {
  const s = state.table.seats[seat];
  return (s && s.name) || _("seat %(n)s", { n: seat + 1 });
}

function who(seat, plain) {
  const me = state.mine && state.mine.seat === seat;
  const text = me && !plain ? _("you") : nameOf(seat);
  const node = el("span", "who", text);
  node.style.setProperty("--seat", colourOf(seat));
  return node;
}

function line(cls, ...items) {
  const node = el("p", cls);
  for (const item of items) node.append(item);
  return node;
}

// --- moves: which belong to a card, which are plain buttons -------------------------------------
function movesOfCard(name) {
  const pattern = new RegExp("(^|[^A-Za-z0-9])" + name + "($|[^A-Za-z0-9])");
  return state.mine.moves.filter((m) => pattern.test(m[1]));
}

// A Sequence move names its cell as row,column, each 1-10 from the top left ("QS@5,2").
function targetCell(moveName) {
  return cellOfMove(moveName);
}

function render() {
  const table = state.table;
  const game = table.game ? GAMES[table.game] : null;
  $("title").textContent = game ? game.title : "Lysbord";
  renderSetup(table);
  const status = $("status");
  if (!game) {
    status.textContent = _("no game yet: choose one here or on the board");
    for (const id of ["seats", "mine", "result", "last"]) $(id).hidden = true;
    $("table").replaceChildren();
    return;
  }
  const seat = state.mine ? state.mine.seat : -1;
  if (table.over) status.textContent = _("game over");
  else if (state.myTurn) status.replaceChildren(el("b", "", _("Your turn")));
  else status.replaceChildren(...said(table.seats[table.turn].who === "bot" ? _("%(who)s (bot) to play") : _("%(who)s to play"), { who: who(table.turn) }));
  const last = table.last;
  $("last").hidden = !last;
  if (last) $("last").replaceChildren(...said(_("Last: %(who)s %(move)s"), { who: who(last.seat), move: game.said(last.name) }));
  renderResult(game, table);
  renderSeats(table, seat);
  const ctx = { seat: seat, view: state.mine ? state.mine.view : null, moves: state.mine ? state.mine.moves : [], play: play, targets: {}, note: table.note, last: last, hint: state.hint && state.mine && state.hint.version === state.mine.version ? state.hint.move : -1, who: who, chosen: state.chosen, choose: choose };
  if (state.chosen && table.game === "sequence") {
    for (const [move, name] of movesOfCard(state.chosen)) ctx.targets[targetCell(name)] = move;
  }
  if (game.slots && state.mine) ctx.pick = pickOther;
  $("table").replaceChildren(...game.table(table.public, ctx));
  if (state.mine) renderMine(game, state.mine);
  else $("mine").hidden = true;
}

// A message whose arguments are nodes (a seat's name in its colour) as a list of texts and nodes.
function said(text, args) {
  return text.split(/(%\(\w+\)s)/).filter((part) => part).map((part) => {
    const key = /^%\((\w+)\)s$/.exec(part);
    return key && args[key[1]] !== undefined ? args[key[1]] : part;
  });
}

function askingFor(names) {
  const list = names.map((n) => n || _("a phone")).join(", ");
  return ngettext("%(names)s asks for it", "%(names)s ask for it", names.length, { names: list });
}

// A 7'er kabal hint by its kind (web/hinting.py): the move itself is marked on the table.
const HINTS = {
  win: N_("The solver wins from here: play the marked move."),
  dead: N_("No way to win from here: the solver tried every line. Give up or undo."),
  guess: N_("The solver found no win in its search; a guess: the marked move."),
  none: N_("The solver found no win in its search, and no move to suggest."),
  over: N_("The game is over."),
};

// The board's word on a deal (Table.note, English) in the phone's language.
function noteWords(note) {
  if (/when drawing at any time/.test(note)) return _("proven winnable when drawing at any time (with draw only when stuck it may not be)");
  return /proven winnable/.test(note) ? _("proven winnable") : "";
}

// The words the page itself holds (index.html), in the phone's language.
const STATIC = [
  ["#setup h2", N_("New game")],
  ["#setup-start", N_("Deal")],
  ["#seats label.option", N_("Your name")],
  ["#leave", N_("Leave this seat")],
];

function staticWords() {
  document.documentElement.lang = LANG;
  for (const [selector, text] of STATIC) {
    const node = document.querySelector(selector);
    const first = node.firstChild;
    if (first && first.nodeType === 3) first.textContent = _(text) + (node.tagName === "LABEL" ? " " : "");
  }
  $("setup-game").setAttribute("aria-label", _("game"));
  $("setup-players").setAttribute("aria-label", _("players"));
  $("lang").setAttribute("aria-label", _("language"));
  if (!state.table) $("status").textContent = _("connecting to the board\u2026");
}

// The language chooser: each language by its own name; the choice stays on this phone.
function chooser() {
  const box = $("lang");
  for (const code of Object.keys(LANGUAGES)) {
    const option = el("option", "", LANGUAGES[code]);
    option.value = code;
    option.lang = code;
    box.appendChild(option);
  }
  if (LANG === "qps") box.appendChild(el("option", "", "qps")).value = "qps"; // the tests' pseudo-language
  box.value = LANG;
  box.addEventListener("change", async () => {
    await loadLanguage(box.value);
    LANG = box.value;
    try {
      localStorage.setItem(LANG_KEY, LANG);
    } catch (err) {
      // a phone that keeps nothing still switches, for this page
    }
    staticWords();
    $("setup-game").replaceChildren();
    delete $("setup-players").dataset.game; // the setup's words again
    if (state.table) render();
  });
  staticWords();
}

function label(game, name) {
  return game.button ? game.button(name) : cardWords(name);
}

function renderSeats(table, mySeat) {
  const list = $("seat-list");
  list.replaceChildren();
  const asking = state.asking >= 0 && state.asking < table.players ? state.asking : -1;
  if (asking >= 0) {
    const wait = el("p", "asking", _("You asked for seat %(n)s.", { n: asking + 1 }) + " " + _(ASK_BOARD));
    wait.id = "asking";
    list.append(wait, codeBoard(state.code || []), button(_("Stop asking"), stopAsking));
  }
  const askers = mySeat >= 0 ? table.seats[mySeat].asking : [];
  $("asked").hidden = !askers.length;
  if (askers.length) {
    const names = askers.map((n) => n || _("a phone")).join(", ");
    $("asked").replaceChildren(
      el("p", "", ngettext("%(names)s asks for your seat. It stays yours unless you give it up, or the table gives it away on the board.", "%(names)s ask for your seat. It stays yours unless you give it up, or the table gives it away on the board.", askers.length, { names: names })),
      button(_("Keep my seat"), keepSeat, true),
      button(_("Give it up"), leave),
    );
  }
  for (const s of table.seats) {
    if (s.seat === mySeat) continue;
    const asked = s.asking.length ? " \u00b7 " + askingFor(s.asking) : "";
    if (s.who !== "bot" && mySeat < 0 && asking < 0) {
      // the board's seats, and one a phone holds (a player on a new phone): the board's press seats this phone
      const b = el("button", s.who === "phone" ? "" : "primary", _("Ask for seat %(n)s", { n: s.seat + 1 }));
      if (table.game === "sequence") b.append(el("span", "team", " \u00b7 " + _(TEAM_OF[s.seat % table.public.teams])));
      if (s.who === "phone") b.append(el("span", "held", " \u00b7 " + _("held by %(name)s", { name: s.name || _("a phone") })));
      if (s.who === "left") b.append(el("span", "held", " \u00b7 " + _("%(name)s left", { name: s.name || _("a phone") })));
      if (asked) b.append(el("span", "held", asked));
      b.addEventListener("click", () => claim(s.seat));
      list.appendChild(b);
    } else {
      const where = { phone: "", board: _(" (at the board)"), bot: _(" (bot)"), left: _(" (left)") }[s.who];
      list.appendChild(line("", who(s.seat), (where === undefined ? "" : where) + asked));
    }
  }
  $("seats").hidden = mySeat >= 0 && table.players === 1;
  $("seats").style.order = mySeat >= 0 ? 1 : 0; // seated: the others below the game
  $("seats").querySelector("h2").textContent = mySeat >= 0 ? _("At the table") : _("Take a seat");
}

// The three cells to press on the board, as the board lies: a 10x10 grid, the cells numbered in
// the order they are pressed (rows 2-9 light sky blue on the board's seat-phones page).
function codeBoard(code) {
  const grid = el("div", "board code");
  grid.id = "code";
  grid.setAttribute("role", "img");
  grid.setAttribute("aria-label", code.map((c, i) => _("%(n)s: row %(row)s, column %(column)s", { n: i + 1, row: Math.floor(c / 10) + 1, column: (c % 10) + 1 })).join("; "));
  for (let cell = 0; cell < 100; cell++) {
    const at = code.indexOf(cell);
    const node = el("span", "cell" + (at >= 0 ? " press" : cell < 10 || cell >= 90 ? " edge" : ""), at >= 0 ? String(at + 1) : "");
    if (at >= 0) node.dataset.order = at + 1;
    node.dataset.cell = cell;
    grid.appendChild(node);
  }
  return grid;
}

// --- game over: who won, the scores, and the same game dealt again -------------------------------
function renderResult(game, table) {
  const box = $("result");
  box.hidden = !table.over || !table.result;
  if (box.hidden) return;
  const won = table.result.winners;
  const mine = state.mine && won.indexOf(state.mine.seat) >= 0;
  box.replaceChildren(el("h2", "", won.length ? (mine ? _("You win!") : _("Game over")) : table.players === 1 ? _("Not this time") : _("A draw")));
  if (won.length && !mine) {
    const names = el("span");
    won.forEach((s, i) => names.append(...(i ? [", ", who(s)] : [who(s)])));
    box.appendChild(line("", ...said(ngettext("%(names)s wins", "%(names)s win", won.length), { names: names })));
  }
  const scores = el("table", "scores");
  const teams = table.game === "sequence" ? table.public.teams : table.players;
  for (let i = 0; i < table.result.scores.length; i++) {
    const seats = [];
    for (let s = i; s < table.players; s += teams) seats.push(s);
    const row = el("tr", won.indexOf(seats[0]) >= 0 ? "won" : "");
    const names = el("td");
    seats.forEach((s, k) => names.append(...(k ? [", ", who(s)] : [who(s)])));
    const score = el("td", "", String(table.result.scores[i]));
    score.dataset.score = table.result.scores[i];
    row.append(names, score);
    scores.appendChild(row);
  }
  box.append(el("div", "label", _(game.scoreWord)), scores);
  if (table.setup) {
    const again = button(_("Deal again"), () => deal({ game: table.game, players: table.players }), true);
    again.id = "again";
    box.appendChild(again);
  }
}

function renderMine(game, mine) {
  $("mine").hidden = false;
  const view = mine.view;
  const mineInfo = game.mine(view);
  const named = state.table.seats[mine.seat].name;
  $("me").replaceChildren(...said(_("You are %(who)s"), { who: who(mine.seat, true) }), mineInfo.team ? ", " + mineInfo.team : "", named ? ", " + _("seat %(n)s", { n: mine.seat + 1 }) : "");
  const hand = $("hand");
  hand.replaceChildren();
  const cardMoves = new Set();
  for (const c of mineInfo.cards) {
    const name = cardName(c);
    const moves = movesOfCard(name);
    for (const m of moves) cardMoves.add(m[0]);
    const face = cardFace(c, false, () => tapCard(name, moves));
    if (moves.length) face.classList.add("playable");
    if (state.chosen === name) face.classList.add("chosen");
    hand.appendChild(face);
  }
  const choices = $("choices");
  choices.replaceChildren();
  if (game.slots) renderSlots(view, mine);
  else if (state.chosen && game.title !== "7'er kabal") {
    const moves = movesOfCard(state.chosen);
    if (game.title !== "Sequence" || moves.some((m) => targetCell(m[1]) < 0)) {
      for (const [move, name] of moves) choices.appendChild(button(label(game, name), () => play(move)));
    } else {
      choices.appendChild(el("p", "", _("Tap a marked cell on the board for %(card)s.", { card: cardWords(state.chosen) })));
    }
  }
  const actions = $("actions");
  actions.replaceChildren();
  const hint = state.hint && state.hint.version === mine.version ? state.hint : null;
  for (const [move, name] of mine.moves) {
    if (cardMoves.has(move) || (game.buttons && !game.buttons.test(name))) continue;
    // giving up ends the game: asked first, and not beside Draw where a thumb lands
    const act = name === "give up" ? () => window.confirm(_("Give up this game?")) && play(move) : () => play(move);
    const b = button(label(game, name), act, name === "draw" || name === "cabo");
    if (name === "give up") b.classList.add("apart");
    if (hint && hint.move === move) b.classList.add("hinted");
    actions.appendChild(b);
  }
  renderHint(game, mine, hint);
}

// --- a hint, searched by the board only when asked (the Pico searches it a step at a time: seconds) -----
function renderHint(game, mine, hint) {
  const box = $("hint");
  box.replaceChildren();
  if (!game.hint || !mine.moves.length) return;
  const ask = button(state.busy ? _("Thinking\u2026") : _("Hint"), askHint);
  ask.id = "hint-button";
  ask.disabled = state.busy;
  box.appendChild(ask);
  const words = hint && (HINTS[hint.kind === "guess" && hint.move < 0 ? "none" : hint.kind] || HINTS.over);
  if (hint) box.appendChild(el("p", "hint-" + hint.kind, _(words)));
}

async function askHint() {
  if (state.busy) return;
  state.busy = true;
  render();
  const reply = await api("GET", "/api/hint");
  state.busy = false;
  if (reply.status !== 200) {
    say(refusal(reply));
  } else {
    say("");
    state.hint = reply.data;
  }
  render();
}

// --- a new game from the phone: only while no game is being played -------------------------------
function renderSetup(table) {
  const box = $("setup");
  box.hidden = !table.setup;
  box.style.order = table.game ? 2 : 0; // after a game: below its result and its table
  if (!table.setup) return;
  const chosen = $("setup-game").value || table.game || "kabal";
  if (!$("setup-game").options.length) {
    for (const key of Object.keys(GAMES)) {
      const option = el("option", "", GAMES[key].title); // a game's name is the same in every language
      option.value = key;
      $("setup-game").appendChild(option);
    }
    if (!box.dataset.wired) {
      box.dataset.wired = "1";
      $("setup-game").addEventListener("change", () => render());
      $("setup-start").addEventListener("click", startGame);
    }
  }
  $("setup-game").value = chosen;
  const game = GAMES[chosen];
  const players = $("setup-players");
  if (players.dataset.game !== chosen) {
    players.dataset.game = chosen;
    players.replaceChildren(...game.players.map((n) => {
      const option = el("option", "", ngettext("%(n)s player", "%(n)s players", n));
      option.value = n;
      return option;
    }));
    $("setup-options").replaceChildren(...(game.options || []).map(([key, label, given]) => {
      const line = el("label", "option");
      if (Array.isArray(given)) {
        const choice = el("select");
        choice.name = key;
        for (const [value, text] of given) {
          const option = el("option", "", _(text));
          option.value = value;
          choice.appendChild(option);
        }
        line.appendChild(document.createTextNode(_(label) + " "));
        line.appendChild(choice);
        return line;
      }
      const box = el("input");
      box.type = "checkbox";
      box.name = key;
      box.checked = given;
      line.appendChild(box);
      line.appendChild(document.createTextNode(" " + _(label)));
      return line;
    }));
  }
  players.hidden = game.players.length < 2;
}

function startGame() {
  const options = {};
  for (const box of $("setup-options").querySelectorAll("input[type=checkbox]")) options[box.name] = box.checked;
  for (const choice of $("setup-options").querySelectorAll("select")) options[choice.name] = Number(choice.value);
  return deal({ game: $("setup-game").value, players: Number($("setup-players").value), options: options });
}

async function deal(body) {
  let reply = await api("POST", "/api/setup", body);
  // a game of fewer seats frees the phones past them: only once this phone's player says so
  if (reply.status === 409 && reply.data.code === "free_seats") {
    if (!window.confirm(refusal(reply) + " " + _("Deal it?"))) return say("");
    reply = await api("POST", "/api/setup", Object.assign({ free_seats: true }, body));
  }
  if (reply.status !== 200) return say(refusal(reply));
  if (reply.data.token) {
    keepToken(reply.data.token, reply.data.seat, false); // the phone that deals sits at once
    if (myName()) await api("POST", "/api/name", { name: myName() });
  }
  say(reply.data.note ? _("Deal %(n)s: %(note)s.", { n: reply.data.deal, note: noteWords(reply.data.note) }) : "");
  state.hint = null;
  await refresh();
}

function button(text, onTap, primary) {
  const b = el("button", primary ? "primary" : "", text);
  b.addEventListener("click", onTap);
  return b;
}

function tapCard(name, moves) {
  say("");
  if (!moves.length) {
    say(state.mine.moves.length ? _("%(card)s cannot be played now", { card: cardWords(name) }) : _("wait for your turn"));
    return;
  }
  if (moves.length === 1 && !(state.table.game === "sequence" && state.chosen !== name)) {
    play(moves[0][0]);
    return;
  }
  choose(state.chosen === name ? null : name);
}

function choose(what) {
  state.chosen = what;
  render();
}

// --- Cabo: tap your own cards (and another's) to choose, then what to do with them ---------------
function renderSlots(view, mine) {
  const hand = $("hand");
  const own = caboRows(view, view)[mine.seat];
  Array.from(own).forEach((v, slot) => {
    const node = caboValue(v, false, () => toggleSlot(slot));
    if (state.picks.indexOf(slot) >= 0) node.classList.add("chosen");
    node.setAttribute("aria-label", _("your card %(n)s", { n: slot + 1 }));
    hand.appendChild(node);
  });
  if (view.drawn >= 0) {
    const drawn = el("span", "drawn");
    drawn.append(caboValue(view.drawn, false), el("span", "label", _("drawn")));
    hand.appendChild(drawn);
  }
  const slots = state.picks.filter((p) => typeof p === "number").map((s) => s + 1).sort();
  const other = state.picks.find((p) => typeof p === "object");
  const picked = { cards: slots.join(" + ") };
  const wanted = [];
  if (slots.length) {
    wanted.push([_("Look at cards %(cards)s", mine), "look " + slots.join(" ")]);
    wanted.push([ngettext("Take the discard for card %(cards)s", "Take the discard for cards %(cards)s", slots.length, mine), "take " + slots.join(" ")]);
    wanted.push([ngettext("Keep the drawn card for card %(cards)s", "Keep the drawn card for cards %(cards)s", slots.length, mine), "keep " + slots.join(" ")]);
    if (slots.length === 1) wanted.push([_("PEEK at card %(cards)s", mine), "peek " + slots[0]]);
  }
  if (other) {
    const where = "p" + (other.seat + 1) + " " + (other.slot + 1);
    const theirs = { name: nameOf(other.seat), card: other.slot + 1, cards: slots[0] };
    wanted.push([_("SPY on %(name)s's card %(card)s", theirs), "spy " + where]);
    if (slots.length === 1) wanted.push([_("SWAP your card %(cards)s with %(name)s's card %(card)s", theirs), "swap " + slots[0] + " " + where]);
  }
  const choices = $("choices");
  choices.replaceChildren();
  for (const [label, name] of wanted) {
    const found = mine.moves.find((m) => m[1] === name);
    if (found) choices.appendChild(button(label, () => play(found[0]), true));
  }
  if (mine.moves.length && !choices.children.length) choices.appendChild(el("p", "", caboSteps(mine.moves, view)));
}

function toggleSlot(slot) {
  const at = state.picks.indexOf(slot);
  if (at >= 0) state.picks.splice(at, 1);
  else state.picks.push(slot);
  render();
}

function pickOther(target) {
  state.picks = state.picks.filter((p) => typeof p === "number");
  state.picks.push(target);
  render();
}

async function leave() {
  // the seat goes back to the board: taking it again needs the board's press
  if (!window.confirm(_("Leave this seat? To sit again, ask for a seat and the table types your code on the board."))) return;
  const reply = await api("POST", "/api/leave", {});
  if (reply.status !== 200 && reply.status !== 401) return say(refusal(reply));
  forgetSeat();
  say("");
  await refresh();
}

// --- start: the table now, then whenever the board says it changed ------------------------------
// A Pico W holds five TCP connections, so nothing is held open: the page asks about every
// POLL_MS, in one short request, for what changed since the table it shows (204: nothing). The
// waits differ phone by phone and time by time, so phones that loaded together do not ask in
// step (five connections could not take them all at once, and a refused one costs a second).
// A board that does not answer is asked again, waiting longer each time.
const POLL_MS = 1000;
let retries = 0;

async function poll() {
  let wait = POLL_MS * (0.7 + 0.6 * Math.random());
  try {
    if (!loading) await load(retries === 0); // after a loss, the whole table again (and the status line)
    retries = 0;
  } catch (err) {
    wait = Math.min(1000 * 2 ** retries, 16000) * (0.75 + Math.random() / 2);
    retries += 1;
    $("status").textContent = _("lost the board: trying again in %(n)s s\u2026", { n: Math.round(wait / 1000) });
  }
  setTimeout(poll, wait);
}

$("name").addEventListener("change", rename);
document.addEventListener("click", () => {
  if (!state.audio && window.AudioContext) state.audio = new AudioContext(); // sound needs a tap first
}, { once: true });
loadToken();
$("leave").addEventListener("click", leave);
loadLanguage(LANG)
  .then(() => {
    chooser();
    return refresh();
  })
  .then(poll, poll);
