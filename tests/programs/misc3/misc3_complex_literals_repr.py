# complex literals, repr/str, real and imag parts
values = [1j, 2 + 3j, -1j, 3 - 4j, 0j, 1.5j, 1e3j, -0.0 - 1j, 2j * 1j, (1 + 2j) * 0, 1 + 0j, -(1 + 1j), 0.1 + 0.2j, 1e20 + 1e-5j]
for z in values:
    print(repr(z), str(z), z.real, z.imag, type(z).__name__)
print([z.real for z in values[:4]], [z.imag for z in values[:4]])
print(complex(), complex(2), complex(2, -3), complex(1.5, 0))
print(type(1j.real).__name__, (3 + 4j).imag.is_integer())
print(f"{2 + 3j}", "%s" % (1 - 1j), [1j, -1j], {"z": 5j})
print(1j == complex(0, 1), 1 + 0j == 1, (2 + 0j) == 2.0)
print(1J, 0.5J, 10j.imag, (1e-3j).imag, 1_000j)
pairs = [(z.real, z.imag) for z in (1 + 2j, 3.5 - 1j)]
print(pairs, sum(p[0] for p in pairs))
