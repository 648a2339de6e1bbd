// One renderer per game: what the table shows (from the public view) and what this seat
// holds and may do (from its own view and its legal moves, each [move, name]).
"use strict";

const RANKS = "A23456789TJQK";
const SUITS = "SHDC";
const SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };
// The Sequence board (layout.py); -1 is a free corner. A host test checks it.
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
const TEAM = [N_("blue"), N_("green"), N_("red")];
const TEAM_OF = [N_("blue team"), N_("green team"), N_("red team")];

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
  node.setAttribute("aria-label", label || _("face down"));
  return node;
}

// Each seat's count by its name ("Kari 4 · Ola 3"), not a bare "4 / 3".
function held(counts, ctx) {
  return Array.from(counts, (n, seat) => {
    const box = el("span", "held");
    box.append(ctx.who(seat), " " + n);
    return box;
  });
}

function row(label, items) {
  const line = el("div", "row");
  line.appendChild(el("span", "label", label));
  for (const item of items) line.append(item);
  return line;
}

// A move's name in words: card names as rank and suit ("QS" -> "Q♠"), then the game's phrases.
function cardWords(text) {
  return text.replace(/\b([A2-9TJQK])([SHDC])\b/g, (all, r, s) => (r === "T" ? "10" : r) + SYMBOL[s]);
}

// rules: [pattern, message, seat group?]: the message's %(a)s %(b)s %(c)s are the pattern's groups
// (cards in words, several joined by " + "), %(p)s the name of the seat its seat group numbers.
function phrase(rules) {
  return (name) => {
    for (const [pattern, words, seat] of rules) {
      const found = pattern.exec(name);
      if (!found) continue;
      const args = {};
      ["a", "b", "c"].forEach((key, i) => {
        if (found[i + 1] !== undefined) args[key] = cardWords(found[i + 1].split(" ").join(" + "));
      });
      if (seat) args.p = nameOf(Number(found[seat]) - 1);
      return _(words, args);
    }
    return cardWords(name);
  };
}

// --- Sequence: the chips on a small board; the hand plays on its cells -----------------------
// The cell a move names (row,column, each 1-10 from the top left: "QS@5,2"), 0-99, or -1.
function cellOfMove(name) {
  const match = /[@-](\d+),(\d+)$/.exec(name);
  return match ? (Number(match[1]) - 1) * 10 + Number(match[2]) - 1 : -1;
}

function sequenceTable(pub, ctx) {
  const board = el("div", "board");
  const targets = ctx.targets || {};
  const lastCell = ctx.last ? cellOfMove(ctx.last.name) : -1;
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
    if (lastCell === cell) node.classList.add("last");
    if (targets[cell] !== undefined) {
      node.classList.add("target");
      node.addEventListener("click", () => ctx.play(targets[cell]));
    }
    board.appendChild(node);
  }
  const parts = [board];
  const score = pub.sequences.map((n, team) => _(TEAM[team]) + " " + n).join(", ");
  parts.push(row(_("sequences"), [_("%(score)s (%(n)s to win)", { score: score, n: pub.to_win })]));
  if (pub.virtual) parts.push(row(_("deck"), [ngettext("%(n)s card left", "%(n)s cards left", pub.draw_left)]));
  return parts;
}

function sequenceMine(view) {
  return { cards: view.hand, team: _(TEAM_OF[view.team]) };
}

// --- 7'er kabal: columns as columns; tap a card, then where it goes -----------------------------
// A move is kind << 8 | a << 4 | b (games/kabal/moves.py): where it takes a card from and puts it.
function kabalPlaces(move) {
  const kind = move >> 8;
  const a = (move >> 4) & 15;
  const b = move & 15;
  const from = [0, "t" + a, "t" + a, "w", "w", "f" + a, "t" + a][kind];
  const to = [0, "t" + b, "f", "t" + b, "f", "t" + b, "up"][kind];
  return [from, to];
}

function kabalTable(pub, ctx) {
  const moves = {}; // a place a card can go from -> {where it goes: move}
  for (const [move] of ctx.moves) {
    const [from, to] = kabalPlaces(move);
    if (from) (moves[from] = moves[from] || {})[to] = move;
  }
  const chosen = ctx.chosen && moves[ctx.chosen] ? ctx.chosen : null;
  const hinted = ctx.hint >= 0 && ctx.hint < 0x700 ? kabalPlaces(ctx.hint) : [];
  if (hinted[1] === "f") { // onto a foundation: the pile of the card's suit ("f0"-"f3") is marked too
    const from = hinted[0];
    const pile = from === "w" ? pub.group : from[0] === "t" ? pub.columns[Number(from.slice(1))] : [];
    if (pile.length) hinted.push("f" + Math.floor(pile[pile.length - 1] / 13));
  }
  function place(node, key, asTarget) {
    node.dataset.place = key;
    if (hinted.indexOf(key) >= 0) node.classList.add("hinted");
    if (key === chosen) node.classList.add("chosen");
    const target = chosen ? moves[chosen][asTarget] : undefined;
    if (target !== undefined) {
      node.classList.add("target");
      node.addEventListener("click", () => ctx.play(target));
    } else if (moves[key]) {
      node.classList.add("playable");
      node.addEventListener("click", () => (moves[key].up !== undefined ? ctx.play(moves[key].up) : ctx.choose(key === chosen ? null : key)));
    }
    return node;
  }
  const top = el("div", "kabal");
  const stock = el("div", "pile");
  const draw = ctx.moves.find((m) => m[0] === 0x700);
  const back = pub.stock ? cardBack(false, ngettext("stock: %(n)s card", "stock: %(n)s cards", pub.stock)) : cardFace(null);
  back.appendChild(el("span", "count", String(pub.stock)));
  if (draw) back.addEventListener("click", () => ctx.play(draw[0]));
  stock.appendChild(back);
  stock.dataset.place = "stock";
  const group = el("div", "pile fan");
  pub.group.forEach((c, i) => group.appendChild(i === pub.group.length - 1 ? place(cardFace(c), "w", "") : cardFace(c)));
  group.style.gridColumn = "span 2";
  top.append(stock, group);
  pub.foundations.forEach((n, suit) => top.appendChild(place(el("div", "pile"), "f" + suit, "f")).appendChild(n ? cardFace(suit * 13 + n - 1) : cardFace(null)));
  const columns = el("div", "kabal columns");
  pub.columns.forEach((col, i) => {
    const column = place(el("div", "pile"), "t" + i, "t" + i);
    for (let k = 0; k < pub.down[i]; k++) column.appendChild(cardBack(false));
    for (const c of col) column.appendChild(cardFace(c));
    if (!col.length && !pub.down[i]) column.appendChild(cardFace(null));
    columns.appendChild(column);
  });
  const parts = [top, columns];
  const note = ctx.note ? noteWords(ctx.note) : "";
  if (pub.deal !== undefined) parts.push(row(_("deal"), [String(pub.deal) + (note ? " \u2014 " + note : "")]));
  if (ctx.moves.length) parts.push(el("p", "tip", chosen ? _("Now tap where it goes.") : _("Tap a card, then where it goes; tap the stock to draw.")));
  return parts;
}

// --- Siódemki: trump, the trick, the scores ---------------------------------------------------
const SIODEMKI_PHASE = { bid: N_("bidding: stand or beg"), "give or run": N_("the dealer gives one or runs"), discard: N_("each keeps six cards"), play: N_("playing the tricks"), over: N_("game over") };

function siodemkiTable(pub, ctx) {
  const parts = [];
  parts.push(row(_("now"), [SIODEMKI_PHASE[pub.phase] ? _(SIODEMKI_PHASE[pub.phase]) : ""]));
  if (pub.turnup !== undefined && pub.turnup !== 255) parts.push(row(_("turn-up"), [cardFace(pub.turnup, true)]));
  if (pub.trump !== undefined && pub.trump !== 255) parts.push(row(_("trump"), [SYMBOL[SUITS[pub.trump]] || ""]));
  const trick = pub.trick.length ? pub.trick : pub.last_trick;
  const leader = pub.trick.length ? pub.leader : pub.last_leader;
  const start = Math.max(0, Array.from(pub.order).indexOf(leader));
  const cards = Array.from(trick, (c, i) => {
    const box = el("span", "played");
    box.append(cardFace(c, true), ctx.who(pub.order[(start + i) % pub.order.length]));
    return box;
  });
  if (cards.length) parts.push(row(pub.trick.length ? _("trick") : _("last trick"), cards));
  parts.push(scores(pub.scores, pub.players, ctx, pub.target ? _("points (%(n)s wins)", { n: pub.target }) : _("points (one deal)")));
  parts.push(row(_("cards held"), held(pub.hand_sizes, ctx)));
  return parts;
}

// --- Cabo: every row, the discard, your own knowledge ------------------------------------------
function caboValue(v, small, onTap) {
  if (v === 255) return el("span", "card empty" + (small ? " small" : ""));
  if (v === 254) {
    const back = cardBack(small);
    if (onTap) {
      const b = el("button", back.className);
      b.setAttribute("aria-label", _("face down"));
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

// The rows to show: as this seat knows them, or at game over every card face up (the rows the
// last round ended with, which the board showed everyone when it scored them).
function caboRows(pub, view) {
  const last = pub.last_rows;
  if (pub.phase === "over" && last && last.length === 4 * pub.players) {
    return Array.from({ length: pub.players }, (_, seat) => Array.from(last).slice(seat * 4, seat * 4 + 4));
  }
  return view ? view.rows : pub.rows;
}

function caboTable(pub, ctx) {
  const parts = [];
  const round = row(_("round"), [pub.rounds ? _("%(n)s of %(all)s", { n: pub.round, all: pub.rounds }) : String(pub.round)]);
  if (pub.caller >= 0) round.append(", ", ...said(_("CABO called by %(who)s: one more turn each"), { who: ctx.who(pub.caller) }));
  parts.push(round);
  const top = pub.discard.length ? caboValue(pub.discard[pub.discard.length - 1], true) : el("span", "", "\u2014");
  const pile = row(_("discard"), [top, _("draw pile: %(n)s", { n: pub.draw_count })]);
  if (pub.drawing >= 0 && pub.drawing !== ctx.seat) pile.append(", ", ...said(_("%(who)s has drawn a card"), { who: ctx.who(pub.drawing) }));
  parts.push(pile);
  const rows = caboRows(pub, ctx.view); // no seat: the rows as the whole table knows them
  rows.forEach((r, seat) => {
    if (seat === ctx.seat) return;
    const items = Array.from(r, (v, slot) =>
      caboValue(v, true, ctx.pick ? () => ctx.pick({ seat: seat, slot: slot }) : null),
    );
    const line = row("", items);
    line.firstChild.replaceChildren(ctx.who(seat));
    line.dataset.seat = seat;
    parts.push(line);
  });
  parts.push(scores(pub.totals, pub.players, ctx, _("totals (lowest wins)")));
  return parts;
}

// What this seat may do now, in words (its moves' kinds, its drawn card's power).
function caboSteps(moves, view) {
  const kinds = new Set(moves.map((m) => m[1].split(" ")[0]));
  if (kinds.has("look")) return _("Tap two of your cards to look at them.");
  const steps = [];
  if (kinds.has("keep")) steps.push(_("tap your cards to put the drawn %(n)s in their place (two or more: all the same number)", { n: view.drawn }));
  if (kinds.has("peek")) steps.push(_("tap one of yours to PEEK at it"));
  if (kinds.has("spy")) steps.push(_("tap another's card to SPY on it"));
  if (kinds.has("swap")) steps.push(_("tap one of yours and one of another's to SWAP them"));
  if (kinds.has("take")) steps.push(_("tap your cards to take the discard for them"));
  if (kinds.has("discard")) steps.push(_("discard it"));
  if (kinds.has("draw")) steps.push(_("draw a card"));
  if (kinds.has("cabo")) steps.push(_("call CABO"));
  const text = steps.join(_(", or "));
  return text ? text[0].toUpperCase() + text.slice(1) + "." : "";
}

function scores(values, players, ctx, title) {
  const table = el("table", "scores");
  const head = el("tr");
  const body = el("tr");
  for (let s = 0; s < players; s++) {
    head.appendChild(el("th")).appendChild(ctx.who(s));
    body.appendChild(el("td", "", String(values[s])));
  }
  table.appendChild(head);
  table.appendChild(body);
  const box = el("div");
  box.appendChild(el("div", "label", title));
  box.appendChild(table);
  return box;
}

// --- Høyers trappe: the row of piles (each label over its card), the closing card ---------------
function trappeTable(pub, ctx) {
  const parts = [];
  const piles = el("div", "cards");
  pub.tops.forEach((c, i) => {
    const box = el("span", "labelled");
    box.append(el("span", "label", i ? _("pile %(n)s", { n: i + 1 }) : _("closing")), cardFace(c === 255 ? null : c, true));
    piles.appendChild(box);
  });
  parts.push(row(_("talon %(n)s", { n: pub.talon }), [pub.tops.length ? piles : _("no piles yet")]));
  const rank = RANKS[pub.closing - 1];
  parts.push(row(_("closing card"), [rank === "T" ? "10" : rank || "\u2014"]));
  if (pub.closed && pub.closed.length) parts.push(row(_("closed"), pub.closed.map((c) => cardFace(c, true))));
  parts.push(scores(pub.scores, pub.players, ctx, _("points (highest wins)")));
  parts.push(row(_("cards held"), held(pub.hands, ctx)));
  return parts;
}

// players: the seat counts a phone may deal for (the rule modules' PLAYERS); options: what
// POST /api/setup takes for the game (dealing.SETUP_OPTIONS), each [key, label, default] for a
// yes/no or [key, label, [[value, text], ...]] for a choice (the first is the default); hint: GET /api/hint.
const TWO_TO_TWELVE = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
const CABO_BUTTONS = { draw: N_("Draw a card"), cabo: N_("Call CABO"), discard: N_("Discard the drawn card") };
const SIODEMKI_BUTTONS = { stand: N_("Stand"), beg: N_("Beg"), give: N_("Give one point"), run: N_("Run the pack") };
// said(name): a move's name in words, for the last move; buttons: which moves get a button of
// their own (the rest are played by tapping cards); button(name): its words; scoreWord: what
// the result page's numbers count.
const GAMES = {
  sequence: {
    title: "Sequence",
    table: sequenceTable,
    mine: sequenceMine,
    players: [2, 3, 4, 6, 8, 9, 10, 12],
    options: [["advanced", N_("Advanced rule: a one-eyed jack may break a sequence"), false]],
    button: phrase([[/^dead (.+)$/, N_("Swap the dead card %(a)s")], [/^pay (.+)$/, N_("Pay %(a)s")]]),
    said: phrase([[/^(J[DC])@\d+,\d+$/, N_("played %(a)s (wild)")], [/^(..)@\d+,\d+$/, N_("played %(a)s")], [/^(..)-\d+,\d+$/, N_("took a chip away with %(a)s")], [/^dead (.+)$/, N_("swapped the dead card %(a)s")], [/^pay (.+)$/, N_("paid a penalty: %(a)s")]]),
    scoreWord: N_("sequences"),
  },
  kabal: {
    title: "7'er kabal",
    table: kabalTable,
    mine: () => ({ cards: [] }),
    players: [1],
    options: [
      ["winnable_only", N_("Winnable deals only"), false],
      ["draw_only_when_stuck", N_("Draw only when stuck (no useful column move left; off: draw any time)"), false],
    ],
    hint: true,
    buttons: /^(draw|give up)$/,
    button: (name) => (name === "draw" ? _("Draw") : _("Give up")),
    said: phrase([[/^t(\d)-t(\d)$/, N_("moved column %(a)s to column %(b)s")], [/^t(\d)-f$/, N_("put column %(a)s's card up")], [/^w-t(\d)$/, N_("moved the drawn card to column %(a)s")], [/^w-f$/, N_("put the drawn card up")], [/^f\d-t(\d)$/, N_("took a card down to column %(a)s")], [/^up (\d)$/, N_("turned up column %(a)s's card")], [/^draw$/, N_("drew")], [/^give up$/, N_("gave up")]]),
    scoreWord: N_("cards on the foundations"),
  },
  siodemki: {
    title: "Siódemki",
    table: siodemkiTable,
    mine: (v) => ({ cards: v.hand }),
    players: [2, 3, 4],
    options: [
      ["target", N_("Play to"), [[7, N_("7 points")], [10, N_("10 points")], [0, N_("one deal")]]],
      ["may_trump_when_able", N_("May trump when able to follow"), false],
    ],
    button: (name) => (SIODEMKI_BUTTONS[name] ? _(SIODEMKI_BUTTONS[name]) : cardWords(name)),
    said: phrase([[/^play (.+)$/, N_("played %(a)s")], [/^stand$/, N_("stood")], [/^beg$/, N_("begged")], [/^give$/, N_("gave one point")], [/^run$/, N_("ran the pack")], [/^discard$/, N_("discarded a card")]]),
    scoreWord: N_("points"),
  },
  cabo: {
    title: "Cabo",
    table: caboTable,
    mine: () => ({ cards: [] }),
    slots: true,
    players: TWO_TO_TWELVE,
    options: [["kamikaze", N_("Kamikaze (two 12s and two 13s)"), true]],
    buttons: /^(draw|cabo|discard)$/,
    button: (name) => (CABO_BUTTONS[name] ? _(CABO_BUTTONS[name]) : name),
    said: phrase([[/^look (\d) (\d)$/, N_("looked at cards %(a)s + %(b)s")], [/^take (\d)$/, N_("took the discard for card %(a)s")], [/^take (.+)$/, N_("took the discard for cards %(a)s")], [/^keep (\d)$/, N_("kept the drawn card for card %(a)s")], [/^keep (.+)$/, N_("kept the drawn card for cards %(a)s")], [/^draw$/, N_("drew a card")], [/^discard$/, N_("discarded the drawn card")], [/^peek (\d)$/, N_("PEEKED at card %(a)s")], [/^spy p(\d+) (\d)$/, N_("SPIED on %(p)s's card %(b)s"), 1], [/^swap (\d) p(\d+) (\d)$/, N_("SWAPPED card %(a)s with %(p)s's card %(c)s"), 2], [/^cabo$/, N_("called CABO")]]),
    scoreWord: N_("totals (lowest wins)"),
  },
  trappe: {
    title: "Høyers trappe",
    table: trappeTable,
    mine: (v) => ({ cards: v.hand }),
    players: TWO_TO_TWELVE,
    button: phrase([[/^draw$/, N_("Draw")], [/^pass$/, N_("Pass")], [/^new (..)$/, N_("Start a pile with %(a)s")], [/^..>1$/, N_("On the closing pile")], [/^..>(\d+)$/, N_("On pile %(a)s")]]),
    said: phrase([[/^draw$/, N_("drew a card")], [/^pass$/, N_("passed")], [/^new (..)$/, N_("started a pile with %(a)s")], [/^(..)>1$/, N_("played %(a)s on the closing pile")], [/^(..)>(\d+)$/, N_("played %(a)s on pile %(b)s")]]),
    scoreWord: N_("points (highest wins)"),
  },
};
