# word frequency counting: a typical text-munging task
text = """It was the best of times, it was the worst of times, it was the age of
wisdom, it was the age of foolishness, it was the epoch of belief, it was the
epoch of incredulity, it was the season of Light, it was the season of Darkness"""
words = [w.strip(".,;!?").lower() for w in text.split()]
counts = {}
for w in words:
    counts[w] = counts.get(w, 0) + 1
top = sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:8]
for word, n in top:
    print(f"{word:<12}{n:>3} {'*' * n}")
print(len(words), len(counts))
longest = max(words, key=len)
print(longest, len(longest))
letters = {}
for ch in text.lower():
    if ch.isalpha():
        letters[ch] = letters.get(ch, 0) + 1
print(sorted(letters.items(), key=lambda kv: -kv[1])[:5])
print(text.count("it was"), text.lower().count("it was"))
print([line.split()[-1] for line in text.splitlines()])
