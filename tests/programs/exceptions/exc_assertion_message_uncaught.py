# an assert with a message, uncaught
def normalize(weights):
    total = sum(weights)
    assert total > 0, f"weights must sum to a positive number, got {total}"
    return [round(w / total, 3) for w in weights]

print(normalize([1, 1, 2]))
print(normalize([0.5, 0.25]))
print(normalize([3]))
print(normalize([1, -1]))
