// The emulated Pico: an RP2040 (rp2040js) running a UF2 with a flash image, driven by
// tools/pico/pico.py over stdin/stdout, one JSON object a line each way.
//
// What this adds to rp2040js: the boot ROM's flash_range_erase / flash_range_program are
// carried out on the flash array (rp2040js leaves flash untouched, so littlefs could not
// save); the key matrix and buttons answer the scan like switches with pull-ups; the
// WS2812 data pin is decoded into frames; a watchdog reboot (machine.reset()) and a power
// cycle re-create the chip from the same flash.
//
// Usage: node tools/pico/chip.mjs '{"rom": path, "flash": path, "board": {...}, "paced": false}'
//   paced: the chip runs only as far as run_ms says (emulated time then follows the script, not the host)
//   flash: the flash to start from (tools/pico/emulator.py writes the UF2 and the
//   littlefs image into it); board: {"rows": [gpio...], "cols": [gpio...], "buttons":
//   [gpio...], "led": gpio}.
// In (stdin):  {"serial": base64}  bytes typed into the USB serial
//              {"keys": [[row, col]...], "buttons": [gpio...]}  what is held down now
//              {"power": "cycle"}  off and on again, flash kept
//              {"run_ms": ms, "keys": [[at_ms, [[row, col]...], [gpio...]]...]}  paced: run ms
//                 more of emulated time, holding those keys from at_ms on; answers {"paused": t}
//              {"cut_after": n}  power off right after the n-th flash erase or program from now
//              {"save": path}  write the flash to path; answers {"saved": path}
//              {"stack": "paint"}  paint the free C stack (below the stack pointer) anew
//              {"stack": "peak"}  answers {"stack_peak": bytes, "stack_now": bytes}: how deep the
//                 C stack has reached since it was last painted (at power on, or by "paint")
//              {"quit": true}
// Out (stdout): {"serial": base64, "ns": t}, {"connected": t}, {"frame": hex, "ns": t, "bit_ns": [...]},
//              {"flash": "erase"|"program", "offset": o, "size": n, "count": k}, {"booted": reason},
//              {"off": "cut"}, {"saved": path}; "ns" is emulated time since power on.
import fs from "fs";
import readline from "readline";
import { ConsoleLogger, LogLevel, RP2040, USBCDC } from "rp2040js";

// stdout carries the protocol: anything rp2040js logs goes to stderr
console.log = console.info = console.debug = console.warn = console.error;

const NS_PER_CYCLE = 8; // 125 MHz
const FLASH_BASE = 0x10000000;
const SECTOR = 4096;
const PAGE = 256;
// W25Q16JV datasheet, typical: what a real Pico's flash takes (the emulator charges it too)
const ERASE_NS = 45e6; // per 4 KB sector
const PROGRAM_NS = 0.4e6; // per 256-byte page
const BKPT_ERASE = 0x51;
const BKPT_PROGRAM = 0x52;
const WS2812_FRAME_GAP_NS = 50_000; // low this long ends a frame (the LEDs latch)
const WS2812_ONE_NS = 600; // a high pulse longer than this is a 1 (T0H ~350-400, T1H ~700-900)

// Core 0's C stack: the 8 KB of SCRATCH_Y, 0x20040000-0x20042000 (MicroPython v1.28.0,
// ports/rp2/memmap_mp_rp2040.ld, PICO_STACK_SIZE 0x2000), as offsets into the SRAM. What is
// below the stack pointer is free; painted with a pattern, the lowest word changed since
// tells how deep the stack went, interrupts included.
const STACK_BOTTOM = 0x40000;
const STACK_TOP = 0x42000;
const STACK_PATTERN = 0x5aa5c33c;

function paintStack(below) {
  for (let at = STACK_BOTTOM; at + 4 <= below; at += 4) mcu.sramView.setUint32(at, STACK_PATTERN, true);
}

function stackPeak() {
  let at = STACK_BOTTOM;
  while (at < STACK_TOP && mcu.sramView.getUint32(at, true) === STACK_PATTERN) at += 4;
  return STACK_TOP - at;
}

function stackNow() {
  return STACK_TOP - (mcu.core.SP - 0x20000000);
}

const config = JSON.parse(process.argv[2]);
const board = { rows: [], cols: [], buttons: [], led: -1, ...config.board };

function romWithFlashTraps(path) {
  // Each ROM function is found through the table at 0x14: (code, address) pairs of
  // halfwords. 'RE' flash_range_erase and 'RP' flash_range_program become BKPT n; BX LR.
  const rom = Buffer.from(fs.readFileSync(path));
  let entry = rom.readUInt16LE(0x14);
  const patched = new Set();
  for (;;) {
    const code = rom.readUInt16LE(entry);
    if (!code) break;
    const at = rom.readUInt16LE(entry + 2) & ~1;
    const name = String.fromCharCode(code & 0xff, code >> 8);
    const trap = { RE: BKPT_ERASE, RP: BKPT_PROGRAM }[name];
    if (trap !== undefined) {
      rom.writeUInt16LE(0xbe00 | trap, at);
      rom.writeUInt16LE(0x4770, at + 2);
      patched.add(name);
    }
    entry += 4;
  }
  if (patched.size !== 2) throw new Error(`${path}: no flash routines in its function table`);
  return new Uint32Array(rom.buffer, rom.byteOffset, rom.length / 4);
}

const rom = romWithFlashTraps(config.rom);
const firstFlash = fs.readFileSync(config.flash);

function send(obj) {
  process.stdout.write(JSON.stringify(obj) + "\n");
}

let mcu, cdc, clock;
let serialIn = []; // bytes not yet taken by the CDC's receive FIFO
let serialOut = []; // [emulated ns of its first byte, bytes] chunks, a new one at each 0x04
let held = { keys: [], buttons: new Set() };
let flashOps = 0;
let cutAt = -1; // flashOps at which the power goes
let rebootReason = null;
let running = true; // false: powered off by a cut
let pausedAt = config.paced ? 0 : Infinity; // paced: emulated ns where the chip waits for run_ms
let keyPlan = []; // [ns, keys, buttons] to apply when the clock gets there
let connected = false;
let ledRise = 0;
let ledFall = 0;
let ledBits = [];
let ledHigh = []; // high time of each bit, ns
let ledStart = 0;

function now() {
  return clock.nanos;
}

function flushFrame() {
  const bytes = Buffer.alloc(ledBits.length >> 3);
  for (let i = 0; i < bytes.length * 8; i++) if (ledBits[i]) bytes[i >> 3] |= 0x80 >> (i & 7);
  const zeros = ledHigh.filter((h, i) => !ledBits[i]);
  const ones = ledHigh.filter((h, i) => ledBits[i]);
  const span = (xs) => (xs.length ? [Math.min(...xs), Math.max(...xs)] : []);
  send({
    frame: bytes.toString("hex"),
    ns: ledStart,
    bits: ledBits.length,
    t0h: span(zeros),
    t1h: span(ones),
    bit_ns: ledBits.length > 1 ? (ledFall - ledStart) / ledBits.length : 0,
  });
  ledBits = [];
  ledHigh = [];
}

function onLed(state) {
  const t = now();
  if (state === 1 /* High */) {
    if (ledBits.length && t - ledFall > WS2812_FRAME_GAP_NS) flushFrame();
    if (!ledBits.length) ledStart = t;
    ledRise = t;
  } else if (state === 0 /* Low */ && ledRise) {
    const high = t - ledRise;
    ledBits.push(high > WS2812_ONE_NS ? 1 : 0);
    ledHigh.push(high);
    ledFall = t;
    ledRise = 0;
  }
}

function drivenLow(gpio) {
  const pin = mcu.gpio[gpio];
  return pin.outputEnable && !pin.outputValue;
}

function answerKeys() {
  // A pressed key joins its row to its column: the column reads low while its row is driven
  // low; otherwise the pull-up wins. Buttons and the cursor pad switch to ground.
  board.cols.forEach((gpio, c) => {
    const low = held.keys.some(([r, kc]) => kc === c && drivenLow(board.rows[r]));
    mcu.gpio[gpio].setInputValue(!low);
  });
  for (const gpio of board.buttons) mcu.gpio[gpio].setInputValue(!held.buttons.has(gpio));
}

function flashTrap(code) {
  const r = mcu.core.registers;
  const offset = r[0];
  if (code === BKPT_ERASE) {
    const size = r[1];
    mcu.flash.fill(0xff, offset, offset + size);
    clock.tick(ERASE_NS * Math.ceil(size / SECTOR));
    send({ flash: "erase", offset, size, count: ++flashOps });
  } else if (code === BKPT_PROGRAM) {
    const data = r[1];
    const size = r[2];
    const flash = mcu.flash;
    for (let i = 0; i < size; i++) flash[offset + i] &= mcu.readUint8(data + i); // NOR: bits only fall
    clock.tick(PROGRAM_NS * Math.ceil(size / PAGE));
    send({ flash: "program", offset, size, count: ++flashOps });
  } else {
    throw new Error(`breakpoint ${code} at ${(mcu.core.PC - 2).toString(16)}`);
  }
  if (flashOps === cutAt) {
    running = false;
    send({ off: "cut", count: flashOps, ns: now() });
  }
}

function powerOn(reason) {
  const flash = mcu ? mcu.flash : firstFlash; // what the flash held when the power went
  mcu = new RP2040();
  clock = mcu.clock;
  mcu.loadBootrom(rom);
  mcu.flash.set(flash);
  paintStack(STACK_TOP); // nothing on the stack yet
  mcu.onBreak = flashTrap;
  mcu.logger = new ConsoleLogger(LogLevel.Error, false); // an unemulated register: say so, go on
  mcu.peripherals[0x40058].onWatchdogTrigger = () => {
    rebootReason = "watchdog";
  };
  cdc = new USBCDC(mcu.usbCtrl);
  connected = false;
  cdc.onDeviceConnected = () => {
    connected = true;
    send({ connected: now() });
  };
  cdc.onSerialData = (data) => {
    // the raw REPL ends output and error with 0x04: a chunk starting there dates it exactly
    for (const b of data) {
      if (!serialOut.length || b === 4) serialOut.push([now(), []]);
      serialOut[serialOut.length - 1][1].push(b);
    }
  };
  serialIn = [];
  ledBits = [];
  ledHigh = [];
  ledRise = 0;
  for (const gpio of board.rows) mcu.gpio[gpio].addListener(answerKeys);
  if (board.led >= 0) mcu.gpio[board.led].addListener(onLed);
  answerKeys();
  mcu.core.PC = FLASH_BASE; // the second-stage boot loader at the start of flash
  running = true;
  if (config.paced) pausedAt = reportedPause = 0;
  send({ booted: reason });
}

function hold(keys, buttons) {
  held = { keys, buttons: new Set(buttons) };
  answerKeys();
}

let scheduled = false;
function wake() {
  if (!scheduled) {
    scheduled = true;
    setImmediate(slice);
  }
}

function slice() {
  // run for ~20 ms of host time, then let stdin in; sooner when the chip has said something
  // and waits for nothing typed: a reply it waits for (mpremote's raw-paste flow control, a
  // REPL prompt) then comes a slice later, not 20 ms later
  scheduled = false;
  const until = performance.now() + 20;
  while (running && now() < pausedAt && performance.now() < until && !(serialOut.length && !serialIn.length)) {
    if (connected) {
      while (serialIn.length && !cdc.txFIFO.full) cdc.sendSerialByte(serialIn.shift());
    }
    const stop = Math.min(pausedAt, keyPlan.length ? keyPlan[0][0] : Infinity);
    for (let i = 0; i < 20000 && running && now() < stop; i++) {
      if (mcu.core.waiting) {
        const wait = clock.nanosToNextAlarm;
        if (wait <= 0 && stop === Infinity) break;
        clock.tick(Math.min(wait <= 0 ? Infinity : wait, stop - now()));
      } else {
        clock.tick(mcu.core.executeInstruction() * NS_PER_CYCLE);
      }
    }
    while (keyPlan.length && now() >= keyPlan[0][0]) hold(...keyPlan.shift().slice(1));
    if (rebootReason) break;
  }
  if (running && now() >= pausedAt && pausedAt !== reportedPause) {
    reportedPause = pausedAt;
    send({ paused: now() });
  }
  if (ledBits.length && now() - ledFall > WS2812_FRAME_GAP_NS) flushFrame();
  for (const [ns, bytes] of serialOut) send({ serial: Buffer.from(bytes).toString("base64"), ns });
  serialOut = [];
  if (rebootReason) {
    const reason = rebootReason;
    rebootReason = null;
    powerOn(reason);
  }
  if (running && now() < pausedAt) wake(); // else idle until a message comes
}
let reportedPause = -1;

readline.createInterface({ input: process.stdin }).on("line", (line) => {
  if (!line.trim()) return;
  const msg = JSON.parse(line);
  if (msg.serial !== undefined) serialIn.push(...Buffer.from(msg.serial, "base64"));
  if (msg.keys !== undefined && msg.run_ms === undefined) hold(msg.keys, msg.buttons || []);
  if (msg.run_ms !== undefined) {
    const start = now();
    keyPlan = (msg.keys || []).map(([at, keys, buttons]) => [start + at * 1e6, keys, buttons]);
    pausedAt = start + msg.run_ms * 1e6;
  }
  if (msg.cut_after !== undefined) cutAt = flashOps + msg.cut_after;
  if (msg.power === "cycle") powerOn("power");
  if (msg.save !== undefined) {
    fs.writeFileSync(msg.save, mcu.flash.subarray(0, config.flash_size || 2 * 1024 * 1024));
    send({ saved: msg.save });
  }
  if (msg.stack === "paint") paintStack(STACK_TOP - stackNow());
  if (msg.stack === "peak") send({ stack_peak: stackPeak(), stack_now: stackNow(), ns: now() });
  if (msg.quit) process.exit(0);
  wake();
});
process.stdin.on("end", () => process.exit(0));

powerOn("power");
wake();
