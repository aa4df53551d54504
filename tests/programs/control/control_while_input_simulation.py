# a command loop processing scripted input
commands = ["push 3", "push 4", "add", "push 10", "mul", "dup", "print", "pop", "bogus", "quit", "push 1"]
stack = []
pc = 0
while pc < len(commands):
    cmd, *args = commands[pc].split()
    pc += 1
    if cmd == "quit":
        print("bye")
        break
    elif cmd == "push":
        stack.append(int(args[0]))
    elif cmd == "add":
        stack.append(stack.pop() + stack.pop())
    elif cmd == "mul":
        stack.append(stack.pop() * stack.pop())
    elif cmd == "dup":
        stack.append(stack[-1])
    elif cmd == "pop":
        print("popped", stack.pop())
    elif cmd == "print":
        print("stack", stack)
    else:
        print("unknown command", repr(cmd))
        continue
    print(f"{pc:>2} {cmd:<5} {stack}")
print("final", stack, pc)
