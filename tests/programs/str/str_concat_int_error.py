# can only concatenate str (not "int") to str
count = 3
print("count: " + str(count))
print("count: %d" % count)
print(f"count: {count}")
msg = "count: " + count
print(msg)
