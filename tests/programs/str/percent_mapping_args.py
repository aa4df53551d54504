# `str % args` takes any object with __getitem__ (but a tuple or a str) as
# a mapping: %(key)s reads args[key], extra arguments are no error, and a
# positional spec after a keyed one finds no argument left.
class Lookup:
    def __getitem__(self, key):
        return key.upper()


class Missing(dict):
    def __missing__(self, key):
        return "<" + key + ">"


cases = [
    lambda: "%(a)s %s" % {"a": 1},
    lambda: "%s %(a)s" % {"a": 1},
    lambda: "%s %(a)s %s" % {"a": 1},
    lambda: "%(a)s %*s" % {"a": 1},
    lambda: "%(a)d %d" % {"a": 1},
    lambda: "%(a)s" % [1],
    lambda: "%(0)s" % range(3),
    lambda: "%(a)s" % b"a",
    lambda: "x" % [],
    lambda: "x" % [1, 2],
    lambda: "x" % range(3),
    lambda: "x" % b"ab",
    lambda: "x" % {},
    lambda: "x" % "a",
    lambda: "x" % (),
    lambda: "x" % 5,
    lambda: "%s %s" % [1],
    lambda: "%s" % [1],
    lambda: "%(name)s is %(age)d" % Lookup() if False else "%(name)s" % Lookup(),
    lambda: "%(k)s and %(j)r" % Missing(k=1),
    lambda: "%(a)s" % {},
    lambda: "%(a)s %(b)s" % {"a": 1, "b": 2, "c": 3},
    lambda: "%(a)s %%" % {"a": 1},
    lambda: "%(a)s" % (1,),
    lambda: "%(a)s" % 5,
    lambda: b"%(a)s %s" % {b"a": b"x"},
    lambda: b"x" % [1],
    lambda: b"x" % bytearray(b"a"),
]
for f in cases:
    try:
        print(repr(f()))
    except (TypeError, KeyError, ValueError) as e:
        print(type(e).__name__ + ":", e)
