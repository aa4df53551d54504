"""difflib: compare sequences and produce human-readable differences.

SequenceMatcher implements the Ratcliff/Obershelp ("gestalt") matching the
documentation describes: find the longest contiguous block of b in a that
contains no junk, then recurse on the pieces left and right of it. The diff
writers (unified_diff, context_diff, ndiff/Differ) are built on its opcodes.
HtmlDiff is not provided.
"""

from collections import namedtuple as _namedtuple

__all__ = ['get_close_matches', 'ndiff', 'restore', 'SequenceMatcher',
           'Differ', 'IS_CHARACTER_JUNK', 'IS_LINE_JUNK', 'context_diff',
           'unified_diff', 'diff_bytes', 'Match']

Match = _namedtuple('Match', 'a b size')


def _ratio(matches, length):
    return 2.0 * matches / length if length else 1.0


class SequenceMatcher:
    """Compares two sequences of hashable elements.

    isjunk(x) -> True marks elements of b to ignore when looking for
    matches; with autojunk, elements making up more than 1% of a b of 200
    or more items are ignored too ("popular")."""

    def __init__(self, isjunk=None, a='', b='', autojunk=True):
        self.isjunk = isjunk
        self.autojunk = autojunk
        self.a = self.b = None
        self.set_seqs(a, b)

    def set_seqs(self, a, b):
        """Set both sequences to compare."""
        self.set_seq1(a)
        self.set_seq2(b)

    def set_seq1(self, a):
        """Set the first sequence (cheap: the analysis is of b)."""
        if a is self.a:
            return
        self.a = a
        self.matching_blocks = self.opcodes = None

    def set_seq2(self, b):
        """Set the second sequence, and index it."""
        if b is self.b:
            return
        self.b = b
        self.matching_blocks = self.opcodes = None
        self.fullbcount = None
        self._index_b()

    def _index_b(self):
        # b2j: element -> the positions where it occurs in b, ascending,
        # leaving out junk and popular elements (they never start a match).
        b = self.b
        where = {}
        for j, elt in enumerate(b):
            where.setdefault(elt, []).append(j)
        self.bjunk = set()
        if self.isjunk is not None:
            self.bjunk = {elt for elt in where if self.isjunk(elt)}
            for elt in self.bjunk:
                del where[elt]
        self.bpopular = set()
        if self.autojunk and len(b) >= 200:
            limit = len(b) // 100 + 1
            self.bpopular = {elt for elt, js in where.items() if len(js) > limit}
            for elt in self.bpopular:
                del where[elt]
        self.b2j = where

    def find_longest_match(self, alo=0, ahi=None, blo=0, bhi=None):
        """The longest matching block a[i:i+k] == b[j:j+k] within the given
        ranges, as Match(i, j, k): of the longest, the one starting first in
        a, then first in b. Junk never starts a match but a block is grown
        over adjacent equal junk. Match(alo, blo, 0) when nothing matches."""
        a, b, where = self.a, self.b, self.b2j
        if ahi is None:
            ahi = len(a)
        if bhi is None:
            bhi = len(b)
        best_i, best_j, best_k = alo, blo, 0
        # run[j] = length of the match ending at a[i-1], b[j] (dynamic programming
        # over a, one row at a time).
        run = {}
        for i in range(alo, ahi):
            row = {}
            for j in where.get(a[i], ()):
                if j < blo:
                    continue
                if j >= bhi:
                    break
                k = row[j] = run.get(j - 1, 0) + 1
                if k > best_k:
                    best_i, best_j, best_k = i - k + 1, j - k + 1, k
            run = row
        # Grow the block over equal popular elements (not in b2j, not junk),
        # then over equal junk, on both sides.
        for want_junk in (False, True):
            junk = self.bjunk
            while (best_i > alo and best_j > blo
                   and (b[best_j - 1] in junk) == want_junk
                   and a[best_i - 1] == b[best_j - 1]):
                best_i, best_j, best_k = best_i - 1, best_j - 1, best_k + 1
            while (best_i + best_k < ahi and best_j + best_k < bhi
                   and (b[best_j + best_k] in junk) == want_junk
                   and a[best_i + best_k] == b[best_j + best_k]):
                best_k += 1
        return Match(best_i, best_j, best_k)

    def get_matching_blocks(self):
        """Matching blocks as Match(i, j, n) with a[i:i+n] == b[j:j+n],
        ascending, adjacent blocks merged, ending with Match(len(a), len(b), 0)."""
        if self.matching_blocks is not None:
            return self.matching_blocks
        la, lb = len(self.a), len(self.b)
        found = []
        todo = [(0, la, 0, lb)]
        while todo:
            alo, ahi, blo, bhi = todo.pop()
            i, j, k = m = self.find_longest_match(alo, ahi, blo, bhi)
            if k:
                found.append(m)
                if alo < i and blo < j:
                    todo.append((alo, i, blo, j))
                if i + k < ahi and j + k < bhi:
                    todo.append((i + k, ahi, j + k, bhi))
        found.sort()
        merged = []
        ci = cj = ck = 0
        for i, j, k in found:
            if ci + ck == i and cj + ck == j:
                ck += k
            else:
                if ck:
                    merged.append(Match(ci, cj, ck))
                ci, cj, ck = i, j, k
        if ck:
            merged.append(Match(ci, cj, ck))
        merged.append(Match(la, lb, 0))
        self.matching_blocks = merged
        return merged

    def get_opcodes(self):
        """(tag, i1, i2, j1, j2) steps turning a into b; tag is 'replace',
        'delete', 'insert' or 'equal'."""
        if self.opcodes is not None:
            return self.opcodes
        steps = []
        i = j = 0
        for ai, bj, size in self.get_matching_blocks():
            if i < ai and j < bj:
                steps.append(('replace', i, ai, j, bj))
            elif i < ai:
                steps.append(('delete', i, ai, j, bj))
            elif j < bj:
                steps.append(('insert', i, ai, j, bj))
            i, j = ai + size, bj + size
            if size:
                steps.append(('equal', ai, i, bj, j))
        self.opcodes = steps
        return steps

    def get_grouped_opcodes(self, n=3):
        """Opcodes in hunks, each with up to n lines of unchanged context."""
        # The cached opcode list itself is trimmed (CPython does the same, so
        # get_opcodes() afterwards shows the trimmed ends).
        codes = self.get_opcodes() or [('equal', 0, 1, 0, 1)]
        tag, i1, i2, j1, j2 = codes[0]
        if tag == 'equal':
            codes[0] = tag, max(i1, i2 - n), i2, max(j1, j2 - n), j2
        tag, i1, i2, j1, j2 = codes[-1]
        if tag == 'equal':
            codes[-1] = tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)
        hunk = []
        for tag, i1, i2, j1, j2 in codes:
            # A long unchanged stretch ends one hunk and starts the next.
            if tag == 'equal' and i2 - i1 > 2 * n:
                hunk.append((tag, i1, min(i2, i1 + n), j1, min(j2, j1 + n)))
                yield hunk
                hunk = []
                i1, j1 = max(i1, i2 - n), max(j1, j2 - n)
            hunk.append((tag, i1, i2, j1, j2))
        if hunk and not (len(hunk) == 1 and hunk[0][0] == 'equal'):
            yield hunk

    def ratio(self):
        """Similarity in [0, 1]: 2*M/T, M matched elements, T elements in all."""
        matched = sum(m.size for m in self.get_matching_blocks())
        return _ratio(matched, len(self.a) + len(self.b))

    def quick_ratio(self):
        """An upper bound on ratio(), from element counts alone."""
        if self.fullbcount is None:
            counts = {}
            for elt in self.b:
                counts[elt] = counts.get(elt, 0) + 1
            self.fullbcount = counts
        left = dict(self.fullbcount)
        matched = 0
        for elt in self.a:
            n = left.get(elt, 0)
            left[elt] = n - 1
            if n > 0:
                matched += 1
        return _ratio(matched, len(self.a) + len(self.b))

    def real_quick_ratio(self):
        """A cheaper upper bound on ratio(), from the lengths alone."""
        la, lb = len(self.a), len(self.b)
        return _ratio(min(la, lb), la + lb)

    __class_getitem__ = classmethod(type(list[int]))


def get_close_matches(word, possibilities, n=3, cutoff=0.6):
    """Up to n of possibilities that are most similar to word (ratio at
    least cutoff), best first."""
    if not n > 0:
        raise ValueError(f'n must be > 0: {n!r}')
    if not 0.0 <= cutoff <= 1.0:
        raise ValueError(f'cutoff must be in [0.0, 1.0]: {cutoff!r}')
    scored = []
    sm = SequenceMatcher()
    sm.set_seq2(word)
    for candidate in possibilities:
        sm.set_seq1(candidate)
        if (sm.real_quick_ratio() >= cutoff and sm.quick_ratio() >= cutoff
                and sm.ratio() >= cutoff):
            scored.append((sm.ratio(), candidate))
    # Best score first; equal scores in descending order of the candidate.
    scored.sort(reverse=True)
    return [candidate for _, candidate in scored[:n]]


def IS_CHARACTER_JUNK(ch, ws=' \t'):
    """True for a space or tab (the default charjunk of ndiff)."""
    return ch in ws


def IS_LINE_JUNK(line, pat=None):
    """True for a blank line or one holding only '#' (and whitespace)."""
    if pat is not None:
        return pat(line) is not None
    return line.strip() in ('', '#')


def _keep_whitespace(line, marks):
    # Under unchanged tabs/spaces keep the line's own whitespace so the
    # '?' guide lines up.
    return ''.join(c if m == ' ' and c.isspace() else m for c, m in zip(line, marks))


class Differ:
    """Line-by-line comparison of two lists of lines, with '?' guide lines
    showing changes inside similar lines ('- ', '+ ', '  ', '? ' prefixes)."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        """Yield the delta lines turning a into b."""
        for tag, alo, ahi, blo, bhi in SequenceMatcher(self.linejunk, a, b).get_opcodes():
            if tag == 'replace':
                yield from self._replace(a, alo, ahi, b, blo, bhi)
            elif tag == 'delete':
                yield from self._lines('-', a, alo, ahi)
            elif tag == 'insert':
                yield from self._lines('+', b, blo, bhi)
            elif tag == 'equal':
                yield from self._lines(' ', a, alo, ahi)
            else:
                raise ValueError(f'unknown tag {tag!r}')

    def _lines(self, tag, x, lo, hi):
        for i in range(lo, hi):
            yield f'{tag} {x[i]}'

    def _all_out_all_in(self, a, alo, ahi, b, blo, bhi):
        # No similar pair: the shorter block is written first.
        if bhi - blo < ahi - alo:
            yield from self._lines('+', b, blo, bhi)
            yield from self._lines('-', a, alo, ahi)
        else:
            yield from self._lines('-', a, alo, ahi)
            yield from self._lines('+', b, blo, bhi)

    def _replace(self, a, alo, ahi, b, blo, bhi):
        # Find the most similar pair of lines (ratio above 0.74, needing
        # 0.75 to count); fall back to the first identical pair; else write
        # the blocks out whole. Around the pair, recurse.
        best, cutoff = 0.74, 0.75
        sm = SequenceMatcher(self.charjunk)
        same_i = same_j = None
        best_i = best_j = None
        for j in range(blo, bhi):
            bj = b[j]
            sm.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if same_i is None:
                        same_i, same_j = i, j
                    continue
                sm.set_seq1(ai)
                if (sm.real_quick_ratio() > best and sm.quick_ratio() > best
                        and sm.ratio() > best):
                    best, best_i, best_j = sm.ratio(), i, j
        if best < cutoff:
            if same_i is None:
                yield from self._all_out_all_in(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, identical = same_i, same_j, True
        else:
            identical = False
        yield from self._around(a, alo, best_i, b, blo, best_j)
        aline, bline = a[best_i], b[best_j]
        if identical:
            yield '  ' + aline
        else:
            amarks = bmarks = ''
            sm.set_seqs(aline, bline)
            for tag, i1, i2, j1, j2 in sm.get_opcodes():
                if tag == 'replace':
                    amarks += '^' * (i2 - i1)
                    bmarks += '^' * (j2 - j1)
                elif tag == 'delete':
                    amarks += '-' * (i2 - i1)
                elif tag == 'insert':
                    bmarks += '+' * (j2 - j1)
                elif tag == 'equal':
                    amarks += ' ' * (i2 - i1)
                    bmarks += ' ' * (j2 - j1)
                else:
                    raise ValueError(f'unknown tag {tag!r}')
            yield from self._marked(aline, bline, amarks, bmarks)
        yield from self._around(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _around(self, a, alo, ahi, b, blo, bhi):
        if alo < ahi:
            if blo < bhi:
                yield from self._replace(a, alo, ahi, b, blo, bhi)
            else:
                yield from self._lines('-', a, alo, ahi)
        elif blo < bhi:
            yield from self._lines('+', b, blo, bhi)

    def _marked(self, aline, bline, amarks, bmarks):
        amarks = _keep_whitespace(aline, amarks).rstrip()
        bmarks = _keep_whitespace(bline, bmarks).rstrip()
        yield '- ' + aline
        if amarks:
            yield f'? {amarks}\n'
        yield '+ ' + bline
        if bmarks:
            yield f'? {bmarks}\n'


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Differ(linejunk, charjunk).compare(a, b)."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Recover sequence 1 or 2 from an ndiff/Differ delta."""
    try:
        tag = {1: '- ', 2: '+ '}[int(which)]
    except KeyError:
        raise ValueError(f'unknown delta choice (must be 1 or 2): {which!r}') from None
    for line in delta:
        if line[:2] in ('  ', tag):
            yield line[2:]


def _check_str_args(a, b, *names):
    for seq in (a, b):
        if seq and not isinstance(seq[0], str):
            raise TypeError(f'lines to compare must be str, not '
                            f'{type(seq[0]).__name__} ({seq[0]!r})')
    for arg in names:
        if not isinstance(arg, str):
            raise TypeError(f'all arguments must be str, not: {arg!r}')


def _unified_range(start, stop):
    # 'first,count' with a 1-based first line; a lone line is just 'first';
    # an empty range names the line before it.
    count = stop - start
    first = start + 1
    if count == 1:
        return f'{first}'
    if not count:
        first -= 1
    return f'{first},{count}'


def _context_range(start, stop):
    # 'first,last' (1-based, inclusive), or a single number.
    count = stop - start
    first = start + 1
    if not count:
        first -= 1
    if count <= 1:
        return f'{first}'
    return f'{first},{first + count - 1}'


def _headers(mark_a, mark_b, fromfile, tofile, fromdate, todate, lineterm):
    when_a = f'\t{fromdate}' if fromdate else ''
    when_b = f'\t{todate}' if todate else ''
    return (f'{mark_a} {fromfile}{when_a}{lineterm}', f'{mark_b} {tofile}{when_b}{lineterm}')


def unified_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    """Unified-format diff lines (---/+++ headers, @@ hunks) turning a into b."""
    _check_str_args(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    first_hunk = True
    for hunk in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if first_hunk:
            first_hunk = False
            yield from _headers('---', '+++', fromfile, tofile, fromfiledate, tofiledate,
                                lineterm)
        start, end = hunk[0], hunk[-1]
        yield (f'@@ -{_unified_range(start[1], end[2])} '
               f'+{_unified_range(start[3], end[4])} @@{lineterm}')
        for tag, i1, i2, j1, j2 in hunk:
            if tag == 'equal':
                for line in a[i1:i2]:
                    yield ' ' + line
                continue
            if tag in ('replace', 'delete'):
                for line in a[i1:i2]:
                    yield '-' + line
            if tag in ('replace', 'insert'):
                for line in b[j1:j2]:
                    yield '+' + line


_CONTEXT_MARK = {'insert': '+ ', 'delete': '- ', 'replace': '! ', 'equal': '  '}


def context_diff(a, b, fromfile='', tofile='', fromfiledate='', tofiledate='', n=3,
                 lineterm='\n'):
    """Context-format diff lines (***/--- headers and sections) turning a into b."""
    _check_str_args(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    first_hunk = True
    for hunk in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if first_hunk:
            first_hunk = False
            yield from _headers('***', '---', fromfile, tofile, fromfiledate, tofiledate,
                                lineterm)
        start, end = hunk[0], hunk[-1]
        yield '***************' + lineterm
        yield f'*** {_context_range(start[1], end[2])} ****{lineterm}'
        if any(step[0] in ('replace', 'delete') for step in hunk):
            for tag, i1, i2, _, _ in hunk:
                if tag != 'insert':
                    for line in a[i1:i2]:
                        yield _CONTEXT_MARK[tag] + line
        yield f'--- {_context_range(start[3], end[4])} ----{lineterm}'
        if any(step[0] in ('replace', 'insert') for step in hunk):
            for tag, _, _, j1, j2 in hunk:
                if tag != 'delete':
                    for line in b[j1:j2]:
                        yield _CONTEXT_MARK[tag] + line


def diff_bytes(dfunc, a, b, fromfile=b'', tofile=b'', fromfiledate=b'', tofiledate=b'',
               n=3, lineterm=b'\n'):
    """Run a str diff function (unified_diff, context_diff) on bytes lines,
    going through latin-1 so every byte survives."""
    def text(x):
        try:
            return x.decode('latin-1')
        except AttributeError as err:
            raise TypeError(f'all arguments must be bytes, not {type(x).__name__} ({x!r})') from err
    lines = dfunc([text(x) for x in a], [text(x) for x in b], text(fromfile), text(tofile),
                  text(fromfiledate), text(tofiledate), n, text(lineterm))
    for line in lines:
        yield line.encode('latin-1')
