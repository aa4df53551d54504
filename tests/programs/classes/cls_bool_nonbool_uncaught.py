# __bool__ must return a bool
class Good:
    def __bool__(self):
        return False

class Bad:
    def __bool__(self):
        return 1

print(bool(Good()), not Good())
if Good():
    print("no")
else:
    print("Good is falsy")
print(bool(Bad()))
