# user code raising builtin exceptions with messages
def withdraw(balance, amount):
    if not isinstance(amount, (int, float)):
        raise TypeError(f"amount must be a number, not {type(amount).__name__}")
    if amount <= 0:
        raise ValueError("amount must be positive")
    if amount > balance:
        raise RuntimeError(f"insufficient funds: balance {balance}, requested {amount}")
    return balance - amount

for amt in [30, -5, "ten", 500, 70]:
    try:
        print("new balance", withdraw(100, amt))
    except (TypeError, ValueError) as e:
        print(type(e).__name__, "->", e)
    except RuntimeError as e:
        print("RuntimeError ->", e)
print(withdraw(50, 20))
withdraw(10, 25)
