import statistics as st
from statistics import NormalDist, linear_regression
print(linear_regression([1, 2, 3], [2, 4, 7]), linear_regression([1, 2, 3, 4, 5], [1.1, 1.9, 3.2, 3.9, 5.1]))
r = linear_regression([1, 2, 3], [2, 4, 6], proportional=True); print(r, r.slope, r.intercept)
years = [1971, 1975, 1979, 1982, 1983]; films = [1, 2, 3, 4, 5]
slope, intercept = linear_regression(years, films); print(round(slope * 2019 + intercept))
for args in [([1], [2]), ([1, 2], [1]), ([3, 3, 3], [1, 2, 3])]:
    try: linear_regression(*args)
    except st.StatisticsError as e: print(e)
n = NormalDist(100, 15); print(n, repr(n), n.mean, n.median, n.mode, n.stdev, n.variance)
print(n.cdf(130), n.pdf(100), n.inv_cdf(0.975), n.quantiles(), n.quantiles(10), n.zscore(115))
print(NormalDist().inv_cdf(0.5), NormalDist().inv_cdf(0.1), NormalDist().inv_cdf(0.01), NormalDist().inv_cdf(1e-10), NormalDist().inv_cdf(0.999), NormalDist().inv_cdf(1 - 1e-12), NormalDist().inv_cdf(0.4))
for p in [0.001, 0.02, 0.05, 0.07, 0.0749, 0.075, 0.076, 0.2, 0.3, 0.6, 0.9, 0.92, 0.95, 0.99, 1e-20, 1e-300]:
    print(p, NormalDist(3, 2).inv_cdf(p))
print(NormalDist(2.4, 1.6).overlap(NormalDist(3.2, 2.0)), NormalDist(0, 1).overlap(NormalDist(1, 1)))
print(NormalDist(1, 2) + NormalDist(3, 4), NormalDist(1, 2) - 5, 5 - NormalDist(1, 2), NormalDist(1, 2) * 3, 3 * NormalDist(1, -0.0 + 2), NormalDist(4, 2) / 2, -NormalDist(1, 2), +NormalDist(1, 2))
print(NormalDist(1, 2) == NormalDist(1.0, 2.0), NormalDist() == 5, hash(NormalDist(1, 2)) == hash(NormalDist(1, 2)))
print(NormalDist.from_samples([2.5, 3.1, 2.1, 2.4, 2.7, 3.5]), NormalDist.from_samples([1, 2, 3, 4]))
print(NormalDist(0, 1).samples(3, seed=42))
for f in [lambda: NormalDist(0, -1), lambda: NormalDist(0, 0).pdf(1), lambda: NormalDist(0, 0).cdf(1), lambda: NormalDist().inv_cdf(0), lambda: NormalDist().inv_cdf(1.5), lambda: NormalDist(1, 0).zscore(1), lambda: NormalDist().overlap(3), lambda: NormalDist.from_samples([1])]:
    try: f()
    except (st.StatisticsError, TypeError) as e: print(type(e).__name__, e)
print(st.mean([1, 2, 3]), st.StatisticsError.__module__, sorted(x for x in dir(st) if not x.startswith("_") and x[0].islower() and x in st.__all__))
