from collections import deque
def moving_average(seq, n=3):
    win = deque(maxlen=n)
    out = []
    for x in seq:
        win.append(x)
        out.append(round(sum(win) / len(win), 3))
    return out
print(moving_average([40, 30, 50, 46, 39, 44]))
def max_sliding(nums, k):
    dq, res = deque(), []
    for i, x in enumerate(nums):
        while dq and nums[dq[-1]] <= x:
            dq.pop()
        dq.append(i)
        if dq[0] <= i - k:
            dq.popleft()
        if i >= k - 1:
            res.append(nums[dq[0]])
    return res
print(max_sliding([1, 3, -1, -3, 5, 3, 6, 7], 3))
def tail(lines, n):
    return list(deque(lines, maxlen=n))
print(tail(["l%d" % i for i in range(10)], 3), tail([], 2))
def is_palindrome(s):
    d = deque(c for c in s.lower() if c.isalnum())
    while len(d) > 1:
        if d.popleft() != d.pop():
            return False
    return True
print(is_palindrome("A man, a plan, a canal: Panama"), is_palindrome("agent"))
q = deque()
for job in ["a", "b", "c"]:
    q.append(job)
q.rotate(1)
print(q, q.maxlen, repr(deque([1], maxlen=3)), str(deque()))
d = deque([1, 2, 3])
d.extend(d)
print(d, d * 0, d.index(2, 2), d.index(3, 0, 3))
d[1:2] if False else None
try:
    d[1:2]
except TypeError as e:
    print("TypeError:", e)
try:
    d.index(2, 5)
except ValueError as e:
    print("ValueError:", e)
dd = deque(range(5), 3)
print(dd, dd.maxlen)
dd.maxlen if True else None
try:
    dd.maxlen = 4
except AttributeError as e:
    print("AttributeError:", type(e).__name__)
