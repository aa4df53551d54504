# bit flags combined with | & ^ ~
READ, WRITE, EXEC = 4, 2, 1
perms = {"owner": READ | WRITE | EXEC, "group": READ | EXEC, "other": READ}
def show(p):
    return "".join(ch if p & bit else "-" for ch, bit in (("r", READ), ("w", WRITE), ("x", EXEC)))
for who, p in perms.items():
    print(who, p, show(p), oct(p))
mode = 0
for p in perms.values():
    mode = (mode << 3) | p
print(oct(mode), bin(mode))
perms["group"] |= WRITE
perms["owner"] &= ~EXEC
perms["other"] ^= EXEC
print({k: show(v) for k, v in perms.items()})
print(bool(perms["other"] & WRITE), (perms["owner"] & (READ | WRITE)) == (READ | WRITE))
