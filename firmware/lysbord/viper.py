# Native code from one source. A module marks the functions worth native code @viper; the
# build gives it a twin, <module>_native, holding their text as @micropython.viper
# (tools/flashing/build_mpy.py), which the Pico compiles at import with its own compiler,
# so the native code always fits the firmware. load() takes the twin there when the heap has
# room for it. The module as written is the same source as bytecode (a Pico short of heap,
# or installed without the twins) or as plain Python (CPython, the WebAssembly port: no
# native emitter), where the names below stand in for viper's.
import gc
import sys

from lysbord import forget_module


def viper(function):
    """The mark the build compiles as @micropython.viper; here the function as it is."""
    return function


def ptr8(buffer):
    """Viper's pointer cast; plain Python indexes the buffer itself (viper ignores this name)."""
    return buffer


ptr16 = ptr32 = ptr8


def compile_texts(head, texts):
    """The names each text makes, compiled as native code with head (the module's constants)
    in front, one at a time (no large block of heap to find), in one namespace."""
    import micropython

    space = {"micropython": micropython}
    for text in texts:
        exec(head + text, space)
    return space


class Native:
    """What a twin's texts made: the twin itself is let go, as it holds the texts."""

    def __init__(self, name, space):
        self.__name__ = name
        for key in space:
            setattr(self, key, space[key])


def _module(name):
    __import__(name)
    return sys.modules[name]


def load(package, name):
    """The module package.name: on the Pico its twin's native code when the heap has room for
    it, else (and elsewhere) the module as written."""
    if sys.platform == "rp2":
        twin = "%s.%s_native" % (package, name)
        for _ in range(2):  # once more after a collection: a text half compiled held pieces the next one needed
            try:
                native = Native(twin, _module(twin).NATIVE)
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
