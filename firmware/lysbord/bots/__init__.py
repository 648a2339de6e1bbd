# Players that see only their own view: each module has a Bot(seat, seed) whose
# choose(view) returns one of view["legal"].
import gc
import sys


def _module(name):
    __import__(name)
    return sys.modules[name]


def load(package, name):
    """The module package.name, a hard bot's loops with functions marked @viper (lysbord/
    viper.py): on the Pico the native code its twin's texts make, when the heap has room for
    it, as a class holding what they made (the twin itself is let go: it holds the texts);
    else, and elsewhere, the module as written. Here rather than in lysbord/viper.py, which
    the Pico then never imports: a module more kept beside a bot left its heap in smaller pieces."""
    if sys.platform == "rp2":
        from lysbord import forget_module

        twin = "%s.%s_native" % (package, name)
        for _ in range(2):  # once more after a collection: a text half compiled held pieces the next one needed
            try:
                native = type(twin, (), _module(twin).NATIVE)  # the class's names are the texts' namespace
                forget_module(twin)
                gc.collect()  # the texts and the compiler's leavings, before anything lasting is made above them
                return native
            except MemoryError:
                forget_module(twin)
            except Exception:  # installed without the twins (a frozen build, mip), no native emitter
                forget_module(twin)
                break
            gc.collect()
    return _module("%s.%s" % (package, name))
