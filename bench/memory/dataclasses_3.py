# 100,000 dataclass instances with 3 fields.
from dataclasses import dataclass


@dataclass
class Row:
    ident: int
    label: str
    weight: float


rows = [Row(i, "r", i * 0.5) for i in range(100000)]
print(len(rows), rows[-1].weight)
