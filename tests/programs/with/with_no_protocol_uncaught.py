# a plain object in a with statement
class Resource:
    def open(self):
        return "opened"
    def close(self):
        return "closed"

r = Resource()
print(r.open(), r.close())
print(hasattr(r, "__enter__"), hasattr(r, "__exit__"))
with r as handle:
    print(handle)
