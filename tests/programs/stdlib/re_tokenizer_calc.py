import re
def tokenize(s):
    return [t for t in re.findall(r'\s*(?:(\d+)|(.))', s)]
print(tokenize('12 + 3*(4-1)'))
def evaluate(expr):
    nums = list(map(int, re.findall(r'-?\d+', expr)))
    return sum(nums)
print(evaluate('1 + 2 - -3 + 40'))
print(re.sub(r'(\d+)\s*\*\s*(\d+)', lambda m: str(int(m[1]) * int(m[2])), '3 * 4 + 5*6'))
