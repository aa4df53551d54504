# exception not suppressed by __exit__ propagates uncaught after cleanup
class Cleanup:
    def __init__(self, name):
        self.name = name
    def __enter__(self):
        print("acquire", self.name)
        return self
    def __exit__(self, et, ev, tb):
        print("release", self.name, "after", et.__name__ if et else "success")

with Cleanup("lock"):
    print("critical section")
with Cleanup("outer"):
    with Cleanup("inner"):
        data = {"a": 1}
        print(data["b"])
