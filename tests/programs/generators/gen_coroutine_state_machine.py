# a send-driven tokenizer state machine
def tokenizer():
    tokens = []
    current = ""
    kind = None
    while True:
        ch = yield
        if ch is None:
            break
        new_kind = "num" if ch.isdigit() else "word" if ch.isalpha() else "sym" if not ch.isspace() else None
        if new_kind != kind or new_kind == "sym":
            if current:
                tokens.append((kind, current))
            current = ""
        kind = new_kind
        if new_kind:
            current += ch
    if current:
        tokens.append((kind, current))
    return tokens

def tokenize(text):
    t = tokenizer()
    next(t)
    for ch in text:
        t.send(ch)
    try:
        t.send(None)
    except StopIteration as e:
        return e.value

print(tokenize("x1 = 42 + foo(7)"))
print(tokenize("abc123def"))
print(tokenize("  (( ))  "))
