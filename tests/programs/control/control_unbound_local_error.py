# assigning to a name makes it local for the whole function
total = 100

def show():
    print("total is", total)

def broken_increment():
    print("about to increment")
    total += 1
    return total

show()
def fine():
    global total
    total += 1
    return total
print(fine())
print(broken_increment())
