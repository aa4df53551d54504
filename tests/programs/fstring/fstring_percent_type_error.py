# %-formatting with the wrong number of arguments
template = "%s scored %d points"
print(template % ("ann", 42))
print(template % ("bob", 7.9))
results = [("cy", 13), ("di", 21)]
print("%-6s|%6.1f|" % results[0], "%s-%s" % tuple("ab"))
for r in results:
    print(template % r)
print("%s" % [("x", 1)])
print("%s and %s" % ("salt", "pepper"))
print(template % ("eve",))
