# can only concatenate str (not "int") to str
count = 3
print("count: " + str(count))
print("count: %d" % count)
print(f"count: {count}")
print("count:", count)
print("count: {}".format(count))
print("".join(["count: ", str(count)]))
msg = "count: " + count
print(msg)
