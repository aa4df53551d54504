from collections import deque

def bfs(n):
    # grid graph n x n, BFS from corner
    dist = [-1] * (n * n)
    dist[0] = 0
    q = deque([0])
    while q:
        u = q.popleft()
        r, c = divmod(u, n)
        d = dist[u] + 1
        if r > 0 and dist[u - n] < 0:
            dist[u - n] = d; q.append(u - n)
        if r < n - 1 and dist[u + n] < 0:
            dist[u + n] = d; q.append(u + n)
        if c > 0 and dist[u - 1] < 0:
            dist[u - 1] = d; q.append(u - 1)
        if c < n - 1 and dist[u + 1] < 0:
            dist[u + 1] = d; q.append(u + 1)
    return sum(dist)

total = 0
for _ in range(3):
    total += bfs(400)
print(total)
