"""ast for corral: literal_eval.

corral's compiler does not hand its syntax trees to programs, so parse(),
dump() and the node classes are not here (using them raises
NotImplementedError). literal_eval checks that the text spells only
literals (strings, bytes, numbers, tuples, lists, sets, dicts, booleans,
None, Ellipsis, set(), and complex sums like 1+2j) and then evaluates it
with no names in scope.
"""

__all__ = ["literal_eval"]

_OPEN = "([{"
_CLOSE = ")]}"
_SYMBOL_NODES = {
    "*": "BinOp", "/": "BinOp", "%": "BinOp", "@": "BinOp", "&": "BinOp",
    "|": "BinOp", "^": "BinOp", "<": "Compare", ">": "Compare",
    "=": "Compare", "!": "Compare", "~": "UnaryOp", ".": "Attribute",
}
_KEYWORD_NODES = {
    "if": "IfExp", "else": "IfExp", "lambda": "Lambda", "not": "UnaryOp",
    "and": "BoolOp", "or": "BoolOp", "in": "Compare", "is": "Compare",
    "await": "Await", "yield": "Yield",
}
_COMPREHENSIONS = {"(": "GeneratorExp", "[": "ListComp", "{": "SetComp"}


class _Malformed(Exception):
    pass


def _fail(node, line):
    raise _Malformed("malformed node or string on line %d: <ast.%s object at %#x>"
                     % (line, node, 0x7F0000000000 + 48 * line))


def _scan_string(text, i):
    """The index just past the string literal whose quote is at text[i]."""
    quote = text[i]
    triple = text.startswith(quote * 3, i)
    close = quote * 3 if triple else quote
    i += len(close)
    while i < len(text):
        if text[i] == "\\":
            i += 2
        elif text.startswith(close, i):
            return i + len(close)
        else:
            i += 1
    return i


def _tokens(text):
    """(kind, text, line) for each token: kind is 'str', 'num', 'name',
    'op' or 'punct'."""
    i, line, n = 0, 1, len(text)
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            i += 1
        elif c in " \t\r\f\\":
            i += 1
        elif c == "#":
            while i < n and text[i] != "\n":
                i += 1
        elif c.isalpha() or c == "_":
            j = i
            while j < n and (text[j].isalnum() or text[j] == "_"):
                j += 1
            word = text[i:j]
            if j < n and text[j] in "'\"" and len(word) <= 2 and all(
                    ch in "rRbBuUfF" for ch in word):
                end = _scan_string(text, j)
                kind = "fstr" if "f" in word.lower() else "str"
                yield kind, text[i:end], line
                line += text.count("\n", i, end)
                i = end
            else:
                yield "name", word, line
                i = j
        elif c in "'\"":
            end = _scan_string(text, i)
            yield "str", text[i:end], line
            line += text.count("\n", i, end)
            i = end
        elif c.isdigit() or (c == "." and i + 1 < n and text[i + 1].isdigit()):
            j = i
            while j < n and (text[j].isalnum() or text[j] in "._" or (
                    text[j] in "+-" and text[j - 1] in "eE"
                    and not text[i:j].lower().startswith("0x"))):
                j += 1
            yield "num", text[i:j], line
            i = j
        elif text.startswith("...", i):
            yield "num", "...", line
            i += 3
        elif text.startswith(":=", i):
            yield "op", ":=", line
            i += 2
        elif c in _OPEN or c in _CLOSE or c in ",:":
            yield "punct", c, line
            i += 1
        else:
            yield "op", c, line
            i += 1


def _check(text):
    toks = list(_tokens(text))
    # Nodes that enclose their names: reported before the names are.
    brackets = []
    for kind, tok, line in toks:
        if kind == "punct" and tok in _OPEN:
            brackets.append(tok)
        elif kind == "punct" and tok in _CLOSE and brackets:
            brackets.pop()
        elif tok == ":=":
            _fail("NamedExpr", line)
        elif kind == "name" and tok == "for":
            _fail(_COMPREHENSIONS.get(brackets[-1] if brackets else "(",
                                      "GeneratorExp"), line)
    brackets = []
    prev = None  # the previous token
    for k, (kind, tok, line) in enumerate(toks):
        nxt = toks[k + 1] if k + 1 < len(toks) else (None, None, line)
        ends_value = prev is not None and (
            prev[0] in ("str", "num") or prev[1] in _CLOSE
            or (prev[0] == "name" and prev[1] in ("True", "False", "None")))
        if kind == "fstr":
            _fail("JoinedStr", line)
        elif kind == "name":
            if tok in ("True", "False", "None"):
                pass
            elif tok == "set" and nxt[1] == "(" and k + 2 < len(toks) \
                    and toks[k + 2][1] == ")":
                pass
            elif tok in _KEYWORD_NODES:
                _fail(_KEYWORD_NODES[tok], line)
            elif nxt[1] == "(":
                _fail("Call", line)
            else:
                _fail("Name", line)
        elif kind == "punct":
            if tok in _OPEN:
                if ends_value:
                    _fail("Call" if tok == "(" else "Subscript", line)
                brackets.append(tok)
            elif tok in _CLOSE and brackets:
                brackets.pop()
        elif kind == "op":
            if tok in "+-":
                if ends_value:
                    # Only a real number plus or minus an imaginary one.
                    if prev[0] == "str":
                        _fail("Constant", line)
                    if not (prev[0] == "num" and nxt[0] == "num"
                            and nxt[1][-1:] in "jJ"
                            and prev[1][-1:] not in "jJ"):
                        _fail("BinOp", line)
                elif nxt[0] == "str":
                    _fail("Constant", line)
                elif nxt[0] not in ("num", "name") and nxt[1] != "(":
                    _fail("UnaryOp", line)
            else:
                _fail(_SYMBOL_NODES.get(tok, "BinOp"), line)
        prev = (kind, tok)


def literal_eval(node_or_string):
    """The value of a string holding a Python literal (or a container of
    literals)."""
    if not isinstance(node_or_string, str):
        raise ValueError("malformed node or string: %r" % (node_or_string,))
    text = node_or_string.lstrip(" \t")
    if not text.strip():
        raise SyntaxError("invalid syntax", ("<unknown>", 0, 0, "", 0, 0))
    code = compile(text, "<unknown>", "eval")
    try:
        _check(text)
    except _Malformed as e:
        raise ValueError(str(e)) from None
    return eval(code, {"__builtins__": {}, "set": set})


def _missing(name):
    def unavailable(*args, **kwargs):
        raise NotImplementedError(
            "ast.%s is not available in corral: its compiler does not expose "
            "syntax trees" % name)
    unavailable.__name__ = name
    return unavailable


parse = _missing("parse")
dump = _missing("dump")
walk = _missing("walk")
unparse = _missing("unparse")
