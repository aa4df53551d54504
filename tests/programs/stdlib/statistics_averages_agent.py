import statistics as st
latencies = [120, 95, 130, 101, 99, 300, 110, 105, 98, 97]
print(st.mean(latencies), st.fmean(latencies), st.median(latencies), st.median_low(latencies), st.median_high(latencies))
print(st.mode([1, 2, 2, 3, 3]), st.multimode([1, 2, 2, 3, 3]), st.multimode("aabbbcc"), st.multimode([]))
print(st.mode(["red", "blue", "red"]), st.mode([1.5, 1.5, 2]), st.mode("abcabcc"))
print(repr(st.geometric_mean([1, 10, 100])), repr(st.harmonic_mean([40, 60])), st.harmonic_mean([1, 0, 2]))
print(repr(st.harmonic_mean([40, 60], weights=[5, 30])), repr(st.fmean([3.5, 4.0, 5.25], weights=[1, 2, 3])))
print(st.mean([1, 2, 3, 4]), st.mean([1.5, 2.5]), st.mean([True, False, True]), st.mean(range(101)))
print(st.median([3, 1, 2]), st.median([4, 1, 3, 2]), st.median([1, 2.5]), st.median(["b", "a", "c"]))
print(st.median_low([1, 3, 5, 7]), st.median_high([1, 3, 5, 7]), st.median_grouped([1, 2, 2, 3, 4, 4, 4, 4, 4, 5]))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2))
print(repr(st.mean([0.1, 0.2, 0.3])), repr(st.fmean([0.1, 0.2, 0.3])), repr(sum([0.1, 0.2, 0.3]) / 3))
print(st.mean([10 ** 20, 1]), st.mean([2 ** 70, 2 ** 70 + 1]), st.mean((x for x in [5, 7])))
print(st.mean([1e308, 1e308]), st.fmean([float("inf"), 1]), st.mean([float("inf"), 1]))
