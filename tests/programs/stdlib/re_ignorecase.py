import re
print(re.findall('abc', 'ABC abc AbC', re.I))
print(re.findall('[a-c]+', 'xABCabcX', re.I))
print(re.findall('[^a-c]+', 'xABCabcX', re.I))
print(re.match(r'(?i)straße', 'STRAßE'))
print(re.findall(r'(?i:a)b', 'ab Ab aB AB'))
print(re.match(r'(a)\1', 'aA', re.I))
print(re.findall(r'é', 'É é', re.I), re.findall(r'é', 'É é', re.I | re.A))
print(re.search(r'Σ', 'σς', re.I))
