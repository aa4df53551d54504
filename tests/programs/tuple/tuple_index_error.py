# tuple index out of range
rgb = (255, 128, 0)
print(rgb[0], rgb[1], rgb[2], rgb[-1])
print(rgb[1:], rgb[:10], rgb[3:])
names = ("red", "green", "blue")
for name, value in zip(names, rgb):
    print(name, value)
alpha = rgb[3]
print(tuple(v // 2 for v in rgb), rgb.index(128))
print(len(rgb), "channels")
print(alpha)
