# unittest.main() runs the module's tests, reports on stderr and exits
# with status 1 when a test fails; setUpModule/tearDownModule run once.
import unittest


def setUpModule():
    print("setUpModule")


def tearDownModule():
    print("tearDownModule")


class First(unittest.TestCase):
    def test_passes(self):
        print("first passes")
        self.assertTrue(True)

    def test_fails(self):
        print("first fails")
        self.assertEqual(2 + 2, 5)


class Second(unittest.TestCase):
    def test_runs(self):
        print("second runs")
        self.assertIsNone(None)


if __name__ == "__main__":
    unittest.main()
