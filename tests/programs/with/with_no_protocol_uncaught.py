# a plain object in a with statement
class Resource:
    def open(self):
        return "opened"

r = Resource()
print(r.open())
with r as handle:
    print(handle)
