# del of names, then using a deleted name
config = {"mode": "fast"}
temp = [1, 2, 3]
print(config, temp)
summary = sum(temp)
del temp
print(summary)
try:
    print(temp)
except NameError as e:
    print("NameError:", e)
mode = config["mode"]
del config
print(mode)
print(config)
