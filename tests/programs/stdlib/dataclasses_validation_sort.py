from dataclasses import dataclass, field, asdict, fields, replace
import dataclasses
@dataclass(order=True)
class Task:
    priority: int
    name: str = field(compare=False)
    deps: list = field(default_factory=list, compare=False, repr=False)
    def __post_init__(self):
        if not isinstance(self.priority, int):
            raise TypeError(f"priority must be int, got {type(self.priority).__name__}")
        if not self.name:
            raise ValueError("name must be non-empty")
tasks = [Task(3, "deploy", ["build"]), Task(1, "lint"), Task(2, "build", ["lint"]), Task(1, "fmt")]
print(sorted(tasks))
print(min(tasks), Task(1, "a") == Task(1, "b"), Task(1, "a") < Task(2, "a"))
for args in [(1.5, "x"), (1, "")]:
    try:
        Task(*args)
    except (TypeError, ValueError) as e:
        print(type(e).__name__ + ":", e)
print([f.name for f in fields(Task) if f.compare], [(f.name, f.repr) for f in fields(Task)])
print(asdict(tasks[0]), dataclasses.astuple(Task(9, "z", [1])))
t2 = replace(tasks[0], priority=0)
print(t2, t2.deps is tasks[0].deps)
try:
    replace(tasks[0], nope=1)
except TypeError as e:
    print("TypeError:", e)
try:
    Task(1, "a") < 5
except TypeError as e:
    print("TypeError:", e)
Point = dataclasses.make_dataclass("Point", [("x", int), ("y", int, field(default=0))])
print(Point(1), Point(1, 2) == Point(1, 2), [f.name for f in fields(Point)])
@dataclass
class Matrix:
    rows: int
    cols: int
    data: list = field(init=False)
    def __post_init__(self):
        self.data = [[0] * self.cols for _ in range(self.rows)]
m = Matrix(2, 3)
m.data[1][2] = 7
print(m, asdict(m)["data"])
print(dataclasses.is_dataclass(Matrix), dataclasses.MISSING is not None, repr(dataclasses.MISSING) if False else "MISSING ok")
