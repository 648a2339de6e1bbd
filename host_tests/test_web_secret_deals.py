# Secret deals: every live deal (the board's keys or a phone) is shuffled from 64 bits of
# secret entropy, never from the clock, and never told to a phone: no reply or event of a
# whole game holds it, and no phone may choose the deal of a game with hidden cards for others.
import json
import os
import socket
import threading

import webkit
from webkit import claim, play_to_end, request, with_host
from webtable import WebTable

import lysbord.web.server as web_server
from lysbord import compat
from lysbord.rng import Rng
from lysbord.table import GAMES, Table, game_module
from lysbord.ui.board import dealing as board_dealing
from lysbord.ui.board.saves import Settings


def test_a_phone_cannot_choose_the_deal_of_a_game_for_more_seats():
    with WebTable(Table()) as web:
        for name in GAMES:
            for players in game_module(name).PLAYERS:
                if players == 1:
                    continue
                reply = request(web, "POST", "/api/setup", {"game": name, "players": players, "seed": 5})
                assert reply.status == 400 and '"seed"' in reply.data["error"], (name, reply)
                assert web.table.game is None
        reply = request(web, "POST", "/api/setup", {"game": "kabal", "seed": 5})  # a solitaire's own number
        assert reply.status == 200 and reply.data["deal"] == 5 and web.table.game.deal == 5


def _wide(game):
    return getattr(game, game.RNG).state > 0xFFFFFFFF


def test_live_deals_come_from_secret_entropy_not_the_clock(monkeypatch):
    monkeypatch.setattr(compat, "ticks_ms", lambda: 1000)  # the clock stands still: deals must not
    for name in GAMES:
        players = max(game_module(name).PLAYERS)
        settings = Settings()
        settings.game, settings.players = name, players
        first, _ = board_dealing.deal(settings)  # the board's keys
        second, _ = board_dealing.deal(settings)
        assert first.to_bytes() != second.to_bytes(), name
        with WebTable(Table()) as web:  # a phone's
            reply = request(web, "POST", "/api/setup", {"game": name, "players": players})
            assert reply.status == 200, reply
            phone = web.table.game
        assert phone.to_bytes() not in (first.to_bytes(), second.to_bytes()), name
        if players > 1:
            assert reply.data["deal"] is None and _wide(first) and _wide(phone), name


class _Events(threading.Thread):
    """Everything one event stream says while the game is played."""

    def __init__(self, web):
        super().__init__(daemon=True)
        self.sock = socket.create_connection(("127.0.0.1", web.port), timeout=30)
        self.sock.sendall(with_host(web, b"GET /api/events HTTP/1.1\r\n\r\n"))
        self.text = b""

    def run(self):
        try:
            while True:
                chunk = self.sock.recv(4096)
                if not chunk:
                    return
                self.text += chunk
        except OSError:
            return


def _keys_and_numbers(value, keys, numbers):
    if isinstance(value, dict):
        for key, item in value.items():
            keys.add(key)
            _keys_and_numbers(item, keys, numbers)
    elif isinstance(value, list):
        for item in value:
            _keys_and_numbers(item, keys, numbers)
    elif type(value) is int:
        numbers.add(value)


def test_no_reply_or_event_of_a_whole_game_holds_the_deal(monkeypatch):
    monkeypatch.setattr(web_server, "HELD", 1)  # one stream held open: every event of the game on it
    entropy = os.urandom(8)
    secret = Rng(entropy).state
    monkeypatch.setattr(os, "urandom", lambda n, real=os.urandom: entropy if n == 8 else real(n))
    replies = []

    def recorded(*args, **kwargs):
        reply = real_request(*args, **kwargs)
        replies.append(reply.raw)
        return reply

    real_request = webkit.request
    monkeypatch.setattr(webkit, "request", recorded)
    with WebTable(Table(), tick_s=0.001) as web:
        events = _Events(web)
        events.start()
        dealt = recorded(web, "POST", "/api/setup", {"game": "sequence", "players": 2})
        assert dealt.status == 200 and dealt.data["deal"] is None
        assert web.table.game._rng.state != secret and _wide(web.table.game)  # dealt from it
        assert dealt.data["seat"] == 0  # the phone that dealt sits, as it sat before the deal
        tokens = {0: dealt.data["token"], 1: claim(web, 1)}
        play_to_end(web, tokens, 51)
        events.sock.close()
        events.join(5)
    assert len(replies) > 100
    keys, numbers = set(), set()
    for raw in replies:
        _keys_and_numbers(json.loads(raw), keys, numbers)
    for line in events.text.split(b"\n"):
        if line.startswith(b"data: "):
            _keys_and_numbers(json.loads(line[6:]), keys, numbers)
    assert not keys & {"seed", "rng", "state"} and "deal" in keys  # only the setup's own, null
    parts = {secret & 0xFFFFFFFFFFFFFFFF, secret >> 32 & 0xFFFFFFFF, secret & 0xFFFFFFFF, secret & 0xFFFFFFF}
    parts |= {int.from_bytes(entropy, "big"), int.from_bytes(entropy[:4], "big"), int.from_bytes(entropy[4:], "big")}
    assert not numbers & parts
