from collections import deque

def sliding(n, k):
    w = deque(maxlen=k)
    s = 0
    best = 0
    for i in range(n):
        x = (i * 7919) % 1000
        if len(w) == k:
            s -= w[0]
        w.append(x)
        s += x
        if s > best:
            best = s
    return best

def monotonic_max(n, k):
    q = deque()
    out = 0
    for i in range(n):
        x = (i * 104729) % 10007
        while q and q[-1][1] <= x:
            q.pop()
        q.append((i, x))
        if q[0][0] <= i - k:
            q.popleft()
        out += q[0][1]
    return out

print(sliding(600000, 50), monotonic_max(300000, 100))
