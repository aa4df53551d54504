# Setting a name in the builtins module makes it a builtin name everywhere,
# the way test harnesses patch input() or print().
import builtins

answers = iter(["alice", "42"])
real_input = builtins.input
builtins.input = lambda prompt="": next(answers)


def ask():
    name = input("name? ")
    age = int(input("age? "))
    return name, age


print(ask())
builtins.input = real_input
print(input is real_input)

builtins.GREETING = "hello"
print(GREETING)


def later():
    return GREETING + "!"


print(later())
builtins.GREETING = "bye"
print(later())
del builtins.GREETING
try:
    later()
except NameError as e:
    print("NameError:", e)

captured = []
real_print = builtins.print
builtins.print = lambda *a, **k: captured.append(" ".join(map(str, a)))
print("to the list", 1)
builtins.print = real_print
print(captured)
print(len([1, 2, 3]), getattr(builtins, "len") is len)
