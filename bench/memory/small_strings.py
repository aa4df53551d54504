# A list of 1,000,000 small strings.
strs = [str(i) for i in range(1000000)]
print(len(strs), strs[-1])
