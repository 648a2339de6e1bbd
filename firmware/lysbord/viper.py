# Native code from one source. A module marks the functions worth native code @viper; the
# build gives it a twin, <module>_native, holding their text as @micropython.viper
# (tools/flashing/build_mpy.py), which the Pico compiles at import with its own compiler,
# so the native code always fits the firmware. lysbord.bots.load() takes the twin there when
# the heap has room for it. The module as written is the same source as bytecode (a Pico
# short of heap, or installed without the twins) or as plain Python (CPython, the
# WebAssembly port: no native emitter), where the names below stand in for viper's.


def viper(function):
    """The mark the build compiles as @micropython.viper; here the function as it is."""
    return function


def ptr8(buffer):
    """Viper's pointer cast; plain Python indexes the buffer itself (viper ignores this name)."""
    return buffer


ptr16 = ptr32 = ptr8
