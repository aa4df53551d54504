# N-queens: recursion, sets and generators.
def solve(n):
    def place(row, cols, d1, d2):
        if row == n:
            yield 1
            return
        for c in range(n):
            if c not in cols and (row + c) not in d1 and (row - c) not in d2:
                cols.add(c); d1.add(row + c); d2.add(row - c)
                yield from place(row + 1, cols, d1, d2)
                cols.discard(c); d1.discard(row + c); d2.discard(row - c)
    return sum(place(0, set(), set(), set()))

def solve_bits(n):
    full = (1 << n) - 1
    def go(cols, l, r):
        if cols == full:
            return 1
        total = 0
        avail = full & ~(cols | l | r)
        while avail:
            bit = avail & -avail
            avail -= bit
            total += go(cols | bit, ((l | bit) << 1) & full, (r | bit) >> 1)
        return total
    return go(0, 0, 0)

print(solve(8), solve_bits(10))
