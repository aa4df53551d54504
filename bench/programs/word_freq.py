# Word counting with Counter and str methods over a generated corpus.
from collections import Counter
import string

VOCAB = ("the quick brown fox jumps over lazy dog and then some Other words appear Here with "
         "punctuation like commas, periods. question? marks! it's a don't-case example of text").split()

paras = []
for p in range(1500):
    sentences = []
    for s in range(8):
        words = [VOCAB[(p * 31 + s * 7 + k * k) % len(VOCAB)] for k in range(12)]
        sentences.append(" ".join(words).capitalize() + ".")
    paras.append("  ".join(sentences))
text = "\n\n".join(paras)

table = str.maketrans("", "", string.punctuation.replace("'", "").replace("-", ""))
counts = Counter()
lengths = Counter()
first_letters = Counter()
for line in text.splitlines():
    line = line.strip()
    if not line:
        continue
    for word in line.lower().translate(table).split():
        word = word.strip("'-")
        if not word or word.isdigit():
            continue
        counts[word] += 1
        lengths[len(word)] += 1
        first_letters[word[0]] += 1

bigrams = Counter()
words = text.lower().split()
for a, b in zip(words, words[1:]):
    bigrams[(a.strip(".,?!"), b.strip(".,?!"))] += 1

print(len(counts), sum(counts.values()))
print(counts.most_common(6))
print(sorted(lengths.items())[:6])
print(first_letters.most_common(3), bigrams.most_common(2))
print((counts + first_letters)["the"], len(counts & Counter(VOCAB)))
