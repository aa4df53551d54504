# one-argument function called with two
def shout(text):
    return text.upper() + "!"

print(shout("hi"))
words = ["a", "b"]
print([shout(w) for w in words])
print(shout(*words[:1]))
print(shout(text="kw"))
print(list(map(shout, words)))
print(shout(*words))
