import hashlib, json
def fingerprint(obj):
    blob = json.dumps(obj, sort_keys=True).encode("utf-8")
    return hashlib.sha256(blob).hexdigest()[:16]
print(fingerprint({"b": 1, "a": [1, 2, 3]}))
print(fingerprint({"a": [1, 2, 3], "b": 1}))
def bucket(key, n=10):
    return int(hashlib.md5(key.encode()).hexdigest(), 16) % n
print([bucket(f"user{i}") for i in range(12)])
big = b"x" * 100000
print(hashlib.sha1(big).hexdigest())
print(hashlib.sha512(big).hexdigest()[:20])
seen = {}
for word in "the cat sat on the mat the end".split():
    seen.setdefault(hashlib.sha1(word.encode()).hexdigest()[:8], word)
print(sorted(seen.values()))
