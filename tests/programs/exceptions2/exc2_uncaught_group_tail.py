# An uncaught nested exception group with a noted member: CPython draws it with margins and ends with the closing rule.
def fail(n):
    raise ValueError(f'v{n}')
errs = []
for i in range(2):
    try:
        fail(i)
    except ValueError as e:
        e.add_note(f'item {i}')
        errs.append(e)
print('collected', len(errs))
raise ExceptionGroup('outer', [ExceptionGroup('inner', errs), TypeError('t')])
