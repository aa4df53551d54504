# nonlocal for stateful closures, with mistakes caught
def make_bank(balance):
    history = []
    def deposit(amount):
        nonlocal balance
        balance += amount
        history.append(("dep", amount))
        return balance
    def withdraw(amount):
        nonlocal balance
        if amount > balance:
            history.append(("denied", amount))
            return None
        balance -= amount
        history.append(("wd", amount))
        return balance
    def report():
        return balance, list(history)
    return deposit, withdraw, report

dep, wd, rep = make_bank(100)
print(dep(50), wd(30), wd(500), dep(5))
print(rep())
def gen_ids(prefix):
    n = 0
    def nxt():
        nonlocal n
        n += 1
        return f"{prefix}-{n:03d}"
    return nxt
a = gen_ids("A")
b = gen_ids("B")
print(a(), a(), b(), a())
