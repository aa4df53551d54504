# UnicodeDecodeError/EncodeError/TranslateError and SyntaxError built by a program: args, attributes, str().
e = UnicodeDecodeError('utf-8', b'\xff', 0, 1, 'invalid start byte')
print(e.args, e.start, e.end, e.reason, e.object, e.encoding, str(e))
try:
    b'a\xffb'.decode('utf-8')
except UnicodeDecodeError as e:
    print(e.args, e.start, e.end, e.reason, e.object, e.encoding, str(e))
try:
    'aé'.encode('ascii')
except UnicodeEncodeError as e:
    print(e.args, e.start, e.end, e.reason, e.object, e.encoding, str(e))
e = UnicodeEncodeError("ascii", "a\xe9", 1, 2, "r"); e.reason = "changed"; e.start = 0
print(str(e))
e = UnicodeEncodeError('ascii', 'xyz', 1, 3, 'bad')
print(str(e), repr(e))
e = UnicodeTranslateError('abc', 0, 1, 'r')
print(str(e), e.args)
for a in [('m',), ('m', ('/a/b/f.py', 3, 4, 't')), ('m', (None, 3, 4, 't')), ('m', ('f', None, 4, 't')), (), ('m', ('f', 1, 2, 't', 3, 4))]:
  e = SyntaxError(*a); print(repr(str(e)), e.msg, e.filename, e.lineno, e.offset, e.text, e.end_lineno, e.end_offset, e.args)
try: SyntaxError('m', (1,2))
except Exception as e: print(type(e).__name__, e)
try: SyntaxError('m', 5)
except Exception as e: print(type(e).__name__, e)
e = SyntaxError('a', 'b', 'c'); print(str(e), e.msg)
e = IndentationError('bad', ('x.py', 2, 1, '  y'))
print(str(e), repr(e), isinstance(e, SyntaxError))
class MySE(SyntaxError): pass
e = MySE('q', ('z.py', 9, 1, 'w'))
print(str(e), e.lineno)
try:
    raise SyntaxError('custom', ('prog.py', 7, 2, 'bad line'))
except SyntaxError as e:
    print(e, e.filename)
e=ImportError('x', name='m', path='p'); print(e.name, e.path, e.msg, e.args, str(e), repr(e))
e=ImportError(); print(e.name, e.path, e.msg, repr(e))
e=ImportError('a','b'); print(e.msg, str(e))
e=ModuleNotFoundError('no', name='zz'); print(e.name, repr(e))
try: ImportError('x', foo=1)
except TypeError as t: print(t)
