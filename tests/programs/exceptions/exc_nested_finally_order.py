# execution order through nested try/finally blocks
order = []
def inner():
    try:
        order.append("inner-try")
        raise ValueError("boom")
    finally:
        order.append("inner-finally")

def middle():
    try:
        inner()
    except KeyError:
        order.append("never")
    finally:
        order.append("middle-finally")

def outer():
    try:
        middle()
    except ValueError as e:
        order.append(f"outer-except:{e}")
    else:
        order.append("outer-else")
    finally:
        order.append("outer-finally")
    return order

print(outer())
order.clear()
try:
    try:
        order.append("a")
    finally:
        order.append("b")
    order.append("c")
finally:
    order.append("d")
print(order)
