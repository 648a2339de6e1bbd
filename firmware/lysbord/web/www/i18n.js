// The page's words in this phone's language: every phone at a table reads its own. A language's
// words are the page's messages of locale/*.po (context "page"), which make web writes into
// /www/lang-<code>.json (tools/flashing/build_web.py): fetched only by a phone that reads it.
// English is the text in the code. The board sends codes and their arguments, never words.
"use strict";

const CATALOGS = {}; // code -> [plural rule, Map(key -> text or [forms])]
const KEY_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const LANGUAGES = { en: "English", nb: "Norsk bokmål", da: "Dansk", pl: "Polski", de: "Deutsch" }; // each by its own name
const LANG_KEY = "lysbord-lang";

// The language chosen on this phone, else the first of the browser's languages the page has.
function pickLanguage() {
  const known = (code) => (LANGUAGES[code] || code === "qps" ? code : null); // qps: the tests' pseudo-language
  let chosen = null;
  try {
    chosen = known(localStorage.getItem(LANG_KEY) || "");
  } catch (err) {
    chosen = null;
  }
  if (chosen) return chosen;
  for (const tag of navigator.languages || [navigator.language || "en"]) {
    let code = tag.toLowerCase().split("-")[0];
    if (code === "no" || code === "nn") code = "nb";
    if (known(code)) return code;
  }
  return "en";
}

let LANG = pickLanguage();

// The plural form of n (the rules of firmware/lysbord/i18n.py: 0 one/other, 1 Polish).
function pluralIndex(rule, n) {
  if (rule === 1) return n === 1 ? 0 : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 1 : 2;
  return n === 1 ? 0 : 1;
}

function fill(text, args) {
  return args ? text.replace(/%\((\w+)\)[sd]/g, (all, key) => (key in args ? String(args[key]) : all)) : text;
}

// A message's key in a language's file: FNV-1a over its code points, 24 bits (build_web.key_of).
function keyOf(text) {
  let h = 2166136261;
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0), 16777619) >>> 0;
  h &= 0xffffff;
  return [18, 12, 6, 0].map((shift) => KEY_CHARS[(h >> shift) & 63]).join("");
}

// The language's words from the board (once a page load): English stays where none came.
async function loadLanguage(code) {
  if (code === "en" || CATALOGS[code]) return;
  try {
    const reply = await fetch("/www/lang-" + code + ".json");
    if (!reply.ok) return;
    const [rule, keys, texts] = await reply.json();
    CATALOGS[code] = [rule, new Map(texts.map((text, i) => [keys.slice(4 * i, 4 * i + 4), text]))];
  } catch (err) {
    // no words from the board now: English until it answers
  }
}

function found(text) {
  const catalog = CATALOGS[LANG];
  return catalog ? catalog[1].get(keyOf(text)) : undefined;
}

// A message in the phone's language, its %(name)s filled from args.
function _(text, args) {
  const said = found(text);
  return fill(typeof said === "string" ? said : text, args);
}

// A message that counts n (args.n is n unless given).
function ngettext(one, many, n, args) {
  const catalog = CATALOGS[LANG];
  const found = catalog ? catalog[1].get(keyOf(one)) : undefined;
  const text = Array.isArray(found) ? found[Math.min(pluralIndex(catalog[0], n), found.length - 1)] : n === 1 ? one : many;
  return fill(text, Object.assign({ n: n }, args));
}

// A message only marked here (a table of them), said with _() where it is shown.
function N_(text) {
  return text;
}
