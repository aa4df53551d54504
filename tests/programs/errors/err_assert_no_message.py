# assert without a message fails
def invariant(stack):
    assert len(stack) <= 3

stack = []
invariant(stack)
print("empty stack ok")
for item in range(5):
    stack.append(item)
    print("pushed", item, stack)
    invariant(stack)
