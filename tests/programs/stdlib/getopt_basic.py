# getopt.getopt: short options, clustered letters, attached and separate
# values, long options with '=' and abbreviations, '--' and the first
# non-option argument ending the scan.
import getopt

def show(args, short, long=[]):
    try:
        opts, rest = getopt.getopt(args, short, long)
        print(opts, rest)
    except getopt.GetoptError as e:
        print("GetoptError:", e)

show(['-a', '-b', 'x'], 'ab')
show(['-ab', 'file'], 'ab')
show(['-ofile.txt', 'rest'], 'o:')
show(['-o', 'file.txt', 'rest'], 'o:')
show(['-vo', 'out', 'a', 'b'], 'vo:')
show(['-vofoo'], 'vo:')
show(['--verbose', '--output=x.txt', 'in'], 'v', ['verbose', 'output='])
show(['--output', 'x.txt', 'in'], '', ['verbose', 'output='])
show(['--out=y'], '', ['output='])
show(['--verb'], '', ['verbose'])
show(['--output='], '', ['output='])
show(['-a', '--', '-b', 'c'], 'ab')
show(['-a', 'stop', '-b'], 'ab')
show(['-', '-a'], 'a')
show([], 'a')
show(['plain'], 'a')
show(['--foo'], '', 'foo')
show(['--foo', 'bar'], '', ('foo', 'fob'))
show(['--fo=1'], '', ['foo=', 'bar'])
show(['--foo', '--foobar'], '', ['foo', 'foobar'])
show(['--foo=1'], '', ['foo=', 'foobar'])
show(['-a', '-a', '-a'], 'a')
show(['-x', '-'], 'x:')
show(['-x', '--'], 'x:')
show(['--name', '--'], '', ['name='])

# The remainder keeps the type of what was passed in.
opts, rest = getopt.getopt(('-a', 'x', 'y'), 'a')
print(opts, rest, type(rest).__name__)

import sys
sys.argv = ['prog', '-h', '--level=3', 'target']
opts, args = getopt.getopt(sys.argv[1:], 'hl:', ['help', 'level='])
for o, a in opts:
    if o in ('-h', '--help'):
        print('help requested')
    elif o in ('-l', '--level'):
        print('level', int(a))
print('args', args)
print(sorted(getopt.__all__))
