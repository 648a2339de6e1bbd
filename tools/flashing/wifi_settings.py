# The Wi-Fi settings of one board, kept on the host in build/wifi.json and on the board as
# /wifi.json (the same JSON). A new board gets its own network name and passphrase, never a
# shared default: `make overlay` prints the QR codes for them, `make flash` installs them on a
# board that has none (and reads back the board's own when it has some).
import json
import os
import secrets

# Letters and digits that cannot be mistaken for one another when typed from the card.
_ALPHABET = "abcdefghjkmnpqrstuvwxyzACDEFGHJKLMNPQRTUVWXY34679"
PASSPHRASE_LENGTH = 14  # about 79 bits
ACCESS_POINT_URL = "http://192.168.4.1/"  # the Pico W's own address as an access point
STATION_URL = "http://lysbord.local/"  # on a home network: the board's mDNS name


def fresh():
    """New settings: access point mode, a network name and passphrase of this board's own."""
    suffix = "%04X" % secrets.randbelow(0x10000)
    password = "".join(secrets.choice(_ALPHABET) for _ in range(PASSPHRASE_LENGTH))
    return {
        "mode": "ap",
        "ap": {"ssid": "Lysbord-" + suffix, "password": password},
        "station": {"ssid": "", "password": ""},
    }


def check(settings):
    """ValueError naming what is wrong; WPA2 wants 8 to 63 characters and an SSID of 1-32 bytes."""
    if not isinstance(settings, dict) or settings.get("mode") not in ("ap", "station"):
        raise ValueError('wifi.json: "mode" must be "ap" or "station"')
    for part in ("ap", "station"):
        entry = settings.get(part)
        if not isinstance(entry, dict) or not all(isinstance(entry.get(k), str) for k in ("ssid", "password")):
            raise ValueError('wifi.json: "%s" needs "ssid" and "password" strings' % part)
    ap = settings["ap"]
    if not 1 <= len(ap["ssid"].encode()) <= 32:
        raise ValueError("wifi.json: the access point's ssid must be 1 to 32 bytes")
    if not 8 <= len(ap["password"]) <= 63:
        raise ValueError("wifi.json: the access point's password must be 8 to 63 characters")
    if settings["mode"] == "station" and not settings["station"]["ssid"]:
        raise ValueError('wifi.json: station mode needs the home network\'s "ssid"')
    return settings


def load(path):
    """The settings in path, checked."""
    with open(path, encoding="utf-8") as f:
        try:
            settings = json.load(f)
        except ValueError as exc:
            raise ValueError("%s is not JSON: %s" % (path, exc)) from None
    return check(settings)


def save(settings, path):
    os.makedirs(os.path.dirname(path) or ".", exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        json.dump(check(settings), f, indent=1)
        f.write("\n")


def load_or_create(path):
    """The board's settings from path; fresh ones written there if there are none yet."""
    if os.path.exists(path):
        return load(path)
    settings = fresh()
    save(settings, path)
    return settings


def page_url(settings):
    """Where a phone on the board's network opens the table."""
    return ACCESS_POINT_URL if settings["mode"] == "ap" else STATION_URL


def joined_network(settings):
    """(ssid, password) of the network a phone must be on."""
    entry = settings["ap"] if settings["mode"] == "ap" else settings["station"]
    return entry["ssid"], entry["password"]


def write_if_absent_script(settings):
    """MicroPython source that writes these settings to the board's /wifi.json unless it has
    one already: a board keeps the network its players know."""
    text = json.dumps(check(settings))
    return (
        "import os\n"
        "try:\n"
        "    os.stat('/wifi.json')\n"
        "except OSError:\n"
        "    f = open('/wifi.tmp', 'w')\n"
        "    f.write(%r)\n"
        "    f.close()\n"
        "    os.rename('/wifi.tmp', '/wifi.json')\n" % text
    )
