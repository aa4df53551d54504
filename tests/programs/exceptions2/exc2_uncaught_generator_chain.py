# exception in a generator pipeline wrapped by the consumer
def numbers(text):
    for tok in text.split():
        yield int(tok)

def consume(text):
    total = 0
    try:
        for n in numbers(text):
            total += n
    except ValueError as e:
        raise ArithmeticError(f"bad token in {text!r}") from e
    return total

print(consume("1 2 3"), consume("10 -4"))
consume("5 five 6")
