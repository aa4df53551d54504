# abs(), conjugate(), and building polar-like values manually
for z in [3 + 4j, -5j, 1 + 1j, 0j, -2 + 0j, 6 - 8j]:
    print(z, abs(z), z.conjugate(), z * z.conjugate(), (z * z.conjugate()).real == abs(z) ** 2 or abs(z) % 1 != 0)
print(abs(1e300 + 1e300j) > 1e300)
print((3 + 4j).conjugate().conjugate())
print(bool(0j), bool(1j), bool(0.0 + 0.0j), not (0 + 1e-300j))
roots = [1, 1j, -1, -1j]
print([r ** 4 for r in roots])
print(all(abs(r) == 1 for r in roots))
print(sorted([3 + 4j, 1j, -2, 1 + 1j], key=abs))
print(max([2j, 3, -4 + 0j], key=abs), min([2j, 3, -4 + 0j], key=lambda z: z.imag))
