import stat, os, tempfile
for m in [0o40755, 0o100644, 0o104755, 0o120777, 0o1777 | 0o40000, 0o2755 | 0o100000, 0o100000 | 0o4644, 0, 0o20666, 0o60660, 0o10644, 0o140755, 0o1644 | 0o100000]:
    print(oct(m), stat.filemode(m), stat.S_ISDIR(m), stat.S_ISREG(m), stat.S_ISLNK(m), stat.S_IMODE(m), stat.S_IFMT(m))
d = tempfile.mkdtemp(); f = os.path.join(d, "x.txt"); open(f, "w").close()
st = os.stat(f); print(stat.S_ISREG(st.st_mode), stat.S_ISDIR(os.stat(d).st_mode), stat.S_ISDIR(st[stat.ST_MODE]))
print(stat.S_IRUSR | stat.S_IWUSR, stat.S_IRWXU, stat.S_IXOTH, stat.ST_SIZE, stat.S_IFDIR, stat.S_ISDOOR(0), stat.S_ISDIR.__name__)
