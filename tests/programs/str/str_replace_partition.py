# replace with counts, partition and rpartition
s = "one two one two one"
print(s.replace("one", "1"), s.replace("one", "1", 2), s.replace("two", ""), s.replace("x", "y"))
print("aaa".replace("a", "bb"), "abc".replace("", "-"), "abc".replace("", "-", 2))
print("hello".replace("l", "L", 0), "banana".replace("ana", "ANA"))
print(s.partition(" "), s.rpartition(" "), s.partition("xyz"), s.rpartition("xyz"))
print("key=value=more".partition("="), "key=value=more".rpartition("="))
print("path/to/file.txt".rpartition("/")[2], "file.tar.gz".partition(".")[0], "file.tar.gz".rpartition(".")[2])
header = "Content-Type: text/html; charset=utf-8"
name, _, value = header.partition(": ")
print(name, "|", value)
mime, _, params = value.partition("; ")
print(mime, params.partition("=")[2])
try:
    "abc".partition("")
except ValueError as e:
    print("ValueError:", e)
