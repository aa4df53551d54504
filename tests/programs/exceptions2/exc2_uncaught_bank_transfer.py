# bank transfer failing with a domain error chained to the low-level one
class TransferError(Exception):
    pass

accounts = {"ann": 100, "bob": 20}
def withdraw(name, amount):
    if accounts[name] < amount:
        raise ValueError(f"{name} has only {accounts[name]}")
    accounts[name] -= amount

def transfer(src, dst, amount):
    try:
        withdraw(src, amount)
        accounts[dst] += amount
    except (ValueError, KeyError) as e:
        raise TransferError(f"transfer {src}->{dst} of {amount} failed") from e

transfer("ann", "bob", 30)
print(accounts)
try:
    transfer("bob", "ann", 500)
except TransferError as e:
    print(e, "|", e.__cause__)
transfer("ann", "carol", 10)
