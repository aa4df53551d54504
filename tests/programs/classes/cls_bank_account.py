# bank account simulation with class-level counter and custom exception
class InsufficientFunds(Exception):
    pass

class Account:
    next_id = 1
    def __init__(self, owner, balance=0):
        self.id = Account.next_id
        Account.next_id += 1
        self.owner = owner
        self.balance = balance
        self.history = []
    def deposit(self, amt):
        self.balance += amt
        self.history.append(("dep", amt))
    def withdraw(self, amt):
        if amt > self.balance:
            raise InsufficientFunds(f"{self.owner} has {self.balance}, needs {amt}")
        self.balance -= amt
        self.history.append(("wd", amt))
    def transfer(self, other, amt):
        self.withdraw(amt)
        other.deposit(amt)
    def __repr__(self):
        return f"<Account #{self.id} {self.owner}: {self.balance}>"

a = Account("ann", 100)
b = Account("bob")
a.transfer(b, 30)
b.deposit(5)
print(a, b)
try:
    b.transfer(a, 100)
except InsufficientFunds as e:
    print("failed:", e)
print(a.history, b.history, Account.next_id)
class Savings(Account):
    rate = 0.5
    def add_interest(self):
        self.deposit(int(self.balance * self.rate))
s = Savings("sue", 200)
s.add_interest()
print(s, s.history)
s.withdraw(1000)
