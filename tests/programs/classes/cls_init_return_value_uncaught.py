# __init__ returning a value raises TypeError
class Fine:
    def __init__(self):
        self.x = 1
        return None

class Early:
    def __init__(self, v):
        if v < 0:
            self.sign = "neg"
            return
        self.sign = "pos"

print(Fine().x, Early(-1).sign, Early(1).sign)
class Bad:
    def __init__(self):
        return 42
Bad()
