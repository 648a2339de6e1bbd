# GET / and GET /www/<name>: a page file for a phone. Loaded for the request and let go
# (web/server.py), like web/dealing.py: a phone asks for the pages only when it opens them.
from microdot import Response

_NAME_CHARS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789._-"


def file_name_ok(name):
    """A plain file name in the pages folder: no path, no hidden file."""
    if not name or name[0] == "." or len(name) > 64:
        return False
    for ch in name:
        if ch not in _NAME_CHARS:
            return False
    return True


def send(www, name):
    """The page www/name (name.gz if built, else as it is), or a 404 reply."""
    if not file_name_ok(name):
        return {"error": "no such page"}, 404
    path = www + "/" + name
    for suffix, compressed in ((".gz", True), ("", False)):
        try:
            stream = open(path + suffix, "rb")
        except OSError:
            continue
        return Response.send_file(name, compressed=compressed, stream=stream)
    return {"error": "no such page: %s" % name}, 404
