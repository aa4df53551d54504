# an annotation without a value does not bind the name
def f():
    total: int
    print("annotated locals are not stored:", f.__annotations__ if hasattr(f, "__annotations__") else None)
    total = 1
    return total

print(f())
unassigned_quantity: int
print(__annotations__)
print("unassigned_quantity" in globals())
print(unassigned_quantity)
