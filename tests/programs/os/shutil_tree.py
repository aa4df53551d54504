import os
import shutil

src = 'scratch_shutil_src'
os.makedirs(os.path.join(src, 'inner'), exist_ok=True)
with open(os.path.join(src, 'a.txt'), 'w') as f:
    f.write('A' * 10)
with open(os.path.join(src, 'inner', 'b.txt'), 'w') as f:
    f.write('B' * 20)
try:
    print(shutil.copyfile(os.path.join(src, 'a.txt'), os.path.join(src, 'a2.txt')))
    print(open(os.path.join(src, 'a2.txt')).read())
    try:
        shutil.copyfile(os.path.join(src, 'a.txt'), os.path.join(src, 'a.txt'))
    except shutil.SameFileError as e:
        print('SameFileError', e)
    print(shutil.copy(os.path.join(src, 'a.txt'), os.path.join(src, 'inner')))
    dst = shutil.copytree(src, 'scratch_shutil_dst', ignore=lambda d, names: [n for n in names if n == 'a2.txt'])
    print(dst)
    for root, dirs, files in sorted(os.walk(dst)):
        print(root, sorted(dirs), sorted(files))
    try:
        shutil.copytree(src, dst)
    except FileExistsError as e:
        print('FileExistsError', e.errno)
    print(shutil.move(os.path.join(dst, 'a.txt'), os.path.join(dst, 'moved.txt')))
    print(sorted(os.listdir(dst)))
    shutil.rmtree(dst)
    print(os.path.exists(dst))
    try:
        shutil.rmtree(dst)
    except FileNotFoundError as e:
        print('FileNotFoundError', e.errno)
    shutil.rmtree(dst, ignore_errors=True)
finally:
    shutil.rmtree(src)
print(os.path.exists(src))
