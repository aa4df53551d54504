# Baseline: the interpreter with nothing allocated.
print("ok")
