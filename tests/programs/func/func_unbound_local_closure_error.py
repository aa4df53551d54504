# UnboundLocalError inside a closure that forgot nonlocal
def make_counter():
    count = 0
    def peek():
        return count
    def bump():
        count += 1
        return count
    return peek, bump

peek, bump = make_counter()
print(peek())
print("bumping")
print(bump())
