# A fake `network` module for the host: behaves like the Pico W's radio as lysbord.hw.net
# uses it. The access point comes up after a delay; joining a network succeeds only for
# a network in `networks` with its password, after a delay. Time is real (the asyncio
# loop's), kept short in tests through the delays below.
import time

STA_IF = 0
AP_IF = 1
STAT_IDLE = 0
STAT_CONNECTING = 1
STAT_GOT_IP = 3
STAT_CONNECT_FAIL = -1
STAT_NO_AP_FOUND = -2
STAT_WRONG_PASSWORD = -3

networks = {}  # ssid -> password of the networks in reach
ap_delay_s = 0.05  # the access point is up this long after active(True)
join_delay_s = 0.05  # a join is decided this long after connect()
radio_broken = False  # True: the access point never comes up
interfaces = {}  # interface -> its WLAN (one each, as on the board)
names = []  # hostnames set


def hostname(name=None):
    """The board's name on the network (mDNS)."""
    if name is None:
        return names[-1] if names else "PicoW"
    names.append(name)
    return None


def reset():
    """Forget every interface and network (between tests)."""
    global radio_broken, ap_delay_s, join_delay_s
    networks.clear()
    interfaces.clear()
    del names[:]
    radio_broken = False
    ap_delay_s = join_delay_s = 0.05


class WLAN:
    """One interface: the access point or the station."""

    def __new__(cls, interface=STA_IF):
        if interface not in (STA_IF, AP_IF):
            raise ValueError("expected STA_IF or AP_IF, got %r" % (interface,))
        if interface not in interfaces:
            wlan = object.__new__(cls)
            wlan.interface = interface
            wlan.settings = {}
            wlan.since = None
            wlan.target = None
            interfaces[interface] = wlan
        return interfaces[interface]

    def active(self, flag=None):
        if flag is None:
            if self.since is None or radio_broken and self.interface == AP_IF:
                return False
            return self.interface == STA_IF or time.monotonic() - self.since >= ap_delay_s
        self.since = time.monotonic() if flag else None
        return None

    def config(self, *args, **kwargs):
        if args:
            return self.settings[args[0]]
        for key in kwargs:
            if key not in ("essid", "ssid", "password", "security", "channel", "hostname"):
                raise ValueError("unknown config parameter %r" % (key,))
        self.settings.update(kwargs)
        return None

    def connect(self, ssid, password=""):
        if self.interface != STA_IF:
            raise OSError("connect() on the access point interface")
        if self.since is None:
            raise OSError("the interface is not active")
        self.target = (ssid, password, time.monotonic())

    def disconnect(self):
        self.target = None

    def status(self):
        if self.target is None:
            return STAT_IDLE
        ssid, password, at = self.target
        if time.monotonic() - at < join_delay_s:
            return STAT_CONNECTING
        if ssid not in networks:
            return STAT_NO_AP_FOUND
        if networks[ssid] != password:
            return STAT_WRONG_PASSWORD
        return STAT_GOT_IP

    def isconnected(self):
        return self.status() == STAT_GOT_IP

    def ifconfig(self):
        if self.interface == AP_IF:
            return ("192.168.4.1", "255.255.255.0", "192.168.4.1", "192.168.4.1")
        return ("192.168.1.23", "255.255.255.0", "192.168.1.1", "192.168.1.1")
