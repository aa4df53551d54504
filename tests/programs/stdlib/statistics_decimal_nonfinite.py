import statistics as st
from decimal import Decimal as D
inf, nan = D("Infinity"), D("NaN")
print(repr(st.mean([D(1), inf])), repr(st.mean([nan, D(2)])), repr(st.mean([-inf, D(5)])))
print(repr(st.variance([D(1), inf, D(3)])), repr(st.pvariance([D(1), nan])), repr(st.variance([D(1), D(2)], D(1))))
print(repr(st.median([D(1), inf, D(3)])), repr(st.median([D(1), inf])), repr(st.mode([inf, inf, D(1)])))
print(repr(st.mean([float("inf"), 1.0])), repr(st.variance([1.0, float("nan")])), repr(st.harmonic_mean([D(2), D(2)])))
for label, fn in [
    ("stdev inf", lambda: st.stdev([D(1), inf])),
    ("pstdev nan", lambda: st.pstdev([nan, D(1)])),
    ("stdev float inf", lambda: st.stdev([1.0, float("inf")])),
]:
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
