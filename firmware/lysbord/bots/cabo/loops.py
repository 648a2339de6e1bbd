# A Cabo deal's two loops for the hard bot (bots/cabo/hard.py): on the Pico native code built
# from this source (lysbord/viper.py; a call's 40 deals took 46 ms there as bytecode, 3.6 ms
# native), elsewhere this module as it is. deal: Sampler.deal from generator state x
# (returned after). lowest: per group of spec (after the pool's size: its card count, then
# per card of how many dealt cards it is the lowest) the sum of those lowest cards, in out;
# a short pool starts over.
from lysbord.viper import ptr8, viper


@viper
def deal(pool: ptr8, count: int, size: int, x: int) -> int:
    for i in range(count):
        x = (75 * x + 74) % 65537
        j = i + x % (size - i)
        card = pool[i]
        pool[i] = pool[j]
        pool[j] = card
    return x


@viper
def lowest(pool: ptr8, spec: ptr8, groups: int, out: ptr8):
    size = spec[0]
    at = 0
    k = 1
    for group in range(groups):
        total = 0
        left = spec[k]
        k += 1
        while left > 0:
            end = at + spec[k]
            value = pool[at % size]
            at += 1
            while at < end:
                if pool[at % size] < value:
                    value = pool[at % size]
                at += 1
            total += value
            k += 1
            left -= 1
        out[group] = total
