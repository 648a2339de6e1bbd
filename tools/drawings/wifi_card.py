# The card that sits beside a Wi-Fi board: one QR code joins its network, one opens its page.
# The QR codes come from segno; the card is an SVG drawn from their module matrices.
import segno
import wifi_settings
from segno import helpers

CARD_MM = (148.0, 105.0)  # A6, landscape
_QR_MM = 52.0


def codes(settings):
    """(join QR, page QR) for these settings."""
    ssid, password = wifi_settings.joined_network(settings)
    join = helpers.make_wifi(ssid=ssid, password=password, security="WPA")
    page = segno.make(wifi_settings.page_url(settings), error="m")
    return join, page


def _qr_path(qr, x, y, size):
    """One SVG path of the QR's dark modules, size millimetres square with its quiet zone."""
    rows = list(qr.matrix_iter(border=4))
    unit = size / len(rows)
    parts = []
    for r, row in enumerate(rows):
        for c, dark in enumerate(row):
            if dark:
                parts.append("M%.3f %.3fh%.3fv%.3fh-%.3fz" % (x + c * unit, y + r * unit, unit, unit, unit))
    return '<path d="%s" fill="#000"/>' % "".join(parts)


def _escape(text):
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def svg(settings):
    """The card as SVG text in millimetres."""
    join, page = codes(settings)
    ssid, password = wifi_settings.joined_network(settings)
    width, height = CARD_MM
    left, right = 12.0, width - 12.0 - _QR_MM
    out = [
        '<svg xmlns="http://www.w3.org/2000/svg" width="%.0fmm" height="%.0fmm" viewBox="0 0 %.0f %.0f">'
        % (width, height, width, height),
        '<rect width="100%" height="100%" fill="white" stroke="#999" stroke-width="0.3"/>',
        '<g font-family="DejaVu Sans, Arial, Helvetica, sans-serif" fill="#111">',
        '<text x="%.1f" y="12" font-size="6" font-weight="bold">Lysbord: your hand on your phone</text>' % left,
        _qr_path(join, left, 18, _QR_MM),
        _qr_path(page, right, 18, _QR_MM),
        '<text x="%.1f" y="76" font-size="4.2" font-weight="bold">1. Join the board\'s Wi-Fi</text>' % left,
        '<text x="%.1f" y="82" font-size="3.6">%s</text>' % (left, _escape(ssid)),
        '<text x="%.1f" y="87" font-size="3.6">password %s</text>' % (left, _escape(password)),
        '<text x="%.1f" y="76" font-size="4.2" font-weight="bold">2. Open the table</text>' % right,
        '<text x="%.1f" y="82" font-size="3.6">%s</text>' % (right, _escape(wifi_settings.page_url(settings))),
        '<text x="%.1f" y="98" font-size="3">Point the phone\'s camera at each code in turn, then take a seat.</text>'
        % left,
        "</g>",
        "</svg>",
    ]
    return "\n".join(out) + "\n"


def print_terminal(settings):
    """Both codes in the terminal, for a phone to scan straight off the screen."""
    join, page = codes(settings)
    ssid, _ = wifi_settings.joined_network(settings)
    print("Join the board's Wi-Fi (%s):" % ssid)
    join.terminal(compact=True)
    print("Then open %s:" % wifi_settings.page_url(settings))
    page.terminal(compact=True)
