import re
def snake(name):
    s1 = re.sub(r'(.)([A-Z][a-z]+)', r'\1_\2', name)
    return re.sub(r'([a-z0-9])([A-Z])', r'\1_\2', s1).lower()
def camel(name):
    return re.sub(r'_([a-z])', lambda m: m.group(1).upper(), name)
for n in ['CamelCase', 'getHTTPResponseCode', 'HTTPServer', 'already_snake', 'x']:
    print(n, snake(n), camel(snake(n)))
print(re.sub(r'(?<!^)(?=[A-Z])', '_', 'OneTwoThree').lower())
