# Format-spec and conversion error messages, and str method argument errors.
cases = [
    lambda: format(1, 'q'), lambda: format(1.5, 'd'), lambda: format('s', 'd'), lambda: format(1, ',c'),
    lambda: format('x', '+'), lambda: format('x', '='), lambda: '{:,s}'.format('a'), lambda: format(1, '.2,'),
    lambda: '{'.format(), lambda: '}'.format(), lambda: '{0}{}'.format(1, 2), lambda: '{}{0}'.format(1, 2),
    lambda: '{a}'.format(), lambda: '{0}'.format(), lambda: '{!x}'.format(1), lambda: '{0.real.nope}'.format(1),
    lambda: '{0[1]}'.format([1]), lambda: '{:{}}'.format(1), lambda: '%d' % 'a', lambda: '%s %s' % (1,),
    lambda: '%s' % (1, 2), lambda: '%(a)s' % 1, lambda: '%z' % 1, lambda: '%c' % 'ab', lambda: '%c' % -1,
    lambda: 'a'.center(), lambda: 'a'.center(3, 'ab'), lambda: 'a'.split(''), lambda: 'a'.join([1]),
    lambda: 'a'.replace(1, 2), lambda: 'a'.startswith(1), lambda: 'a'.strip(1), lambda: 'abc'.index('d'),
    lambda: 'a'.encode(errors='bogus') and 'é'.encode('ascii', 'bogus'), lambda: str(b'a', 'nope'),
    lambda: int('10', 1), lambda: int('10', 37), lambda: int(1.5, 10), lambda: float('1.5.2'),
    lambda: 'x' < 1, lambda: [] < (), lambda: None < None, lambda: {} < {}, lambda: 1 + None,
    lambda: -'a', lambda: ~1.5, lambda: 'a' @ 'b', lambda: [1] * 1.5,
    lambda: (1, 2)[5], lambda: 'abc'[10], lambda: [][0], lambda: list(range(3))[-4], lambda: {}.__getitem__(1),
    lambda: f'{1:>{"x"}}', lambda: f'{"a"!r:d}', lambda: format(3+4j, 'd'), lambda: format([], 'x'),
]
for c in cases:
    try:
        r = c()
        print('ok', repr(r))
    except Exception as e:
        print(type(e).__name__ + ':', e)
