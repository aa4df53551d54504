"""doctest for corral: run the interactive examples found in docstrings
and report those whose output differs from what the docstring shows.

Covers testmod, run_docstring_examples, testfile (from the sandbox's
files), the option flags and `# doctest:` directives, expected
exceptions, <BLANKLINE>, ELLIPSIS and NORMALIZE_WHITESPACE, and reports
shaped like CPython's. Not here: the unittest integration (DocTestSuite,
DocFileSuite), the debugger helpers and the diff report flags' diffs.
"""

import sys
import re
import traceback
from collections import namedtuple

__all__ = ['register_optionflag', 'DONT_ACCEPT_TRUE_FOR_1',
           'DONT_ACCEPT_BLANKLINE', 'NORMALIZE_WHITESPACE', 'ELLIPSIS', 'SKIP',
           'IGNORE_EXCEPTION_DETAIL', 'COMPARISON_FLAGS', 'REPORT_UDIFF',
           'REPORT_CDIFF', 'REPORT_NDIFF', 'REPORT_ONLY_FIRST_FAILURE',
           'REPORTING_FLAGS', 'FAIL_FAST', 'Example', 'DocTest',
           'DocTestParser', 'DocTestFinder', 'DocTestRunner', 'OutputChecker',
           'DocTestFailure', 'UnexpectedException', 'testmod', 'testfile',
           'run_docstring_examples']

TestResults = namedtuple('TestResults', 'failed attempted')

OPTIONFLAGS_BY_NAME = {}


def register_optionflag(name):
    """The flag bit called `name`, made on first use."""
    return OPTIONFLAGS_BY_NAME.setdefault(name, 1 << len(OPTIONFLAGS_BY_NAME))


DONT_ACCEPT_TRUE_FOR_1 = register_optionflag('DONT_ACCEPT_TRUE_FOR_1')
DONT_ACCEPT_BLANKLINE = register_optionflag('DONT_ACCEPT_BLANKLINE')
NORMALIZE_WHITESPACE = register_optionflag('NORMALIZE_WHITESPACE')
ELLIPSIS = register_optionflag('ELLIPSIS')
SKIP = register_optionflag('SKIP')
IGNORE_EXCEPTION_DETAIL = register_optionflag('IGNORE_EXCEPTION_DETAIL')
COMPARISON_FLAGS = (DONT_ACCEPT_TRUE_FOR_1 | DONT_ACCEPT_BLANKLINE |
                    NORMALIZE_WHITESPACE | ELLIPSIS | SKIP |
                    IGNORE_EXCEPTION_DETAIL)
REPORT_UDIFF = register_optionflag('REPORT_UDIFF')
REPORT_CDIFF = register_optionflag('REPORT_CDIFF')
REPORT_NDIFF = register_optionflag('REPORT_NDIFF')
REPORT_ONLY_FIRST_FAILURE = register_optionflag('REPORT_ONLY_FIRST_FAILURE')
FAIL_FAST = register_optionflag('FAIL_FAST')
REPORTING_FLAGS = (REPORT_UDIFF | REPORT_CDIFF | REPORT_NDIFF |
                   REPORT_ONLY_FIRST_FAILURE | FAIL_FAST)

BLANKLINE_MARKER = '<BLANKLINE>'
ELLIPSIS_MARKER = '...'
_DIVIDER = '*' * 70
_TB_HEADS = ('Traceback (most recent call last):', 'Traceback (innermost last):')


def _indent(text, by=4):
    pad = ' ' * by
    return ''.join(line if line == '\n' else pad + line
                   for line in text.splitlines(keepends=True))


class Example:
    """One `>>>` example: its source, the output it should print (`want`),
    the exception line it should raise (`exc_msg`), where it is in its
    docstring (`lineno`, 0-based), its indentation and its directives."""

    def __init__(self, source, want, exc_msg=None, lineno=0, indent=0,
                 options=None):
        if not source.endswith('\n'):
            source += '\n'
        if want and not want.endswith('\n'):
            want += '\n'
        if exc_msg is not None and not exc_msg.endswith('\n'):
            exc_msg += '\n'
        self.source = source
        self.want = want
        self.exc_msg = exc_msg
        self.lineno = lineno
        self.indent = indent
        self.options = {} if options is None else options

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.source, self.want, self.lineno, self.indent,
                self.options, self.exc_msg) == (
            other.source, other.want, other.lineno, other.indent,
            other.options, other.exc_msg)

    def __hash__(self):
        return hash((self.source, self.want, self.lineno, self.indent,
                     self.exc_msg))


class DocTest:
    """The examples of one docstring, with the namespace they run in."""

    def __init__(self, examples, globs, name, filename, lineno, docstring):
        self.examples = examples
        self.docstring = docstring
        self.globs = globs.copy()
        self.name = name
        self.filename = filename
        self.lineno = lineno

    def __repr__(self):
        n = len(self.examples)
        count = 'no examples' if n == 0 else ('1 example' if n == 1 else f'{n} examples')
        return f'<{type(self).__name__} {self.name} from {self.filename}:{self.lineno} ({count})>'

    def _key(self):
        return (self.name, self.filename or '', -1 if self.lineno is None else self.lineno)

    def __lt__(self, other):
        if not isinstance(other, DocTest):
            return NotImplemented
        return self._key() < other._key()

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return (self.examples, self.docstring, self.globs, self.name,
                self.filename, self.lineno) == (
            other.examples, other.docstring, other.globs, other.name,
            other.filename, other.lineno)

    def __hash__(self):
        return hash((self.docstring, self.name, self.filename, self.lineno))


_DIRECTIVE = re.compile(r'#\s*doctest:\s*([^\n\'"]*)$', re.M)


class DocTestParser:
    """Splits a docstring into its text and its examples."""

    def _options(self, source, name, lineno):
        found = {}
        for m in _DIRECTIVE.finditer(source):
            for word in m.group(1).replace(',', ' ').split():
                flag = OPTIONFLAGS_BY_NAME.get(word[1:])
                if word[:1] not in '+-' or flag is None:
                    raise ValueError('line %r of the doctest for %s has an invalid '
                                     'option: %r' % (lineno + 1, name, word))
                found[flag] = word[0] == '+'
        return found

    def parse(self, string, name='<string>'):
        string = string.expandtabs()
        lines = string.split('\n')
        margins = [len(l) - len(l.lstrip()) for l in lines if l.strip()]
        common = min(margins) if margins else 0
        if common:
            lines = [l[common:] for l in lines]
        out = []
        text = []
        i = 0
        while i < len(lines):
            line = lines[i]
            body = line.lstrip()
            if not (body.startswith('>>>') and (len(body) == 3 or body[3] in ' \t')):
                text.append(line)
                i += 1
                continue
            indent = len(line) - len(body)
            start = i
            source = [body[4:] if len(body) > 3 else '']
            i += 1
            while i < len(lines):
                cont = lines[i]
                stripped = cont[indent:]
                if cont[:indent].strip() == '' and (stripped.startswith('... ') or stripped == '...'):
                    source.append(stripped[4:])
                    i += 1
                else:
                    break
            want = []
            while i < len(lines):
                w = lines[i]
                if not w.strip() or w.lstrip().startswith('>>>'):
                    break
                if len(w) - len(w.lstrip()) < indent:
                    raise ValueError('line %r of the docstring for %s has inconsistent '
                                     'leading whitespace: %r' % (i + 1, name, w))
                want.append(w[indent:])
                i += 1
            out.append('\n'.join(text) + ('\n' if text else ''))
            text = []
            src = '\n'.join(source) + '\n'
            want_text = '\n'.join(want) + '\n' if want else ''
            exc_msg = None
            if want and want[0].strip() in _TB_HEADS:
                rest = want[1:]
                k = 0
                while k < len(rest) and (rest[k][:1].isspace() or rest[k].strip() == '...' or not rest[k]):
                    k += 1
                exc_msg = '\n'.join(rest[k:]) + '\n' if k < len(rest) else None
            options = self._options(src, name, start)
            out.append(Example(src, want_text, exc_msg, lineno=start,
                               indent=indent + common, options=options))
        out.append('\n'.join(text))
        return out

    def get_examples(self, string, name='<string>'):
        return [x for x in self.parse(string, name) if isinstance(x, Example)]

    def get_doctest(self, string, globs, name, filename, lineno):
        return DocTest(self.get_examples(string, name), globs, name, filename,
                       lineno, string)


def _is_routine(obj):
    import inspect
    return inspect.isroutine(inspect.unwrap(obj))


class DocTestFinder:
    """Collects the DocTests of an object and of what it defines."""

    def __init__(self, verbose=False, parser=DocTestParser(), recurse=True,
                 exclude_empty=True):
        self._parser = parser
        self._verbose = verbose
        self._recurse = recurse
        self._exclude_empty = exclude_empty

    def find(self, obj, name=None, module=None, globs=None, extraglobs=None):
        if name is None:
            name = getattr(obj, '__name__', None)
            if name is None:
                raise ValueError('DocTestFinder.find: name must be given when obj.'
                                 '__name__ does not exist: %r' % (type(obj),))
        if module is None:
            module = sys.modules.get(getattr(obj, '__module__', None) or '')
            if module is None and type(obj).__name__ == 'module':
                module = obj
        if globs is None:
            globs = {} if module is None else module.__dict__.copy()
        else:
            globs = globs.copy()
        if self._verbose:
            print('Finding tests in %s' % name)
        if extraglobs is not None:
            globs.update(extraglobs)
        if '__name__' not in globs:
            globs['__name__'] = '__main__'
        filename = getattr(module, '__file__', None) if module is not None else None
        self._lines = self._source_lines(module)
        tests = []
        self._find(tests, obj, name, module, globs, {}, filename)
        tests.sort()
        return tests

    def _source_lines(self, module):
        if module is None or getattr(module, '__name__', None) != '__main__':
            return None
        try:
            import _traceback
            text = _traceback.program_source()
        except Exception:
            return None
        return None if text is None else text.splitlines(keepends=True)

    def _from_module(self, module, obj):
        if module is None:
            return True
        import inspect
        fn = inspect.unwrap(obj)
        if hasattr(fn, '__globals__'):
            return fn.__globals__ is module.__dict__ or getattr(fn, '__module__', None) == module.__name__
        if isinstance(obj, property):
            return True
        return getattr(obj, '__module__', None) == module.__name__

    def _find(self, tests, obj, name, module, globs, seen, filename):
        if id(obj) in seen:
            return
        seen[id(obj)] = 1
        test = self._get_test(obj, name, module, globs, filename)
        if test is not None:
            tests.append(test)
        if not self._recurse:
            return
        if type(obj).__name__ == 'module':
            for valname, val in list(obj.__dict__.items()):
                if (_is_routine(val) or isinstance(val, type)) and self._from_module(module, val):
                    self._find(tests, val, f'{name}.{valname}', module, globs, seen, filename)
            for valname, val in dict(getattr(obj, '__test__', {})).items():
                if not isinstance(valname, str):
                    raise ValueError('DocTestFinder.find: __test__ keys must be '
                                     'strings: %r' % (type(valname),))
                self._find(tests, val, f'{name}.__test__.{valname}', module, globs, seen, filename)
        elif isinstance(obj, type):
            for valname, val in list(obj.__dict__.items()):
                if valname in ('__dict__', '__weakref__'):
                    continue
                if isinstance(val, (staticmethod, classmethod)):
                    val = val.__func__
                if (_is_routine(val) or isinstance(val, type) or isinstance(val, property)) \
                        and self._from_module(module, val):
                    self._find(tests, val, f'{name}.{valname}', module, globs, seen, filename)

    def _get_test(self, obj, name, module, globs, filename):
        if isinstance(obj, str):
            doc = obj
        else:
            try:
                doc = obj.__doc__
            except AttributeError:
                doc = None
            if not isinstance(doc, str):
                doc = ''
        if self._exclude_empty and not doc:
            return None
        lineno = self._lineno(obj)
        return self._parser.get_doctest(doc, globs, name, filename, lineno)

    def _lineno(self, obj):
        lines = self._lines
        lineno = None
        if type(obj).__name__ == 'module':
            lineno = 0
        elif isinstance(obj, type):
            if lines is None:
                return None
            pat = re.compile(r'^\s*class\s*%s\b' % re.escape(obj.__name__))
            for i, line in enumerate(lines):
                if pat.match(line):
                    lineno = i
                    break
            else:
                return None
        elif isinstance(obj, property):
            return None
        else:
            import inspect
            code = getattr(inspect.unwrap(obj), '__code__', None)
            first = getattr(code, 'co_firstlineno', None)
            if first is None:
                return None
            lineno = first - 1
        if lines is None:
            # Without the source, the first line of the code itself.
            return lineno + 1
        quote = re.compile(r'(^|.*:)\s*\w*("|\')')
        for i in range(lineno, len(lines)):
            if quote.match(lines[i]):
                return i
        return lineno


class OutputChecker:
    """Decides whether an example's actual output matches its expected one."""

    def check_output(self, want, got, optionflags):
        if got == want:
            return True
        if not optionflags & DONT_ACCEPT_TRUE_FOR_1:
            if (got, want) in (('True\n', '1\n'), ('False\n', '0\n')):
                return True
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            want = re.sub(r'(?m)^%s\s*?$' % re.escape(BLANKLINE_MARKER), '', want)
            got = re.sub(r'(?m)^[^\S\n]+$', '', got)
            if got == want:
                return True
        if optionflags & NORMALIZE_WHITESPACE:
            got = ' '.join(got.split())
            want = ' '.join(want.split())
            if got == want:
                return True
        if optionflags & ELLIPSIS:
            return _ellipsis_match(want, got)
        return False

    def output_difference(self, example, got, optionflags):
        want = example.want
        if not optionflags & DONT_ACCEPT_BLANKLINE:
            got = re.sub(r'(?m)^[ ]*(?=\n)', BLANKLINE_MARKER, got)
        head = 'Expected:\n' + _indent(want) if want else 'Expected nothing\n'
        tail = 'Got:\n' + _indent(got) if got else 'Got nothing\n'
        return head + tail


def _ellipsis_match(want, got):
    if ELLIPSIS_MARKER not in want:
        return want == got
    pieces = want.split(ELLIPSIS_MARKER)
    first, last = pieces[0], pieces[-1]
    if not got.startswith(first):
        return False
    start, end = len(first), len(got)
    if last:
        if not got.endswith(last):
            return False
        end -= len(last)
    if start > end:
        return False
    for piece in pieces[1:-1]:
        at = got.find(piece, start, end)
        if at < 0:
            return False
        start = at + len(piece)
    return start <= end


class DocTestFailure(Exception):
    def __init__(self, test, example, got):
        self.test = test
        self.example = example
        self.got = got

    def __str__(self):
        return str(self.test)


class UnexpectedException(Exception):
    def __init__(self, test, example, exc_info):
        self.test = test
        self.example = example
        self.exc_info = exc_info

    def __str__(self):
        return str(self.test)


class _Capture:
    """Stands in for sys.stdout while examples run."""

    def __init__(self):
        self._parts = []
        self.softspace = 0

    def write(self, s):
        self._parts.append(s)
        return len(s)

    def writelines(self, lines):
        for line in lines:
            self.write(line)

    def flush(self):
        pass

    def isatty(self):
        return False

    def take(self):
        text = ''.join(self._parts)
        self._parts = []
        if text and not text.endswith('\n'):
            text += '\n'
        return text


def _exception_lines(exc):
    return ''.join(traceback.format_exception(type(exc), exc, exc.__traceback__))


def _exception_detail_stripped(msg):
    head = msg.split('\n', 1)[0]
    head = head.split(':', 1)[0].strip()
    return head.rsplit('.', 1)[-1]


class DocTestRunner:
    """Runs DocTests, reporting to `out` (default: sys.stdout's write) and
    counting tries and failures per test name."""

    DIVIDER = _DIVIDER

    def __init__(self, checker=None, verbose=None, optionflags=0):
        self._checker = checker or OutputChecker()
        if verbose is None:
            verbose = '-v' in sys.argv
        self._verbose = verbose
        self.optionflags = optionflags
        self.original_optionflags = optionflags
        self.tries = 0
        self.failures = 0
        self._name2ft = {}

    def report_start(self, out, test, example):
        if self._verbose:
            if example.want:
                out('Trying:\n' + _indent(example.source) + 'Expecting:\n' + _indent(example.want))
            else:
                out('Trying:\n' + _indent(example.source) + 'Expecting nothing\n')

    def report_success(self, out, test, example, got):
        if self._verbose:
            out('ok\n')

    def _failure_header(self, test, example):
        if test.lineno is not None and example.lineno is not None:
            lineno = test.lineno + example.lineno + 1
        else:
            lineno = '?'
        return '%s\nFile "%s", line %s, in %s\nFailed example:\n%s' % (
            self.DIVIDER, test.filename, lineno, test.name, _indent(example.source))

    def report_failure(self, out, test, example, got):
        out(self._failure_header(test, example) +
            self._checker.output_difference(example, got, self.optionflags))

    def report_unexpected_exception(self, out, test, example, exc_info):
        out(self._failure_header(test, example) + 'Exception raised:\n' +
            _indent(_exception_lines(exc_info[1])))

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        real_stdout = sys.stdout
        if out is None:
            out = real_stdout.write
        capture = _Capture()
        sys.stdout = capture
        try:
            failures, tries = self._run(test, out, capture)
        finally:
            sys.stdout = real_stdout
            if clear_globs:
                test.globs.clear()
                import builtins
                builtins._ = None
        return TestResults(failures, tries)

    def _run(self, test, out, capture):
        failures = tries = 0
        original = self.optionflags
        check = self._checker.check_output
        for index, example in enumerate(test.examples):
            quiet = self.optionflags & REPORT_ONLY_FIRST_FAILURE and failures > 0
            self.optionflags = original
            for flag, on in example.options.items():
                if on:
                    self.optionflags |= flag
                else:
                    self.optionflags &= ~flag
            if self.optionflags & SKIP:
                continue
            tries += 1
            if not quiet:
                self.report_start(out, test, example)
            filename = '<doctest %s[%d]>' % (test.name, index)
            raised = None
            try:
                exec(compile(example.source, filename, 'single'), test.globs)
            except KeyboardInterrupt:
                raise
            except BaseException as e:
                raised = e
            got = capture.take()
            outcome = 'failure'
            if raised is None:
                if check(example.want, got, self.optionflags):
                    outcome = 'success'
            else:
                exc_msg = traceback.format_exception_only(type(raised), raised)[-1]
                if not quiet:
                    got += _exception_lines(raised)
                if example.exc_msg is None:
                    outcome = 'boom'
                elif check(example.exc_msg, exc_msg, self.optionflags):
                    outcome = 'success'
                elif self.optionflags & IGNORE_EXCEPTION_DETAIL and \
                        _exception_detail_stripped(example.exc_msg) == \
                        _exception_detail_stripped(exc_msg):
                    outcome = 'success'
            if outcome == 'success':
                if not quiet:
                    self.report_success(out, test, example, got)
            elif outcome == 'failure':
                if not quiet:
                    self.report_failure(out, test, example, got)
                failures += 1
            else:
                if not quiet:
                    self.report_unexpected_exception(
                        out, test, example, (type(raised), raised, raised.__traceback__))
                failures += 1
            if failures and self.optionflags & FAIL_FAST:
                break
        self.optionflags = original
        f, t = self._name2ft.get(test.name, (0, 0))
        self._name2ft[test.name] = (f + failures, t + tries)
        self.failures += failures
        self.tries += tries
        return failures, tries

    def summarize(self, verbose=None):
        if verbose is None:
            verbose = self._verbose
        notests, passed, failed = [], [], []
        total_tries = total_failures = 0
        for name, (f, t) in self._name2ft.items():
            total_tries += t
            total_failures += f
            if t == 0:
                notests.append(name)
            elif f == 0:
                passed.append((name, t))
            else:
                failed.append((name, (f, t)))
        if verbose:
            if notests:
                print(len(notests), 'items had no tests:')
                for name in sorted(notests):
                    print('   ', name)
            if passed:
                print(len(passed), 'items passed all tests:')
                for name, t in sorted(passed):
                    print(' %3d tests in %s' % (t, name))
        if failed:
            print(self.DIVIDER)
            print(len(failed), 'items had failures:')
            for name, (f, t) in sorted(failed):
                print(' %3d of %3d in %s' % (f, t, name))
        if verbose:
            print(total_tries, 'tests in', len(self._name2ft), 'items.')
            print(total_tries - total_failures, 'passed and', total_failures, 'failed.')
        if total_failures:
            print('***Test Failed***', total_failures, 'failures.')
        elif verbose:
            print('Test passed.')
        return TestResults(total_failures, total_tries)

    def merge(self, other):
        for name, (f, t) in other._name2ft.items():
            f0, t0 = self._name2ft.get(name, (0, 0))
            self._name2ft[name] = (f0 + f, t0 + t)


class DebugRunner(DocTestRunner):
    """Raises at the first failure instead of reporting it."""

    def run(self, test, compileflags=None, out=None, clear_globs=True):
        r = DocTestRunner.run(self, test, compileflags, out, False)
        if clear_globs:
            test.globs.clear()
        return r

    def report_unexpected_exception(self, out, test, example, exc_info):
        raise UnexpectedException(test, example, exc_info)

    def report_failure(self, out, test, example, got):
        raise DocTestFailure(test, example, got)


def testmod(m=None, name=None, globs=None, verbose=None, report=True,
            optionflags=0, extraglobs=None, raise_on_error=False,
            exclude_empty=False):
    """Test the examples in the docstrings of module m (default __main__)
    and of what it defines; TestResults(failed, attempted)."""
    if m is None:
        m = sys.modules.get('__main__')
    if type(m).__name__ != 'module':
        raise TypeError('testmod: module required; %r' % (m,))
    if name is None:
        name = m.__name__
    finder = DocTestFinder(exclude_empty=exclude_empty)
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(m, name, globs=globs, extraglobs=extraglobs):
        runner.run(test)
    if report:
        runner.summarize()
    return TestResults(runner.failures, runner.tries)


def testfile(filename, module_relative=True, name=None, package=None,
             globs=None, verbose=None, report=True, optionflags=0,
             extraglobs=None, raise_on_error=False, parser=DocTestParser(),
             encoding=None):
    """Test the examples in a text file (read from the run's files)."""
    with open(filename, encoding=encoding or 'utf-8') as fh:
        text = fh.read()
    if name is None:
        name = filename.replace('\\', '/').rsplit('/', 1)[-1]
    globs = {} if globs is None else globs.copy()
    if extraglobs is not None:
        globs.update(extraglobs)
    globs.setdefault('__name__', '__main__')
    if raise_on_error:
        runner = DebugRunner(verbose=verbose, optionflags=optionflags)
    else:
        runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    runner.run(parser.get_doctest(text, globs, name, filename, 0))
    if report:
        runner.summarize()
    return TestResults(runner.failures, runner.tries)


def run_docstring_examples(f, globs, verbose=False, name='NoName',
                           compileflags=None, optionflags=0):
    """Test the examples in f's docstring (only), in namespace globs."""
    finder = DocTestFinder(verbose=verbose, recurse=False)
    runner = DocTestRunner(verbose=verbose, optionflags=optionflags)
    for test in finder.find(f, name, globs=globs):
        runner.run(test, compileflags=compileflags)
