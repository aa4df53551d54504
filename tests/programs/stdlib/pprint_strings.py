import pprint
long = "The quick brown fox jumps over the lazy dog. " * 4
pprint.pprint(long)
pprint.pprint({"text": long, "k": 1})
pprint.pprint([long[:60], long[:30]], width=40)
pprint.pprint("line one\nline two is a bit longer than the first\nthree", width=25)
pprint.pprint(("a" * 100,))
pprint.pprint("nospaceshereatallnospaceshereatallnospaceshereatallnospaceshereatallnospacesherea")
pprint.pprint({"k": "word " * 30}, width=50)
pprint.pprint(b"bytes " * 20)
pprint.pprint(bytearray(b"ba" * 50), width=40)
