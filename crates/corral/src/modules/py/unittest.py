"""unittest: test cases, suites, a loader, a text runner and main().

Written for corral from the unittest documentation and the output CPython
3.11 prints. One module holds what CPython spreads over a package; tests
run in one thread, with the virtual clock timing the run. Frames of this
module (file name "<corral:unittest>") are left out of failure tracebacks,
as CPython leaves out its own test machinery.
"""

import sys
import time
import difflib
import pprint
import re
import warnings
import contextlib
import traceback

__all__ = ['TestResult', 'TestCase', 'IsolatedAsyncioTestCase', 'TestSuite',
           'TextTestRunner', 'TestLoader', 'FunctionTestCase', 'main',
           'defaultTestLoader', 'SkipTest', 'skip', 'skipIf', 'skipUnless',
           'expectedFailure', 'TextTestResult', 'installHandler',
           'registerResult', 'removeResult', 'removeHandler',
           'addModuleCleanup', 'doModuleCleanups', 'enterModuleContext',
           'getTestCaseNames', 'makeSuite', 'findTestCases']

__unittest = True


# ---------------------------------------------------------------- helpers

_REPR_LIMIT = 80


def _repr_or_fallback(obj, short=False):
    try:
        text = repr(obj)
    except Exception:
        text = object.__repr__(obj)
    if short and len(text) >= _REPR_LIMIT:
        return text[:_REPR_LIMIT] + ' [truncated]...'
    return text


def _class_path(cls):
    return f"{cls.__module__}.{cls.__qualname__}"


# Long reprs in "a != b" messages keep their differing tails and elide
# the shared head as "[N chars]".
_ELIDE_MARK_LEN = 12
_KEEP_HEAD = 5
_KEEP_TAIL = 5
_KEEP_SHARED = 5
_KEEP_DIFF = _REPR_LIMIT - (_KEEP_HEAD + _ELIDE_MARK_LEN + _KEEP_SHARED
                           + _ELIDE_MARK_LEN + _KEEP_TAIL)


def _elide(text, head, tail):
    dropped = len(text) - head - tail
    if dropped > _ELIDE_MARK_LEN:
        return f"{text[:head]}[{dropped} chars]{text[len(text) - tail:]}"
    return text


def _shared_head(texts):
    first, last = min(texts), max(texts)
    n = 0
    while n < len(first) and n < len(last) and first[n] == last[n]:
        n += 1
    return first[:n]


def _short_reprs(*objs):
    texts = [_repr_or_fallback(o) for o in objs]
    longest = max(len(t) for t in texts)
    if longest <= _REPR_LIMIT:
        return tuple(texts)
    head = _shared_head(texts)
    n = len(head)
    room = _REPR_LIMIT - (longest - n + _KEEP_HEAD + _ELIDE_MARK_LEN)
    if room > _KEEP_SHARED:
        head = _elide(head, _KEEP_HEAD, room)
        return tuple(head + t[n:] for t in texts)
    head = _elide(head, _KEEP_HEAD, _KEEP_SHARED)
    return tuple(head + _elide(t[n:], _KEEP_DIFF, _KEEP_TAIL) for t in texts)


def _count_differences(actual, expected):
    """(count in actual, count in expected, element) for each element whose
    counts differ, in first-seen order; works for unhashable elements."""
    try:
        from collections import Counter
        a, b = Counter(actual), Counter(expected)
        out = []
        for elem in a:
            if a[elem] != b[elem]:
                out.append((a[elem], b[elem], elem))
        for elem in b:
            if elem not in a:
                out.append((0, b[elem], elem))
        return out
    except TypeError:
        pass
    a, b = list(actual), list(expected)
    done = object()
    out = []
    for i, elem in enumerate(a):
        if elem is done:
            continue
        ca = cb = 0
        for j in range(i, len(a)):
            if a[j] == elem:
                ca += 1
                a[j] = done
        for j, other in enumerate(b):
            if other == elem:
                cb += 1
                b[j] = done
        if ca != cb:
            out.append((ca, cb, elem))
    for i, elem in enumerate(b):
        if elem is done:
            continue
        cb = 0
        for j in range(i, len(b)):
            if b[j] == elem:
                cb += 1
                b[j] = done
        out.append((0, cb, elem))
    return out


def _load_module(name):
    """The module `name` (dotted names give the submodule). Corral has no
    __import__, so this runs an import statement."""
    scope = {}
    exec(f"import {name} as found", scope)
    return scope['found']


# ---------------------------------------------------------------- skipping

class SkipTest(Exception):
    """Raise to skip the running test (TestCase.skipTest does)."""


class _StopRun(Exception):
    """Internal: a subtest asks its test to stop (failfast)."""


def _identity(obj):
    return obj


def skip(reason):
    """Decorator: always skip the test function or class."""
    def decorate(item):
        if not isinstance(item, type):
            inner = item

            def item(*args, **kwargs):
                raise SkipTest(reason)
            item.__name__ = getattr(inner, '__name__', 'skipped')
            item.__qualname__ = getattr(inner, '__qualname__', item.__name__)
            item.__doc__ = getattr(inner, '__doc__', None)
            item.__wrapped__ = inner
        item.__unittest_skip__ = True
        item.__unittest_skip_why__ = reason
        return item
    if isinstance(reason, type(_identity)) or isinstance(reason, type):
        # @skip used without a reason.
        target, reason = reason, ''
        return decorate(target)
    return decorate


def skipIf(condition, reason):
    """Skip the test if condition is true."""
    return skip(reason) if condition else _identity


def skipUnless(condition, reason):
    """Skip the test unless condition is true."""
    return _identity if condition else skip(reason)


def expectedFailure(test_item):
    """Mark a test as expected to fail: a failure counts as success."""
    test_item.__unittest_expecting_failure__ = True
    return test_item


# ---------------------------------------------------------------- results

def _is_machinery(frame):
    return frame.filename.startswith('<corral:unittest')


def _trim_machinery(te):
    """Drop this module's frames from a TracebackException chain."""
    seen = set()
    while te is not None and id(te) not in seen:
        seen.add(id(te))
        kept = [f for f in te.stack if not _is_machinery(f)]
        te.stack = traceback.StackSummary(kept)
        if te.__cause__ is not None:
            _trim_machinery(te.__cause__)
        te = te.__context__


class TestResult(object):
    """Collects the outcome of tests: failures, errors, skips and so on."""

    _previousTestClass = None
    _testRunEntered = False
    _moduleSetUpFailed = False

    def __init__(self, stream=None, descriptions=None, verbosity=None):
        # Outcome lists, filled by the add* methods.
        for bucket in ('failures', 'errors', 'skipped', 'expectedFailures',
                       'unexpectedSuccesses', 'collectedDurations'):
            setattr(self, bucket, [])
        self.testsRun = 0
        self.failfast = self.shouldStop = self.buffer = False
        self.tb_locals = self._echo_captured = False
        self._out_capture = self._err_capture = None
        self._real_stdout, self._real_stderr = sys.stdout, sys.stderr

    def printErrors(self):
        """Called by TestRunner after the tests have run."""

    def startTest(self, test):
        self.testsRun += 1
        self._echo_captured = False
        if self.buffer:
            import io
            if self._out_capture is None:
                self._out_capture = io.StringIO()
                self._err_capture = io.StringIO()
            sys.stdout = self._out_capture
            sys.stderr = self._err_capture

    def startTestRun(self):
        pass

    def stopTest(self, test):
        if self.buffer:
            if self._echo_captured:
                out = self._out_capture.getvalue()
                err = self._err_capture.getvalue()
                if out:
                    if not out.endswith('\n'):
                        out += '\n'
                    self._real_stdout.write('\nStdout:\n' + out)
                if err:
                    if not err.endswith('\n'):
                        err += '\n'
                    self._real_stderr.write('\nStderr:\n' + err)
            sys.stdout = self._real_stdout
            sys.stderr = self._real_stderr
            for buf in (self._out_capture, self._err_capture):
                buf.seek(0)
                buf.truncate()
        self._echo_captured = False

    def stopTestRun(self):
        pass

    def _fail_fast(self):
        if getattr(self, 'failfast', False):
            self.stop()

    def _keep(self, bucket, test, err):
        bucket.append((test, self._exc_info_to_string(err, test)))
        self._echo_captured = True
        self._fail_fast()

    def addError(self, test, err):
        self._keep(self.errors, test, err)

    def addFailure(self, test, err):
        self._keep(self.failures, test, err)

    def addSubTest(self, test, subtest, err):
        if err is None:
            return
        self._fail_fast()
        if issubclass(err[0], test.failureException):
            bucket = self.failures
        else:
            bucket = self.errors
        bucket.append((subtest, self._exc_info_to_string(err, test)))
        self._echo_captured = True

    def addSuccess(self, test):
        pass

    def addSkip(self, test, reason):
        self.skipped.append((test, reason))

    def addExpectedFailure(self, test, err):
        self.expectedFailures.append((test, self._exc_info_to_string(err, test)))

    def addUnexpectedSuccess(self, test):
        self.unexpectedSuccesses.append(test)

    def addDuration(self, test, elapsed):
        self.collectedDurations.append((str(test), elapsed))

    def wasSuccessful(self):
        """True when no test failed, errored or unexpectedly passed."""
        return (not self.failures and not self.errors
                and not self.unexpectedSuccesses)

    def stop(self):
        """Ask the run to stop after the current test."""
        self.shouldStop = True

    def _exc_info_to_string(self, err, test):
        kind, value, tb = err
        te = traceback.TracebackException(kind, value, tb,
                                          capture_locals=self.tb_locals,
                                          compact=True)
        _trim_machinery(te)
        lines = list(te.format())
        if self.buffer:
            out = sys.stdout.getvalue() if hasattr(sys.stdout, 'getvalue') else ''
            err_text = (sys.stderr.getvalue()
                        if hasattr(sys.stderr, 'getvalue') else '')
            if out:
                if not out.endswith('\n'):
                    out += '\n'
                lines.append('\nStdout:\n' + out)
            if err_text:
                if not err_text.endswith('\n'):
                    err_text += '\n'
                lines.append('\nStderr:\n' + err_text)
        return ''.join(lines)

    def __repr__(self):
        return (f"<{_class_path(type(self))} run={self.testsRun} "
                f"errors={len(self.errors)} failures={len(self.failures)}>")


# ---------------------------------------------------------------- outcome

class _Outcome(object):
    """State of one test's run: collects the result of each part."""

    def __init__(self, result=None):
        self.xfail_expected = False
        self.result = result
        self.reports_subtests = hasattr(result, 'addSubTest')
        self.success = True
        self.xfail_info = None

    @contextlib.contextmanager
    def _running_part(self, test_case, subTest=False):
        before = self.success
        self.success = True
        try:
            yield
        except KeyboardInterrupt:
            raise
        except SkipTest as e:
            self.success = False
            _record_skip(self.result, test_case, str(e))
        except _StopRun:
            pass
        except BaseException as e:
            info = (type(e), e, e.__traceback__)
            if self.xfail_expected:
                self.xfail_info = info
            else:
                self.success = False
                if subTest:
                    self.result.addSubTest(test_case.test_case, test_case, info)
                else:
                    _record_error(self.result, test_case, info)
            del e
        else:
            if subTest and self.success:
                self.result.addSubTest(test_case.test_case, test_case, None)
        finally:
            self.success = self.success and before


def _record_skip(result, test, reason):
    adder = getattr(result, 'addSkip', None)
    if adder is not None:
        adder(test, reason)
    else:
        warnings.warn("TestResult has no addSkip method, skips not reported",
                      RuntimeWarning, 2)
        result.addSuccess(test)


def _record_error(result, test, info):
    if result is not None and info is not None:
        if issubclass(info[0], test.failureException):
            result.addFailure(test, info)
        else:
            result.addError(test, info)


# ---------------------------------------------------------------- cleanups

_module_undo = []


def addModuleCleanup(function, /, *args, **kwargs):
    """Call function(*args, **kwargs) after the module's tests (and its
    tearDownModule) have run."""
    _module_undo.append((function, args, kwargs))


def enterModuleContext(cm):
    """Enter a context manager and exit it as a module cleanup."""
    value = _enter(cm, addModuleCleanup)
    return value


def doModuleCleanups():
    """Run the module cleanups, last added first; re-raise the first error."""
    first = None
    while _module_undo:
        function, args, kwargs = _module_undo.pop()
        try:
            function(*args, **kwargs)
        except Exception as exc:
            if first is None:
                first = exc
    if first is not None:
        raise first


def _enter(cm, add_cleanup):
    cls = type(cm)
    try:
        enter = cls.__enter__
        exit_ = cls.__exit__
    except AttributeError:
        raise TypeError(f"'{cls.__module__}.{cls.__qualname__}' object does "
                        f"not support the context manager protocol") from None
    value = enter(cm)
    add_cleanup(exit_, cm, None, None, None)
    return value


# ---------------------------------------------------------------- context managers

class _RaisesContext(object):
    """assertRaises / assertRaisesRegex as a context manager or call."""

    _kind = 'exception'

    def __init__(self, expected, test_case, expected_regex=None):
        self.expected = expected
        self.test_case = test_case
        if expected_regex is not None:
            expected_regex = re.compile(expected_regex)
        self.expected_regex = expected_regex
        self.obj_name = None
        self.msg = None

    def _check_expected(self):
        ok = isinstance(self.expected, type) and issubclass(
            self.expected, self._base)
        if isinstance(self.expected, tuple):
            ok = bool(self.expected) and all(
                isinstance(e, type) and issubclass(e, self._base)
                for e in self.expected)
        if not ok:
            raise TypeError(f'{self._method}() arg 1 must be '
                            f'{self._allowed}')

    def handle(self, name, args, kwargs):
        self._check_expected()
        if not args:
            self.msg = kwargs.pop('msg', None)
            if kwargs:
                raise TypeError(f'{next(iter(kwargs))!r} is an invalid '
                                f'keyword argument for this function')
            return self
        func, *args = args
        try:
            self.obj_name = func.__name__
        except AttributeError:
            self.obj_name = str(func)
        with self:
            func(*args, **kwargs)
        return None

    def _fail(self, text):
        message = self.test_case._formatMessage(self.msg, text)
        raise self.test_case.failureException(message)

    def _expected_name(self):
        try:
            return self.expected.__name__
        except AttributeError:
            return str(self.expected)


class _AssertRaisesContext(_RaisesContext):
    _base = BaseException
    _allowed = 'an exception type or tuple of exception types'

    def __init__(self, expected, test_case, expected_regex=None):
        super().__init__(expected, test_case, expected_regex)
        self._method = ('assertRaisesRegex' if expected_regex is not None
                        else 'assertRaises')

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, tb):
        if exc_type is None:
            name = self._expected_name()
            if self.obj_name:
                self._fail(f"{name} not raised by {self.obj_name}")
            self._fail(f"{name} not raised")
        if not issubclass(exc_type, self.expected):
            return False
        self.exception = exc_value.with_traceback(None)
        if self.expected_regex is None:
            return True
        if not self.expected_regex.search(str(exc_value)):
            self._fail('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(exc_value)))
        return True


class _AssertWarnsContext(_RaisesContext):
    _base = Warning
    _allowed = 'a warning type or tuple of warning types'

    def __init__(self, expected, test_case, expected_regex=None):
        super().__init__(expected, test_case, expected_regex)
        self._method = ('assertWarnsRegex' if expected_regex is not None
                        else 'assertWarns')

    def __enter__(self):
        self._catcher = warnings.catch_warnings(record=True)
        self.warnings = self._catcher.__enter__()
        warnings.simplefilter("always", self.expected)
        return self

    def __exit__(self, exc_type, exc_value, tb):
        self._catcher.__exit__(exc_type, exc_value, tb)
        if exc_type is not None:
            return False
        first = None
        for w in self.warnings:
            message = w.message
            if not isinstance(message, self.expected):
                continue
            if first is None:
                first = message
            if (self.expected_regex is not None
                    and not self.expected_regex.search(str(message))):
                continue
            self.warning = message
            self.filename = w.filename
            self.lineno = w.lineno
            return None
        if first is not None:
            self._fail('"{}" does not match "{}"'.format(
                self.expected_regex.pattern, str(first)))
        name = self._expected_name()
        if self.obj_name:
            self._fail(f"{name} not triggered by {self.obj_name}")
        self._fail(f"{name} not triggered")


class _LoggingWatcher(object):
    def __init__(self, records, output):
        self.records = records
        self.output = output


class _CapturingHandler(object):
    pass


class _AssertLogsContext(object):
    """assertLogs / assertNoLogs: capture records of one logger."""

    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        import logging
        self._logging = logging
        self.test_case = test_case
        self.logger_name = logger_name
        if level:
            self.level = logging._nameToLevel.get(level, level) if hasattr(
                logging, '_nameToLevel') else (
                logging.getLevelName(level) if isinstance(level, str) else level)
        else:
            self.level = logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def __enter__(self):
        logging = self._logging
        if isinstance(self.logger_name, logging.Logger):
            logger = self.logger = self.logger_name
        else:
            logger = self.logger = logging.getLogger(self.logger_name)
        watcher = _LoggingWatcher([], [])
        formatter = logging.Formatter(self.LOGGING_FORMAT)

        class Capture(logging.Handler):
            def emit(self, record):
                watcher.records.append(record)
                watcher.output.append(formatter.format(record))

        handler = Capture()
        handler.setLevel(self.level)
        self.watcher = watcher
        self.saved = (logger.handlers[:], logger.level, logger.propagate)
        logger.handlers = [handler]
        logger.setLevel(self.level)
        logger.propagate = False
        if self.no_logs:
            return None
        return watcher

    def __exit__(self, exc_type, exc_value, tb):
        logger = self.logger
        logger.handlers, level, logger.propagate = self.saved
        logger.setLevel(level)
        if exc_type is not None:
            return False
        logging = self._logging
        level_name = logging.getLevelName(self.level)
        if self.no_logs:
            if self.watcher.records:
                self._fail("Unexpected logs found: {!r}".format(
                    self.watcher.output))
        elif not self.watcher.records:
            self._fail("no logs of level {} or higher triggered on {}".format(
                level_name, logger.name))
        return None

    def _fail(self, text):
        raise self.test_case.failureException(
            self.test_case._formatMessage(self.msg, text))


# ---------------------------------------------------------------- TestCase

class _ChainMap(dict):
    pass


def _merge_params(parent, params):
    """A nested subTest's parameters: its own first, then the enclosing
    ones it does not override (the order CPython reports them in)."""
    merged = dict(params)
    for key, value in (parent or {}).items():
        merged.setdefault(key, value)
    return merged


_NO_MESSAGE = object()
_DIFF_NOTE = ('\nDiff is %s characters long. '
              'Set self.maxDiff to None to see it.')


class TestCase(object):
    """A single test: run with run(); define test_* methods and optionally
    setUp/tearDown; the assert* methods report failures."""

    failureException = AssertionError
    longMessage = True
    maxDiff = 80 * 8
    _diffThreshold = 2 ** 16
    _classSetupFailed = False
    _class_cleanups = []

    def __init_subclass__(cls, *args, **kwargs):
        cls._classSetupFailed = False
        cls._class_cleanups = []
        super().__init_subclass__(*args, **kwargs)

    def __init__(self, methodName='runTest'):
        self._testMethodName = methodName
        self._outcome = None
        self._testMethodDoc = 'No test'
        try:
            method = getattr(self, methodName)
        except AttributeError:
            if methodName != 'runTest':
                raise ValueError(f"no such test method in {self.__class__}: "
                                 f"{methodName}")
        else:
            self._testMethodDoc = method.__doc__
        self._cleanups = []
        self._subtest = None
        self._type_checks = {
            dict: 'assertDictEqual',
            list: 'assertListEqual',
            tuple: 'assertTupleEqual',
            set: 'assertSetEqual',
            frozenset: 'assertSetEqual',
            str: 'assertMultiLineEqual',
        }

    def addTypeEqualityFunc(self, typeobj, function):
        """Use function(a, b, msg=None) for assertEqual on two objects of
        exactly typeobj."""
        self._type_checks[typeobj] = function

    def addCleanup(self, function, /, *args, **kwargs):
        """Call function after tearDown (even if setUp failed); last in,
        first out."""
        self._cleanups.append((function, args, kwargs))

    def enterContext(self, cm):
        """Enter a context manager; its __exit__ runs as a cleanup."""
        return _enter(cm, self.addCleanup)

    @classmethod
    def addClassCleanup(cls, function, /, *args, **kwargs):
        """Like addCleanup, run after tearDownClass."""
        cls._class_cleanups.append((function, args, kwargs))

    @classmethod
    def enterClassContext(cls, cm):
        return _enter(cm, cls.addClassCleanup)

    def setUp(self):
        "Hook run before each test method."

    def tearDown(self):
        "Hook run after each test method."

    @classmethod
    def setUpClass(cls):
        "Hook run once before the class's tests."

    @classmethod
    def tearDownClass(cls):
        "Hook run once after the class's tests."

    def countTestCases(self):
        return 1

    def defaultTestResult(self):
        return TestResult()

    def shortDescription(self):
        """The first line of the test method's docstring, or None."""
        doc = self._testMethodDoc
        if not doc:
            return None
        return doc.strip().split("\n")[0].strip()

    def id(self):
        return f"{_class_path(self.__class__)}.{self._testMethodName}"

    def __eq__(self, other):
        if type(self) is not type(other):
            return NotImplemented
        return self._testMethodName == other._testMethodName

    def __hash__(self):
        return hash((type(self), self._testMethodName))

    def __str__(self):
        return (f"{self._testMethodName} "
                f"({_class_path(self.__class__)}.{self._testMethodName})")

    def __repr__(self):
        return (f"<{_class_path(self.__class__)} "
                f"testMethod={self._testMethodName}>")

    @contextlib.contextmanager
    def subTest(self, msg=_NO_MESSAGE, **params):
        """Run the enclosed block as a subtest: a failure is reported with
        msg and params, and the test goes on."""
        outcome = self._outcome
        if outcome is None or not outcome.reports_subtests:
            yield
            return
        parent = self._subtest
        merged = _merge_params(parent.params if parent else None, params)
        self._subtest = _SubTest(self, msg, merged)
        try:
            with outcome._running_part(self._subtest, subTest=True):
                yield
            if not outcome.success:
                result = outcome.result
                if result is not None and result.failfast:
                    raise _StopRun
            elif outcome.xfail_info:
                raise _StopRun
        finally:
            self._subtest = parent

    def _addExpectedFailure(self, result, exc_info):
        adder = getattr(result, 'addExpectedFailure', None)
        if adder is not None:
            adder(self, exc_info)
        else:
            warnings.warn("TestResult has no addExpectedFailure method, "
                          "reporting as passes", RuntimeWarning)
            result.addSuccess(self)

    def _addUnexpectedSuccess(self, result):
        adder = getattr(result, 'addUnexpectedSuccess', None)
        if adder is not None:
            adder(self)
        else:
            warnings.warn("TestResult has no addUnexpectedSuccess method, "
                          "reporting as failure", RuntimeWarning)
            try:
                raise self.failureException
            except self.failureException as e:
                result.addFailure(self, (type(e), e, e.__traceback__))

    def _callSetUp(self):
        self.setUp()

    def _callTestMethod(self, method):
        if method() is not None:
            warnings.warn(f'It is deprecated to return a value that is not '
                          f'None from a test case ({method})',
                          DeprecationWarning, stacklevel=3)

    def _callTearDown(self):
        self.tearDown()

    def _callCleanup(self, function, /, *args, **kwargs):
        function(*args, **kwargs)

    def _skip_reason(self, method):
        """Why this test is skipped (class or method decorator), or None."""
        for holder in (self.__class__, method):
            if getattr(holder, '__unittest_skip__', False):
                return getattr(holder, '__unittest_skip_why__', '')
        return None

    def _expects_failure(self, method):
        return any(getattr(holder, '__unittest_expecting_failure__', False)
                   for holder in (self, method))

    def _run_with(self, result):
        """setUp, the test, tearDown and cleanups, each a separate part
        whose error is reported; then the verdict."""
        method = getattr(self, self._testMethodName)
        reason = self._skip_reason(method)
        if reason is not None:
            _record_skip(result, self, reason)
            return
        expecting = self._expects_failure(method)
        outcome = self._outcome = _Outcome(result)
        try:
            with outcome._running_part(self):
                self._callSetUp()
            if outcome.success:
                outcome.xfail_expected = expecting
                with outcome._running_part(self):
                    self._callTestMethod(method)
                outcome.xfail_expected = False
                with outcome._running_part(self):
                    self._callTearDown()
            self.doCleanups()
            if not outcome.success:
                return
            if not expecting:
                result.addSuccess(self)
            elif outcome.xfail_info:
                self._addExpectedFailure(result, outcome.xfail_info)
            else:
                self._addUnexpectedSuccess(result)
        finally:
            outcome.xfail_info = None
            self._outcome = None

    def run(self, result=None):
        """Run the test, reporting to result (a fresh defaultTestResult()
        when None, which is returned)."""
        standalone = result is None
        if standalone:
            result = self.defaultTestResult()
            _call_optional(result, 'startTestRun')
        result.startTest(self)
        try:
            self._run_with(result)
        finally:
            result.stopTest(self)
            if standalone:
                _call_optional(result, 'stopTestRun')
        return result

    def doCleanups(self):
        """Run the cleanups added with addCleanup, last first."""
        outcome = self._outcome or _Outcome()
        pending = self._cleanups
        while pending:
            func, args, kwargs = pending.pop()
            with outcome._running_part(self):
                self._callCleanup(func, *args, **kwargs)
        return outcome.success

    @classmethod
    def doClassCleanups(cls):
        """Run the class cleanups; their errors go to tearDown_exceptions."""
        cls.tearDown_exceptions = []
        pending = cls._class_cleanups
        while pending:
            func, args, kwargs = pending.pop()
            try:
                func(*args, **kwargs)
            except Exception as exc:
                cls.tearDown_exceptions.append(
                    (type(exc), exc, exc.__traceback__))

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the test letting its errors propagate."""
        method = getattr(self, self._testMethodName)
        reason = self._skip_reason(method)
        if reason is not None:
            raise SkipTest(reason)
        self._callSetUp()
        self._callTestMethod(method)
        self._callTearDown()
        pending = self._cleanups
        while pending:
            func, args, kwargs = pending.pop()
            self._callCleanup(func, *args, **kwargs)

    def skipTest(self, reason):
        """Skip this test."""
        raise SkipTest(reason)

    def fail(self, msg=None):
        """Fail immediately with msg."""
        raise self.failureException(msg)

    def _formatMessage(self, msg, standardMsg):
        if not self.longMessage:
            return msg or standardMsg
        if msg is None:
            return standardMsg
        try:
            return f'{standardMsg} : {msg}'
        except UnicodeDecodeError:
            return f'{_repr_or_fallback(standardMsg)} : {_repr_or_fallback(msg)}'

    def _truncateMessage(self, message, diff):
        limit = self.maxDiff
        if limit is None or len(diff) <= limit:
            return message + diff
        return message + (_DIFF_NOTE % len(diff))

    # -- truth and identity

    def assertFalse(self, expr, msg=None):
        if expr:
            self.fail(self._formatMessage(
                msg, f"{_repr_or_fallback(expr)} is not false"))

    def assertTrue(self, expr, msg=None):
        if not expr:
            self.fail(self._formatMessage(
                msg, f"{_repr_or_fallback(expr)} is not true"))

    def assertIs(self, expr1, expr2, msg=None):
        if expr1 is not expr2:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(expr1)} is not '
                     f'{_repr_or_fallback(expr2)}'))

    def assertIsNot(self, expr1, expr2, msg=None):
        if expr1 is expr2:
            self.fail(self._formatMessage(
                msg, f'unexpectedly identical: {_repr_or_fallback(expr1)}'))

    def assertIsNone(self, obj, msg=None):
        if obj is not None:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(obj)} is not None'))

    def assertIsNotNone(self, obj, msg=None):
        if obj is None:
            self.fail(self._formatMessage(msg, 'unexpectedly None'))

    def assertIn(self, member, container, msg=None):
        if member not in container:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(member)} not found in '
                     f'{_repr_or_fallback(container)}'))

    def assertNotIn(self, member, container, msg=None):
        if member in container:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(member)} unexpectedly found in '
                     f'{_repr_or_fallback(container)}'))

    def assertIsInstance(self, obj, cls, msg=None):
        if not isinstance(obj, cls):
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(obj)} is not an instance of {cls!r}'))

    def assertNotIsInstance(self, obj, cls, msg=None):
        if isinstance(obj, cls):
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(obj)} is an instance of {cls!r}'))

    # -- ordering

    def _compare(self, ok, a, b, words, msg):
        if not ok:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(a)} {words} {_repr_or_fallback(b)}'))

    def assertLess(self, a, b, msg=None):
        self._compare(a < b, a, b, 'not less than', msg)

    def assertLessEqual(self, a, b, msg=None):
        self._compare(a <= b, a, b, 'not less than or equal to', msg)

    def assertGreater(self, a, b, msg=None):
        self._compare(a > b, a, b, 'not greater than', msg)

    def assertGreaterEqual(self, a, b, msg=None):
        self._compare(a >= b, a, b, 'not greater than or equal to', msg)

    # -- equality

    def _equality_check(self, first, second):
        if type(first) is type(second):
            check = self._type_checks.get(type(first))
            if check is not None:
                if isinstance(check, str):
                    check = getattr(self, check)
                return check
        return self._baseAssertEqual

    def _baseAssertEqual(self, first, second, msg=None):
        if not first == second:
            text = '%s != %s' % _short_reprs(first, second)
            raise self.failureException(self._formatMessage(msg, text))

    def assertEqual(self, first, second, msg=None):
        """Fail unless first == second; lists, tuples, dicts, sets and
        strings of the same type get a diff in the message."""
        self._equality_check(first, second)(first, second, msg=msg)

    def assertNotEqual(self, first, second, msg=None):
        if not first != second:
            self.fail(self._formatMessage(
                msg, f'{_repr_or_fallback(first)} == '
                     f'{_repr_or_fallback(second)}'))

    def assertAlmostEqual(self, first, second, places=None, msg=None,
                          delta=None):
        """Fail unless first and second round to equal at `places` decimal
        places (default 7), or differ by at most `delta`."""
        if first == second:
            return
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if diff <= delta:
                return
            text = (f'{_repr_or_fallback(first)} != {_repr_or_fallback(second)}'
                    f' within {_repr_or_fallback(delta)} delta '
                    f'({_repr_or_fallback(diff)} difference)')
        else:
            if places is None:
                places = 7
            if round(diff, places) == 0:
                return
            text = (f'{_repr_or_fallback(first)} != {_repr_or_fallback(second)}'
                    f' within {places!r} places '
                    f'({_repr_or_fallback(diff)} difference)')
        self.fail(self._formatMessage(msg, text))

    def assertNotAlmostEqual(self, first, second, places=None, msg=None,
                             delta=None):
        if delta is not None and places is not None:
            raise TypeError("specify delta or places not both")
        diff = abs(first - second)
        if delta is not None:
            if not (first == second) and diff > delta:
                return
            text = (f'{_repr_or_fallback(first)} == {_repr_or_fallback(second)}'
                    f' within {_repr_or_fallback(delta)} delta '
                    f'({_repr_or_fallback(diff)} difference)')
        else:
            if places is None:
                places = 7
            if not (first == second) and round(diff, places) != 0:
                return
            text = (f'{_repr_or_fallback(first)} == {_repr_or_fallback(second)}'
                    f' within {places!r} places')
        self.fail(self._formatMessage(msg, text))

    def assertSequenceEqual(self, seq1, seq2, msg=None, seq_type=None):
        """Compare two sequences element by element; the failure message
        names the first difference and shows an ndiff of their pprints."""
        if seq_type is not None:
            kind = seq_type.__name__
            if not isinstance(seq1, seq_type):
                raise self.failureException(
                    f'First sequence is not a {kind}: {_repr_or_fallback(seq1)}')
            if not isinstance(seq2, seq_type):
                raise self.failureException(
                    f'Second sequence is not a {kind}: {_repr_or_fallback(seq2)}')
        else:
            kind = "sequence"
        problem = None
        try:
            len1 = len(seq1)
        except (TypeError, NotImplementedError):
            problem = f'First {kind} has no length.    Non-sequence?'
        if problem is None:
            try:
                len2 = len(seq2)
            except (TypeError, NotImplementedError):
                problem = f'Second {kind} has no length.    Non-sequence?'
        if problem is None:
            if seq1 == seq2:
                return
            head = '%ss differ: %s != %s\n' % (
                (kind.capitalize(),) + _short_reprs(seq1, seq2))
            for i in range(min(len1, len2)):
                try:
                    item1 = seq1[i]
                except (TypeError, IndexError, NotImplementedError):
                    head += f'\nUnable to index element {i} of first {kind}\n'
                    break
                try:
                    item2 = seq2[i]
                except (TypeError, IndexError, NotImplementedError):
                    head += f'\nUnable to index element {i} of second {kind}\n'
                    break
                if item1 != item2:
                    head += (f'\nFirst differing element {i}:\n'
                             f'{_repr_or_fallback(item1)}\n'
                             f'{_repr_or_fallback(item2)}\n')
                    break
            else:
                if len1 == len2 and seq_type is None and type(seq1) != type(seq2):
                    return
            if len1 != len2:
                if len1 > len2:
                    which, longer, extra = 'First', seq1, len1 - len2
                else:
                    which, longer, extra = 'Second', seq2, len2 - len1
                start = min(len1, len2)
                head += f'\n{which} {kind} contains {extra} additional elements.\n'
                try:
                    head += (f'First extra element {start}:\n'
                             f'{_repr_or_fallback(longer[start])}\n')
                except (TypeError, IndexError, NotImplementedError):
                    head += (f'Unable to index element {start} '
                             f'of {which.lower()} {kind}\n')
            problem = head
        diff = '\n' + '\n'.join(difflib.ndiff(
            pprint.pformat(seq1).splitlines(),
            pprint.pformat(seq2).splitlines()))
        problem = self._truncateMessage(problem, diff)
        self.fail(self._formatMessage(msg, problem))

    def assertListEqual(self, list1, list2, msg=None):
        self.assertSequenceEqual(list1, list2, msg, seq_type=list)

    def assertTupleEqual(self, tuple1, tuple2, msg=None):
        self.assertSequenceEqual(tuple1, tuple2, msg, seq_type=tuple)

    def assertSetEqual(self, set1, set2, msg=None):
        """Fail unless the sets are equal; the message lists the items in
        only one of them."""
        try:
            only1 = set1.difference(set2)
        except TypeError as e:
            self.fail(f'invalid type when attempting set difference: {e}')
        except AttributeError as e:
            self.fail(f'first argument does not support set difference: {e}')
        try:
            only2 = set2.difference(set1)
        except TypeError as e:
            self.fail(f'invalid type when attempting set difference: {e}')
        except AttributeError as e:
            self.fail(f'second argument does not support set difference: {e}')
        if not (only1 or only2):
            return
        lines = []
        if only1:
            lines.append('Items in the first set but not the second:')
            lines.extend(repr(item) for item in only1)
        if only2:
            lines.append('Items in the second set but not the first:')
            lines.extend(repr(item) for item in only2)
        self.fail(self._formatMessage(msg, '\n'.join(lines)))

    def assertDictEqual(self, d1, d2, msg=None):
        self.assertIsInstance(d1, dict, 'First argument is not a dictionary')
        self.assertIsInstance(d2, dict, 'Second argument is not a dictionary')
        if d1 != d2:
            text = '%s != %s' % _short_reprs(d1, d2)
            diff = '\n' + '\n'.join(difflib.ndiff(
                pprint.pformat(d1).splitlines(),
                pprint.pformat(d2).splitlines()))
            text = self._truncateMessage(text, diff)
            self.fail(self._formatMessage(msg, text))

    def assertCountEqual(self, first, second, msg=None):
        """Fail unless both hold the same elements the same number of
        times, in any order."""
        diffs = _count_differences(list(first), list(second))
        if diffs:
            lines = ['Element counts were not equal:']
            for n1, n2, elem in diffs:
                lines.append(f'First has {n1}, Second has {n2}:  '
                             f'{_repr_or_fallback(elem)}')
            text = '\n'.join(lines)
            text = self._truncateMessage(text, '')
            self.fail(self._formatMessage(msg, text))

    def assertMultiLineEqual(self, first, second, msg=None):
        """Compare two strings; a failure shows a line diff."""
        self.assertIsInstance(first, str, "First argument is not a string")
        self.assertIsInstance(second, str, "Second argument is not a string")
        if first == second:
            return
        if len(first) > self._diffThreshold or len(second) > self._diffThreshold:
            self._baseAssertEqual(first, second, msg)
        lines1 = first.splitlines(keepends=True)
        lines2 = second.splitlines(keepends=True)
        if len(lines1) == 1 and first.strip('\r\n') == first:
            lines1 = [first + '\n']
            lines2 = [second + '\n']
        text = '%s != %s' % _short_reprs(first, second)
        diff = '\n' + ''.join(difflib.ndiff(lines1, lines2))
        text = self._truncateMessage(text, diff)
        self.fail(self._formatMessage(msg, text))

    # -- regular expressions

    def assertRegex(self, text, expected_regex, msg=None):
        if isinstance(expected_regex, (str, bytes)):
            if not expected_regex:
                raise AssertionError("expected_regex must not be empty.")
            expected_regex = re.compile(expected_regex)
        if not expected_regex.search(text):
            self.fail(self._formatMessage(
                msg, f"Regex didn't match: {expected_regex.pattern!r} "
                     f"not found in {text!r}"))

    def assertNotRegex(self, text, unexpected_regex, msg=None):
        if isinstance(unexpected_regex, (str, bytes)):
            unexpected_regex = re.compile(unexpected_regex)
        found = unexpected_regex.search(text)
        if found:
            self.fail(self._formatMessage(
                msg, f'Regex matched: {text[found.start():found.end()]!r} '
                     f'matches {unexpected_regex.pattern!r} in {text!r}'))

    # -- raising, warning and logging

    def assertRaises(self, expected_exception, *args, **kwargs):
        """Fail unless the call (or the with block) raises
        expected_exception; the context manager keeps it as .exception."""
        ctx = _AssertRaisesContext(expected_exception, self)
        try:
            return ctx.handle('assertRaises', args, kwargs)
        finally:
            ctx = None

    def assertRaisesRegex(self, expected_exception, expected_regex,
                          *args, **kwargs):
        ctx = _AssertRaisesContext(expected_exception, self, expected_regex)
        return ctx.handle('assertRaisesRegex', args, kwargs)

    def assertWarns(self, expected_warning, *args, **kwargs):
        ctx = _AssertWarnsContext(expected_warning, self)
        return ctx.handle('assertWarns', args, kwargs)

    def assertWarnsRegex(self, expected_warning, expected_regex,
                         *args, **kwargs):
        ctx = _AssertWarnsContext(expected_warning, self, expected_regex)
        return ctx.handle('assertWarnsRegex', args, kwargs)

    def assertLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=False)

    def assertNoLogs(self, logger=None, level=None):
        return _AssertLogsContext(self, logger, level, no_logs=True)

    # Old spellings, kept as aliases (CPython warns when they are used).
    failUnlessEqual = assertEquals = assertEqual
    failIfEqual = assertNotEquals = assertNotEqual
    failUnlessAlmostEqual = assertAlmostEquals = assertAlmostEqual
    failIfAlmostEqual = assertNotAlmostEquals = assertNotAlmostEqual
    failUnless = assert_ = assertTrue
    failUnlessRaises = assertRaises
    failIf = assertFalse
    assertRaisesRegexp = assertRaisesRegex
    assertRegexpMatches = assertRegex
    assertNotRegexpMatches = assertNotRegex


class _SubTest(TestCase):
    """The test case a subTest block reports as."""

    def __init__(self, test_case, message, params):
        super().__init__()
        self._message = message
        self.test_case = test_case
        self.params = params
        self.failureException = test_case.failureException

    def runTest(self):
        raise NotImplementedError("subtests cannot be run directly")

    def _params_text(self):
        parts = []
        if self._message is not _NO_MESSAGE:
            parts.append(f"[{self._message}]")
        if self.params:
            shown = ', '.join(f"{k}={v!r}" for k, v in self.params.items())
            parts.append(f"({shown})")
        return " ".join(parts) or '(<subtest>)'

    def id(self):
        return f"{self.test_case.id()} {self._params_text()}"

    def shortDescription(self):
        return self.test_case.shortDescription()

    def __str__(self):
        return f"{self.test_case} {self._params_text()}"


class FunctionTestCase(TestCase):
    """Wrap a plain function (with optional setUp/tearDown) as a test."""

    def __init__(self, testFunc, setUp=None, tearDown=None, description=None):
        super().__init__()
        self._before = setUp
        self._after = tearDown
        self._func = testFunc
        self._text = description

    def setUp(self):
        if self._before is not None:
            self._before()

    def tearDown(self):
        if self._after is not None:
            self._after()

    def runTest(self):
        self._func()

    def id(self):
        return self._func.__name__

    def __eq__(self, other):
        if not isinstance(other, self.__class__):
            return NotImplemented
        return (self._before == other._before
                and self._after == other._after
                and self._func == other._func
                and self._text == other._text)

    def __hash__(self):
        return hash((type(self), self._before, self._after,
                     self._func, self._text))

    def __str__(self):
        return f"{_class_path(self.__class__)} ({self._func.__name__})"

    def __repr__(self):
        return f"<{_class_path(self.__class__)} tec={self._func!r}>"

    def shortDescription(self):
        if self._text is not None:
            return self._text
        doc = self._func.__doc__
        return doc and doc.split("\n")[0].strip() or None


class IsolatedAsyncioTestCase(TestCase):
    """A TestCase whose test methods, setUp and tearDown may be coroutines
    (asyncSetUp / asyncTearDown too); each runs with asyncio.run."""

    def __init__(self, methodName='runTest'):
        super().__init__(methodName)

    async def asyncSetUp(self):
        pass

    async def asyncTearDown(self):
        pass

    def addAsyncCleanup(self, func, /, *args, **kwargs):
        self.addCleanup(self._run_async, func, *args, **kwargs)

    def _run_async(self, func, *args, **kwargs):
        import asyncio
        value = func(*args, **kwargs)
        if hasattr(value, '__await__'):
            return asyncio.run(_await(value))
        return value

    def _callSetUp(self):
        self.setUp()
        self._run_async(self.asyncSetUp)

    def _callTestMethod(self, method):
        if self._run_async(method) is not None:
            warnings.warn(f'It is deprecated to return a value that is not '
                          f'None from a test case ({method})',
                          DeprecationWarning, stacklevel=4)

    def _callTearDown(self):
        self._run_async(self.asyncTearDown)
        self.tearDown()


async def _await(awaitable):
    return await awaitable


# ---------------------------------------------------------------- suites

class _ErrorHolder(object):
    """Stands in for a test when a class or module fixture fails."""

    failureException = None

    def __init__(self, description):
        self.description = description

    def id(self):
        return self.description

    def shortDescription(self):
        return None

    def __repr__(self):
        return f"<ErrorHolder description={self.description!r}>"

    def __str__(self):
        return self.id()

    def run(self, result):
        pass

    def __call__(self, result):
        return self.run(result)

    def countTestCases(self):
        return 0


def _module_of(name):
    try:
        return _load_module(name)
    except Exception:
        return None


class BaseTestSuite(object):
    """A collection of tests run in order."""

    # Drop each test once it has run, so its objects can be freed.
    _cleanup = True

    def __init__(self, tests=()):
        self._tests = []
        self._dropped_count = 0
        self.addTests(tests)

    def __repr__(self):
        return f"<{_class_path(type(self))} tests={list(self)}>"

    def __eq__(self, other):
        if isinstance(other, type(self)):
            return list(self) == list(other)
        return NotImplemented

    def __iter__(self):
        return iter(self._tests)

    def countTestCases(self):
        """How many test cases the suite holds (including run ones)."""
        return self._dropped_count + sum(
            test.countTestCases() for test in self if test)

    def addTest(self, test):
        if not callable(test):
            raise TypeError(f"{test!r} is not callable")
        if isinstance(test, type) and issubclass(test, (TestCase, TestSuite)):
            raise TypeError("TestCases and TestSuites must be instantiated "
                            "before passing them to addTest()")
        self._tests.append(test)

    def addTests(self, tests):
        if isinstance(tests, str):
            raise TypeError("tests must be an iterable of tests, not a string")
        for one in tests:
            self.addTest(one)

    def run(self, result):
        for position, test in enumerate(self):
            if result.shouldStop:
                break
            test(result)
            if self._cleanup:
                self._forget(position)
        return result

    def _forget(self, position):
        test = self._tests[position]
        counter = getattr(test, 'countTestCases', None)
        if counter is not None:
            self._dropped_count += counter()
        self._tests[position] = None

    def __call__(self, *args, **kwds):
        return self.run(*args, **kwds)

    def debug(self):
        """Run the tests letting their errors propagate."""
        for test in self:
            test.debug()


class TestSuite(BaseTestSuite):
    """A suite that also runs class and module fixtures (setUpClass,
    setUpModule and their tear-downs) around its tests."""

    def run(self, result, debug=False):
        # Only the outermost suite of a run closes the last fixtures.
        outermost = not getattr(result, '_testRunEntered', False)
        if outermost:
            result._testRunEntered = True
        for index, test in enumerate(self):
            if result.shouldStop:
                break
            if _is_single_test(test):
                _enter_fixtures_of(test.__class__, result, debug)
                if (getattr(test.__class__, '_classSetupFailed', False)
                        or getattr(result, '_moduleSetUpFailed', False)):
                    continue
            if debug:
                test.debug()
            else:
                test(result)
            if self._cleanup:
                self._forget(index)
        if outermost:
            last = getattr(result, '_previousTestClass', None)
            if last is not None:
                _leave_class(last, result, debug)
                _leave_module(last.__module__, result, debug)
            result._testRunEntered = False
        return result

    def debug(self):
        self.run(_FixtureDebug(), True)


def _is_single_test(test):
    """A test case rather than a nested suite (suites are iterable)."""
    try:
        iter(test)
    except TypeError:
        return True
    return False


class _FixtureDebug(object):
    """The result TestSuite.debug runs with: fixture errors propagate."""
    _previousTestClass = None
    _moduleSetUpFailed = False
    shouldStop = False


def _report_fixture_error(result, label, exc, info=None):
    holder = _ErrorHolder(label)
    if isinstance(exc, SkipTest) and hasattr(result, 'addSkip'):
        result.addSkip(holder, str(exc))
        return
    result.addError(holder, info or (type(exc), exc, exc.__traceback__))


def _guarded(result, debug, label, hook, *args):
    """Run a fixture hook; report (or, when debugging, raise) its error.
    True when it ran cleanly."""
    try:
        hook(*args)
    except Exception as exc:
        if debug:
            raise
        _report_fixture_error(result, label, exc)
        return False
    return True


def _run_class_cleanups(cls, result, debug, label):
    cleanup = getattr(cls, 'doClassCleanups', None)
    if cleanup is None:
        return
    cleanup()
    for info in getattr(cls, 'tearDown_exceptions', ()):
        if debug:
            raise info[1]
        _report_fixture_error(result, label, info[1], info)


def _enter_fixtures_of(cls, result, debug):
    """Called before each test: when its class (or module) differs from
    the previous test's, close the old fixtures and open the new ones."""
    previous = getattr(result, '_previousTestClass', None)
    if cls is previous:
        return
    if previous is not None:
        _leave_class(previous, result, debug)
    if previous is None or previous.__module__ != cls.__module__:
        if previous is not None:
            _leave_module(previous.__module__, result, debug)
        _open_module(cls.__module__, result, debug)
    _open_class(cls, result, debug)
    result._previousTestClass = cls


def _open_module(name, result, debug):
    result._moduleSetUpFailed = False
    module = _module_of(name)
    hook = getattr(module, 'setUpModule', None)
    if hook is None:
        return
    label = f'setUpModule ({name})'
    if not _guarded(result, debug, label, hook):
        result._moduleSetUpFailed = True
        _guarded(result, debug, label, doModuleCleanups)


def _leave_module(name, result, debug):
    if getattr(result, '_moduleSetUpFailed', False):
        return
    module = _module_of(name)
    if module is None:
        return
    label = f'tearDownModule ({name})'
    hook = getattr(module, 'tearDownModule', None)
    if hook is not None:
        _guarded(result, debug, label, hook)
    _guarded(result, debug, label, doModuleCleanups)


def _open_class(cls, result, debug):
    if getattr(result, '_moduleSetUpFailed', False):
        return
    if getattr(cls, '__unittest_skip__', False):
        return
    try:
        cls._classSetupFailed = False
    except TypeError:
        pass
    hook = getattr(cls, 'setUpClass', None)
    if hook is None:
        return
    label = f'setUpClass ({_class_path(cls)})'
    if not _guarded(result, debug, label, hook):
        cls._classSetupFailed = True
        _run_class_cleanups(cls, result, debug, label)


def _leave_class(cls, result, debug):
    if (getattr(cls, '_classSetupFailed', False)
            or getattr(result, '_moduleSetUpFailed', False)
            or getattr(cls, '__unittest_skip__', False)):
        return
    label = f'tearDownClass ({_class_path(cls)})'
    hook = getattr(cls, 'tearDownClass', None)
    if hook is not None:
        _guarded(result, debug, label, hook)
    _run_class_cleanups(cls, result, debug, label)


# ---------------------------------------------------------------- loader

def _by_name(a, b):
    return (a > b) - (a < b)


class TestLoader(object):
    """Builds suites from TestCase classes, modules and dotted names."""

    testMethodPrefix = 'test'
    sortTestMethodsUsing = staticmethod(_by_name)
    testNamePatterns = None
    suiteClass = TestSuite

    def __init__(self):
        self.errors = []
        self._seen_packages = set()

    def loadTestsFromTestCase(self, testCaseClass):
        """A suite of one instance per test method of testCaseClass."""
        if issubclass(testCaseClass, TestSuite):
            raise TypeError("Test cases should not be derived from "
                            "TestSuite. Maybe you meant to derive from "
                            "TestCase?")
        if testCaseClass in (TestCase, FunctionTestCase):
            names = []
        else:
            names = self.getTestCaseNames(testCaseClass)
            if not names and hasattr(testCaseClass, 'runTest'):
                names = ['runTest']
        return self.suiteClass([testCaseClass(n) for n in names])

    def loadTestsFromModule(self, module, *args, pattern=None, **kws):
        """A suite of the tests of every TestCase class in module."""
        tests = []
        for name in dir(module):
            obj = getattr(module, name)
            if (isinstance(obj, type) and issubclass(obj, TestCase)
                    and obj not in (TestCase, FunctionTestCase)):
                tests.append(self.loadTestsFromTestCase(obj))
        load_tests = getattr(module, 'load_tests', None)
        tests = self.suiteClass(tests)
        if load_tests is not None:
            try:
                return load_tests(self, tests, pattern)
            except Exception as e:
                self.errors.append(f'Failed to call load_tests:\n{e}')
                raise
        return tests

    def loadTestsFromName(self, name, module=None):
        """The tests a dotted name refers to: module, class, method, suite
        or a callable returning one of them."""
        parts = name.split('.')
        if module is None:
            rest = parts[:]
            while rest:
                try:
                    module = _load_module('.'.join(rest))
                    break
                except ImportError:
                    del rest[-1]
                    if not rest:
                        raise
            parts = parts[len(rest):] if module is not None else parts
        obj = module
        parent = None
        for part in parts:
            parent, obj = obj, getattr(obj, part)
        if type(obj).__name__ == 'module':
            return self.loadTestsFromModule(obj)
        if isinstance(obj, type) and issubclass(obj, TestCase):
            return self.loadTestsFromTestCase(obj)
        if (callable(obj) and isinstance(parent, type)
                and issubclass(parent, TestCase)):
            inst = parent(parts[-1])
            if not callable(getattr(inst, parts[-1])):
                return self.suiteClass([inst])
            return self.suiteClass([inst])
        if isinstance(obj, TestSuite):
            return obj
        if callable(obj):
            test = obj()
            if isinstance(test, TestSuite):
                return test
            if isinstance(test, TestCase):
                return self.suiteClass([test])
            raise TypeError(f"calling {obj} returned {test}, not a test")
        raise TypeError(f"don't know how to make test from: {obj}")

    def loadTestsFromNames(self, names, module=None):
        return self.suiteClass([self.loadTestsFromName(n, module)
                                for n in names])

    def getTestCaseNames(self, testCaseClass):
        """The sorted names of the test methods of testCaseClass."""
        prefix = self.testMethodPrefix

        def wanted(attrname):
            if not attrname.startswith(prefix):
                return False
            if not callable(getattr(testCaseClass, attrname)):
                return False
            if self.testNamePatterns is None:
                return True
            full = f'{_class_path(testCaseClass)}.{attrname}'
            import fnmatch
            return any(fnmatch.fnmatchcase(full, p)
                       for p in self.testNamePatterns)
        names = [n for n in dir(testCaseClass) if wanted(n)]
        if self.sortTestMethodsUsing:
            import functools
            names.sort(key=functools.cmp_to_key(self.sortTestMethodsUsing))
        return names

    def discover(self, start_dir, pattern='test*.py', top_level_dir=None):
        raise ImportError("test discovery needs a file system of modules, "
                          "which corral does not import from")


defaultTestLoader = TestLoader()


def _make_loader(prefix, sortUsing, suiteClass=None, testNamePatterns=None):
    loader = TestLoader()
    loader.sortTestMethodsUsing = sortUsing
    loader.testMethodPrefix = prefix
    loader.testNamePatterns = testNamePatterns
    if suiteClass:
        loader.suiteClass = suiteClass
    return loader


def getTestCaseNames(testCaseClass, prefix, sortUsing=_by_name,
                     testNamePatterns=None):
    return _make_loader(prefix, sortUsing,
                        testNamePatterns=testNamePatterns).getTestCaseNames(
                            testCaseClass)


def makeSuite(testCaseClass, prefix='test', sortUsing=_by_name,
              suiteClass=TestSuite):
    return _make_loader(prefix, sortUsing, suiteClass).loadTestsFromTestCase(
        testCaseClass)


def findTestCases(module, prefix='test', sortUsing=_by_name,
                  suiteClass=TestSuite):
    return _make_loader(prefix, sortUsing, suiteClass).loadTestsFromModule(
        module)


# ---------------------------------------------------------------- runner

class _LineWriter(object):
    """Wraps a stream, adding writeln()."""

    def __init__(self, stream):
        self.stream = stream

    def __getattr__(self, attr):
        if attr in ('stream', '__getstate__'):
            raise AttributeError(attr)
        return getattr(self.stream, attr)

    def writeln(self, arg=None):
        self.write(f"{arg}\n" if arg else "\n")


class TextTestResult(TestResult):
    """A result that reports progress to a stream: dots (verbosity 1) or
    one line per test (verbosity 2 and up)."""

    separator1 = '=' * 70
    separator2 = '-' * 70

    def __init__(self, stream, descriptions, verbosity):
        super().__init__(stream, descriptions, verbosity)
        self.stream = stream
        self.descriptions = descriptions
        self.showAll = verbosity >= 2
        self.dots = verbosity == 1
        # In verbose mode: a "name ... " line is waiting for its status.
        self._pending_line = False

    def _emit(self, *pieces):
        for piece in pieces:
            self.stream.write(piece)
        self.stream.flush()

    def getDescription(self, test):
        first_doc_line = test.shortDescription()
        if not (self.descriptions and first_doc_line):
            return str(test)
        return f"{test}\n{first_doc_line}"

    def startTest(self, test):
        super().startTest(test)
        if self.showAll:
            self._emit(self.getDescription(test), " ... ")
            self._pending_line = True

    def _status(self, test, word, char):
        if self.dots:
            self._emit(char)
            return
        if not self.showAll:
            return
        # A subtest, or a test whose line was already ended, gets a line
        # of its own (subtests indented).
        if isinstance(test, _SubTest):
            lead = "\n  " if self._pending_line else "  "
            self._emit(lead, self.getDescription(test), " ... ")
        elif not self._pending_line:
            self._emit(self.getDescription(test), " ... ")
        self._emit(word, "\n")
        self._pending_line = False

    def addSubTest(self, test, subtest, err):
        if err is not None:
            if issubclass(err[0], subtest.failureException):
                self._status(subtest, "FAIL", 'F')
            else:
                self._status(subtest, "ERROR", 'E')
        super().addSubTest(test, subtest, err)

    def addSuccess(self, test):
        super().addSuccess(test)
        self._status(test, "ok", '.')

    def addError(self, test, err):
        super().addError(test, err)
        self._status(test, "ERROR", 'E')

    def addFailure(self, test, err):
        super().addFailure(test, err)
        self._status(test, "FAIL", 'F')

    def addSkip(self, test, reason):
        super().addSkip(test, reason)
        self._status(test, f"skipped {reason!r}", 's')

    def addExpectedFailure(self, test, err):
        super().addExpectedFailure(test, err)
        self._status(test, "expected failure", 'x')

    def addUnexpectedSuccess(self, test):
        super().addUnexpectedSuccess(test)
        self._status(test, "unexpected success", 'u')

    def printErrors(self):
        """The failure report: each error and failure with its traceback,
        then the unexpected successes."""
        if self.showAll or self.dots:
            self._emit("\n")
        self.printErrorList('ERROR', self.errors)
        self.printErrorList('FAIL', self.failures)
        if self.unexpectedSuccesses:
            lines = [self.separator1]
            lines += [f"UNEXPECTED SUCCESS: {self.getDescription(t)}"
                      for t in self.unexpectedSuccesses]
            self._emit("\n".join(lines), "\n")

    def printErrorList(self, flavour, errors):
        for test, text in errors:
            self._emit(f"{self.separator1}\n"
                       f"{flavour}: {self.getDescription(test)}\n"
                       f"{self.separator2}\n{text}\n")


def _summary_counts(result):
    """The parenthesised counts after OK / FAILED."""
    counts = []
    if not result.wasSuccessful():
        counts += [('failures', len(result.failures)),
                   ('errors', len(result.errors))]
    counts += [('skipped', len(getattr(result, 'skipped', ()))),
               ('expected failures',
                len(getattr(result, 'expectedFailures', ()))),
               ('unexpected successes',
                len(getattr(result, 'unexpectedSuccesses', ())))]
    return [f"{label}={n}" for label, n in counts if n]


class TextTestRunner(object):
    """Runs tests and prints the results to a stream (sys.stderr)."""

    resultclass = TextTestResult

    def __init__(self, stream=None, descriptions=True, verbosity=1,
                 failfast=False, buffer=False, resultclass=None, warnings=None,
                 *, tb_locals=False):
        self.stream = _LineWriter(sys.stderr if stream is None else stream)
        self.descriptions, self.verbosity = descriptions, verbosity
        self.failfast, self.buffer = failfast, buffer
        self.tb_locals, self.warnings = tb_locals, warnings
        if resultclass is not None:
            self.resultclass = resultclass

    def _makeResult(self):
        return self.resultclass(self.stream, self.descriptions, self.verbosity)

    def run(self, test):
        """Run test (a case or suite); print the report and summary."""
        result = self._makeResult()
        registerResult(result)
        for option in ('failfast', 'buffer', 'tb_locals'):
            setattr(result, option, getattr(self, option))
        with warnings.catch_warnings():
            if self.warnings:
                warnings.simplefilter(self.warnings)
            clock_start = time.perf_counter()
            _call_optional(result, 'startTestRun')
            try:
                test(result)
            finally:
                _call_optional(result, 'stopTestRun')
            elapsed = time.perf_counter() - clock_start
        result.printErrors()
        out = self.stream
        if hasattr(result, 'separator2'):
            out.writeln(result.separator2)
        count = result.testsRun
        plural = "" if count == 1 else "s"
        out.writeln(f"Ran {count} test{plural} in {elapsed:.3f}s")
        out.writeln()
        verdict = "OK" if result.wasSuccessful() else "FAILED"
        notes = _summary_counts(result)
        out.write(f"{verdict} ({', '.join(notes)})\n" if notes
                  else f"{verdict}\n")
        out.flush()
        return result


def _call_optional(obj, name):
    method = getattr(obj, name, None)
    if method is not None:
        method()


# ---------------------------------------------------------------- signals

_results = []


def registerResult(result):
    """Remember result so installHandler's Ctrl-C handling can stop it;
    corral programs get no signals, so this only records it."""
    _results.append(result)


def removeResult(result):
    try:
        _results.remove(result)
        return True
    except ValueError:
        return False


def installHandler():
    """No-op: a sandboxed program receives no SIGINT."""


def removeHandler(method=None):
    if method is not None:
        return method
    return None


# ---------------------------------------------------------------- main

_USAGE = """\
usage: %(prog)s [-h] [-v] [-q] [--locals] [-f] [-c] [-b] [-k TESTNAMEPATTERNS] [tests ...]
"""

# Command-line switches: option -> (attribute, value it sets).
_SWITCHES = {
    '-v': ('verbosity', 2), '--verbose': ('verbosity', 2),
    '-q': ('verbosity', 0), '--quiet': ('verbosity', 0),
    '-f': ('failfast', True), '--failfast': ('failfast', True),
    '-b': ('buffer', True), '--buffer': ('buffer', True),
    '-c': ('catchbreak', True), '--catch': ('catchbreak', True),
    '--locals': ('tb_locals', True),
}


class TestProgram(object):
    """unittest.main(): load the tests of a module (default __main__), run
    them with a TextTestRunner and exit with status 0 or 1 unless
    exit=False."""

    module = None
    verbosity = 1
    failfast = catchbreak = buffer = progName = warnings = None
    testNamePatterns = None

    def __init__(self, module='__main__', defaultTest=None, argv=None,
                 testRunner=None, testLoader=defaultTestLoader, exit=True,
                 verbosity=1, failfast=None, catchbreak=None, buffer=None,
                 warnings=None, *, tb_locals=False):
        self.module = _resolve_module(module)
        argv = sys.argv if argv is None else argv
        self.exit, self.verbosity, self.tb_locals = exit, verbosity, tb_locals
        self.failfast, self.catchbreak, self.buffer = failfast, catchbreak, buffer
        # Like CPython: without -W options, warnings show once per place.
        self.warnings = warnings
        if warnings is None and not getattr(sys, 'warnoptions', None):
            self.warnings = 'default'
        self.defaultTest, self.testRunner = defaultTest, testRunner
        self.testLoader = testLoader
        self.progName = 'python -m unittest'
        if argv:
            self.progName = argv[0].replace('\\', '/').rsplit('/', 1)[-1]
        self.parseArgs(argv)
        self.runTests()

    def usageExit(self, msg=None):
        if msg:
            print(msg)
        print(_USAGE % {'prog': self.progName})
        sys.exit(2)

    def parseArgs(self, argv):
        rest = list(argv[1:])
        names = []
        while rest:
            arg = rest.pop(0)
            if arg in ('-h', '--help'):
                self.usageExit()
            elif arg in _SWITCHES:
                attr, value = _SWITCHES[arg]
                # Explicit keyword arguments to main() win over switches.
                if attr == 'verbosity' or getattr(self, attr) in (None, False):
                    setattr(self, attr, value)
            elif arg == '-k' and rest:
                pattern = rest.pop(0)
                if '*' not in pattern:
                    pattern = f'*{pattern}*'
                self.testNamePatterns = (self.testNamePatterns or []) + [pattern]
            else:
                names.append(arg)
        wanted = self.defaultTest
        if names:
            self.testNames = names
        elif wanted is None:
            self.testNames = None
        else:
            self.testNames = (wanted,) if isinstance(wanted, str) else list(wanted)
        self.createTests()

    def createTests(self, from_discovery=False, Loader=None):
        loader = self.testLoader
        if self.testNamePatterns:
            loader.testNamePatterns = self.testNamePatterns
        if self.testNames is None:
            self.test = loader.loadTestsFromModule(self.module)
        else:
            self.test = loader.loadTestsFromNames(self.testNames, self.module)

    def _make_runner(self):
        runner = self.testRunner or TextTestRunner
        if not isinstance(runner, type):
            return runner
        options = dict(verbosity=self.verbosity, failfast=self.failfast,
                       buffer=self.buffer, warnings=self.warnings)
        try:
            return runner(tb_locals=self.tb_locals, **options)
        except TypeError:
            # A runner class without the tb_locals keyword.
            return runner(**options)

    def runTests(self):
        if self.catchbreak:
            installHandler()
        self.result = self._make_runner().run(self.test)
        if self.exit:
            sys.exit(not self.result.wasSuccessful())


def _resolve_module(module):
    if not isinstance(module, str):
        return module
    return _load_module(module)


main = TestProgram


# CPython splits unittest into submodules; reprs and tracebacks show those
# names (unittest.case.SkipTest, <unittest.result.TestResult ...>).
def _place(module, *classes):
    for cls in classes:
        cls.__module__ = module


_place('unittest.case', TestCase, FunctionTestCase, SkipTest, _SubTest,
       _Outcome, _AssertRaisesContext, _AssertWarnsContext)
_place('unittest.async_case', IsolatedAsyncioTestCase)
_place('unittest.result', TestResult)
_place('unittest.suite', BaseTestSuite, TestSuite, _ErrorHolder)
_place('unittest.loader', TestLoader)
_place('unittest.runner', TextTestResult, TextTestRunner)
_place('unittest.main', TestProgram)
del _place
