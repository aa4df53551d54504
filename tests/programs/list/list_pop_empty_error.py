# pop from an empty list
stack = [1, 2, 3]
while stack:
    print("popped", stack.pop())
print(stack)
try:
    [].pop(3)
except IndexError as e:
    print("IndexError:", e)
try:
    [1].pop(5)
except IndexError as e:
    print("IndexError:", e)
stack.pop()
