x = 1
def f(): pass
print([k for k in globals() if not k.startswith("__") or k in ("__name__", "__doc__", "__file__")])
