import statistics as st
from fractions import Fraction as F
data = [F(1, 2), F(3, 4), F(5, 6), F(7, 8), F(1, 3)]
print(repr(st.mean(data)), repr(st.median(data)), repr(st.median_low(data)), repr(st.median_high(data)))
print(repr(st.variance(data)), repr(st.pvariance(data)), repr(st.stdev(data)), repr(st.pstdev(data)))
print(repr(st.mean([F(1, 3), 2, True])), repr(st.mean([F(1), F(2)])), repr(st.mean([1, 2, F(1, 2)])))
print(repr(st.mean([F(1, 3), 0.5])), repr(st.variance([F(1, 3), 0.5, 1])), type(st.mean([F(1, 2), 1.5])).__name__)
print(repr(st.variance(data, st.mean(data))), repr(st.pvariance(data, mu=F(1, 2))))
print(repr(st.harmonic_mean([F(1, 2), F(1, 3)])), repr(st.harmonic_mean([F(2), F(4)], weights=[1, 3])))
print(repr(st.median([F(1, 2), F(1, 3)])), repr(st.mode([F(1, 2), F(2, 4), F(1, 3)])), st.multimode([F(1), F(1), F(2), F(2)]))
print(repr(st.quantiles([F(1), F(2), F(3), F(4)], n=4)), repr(st.fmean(data)), repr(st.geometric_mean([F(1, 2), F(2)])))
print(repr(st.median_grouped([F(1), F(2), F(2), F(3)])), repr(st.stdev([F(1), F(2), F(4)])), repr(st.pstdev([F(0), F(0)])))
shares = [F(1, 7)] * 7
print(repr(st.mean(shares)), repr(st.pvariance(shares)), repr(st.variance(shares)))
class Money(F):
    pass
m = [Money(3, 2), Money(5, 2)]
r = st.mean(m)
print(type(r).__name__, repr(r), type(st.mean([Money(1), F(1)])).__name__, type(st.variance(m)).__name__)
for label, fn in [("empty", lambda: st.mean([])), ("var one", lambda: st.variance([F(1)])), ("str", lambda: st.mean([F(1), "x"]))]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
