# Wi-Fi for the web side (Pico W): the board's own access point by default, or the home
# network as an option, falling back to the access point when joining fails. The only
# module that imports `network`; the app runs unchanged without it.
"""
Settings live in /wifi.json on the board's flash:
  {"mode": "ap" | "station",
   "ap": {"ssid": "...", "password": "..."},
   "station": {"ssid": "...", "password": "..."}}
`make flash` installs the host's build/wifi.json (`make overlay` prints its QR codes).
Without the file the board makes its own: SSID "Lysbord-" and four hex digits of its
unique id, a random passphrase from os.urandom, written back so it stays the same
(`make flash` reads it back for the overlay's Wi-Fi card).
"""

import json
import os

from lysbord.compat import const

SETTINGS = "wifi.json"  # the same file tools/flashing/wifi_settings.py makes and `make flash` installs
HOSTNAME = "lysbord"
AP_IF = const(1)  # network.AP_IF / STA_IF on the Pico W
STA_IF = const(0)
_GOT_IP = const(3)  # network.STAT_GOT_IP
_JOIN_MS = const(15000)  # how long joining the home network may take before the fallback
_AP_MS = const(5000)  # how long the access point may take to come up
_POLL_S = 0.1
# A passphrase people can type from the overlay: no 0/O, 1/l/I.
_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789"
_PASS_LENGTH = const(12)


class Link:
    """How the board is on the air: mode "ap" or "station", the network, its address,
    and why it fell back to the access point (problem), if it did."""

    def __init__(self, mode, ssid, password, address, problem=None):
        self.mode = mode
        self.ssid = ssid
        self.password = password
        self.address = address
        self.problem = problem

    def names(self):
        """What a phone's browser may call the board: its address, its name on the network."""
        return (self.address, HOSTNAME, HOSTNAME + ".local")

    def describe(self):
        """One line for the REPL: where the page is."""
        text = "http://%s/ on %s %r" % (self.address, "its own network" if self.mode == "ap" else "network", self.ssid)
        if self.problem:
            text += " (joining the home network failed: %s)" % (self.problem,)
        return text


def default_settings(unique_id, urandom):
    """A per-board access point: "Lysbord-" + four hex digits of the id, a random passphrase."""
    tail = unique_id[-2:]
    ssid = "Lysbord-%02X%02X" % (tail[0], tail[1])
    password = "".join(_ALPHABET[byte % len(_ALPHABET)] for byte in urandom(_PASS_LENGTH))
    return {"mode": "ap", "ap": {"ssid": ssid, "password": password}}


def check_settings(settings):
    """settings if they can be used; ValueError naming the problem otherwise."""
    if not isinstance(settings, dict):
        raise ValueError("expected a JSON object in %s, got %r" % (SETTINGS, settings))
    mode = settings.get("mode", "ap")
    if mode not in ("ap", "station"):
        raise ValueError("expected mode 'ap' or 'station' in %s, got %r" % (SETTINGS, mode))
    for part in ("ap", "station") if mode == "station" else ("ap",):
        net = settings.get(part)
        if not isinstance(net, dict) or not isinstance(net.get("ssid"), str) or not net.get("ssid"):
            raise ValueError("expected %s.ssid (a network name) in %s" % (part, SETTINGS))
        password = net.get("password")
        open_ok = part == "station" and password == ""  # a home network may be open; ours never is
        if not isinstance(password, str) or not (open_ok or 8 <= len(password) <= 63):
            raise ValueError("expected %s.password of 8-63 characters (WPA2) in %s" % (part, SETTINGS))
    return settings


def load_settings(fs, unique_id, urandom=None):
    """(settings, problem): the file's settings, or a new per-board default written to the
    file when there is none. A file that cannot be used is left as it is, and the board's
    default access point is used with problem saying why. urandom: os.urandom unless given."""
    if urandom is None:
        urandom = os.urandom
    if fs.exists(SETTINGS):
        f = fs.open(SETTINGS, "rb")
        try:
            raw = f.read()
        finally:
            f.close()
        try:
            return check_settings(json.loads(raw)), None
        except ValueError as exc:  # json's own errors are ValueErrors too
            return default_settings(unique_id, urandom), str(exc)  # the file is not touched
    settings = default_settings(unique_id, urandom)
    f = fs.open(SETTINGS + ".tmp", "wb")
    try:
        f.write(json.dumps(settings).encode())
    finally:
        f.close()
    fs.rename(SETTINGS + ".tmp", SETTINGS)
    return settings, None


async def _wait(test, limit_ms, sleep):
    """Poll test() every _POLL_S until it is true or limit_ms passed; its last answer."""
    waited = 0
    while not test():
        if waited >= limit_ms:
            return False
        await sleep(_POLL_S)
        waited += int(_POLL_S * 1000)
    return True


async def join(network, station, limit_ms=_JOIN_MS, sleep=None):
    """Join the home network; (address, None) or (None, why not)."""
    if sleep is None:
        import asyncio

        sleep = asyncio.sleep
    if hasattr(network, "hostname"):
        network.hostname(HOSTNAME)  # phones at home open http://lysbord.local/
    wlan = network.WLAN(STA_IF)
    wlan.active(True)
    wlan.connect(station["ssid"], station.get("password", ""))

    def settled():
        status = wlan.status()
        return status == _GOT_IP or status < 0

    await _wait(settled, limit_ms, sleep)
    status = wlan.status()
    if status == _GOT_IP:
        return wlan.ifconfig()[0], None
    wlan.disconnect()
    wlan.active(False)
    why = {-1: "connection failed", -2: "network not found", -3: "wrong password"}.get(status, "no answer in time")
    return None, "%s (%r)" % (why, station["ssid"])


async def access_point(network, ap, limit_ms=_AP_MS, sleep=None):
    """Open the board's own network; its address, or None if the radio will not start."""
    if sleep is None:
        import asyncio

        sleep = asyncio.sleep
    wlan = network.WLAN(AP_IF)
    password = ap.get("password", "")
    wlan.config(essid=ap["ssid"], password=password)
    wlan.active(True)
    if not await _wait(wlan.active, limit_ms, sleep):
        return None
    return wlan.ifconfig()[0]


def _radio():
    """The `network` module, or None on a Pico without a radio."""
    try:
        import network  # type: ignore[import-not-found]  # the plain Pico's stubs have none
    except ImportError:
        return None
    return network


async def up(profile, store, network=None, unique_id=None, sleep=None):
    """Bring the radio up as the settings say: a Link, or None when there is no radio
    (plain Pico) or it will not start. Never raises for a network problem."""
    if network is None:
        network = _radio()
        if network is None:
            return None
    if unique_id is None:
        import machine

        unique_id = machine.unique_id()
    options = getattr(profile, "WIFI", None) or {}
    settings, problem = load_settings(store.fs, unique_id)
    if settings.get("mode", "ap") == "station":
        station = settings["station"]
        address, problem = await join(network, station, options.get("join_ms", _JOIN_MS), sleep)
        if address is not None:
            return Link("station", station["ssid"], station.get("password", ""), address)
    ap = settings["ap"]
    address = await access_point(network, ap, options.get("ap_ms", _AP_MS), sleep)
    if address is None:
        return None
    return Link("ap", ap["ssid"], ap.get("password", ""), address, problem)
