# contextvars: Context objects - run(), copy(), copy_context() snapshots
# and the read-only mapping protocol.
from contextvars import ContextVar, Context, copy_context

user = ContextVar('user', default='anonymous')
depth = ContextVar('depth')

user.set('alice')
depth.set(1)
snap = copy_context()
user.set('bob')
print(user.get(), snap[user], snap.get(depth), len(snap))

def work(label, new_user):
    before = user.get()
    user.set(new_user)
    depth.set(depth.get(0) + 1)
    return f'{label}: {before} -> {user.get()} depth={depth.get()}'

print(snap.run(work, 'snap', 'carol'))
print(snap[user], snap[depth], user.get(), depth.get())
print(snap.run(work, 'again', 'dave'))
print(snap[user], snap[depth])

empty = Context()
print(len(empty), list(empty), empty.get(user), empty.get(user, 'dflt'))
print(empty.run(lambda: user.get()))
print(empty.run(lambda: depth.get('none here')))
print(user in snap, user in empty)

c2 = snap.copy()
print(c2 == snap, c2 is snap, c2[user])
c2.run(user.set, 'erin')
print(c2[user], snap[user], c2 == snap)

# The mapping protocol.
ctx = copy_context()
names = sorted(v.name for v in ctx)
print(names, len(ctx))
print(sorted(v.name for v in ctx.keys()))
print(sorted(str(v) for v in ctx.values()))
print(sorted((k.name, v) for k, v in ctx.items()))
print(ctx[user], ctx.get(user), ctx.get(ContextVar('new')), ctx.get(ContextVar('new'), 7))
try:
    ctx[ContextVar('missing')]
except KeyError as e:
    print('KeyError', e.args[0].name)
for bad in (lambda: ctx['user'], lambda: 'user' in ctx, lambda: ctx.get(1)):
    try:
        bad()
    except TypeError as e:
        print('TypeError', e)
try:
    hash(ctx)
except TypeError as e:
    print('TypeError', e)

# A context cannot be entered twice at once.
def nested():
    return ctx.run(lambda: 'inner')
try:
    ctx.run(nested)
except RuntimeError as e:
    print('RuntimeError', str(e).startswith('cannot enter context:'), str(e).endswith('is already entered'))
print(ctx.run(lambda: 'can enter again'))

# Exceptions propagate out of run and the context is restored.
def boom():
    user.set('inside-boom')
    raise ValueError('boom')
try:
    ctx.run(boom)
except ValueError as e:
    print('ValueError', e, user.get(), ctx[user])

# kwargs pass through run
print(ctx.run(lambda *a, **k: (a, sorted(k.items())), 1, 2, x=3))

# Nested runs of different contexts.
outer = copy_context()
inner = Context()
def level_one():
    user.set('one')
    return inner.run(lambda: (user.get(), outer.run is not None)), user.get()
print(outer.run(level_one), user.get())
