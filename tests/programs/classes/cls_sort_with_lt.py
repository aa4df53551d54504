# sorting only needs __lt__; reflected __gt__ is used when __lt__ missing on left
class Task:
    def __init__(self, pri, name):
        self.pri, self.name = pri, name

    def __lt__(self, other):
        return (self.pri, self.name) < (other.pri, other.name)

    def __repr__(self):
        return f"{self.name}:{self.pri}"

tasks = [Task(3, "c"), Task(1, "z"), Task(2, "b"), Task(1, "a")]
print(sorted(tasks))
tasks.sort(reverse=True)
print(tasks)
print(min(tasks), max(tasks))
print(Task(5, "x") > Task(2, "y"))
print(Task(1, "a") > Task(1, "b"))

class OnlyGt:
    def __init__(self, v):
        self.v = v
    def __gt__(self, other):
        return self.v > other.v
    def __repr__(self):
        return f"G{self.v}"

print(sorted([OnlyGt(3), OnlyGt(1), OnlyGt(2)]))
