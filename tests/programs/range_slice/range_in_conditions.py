# range membership as a readable bounds check
def grade(score):
    if score in range(90, 101):
        return "A"
    if score in range(80, 90):
        return "B"
    if score in range(70, 80):
        return "C"
    return "F"

for s in [100, 95, 90, 89, 80, 75, 42, 101, -1]:
    print(s, grade(s))
valid_ports = range(1024, 49152)
print([p for p in [22, 80, 1024, 8080, 49151, 49152, 65535] if p in valid_ports])
hours = range(9, 17)
print([h for h in range(24) if h not in hours][:6], len(hours))
print(range(0, 10, 2).count(4), range(0, 10, 2).count(5))
