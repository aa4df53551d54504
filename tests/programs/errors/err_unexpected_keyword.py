# misspelled keyword argument
def resize(image, width, height, keep_ratio=False):
    return f"{image}: {width}x{height} ratio={keep_ratio}"

print(resize("a.png", 100, 50))
print(resize("b.png", width=10, height=20, keep_ratio=True))
opts = {"width": 5, "height": 6}
print(resize("d.png", **opts))
opts["keepratio"] = True
print(sorted(opts))
print(resize("c.png", **opts))
