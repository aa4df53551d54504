# match and case remain usable as ordinary names
match = [1, 2, 3]
case = "lower"
print(match, case)
def match_fn(match):
    return match * 2
print(match_fn(21))
match match:
    case [1, *case]:
        print("case captured", case)
class case_holder:
    match = "attr match"
    case = "attr case"
print(case_holder.match, case_holder.case)
_ = "underscore"
match _:
    case "underscore":
        print("matched on a variable named _")
