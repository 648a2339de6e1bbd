// The phone's page: the public table, a seat to take, then this seat's hand and moves.
// The seat token stays in localStorage, so a reload or a lost connection keeps the seat;
// the board's event stream says when anything changed and the page fetches what it may see.
"use strict";

const TOKEN_KEY = "lysbord-seat";
const state = { table: null, mine: null, token: null, chosen: null, picks: [], busy: false, hint: null };

function $(id) {
  return document.getElementById(id);
}

async function api(method, path, body) {
  const headers = {};
  if (state.token) headers["X-Seat-Token"] = state.token.token;
  if (body !== undefined) headers["Content-Type"] = "application/json";
  const reply = await fetch(path, { method: method, headers: headers, body: body === undefined ? undefined : JSON.stringify(body) });
  let data = {};
  try {
    data = await reply.json();
  } catch (err) {
    data = { error: "the board sent no answer (" + reply.status + ")" };
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
}

function forgetSeat() {
  state.token = null;
  state.mine = null;
  localStorage.removeItem(TOKEN_KEY);
}

async function refresh() {
  const table = await api("GET", "/api/table");
  if (table.status !== 200) return say(table.data.error);
  state.table = table.data;
  if (state.token && state.table.epoch !== state.token.epoch) forgetSeat(); // the board freed the seats
  if (state.token) {
    const mine = await api("GET", "/api/view");
    if (mine.status === 200) state.mine = mine.data;
    else forgetSeat();
  }
  render();
}

async function claim(seat) {
  const reply = await api("POST", "/api/claim", { seat: seat });
  if (reply.status !== 200) return say(reply.data.error);
  state.token = { token: reply.data.token, seat: seat, epoch: state.table.epoch };
  localStorage.setItem(TOKEN_KEY, JSON.stringify(state.token));
  say("");
  await refresh();
}

async function play(move) {
  if (state.busy) return;
  state.busy = true;
  const reply = await api("POST", "/api/move", { move: move });
  state.busy = false;
  state.chosen = null;
  state.picks = [];
  if (reply.status !== 200) {
    say(reply.data.error);
    return;
  }
  say("");
  state.mine = reply.data;
  await refresh();
}

// --- moves: which belong to a card, which are plain buttons -------------------------------------
function movesOfCard(name) {
  const pattern = new RegExp("(^|[^A-Za-z0-9])" + name + "($|[^A-Za-z0-9])");
  return state.mine.moves.filter((m) => pattern.test(m[1]));
}

function targetCell(moveName) {
  const match = /[@-](\d+)$/.exec(moveName);
  return match ? Number(match[1]) : -1;
}

function render() {
  const table = state.table;
  const game = table.game ? GAMES[table.game] : null;
  $("title").textContent = game ? "Lysbord \u2014 " + game.title : "Lysbord";
  renderSetup(table);
  if (!game) {
    $("status").textContent = "no game yet: choose one here or on the board";
    $("seats").hidden = true;
    $("mine").hidden = true;
    $("table").replaceChildren();
    return;
  }
  const seat = state.mine ? state.mine.seat : -1;
  const yourTurn = state.mine && state.mine.moves.length > 0;
  $("status").textContent = table.over
    ? "the game is over"
    : yourTurn
      ? "your turn"
      : "seat " + (table.turn + 1) + " to play" + (table.seats[table.turn] && table.seats[table.turn].who === "bot" ? " (bot)" : "");
  renderSeats(table, seat);
  const ctx = { seat: seat, view: state.mine ? state.mine.view : null, moves: state.mine ? state.mine.moves : [], play: play, targets: {}, note: table.note };
  if (state.chosen && table.game === "sequence") {
    for (const [move, name] of movesOfCard(state.chosen)) ctx.targets[targetCell(name)] = move;
  }
  if (game.slots && state.mine) ctx.pick = pickOther;
  $("table").replaceChildren(...game.table(table.public, ctx));
  if (state.mine) renderMine(game, state.mine);
  else $("mine").hidden = true;
}

function renderSeats(table, mySeat) {
  const list = $("seat-list");
  list.replaceChildren();
  for (const s of table.seats) {
    if (s.seat === mySeat) continue;
    if (s.who === "open" && mySeat < 0) {
      const b = el("button", "primary", "Sit at seat " + (s.seat + 1));
      b.addEventListener("click", () => claim(s.seat));
      list.appendChild(b);
    } else {
      list.appendChild(el("span", "label", "seat " + (s.seat + 1) + ": " + (s.who === "open" ? "free" : s.who) + " "));
    }
  }
  $("seats").hidden = mySeat >= 0 && table.seats.every((s) => s.who !== "open");
  $("seats").querySelector("h2").textContent = mySeat >= 0 ? "The other seats" : "Take a seat";
}

function renderMine(game, mine) {
  $("mine").hidden = false;
  const view = mine.view;
  const mineInfo = game.mine(view);
  $("me").textContent = "You are seat " + (mine.seat + 1) + (mineInfo.team ? ", " + mineInfo.team : "");
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
  else if (state.chosen) {
    const moves = movesOfCard(state.chosen);
    if (game.title !== "Sequence" || moves.some((m) => targetCell(m[1]) < 0)) {
      for (const [move, name] of moves) choices.appendChild(button(name, () => play(move)));
    } else {
      choices.appendChild(el("p", "", "Tap a marked cell on the board for " + state.chosen + "."));
    }
  }
  const actions = $("actions");
  actions.replaceChildren();
  const hint = state.hint && state.hint.version === mine.version ? state.hint : null;
  for (const [move, name] of mine.moves) {
    if (cardMoves.has(move) || (game.slots && /^(look|take|keep|peek|spy|swap) /.test(name))) continue;
    const b = button(name === "cabo" ? "CABO" : name, () => play(move), name === "draw" || name === "cabo");
    if (hint && hint.move === move) b.classList.add("hinted");
    actions.appendChild(b);
  }
  renderHint(game, mine, hint);
}

// --- a hint, searched by the board only when asked (it costs the Pico up to a second) ------------
function renderHint(game, mine, hint) {
  const box = $("hint");
  box.replaceChildren();
  if (!game.hint || !mine.moves.length) return;
  const ask = button(state.busy ? "Thinking\u2026" : "Hint", askHint);
  ask.id = "hint-button";
  ask.disabled = state.busy;
  box.appendChild(ask);
  if (hint) box.appendChild(el("p", "hint-" + hint.kind, hint.text));
}

async function askHint() {
  if (state.busy) return;
  state.busy = true;
  render();
  const reply = await api("GET", "/api/hint");
  state.busy = false;
  if (reply.status !== 200) {
    say(reply.data.error);
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
  if (!table.setup) return;
  const chosen = $("setup-game").value || table.game || "kabal";
  if (!$("setup-game").options.length) {
    for (const key of Object.keys(GAMES)) {
      const option = el("option", "", GAMES[key].title);
      option.value = key;
      $("setup-game").appendChild(option);
    }
    $("setup-game").addEventListener("change", () => render());
    $("setup-start").addEventListener("click", startGame);
  }
  $("setup-game").value = chosen;
  const game = GAMES[chosen];
  const players = $("setup-players");
  if (players.dataset.game !== chosen) {
    players.dataset.game = chosen;
    players.replaceChildren(...game.players.map((n) => {
      const option = el("option", "", n + (n === 1 ? " player" : " players"));
      option.value = n;
      return option;
    }));
    $("setup-options").replaceChildren(...(game.options || []).map(([key, label, given]) => {
      const line = el("label", "option");
      if (Array.isArray(given)) {
        const choice = el("select");
        choice.name = key;
        for (const [value, text] of given) {
          const option = el("option", "", text);
          option.value = value;
          choice.appendChild(option);
        }
        line.appendChild(document.createTextNode(label + " "));
        line.appendChild(choice);
        return line;
      }
      const box = el("input");
      box.type = "checkbox";
      box.name = key;
      box.checked = given;
      line.appendChild(box);
      line.appendChild(document.createTextNode(" " + label));
      return line;
    }));
  }
  players.hidden = game.players.length < 2;
}

async function startGame() {
  const options = {};
  for (const box of $("setup-options").querySelectorAll("input[type=checkbox]")) options[box.name] = box.checked;
  for (const choice of $("setup-options").querySelectorAll("select")) options[choice.name] = Number(choice.value);
  const body = { game: $("setup-game").value, players: Number($("setup-players").value), options: options };
  const reply = await api("POST", "/api/setup", body);
  if (reply.status !== 200) return say(reply.data.error);
  say(reply.data.note ? "Deal " + reply.data.deal + ": " + reply.data.note.replace(/^deal \d+: /, "") + "." : "");
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
    say(state.mine.moves.length ? name + " cannot be played now" : "wait for your turn");
    return;
  }
  if (moves.length === 1 && !(state.table.game === "sequence" && state.chosen !== name)) {
    play(moves[0][0]);
    return;
  }
  state.chosen = state.chosen === name ? null : name;
  render();
}

// --- Cabo: tap your own cards (and another's) to choose, then what to do with them ---------------
function renderSlots(view, mine) {
  const hand = $("hand");
  const own = view.rows[mine.seat];
  Array.from(own).forEach((v, slot) => {
    const node = caboValue(v, false, () => toggleSlot(slot));
    if (state.picks.indexOf(slot) >= 0) node.classList.add("chosen");
    node.setAttribute("aria-label", "your card " + (slot + 1));
    hand.appendChild(node);
  });
  if (view.drawn >= 0) {
    hand.appendChild(el("span", "label", "drawn:"));
    hand.appendChild(caboValue(view.drawn, false));
  }
  const slots = state.picks.filter((p) => typeof p === "number").map((s) => s + 1).sort();
  const other = state.picks.find((p) => typeof p === "object");
  const wanted = [];
  if (slots.length) {
    wanted.push(["Look at " + slots.join(" + "), "look " + slots.join(" ")]);
    wanted.push(["Take the discard for " + slots.join(" + "), "take " + slots.join(" ")]);
    wanted.push(["Keep the drawn card for " + slots.join(" + "), "keep " + slots.join(" ")]);
    if (slots.length === 1) wanted.push(["Peek at " + slots[0], "peek " + slots[0]]);
  }
  if (other) {
    const where = "p" + (other.seat + 1) + " " + (other.slot + 1);
    wanted.push(["Spy on seat " + (other.seat + 1) + "'s card " + (other.slot + 1), "spy " + where]);
    if (slots.length === 1) wanted.push(["Swap your " + slots[0] + " with it", "swap " + slots[0] + " " + where]);
  }
  const choices = $("choices");
  choices.replaceChildren();
  for (const [label, name] of wanted) {
    const found = mine.moves.find((m) => m[1] === name);
    if (found) choices.appendChild(button(label, () => play(found[0]), true));
  }
  if (mine.moves.length && !choices.children.length) {
    const hints = mine.moves.filter((m) => /^(look|take|keep|peek|spy|swap) /.test(m[1])).map((m) => m[1].split(" ")[0]);
    if (hints.length) choices.appendChild(el("p", "", "Tap cards to " + Array.from(new Set(hints)).join(" / ") + "."));
  }
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

// --- start: the table now, then whenever the board says it changed ------------------------------
function listen() {
  const events = new EventSource("/api/events");
  events.onmessage = () => refresh();
  events.onerror = () => {
    $("status").textContent = "reconnecting to the board…";
  };
}

loadToken();
refresh().then(listen);
