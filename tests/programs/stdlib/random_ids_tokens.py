import random
import string
rng = random.Random("session-7")
alphabet = string.ascii_lowercase + string.digits
def token(n=8):
    return "".join(rng.choice(alphabet) for _ in range(n))
print([token() for _ in range(4)])
print("".join(rng.choices(string.ascii_uppercase, k=12)))
print(rng.sample(string.ascii_letters, 6))
pw = list(rng.choices(string.ascii_letters, k=6) + rng.choices(string.digits, k=2) + rng.choices("!@#$", k=1))
rng.shuffle(pw)
print("".join(pw))
def fake_uuid():
    h = "%032x" % rng.getrandbits(128)
    return f"{h[:8]}-{h[8:12]}-{h[12:16]}-{h[16:20]}-{h[20:]}"
print(fake_uuid(), fake_uuid())
print(rng.randbytes(8).hex(), len(rng.randbytes(0)))
weights = {"common": 70, "rare": 25, "epic": 5}
loot = rng.choices(list(weights), weights=list(weights.values()), k=20)
print(loot.count("common"), loot.count("rare"), loot.count("epic"))
random.seed(1)
a = [random.random() for _ in range(3)]
random.seed(1)
b = [random.random() for _ in range(3)]
print(a == b, [round(x, 10) for x in a])
random.seed(b"bytes-seed")
print(random.randint(0, 10 ** 6), random.choice(["x", "y"]), random.random())
random.seed("text-seed", version=2)
print(random.randint(0, 10 ** 6))
random.seed(123456789012345678901234567890)
print(random.random(), random.getrandbits(40))
random.seed(-99)
print(random.random())
