# pop from an empty set
pending = {1, 2, 3}
done = []
while pending:
    done.append(pending.pop())
print(sorted(done), pending)
try:
    frozenset().pop()
except AttributeError as e:
    print("AttributeError:", e)
pending.pop()
