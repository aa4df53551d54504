# reading globals(): only our own names are printed
alpha = 1
beta = "two"
def gamma():
    return 3
class Delta:
    pass

mine = sorted(k for k in globals() if not k.startswith("__"))
print(mine)
g = globals()
print(g["alpha"], g["beta"], g["gamma"](), g["Delta"].__name__)
print(g is globals(), type(g).__name__, g["__name__"])
epsilon = 5
print("epsilon" in g, sorted(k for k in g if not k.startswith("__")) == sorted(mine + ["epsilon", "g", "mine"]))
def reads_globals():
    return sorted(k for k in globals() if not k.startswith("__") and len(k) <= 5)
print(reads_globals())
