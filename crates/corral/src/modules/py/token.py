"""Token type numbers of Python 3.11's tokenizer, their names (tok_name)
and the operator strings with their exact types (EXACT_TOKEN_TYPES)."""

# Every token type in number order, from 0; NT_OFFSET (256) stands apart.
_ORDER = """
    ENDMARKER NAME NUMBER STRING NEWLINE INDENT DEDENT
    LPAR RPAR LSQB RSQB COLON COMMA SEMI PLUS MINUS STAR SLASH VBAR AMPER
    LESS GREATER EQUAL DOT PERCENT LBRACE RBRACE EQEQUAL NOTEQUAL LESSEQUAL
    GREATEREQUAL TILDE CIRCUMFLEX LEFTSHIFT RIGHTSHIFT DOUBLESTAR PLUSEQUAL
    MINEQUAL STAREQUAL SLASHEQUAL PERCENTEQUAL AMPEREQUAL VBAREQUAL
    CIRCUMFLEXEQUAL LEFTSHIFTEQUAL RIGHTSHIFTEQUAL DOUBLESTAREQUAL
    DOUBLESLASH DOUBLESLASHEQUAL AT ATEQUAL RARROW ELLIPSIS COLONEQUAL
    OP AWAIT ASYNC TYPE_IGNORE TYPE_COMMENT SOFT_KEYWORD ERRORTOKEN
    COMMENT NL ENCODING N_TOKENS
""".split()

# The operators, spelled, in the order of their types from LPAR on.
_OPERATORS = """
    ( ) [ ] : , ; + - * / | & < > = . % { } == != <= >= ~ ^ << >> ** += -=
    *= /= %= &= |= ^= <<= >>= **= // //= @ @= -> ... :=
""".split()

tok_name = {}
for _number, _name in enumerate(_ORDER):
    globals()[_name] = _number
    tok_name[_number] = _name
NT_OFFSET = 256
tok_name[NT_OFFSET] = 'NT_OFFSET'

EXACT_TOKEN_TYPES = {op: LPAR + i for i, op in enumerate(_OPERATORS)}

__all__ = ['tok_name', 'ISTERMINAL', 'ISNONTERMINAL', 'ISEOF'] + _ORDER + ['NT_OFFSET']
del _number, _name


def ISTERMINAL(x):
    return x < NT_OFFSET


def ISNONTERMINAL(x):
    return x >= NT_OFFSET


def ISEOF(x):
    return x == ENDMARKER
