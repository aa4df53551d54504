import math
print(math.sqrt(4))
print(math.sqr(4))
