# pagination with ranges and slices
items = [f"item{i:02d}" for i in range(23)]
page_size = 5
pages = range(0, len(items), page_size)
print(len(pages), list(pages))
for n, start in enumerate(pages, 1):
    page = items[start:start + page_size]
    print(f"page {n}/{len(pages)}:", page[0], "..", page[-1], len(page))
def page_of(index):
    return index // page_size + 1
print([page_of(i) for i in (0, 4, 5, 22)])
last = items[pages[-1]:]
print(last)
print(items[-page_size:], items[len(items) - len(items) % page_size:])
