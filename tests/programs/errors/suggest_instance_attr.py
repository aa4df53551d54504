class Account:
    def __init__(self):
        self.balance = 10
        self.owner = "ann"


a = Account()
print(a.balance)
print(a.balanse)
