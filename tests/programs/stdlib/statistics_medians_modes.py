import statistics as st
for data in ([1], [2, 1], [5, 3, 1, 4], [1.5, 2.5, 3.5], [10, 20, 30, 40, 50, 60], range(7), (3, 3, 1)):
    print(list(data), st.median(data), st.median_low(data), st.median_high(data), st.median_grouped(data))
print(st.median_grouped([1, 2, 2, 3], interval=0.5), st.median_grouped([2.5, 3.5], interval=3))
print(st.median(["apple", "kiwi", "fig"]), st.median_low(["b", "a", "d", "c"]), st.median_high(["b", "a", "d", "c"]))
try:
    st.median(["b", "a", "d", "c"])
except TypeError as e:
    print("TypeError:", e)
print(st.mode([3, 1, 3, 2, 1]), st.mode(["x"]), st.mode([(1, 2), (1, 2), (3,)]), st.mode(iter("zzy")))
print(st.multimode([3, 1, 3, 2, 1]), st.multimode("abc"), st.multimode(["a"]), st.multimode(iter([2, 2, 1, 1, 3])))
votes = ["yes", "no", "yes", "abstain", "no", "yes"]
print(st.mode(votes), st.multimode(votes))
for label, fn in [
    ("mode empty", lambda: st.mode(iter([]))),
    ("median none", lambda: st.median([])),
    ("grouped str", lambda: st.median_grouped(["a", "b"])),
    ("grouped interval", lambda: st.median_grouped([1, 2], interval="x")),
    ("median mixed", lambda: st.median([1, "a"])),
    ("mode unhashable", lambda: st.mode([[1], [2]])),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
