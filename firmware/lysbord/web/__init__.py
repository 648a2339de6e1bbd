# The web side (Pico W): phones see the public table and each player's own hand.
# jsonview/seats/api are pure (they run in the pure suites); server.py binds them to microdot.
