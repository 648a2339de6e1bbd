# The board's web app put together (web/server.py make_app): run once when the server starts,
# so this is loaded for it and let go after; the handlers it routes to stay in server.py.
from microdot import Request

from lysbord.web.api import MAX_BODY
from lysbord.web.server import _api, _App, _as_json, _index, _page


def host_headers(names, port):
    """The Host headers a browser sends for the board at these names on port."""
    hosts = ["%s:%d" % (name, port) for name in names]
    if port == 80:
        hosts += list(names)  # a browser leaves the default port out
    return hosts


def make_app(table, www, names, port):
    Request.max_content_length = MAX_BODY  # longer bodies get 413 before anything is read
    Request.max_body_length = MAX_BODY
    Request.max_readline = 1024
    app = _App(table, www, host_headers(names, port))
    app.after_error_request(_as_json)
    app.get("/")(_index)
    app.get("/www/<name>")(_page)
    app.route("/api/<name>", methods=["GET", "POST"])(_api)
    return app
