# Tests using unittest.mock inside unittest: patch decorators on test
# methods, mock assertions failing inside a test, cleanups and subtests.
import io
import json
import re
import unittest
from unittest import mock


class Client:
    def fetch(self, key):
        raise RuntimeError("network disabled")

    def summary(self, key):
        data = self.fetch(key)
        return f"{key}: {json.dumps(data, sort_keys=True)}"


class ClientTests(unittest.TestCase):
    @mock.patch.object(Client, "fetch", return_value={"b": 2, "a": 1})
    def test_summary(self, fetch):
        self.assertEqual(Client().summary("k"), 'k: {"a": 1, "b": 2}')
        fetch.assert_called_once_with("k")

    @mock.patch("json.dumps", return_value="X")
    @mock.patch.object(Client, "fetch")
    def test_two_patches(self, fetch, dumps):
        self.assertEqual(Client().summary("z"), "z: X")
        dumps.assert_called_once_with(fetch.return_value, sort_keys=True)

    def test_mock_assertion_fails(self):
        m = mock.Mock()
        m(1)
        message = None
        try:
            m.assert_called_with(2)
        except AssertionError as exc:
            message = str(exc)
        self.fail(message)

    def test_patch_in_setup(self):
        patcher = mock.patch.object(Client, "fetch", return_value=[])
        fake = patcher.start()
        self.addCleanup(patcher.stop)
        Client().summary("q")
        self.assertEqual(fake.call_count, 1)

    def test_unpatched(self):
        with self.assertRaisesRegex(RuntimeError, "network"):
            Client().fetch("k")

    def test_subtests_with_mock(self):
        m = mock.MagicMock()
        m.__len__.return_value = 2
        for expected in (2, 3):
            with self.subTest(expected=expected):
                self.assertEqual(len(m), expected)


class Ordering(unittest.TestCase):
    log = []

    def setUp(self):
        self.addCleanup(self.log.append, "cleanup 1")
        self.addCleanup(self.log.append, "cleanup 2")

    def tearDown(self):
        self.log.append("tearDown")

    def test_order(self):
        self.log.append("test")


def normalise(text):
    text = re.sub(r'File "[^"]*?([^/"]+\.py)"', r'File "\1"', text)
    return re.sub(r"in \d+\.\d+s", "in 0.000s", text)


# Imported here, after the classes exist (corral's __main__ module is a
# snapshot of the globals when imported).
import __main__

stream = io.StringIO()
runner = unittest.TextTestRunner(stream=stream, verbosity=2)
result = runner.run(unittest.defaultTestLoader.loadTestsFromModule(__main__))
print(normalise(stream.getvalue()))
print(Ordering.log)
print(result.wasSuccessful(), result.testsRun)

# failfast stops after the first failure; buffer hides passing output.
class Many(unittest.TestCase):
    def test_a(self):
        print("output of a")
        self.fail("first")

    def test_b(self):
        pass


stream = io.StringIO()
result = unittest.TextTestRunner(stream=stream, failfast=True).run(
    unittest.defaultTestLoader.loadTestsFromTestCase(Many))
print(result.testsRun, result.shouldStop)
print(normalise(stream.getvalue()))

suite = unittest.TestSuite([Many("test_b"), unittest.TestSuite([Many("test_b")])])
print(suite.countTestCases(), len(list(suite)))
print(unittest.defaultTestLoader.getTestCaseNames(ClientTests))
loaded = unittest.defaultTestLoader.loadTestsFromName("ClientTests.test_unpatched", __main__)
print(loaded.countTestCases(), [t.id() for t in loaded])
r = unittest.TestResult()
loaded.run(r)
print(r.testsRun, r.wasSuccessful())
