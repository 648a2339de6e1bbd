# Host fakes for the hardware layer: machine, neopixel, a filesystem with power cuts.
# Use tools/fakes/install.py: install(profile) puts them in place and returns a handle.
