import sys


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    print("args:", argv, len(sys.argv))
    total = sum(int(a) for a in argv) if argv else 0
    print("total", total)
    return 0


if __name__ == "__main__":
    sys.exit(main())
