import statistics as st
grades = [90, 80, 70]
weights = [0.5, 0.3, 0.2]
print(repr(st.fmean(grades, weights)), repr(st.fmean(grades)), repr(st.fmean(iter([1, 2, 3, 4]))))
print(repr(st.fmean([1.0, 2.0], weights=[3, 1])), repr(st.fmean([True, False])), repr(st.fmean(range(1, 6))))
print(repr(st.harmonic_mean([60, 40], weights=[1, 1])), repr(st.harmonic_mean([2.5, 3, 10])), st.harmonic_mean([5]), st.harmonic_mean([0, 5]))
print(repr(st.geometric_mean([54, 24, 36])), repr(st.geometric_mean([2.0])), repr(st.geometric_mean(iter([1, 2, 4]))))
speeds = [30, 60]
print(repr(st.harmonic_mean(speeds)), repr(st.mean(speeds)))
returns = [1.10, 0.95, 1.20, 1.05]
print(repr(st.geometric_mean(returns)), repr(st.fmean(returns)))
for label, fn in [
    ("fmean weights len", lambda: st.fmean([1, 2, 3], [1, 2])),
    ("fmean weights zero", lambda: st.fmean([1, 2], [0, 0])),
    ("fmean iter empty", lambda: st.fmean(iter([]))),
    ("harmonic neg w", lambda: st.harmonic_mean([1, 2], weights=[-1, 2])),
    ("harmonic zero w", lambda: st.harmonic_mean([1, 2], weights=[0, 0])),
    ("geometric zero", lambda: st.geometric_mean([1, 0])),
    ("fmean str", lambda: st.fmean("ab")),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
