# pass in various positions
def todo():
    pass

class_like = None
for i in range(3):
    pass
if True:
    pass
else:
    pass
while False:
    pass
print(todo(), i, class_like)
try:
    pass
except Exception:
    pass
else:
    print("try-else ran")
finally:
    print("finally ran")
def only_docstring():
    """Docstring only."""
print(only_docstring(), only_docstring.__doc__)
def ellipsis_body():
    ...
print(ellipsis_body(), ...)
