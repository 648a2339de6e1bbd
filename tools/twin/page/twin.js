// The board in a browser: MicroPython's WebAssembly port runs the board's own firmware over the
// simulator's fakes (tools/twin/twin.py); this page drives its loop a slice of real time per
// animation frame, lights the cells with the LEDs' colours, turns clicks, taps and keys into key
// contacts, keeps the board's flash in localStorage, and answers the phones' fetch('/api/...')
// with the board's own web server (lysbord.web.server's microdot app, in the page).
"use strict";

const params = new URLSearchParams(location.search);
const PROFILE = params.get("profile") || "full";
const FLASH_KEY = "lysbord-twin-flash-" + PROFILE; // each board its own flash: {name: hex}
const PHONES_KEY = "lysbord-twin-phones"; // how many phones sat beside the board
const MAX_SLICE_MS = 250; // a tab that slept does not fast-forward the board's clock past this
const HIDDEN_SLICE_MS = 1100; // in a hidden tab, woken about once a second
const MIN_PRESS_MS = 15; // a click shorter than this is held this long (the scan debounces 5 ms)
const PRESS_AHEAD_MS = 8; // the scan's debounce (5 ms) and a pass: a press lit in the same event // a click shorter than this is held this long (the scan debounces 5 ms)
const KEYS = { m: 100, j: 101, u: 102, r: 103 };

const $ = (id) => document.getElementById(id);
const lysbord = (window.lysbord = {
  ready: false, // the board is up (its first frame lit)
  frames: 0, // frames drawn in the page
  firstFrameMs: null, // from the page's start to the first lit frame
  manual: params.has("manual"), // tests: the board's clock moves only when told (script, advance)
  failed: null,
  clickedAt: null, // when the last press came (cleared by the frame that shows it)
  clickMs: null, // from that press to its frame, in ms
});

let mp = null; // the MicroPython instance
let twin = null; // twin.Twin in it
let layout = null; // twin.layout(): wire order, cards, inverse gamma
let lastTick = 0;
let cursor = 44;
const down = new Map(); // key -> the board's clock when it went down

function fail(error) {
  lysbord.failed = String(error && error.message ? error.message : error);
  $("caption").textContent = "the board failed to start";
  const box = document.createElement("pre");
  box.id = "failed";
  box.textContent = lysbord.failed;
  $("board-side").prepend(box);
  console.error(error);
}

function bytesOf(base64) {
  const text = atob(base64);
  const out = new Uint8Array(text.length);
  for (let i = 0; i < text.length; i++) out[i] = text.charCodeAt(i);
  return out;
}

function mkdirs(FS, path) {
  const parts = path.split("/").slice(1, -1);
  let at = "";
  for (const part of parts) {
    at += "/" + part;
    try {
      FS.mkdir(at);
    } catch (err) {
      /* it exists */
    }
  }
}

async function boot() {
  const started = performance.now();
  mp = await globalThis.loadMicroPython({
    heapsize: 16 * 1024 * 1024,
    pystack: 16 * 1024,
    wasmBinary: bytesOf(globalThis.LYSBORD_WASM),
    stdout: (line) => console.log(line),
    stderr: (line) => console.warn(line),
  });
  for (const [path, data] of Object.entries(globalThis.LYSBORD_FILES)) {
    mkdirs(mp.FS, path);
    mp.FS.writeFile(path, bytesOf(data));
  }
  mp.runPython("import sys\nsys.path[:0] = ['/twin', '/', '/lib']\nimport twin");
  powerOn();
  lysbord.bootMs = performance.now() - started;
  if (!lysbord.manual) requestAnimationFrame(loop);
}

function powerOn() {
  const kept = localStorage.getItem(FLASH_KEY);
  const seed = params.has("seed") ? Number(params.get("seed")) : null;
  mp.globals.set("_kept", kept || "{}");
  mp.globals.set("_seed", seed);
  mp.globals.set("_profile", PROFILE);
  mp.globals.set("_demo", params.has("demo"));
  mp.runPython("import json\nT = twin.Twin(_profile, json.loads(_kept), _seed, 0, _demo)");
  twin = mp.globals.get("T");
  layout = JSON.parse(twin.layout());
  lastTick = performance.now();
  drawCells();
  show();
}

// --- the board's clock, its frames and its flash -----------------------------------------
function loop(now) {
  if (tick(now, MAX_SLICE_MS)) requestAnimationFrame(loop);
}

// The board's clock follows the page's in whole ms (a press may have run it ahead: pressAhead),
// at most longest ms at once; false once the board failed.
function tick(now, longest) {
  if (now - lastTick > longest) lastTick = now - longest;
  const slice = Math.floor(now - lastTick);
  try {
    if (slice >= 1) {
      lastTick += slice;
      advance(slice);
    }
  } catch (error) {
    fail(error);
    return false;
  }
  return true;
}

// A hidden tab gets no animation frames, but a phone in another tab may be playing: there the
// board runs on a timer (a browser wakes a hidden tab's timers about once a second).
setInterval(() => {
  if (document.hidden && twin && !lysbord.manual && !lysbord.failed) tick(performance.now(), HIDDEN_SLICE_MS);
}, 200);

function advance(ms) {
  if (ms > 0 && twin.advance(ms) > 0) show();
  keep();
}

function keep() {
  const saves = twin.saves();
  if (saves) localStorage.setItem(FLASH_KEY, saves);
}

function rgb(wire, index) {
  const at = 3 * layout.table[index];
  const inverse = layout.inverse;
  const order = layout.order;
  return [inverse[wire[at + order.indexOf("R")]], inverse[wire[at + order.indexOf("G")]], inverse[wire[at + order.indexOf("B")]]];
}

function bytesOfHex(hex) {
  const out = new Uint8Array(hex.length / 2);
  for (let i = 0; i < out.length; i++) out[i] = parseInt(hex.substr(2 * i, 2), 16);
  return out;
}

// Each LED lights its cell from below, through the cell's walls and the printed overlay: the
// light brightest over the LED, falling off towards the walls, a little spilling past them.
let shownHex = "";
function show() {
  const canvas = $("glow");
  const box = $("board");
  const size = Math.round(box.clientWidth * devicePixelRatio);
  if (canvas.width !== size) canvas.width = canvas.height = size;
  const ctx = canvas.getContext("2d");
  const hex = twin.wire();
  const wire = bytesOfHex(hex);
  if (lysbord.clickedAt !== null && hex !== shownHex) {
    lysbord.clickMs = performance.now() - lysbord.clickedAt; // a press, to the frame that shows it
    lysbord.clickedAt = null;
  }
  shownHex = hex;
  const scale = size / (2 * geometry.margin + 10 * geometry.pitch);
  const pitch = geometry.pitch * scale;
  ctx.globalCompositeOperation = "source-over";
  ctx.fillStyle = "#1b1a18";
  ctx.fillRect(0, 0, size, size);
  ctx.globalCompositeOperation = "lighter";
  for (let cell = 0; cell < 100; cell++) {
    const [r, g, b] = rgb(wire, cell);
    if (r + g + b < 6) continue;
    const x = geometry.margin * scale + (cell % 10) * pitch;
    const y = geometry.margin * scale + Math.floor(cell / 10) * pitch;
    const cx = x + pitch / 2;
    const cy = y + pitch / 2;
    const spill = ctx.createRadialGradient(cx, cy, 0, cx, cy, pitch * 0.95);
    spill.addColorStop(0, `rgba(${r},${g},${b},0.35)`);
    spill.addColorStop(1, `rgba(${r},${g},${b},0)`);
    ctx.fillStyle = spill;
    ctx.fillRect(cx - pitch, cy - pitch, 2 * pitch, 2 * pitch);
    const light = ctx.createRadialGradient(cx, cy, pitch * 0.05, cx, cy, pitch * 0.72);
    light.addColorStop(0, `rgba(${r},${g},${b},1)`);
    light.addColorStop(0.6, `rgba(${r},${g},${b},0.75)`);
    light.addColorStop(1, `rgba(${r},${g},${b},0.45)`);
    ctx.fillStyle = light;
    ctx.fillRect(x + 1, y + 1, pitch - 2, pitch - 2);
  }
  const leds = $("status").children;
  for (let i = 0; i < leds.length; i++) {
    const [r, g, b] = rgb(wire, 100 + i);
    const on = r + g + b >= 6;
    leds[i].style.background = on ? `radial-gradient(rgb(${r},${g},${b}), rgba(${r},${g},${b},0.6))` : "";
    leds[i].style.boxShadow = on ? `0 0 14px 4px rgba(${r},${g},${b},0.7)` : "";
  }
  lysbord.frames++;
  if (!lysbord.ready) {
    lysbord.ready = true;
    lysbord.firstFrameMs = performance.now();
  }
  caption();
}

function caption() {
  $("caption").textContent = twin.caption();
}

// --- keys: cells, buttons, the keyboard ---------------------------------------------------
function press(key) {
  if (down.has(key)) return;
  lysbord.clickedAt = performance.now();
  down.set(key, twin.now());
  twin.hold(key);
  mark(key, true);
  pressAhead(PRESS_AHEAD_MS);
}

// The board's clock run ms ahead at once, so a press or a release is lit now rather than at the
// next animation frame; the next slices of real time are that much shorter.
function pressAhead(ms) {
  if (lysbord.manual || !twin) return;
  advance(ms);
  lastTick += ms;
}

function release(key) {
  if (!down.has(key)) return;
  const at = down.get(key);
  down.delete(key);
  twin.release(key, at + MIN_PRESS_MS);
  mark(key, false);
  lysbord.clickedAt = performance.now();
  pressAhead(Math.max(0, at + MIN_PRESS_MS - twin.now()) + PRESS_AHEAD_MS);
}

function mark(key, isDown) {
  const element = key < 100 ? $("cells").children[key] : document.querySelector(`button.key[data-key="${key}"]`);
  if (element) element.classList.toggle("down", isDown);
}

function drawCells() {
  const cells = $("cells");
  if (cells.children.length) return;
  const size = 2 * geometry.margin + 10 * geometry.pitch;
  const edge = (100 * geometry.margin) / size;
  cells.style.padding = `${edge}%`;
  cells.style.boxSizing = "border-box";
  cells.style.gridTemplate = "repeat(10, 1fr) / repeat(10, 1fr)";
  for (let cell = 0; cell < 100; cell++) {
    const div = document.createElement("div");
    div.dataset.cell = cell;
    div.title = layout.cards[cell] || "free corner";
    holdable(div, cell);
    cells.appendChild(div);
  }
  for (let i = 0; i < layout.status; i++) $("status").appendChild(document.createElement("span"));
  for (const [key, label] of layout.pad) {
    // the lite board's cursor pad (up, down, left, right, centre) beside its two buttons
    const button = document.createElement("button");
    button.className = "key pad";
    button.dataset.key = key;
    button.textContent = label;
    $("buttons").appendChild(button);
  }
  for (const button of document.querySelectorAll("button.key")) {
    button.hidden = !layout.buttons.includes(Number(button.dataset.key)); // the lite board: Menu, Jack, its pad
    holdable(button, Number(button.dataset.key));
  }
}

function holdable(element, key) {
  element.addEventListener("pointerdown", (event) => {
    event.preventDefault();
    element.setPointerCapture?.(event.pointerId);
    press(key);
  });
  for (const name of ["pointerup", "pointercancel", "lostpointercapture"]) element.addEventListener(name, () => release(key));
  element.addEventListener("contextmenu", (event) => event.preventDefault()); // a long touch is a hold, not a menu
}

function moveCursor(dRow, dCol) {
  $("cells").children[cursor].classList.remove("cursor");
  const row = (Math.floor(cursor / 10) + dRow + 10) % 10;
  const col = ((cursor % 10) + dCol + 10) % 10;
  cursor = row * 10 + col;
  $("cells").children[cursor].classList.add("cursor");
}

const toggled = new Set(); // r and f: pressed once to hold, again to let go
document.addEventListener("keydown", (event) => {
  if (!twin || event.target.closest?.("input, select, textarea, iframe") || event.ctrlKey || event.metaKey || event.altKey) return;
  const arrows = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };
  if (arrows[event.key]) {
    if (layout.name === "lite") press({ ArrowUp: 110, ArrowDown: 111, ArrowLeft: 112, ArrowRight: 113 }[event.key]);
    else moveCursor(...arrows[event.key]);
  } else if (event.key === "Enter" || event.key === " ") {
    if (!event.repeat) press(layout.name === "lite" ? 114 : cursor);
  } else if (event.key === "r" || event.key === "f") {
    if (event.repeat) return;
    const key = event.key === "r" ? KEYS.r : cursor;
    if (toggled.has(event.key)) {
      toggled.delete(event.key);
      release(key);
    } else {
      toggled.add(event.key);
      press(key);
    }
  } else if (event.key === "u") {
    if (event.repeat) return;
    press(KEYS.u);
    setTimeout(() => release(KEYS.u), layout.long_ms + 200);
  } else if (KEYS[event.key] !== undefined) {
    if (!event.repeat) press(KEYS[event.key]);
  } else return;
  event.preventDefault();
});
document.addEventListener("keyup", (event) => {
  if (!twin) return;
  if (event.key === "Enter" || event.key === " ") release(layout.name === "lite" ? 114 : cursor);
  else if (event.key === "m" || event.key === "j") release(KEYS[event.key]);
  else if (event.key.startsWith("Arrow") && layout.name === "lite") release({ ArrowUp: 110, ArrowDown: 111, ArrowLeft: 112, ArrowRight: 113 }[event.key]);
});

// --- the phones: the board's own page, its fetch answered by the board's own server --------
// A phone's request goes to lysbord.web.server's microdot app as the bytes a socket would
// carry; the reply's bytes come back and are read as a browser reads them.
lysbord.fetch = function (path, init) {
  init = init || {};
  const method = (init.method || "GET").toUpperCase();
  const body = init.body === undefined || init.body === null ? "" : String(init.body);
  const length = new TextEncoder().encode(body).length;
  let head = `${method} ${path} HTTP/1.1\r\nHost: lysbord.local\r\n`;
  for (const [name, value] of Object.entries(init.headers || {})) head += `${name}: ${value}\r\n`;
  if (body || method === "POST") head += `Content-Length: ${length}\r\n`;
  return new Promise((resolve) => {
    twin.request(head + "\r\n" + body, (reply) => resolve(readReply(reply)));
  });
};

// The reply's bytes (base64) as a browser reads them: its status and headers, its body
// unzipped where the board sent a gzipped file (the page's words in a phone's language).
function readReply(b64) {
  const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
  let split = -1;
  for (let i = 0; i + 3 < bytes.length; i++) {
    if (bytes[i] === 13 && bytes[i + 1] === 10 && bytes[i + 2] === 13 && bytes[i + 3] === 10) {
      split = i;
      break;
    }
  }
  const headLines = new TextDecoder().decode(split < 0 ? bytes : bytes.subarray(0, split)).split("\r\n");
  let body = split < 0 ? new Uint8Array(0) : bytes.subarray(split + 4);
  const status = Number(headLines[0].split(" ")[1]) || 500;
  const headers = new Headers();
  for (const line of headLines.slice(1)) {
    const colon = line.indexOf(":");
    if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
  }
  if ((headers.get("Content-Encoding") || "").toLowerCase() === "gzip") {
    headers.delete("Content-Encoding");
    body = new Blob([body]).stream().pipeThrough(new DecompressionStream("gzip"));
  }
  const empty = status === 204 || status === 304;
  return new Response(empty ? null : body, { status: status, headers: headers });
}

// Before the phone page's own scripts: fetch goes to the board in the page, and localStorage is
// this phone's own (its seat token and name), as each phone's browser keeps its own.
function phoneDocument(number) {
  const shim =
    "<script>(function () {" +
    "const board = window.opener || window.parent;" +
    `const prefix = "lysbord-phone-${number}:";` +
    "const store = board.localStorage;" +
    "const own = { getItem: (k) => store.getItem(prefix + k), setItem: (k, v) => store.setItem(prefix + k, String(v))," +
    " removeItem: (k) => store.removeItem(prefix + k) };" +
    "Object.defineProperty(window, 'localStorage', { value: own, configurable: true });" +
    "window.fetch = (path, init) => board.lysbord.fetch(String(path), init);" +
    "})();</script>";
  return globalThis.LYSBORD_PHONE.replace("<head>", "<head>" + shim);
}

let phones = 0;
function addPhone(remember = true) {
  phones += 1;
  const number = phones;
  const box = document.createElement("div");
  box.className = "phone";
  box.dataset.phone = number;
  const head = document.createElement("header");
  head.innerHTML = `<span>Phone ${number}</span>`;
  const close = document.createElement("button");
  close.textContent = "put away";
  close.addEventListener("click", () => {
    box.remove();
    localStorage.setItem(PHONES_KEY, String(document.querySelectorAll(".phone").length));
  });
  head.appendChild(close);
  const frame = document.createElement("iframe");
  frame.title = "phone " + number;
  frame.srcdoc = phoneDocument(number);
  box.append(head, frame);
  $("phones").appendChild(box);
  if (remember) localStorage.setItem(PHONES_KEY, String(document.querySelectorAll(".phone").length));
  return frame;
}
lysbord.addPhone = addPhone;

function phoneInTab() {
  phones += 1;
  const tab = window.open("", "_blank");
  if (!tab) return;
  tab.document.open();
  tab.document.write(phoneDocument(phones));
  tab.document.close();
}

// --- tests and measuring: the board driven on its own clock ------------------------------
lysbord.script = (text, steps) => {
  const shown = JSON.parse(twin.script(text, !!steps));
  show();
  keep();
  return shown;
};
lysbord.advance = (ms) => advance(ms);
lysbord.start = () => {
  // from manual to real time: the board's clock follows the page's from here
  lysbord.manual = false;
  lastTick = performance.now();
  requestAnimationFrame(loop);
};
lysbord.screen = () => twin.screen();
lysbord.now = () => twin.now(); // the board's clock, ms
lysbord.game = () => JSON.parse(twin.game());
lysbord.sequenceBotMs = () => {
  mp.runPython("import twinscript\n_bot_ms = twinscript.sequence_bot_ms()");
  return mp.globals.get("_bot_ms");
};

// --- start --------------------------------------------------------------------------------
const geometry = { margin: Number($("board").dataset.margin), pitch: Number($("board").dataset.pitch) };
$("add-phone").addEventListener("click", () => addPhone());
$("add-tab").addEventListener("click", phoneInTab);
$("power").addEventListener("click", () => {
  keep();
  down.clear();
  powerOn();
});
$("forget").addEventListener("click", () => {
  if (!confirm("Erase the saved game and settings of this board in this browser?")) return;
  localStorage.removeItem(FLASH_KEY);
  powerOn();
});
window.addEventListener("resize", () => twin && show());
window.addEventListener("pagehide", () => twin && keep());
boot()
  .then(() => {
    const seated = Number(localStorage.getItem(PHONES_KEY) || 0);
    for (let i = 0; i < seated; i++) addPhone(false);
  })
  .catch(fail);
