from collections import deque, defaultdict, Counter, OrderedDict, ChainMap, namedtuple
from contextlib import AbstractContextManager


def bfs(graph: dict[str, list[str]], start: str) -> list[str]:
    seen: set[str] = {start}
    queue: deque[str] = deque([start])
    order: list[str] = []
    while queue:
        node = queue.popleft()
        order.append(node)
        for nxt in graph[node]:
            if nxt not in seen:
                seen.add(nxt)
                queue.append(nxt)
    return order


def index(words: list[str]) -> defaultdict[str, list[int]]:
    out: defaultdict[str, list[int]] = defaultdict(list)
    for i, w in enumerate(words):
        out[w[0]].append(i)
    return out


def tally(items: list[str]) -> Counter[str]:
    return Counter(items)


g = {'a': ['b', 'c'], 'b': ['d'], 'c': ['d'], 'd': []}
print(bfs(g, 'a'))
print(index(['apple', 'bob', 'avocado']))
print(tally(list('hello')))
print(deque[int], defaultdict[str, list[int]], Counter[str], OrderedDict[str, int], ChainMap[str, int])
print(AbstractContextManager[int], dict[str, deque[int]])
print(deque[int]([1, 2]), defaultdict[str, int](int), Counter[str]('aab'))
print(bfs.__annotations__['return'], index.__annotations__['return'])
Pair = namedtuple('Pair', 'left right')
print(list[Pair], Pair(1, 2))
