# Standard Klondike draw-three (a waste pile, unlimited passes), used only to calibrate the solver
# against the published figure. Everything but the stock rule is the kabal rule module's own.
from lysbord.games.kabal import Kabal
from lysbord.games.kabal.moves import DRAW


class Standard(Kabal):
    """Kabal with the standard stock: draw three onto the waste (group = the whole waste, top usable);
    an empty stock takes the waste back, turned over, as one move."""

    def _may_draw(self):
        return bool(self.stock or self.group)

    @staticmethod
    def draw(stock, group):
        if stock:
            take = min(3, len(stock))
            group = group + stock[:take]
            stock[:take] = b""
            return group
        stock += group  # the waste turned over: first drawn, first again
        return bytearray()

    def _apply(self, move):
        if move != DRAW:
            Kabal._apply(self, move)
            return
        if self.result or not (self.stock or self.group):
            raise ValueError("nothing to draw")
        self.group = self.draw(self.stock, self.group)
        self.counter = min(self.counter + 1, 0xFFFF)
