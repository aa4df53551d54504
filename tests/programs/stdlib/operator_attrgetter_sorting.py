import operator
from dataclasses import dataclass
@dataclass
class Job:
    name: str
    prio: int
    cost: float
    owner: dict
jobs = [Job("build", 2, 3.5, {"team": "ci"}), Job("test", 1, 10.0, {"team": "qa"}), Job("lint", 2, 0.5, {"team": "ci"}), Job("ship", 3, 1.0, {"team": "ops"})]
print([j.name for j in sorted(jobs, key=operator.attrgetter("prio", "cost"))])
print([j.name for j in sorted(jobs, key=operator.attrgetter("cost"), reverse=True)])
get_team = lambda j: operator.itemgetter("team")(j.owner)
print(sorted({get_team(j) for j in jobs}), [get_team(j) for j in jobs])
print(list(map(operator.attrgetter("name"), filter(lambda j: j.prio == 2, jobs))))
print(operator.attrgetter("name", "prio")(jobs[0]), operator.itemgetter(-1, 0)(jobs)[0].name)
costs = list(map(operator.attrgetter("cost"), jobs))
print(costs, sum(costs), max(jobs, key=operator.attrgetter("cost")).name)
up = operator.methodcaller("upper")
rep = operator.methodcaller("replace", "i", "1")
print([up(j.name) for j in jobs], [rep(j.name) for j in jobs])
print(operator.itemgetter(0)("xyz"), operator.itemgetter(1, 2)([5, 6, 7]), operator.itemgetter("a", "b")({"a": 1, "b": 2}))
for label, fn in [
    ("attr missing", lambda: operator.attrgetter("owner.team")(jobs[0])),
    ("item missing", lambda: operator.itemgetter(9)([1])),
    ("method missing", lambda: operator.methodcaller("nope")(1)),
    ("methodcaller no name", lambda: operator.methodcaller()),
    ("itemgetter none", lambda: operator.itemgetter()),
]:
    try:
        print(label, fn())
    except Exception as e:
        print(label, type(e).__name__ + ":", e)
