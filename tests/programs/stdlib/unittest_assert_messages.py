import unittest
t = unittest.TestCase()
def m(f, *a, **k):
    try:
        f(*a, **k)
    except AssertionError as e:
        print(repr(str(e)))
    else:
        print("no error")
m(t.assertAlmostEqual, 1.0, 1.1)
m(t.assertAlmostEqual, 1.0, 1.1, delta=0.01)
m(t.assertNotAlmostEqual, 1.0, 1.0)
m(t.assertNotAlmostEqual, 1.0, 1.001, delta=0.01)
m(t.assertCountEqual, [1, 1, 2], [1, 2, 3])
m(t.assertDictEqual, {'a': 1}, {'a': 2})
m(t.assertSetEqual, {1, 2}, {2, 3})
m(t.assertEqual, "a\nb\n", "a\nc\n")
m(t.assertEqual, "abc", "abd")
m(t.assertEqual, (1, 2), (1, 2, 3))
m(t.assertEqual, [1, 2, 3], [1])
m(t.assertEqual, 'x' * 100, 'x' * 99 + 'y')
m(t.assertEqual, list(range(100)), list(range(101)))
m(t.assertRegex, "abc", "z")
m(t.assertNotRegex, "abc", "b")
m(t.assertIsInstance, 1, str)
m(t.assertEqual, 1, 2, "custom")
m(t.assertTrue, 0, "custom")
def r():
    with t.assertRaises(ValueError):
        pass
m(r)
m(t.assertRaises, ValueError, lambda: None)
def rr():
    with t.assertRaisesRegex(ValueError, "x+"):
        raise ValueError("abc")
m(rr)
m(t.assertIn, 1, [2, 3])
m(t.assertNotIn, 2, [2, 3])
m(t.assertIs, 1, None)
m(t.assertIsNot, None, None)
m(t.assertSequenceEqual, [1, 2], (1, 2))
m(t.assertListEqual, [1], (1,))
m(t.assertEqual, {'a': 1, 'b': [1, 2]}, {'a': 1, 'b': [1, 3]})
m(t.assertEqual, {1, 2}, {1})
m(t.assertCountEqual, 'abc', 'abd')
m(t.assertNotEqual, 3, 3)
m(t.assertGreater, 1, 2)
m(t.assertGreaterEqual, 1, 2)
m(t.assertLessEqual, 3, 2)
m(t.assertIsNotNone, None)
m(t.assertNotIsInstance, 1, int)
m(t.assertFalse, [1])
m(t.fail, "plain failure")
m(t.assertCountEqual, [[1], [2]], [[1], [1]])
m(t.assertTupleEqual, (1,), [1])
m(t.assertEqual, [1, [2, 3]], [1, [2, 4]])
m(t.assertEqual, "one line", "one lime")
m(t.assertEqual, {"k": "v" * 50, "z": 1}, {"k": "v" * 50, "z": 2})
t.longMessage = False
m(t.assertEqual, 1, 2, "only mine")
m(t.assertEqual, 1, 2)
t.longMessage = True
t.maxDiff = None
m(t.assertEqual, list(range(30)), list(range(1, 31)))
t.maxDiff = 80 * 8
try:
    t.assertRaises(42)
except TypeError as e:
    print("TypeError", e)
with t.assertRaises(KeyError) as cm:
    {}["nope"]
print(type(cm.exception).__name__, cm.exception)
import warnings
with t.assertWarns(UserWarning) as w:
    warnings.warn("careful", UserWarning)
print(str(w.warning))
def no_warn():
    with t.assertWarns(DeprecationWarning):
        pass
m(no_warn)
with t.assertWarnsRegex(UserWarning, "care"):
    warnings.warn("careful")
import logging
with t.assertLogs("app", level="INFO") as logs:
    logging.getLogger("app").info("hello %s", "there")
    logging.getLogger("app.sub").warning("sub warning")
print(logs.output)
def no_logs():
    with t.assertLogs("quiet"):
        pass
m(no_logs)
def has_logs():
    with t.assertNoLogs("noisy"):
        logging.getLogger("noisy").error("oops")
m(has_logs)
class Sample(unittest.TestCase):
    def test_documented(self):
        """First line of doc.

        More text."""
    def runTest(self):
        pass
s = Sample("test_documented")
print(str(s), repr(s), s.id(), s.shortDescription(), s.countTestCases())
print(Sample("test_documented") == Sample("test_documented"), Sample() != s)
try:
    Sample("test_missing")
except ValueError as e:
    print("ValueError", e)
def nice():
    "A function test."
f = unittest.FunctionTestCase(nice)
print(str(f), f.id(), f.shortDescription())
r = unittest.TestResult()
f.run(r)
print(r.testsRun, r.wasSuccessful(), repr(r))
class Point:
    def __init__(self, x):
        self.x = x
def point_eq(a, b, msg=None):
    if a.x != b.x:
        raise t.failureException(f"points differ: {a.x} vs {b.x}")
t.addTypeEqualityFunc(Point, point_eq)
m(t.assertEqual, Point(1), Point(2))
m(t.assertSequenceEqual, "abc", "abd")
m(t.assertDictEqual, {"a": 1}, [1])
m(t.assertMultiLineEqual, "a", 1)
m(t.assertSetEqual, {1}, [1])
