# which types count as sequences for sequence patterns
class MySeq(list):
    pass

def seq_kind(v):
    match v:
        case [_, _]:
            return "sequence of 2"
        case [*_]:
            return "other sequence"
        case _:
            return "not a sequence"

samples = [[1, 2], (1, 2), range(2), MySeq([1, 2]), "ab", b"ab", bytearray(b"ab"),
           {1: 1, 2: 2}, {1, 2}, iter([1, 2]), (x for x in [1, 2]), ()]
for s in samples:
    print(type(s).__name__, "->", seq_kind(s))
