import statistics as st
datasets = [[1, 2], [1, 3], [2, 4, 4, 4, 5, 5, 7, 9], [1.5, 2.5, 3.5], [0.1, 0.2, 0.3], [10**20, 1, 3],
            [True, False, True], [1, 2.5, 4], [-5, 5, -5, 5, 0], [3], [1e300, 1e300], [7, 7, 7]]
for d in datasets:
    print(d, st.mean(d), st.fmean(d), st.median(d), st.median_low(d), st.median_high(d), st.mode(d), st.multimode(d))
print(st.mean(x / 10 for x in range(1, 11)), st.mean(range(101)), st.median(range(10)), st.median(iter([5, 3, 1])))
print(st.mean([1, float("inf")]), st.mean([float("nan"), 1.0]), st.median([1, 2, 3, float("inf")]))
print(st.geometric_mean([54, 24, 36]), st.geometric_mean([1, 10, 100]), st.geometric_mean([2.5]))
print(st.harmonic_mean([40, 60]), st.harmonic_mean([2.5, 3, 10]), st.harmonic_mean([0, 5]), st.harmonic_mean([7]), st.harmonic_mean([2.5]))
print(st.harmonic_mean([40, 60], weights=[5, 30]), st.harmonic_mean([1, 2, 4], weights=[1, 0, 1]))
print(st.fmean([3.5, 4.0, 5.25], weights=[0.7, 0.2, 0.1]), st.fmean(iter([1, 2, 3, 4])), st.fmean([1, 2], [3, 4]))
print(st.median_grouped([52, 52, 53, 54]), st.median_grouped([1, 3, 3, 5, 7], interval=2), st.median_grouped([1.5]))
print(st.mode("aabbbcc"), st.mode(["red", "blue", "blue", "red"]), st.multimode("aabbbccc"), st.multimode([]), st.mode([(1, 2), (1, 2), 3]))
print(st.median(["b", "c", "a"]), st.median_low(["b", "a"]), st.median_high([3.5, 1]))
