# a small tokenizer driven by a state machine
def tokenize(src):
    tokens = []
    state = "start"
    buf = ""
    for ch in src + " ":
        if state == "start":
            if ch.isdigit():
                state, buf = "num", ch
            elif ch.isalpha():
                state, buf = "ident", ch
            elif ch in "+-*/()=":
                tokens.append(("op", ch))
            elif ch == " ":
                continue
            else:
                tokens.append(("err", ch))
        elif state == "num":
            if ch.isdigit() or ch == ".":
                buf += ch
            else:
                tokens.append(("num", buf))
                state = "start"
                if ch in "+-*/()=":
                    tokens.append(("op", ch))
        elif state == "ident":
            if ch.isalnum() or ch == "_":
                buf += ch
            else:
                tokens.append(("ident", buf))
                state = "start"
                if ch in "+-*/()=":
                    tokens.append(("op", ch))
    return tokens

print(tokenize("x1 = 3.5*(y+42)"))
print(tokenize("a$b"))
print(tokenize(""))
