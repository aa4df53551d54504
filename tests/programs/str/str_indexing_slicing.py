# indexing and slicing of strings, including negative steps
s = "Hello, World!"
print(s[0], s[-1], s[7], s[-6])
print(s[:5], s[7:], s[-6:-1], s[::2], s[1::3], s[::-1], s[-1:-6:-1], s[10:2:-2])
print(repr(s[5:5]), repr(s[100:]), s[-100:3], s[3:-100] == "")
print(s[::-3], s[len(s):0:-1])
for i in range(0, len(s), 4):
    print(i, repr(s[i:i + 4]))
word = "racecar"
print(word == word[::-1], "python"[::-1])
print("abcdef"[slice(1, 5, 2)], "abcdef"[slice(None, None, -2)])
print(len(s), len(""), len("   "))
t = "0123456789"
print(t[2:8:3], t[8:2:-3], t[-3::-4], t[:-7:-2])
print([t[i:j] for i, j in [(0, 3), (3, 7), (7, 10)]])
