import statistics as st
cases = [
    ("mean([])", lambda: st.mean([])),
    ("mean(['a', 'b'])", lambda: st.mean(["a", "b"])),
    ("variance([1])", lambda: st.variance([1])),
    ("stdev([])", lambda: st.stdev([])),
    ("pvariance([])", lambda: st.pvariance([])),
    ("pstdev([])", lambda: st.pstdev([])),
    ("median([])", lambda: st.median([])),
    ("median_low([])", lambda: st.median_low([])),
    ("mode([])", lambda: st.mode([])),
    ("mode([[1], [1]])", lambda: st.mode([[1], [1]])),
    ("fmean([])", lambda: st.fmean([])),
    ("fmean([1, 2], [1])", lambda: st.fmean([1, 2], [1])),
    ("fmean([1], [0])", lambda: st.fmean([1], [0])),
    ("fmean(['x'])", lambda: st.fmean(["x"])),
    ("geometric_mean([])", lambda: st.geometric_mean([])),
    ("geometric_mean([4, -1])", lambda: st.geometric_mean([4, -1])),
    ("geometric_mean([0, 2])", lambda: st.geometric_mean([0, 2])),
    ("harmonic_mean([])", lambda: st.harmonic_mean([])),
    ("harmonic_mean([-1, 2])", lambda: st.harmonic_mean([-1, 2])),
    ("harmonic_mean([-3])", lambda: st.harmonic_mean([-3])),
    ("harmonic_mean(['x'])", lambda: st.harmonic_mean(["x"])),
    ("harmonic_mean([1, 2], [1])", lambda: st.harmonic_mean([1, 2], [1])),
    ("harmonic_mean([1, 2], [0, 0])", lambda: st.harmonic_mean([1, 2], [0, 0])),
    ("quantiles([1])", lambda: st.quantiles([1])),
    ("quantiles([1, 2], n=0)", lambda: st.quantiles([1, 2], n=0)),
    ("quantiles([1, 2], method='median')", lambda: st.quantiles([1, 2], method="median")),
    ("quantiles([1, 2], 4)", lambda: st.quantiles([1, 2], 4)),
    ("covariance([1], [1])", lambda: st.covariance([1], [1])),
    ("covariance([1, 2], [1])", lambda: st.covariance([1, 2], [1])),
    ("correlation([1, 1], [1, 2])", lambda: st.correlation([1, 1], [1, 2])),
    ("median([1, 'a'])", lambda: st.median([1, "a"])),
    ("mean()", lambda: st.mean()),
    ("variance([1, 2], 1, 2)", lambda: st.variance([1, 2], 1, 2)),
]
for name, f in cases:
    try:
        print(name, "->", repr(f()))
    except Exception as e:
        print(name, "!!", type(e).__name__, e, isinstance(e, ValueError))
print(st.StatisticsError, issubclass(st.StatisticsError, ValueError), st.StatisticsError.__name__, st.StatisticsError("msg"))
try:
    raise st.StatisticsError("custom")
except ValueError as e:
    print("caught", repr(e))
st.stdev([42])
