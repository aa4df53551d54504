# Class decorators, fixture and cleanup errors, nested subtests, skipped
# classes and assertLogs, as unittest.main(exit=False) reports them.
import unittest
import os
from unittest import mock


@mock.patch("os.getcwd", return_value="/fake")
class PatchedClass(unittest.TestCase):
    def test_one(self, getcwd):
        self.assertEqual(os.getcwd(), "/fake")

    def test_two(self, getcwd):
        self.assertTrue(getcwd is os.getcwd)


class Broken(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        raise ValueError("setup broke")

    def test_x(self):
        pass


class TearDownFails(unittest.TestCase):
    def tearDown(self):
        raise OSError("teardown broke")

    def test_y(self):
        pass


@unittest.skip("skipped class")
class SkipMe(unittest.TestCase):
    def test_z(self):
        pass


class Sub(unittest.TestCase):
    def test_nested(self):
        for a in range(2):
            with self.subTest(a=a):
                for b in range(2):
                    with self.subTest(b=b):
                        self.assertNotEqual((a, b), (1, 1))

    def test_cleanup_error(self):
        self.addCleanup(lambda: 1 / 0)

    def test_assert_logs(self):
        import logging
        with self.assertLogs() as cm:
            logging.getLogger("x").warning("hi")
        self.assertEqual(cm.output, ["WARNING:x:hi"])

    def test_mock_calls(self):
        m = mock.MagicMock()
        m.a.b(1)
        m.c(2)
        self.assertEqual(m.mock_calls, [mock.call.a.b(1), mock.call.c(3)])


if __name__ == "__main__":
    import io
    import re
    out = io.StringIO()
    prog = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=out, verbosity=2))
    text = re.sub(r'File "[^"]*?([^/"]+\.py)"', r'File "\1"', out.getvalue())
    print(re.sub(r"in \d+\.\d+s", "in 0.000s", text))
    print(prog.result)
