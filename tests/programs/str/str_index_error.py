# string index out of range ends the program
word = "python"
for i in range(-6, 6):
    print(i, word[i], word[i:], word[:i])
print(word[2:100], repr(word[100:]))
initials = [w[0] for w in "read every single word".split()]
print(initials)
tokens = ["alpha", "", "gamma"]
for t in tokens:
    print("first char of", repr(t))
    print(t[0])
