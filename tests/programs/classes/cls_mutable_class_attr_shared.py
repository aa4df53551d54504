# pitfall: mutable class attribute shared by all instances
class Team:
    members = []
    def __init__(self, name):
        self.name = name
    def add(self, m):
        self.members.append(m)

class FixedTeam:
    def __init__(self, name):
        self.name = name
        self.members = []
    def add(self, m):
        self.members.append(m)

a, b = Team("a"), Team("b")
a.add("x")
b.add("y")
print(a.members, b.members, Team.members, a.members is b.members)
fa, fb = FixedTeam("a"), FixedTeam("b")
fa.add("x")
fb.add("y")
print(fa.members, fb.members)
Team.members = ["reset"]
print(a.members, b.members)
a.members = a.members + ["own"]
print(a.members, b.members, Team.members)
