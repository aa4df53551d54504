# A small stack-machine interpreter driven by a dispatch loop, plus a traffic-light state machine.
def assemble(src):
    prog = []
    labels = {}
    for line in src.strip().splitlines():
        line = line.split(";")[0].strip()
        if not line:
            continue
        if line.endswith(":"):
            labels[line[:-1]] = len(prog)
            continue
        parts = line.split()
        op = parts[0]
        arg = parts[1] if len(parts) > 1 else None
        if arg is not None and arg.lstrip("-").isdigit():
            arg = int(arg)
        prog.append((op, arg))
    return [(op, labels.get(arg, arg)) for op, arg in prog]


def run(prog, regs):
    stack = []
    pc = 0
    steps = 0
    while pc < len(prog):
        op, arg = prog[pc]
        pc += 1
        steps += 1
        if op == "push":
            stack.append(arg)
        elif op == "load":
            stack.append(regs[arg])
        elif op == "store":
            regs[arg] = stack.pop()
        elif op == "add":
            b = stack.pop()
            stack.append(stack.pop() + b)
        elif op == "sub":
            b = stack.pop()
            stack.append(stack.pop() - b)
        elif op == "mul":
            b = stack.pop()
            stack.append(stack.pop() * b)
        elif op == "mod":
            b = stack.pop()
            stack.append(stack.pop() % b)
        elif op == "lt":
            b = stack.pop()
            stack.append(1 if stack.pop() < b else 0)
        elif op == "jz":
            if stack.pop() == 0:
                pc = arg
        elif op == "jmp":
            pc = arg
        elif op == "halt":
            break
        else:
            raise ValueError(op)
    return steps


SRC = """
    push 0
    store acc
    push 0
    store i
loop:
    load i
    load n
    lt
    jz done
    load i
    push 3
    mod
    jz skip          ; only add i when i % 3 != 0
    load acc
    load i
    load i
    mul
    add
    push 1000003
    mod
    store acc
skip:
    load i
    push 1
    add
    store i
    jmp loop
done:
    halt
"""

prog = assemble(SRC)
regs = {"n": 25000}
steps = run(prog, regs)
print(len(prog), steps, regs["acc"])

TRANSITIONS = {
    ("red", "timer"): "green",
    ("green", "timer"): "yellow",
    ("yellow", "timer"): "red",
    ("red", "emergency"): "red",
    ("green", "emergency"): "red",
    ("yellow", "emergency"): "red",
    ("red", "walk"): "red",
    ("green", "walk"): "yellow",
    ("yellow", "walk"): "yellow",
}
EVENTS = ["timer", "timer", "walk", "timer", "emergency", "timer", "walk"]
state = "red"
visits = {}
for i in range(150000):
    ev = EVENTS[(i * 5 + i // 7) % len(EVENTS)]
    state = TRANSITIONS[(state, ev)]
    visits[state] = visits.get(state, 0) + 1
print(state, sorted(visits.items()))
