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
//   flash_cache: true charges the XIP cache's misses (the bench's timings); by default flash
//   reads as fast as SRAM, as in plain rp2040js
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
//              {"xip": "stats"}  answers {"xip_lookups": n, "xip_misses": n, "xip_stall_cycles": n}
//                 since power on (lookups: reads of the XIP window that left the line read before)
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

// The XIP cache (RP2040 datasheet, https://datasheets.raspberrypi.com/rp2040/rp2040-datasheet.pdf,
// 2.6.3.1 "XIP Cache"): 16 KB, two-way set-associative, 8-byte lines, a hit in one cycle (as SRAM: nothing more to charge), a miss waits for the
// QSPI flash. rp2040js reads flash as fast as SRAM; this charges each miss. The aliases:
// 0x10 cacheable and allocating, 0x11 cacheable, not allocating (a miss leaves the cache as
// it was), 0x12 not cacheable, allocating (always to the flash, the line then kept), 0x13
// neither. A miss fills the way used less recently (LRU, the model's choice). Writes to
// XIP_CTRL FLUSH (0x14000004) empty it, as the SDK's flash_range_* do after each erase and
// program through the boot ROM's flash_flush_cache. Not modelled: DMA reads of flash, writes
// to the 0x10 alias (on the chip they drop a held line), the other core.
//
// A miss, in clk_sys cycles: MicroPython v1.28.0 on the Pico boots with pico-sdk 2.2.0's
// boot2_w25q080.S (src/boards/include/boards/pico.h: PICO_BOOT_STAGE2_CHOOSE_W25Q080,
// PICO_FLASH_SPI_CLKDIV 2), which sets SSI BAUDR 2 (SCK = clk_sys / 2 = 62.5 MHz at
// 125 MHz), RX_SAMPLE_DLY 1, and continuous-read quad I/O (0xEB with mode bits 0xA0, so no
// command byte): ADDR_L 8 (24 address + 8 mode bits over 4 lines = 8 SCK), WAIT_CYCLES 4;
// ports/rp2/rp2_flash.c keeps BAUDR 2 (MICROPY_HW_FLASH_MAX_FREQ = SYS_CLK_HZ /
// PICO_FLASH_SPI_CLKDIV, divisor rounded up to even). An 8-byte line is 64 data bits over 4
// lines = 16 SCK: 8 + 4 + 16 = 28 SCK = 56 clk_sys. On top, estimated (the datasheet gives
// no figure): the cache's lookup (1), chip select to the first SCK edge (1, half an SCK),
// the RX sample delay (1), the line handed to the bus (1): 4 cycles. 60 in all (480 ns).
const XIP_MISS_CYCLES = 56 + 4;
const XIP_FLUSH_CYCLES = 1024; // "just over 1024 clock cycles" to clear the tags (2.6.3.2)
const XIP_SETS = 1024; // 16 KB / 8-byte lines / 2 ways
const XIP_CTRL = 0x14000;

let xipStall = 0; // cycles the core waits for the flash, charged after the instruction
let xipStats = () => ({ lookups: 0, misses: 0, stall: 0 });

function withXipCache(mcu) {
  // The core reads memory through its own readUint32/16/8 (fetches, loads, the vector
  // table); each read of the XIP window goes past the cache on its way to rp2040js's.
  const tags = new Int32Array(2 * XIP_SETS).fill(-1); // line numbers held, two a set
  const newest = new Int32Array(XIP_SETS).fill(-1); // the line of each set used last
  const next = new Uint8Array(XIP_SETS); // the way a miss fills: the one used less recently
  let last = -1; // address >>> 3 of the line read last through 0x10 (held, the newest of its set)
  let enabled = true;
  let lookups = 0;
  let misses = 0;
  xipStats = () => ({ lookups, misses, stall: misses * XIP_MISS_CYCLES });
  const flush = () => {
    tags.fill(-1);
    newest.fill(-1);
    last = -1;
  };
  const fill = (set, line) => {
    const at = set << 1;
    const way = tags[at + 1 - next[set]] === line ? 1 - next[set] : next[set]; // 0x12: held already
    tags[at + way] = line;
    next[set] = way ^ 1;
    newest[set] = line;
  };
  // A lookup in set's two ways: on a hit the other way is the one to fill next.
  const hit = (set, line) => {
    const at = set << 1;
    if (tags[at] !== line && tags[at + 1] !== line) return false;
    next[set] = tags[at] === line ? 1 : 0;
    newest[set] = line;
    return true;
  };
  const read = (address) => {
    const key = address >>> 3;
    const line = key & 0x1fffff;
    const set = line & (XIP_SETS - 1);
    lookups++;
    if (key >>> 21 === 0x10 && enabled) {
      // 0x10: cacheable, allocating (the rest of this function: the other aliases)
      last = key;
      if (newest[set] === line || hit(set, line)) return;
      misses++;
      xipStall += XIP_MISS_CYCLES;
      fill(set, line);
      return;
    }
    last = -1; // this read may change what the fast path takes for granted
    const alias = address >>> 24; // 0x11-0x13, or any with the cache off
    if (enabled && alias === 0x11 && hit(set, line)) return;
    misses++;
    xipStall += XIP_MISS_CYCLES;
    if (enabled && alias === 0x12) fill(set, line);
  };
  // The fast path inline (a read in the line read last costs a shift and a compare), and
  // flash through 0x10 read straight from rp2040js's flash array, as its own readers do
  const core = mcu.core;
  const flashView = mcu.flashView;
  const flashEnd = FLASH_BASE + mcu.flash.length;
  core.readUint32 = (address) => {
    if (address >>> 26 === 4) {
      // 0x10000000-0x13ffffff
      if (address >>> 3 !== last) read(address);
      if (address < flashEnd && !(address & 3)) return flashView.getUint32(address - FLASH_BASE, true);
    }
    return mcu.readUint32(address);
  };
  core.readUint16 = (address) => {
    if (address >>> 26 === 4) {
      if (address >>> 3 !== last) read(address);
      if (address < flashEnd) return flashView.getUint16(address - FLASH_BASE, true);
    }
    return mcu.readUint16(address);
  };
  core.readUint8 = (address) => {
    if (address >>> 26 === 4) {
      if (address >>> 3 !== last) read(address);
      if (address < flashEnd) return mcu.flash[address - FLASH_BASE];
    }
    return mcu.readUint8(address);
  };
  // XIP_CTRL: CTRL (EN), FLUSH, STAT (flush ready, FIFO empty); the rest reads as before
  const xipCtrl = {
    ctrl: 3,
    readUint32(offset) {
      if (offset === 0) return this.ctrl;
      if (offset === 4) return 0;
      if (offset === 8) return 3;
      return 0xffffffff;
    },
    writeUint32Atomic(offset, value) {
      if (offset === 0) {
        this.ctrl = value;
        enabled = !!(value & 1) && !(value & 8);
      } else if (offset === 4 && value & 1) {
        flush();
        xipStall += XIP_FLUSH_CYCLES;
      }
    },
  };
  mcu.peripherals[XIP_CTRL] = xipCtrl;
}

const config = JSON.parse(process.argv[2]);
const flashCache = config.flash_cache === true;
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
  xipStall = 0;
  xipStats = () => ({ lookups: 0, misses: 0, stall: 0 });
  if (flashCache) withXipCache(mcu);
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
        let cycles = mcu.core.executeInstruction();
        if (xipStall) {
          cycles += xipStall;
          xipStall = 0;
        }
        clock.tick(cycles * NS_PER_CYCLE);
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
  if (msg.xip === "stats") {
    const { lookups, misses, stall } = xipStats();
    send({ xip_lookups: lookups, xip_misses: misses, xip_stall_cycles: stall, ns: now() });
  }
  if (msg.stack === "peak") send({ stack_peak: stackPeak(), stack_now: stackNow(), ns: now() });
  if (msg.quit) process.exit(0);
  wake();
});
process.stdin.on("end", () => process.exit(0));

powerOn("power");
wake();
