# value patterns are looked up at match time
class Settings:
    MODE = "fast"

def classify(mode):
    match mode:
        case Settings.MODE:
            return "current mode"
        case _:
            return "other mode"

print(classify("fast"), classify("slow"))
Settings.MODE = "slow"
print(classify("fast"), classify("slow"))
limits = type("Limits", (), {"MAX": 10})
match 10:
    case limits.MAX:
        print("hit max")
