import statistics as st
data = [105, 129, 87, 86, 111, 111, 89, 81, 108, 92, 110, 100, 75, 105, 103, 109, 76, 119, 99, 91, 103, 129, 106, 101, 84, 111, 74, 87, 86, 103, 103, 106, 86, 111, 75, 87, 102, 121, 111, 88, 89, 101, 106, 95, 103, 107, 101, 81, 109, 104]
print([round(q, 1) for q in st.quantiles(data, n=10)])
print(st.quantiles(data), st.quantiles(data, method="inclusive"))
print(st.quantiles([1, 2, 3, 4, 5], n=2), st.quantiles([1, 2, 3, 4, 5], n=5), st.quantiles([1, 2, 3, 4, 5], n=5, method="inclusive"))
print(st.quantiles([1.5, 2.5], n=4), st.quantiles([10, 20], n=1), st.quantiles(range(3), n=6, method="inclusive"))
print(st.quantiles([3, 1, 2, 5, 4], n=3), st.quantiles([1, 1, 1, 1], n=4))
q1, q2, q3 = st.quantiles(data, n=4)
iqr = q3 - q1
lo, hi = q1 - 1.5 * iqr, q3 + 1.5 * iqr
print(q1, q2, q3, iqr, [x for x in data if x < lo or x > hi])
print(st.median(data), st.mean(data), round(st.stdev(data), 6), st.mode(data), st.multimode(data))
try:
    st.quantiles(data, method="weird")
except ValueError as e:
    print("ValueError:", e)
try:
    st.quantiles(data, n=0)
except st.StatisticsError as e:
    print("StatisticsError:", e)
print(issubclass(st.StatisticsError, ValueError), st.StatisticsError.__name__)
