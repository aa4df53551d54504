# Hand-written tokenizer and recursive-descent parser/evaluator for a tiny expression language.
def tokenize(src):
    tokens = []
    i = 0
    n = len(src)
    while i < n:
        c = src[i]
        if c.isspace():
            i += 1
        elif c.isdigit():
            j = i
            while j < n and (src[j].isdigit() or src[j] == "."):
                j += 1
            text = src[i:j]
            tokens.append(("num", float(text) if "." in text else int(text)))
            i = j
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (src[j].isalnum() or src[j] == "_"):
                j += 1
            tokens.append(("name", src[i:j]))
            i = j
        elif c == '"':
            j = src.index('"', i + 1)
            tokens.append(("str", src[i + 1:j]))
            i = j + 1
        elif src.startswith(("==", "!=", "<=", ">="), i):
            tokens.append(("op", src[i:i + 2]))
            i += 2
        elif c in "+-*/%()<>,=":
            tokens.append(("op", c))
            i += 1
        else:
            raise SyntaxError(f"bad char {c!r} at {i}")
    tokens.append(("eof", None))
    return tokens


class Parser:
    def __init__(self, tokens, env):
        self.toks = tokens
        self.pos = 0
        self.env = env

    def peek(self):
        return self.toks[self.pos]

    def take(self):
        t = self.toks[self.pos]
        self.pos += 1
        return t

    def expr(self):
        left = self.arith()
        while self.peek()[0] == "op" and self.peek()[1] in ("==", "!=", "<", ">", "<=", ">="):
            op = self.take()[1]
            right = self.arith()
            left = {"==": left == right, "!=": left != right, "<": left < right,
                    ">": left > right, "<=": left <= right, ">=": left >= right}[op]
        return left

    def arith(self):
        left = self.term()
        while self.peek() in (("op", "+"), ("op", "-")):
            op = self.take()[1]
            right = self.term()
            left = left + right if op == "+" else left - right
        return left

    def term(self):
        left = self.factor()
        while self.peek()[0] == "op" and self.peek()[1] in "*/%":
            op = self.take()[1]
            right = self.factor()
            if op == "*":
                left = left * right
            elif op == "/":
                left = left / right if right else 0
            else:
                left = left % right if right else 0
        return left

    def factor(self):
        kind, val = self.take()
        if kind == "num" or kind == "str":
            return val
        if kind == "name":
            if self.peek() == ("op", "("):
                self.take()
                args = []
                while self.peek() != ("op", ")"):
                    args.append(self.expr())
                    if self.peek() == ("op", ","):
                        self.take()
                self.take()
                return FUNCS[val](*args)
            return self.env[val]
        if (kind, val) == ("op", "("):
            v = self.expr()
            self.take()
            return v
        if (kind, val) == ("op", "-"):
            return -self.factor()
        raise SyntaxError(f"unexpected {kind} {val!r}")


FUNCS = {"max": max, "min": min, "len": len, "abs": abs, "upper": str.upper}

templates = [
    'x * (y + 3) - z % 7',
    'max(x, y, z) + min(x * 2, 100) / 4',
    'len(name) + len(upper(name)) * 2 >= x % 13',
    '(x + y) * (y - z) * 1.5 + abs(z - x)',
    'name == "item7" ',
]
total = 0.0
trues = 0
ntok = 0
for i in range(12000):
    env = {"x": i % 50, "y": (i * 3) % 17, "z": (i * 7) % 23, "name": f"item{i % 11}"}
    src = templates[i % len(templates)]
    toks = tokenize(src)
    ntok += len(toks)
    v = Parser(toks, env).expr()
    if v is True:
        trues += 1
    elif v is not False:
        total += v
print(ntok, trues, round(total, 4))
