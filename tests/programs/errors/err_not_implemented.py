# NotImplementedError from a placeholder function
def export(data, fmt):
    if fmt == "csv":
        return "\n".join(",".join(map(str, row)) for row in data)
    if fmt == "tsv":
        return "\n".join("\t".join(map(str, row)) for row in data)
    raise NotImplementedError(f"format {fmt!r} is not supported yet")

rows = [[1, "a"], [2, "b"]]
print(export(rows, "csv"))
print(export(rows, "tsv"))
print(export(rows, "xlsx"))
