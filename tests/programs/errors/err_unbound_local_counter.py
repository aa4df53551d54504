# UnboundLocalError: reading a global that is assigned later in the function
hits = 0

def record(url):
    print("recording", url)
    if url.endswith("/"):
        hits += 1
    return hits

print(hits)
print(record("https://example.org/"))
