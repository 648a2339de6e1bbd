# The overlay's PDFs, drawn with reportlab from the SVG (svglib): one sheet at true size for a
# print shop, and tiles for a home printer's A4 or US Letter pages that overlap and carry
# crosses to line them up. Everything is in points (1/72 inch) inside, millimetres outside.
import io

from reportlab.graphics import renderPDF
from reportlab.lib.pagesizes import A4, LETTER
from reportlab.pdfgen import canvas
from svglib.svglib import svg2rlg

MM = 72 / 25.4
PAPERS = {"A4": A4, "Letter": LETTER}
PRINT_MARGIN_MM = 9  # what a home printer leaves white at every edge, with room to spare
OVERLAP_MM = 15  # printed twice where two pages meet, so they can be glued and lined up
_CROSS_MM = 6


def drawing(svg_text):
    """The SVG as a reportlab drawing, sized in points from its millimetre width and height."""
    return svg2rlg(io.BytesIO(svg_text.encode("utf-8")))


def write_sheet(svg_text, path):
    """One page the size of the overlay; returns its (width, height) in millimetres."""
    art = drawing(svg_text)
    renderPDF.drawToFile(art, path, autoSize=1)
    return art.width / MM, art.height / MM


def tiles(width, height, paper):
    """Where each page's printable window lies on the art, in points from the art's top-left
    corner: [(x, y, w, h)], row by row. Neighbouring windows share exactly OVERLAP_MM."""
    page_w, page_h = PAPERS[paper]
    xs, win_w = _split(width, page_w - 2 * PRINT_MARGIN_MM * MM)
    ys, win_h = _split(height, page_h - 2 * PRINT_MARGIN_MM * MM)
    return [(x, y, win_w, win_h) for y in ys for x in xs]


def _split(length, room):
    """The fewest equal windows of at most room covering length with OVERLAP_MM between
    neighbours: (their starts, their size)."""
    overlap = OVERLAP_MM * MM
    count = 1
    while (length + (count - 1) * overlap) / count > room:
        count += 1
    window = (length + (count - 1) * overlap) / count
    return [i * (window - overlap) for i in range(count)], window


def alignment_crosses(windows):
    """Points (from the art's top-left) in the middle of every overlap between neighbouring
    windows: each is printed on both pages, so the pages are laid with their crosses together."""
    xs = sorted(set(w[0] for w in windows))
    ys = sorted(set(w[1] for w in windows))
    win_w, win_h = windows[0][2], windows[0][3]
    crosses = []
    for i in range(1, len(xs)):  # overlaps between columns, one cross per row of pages, twice
        mid = (xs[i] + xs[i - 1] + win_w) / 2
        for y in ys:
            crosses += [(mid, y + win_h * 0.3), (mid, y + win_h * 0.7)]
    for j in range(1, len(ys)):
        mid = (ys[j] + ys[j - 1] + win_h) / 2
        for x in xs:
            crosses += [(x + win_w * 0.3, mid), (x + win_w * 0.7, mid)]
    return crosses


def write_tiles(svg_text, path, paper, title="Lysbord overlay"):
    """The overlay across as many pages of paper as it needs; returns the page count."""
    art = drawing(svg_text)
    page_w, page_h = PAPERS[paper]
    windows = tiles(art.width, art.height, paper)
    crosses = alignment_crosses(windows)
    columns = len(set(w[0] for w in windows))
    margin = PRINT_MARGIN_MM * MM
    pdf = canvas.Canvas(path, pagesize=(page_w, page_h))
    pdf.setTitle(title)
    for n, (x, y, w, h) in enumerate(windows):
        row, col = divmod(n, columns)
        # the window's top-left corner sits at the page's top-left margin
        left, top = margin, page_h - margin
        pdf.saveState()
        clip = pdf.beginPath()
        clip.rect(left, top - h, w, h)
        pdf.clipPath(clip, stroke=0, fill=0)
        renderPDF.draw(art, pdf, left - x, top - (art.height - y))
        pdf.setLineWidth(0.4)
        for cx, cy in crosses:
            px, py = left + cx - x, top - (cy - y)
            arm = _CROSS_MM / 2 * MM
            pdf.line(px - arm, py, px + arm, py)
            pdf.line(px, py - arm, px, py + arm)
            pdf.circle(px, py, arm * 0.6, stroke=1, fill=0)
        pdf.restoreState()
        pdf.setLineWidth(0.3)
        pdf.setDash(3, 2)
        if col:  # this page's left edge is trimmed and laid over the page to its left
            pdf.line(left, top - h, left, top)
        if row:
            pdf.line(left, top, left + w, top)
        pdf.setDash()
        pdf.setFont("Helvetica", 7)
        note = "%s - page %d of %d (row %d, column %d) - print at 100 %%, no 'fit to page'" % (
            title,
            n + 1,
            len(windows),
            row + 1,
            col + 1,
        )
        if len(windows) > 1:
            note += " - cut the dashed edges, overlap %d mm, lay the crosses on each other" % OVERLAP_MM
        pdf.drawString(left, margin / 2, note)
        pdf.showPage()
    pdf.save()
    return len(windows)
