# GetoptError: messages, the opt attribute, args, repr and the 'error' alias.
import getopt

cases = [
    (['--foo'], '', ['bar']),
    (['--foo'], '', []),
    (['-a'], 'b'),
    (['-a'], 'a:'),
    (['-ba'], 'ba:'),
    (['--fo'], '', ['foo', 'fob']),
    (['--fo=1'], '', ['foo=', 'fob=']),
    (['--name'], '', ['name=']),
    (['--flag=1'], '', ['flag']),
    (['--fl=1'], '', ['flag']),
    (['--na'], '', ['name=']),
    (['-:'], 'a:'),
    (['--'], 'x'),
    (['-x', 'y', '-z'], 'x'),
]
for case in cases:
    args, short = case[0], case[1]
    long = case[2] if len(case) > 2 else []
    try:
        print('ok', getopt.getopt(args, short, long))
    except getopt.error as e:
        print(type(e).__name__, '|', e, '|', repr(e.opt), '|', e.msg, '|', e.args)

e = getopt.GetoptError('custom')
print(repr(e), str(e), repr(e.opt), e.args)
e = getopt.GetoptError('bad thing', 'x')
print(repr(e), str(e), e.opt)
print(getopt.error is getopt.GetoptError, issubclass(getopt.GetoptError, Exception))

try:
    getopt.getopt(['-q'], 'a')
except Exception as e:
    print(type(e).__name__, e)

# An uncaught error reaches the top level.
getopt.getopt(['--missing'], 'a', ['present'])
