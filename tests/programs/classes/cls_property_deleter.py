# property deleter, property() called directly, doc-less properties
class Record:
    def __init__(self):
        self._value = None
        self.log = []

    @property
    def value(self):
        self.log.append("get")
        if self._value is None:
            return "unset"
        return self._value

    @value.setter
    def value(self, v):
        self.log.append(f"set {v}")
        self._value = v

    @value.deleter
    def value(self):
        self.log.append("del")
        self._value = None

    def _get_size(self):
        return len(self.log)

    size = property(_get_size)

r = Record()
print(r.value)
r.value = 42
print(r.value)
del r.value
print(r.value)
print(r.log)
print(r.size)
try:
    r.size = 3
except AttributeError as e:
    print("AttributeError:", e)
try:
    del r.size
except AttributeError as e:
    print("AttributeError:", e)
