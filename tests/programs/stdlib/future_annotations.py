from __future__ import annotations

import __future__
import typing
from dataclasses import dataclass, field, fields, KW_ONLY, InitVar
from typing import ClassVar, Optional, List


def area(w: int, h: float = 1.0, *args: str, scale: 'int | None' = None, **kw: dict[str, int]) -> float:
    return w * h


print(area.__annotations__)
print(typing.get_type_hints(area))


@dataclass
class Node:
    value: int
    children: List[Node] = field(default_factory=list)
    parent: Optional[Node] = None
    count: ClassVar[int] = 0
    seed: InitVar[int] = 0
    _: KW_ONLY
    label: str = ''

    def __post_init__(self, seed):
        self.value += seed

    def add(self, child: Node) -> Node:
        child.parent = self
        self.children.append(child)
        return child


root = Node(1, seed=10, label='root')
root.add(Node(2))
print(root.value, root.label, [c.value for c in root.children], root.children[0].parent is root)
print(Node.__annotations__)
print([(f.name, f.type) for f in fields(Node)])
print({k: v for k, v in typing.get_type_hints(Node).items() if k != '_'})
print(Node.add.__annotations__, typing.get_type_hints(Node.add))


class Tree:
    left: Tree | None
    right: 'Tree'
    weights: tuple[int, ...] = (1, 2)
    mapping: dict[str, list[Tree]]


print(Tree.__annotations__)
x: Undefined = 5
y: list[int] = [1]
print(__annotations__, x, y)
print(__future__.annotations, __future__.annotations.compiler_flag, __future__.all_feature_names[-1])
print(typing.get_type_hints(Tree))
