"""Runs on several threads at once; the GIL is released; Pool."""

import threading

import corral


def test_runs_on_many_threads_at_once():
    results = {}

    def worker(i):
        results[i] = corral.run("sum(range(n))", inputs={"n": 1000 + i}).value

    threads = [threading.Thread(target=worker, args=(i,)) for i in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert results == {i: sum(range(1000 + i)) for i in range(8)}


def test_the_gil_is_released_while_a_program_runs():
    # A Python thread makes progress while the program spins.
    counter = {"n": 0}
    stop = threading.Event()

    def spin():
        while not stop.is_set():
            counter["n"] += 1

    t = threading.Thread(target=spin)
    t.start()
    before = counter["n"]
    r = corral.run("x = 0\nfor i in range(300000): x += i\nx", limits=corral.Limits(time=None))
    during = counter["n"] - before
    stop.set()
    t.join()
    assert r.ok
    assert during > 0


def test_host_functions_called_from_many_threads():
    lock = threading.Lock()
    seen = []

    def record(i):
        with lock:
            seen.append(i)
        return i

    threads = [threading.Thread(target=corral.run, args=("record(n)",),
                                kwargs={"inputs": {"n": i}, "functions": {"record": record}})
               for i in range(6)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert sorted(seen) == list(range(6))


def test_pool_of_threads():
    with corral.Pool(size=3, isolated=False) as pool:
        assert "not isolated" in repr(pool)
        assert pool.layers == []
        assert pool.run("6 * 7").value == 42
        rs = pool.map(["1", "2", "3", "4"])
        assert [r.value for r in rs] == [1, 2, 3, 4]
        fut = pool.submit("x * 2", inputs={"x": 5})
        assert fut.result().value == 10


def test_session_used_from_another_thread():
    s = corral.Session()
    s.run("x = 5")
    out = {}
    t = threading.Thread(target=lambda: out.setdefault("v", s.run("x * 2").value))
    t.start()
    t.join()
    assert out["v"] == 10
