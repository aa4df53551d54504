# subjects written as bare tuples: match a, b:
def fizzbuzz(n):
    match n % 3, n % 5:
        case 0, 0:
            return "FizzBuzz"
        case 0, _:
            return "Fizz"
        case _, 0:
            return "Buzz"
        case _:
            return str(n)

print(" ".join(fizzbuzz(i) for i in range(1, 21)))
def compare(a, b):
    match a > b, a == b:
        case True, _:
            return "greater"
        case _, True:
            return "equal"
        case _:
            return "less"
print([compare(*p) for p in [(2, 1), (1, 1), (0, 1)]])
match *[1, 2], 3:
    case (1, *rest):
        print("starred subject", rest)
