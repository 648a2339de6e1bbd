# The board's web app put together (web/server.py make_app): run once when the server starts,
# so this is loaded for it and let go after. The handlers it routes to stay in server.py,
# which hands them over (this file is loaded by it, so it does not import it).
from microdot import Request

from lysbord.web.jsonview import MAX_BODY


def host_headers(names, port):
    """The Host headers a browser sends for the board at these names on port."""
    hosts = ["%s:%d" % (name, port) for name in names]
    if port == 80:
        hosts += list(names)  # a browser leaves the default port out
    return hosts


def route(app, as_json, index, page, api):
    """app (server.py's microdot app) with the request limits set and the routes added."""
    Request.max_content_length = MAX_BODY  # longer bodies get 413 before anything is read
    Request.max_body_length = MAX_BODY
    Request.max_readline = 1 << 16  # no line over the head's limits reaches it: server.py's reader answers 431
    app.after_error_request(as_json)
    app.get("/")(index)
    app.get("/www/<name>")(page)
    app.route("/api/<name>", methods=["GET", "POST"])(api)
    return app
