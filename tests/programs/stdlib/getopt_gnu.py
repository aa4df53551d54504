# getopt.gnu_getopt: options and plain arguments may be intermixed; '+'
# at the start of shortopts or POSIXLY_CORRECT stops at the first argument.
import getopt
import os

def show(args, short, long=[]):
    try:
        opts, rest = getopt.gnu_getopt(args, short, long)
        print(opts, rest)
    except getopt.GetoptError as e:
        print("GetoptError:", e, repr(e.opt))

show(['a', '-v', 'b', '--out=f', 'c'], 'v', ['out='])
show(['file', '-o', 'x', 'more'], 'o:')
show(['one', '--', '-v', 'two'], 'v')
show(['-', '-v'], 'v')
show(['x', '-v', 'y'], '+v')
show(['-v', 'x', '-v'], '+v')
show(['x', '--bogus'], 'v')
show(['x', '-q'], 'v')
show(['x', '-o'], 'o:')
show(['x', '--out'], '', ['out='])
show(('t', '-v'), 'v')
show([], '')
show(['--list', 'a', '--list', 'b'], '', ['list'])

os.environ['POSIXLY_CORRECT'] = '1'
show(['x', '-v', 'y'], 'v')
show(['-v', 'x', '-v'], 'v')
del os.environ['POSIXLY_CORRECT']
show(['x', '-v', 'y'], 'v')
