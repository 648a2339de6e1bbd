// One renderer per game: what the table shows (from the public view) and what this seat
// holds and may do (from its own view and its legal moves, each [move, name]).
"use strict";

const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
const SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
// The Sequence board (games/sequence_board.py); -1 is a free corner. A host test checks it.
const LAYOUT = [
  -1, 1, 2, 3, 4, 5, 6, 7, 8, -1,
  44, 43, 42, 41, 40, 13, 25, 24, 22, 9,
  45, 0, 27, 28, 29, 30, 31, 32, 21, 11,
  46, 12, 44, 43, 42, 41, 40, 33, 20, 12,
  47, 11, 45, 18, 17, 16, 13, 34, 19, 0,
  48, 9, 46, 19, 14, 15, 25, 35, 18, 27,
  50, 8, 47, 20, 21, 22, 24, 37, 17, 28,
  51, 7, 48, 50, 51, 39, 26, 38, 16, 29,
  39, 6, 5, 4, 3, 2, 1, 14, 15, 30,
  -1, 26, 38, 37, 35, 34, 33, 32, 31, -1,
];
const TEAM = ["blue", "green", "red"];

function cardName(c) {
  return RANKS[c % 13] + SUITS[Math.floor(c / 13)];
}

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

// A card face as a button (or a span when nothing can be done with it).
function cardFace(c, small, onTap) {
  const node = el(onTap ? "button" : "span", "card" + (small ? " small" : ""));
  if (c === null || c === undefined) {
    node.classList.add("empty");
    return node;
  }
  const name = cardName(c);
  const rank = name[0] === "T" ? "10" : name[0];
  node.dataset.card = name;
  if (name[1] === "H" || name[1] === "D") node.classList.add("red");
  node.appendChild(el("span", "rank", rank));
  node.appendChild(el("span", "suit", SYMBOL[name[1]]));
  node.setAttribute("aria-label", name);
  if (onTap) node.addEventListener("click", onTap);
  return node;
}

function cardBack(small, label) {
  const node = el("span", "card back" + (small ? " small" : ""));
  node.setAttribute("aria-label", label || "face down");
  return node;
}

function row(label, items) {
  const line = el("div", "row");
  line.appendChild(el("span", "label", label));
  for (const item of items) line.appendChild(typeof item === "string" ? el("span", "", item) : item);
  return line;
}

function seatName(seat, me) {
  return seat === me ? "you" : "seat " + (seat + 1);
}

// --- Sequence: the chips on a small board; the hand plays on its cells -----------------------
function sequenceTable(pub, ctx) {
  const board = el("div", "board");
  const targets = ctx.targets || {};
  for (let cell = 0; cell < 100; cell++) {
    const card = LAYOUT[cell];
    const node = el(targets[cell] !== undefined ? "button" : "span", "cell");
    node.dataset.cell = cell;
    const chip = pub.board[cell];
    if (card < 0) {
      node.classList.add("corner");
      node.textContent = "\u2605";
    } else {
      const name = cardName(card);
      node.textContent = (name[0] === "T" ? "10" : name[0]) + SYMBOL[name[1]];
      if (name[1] === "H" || name[1] === "D") node.classList.add("red");
    }
    if (chip) node.classList.add("t" + (chip - 1));
    if (pub.locked && pub.locked[cell]) node.classList.add("locked");
    if (targets[cell] !== undefined) {
      node.classList.add("target");
      node.addEventListener("click", () => ctx.play(targets[cell]));
    }
    board.appendChild(node);
  }
  const parts = [board];
  const score = pub.sequences.map((n, team) => TEAM[team] + " " + n).join(", ");
  parts.push(row("sequences", [score + " (" + pub.to_win + " wins)"]));
  if (pub.virtual) parts.push(row("deck", [pub.draw_left + " cards left"]));
  if (pub.over) parts.push(row("", [el("b", "", TEAM[pub.winner] + " wins")]));
  return parts;
}

function sequenceMine(view) {
  return { cards: view.hand, team: "team " + TEAM[view.team] };
}

// --- 7'er kabal: the layout; moves by their names; a hint only when asked --------------------
function kabalTable(pub, ctx) {
  const parts = [];
  parts.push(row("deal", [String(pub.deal) + (ctx.note ? " \u2014 " + ctx.note.replace(/^deal \d+: /, "") : "")]));
  const found = pub.foundations.map((n, suit) => (n ? cardFace(suit * 13 + n - 1, true) : cardFace(null, true)));
  parts.push(row("foundations", found));
  const group = pub.group.map((c) => cardFace(c, true));
  parts.push(row("stock " + pub.stock, group.length ? group : ["(draw)"]));
  pub.columns.forEach((col, i) => {
    const items = [];
    for (let k = 0; k < pub.down[i]; k++) items.push(cardBack(true));
    for (const c of col) items.push(cardFace(c, true));
    parts.push(row("t" + (i + 1), items.length ? items : [cardFace(null, true)]));
  });
  if (pub.over) parts.push(row("", [el("b", "", pub.won ? "won!" : "lost")]));
  return parts;
}

// --- Siódemki: trump, the trick, the scores ---------------------------------------------------
function siodemkiTable(pub, ctx) {
  const parts = [];
  parts.push(row("phase", [pub.phase + (pub.over ? " (game over)" : "")]));
  if (pub.turnup !== undefined && pub.turnup !== 255) parts.push(row("turn-up", [cardFace(pub.turnup, true)]));
  if (pub.trump !== undefined && pub.trump !== 255) parts.push(row("trump", [SYMBOL[SUITS[pub.trump]] || ""]));
  const trick = pub.trick.map((c) => cardFace(c, true));
  parts.push(row("trick", trick.length ? trick : ["\u2014"]));
  if (pub.last_trick.length) parts.push(row("last trick", pub.last_trick.map((c) => cardFace(c, true))));
  parts.push(scores(pub.scores, pub.players, ctx.seat, "points (" + pub.target + " wins)"));
  parts.push(row("cards held", [pub.hand_sizes.join(" / ")]));
  return parts;
}

// --- Cabo: every row, the discard, your own knowledge ------------------------------------------
function caboValue(v, small, onTap) {
  if (v === 255) return el("span", "card empty" + (small ? " small" : ""));
  if (v === 254) {
    const back = cardBack(small);
    if (onTap) {
      const b = el("button", back.className);
      b.setAttribute("aria-label", "face down");
      b.addEventListener("click", onTap);
      return b;
    }
    return back;
  }
  const node = el(onTap ? "button" : "span", "card" + (small ? " small" : ""), String(v));
  node.dataset.value = v;
  if (onTap) node.addEventListener("click", onTap);
  return node;
}

function caboTable(pub, ctx) {
  const parts = [];
  parts.push(row("phase", [pub.phase + ", round " + pub.round + (pub.caller >= 0 ? ", CABO by seat " + (pub.caller + 1) : "")]));
  const top = pub.discard.length ? caboValue(pub.discard[pub.discard.length - 1], true) : el("span", "", "\u2014");
  parts.push(row("discard", [top, "draw pile " + pub.draw_count]));
  const rows = ctx.view ? ctx.view.rows : pub.rows; // no seat: the rows as the whole table knows them
  rows.forEach((r, seat) => {
    if (seat === ctx.seat) return;
    const items = Array.from(r, (v, slot) =>
      caboValue(v, true, ctx.pick ? () => ctx.pick({ seat: seat, slot: slot }) : null),
    );
    const line = row(seatName(seat, ctx.seat), items);
    line.dataset.seat = seat;
    parts.push(line);
  });
  parts.push(scores(pub.totals, pub.players, ctx.seat, "totals (low wins)"));
  return parts;
}

function scores(values, players, me, title) {
  const table = el("table", "scores");
  const head = el("tr");
  const body = el("tr");
  for (let s = 0; s < players; s++) {
    head.appendChild(el("th", "", seatName(s, me)));
    body.appendChild(el("td", "", String(values[s])));
  }
  table.appendChild(head);
  table.appendChild(body);
  const box = el("div");
  box.appendChild(el("div", "label", title));
  box.appendChild(table);
  return box;
}

// --- Høyers trappe: the row of piles, the closing card ------------------------------------------
function trappeTable(pub, ctx) {
  const parts = [];
  const tops = pub.tops.map((c, i) => {
    const box = el("span", "row");
    box.appendChild(el("span", "label", String(i + 1)));
    box.appendChild(cardFace(c === 255 ? null : c, true));
    return box;
  });
  parts.push(row("piles", tops.length ? tops : ["\u2014"]));
  if (pub.closing !== undefined && pub.closing !== 255) parts.push(row("closing", [cardFace(pub.closing, true)]));
  if (pub.closed && pub.closed.length) parts.push(row("closed", pub.closed.map((c) => cardFace(c, true))));
  parts.push(row("talon", [String(pub.talon)]));
  parts.push(scores(pub.scores, pub.players, ctx.seat, "points"));
  parts.push(row("cards held", [pub.hands.join(" / ")]));
  return parts;
}

// players: the seat counts a phone may deal for (the rule modules' PLAYERS); options: what
// POST /api/setup takes for the game (dealing.SETUP_OPTIONS), each [key, label, default] for a
// yes/no or [key, label, [[value, text], ...]] for a choice (the first is the default); hint: GET /api/hint.
const TWO_TO_TWELVE = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const GAMES = {
  sequence: {
    title: "Sequence",
    table: sequenceTable,
    mine: sequenceMine,
    players: [2, 3, 4, 6, 8, 9, 10, 12],
    options: [["advanced", "Advanced rule: a one-eyed jack may break a sequence", false]],
  },
  kabal: {
    title: "7'er kabal",
    table: kabalTable,
    mine: () => ({ cards: [] }),
    players: [1],
    options: [
      ["winnable_only", "Winnable deals only", false],
      ["draw_only_when_stuck", "Draw only when stuck", false],
    ],
    hint: true,
  },
  siodemki: {
    title: "Siódemki",
    table: siodemkiTable,
    mine: (v) => ({ cards: v.hand }),
    players: [2, 3, 4],
    options: [
      ["target", "Play to", [[7, "7 points"], [10, "10 points"], [0, "one deal"]]],
      ["may_trump_when_able", "May trump when able to follow", false],
    ],
  },
  cabo: {
    title: "Cabo",
    table: caboTable,
    mine: () => ({ cards: [] }),
    slots: true,
    players: TWO_TO_TWELVE,
    options: [["kamikaze", "Kamikaze (two 12s and two 13s)", true]],
  },
  trappe: { title: "Høyers trappe", table: trappeTable, mine: (v) => ({ cards: v.hand }), players: TWO_TO_TWELVE },
};
