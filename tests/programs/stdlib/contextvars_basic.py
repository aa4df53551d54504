# contextvars: ContextVar get/set/reset, defaults, Token, and the stable
# parts of the reprs.
import contextvars
from contextvars import ContextVar, Token, Context, copy_context

request_id = ContextVar('request_id')
level = ContextVar('level', default=0)

print(request_id.name, level.name)
print(repr(request_id).startswith("<ContextVar name='request_id' at 0x"))
print(repr(level).startswith("<ContextVar name='level' default=0 at 0x"))
print(level.get(), level.get(5), request_id.get('fallback'))
try:
    request_id.get()
except LookupError as e:
    print('LookupError', e.args[0] is request_id)

t1 = request_id.set('abc')
print(request_id.get(), t1.var is request_id, t1.old_value is Token.MISSING)
print(repr(Token.MISSING))
print(repr(t1).startswith("<Token var=<ContextVar name='request_id' at 0x"))
t2 = request_id.set('def')
print(request_id.get(), t2.old_value)
request_id.reset(t2)
print(request_id.get())
print(repr(t2).startswith('<Token used var='))
request_id.reset(t1)
print(request_id.get('gone'))

t3 = level.set(3)
print(level.get(), t3.old_value)
level.reset(t3)
print(level.get())

def attempt(fn):
    try:
        print('ok', fn())
    except Exception as e:
        print(type(e).__name__, e if not repr(e).count('0x') else '(address)')

attempt(lambda: level.reset(t3))
attempt(lambda: request_id.reset(level.set(9)))
attempt(lambda: level.reset('token'))
attempt(lambda: ContextVar(42))
attempt(lambda: Token())
attempt(lambda: setattr(level, 'name', 'other'))
attempt(lambda: type('Sub', (ContextVar,), {}))
attempt(lambda: Context(1))
print(level.get())

# A token from another context cannot reset here.
tok = None
def set_inside():
    global tok
    tok = level.set(100)
ctx = copy_context()
ctx.run(set_inside)
print(level.get(), ctx[level])
try:
    level.reset(tok)
except ValueError as e:
    print('ValueError', 'was created in a different Context' in str(e))

# Variables hash by identity and can key dicts.
a, b = ContextVar('same'), ContextVar('same')
print(a == b, a == a, len({a, b}), hash(a) == hash(a))
print(ContextVar[int], Token[str])
print(type(level).__name__, type(t1).__name__, type(copy_context()).__name__)
print(ContextVar.__module__, Context.__module__, Token.__module__)
print(sorted(contextvars.__all__))
