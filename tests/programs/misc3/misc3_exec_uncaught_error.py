# an exception raised in exec'd code ends the program
script = """
def divide(a, b):
    return a // b
results = [divide(10, n) for n in (5, 2, 1)]
"""
env = {}
exec(script, env)
print(env["results"])
try:
    exec("divide(1, 0)", env)
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
exec("print('about to fail')\nraise LookupError('raised from guest code')", env)
