import sys
print(sys.version_info[:2], sys.version_info.major, sys.version_info.minor)
print(sys.version_info >= (3, 8), sys.version_info < (4,))
print(sys.version.startswith("3.11"))
print(sys.maxsize, sys.maxsize == 2**63 - 1, sys.byteorder)
print(type(sys.version_info).__name__, len(sys.version_info))
print(sys.version_info.releaselevel)
major, minor, *rest = sys.version_info
print(major, minor)
print(sys.float_info.epsilon, sys.float_info.max, sys.float_info.dig)
print(sys.maxunicode)
