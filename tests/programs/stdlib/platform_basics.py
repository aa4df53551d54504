# platform: the machine-independent answers, and the shapes of the others
import platform
import sys

print(platform.system())
print(platform.python_implementation())
print(platform.python_version())
vi = sys.version_info
print(platform.python_version() == '%d.%d.%d' % (vi.major, vi.minor, vi.micro))
t = platform.python_version_tuple()
print(type(t).__name__, len(t), t[:2], all(isinstance(p, str) for p in t))
print(platform.python_version().startswith('3.11.'))

for name in ('machine', 'release', 'node', 'platform', 'processor', 'version',
             'python_compiler', 'python_branch', 'python_revision'):
    value = getattr(platform, name)()
    print(name, type(value).__name__)

bits, linkage = platform.architecture()
print(bits, linkage)
print(platform.architecture(bits='32bit', linkage='x'))
print(platform.architecture(None), platform.architecture('/no/such/file', '32bit'))
print(platform.platform().startswith(platform.system() + '-' + platform.release()))
print(platform.platform(terse=True) == platform.system() + '-' + platform.release())
print(platform.machine() in ('x86_64', 'aarch64', 'arm64', 'AMD64'))
b = platform.python_build()
print(type(b).__name__, len(b), [type(x).__name__ for x in b])
lib, ver = platform.libc_ver()
print(type(lib).__name__, type(ver).__name__)
print(platform.system_alias('Linux', '1.0', '#2'))
print(platform.mac_ver())
print(platform.java_ver())
print(platform.win32_ver(), platform.win32_edition(), platform.win32_is_iot())
