# An uncaught SyntaxError subclass from another module: the traceback names it module.qualname and shows its msg.
class ParseErr(SyntaxError):
    def __str__(self):
        return 'str() is not what the traceback shows'
ParseErr.__module__ = 'mypkg.parser'
try:
    raise ParseErr('bad token', ('data.txt', 3, 2, 'a b c\n'))
except SyntaxError as e:
    print(str(e), e.msg, e.lineno, e.filename, repr(e.text))
raise ParseErr('bad token', ('data.txt', 3, 2, 'a b c\n'))
