import statistics as st
from decimal import Decimal as D, getcontext, localcontext
prices = [D("19.99"), D("5.01"), D("0.10"), D("100.00"), D("3.33")]
print(repr(st.mean(prices)), repr(st.median(prices)), repr(st.median_low(prices)), repr(st.median_high(prices)))
print(repr(st.variance(prices)), repr(st.pvariance(prices)), repr(st.stdev(prices)), repr(st.pstdev(prices)))
print(repr(st.mean([D("1.5"), 2, True])), repr(st.mean([D(1), D(2)])), repr(st.mean([D("0.1")] * 3)), repr(st.mean([D(1), D(2), D(4)])))
print(repr(st.variance([D("1.1"), D("2.2"), D("3.3")])), repr(st.stdev([D("1.1"), D("2.2"), D("3.3")])), repr(st.pstdev([D(2), D(4), D(4), D(4), D(5), D(5), D(7), D(9)])))
print(repr(st.median([D("1.5"), D("2.5")])), repr(st.mode([D("1.0"), D("1"), D("2")])), repr(st.quantiles([D(1), D(2), D(3), D(4)])))
print(repr(st.variance(prices, st.mean(prices))), repr(st.pvariance([D(1), D(3)], mu=D(2))), repr(st.stdev([D(0), D(0)])))
with localcontext() as ctx:
    ctx.prec = 6
    print(repr(st.mean([D(1), D(2), D(2)])), repr(st.stdev([D(1), D(2), D(4)])), repr(st.variance([D(1), D(2), D(4)])))
print(repr(st.stdev([D(1), D(2), D(4)])), repr(st.pstdev([D("0.001"), D("0.002")])), repr(st.stdev([D(10) ** 20, D(10) ** 20 + 1])))
print(repr(st.harmonic_mean([D(2), D(3)])), repr(st.fmean([D("1.5"), D("2.5")])), repr(st.geometric_mean([D(4), D(9)])))
print(type(st.mean([D(1), 1])).__name__, type(st.stdev([D(1), 2, 3])).__name__)
for label, fn in [("empty", lambda: st.stdev([])), ("one", lambda: st.variance([D(1)])), ("str", lambda: st.mean([D(1), "x"]))]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
