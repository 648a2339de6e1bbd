# The Wi-Fi settings file (/wifi.json) on both interpreters: a per-board default made once
# and kept, settings checked with a message naming the problem, a bad file left untouched.
import json

from fakes.fakefs import FakeFS

from lysbord.hw import net

ID = b"\x01\x02\x03\x04\x05\x06\xab\xcd"


def _urandom(fill):
    return lambda n: bytes([fill]) * n


def _problem(settings):
    try:
        net.check_settings(settings)
    except ValueError as exc:
        return str(exc)
    return None


def test_a_new_board_gets_its_own_access_point_written_once():
    fs = FakeFS()
    made, problem = net.load_settings(fs, ID, _urandom(200))
    assert problem is None and made["ap"]["ssid"] == "Lysbord-ABCD"
    assert len(made["ap"]["password"]) == 12 and json.loads(fs.files[net.SETTINGS]) == made
    assert net.load_settings(fs, ID, _urandom(7))[0] == made


def test_settings_are_checked_with_the_reason():
    good = {"mode": "station", "ap": {"ssid": "b", "password": "12345678"}, "station": {"ssid": "h", "password": ""}}
    assert _problem(good) is None  # an open home network is allowed
    assert "mode" in _problem({"mode": "mesh"})
    assert "ap.ssid" in _problem({"mode": "ap"})
    assert "8-63" in _problem({"mode": "ap", "ap": {"ssid": "b", "password": "1234567"}})
    assert "station.ssid" in _problem({"mode": "station", "ap": good["ap"]})
    assert "JSON object" in _problem([1, 2])


def test_a_file_that_cannot_be_used_is_reported_and_kept():
    fs = FakeFS({net.SETTINGS: b'{"mode": "ap", "ap": '})
    settings, problem = net.load_settings(fs, ID, _urandom(3))
    assert problem and settings["ap"]["ssid"] == "Lysbord-ABCD"
    assert fs.files[net.SETTINGS] == b'{"mode": "ap", "ap": '
