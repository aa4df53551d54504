# The common `%` formats (bare %s/%d/%i/%f/%.Nf) and their edges.
print("%s=%d (%i)" % ("k", 5, -7))
print("%s" % 12, "%s" % "x", "%d%%" % 50, "100%%" % ())
print("%.2f|%f|%.0f|%.3f" % (2.675, 1.5, 2.5, -0.0))
print("%.0f %.0f %.0f %.1f %.2f" % (0.5, 1.5, 3.5, 0.25, 0.125))
print("%.2f %f" % (3, -(2**52)))
print("%.1f" % (2**60,), "%f" % float("inf"), "%.2f" % float("nan"))
print("%s %s" % (True, None), "%d" % True, "%s" % (1.5,), "%s" % [1, 2])
print("é%sü%d" % ("ß", 3))
print("%s" % {"a": 1}, "%(a)s" % {"a": 2})
print("%5d|%-4s|%03d|%x" % (42, "ab", 7, 255))
for bad in [("%s %s", (1,)), ("%d", ("x",)), ("%s", (1, 2)), ("%", ()), ("%é", (1,)),
            ("%.", (1,)), ("%.2", (1,)), ("%z", (1,)), ("%.2s", ("abc",))]:
    try:
        print(repr(bad[0] % bad[1]))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print("%s" % (), end="") if False else print("end")
class S(str):
    def __str__(self):
        return "custom"
    def __repr__(self):
        return "S!"
print("%s" % S("plain"), "%s|%r" % (S("x"), S("y")), "%r" % S("z"), S("%s") % 5)
class I(int):
    def __str__(self):
        return "I-str"
print("%s %d" % (I(3), I(4)), "%s" % I(7))
class T(tuple):
    def __repr__(self):
        return "T!"
print("%s-%s" % T((1, 2)), "%(a)s" % type("D", (dict,), {})(a=3))
