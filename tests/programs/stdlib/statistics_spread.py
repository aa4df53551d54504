import statistics as st
data = [2.75, 1.75, 1.25, 0.25, 0.5, 1.25, 3.5]
print(st.variance(data), st.stdev(data), st.pvariance(data), st.pstdev(data))
ints = [1, 2, 3, 4, 5, 6, 7, 8, 9]
print(st.variance(ints), st.stdev(ints), st.pvariance(ints), st.pstdev(ints))
print(st.variance([1, 3, 5]), st.pvariance([1, 2, 3]), st.variance([1, 2, 3, 4]), st.stdev([2, 4, 4, 4, 5, 5, 7, 9]), st.pstdev([2, 4, 4, 4, 5, 5, 7, 9]))
print(st.variance([0.1, 0.2, 0.3]), st.stdev([0.1, 0.2, 0.3]), st.pvariance([1e10, 1e10 + 1, 1e10 + 2]))
m = st.mean(data)
print(st.variance(data, m), st.pvariance(data, m), st.pvariance([1, 2, 3, 4], 2.5), st.variance([1, 2, 3], 2), st.stdev([1, 2, 3, 4], xbar=2))
print(st.variance([10**20, 10**20 + 2]), st.pstdev([5, 5, 5]), st.stdev([1.5, 1.5]), st.pvariance([True, False]))
print(st.variance(range(100)), st.stdev(range(100)), st.pstdev(x * 0.5 for x in range(10)))
print(st.variance([1, float("inf")]), st.pvariance([float("nan"), 1.0]))
print(st.quantiles([1, 2, 3, 4, 5, 6, 7, 8]), st.quantiles(range(1, 11), n=10), st.quantiles([1, 2], n=1))
print(st.quantiles([105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91], n=4))
print(st.quantiles([1.5, 2.5, 10, 40], n=5, method="inclusive"), st.quantiles([0, 100], n=4, method="inclusive"))
x = [1, 2, 3, 4, 5, 6, 7, 8, 9]; y = [1, 2, 3, 1, 2, 3, 1, 2, 3]
print(st.covariance(x, y), st.correlation(x, y), st.correlation(x, x), st.correlation(x, x[::-1]), st.covariance([1.5, 2.5], [3, 1]))
