# Wi-Fi on a Pico W, against the fake radio (tools/fakes/network.py): the per-board default
# network written once, the access point, the home network with its fall back, a radio
# that will not start, and the board's loop running all the while (the board never waits).
import asyncio
import json
import time
import types

import pytest
from fakes import fakefs
from fakes import network as fake_network
from hostkit import modules_replaced
from simboard import SimBoard, load_profile

from lysbord.hw import net

ID = b"\xe6\x61\x38\x52\x7c\x1a\x2b\x3d"


def _urandom(fill):
    return lambda n: bytes([fill]) * n


class _Store:
    def __init__(self, files=None):
        self.fs = fakefs.FakeFS(files)


def _up(store, sleep=None):
    return asyncio.run(net.up(load_profile("full_w"), store, fake_network, ID, sleep))


@pytest.fixture(autouse=True)
def _radio():
    fake_network.reset()
    yield
    fake_network.reset()


def test_a_board_without_settings_makes_its_own_network_and_keeps_it():
    store = _Store()
    first, problem = net.load_settings(store.fs, ID, _urandom(5))
    assert problem is None and first["mode"] == "ap"
    assert first["ap"]["ssid"] == "Lysbord-2B3D" and len(first["ap"]["password"]) == 12
    assert json.loads(store.fs.files[net.SETTINGS]) == first
    again, _ = net.load_settings(store.fs, ID, _urandom(9))  # read back, not made anew
    assert again == first
    other, _ = net.load_settings(_Store().fs, ID, _urandom(9))
    assert other["ap"]["password"] != first["ap"]["password"]  # random, not a shared constant


def test_the_access_point_comes_up_with_the_boards_own_name_and_passphrase():
    store = _Store()
    link = _up(store)
    settings = json.loads(store.fs.files[net.SETTINGS])
    ap = fake_network.interfaces[fake_network.AP_IF]
    assert link.mode == "ap" and link.address == "192.168.4.1" and link.problem is None
    assert ap.settings == {"essid": settings["ap"]["ssid"], "password": settings["ap"]["password"]}
    assert "192.168.4.1" in link.describe()


def _station_settings(password):
    return {
        net.SETTINGS: json.dumps(
            {
                "mode": "station",
                "ap": {"ssid": "Lysbord-2B3D", "password": "boardpass"},
                "station": {"ssid": "home", "password": password},
            }
        ).encode()
    }


def test_station_mode_joins_the_home_network():
    fake_network.networks["home"] = "letmein123"
    link = _up(_Store(_station_settings("letmein123")))
    assert link.mode == "station" and link.ssid == "home" and link.address == "192.168.1.23"
    assert fake_network.AP_IF not in fake_network.interfaces
    assert fake_network.hostname() == "lysbord"  # http://lysbord.local/, as the Wi-Fi card says


def test_settings_made_by_make_flash_are_read_as_they_are():
    import wifi_settings

    made = wifi_settings.fresh()
    store = _Store({net.SETTINGS: json.dumps(made).encode()})
    link = _up(store)
    assert (link.mode, link.ssid, link.password) == ("ap", made["ap"]["ssid"], made["ap"]["password"])
    assert link.address + "/" in wifi_settings.ACCESS_POINT_URL


def test_a_failed_join_falls_back_to_the_access_point_and_says_why():
    fake_network.networks["home"] = "letmein123"
    link = _up(_Store(_station_settings("wrongpass1")))
    assert link.mode == "ap" and link.ssid == "Lysbord-2B3D" and "wrong password" in link.problem
    assert not fake_network.interfaces[fake_network.STA_IF].active()  # the station is switched off
    link = _up(_Store(_station_settings("letmein123")))  # no such network in reach now
    assert link.mode == "station"
    fake_network.networks.clear()
    link = _up(_Store(_station_settings("letmein123")))
    assert link.mode == "ap" and "network not found" in link.problem


def test_a_radio_that_will_not_start_gives_no_link_in_bounded_time():
    fake_network.radio_broken = True
    slept = []

    async def sleep(seconds):
        slept.append(seconds)

    assert _up(_Store(), sleep) is None
    assert 0 < sum(slept) <= 5.2  # WIFI["ap_ms"] of full_w


def test_unusable_settings_are_reported_and_left_untouched():
    for raw, words in (
        (b"{not json", ""),
        (json.dumps({"mode": "mesh"}).encode(), "mode"),
        (json.dumps({"mode": "ap", "ap": {"ssid": "x", "password": "short"}}).encode(), "8-63"),
    ):
        store = _Store({net.SETTINGS: raw})
        link = _up(store)
        assert link.mode == "ap" and link.problem and words in link.problem
        assert store.fs.files[net.SETTINGS] == raw


def test_a_plain_pico_has_no_network_module_and_no_link():
    with modules_replaced({"network": None}):
        assert asyncio.run(net.up(load_profile("full_w"), _Store(), None, ID)) is None


def _run_main(seconds, serve=None, files=None, profile="full_w"):
    """The firmware's main() on a simulated Pico W for some real seconds; (board steps as
    (screen, real seconds since the start, tables served so far), served tables, the flash's
    files, the names the server answers to). The server is a stand-in: only when it starts
    matters here. Steps are counted, never expected at a rate: a loaded host steps slowly."""
    from lysbord.ui.board import app as app_module

    sim = SimBoard(load_profile(profile), fs=fakefs.FakeFS(files) if files else None, seed=3)
    board = sim.board
    steps = []
    real_step = app_module.step
    served = []
    named = []

    started = time.monotonic()

    def counting_step(app, board, now_ms):
        steps.append((type(app.screen).__name__, time.monotonic() - started, len(served)))
        sim.world.set_time(sim.world.now_ms + 10)  # the fake clock: 10 ms a pass, whatever the host's speed
        real_step(app, board, sim.host.ticks_ms())

    server = types.ModuleType("lysbord.web.server")

    async def fake_serve(table, port=80, www="/www", names=()):
        served.append(table)
        named.append(names)
        await asyncio.sleep(3600)

    server.serve = serve or fake_serve
    web = types.ModuleType("lysbord.web")

    async def bounded():
        try:
            await asyncio.wait_for(app_module.main(board), seconds)
        except asyncio.TimeoutError:
            pass

    app_module.step = counting_step
    try:
        with modules_replaced({"network": fake_network, "lysbord.web": web, "lysbord.web.server": server}):
            asyncio.run(bounded())
    finally:
        app_module.step = real_step
        sim.host.uninstall()
    return steps, served, sim.fs.files, named


def test_a_fall_back_to_the_access_point_shows_ap_on_the_board_then_what_was_there():
    fake_network.join_delay_s = 0.2
    steps, served, _, _ = _run_main(3.0, files=_station_settings("letmein123"))  # home is not in reach
    assert len(served) == 1
    banners = [at for screen, at, _ in steps if screen == "Banner"]
    assert banners and banners[0] >= 0.2  # not before the join failed
    assert any(at < 0.2 for _, at, _ in steps)  # the board stepped while the join was tried
    assert steps[-1][0] != "Banner"  # then the board shows what was there


def test_the_board_loop_runs_while_the_radio_comes_up_and_the_server_runs():
    fake_network.ap_delay_s = 0.3
    steps, served, files, named = _run_main(0.9)
    assert len(served) == 1  # the server got the board's Table once the access point was up
    assert named == [("192.168.4.1", "lysbord", "lysbord.local")]  # it answers to these only
    assert json.loads(files[net.SETTINGS])["ap"]["ssid"] == "Lysbord-2B3D"  # from machine.unique_id()
    before = [at for _, at, serving in steps if not serving]
    after = [at for _, at, serving in steps if serving]
    # the board stepped on all the while: while the radio came up, and while the server ran
    assert len(before) >= 5 and before[-1] >= 0.25 and len(after) >= 5


def test_a_web_side_that_fails_leaves_the_board_playing():
    async def broken(table, port=80, www="/www", names=()):
        raise OSError("address in use")

    steps, served, _, _ = _run_main(0.6, broken)
    assert served == [] and len(steps) >= 5 and steps[-1][1] >= 0.4  # still stepping at the end


def test_a_board_without_a_wifi_section_never_starts_the_radio_or_the_server():
    steps, served, files, _ = _run_main(0.3, profile="full")
    assert served == [] and fake_network.interfaces == {} and net.SETTINGS not in files
    assert len(steps) >= 5
