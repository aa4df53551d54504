# complex division by zero
z = 4 + 2j
print(z / 2, z / 2j, z / (1 + 1j))
try:
    z / 0
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    1 / 0j
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    0j ** -1
except ZeroDivisionError as e:
    print("ZeroDivisionError:", e)
try:
    z // 2
except TypeError as e:
    print("TypeError:", e)
try:
    z % 2
except TypeError as e:
    print("TypeError:", e)
print(z / (0 + 0j))
