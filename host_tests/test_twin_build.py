# The board in a browser as built (make twin: build/twin): the firmware in it is every file
# `make flash` copies, byte for byte; the folder names nothing outside itself; and the
# WebAssembly port in it is the version tools/package-lock.json pins, made a classic script.
import base64
import json
import os
import re

import build_twin
import pytest

TWIN = build_twin.OUT


@pytest.fixture(scope="module")
def built():
    if not os.path.exists(os.path.join(TWIN, "index.html")):
        build_twin.build()
    return TWIN


def _read(name):
    with open(os.path.join(TWIN, name), encoding="utf-8") as f:
        return f.read()


def _bundled():
    """{path: bytes} of firmware.js."""
    text = _read("firmware.js")
    body = text[text.index("{") : text.rindex("}") + 1]
    return {path: base64.b64decode(data) for path, data in json.loads(body.replace(",\n}", "\n}")).items()}


def test_the_firmware_in_the_page_is_what_make_flash_copies(built):
    from flash import board_copies

    copies, failures = board_copies(build_twin.COMPILED, pages=os.path.join(build_twin.COMPILED, "www-gz"))
    assert not failures
    bundled = _bundled()
    for rel, local in copies:
        with open(local, "rb") as f:
            assert bundled.get("/" + rel) == f.read(), rel
    board = {"/" + rel for rel, _ in copies}
    others = sorted(path for path in bundled if path not in board)
    host = [path for _, path in build_twin.HOST_FILES] + [build_twin.ARGPARSE[0]]
    assert others == sorted(host)  # the fakes, the simulator's board and caption, the profiles, the glue
    assert "/lysbord/ui/board/app.mpy" in bundled and "/www/index.html.gz" in bundled


def test_the_folder_names_nothing_outside_itself(built):
    page = _read("index.html")
    names = re.findall(r'(?:src|href)="([^"]+)"', page)
    assert sorted(n for n in names if not n.startswith("data:")) == sorted(
        ["twin.css", "wasm.js", "micropython.js", "firmware.js", "phone.js", "twin.js"]
    )
    for name in os.listdir(TWIN):
        text = _read(name)
        assert not re.search(r"""(src|href)=["']https?://""", text), name
        assert "fetch(" not in text or name in ("micropython.js", "twin.js", "phone.js"), name


def test_the_port_is_the_pinned_one_as_a_classic_script(built):
    script = _read("micropython.js")
    assert "import.meta" not in script and "\nexport " not in script and "export default" not in script
    assert "wasmBinary:options.wasmBinary" in script
    assert build_twin.port_version() in _read("index.html")
    with open(os.path.join(build_twin.PORT_DIR, "micropython.wasm"), "rb") as f:
        wasm = f.read()
    assert base64.b64decode(_read("wasm.js").split('"')[1]) == wasm
