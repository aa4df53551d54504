# platform.uname(): a named-tuple-like result with a lazily-filled processor
import platform

u = platform.uname()
print(type(u).__name__, u._fields)
print(len(u), len(tuple(u)))
print(u.system, u[0], u[-1] == u.processor)
print(u.system == platform.system(), u.node == platform.node())
print(u.release == platform.release(), u.version == platform.version())
print(u.machine == platform.machine(), u.processor == platform.processor())
print(platform.uname() is u)
print(isinstance(u, tuple))
d = u._asdict()
print(list(d), d['system'])
r = u._replace(node='box', release='1.2.3')
print(r.node, r.release, r.system, type(r).__name__)
print(repr(r).startswith("uname_result(system='Linux', node='box', release='1.2.3', version="))
print(repr(r).count('='))
system, node, release, version, machine, processor = u
print(system, node == u.node, processor == u.processor)
print([type(x).__name__ for x in u])
try:
    u.system = 'Other'
except AttributeError as e:
    print('AttributeError')
print(u[1:3] == (u.node, u.release))
