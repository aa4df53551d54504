import filecmp
import os
import shutil
import tempfile

root = tempfile.mkdtemp()
a = os.path.join(root, "a")
b = os.path.join(root, "b")


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


write(os.path.join(a, "same.txt"), "identical\n")
write(os.path.join(b, "same.txt"), "identical\n")
write(os.path.join(a, "size.txt"), "short\n")
write(os.path.join(b, "size.txt"), "much longer text\n")
write(os.path.join(a, "only_a.txt"), "x")
write(os.path.join(b, "only_b.txt"), "y")
write(os.path.join(a, "sub", "inner.txt"), "in\n")
write(os.path.join(b, "sub", "inner.txt"), "in\n")
write(os.path.join(a, "sub", "extra.txt"), "q\n")
write(os.path.join(a, "sub", "deep", "d.txt"), "d1\n")
write(os.path.join(b, "sub", "deep", "d.txt"), "d22\n")
write(os.path.join(a, "clash"), "file here\n")
os.makedirs(os.path.join(b, "clash"))
os.makedirs(os.path.join(a, ".git"))
os.makedirs(os.path.join(b, "__pycache__"))
write(os.path.join(a, "swap1.txt"), "abc\n")
write(os.path.join(b, "swap1.txt"), "xyz\n")

print(filecmp.__all__, filecmp.DEFAULT_IGNORES, filecmp.BUFSIZE)
j = os.path.join
print(filecmp.cmp(j(a, "same.txt"), j(b, "same.txt")), filecmp.cmp(j(a, "same.txt"), j(b, "same.txt"), shallow=False))
print(filecmp.cmp(j(a, "size.txt"), j(b, "size.txt")), filecmp.cmp(j(a, "swap1.txt"), j(b, "swap1.txt"), shallow=False))
print(filecmp.cmp(j(a, "same.txt"), j(a, "sub")), filecmp.cmp(j(a, "same.txt"), j(a, "same.txt"), False))
try:
    filecmp.cmp(j(a, "same.txt"), j(b, "nope"))
except FileNotFoundError as e:
    print("FileNotFoundError", e.errno)
print(filecmp.cmpfiles(a, b, ["same.txt", "size.txt", "nope.txt", "sub", "swap1.txt"], shallow=False))
print(filecmp.cmpfiles(a, b, ["same.txt", "size.txt"]))
filecmp.clear_cache()
# Same size, different bytes: a shallow comparison would go by modification
# times, which depend on the clock, so these leave before the dircmp.
os.remove(j(a, "swap1.txt"))
os.remove(j(b, "swap1.txt"))

d = filecmp.dircmp(a, b)
for attr in ["left_list", "right_list", "common", "left_only", "right_only", "common_dirs",
             "common_files", "common_funny", "same_files", "funny_files"]:
    print(attr, getattr(d, attr))
print(sorted(d.subdirs), type(d.subdirs["sub"]).__name__)
print(d.subdirs["sub"].left_only, d.subdirs["sub"].common_dirs)
print(os.path.relpath(d.left, root), os.path.relpath(d.right, root), d.hide, d.ignore is filecmp.DEFAULT_IGNORES)
try:
    d.bogus
except AttributeError as e:
    print("AttributeError", e)
d2 = filecmp.dircmp(a, b, ignore=["same.txt"], hide=["size.txt"])
print(d2.left_list, d2.common, d2.left_only)

os.chdir(root)
rel = filecmp.dircmp("a", "b", ignore=["swap1.txt"])
rel.report()
print("--")
rel.report_partial_closure()
print("--")
rel.report_full_closure()
print(filecmp.dircmp[str])
os.chdir("/")
shutil.rmtree(root)
