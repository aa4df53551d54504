# TextTestRunner output for a mix of outcomes, verbosity 1 and 2; the
# report is captured so paths and timings can be normalised.
import io
import re
import unittest

events = []


class Widgets(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        events.append("setUpClass")

    @classmethod
    def tearDownClass(cls):
        events.append("tearDownClass")

    def setUp(self):
        self.items = [1, 2, 3]
        events.append("setUp " + self._testMethodName)

    def tearDown(self):
        events.append("tearDown " + self._testMethodName)

    def test_ok(self):
        """Items start with one."""
        self.assertEqual(self.items[0], 1)

    def test_list_diff(self):
        self.assertEqual(self.items, [1, 2, 4])

    def test_dict_diff(self):
        self.assertEqual({"a": 1, "b": [1, 2]}, {"a": 1, "b": [1, 3]})

    def test_string_diff(self):
        self.assertEqual("alpha\nbeta\ngamma\n", "alpha\nbeta\ndelta\n")

    def test_error(self):
        raise KeyError("missing")

    @unittest.skip("not today")
    def test_skipped(self):
        pass

    @unittest.skipIf(True, "condition holds")
    def test_skip_if(self):
        pass

    @unittest.skipUnless(True, "never shown")
    def test_skip_unless_runs(self):
        pass

    @unittest.expectedFailure
    def test_expected_failure(self):
        self.assertEqual(1, 0)

    @unittest.expectedFailure
    def test_unexpected_success(self):
        pass

    def test_subtests(self):
        for i in range(4):
            with self.subTest(i=i):
                self.assertLess(i, 2)

    def test_subtest_message(self):
        with self.subTest("checking", kind="x"):
            self.assertIn("y", ["x"], "custom note")

    def test_skip_inside(self):
        self.skipTest("decided at run time")

    def test_cleanup(self):
        self.addCleanup(events.append, "cleanup ran")


@unittest.skip("whole class")
class Skipped(unittest.TestCase):
    def test_a(self):
        pass


class BrokenSetUpClass(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise RuntimeError("no fixture")

    def test_never(self):
        events.append("never")


def normalise(text):
    text = re.sub(r'File "[^"]*?([^/"]+\.py)"', r'File "\1"', text)
    return re.sub(r"in \d+\.\d+s", "in 0.000s", text)


loader = unittest.TestLoader()
for verbosity in (1, 2):
    events.clear()
    suite = unittest.TestSuite()
    suite.addTests(loader.loadTestsFromTestCase(Widgets))
    suite.addTests(loader.loadTestsFromTestCase(Skipped))
    suite.addTests(loader.loadTestsFromTestCase(BrokenSetUpClass))
    stream = io.StringIO()
    result = unittest.TextTestRunner(stream=stream, verbosity=verbosity).run(suite)
    print(normalise(stream.getvalue()))
    print(result, result.testsRun, len(result.failures), len(result.errors),
          len(result.skipped), len(result.expectedFailures),
          len(result.unexpectedSuccesses), result.wasSuccessful())
    print(events)
    print([str(t) for t, _ in result.failures])
    print([(str(t), why) for t, why in result.skipped])
