import re
for repl in [r'\3', r'\g<x>', r'\g<1', r'\g<>', r'\g', r'\q', '\\', r'\g<-1>', r'\g<a b>']:
    try:
        print(repr(repl), re.sub(r'(a)(b)?', repl, 'ab'))
    except (re.error, IndexError) as e:
        print(repr(repl), type(e).__name__, e)
print(re.sub('(a)', r'\0\01x\101', 'a'))
re.sub(r'(?P<n>a)', r'\g<m>', 'a')
