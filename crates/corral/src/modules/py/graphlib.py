"""Topological ordering of a graph of hashable nodes (graphlib)."""

from types import GenericAlias

__all__ = ["TopologicalSorter", "CycleError"]


class CycleError(ValueError):
    """The graph has a cycle; args[1] lists its nodes, the first one repeated
    at the end."""


# What done() may say about a node, keyed by how far it has got.
_WAITING = 0    # known, not handed out by get_ready() yet
_OUT = 1        # handed out, not reported done yet
_FINISHED = 2   # reported done


class _Vertex:
    """Book-keeping for one node: how many predecessors are not done yet,
    which nodes wait on it (in the order the edges were added), and its state."""

    __slots__ = ("blockers", "followers", "state")

    def __init__(self):
        self.blockers = 0
        self.followers = []
        self.state = _WAITING


class TopologicalSorter:
    """Hands out the nodes of a graph so that each comes after all of its
    predecessors, in batches that may be processed in parallel."""

    def __init__(self, graph=None):
        self._vertices = {}
        self._queue = None        # nodes ready but not handed out; None until prepare()
        self._handed_out = 0
        self._finished = 0
        if graph is not None:
            for node, preds in graph.items():
                self.add(node, *preds)

    def _vertex(self, node):
        v = self._vertices.get(node)
        if v is None:
            v = self._vertices[node] = _Vertex()
        return v

    def add(self, node, *predecessors):
        """Record that node comes after every one of predecessors."""
        if self._queue is not None:
            raise ValueError("Nodes cannot be added after a call to prepare()")
        target = self._vertex(node)
        target.blockers += len(predecessors)
        for p in predecessors:
            self._vertex(p).followers.append(node)

    def prepare(self):
        """Freeze the graph and look for cycles (raising CycleError if one
        exists; the nodes before it can still be fetched with get_ready())."""
        if self._queue is not None:
            raise ValueError("cannot prepare() more than once")
        self._queue = [n for n, v in self._vertices.items() if v.blockers == 0]
        loop = self._find_loop()
        if loop:
            raise CycleError("nodes are in a cycle", loop)

    def get_ready(self):
        """Return a tuple of every node whose predecessors are all done and
        that was not returned before."""
        if self._queue is None:
            raise ValueError("prepare() must be called first")
        batch = tuple(self._queue)
        self._queue.clear()
        for n in batch:
            self._vertices[n].state = _OUT
        self._handed_out += len(batch)
        return batch

    def is_active(self):
        """True while get_ready() can still return something or nodes handed
        out are not all done."""
        if self._queue is None:
            raise ValueError("prepare() must be called first")
        return self._finished < self._handed_out or bool(self._queue)

    def __bool__(self):
        return self.is_active()

    def done(self, *nodes):
        """Mark nodes (returned by get_ready()) as processed, which may make
        their successors ready."""
        if self._queue is None:
            raise ValueError("prepare() must be called first")
        vertices = self._vertices
        for node in nodes:
            v = vertices.get(node)
            if v is None:
                raise ValueError(f"node {node!r} was not added using add()")
            if v.state == _WAITING:
                raise ValueError(f"node {node!r} was not passed out (still not ready)")
            if v.state == _FINISHED:
                raise ValueError(f"node {node!r} was already marked done")
            v.state = _FINISHED
            self._finished += 1
            for f in v.followers:
                fv = vertices[f]
                fv.blockers -= 1
                if fv.blockers == 0:
                    self._queue.append(f)

    def _find_loop(self):
        """Depth-first walk along successor edges, nodes and edges in the
        order they were added; the first edge back onto the current path
        closes a cycle, returned as a list. None if the graph is acyclic."""
        vertices = self._vertices
        explored = set()
        for root in vertices:
            if root in explored:
                continue
            path = [root]
            on_path = {root: 0}
            cursors = [iter(vertices[root].followers)]
            while cursors:
                nxt = next(cursors[-1], _END)
                if nxt is _END:
                    cursors.pop()
                    top = path.pop()
                    del on_path[top]
                    explored.add(top)
                    continue
                if nxt in on_path:
                    return path[on_path[nxt]:] + [nxt]
                if nxt in explored:
                    continue
                on_path[nxt] = len(path)
                path.append(nxt)
                cursors.append(iter(vertices[nxt].followers))
        return None

    def static_order(self):
        """Yield every node in one valid order (prepares the sorter)."""
        self.prepare()
        while self.is_active():
            batch = self.get_ready()
            yield from batch
            self.done(*batch)

    __class_getitem__ = classmethod(GenericAlias)


_END = object()
