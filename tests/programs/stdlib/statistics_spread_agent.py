import statistics as st
scores = [88, 92, 79, 93, 85, 91, 77, 88]
print(st.variance(scores), st.pvariance(scores), repr(st.stdev(scores)), repr(st.pstdev(scores)))
m = st.mean(scores)
print(st.variance(scores, m), st.pvariance(scores, mu=m), st.stdev(scores, xbar=m))
print(st.variance([1.5, 2.5, 2.5, 2.75, 3.25, 4.75]), repr(st.stdev([1.5, 2.5, 2.5, 2.75, 3.25, 4.75])))
print(st.pvariance([0.0, 0.25, 0.25, 1.25, 1.5, 1.75, 2.75, 3.25]), st.variance([1, 1, 1]), st.stdev([2, 2]))
print(st.variance(range(10)), st.pvariance(range(1, 11)), st.pstdev([5]))
print(st.variance([10 ** 18, 10 ** 18 + 2, 10 ** 18 + 4]), repr(st.stdev([1e10, 1e10 + 1, 1e10 + 2])))
print(st.quantiles(scores), st.quantiles(scores, n=10), st.quantiles(scores, n=4, method="inclusive"))
print(st.quantiles([1, 2], n=3), st.quantiles(range(1, 101), n=4), st.quantiles([1.0, 5.0], n=2))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]
y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), repr(st.correlation(x, y)), st.correlation(x, x), repr(st.correlation(x, x[::-1])))
print(st.covariance([1.5, 2.5], [3, 1]))
for label, fn in [
    ("var str", lambda: st.variance(["a", "b"])),
    ("stdev one", lambda: st.stdev([1])),
    ("pvar empty", lambda: st.pvariance(iter([]))),
    ("corr const", lambda: st.correlation([1, 1, 1], [1, 2, 3])),
    ("cov len", lambda: st.covariance([1, 2], [1, 2, 3])),
    ("cov short", lambda: st.covariance([1], [2])),
    ("quant n", lambda: st.quantiles([1, 2, 3], n=-1)),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__, e)
