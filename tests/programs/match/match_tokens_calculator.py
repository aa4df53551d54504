# a tiny RPN calculator using match on tokens
def rpn(expr):
    stack = []
    for tok in expr.split():
        match tok, stack:
            case ("+" | "-" | "*" | "/") as op, [*_, a, b]:
                stack.pop()
                stack.pop()
                match op:
                    case "+":
                        stack.append(a + b)
                    case "-":
                        stack.append(a - b)
                    case "*":
                        stack.append(a * b)
                    case "/":
                        stack.append(a / b)
            case ("+" | "-" | "*" | "/"), _:
                return f"stack underflow at {tok!r}"
            case "dup", [*_, top]:
                stack.append(top)
            case "swap", [*_, a, b]:
                stack[-2:] = [b, a]
            case num, _ if num.lstrip("-").isdigit():
                stack.append(int(num))
            case _:
                return f"bad token {tok!r}"
    match stack:
        case [result]:
            return result
        case []:
            return "empty"
        case _:
            return f"leftover {stack}"

for e in ["3 4 +", "5 1 2 + 4 * + 3 -", "2 dup *", "1 2 swap -", "+", "1 2", "", "7 x", "-3 4 *", "9 3 /"]:
    print(repr(e), "->", rpn(e))
