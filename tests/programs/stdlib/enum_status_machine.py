import enum
from enum import Enum, IntEnum, Flag, IntFlag, auto, unique
class State(Enum):
    IDLE = "idle"
    RUNNING = "running"
    DONE = "done"
    FAILED = "failed"
TRANSITIONS = {State.IDLE: {State.RUNNING}, State.RUNNING: {State.DONE, State.FAILED}, State.DONE: set(), State.FAILED: {State.IDLE}}
def step(cur, nxt):
    if nxt not in TRANSITIONS[cur]:
        raise ValueError(f"illegal transition {cur.name} -> {nxt.name}")
    return nxt
s = State.IDLE
for n in ["running", "done", "idle"]:
    try:
        s = step(s, State(n))
        print("now", s, s.value, repr(s))
    except ValueError as e:
        print("error:", e)
try:
    State("paused")
except ValueError as e:
    print("ValueError:", e)
try:
    State["PAUSED"]
except KeyError as e:
    print("KeyError:", e)
print(State["DONE"], list(State), len(State), State.DONE in State, [m.name for m in State])
class Prio(IntEnum):
    LOW = 1
    MID = auto()
    HIGH = auto()
print(Prio.MID, Prio.HIGH + 1, sorted([Prio.HIGH, Prio.LOW]), Prio(2), Prio.LOW < Prio.HIGH, int(Prio.HIGH), f"{Prio.MID}", str(Prio.MID))
class Perm(Flag):
    R = auto()
    W = auto()
    X = auto()
rw = Perm.R | Perm.W
print(rw, repr(rw), Perm.R in rw, Perm.X in rw, rw & Perm.W, ~Perm.R, bool(Perm(0)), Perm(7), list(rw))
class Mode(IntFlag):
    A = 1
    B = 2
print(Mode.A | Mode.B, Mode.A | 4, int(Mode.B), Mode(3), repr(Mode(0)))
try:
    @unique
    class Color(Enum):
        RED = 1
        CRIMSON = 1
except ValueError as e:
    print("ValueError:", e)
class Alias(Enum):
    A = 1
    B = 1
print(Alias.B, Alias.B is Alias.A, list(Alias), Alias.__members__.keys() if False else list(Alias.__members__))
try:
    State.IDLE.value = "x"
except AttributeError as e:
    print("AttributeError:", e)
print(isinstance(State.DONE, State), type(State.DONE).__name__, State.DONE.__class__ is State, hash(State.DONE) == hash(State.DONE))
