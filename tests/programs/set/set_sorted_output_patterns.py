# common ways of presenting set results deterministically
langs_a = {"python", "rust", "go", "c"}
langs_b = {"rust", "zig", "c", "haskell"}
both = langs_a & langs_b
print("both:", ", ".join(sorted(both)))
print("only a:", sorted(langs_a - langs_b))
print("only b:", sorted(langs_b - langs_a, key=len))
print("all:", sorted(langs_a | langs_b, key=lambda s: (len(s), s)))
print("count:", len(langs_a | langs_b))
print({k: sorted(v) for k, v in {"a": langs_a, "b": langs_b}.items()})
print(sorted(map(str.upper, langs_a ^ langs_b)))
print(sorted(len(x) for x in langs_a))
print(max(langs_a), min(langs_b))
