import re
for s in ['a.b', '1+1=2?', 'x*y', 'tab\there', '[x]', 'a-b_c', 'é ü', '', '#~&']:
    e = re.escape(s)
    print(repr(e), bool(re.fullmatch(e, s)))
print(re.escape(b'a.b\xff'))
print(re.findall(re.escape('$5.00'), 'cost $5.00 or $5x00'))
