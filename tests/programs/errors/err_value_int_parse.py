# parsing numbers from text with a bad token
line = "10 20 thirty 40"
tokens = line.split()
print(tokens, [t.isdigit() for t in tokens])
print(sum(int(t) for t in tokens if t.isdigit()))
numbers = []
for tok in tokens:
    numbers.append(int(tok))
    print("parsed", numbers[-1])
print(sum(numbers))
