# Caesar cipher, ROT13 and simple transformations
def caesar(text, shift):
    out = []
    for ch in text:
        if "a" <= ch <= "z":
            out.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        elif "A" <= ch <= "Z":
            out.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)

msg = "Hello, World! The quick brown fox."
enc = caesar(msg, 3)
print(enc)
print(caesar(enc, -3) == msg)
print(caesar(msg, 13), caesar(caesar(msg, 13), 13) == msg)
table = str.maketrans("abc", "xyz")
print("aabbcc".translate(table), "abcdef".translate(str.maketrans("", "", "aeiou")))
print("hello".translate({ord("l"): "L", ord("o"): None}))
print(str.maketrans({"a": "1", "b": None}))
print("".join(sorted("anagram")) == "".join(sorted("nagaram")))
