# custom exception classes chained with from
class StorageError(Exception):
    pass

class RecordNotFound(StorageError):
    def __init__(self, table, key):
        super().__init__(table, key)
        self.table, self.key = table, key
    def __str__(self):
        return f"{self.table}[{self.key!r}] does not exist"

class ServiceError(Exception):
    pass

db = {"users": {1: "ann"}}
def fetch(table, key):
    try:
        return db[table][key]
    except KeyError:
        raise RecordNotFound(table, key)

def handler(uid):
    try:
        return "hello " + fetch("users", uid)
    except StorageError as e:
        raise ServiceError(f"request for user {uid} failed") from e

print(handler(1))
handler(2)
