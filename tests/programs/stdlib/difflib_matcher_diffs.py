# difflib: SequenceMatcher blocks/opcodes/ratios (with junk and autojunk),
# close matches, and the unified/context/ndiff writers.
import difflib
from difflib import SequenceMatcher, Differ, get_close_matches

sm = SequenceMatcher(None, 'abxcd', 'abcd')
print(sm.get_matching_blocks(), sm.get_opcodes(), sm.ratio(), sm.quick_ratio(), sm.real_quick_ratio())
print(sm.find_longest_match(), sm.find_longest_match(2, 5, 0, 4), sm.find_longest_match(0, 0, 0, 0))
sm = SequenceMatcher(lambda c: c == ' ', 'private Thread currentThread;', 'private volatile Thread currentThread;')
print(sm.get_opcodes(), round(sm.ratio(), 4), sorted(sm.bjunk))
sm = SequenceMatcher(lambda c: c in 'ab', 'aabbcc', 'abcabc')
print(sm.get_matching_blocks(), sm.b2j)
long_a = 'ab' * 150 + 'xyz'
long_b = 'ba' * 150 + 'xyz'
for aj in (True, False):
    sm = SequenceMatcher(None, long_a, long_b, autojunk=aj)
    print(aj, sorted(sm.bpopular), len(sm.get_opcodes()), round(sm.ratio(), 4))
sm = SequenceMatcher(None, 'qabxcd', 'abycdf')
for tag, i1, i2, j1, j2 in sm.get_opcodes():
    print(f'{tag:7} a[{i1}:{i2}] --> b[{j1}:{j2}] {sm.a[i1:i2]!r:>8} --> {sm.b[j1:j2]!r}')
lines_a = [f'line {i}\n' for i in range(1, 21)]
lines_b = lines_a[:]
lines_b[2] = 'line three\n'
del lines_b[9]
lines_b.insert(15, 'inserted\n')
lines_b.append('tail\n')
groups = list(SequenceMatcher(None, lines_a, lines_b).get_grouped_opcodes(2))
print(len(groups), groups[0], groups[-1])
print(''.join(difflib.unified_diff(lines_a, lines_b, 'old.txt', 'new.txt', '2024-01-01', '2024-01-02', n=1)))
print(''.join(difflib.context_diff(lines_a, lines_b, 'old.txt', 'new.txt', n=1)))
print(list(difflib.unified_diff(['a', 'b'], ['a', 'c'], lineterm='')), list(difflib.unified_diff(['x'], ['x'])))
print(list(difflib.context_diff([], ['new\n'])), list(difflib.unified_diff(['gone\n'], [])))
delta = list(difflib.ndiff(['one\n', 'two\n', 'three\n', 'tree\n'], ['ore\n', 'tree\n', 'emu\n', 'two\n']))
print(''.join(delta), end='')
print(''.join(difflib.restore(delta, 1)), ''.join(difflib.restore(delta, 2)), sep='')
d = Differ()
print(list(d.compare(['\tindented line\n', 'same\n'], ['\tindented lime\n', 'same\n', 'extra\n'])))
print(list(difflib.ndiff(['abcdefghij\n'], ['zzzzzz\n'])), list(difflib.ndiff(['a\n', 'b\n'], ['c\n'])))
print(get_close_matches('appel', ['ape', 'apple', 'peach', 'puppy']), get_close_matches('wheel', ['while', 'wheat', 'whale', 'wheel'], n=2))
print(get_close_matches('xyz', ['abc']), get_close_matches('ab', ['ba', 'ab', 'abc', 'b'], n=5, cutoff=0.0))
print(difflib.IS_CHARACTER_JUNK(' '), difflib.IS_CHARACTER_JUNK('x'), difflib.IS_LINE_JUNK('  #  \n'), difflib.IS_LINE_JUNK('x\n'))
print(difflib.Match(1, 2, 3), list(difflib.diff_bytes(difflib.unified_diff, [b'a\n'], [b'b\n'], b'f', b't')))
for bad in (lambda: get_close_matches('a', ['a'], n=0), lambda: get_close_matches('a', ['a'], cutoff=1.5),
            lambda: list(difflib.restore([], 3)), lambda: list(difflib.unified_diff([1], ['a'])),
            lambda: list(difflib.context_diff(['a'], ['b'], fromfile=5))):
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
sm = SequenceMatcher(None, [1, 2, 3, 4], [2, 3, 5])
sm.set_seq2([1, 2, 3, 4])
print(sm.ratio(), sm.get_opcodes(), SequenceMatcher(None, '', '').ratio(), SequenceMatcher(None, 'a', '').get_opcodes())
