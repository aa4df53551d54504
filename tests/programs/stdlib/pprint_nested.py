import pprint
data = {"users": [{"name": "Ann", "roles": ["admin", "dev"], "active": True, "id": 1},
                  {"name": "Bob", "roles": [], "active": False, "id": 2}],
        "meta": {"count": 2, "tags": ("x", "y", "z"), "nested": {"a": {"b": {"c": [1, 2, 3]}}}},
        "empty": {}, "none": None, "float": 3.14159}
pprint.pprint(data)
pprint.pprint(data, width=40)
pprint.pprint(data, width=120)
pprint.pprint(list(range(40)))
pprint.pprint([list(range(10)) for _ in range(4)], width=50)
