# `make run`'s phones: the link and its QR code are shown where a player can use them (w, in
# place of the board), --host 0.0.0.0 lets phones on the network in, a link only this computer
# reaches says so and how to let phones in, and a port in use is said before the board takes
# the screen, with what to do.
import socket

import appkit as kit
from simweb import SimWeb


def test_a_port_in_use_is_said_before_the_board_takes_the_screen(tmp_path, monkeypatch, capsys):
    import sim as simtool
    import simterm

    shown = []
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr(simterm, "interactive", lambda sim, view, caption, phones: shown.append(phones) or 0)
    with socket.socket() as other:
        other.bind(("127.0.0.1", 0))
        other.listen(1)
        port = other.getsockname()[1]
        asked = []

        def stop(prompt):
            asked.append(prompt)
            raise KeyboardInterrupt

        monkeypatch.setattr("builtins.input", stop)
        assert simtool.main(["--flash", str(tmp_path / "f"), "--port", str(port)]) == 1
        said = capsys.readouterr().out
        assert "port %d is in use" % port in said and 'make run ARGS="--port %d"' % (port + 1) in said
        assert asked == ["Enter plays without phones; Ctrl-C stops. "]
        assert shown == []  # stopped before the board took the screen
        monkeypatch.setattr("builtins.input", lambda prompt: "")
        assert simtool.main(["--flash", str(tmp_path / "f"), "--port", str(port)]) == 0
    assert "port %d is in use" % port in shown[0][0]  # and w says it again beside the board


class _Web:
    def __init__(self, host, url):
        self.host, self.url, self.port = host, url, 8080
        self.local = host == "127.0.0.1"


def test_w_shows_the_phones_link_and_how_a_phone_gets_in(monkeypatch):
    import sim as simtool
    import simweb

    monkeypatch.setattr(simweb, "lan_address", lambda: "192.168.1.20")
    here = simtool.phones_page(_Web("127.0.0.1", "http://127.0.0.1:8080/"))
    text = "\n".join(here)
    assert here[0] == "Phones as the players' hands: http://127.0.0.1:8080/"
    assert "a phone does not (on a phone, 127.0.0.1 is the phone itself)" in text
    assert 'make run ARGS="--host 0.0.0.0"' in text and "http://192.168.1.20:8080/" in text
    assert "\u2588" not in text  # no QR code a phone would scan in vain
    there = simtool.phones_page(_Web("0.0.0.0", "http://192.168.1.20:8080/"))
    assert there[0] == "Phones as the players' hands: http://192.168.1.20:8080/"
    assert sum("\u2588" in line for line in there) >= 10  # the QR code of that address
    for page in (here, there, simtool.phones_page(None, "no web server (port 8080 is in use)")):
        assert len(page) <= 24 and max(len(line) for line in page) <= 80  # it fits where the board was
        assert page[-1] == "w or Esc: back to the board   q: quit"


def test_host_0000_serves_the_network_and_names_this_computers_address(tmp_path, monkeypatch):
    import sim as simtool
    import simterm

    served = []
    monkeypatch.setattr("sys.stdin.isatty", lambda: True)
    monkeypatch.setattr(simtool, "start_web", lambda sim, port, host, said: served.append((port, host)))
    monkeypatch.setattr("builtins.input", lambda prompt: "")
    monkeypatch.setattr(simterm, "interactive", lambda *args: 0)
    assert simtool.main(["--flash", str(tmp_path / "f"), "--host", "0.0.0.0", "--port", "8090"]) == 0
    assert served == [(8090, "0.0.0.0")]
    web = SimWeb(kit.new_board(seed=1), 8090, "0.0.0.0")
    monkeypatch.setattr("simweb.lan_address", lambda: "10.0.0.7")
    assert web.url == "http://10.0.0.7:8090/" and not web.local


def test_the_readme_says_what_w_shows_on_each_address(monkeypatch):
    # README's simulator paragraph and the page w shows agree: on 127.0.0.1 the link and the way
    # to let phones in, no QR code; with --host 0.0.0.0 the network address and its QR code.
    import os

    import sim as simtool
    import simweb

    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with open(os.path.join(root, "README.md"), encoding="utf-8") as f:
        readme = f.read()
    part = " ".join(readme.split("### In the simulator")[1].split("### ")[0].split())
    assert "with its QR code in place of the board" not in part
    assert "a phone cannot reach, so no QR code there" in part
    assert 'make run ARGS="--host 0.0.0.0"` (`w` then shows this computer\'s address on the network and its QR' in part
    monkeypatch.setattr(simweb, "lan_address", lambda: "192.168.1.20")
    here = "\n".join(simtool.phones_page(_Web("127.0.0.1", "http://127.0.0.1:8080/")))
    assert "\u2588" not in here and 'make run ARGS="--host 0.0.0.0"' in here and "a phone does not" in here
    there = simtool.phones_page(_Web("0.0.0.0", "http://192.168.1.20:8080/"))
    assert "192.168.1.20" in there[0] and sum("\u2588" in line for line in there) >= 10
