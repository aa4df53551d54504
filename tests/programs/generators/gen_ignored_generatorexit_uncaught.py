# a generator that yields after GeneratorExit makes close() raise RuntimeError
def polite():
    try:
        yield 1
    except GeneratorExit:
        print("  polite exit")
        raise

def stubborn():
    refused = False
    while True:
        try:
            yield "still here"
        except GeneratorExit:
            if refused:
                return
            refused = True
            print("  refusing to close")

p = polite()
next(p)
p.close()
s = stubborn()
print(next(s))
s.close()
