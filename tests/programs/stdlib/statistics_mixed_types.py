import statistics as st
from fractions import Fraction as F
from decimal import Decimal as D
print(repr(st.mean([1, 2, 3, 4])), repr(st.mean([1, 2, 3, 4.0])), repr(st.mean([F(1), 2, True])), repr(st.mean([D(1), 2, False])))
print(repr(st.variance([1, 2, 4])), repr(st.variance([F(1), 2, 4])), repr(st.variance([D(1), 2, 4])), repr(st.variance([1.0, 2, 4])))
print(repr(st.pvariance([F(1, 2), F(1, 2)])), repr(st.pvariance([D("0.5"), D("0.5")])), repr(st.pstdev([F(1), F(3)])), repr(st.pstdev([D(1), D(3)])))
print(repr(st.median([F(1), 2])), repr(st.median([D(1), 2])), repr(st.median_low([F(3), 1, 2.5])), repr(st.median_high([D(3), 1, 2])))
print(repr(st.harmonic_mean([F(1), F(2), F(4)])), repr(st.harmonic_mean([D(1), D(2), D(4)])), repr(st.harmonic_mean([1, 2, 4])))
print(repr(st.mean([F(1, 2), 0.25])), repr(st.stdev([F(1, 2), 0.25, 1])), repr(st.mean([True, True, False])))
class Score(int):
    pass
print(repr(st.mean([Score(1), Score(2)])), repr(st.variance([Score(1), Score(3)])))
for label, fn in [
    ("complex", lambda: st.mean([1j, 2])),
    ("none", lambda: st.mean([None])),
    ("list", lambda: st.variance([[1], [2]])),
    ("dec empty", lambda: st.stdev([D(1)])),
    ("frac pvar empty", lambda: st.pvariance([])),
]:
    try:
        print(label, repr(fn()))
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
