// Run a Python file under real MicroPython (the WebAssembly port) with the repo's
// firmware/, host_tests/ and tools/ copied into its in-memory filesystem; tools/bench is on
// sys.path for benchlib, whose heap figures the stepping below (_MP_STEPS) makes exact.
// Usage: node tools/mp_run.mjs script.py [args...]   (exit 1 on a Python error)
// MP_MPY=build/mpy: also copy that compiled tree (tools/flashing/build_mpy.py, microdot in lib/ as
// tools/flashing/flash.py does) to /mpy and put /mpy and /mpy/lib first on sys.path, so the modules
// load from .mpy files as on a Pico flashed the filesystem way. It also hides inspect and
// functools, which this port freezes and a Pico W's firmware has not: microdot then takes
// the path it takes on the board (its fallbacks when they fail to import).
import { loadMicroPython } from "@micropython/micropython-webassembly-pyscript";
import fs from "fs";
import path from "path";
import url from "url";

const repo = path.resolve(path.dirname(url.fileURLToPath(import.meta.url)), "..");
const COPIED = ["firmware", "host_tests", "tools", "board"];
const SKIP = new Set(["node_modules", "__pycache__", ".pytest_cache"]);

function copyTree(FS, hostDir, mpDir, suffixes = [".py", ".bin", ".lng"]) {
  FS.mkdir(mpDir);
  for (const entry of fs.readdirSync(hostDir, { withFileTypes: true })) {
    if (SKIP.has(entry.name)) continue;
    const hostPath = path.join(hostDir, entry.name);
    const mpPath = mpDir + "/" + entry.name;
    if (entry.isDirectory()) copyTree(FS, hostPath, mpPath, suffixes);
    else if (suffixes.some((s) => entry.name.endsWith(s))) FS.writeFile(mpPath, fs.readFileSync(hostPath));
  }
}

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node tools/mp_run.mjs script.py [args...]");
  process.exit(2);
}
const heapsize = parseInt(process.env.MP_HEAP || String(4 * 1024 * 1024), 10);
const mp = await loadMicroPython({
  heapsize,
  pystack: 16 * 1024,
  stdout: (line) => process.stdout.write(line + "\n"),
  stderr: (line) => process.stderr.write(line + "\n"),
});
mp.FS.mkdir("/repo");
for (const dir of COPIED) {
  const hostDir = path.join(repo, dir);
  if (fs.existsSync(hostDir)) copyTree(mp.FS, hostDir, "/repo/" + dir);
}
// microdot (the web server) from the venv's site-packages, as `make flash` copies it to the Pico.
const venvLib = path.join(repo, ".venv", "lib");
if (fs.existsSync(venvLib)) {
  mp.FS.mkdir("/repo/lib");
  for (const py of fs.readdirSync(venvLib)) {
    const microdot = path.join(venvLib, py, "site-packages", "microdot");
    if (fs.existsSync(microdot)) copyTree(mp.FS, microdot, "/repo/lib/microdot");
  }
}
let compiledPath = "";
if (process.env.MP_MPY) {
  const mpyDir = path.resolve(repo, process.env.MP_MPY);
  if (!fs.existsSync(mpyDir)) {
    console.error(`MP_MPY: no compiled tree at ${mpyDir} (tools/flashing/build_mpy.py makes one)`);
    process.exit(2);
  }
  copyTree(mp.FS, mpyDir, "/mpy", [".mpy", ".py", ".bin", ".lng"]);
  mp.FS.mkdir("/absent");  // found before the port's frozen modules: importing one fails as on a Pico W
  for (const name of ["inspect", "functools"]) {
    mp.FS.writeFile(`/absent/${name}.py`, `raise ImportError("no module named '${name}' on a Pico W")\n`);
  }
  compiledPath = "'/absent', '/mpy', '/mpy/lib', ";
}
const scriptPath = path.resolve(script);
const argv = JSON.stringify(["/repo/" + path.relative(repo, scriptPath), ...args]);
try {
  mp.runPython(
    "import sys\n" +
      `sys.path[:0] = [${compiledPath}'/repo/firmware', '/repo/host_tests', '/repo/tools', '/repo/tools/bench', '/repo', '/repo/lib']\n` +
      `sys.argv[:] = ${argv}\n` +
      "import os\nos.chdir('/repo')\n"
  );
  mp.runPython(fs.readFileSync(scriptPath, "utf8"));
  // A script may leave a generator in _MP_STEPS: each `yield` returns here, where a
  // collection at top level really frees garbage (inside one runPython call the
  // WebAssembly port's gc.collect() cannot reclaim), so heap deltas are exact.
  if (mp.runPython("_MP_STEPS = globals().get('_MP_STEPS')") === null && mp.globals.get("_MP_STEPS")) {
    mp.runPython(
      "import gc\nimport benchlib\n_MP_MORE = 1\n" +
        "def _mp_advance():\n    global _MP_MORE\n    try:\n        next(_MP_STEPS)\n" +
        "    except StopIteration:\n        _MP_MORE = 0\n"
    );
    while (mp.globals.get("_MP_MORE")) {
      mp.runPython("gc.collect()\nbenchlib.COLLECTED[0] = gc.mem_alloc()");
      mp.runPython("_mp_advance()");
    }
  }
} catch (error) {
  if (error.name !== "PythonError") throw error;
  if (error.type === "SystemExit") {
    const last = String(error.message).trim().split("\n").pop();
    const code = parseInt(last.replace("SystemExit:", "").trim(), 10);
    process.exit(Number.isNaN(code) ? 0 : code);
  }
  console.error(error.message);
  process.exit(1);
}
