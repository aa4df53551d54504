# classic string algorithms
def is_palindrome(s):
    cleaned = [c.lower() for c in s if c.isalnum()]
    return cleaned == cleaned[::-1]

for s in ["A man, a plan, a canal: Panama", "race a car", "", "No 'x' in Nixon", "Was it a car or a cat I saw?"]:
    print(repr(s), is_palindrome(s))

def longest_pal(s):
    best = ""
    for center in range(len(s)):
        for lo, hi in ((center, center), (center, center + 1)):
            while lo >= 0 and hi < len(s) and s[lo] == s[hi]:
                lo -= 1
                hi += 1
            if hi - lo - 1 > len(best):
                best = s[lo + 1:hi]
    return best

print(longest_pal("babad"), longest_pal("cbbd"), longest_pal("forgeeksskeegfor"))
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(sorted(groups.values()))

def rle(s):
    out = []
    i = 0
    while i < len(s):
        j = i
        while j < len(s) and s[j] == s[i]:
            j += 1
        out.append(f"{j - i}{s[i]}")
        i = j
    return "".join(out)
print(rle("aaabccddddde"), rle(""), rle("x"))
