# unittest.main(exit=False) returns the program object; unittest.main()
# with every test passing raises SystemExit(False).
import io
import re
import sys
import unittest


class Maths(unittest.TestCase):
    def test_add(self):
        self.assertEqual(1 + 1, 2)

    def test_almost(self):
        self.assertAlmostEqual(0.1 + 0.2, 0.3)

    def test_raises(self):
        with self.assertRaises(ZeroDivisionError) as cm:
            1 / 0
        self.assertEqual(str(cm.exception), "division by zero")
        self.assertRaises(ValueError, int, "x")
        self.assertRaisesRegex(ValueError, "invalid literal", int, "y")


stream = io.StringIO()
prog = unittest.main(exit=False, testRunner=unittest.TextTestRunner(stream=stream))
print(type(prog).__name__, prog.result.testsRun, prog.result.wasSuccessful())
print(re.sub(r"in \d+\.\d+s", "in 0.000s", stream.getvalue()))

stream = io.StringIO()
try:
    unittest.main(testRunner=unittest.TextTestRunner(stream=stream, verbosity=2))
except SystemExit as e:
    print("SystemExit", repr(e.code))
print(re.sub(r"in \d+\.\d+s", "in 0.000s", stream.getvalue()))

stream = io.StringIO()
prog = unittest.main(exit=False, argv=["prog", "-v", "Maths.test_add"],
                     testRunner=unittest.TextTestRunner(stream=stream, verbosity=1))
print(prog.verbosity, prog.result.testsRun)
