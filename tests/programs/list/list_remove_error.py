# list.remove of a missing item
todo = ["write", "test", "ship", "test"]
todo.remove("test")
print(todo)
print(todo.index("test"))
try:
    todo.index("deploy")
except ValueError as e:
    print("ValueError:", e)
while "test" in todo:
    todo.remove("test")
print(todo)
todo.remove("test")
