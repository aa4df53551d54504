"""sqlite3 for corral: the DB-API classes over the native _sqlite3.

SQLite itself opens no file: every database lives in memory. A database
named by a path is read from the run's filesystem (through open(), with the
run's own rights) when connecting, and its whole image is written back
there after each change that is committed. A statement runs to its end
when executed; its rows wait in the cursor until fetched.
"""

import _sqlite3

sqlite_version = _sqlite3.sqlite_version
sqlite_version_info = tuple(int(p) for p in sqlite_version.split("."))
version = "2.6.0"
version_info = (2, 6, 0)
apilevel = "2.0"
paramstyle = "qmark"
threadsafety = 3
PARSE_DECLTYPES = 1
PARSE_COLNAMES = 2
SQLITE_OK = 0
SQLITE_DENY = 1
SQLITE_IGNORE = 2
Binary = memoryview


class Error(Exception):
    sqlite_errorcode = None
    sqlite_errorname = None


class Warning(Exception):
    pass


class InterfaceError(Error):
    pass


class DatabaseError(Error):
    pass


class InternalError(DatabaseError):
    pass


class OperationalError(DatabaseError):
    pass


class ProgrammingError(DatabaseError):
    pass


class IntegrityError(DatabaseError):
    pass


class DataError(DatabaseError):
    pass


class NotSupportedError(DatabaseError):
    pass


# Result codes (primary, low byte) to the class CPython raises.
_CLASS_OF_CODE = {
    1: OperationalError, 2: InternalError, 3: OperationalError,
    4: OperationalError, 5: OperationalError, 6: OperationalError,
    7: MemoryError, 8: OperationalError, 9: OperationalError,
    10: OperationalError, 11: DatabaseError, 12: InternalError,
    13: OperationalError, 14: OperationalError, 15: OperationalError,
    16: OperationalError, 17: OperationalError, 18: DataError,
    19: IntegrityError, 20: IntegrityError, 21: InterfaceError,
    25: InterfaceError, 26: DatabaseError,
}

_PRIMARY_NAMES = {
    1: "ERROR", 2: "INTERNAL", 3: "PERM", 4: "ABORT", 5: "BUSY",
    6: "LOCKED", 7: "NOMEM", 8: "READONLY", 9: "INTERRUPT", 10: "IOERR",
    11: "CORRUPT", 12: "NOTFOUND", 13: "FULL", 14: "CANTOPEN",
    15: "PROTOCOL", 16: "EMPTY", 17: "SCHEMA", 18: "TOOBIG",
    19: "CONSTRAINT", 20: "MISMATCH", 21: "MISUSE", 22: "NOLFS",
    23: "AUTH", 24: "FORMAT", 25: "RANGE", 26: "NOTADB",
}

_EXTENDED_NAMES = {
    275: "CONSTRAINT_CHECK", 531: "CONSTRAINT_COMMITHOOK",
    787: "CONSTRAINT_FOREIGNKEY", 1043: "CONSTRAINT_FUNCTION",
    1299: "CONSTRAINT_NOTNULL", 1555: "CONSTRAINT_PRIMARYKEY",
    1811: "CONSTRAINT_TRIGGER", 2067: "CONSTRAINT_UNIQUE",
    2323: "CONSTRAINT_VTAB", 2579: "CONSTRAINT_ROWID",
    2835: "CONSTRAINT_PINNED", 3091: "CONSTRAINT_DATATYPE",
}


def _error(kind, code, msg):
    """The exception for SQLite result `code` (or of class `kind`)."""
    if kind:
        cls = globals()[kind]
    else:
        cls = _CLASS_OF_CODE.get(code & 0xFF, DatabaseError)
    exc = cls(msg)
    if code >= 0 and isinstance(exc, Error):
        name = _EXTENDED_NAMES.get(code) or _PRIMARY_NAMES.get(code & 0xFF, "ERROR")
        exc.sqlite_errorcode = code
        exc.sqlite_errorname = "SQLITE_" + name
    return exc


_adapters = {}
_converters = {}


def register_adapter(tp, adapter):
    _adapters[tp] = adapter


def register_converter(name, converter):
    _converters[name.upper()] = converter


def adapt(obj, proto=None, alt=None):
    a = _adapters.get(type(obj))
    if a is not None:
        return a(obj)
    if alt is not None:
        return alt
    raise ProgrammingError("can't adapt")


_PLAIN = (int, float, str, bytes, type(None))


def _adapt_value(v):
    if type(v) in _PLAIN:
        return v
    a = _adapters.get(type(v))
    if a is not None:
        return a(v)
    mod = getattr(type(v), "__module__", "")
    if mod == "datetime":
        name = type(v).__name__
        if name == "datetime":
            return v.isoformat(" ")
        if name == "date":
            return v.isoformat()
    return v


def _params(parameters):
    if type(parameters) is dict:
        if _adapters or any(type(v) not in _PLAIN for v in parameters.values()):
            return {k: _adapt_value(v) for k, v in parameters.items()}
        return parameters
    if isinstance(parameters, dict):
        return {k: _adapt_value(v) for k, v in parameters.items()}
    if isinstance(parameters, (str, bytes, bytearray)) or not hasattr(parameters, "__getitem__") or not hasattr(parameters, "__len__"):
        raise ProgrammingError("parameters are of unsupported type")
    return tuple(_adapt_value(parameters[i]) for i in range(len(parameters)))


def _first_word(sql):
    i, n = 0, len(sql)
    while i < n:
        ch = sql[i]
        if ch in " \t\r\n\f":
            i += 1
        elif sql.startswith("--", i):
            j = sql.find("\n", i)
            i = n if j < 0 else j + 1
        elif sql.startswith("/*", i):
            j = sql.find("*/", i + 2)
            i = n if j < 0 else j + 2
        else:
            break
    j = i
    while j < n and sql[j].isalpha():
        j += 1
    return sql[i:j].upper()


_DML = ("INSERT", "UPDATE", "DELETE", "REPLACE")
# Statements that may change a database without counting as changes.
_SCHEMA = ("CREATE", "DROP", "ALTER", "VACUUM", "REINDEX", "ANALYZE", "PRAGMA", "COMMIT", "END")
_LEVELS = ("", "DEFERRED", "IMMEDIATE", "EXCLUSIVE")


class Row:
    """A result row: a tuple whose items may also be read by column name."""

    def __init__(self, cursor, data):
        if not isinstance(cursor, Cursor):
            raise TypeError("Row() argument 1 must be sqlite3.Cursor, not " + type(cursor).__name__)
        if not isinstance(data, tuple):
            raise TypeError("Row() argument 2 must be tuple, not " + type(data).__name__)
        self._desc = cursor.description
        self._data = data

    def keys(self):
        if self._desc is None:
            return []
        return [d[0] for d in self._desc]

    def __getitem__(self, key):
        if isinstance(key, str):
            if self._desc is not None:
                low = key.lower()
                for i, d in enumerate(self._desc):
                    if d[0].lower() == low:
                        return self._data[i]
            raise IndexError("No item with that key")
        return self._data[key]

    def __len__(self):
        return len(self._data)

    def __iter__(self):
        return iter(self._data)

    def __eq__(self, other):
        if not isinstance(other, Row):
            return NotImplemented
        return self._desc == other._desc and self._data == other._data

    def __ne__(self, other):
        if not isinstance(other, Row):
            return NotImplemented
        return not self == other

    def __hash__(self):
        return hash(self._desc) ^ hash(self._data)

    def __repr__(self):
        return "<sqlite3.Row object at 0x%x>" % id(self)


Row.__module__ = "sqlite3"


class Cursor:
    """Runs statements on a connection and hands out their rows."""

    def __init__(self, connection):
        if not isinstance(connection, Connection):
            raise TypeError("Cursor() argument 1 must be sqlite3.Connection, not " + type(connection).__name__)
        self.connection = connection
        self.arraysize = 1
        self.description = None
        self.rowcount = -1
        self.lastrowid = None
        self.row_factory = None
        self._rows = []
        self._pos = 0
        self._closed = False

    def _check(self):
        self.connection._check()
        if self._closed:
            raise ProgrammingError("Cannot operate on a closed cursor.")

    def _begin_if_needed(self, sql):
        conn = self.connection
        if conn._isolation_level is not None and _first_word(sql) in _DML:
            if not _sqlite3.info(conn._h)[1]:
                _sqlite3.run(conn._h, "BEGIN " + conn._isolation_level, None, None)

    def execute(self, sql, parameters=()):
        self._check()
        if not isinstance(sql, str):
            raise TypeError("execute() argument 1 must be str, not " + type(sql).__name__)
        params = _params(parameters)
        self._rows = []
        self._pos = 0
        self.description = None
        self.rowcount = -1
        self._begin_if_needed(sql)
        rows = []
        conn = self.connection
        before = conn._changes_if_file()
        names, changes, last = _sqlite3.run(conn._h, sql, params, rows)
        if before is not None:
            conn._save_if_changed(_first_word(sql), before)
        self._rows = rows
        if names is not None:
            self.description = tuple((n, None, None, None, None, None, None) for n in names)
        if _first_word(sql) in _DML:
            self.rowcount = changes
        self.lastrowid = last
        return self

    def executemany(self, sql, seq_of_parameters):
        self._check()
        if not isinstance(sql, str):
            raise TypeError("executemany() argument 1 must be str, not " + type(sql).__name__)
        if _first_word(sql) not in _DML:
            raise ProgrammingError("executemany() can only execute DML statements.")
        self._rows = []
        self._pos = 0
        self.description = None
        self.rowcount = 0
        conn = self.connection
        before = conn._changes_if_file()
        for parameters in seq_of_parameters:
            params = _params(parameters)
            self._begin_if_needed(sql)
            names, changes, last = _sqlite3.run(conn._h, sql, params, None)
            self.rowcount += changes
        if before is not None:
            conn._save_if_changed("", before)
        return self

    def executescript(self, sql_script):
        self._check()
        if not isinstance(sql_script, str):
            raise ValueError("script argument must be unicode.")
        conn = self.connection
        if _sqlite3.info(conn._h)[1]:
            _sqlite3.run(conn._h, "COMMIT", None, None)
        try:
            _sqlite3.script(conn._h, sql_script)
        finally:
            if conn._path is not None:
                conn._save_if_changed("CREATE", 0)
        self._rows = []
        self._pos = 0
        return self

    def _make(self, row):
        f = self.row_factory
        if f is None:
            return row
        return f(self, row)

    def fetchone(self):
        self._check()
        if self._pos >= len(self._rows):
            return None
        row = self._rows[self._pos]
        self._pos += 1
        return self._make(row)

    def fetchmany(self, size=None):
        self._check()
        if size is None:
            size = self.arraysize
        out = []
        while len(out) < size and self._pos < len(self._rows):
            out.append(self._make(self._rows[self._pos]))
            self._pos += 1
        return out

    def fetchall(self):
        self._check()
        out = [self._make(r) for r in self._rows[self._pos:]]
        self._pos = len(self._rows)
        return out

    def __iter__(self):
        return self

    def __next__(self):
        row = self.fetchone()
        if row is None:
            raise StopIteration
        return row

    def close(self):
        self._closed = True
        self._rows = []

    def setinputsizes(self, sizes):
        pass

    def setoutputsize(self, size, column=None):
        pass


Cursor.__module__ = "sqlite3"


class _AggregateHost:
    """Instances of a guest aggregate class, by key, while SQLite runs it."""

    def __init__(self, cls):
        self.cls = cls
        self.live = {}
        self.next = 0

    def new(self):
        self.next += 1
        self.live[self.next] = self.cls()
        return self.next

    def step(self, key, *args):
        self.live[key].step(*args)

    def final(self, key):
        inst = self.live.pop(key)
        return inst.finalize()


class Connection:
    """A database connection (in memory)."""

    Error = Error
    Warning = Warning
    InterfaceError = InterfaceError
    DatabaseError = DatabaseError
    InternalError = InternalError
    OperationalError = OperationalError
    ProgrammingError = ProgrammingError
    IntegrityError = IntegrityError
    DataError = DataError
    NotSupportedError = NotSupportedError

    def __init__(self, database, timeout=5.0, detect_types=0, isolation_level="",
                 check_same_thread=True, factory=None, cached_statements=128, uri=False):
        if hasattr(database, "__fspath__"):
            database = database.__fspath__()
        if isinstance(database, bytes):
            database = database.decode()
        if not isinstance(database, str):
            raise TypeError("expected str, bytes or os.PathLike object, not " + type(database).__name__)
        self._h = None
        self._path = None
        if uri and database.startswith("file:"):
            database = database[5:].split("?", 1)[0].split("#", 1)[0]
        image = None
        if database not in (":memory:", ""):
            self._path = _absolute(database)
            image = _load(self._path)
        self._isolation_level = self._level(isolation_level)
        self._h = _sqlite3.open(image)
        self._keep = []
        self.row_factory = None
        self.text_factory = str

    @staticmethod
    def _level(level):
        if level is None:
            return None
        if not isinstance(level, str):
            raise TypeError("isolation_level must be str or None, not " + type(level).__name__)
        if level.upper() not in _LEVELS:
            raise ValueError("isolation_level string must be '', 'DEFERRED', 'IMMEDIATE', or 'EXCLUSIVE'")
        return level

    def _check(self):
        if self._h is None:
            raise ProgrammingError("Cannot operate on a closed database.")

    def _changes_if_file(self):
        if self._path is None:
            return None
        return _sqlite3.info(self._h)[0]

    def _save_if_changed(self, word, before):
        """Write the database back to its file if a change was committed."""
        total, in_tx = _sqlite3.info(self._h)
        if not in_tx and (total != before or word in _SCHEMA):
            _store(self._path, _sqlite3.serialize(self._h))

    @property
    def isolation_level(self):
        return self._isolation_level

    @isolation_level.setter
    def isolation_level(self, level):
        level = self._level(level)
        if level is None and self._h is not None and _sqlite3.info(self._h)[1]:
            _sqlite3.run(self._h, "COMMIT", None, None)
        self._isolation_level = level

    @property
    def in_transaction(self):
        self._check()
        return _sqlite3.info(self._h)[1]

    @property
    def total_changes(self):
        self._check()
        return _sqlite3.info(self._h)[0]

    def cursor(self, factory=None):
        self._check()
        cur = Cursor(self) if factory is None else factory(self)
        if self.row_factory is not None:
            cur.row_factory = self.row_factory
        return cur

    def execute(self, sql, parameters=()):
        return self.cursor().execute(sql, parameters)

    def executemany(self, sql, parameters):
        return self.cursor().executemany(sql, parameters)

    def executescript(self, sql_script):
        return self.cursor().executescript(sql_script)

    def commit(self):
        self._check()
        if _sqlite3.info(self._h)[1]:
            _sqlite3.run(self._h, "COMMIT", None, None)
            if self._path is not None:
                _store(self._path, _sqlite3.serialize(self._h))

    def rollback(self):
        self._check()
        if _sqlite3.info(self._h)[1]:
            _sqlite3.run(self._h, "ROLLBACK", None, None)

    def close(self):
        if self._h is not None:
            h = self._h
            self._h = None
            _sqlite3.close(h)

    def create_function(self, name, narg, func, *, deterministic=False):
        self._check()
        if func is None:
            func = _no_function
        self._keep.append(func)
        _sqlite3.create_function(self._h, name, narg, func)

    def create_aggregate(self, name, n_arg, aggregate_class):
        self._check()
        host = _AggregateHost(aggregate_class)
        # The native side holds these without rooting them: kept here.
        calls = (host.new, host.step, host.final)
        self._keep.append(calls)
        _sqlite3.create_aggregate(self._h, name, n_arg, *calls)

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc, tb):
        if exc_type is None:
            try:
                self.commit()
            except BaseException:
                self.rollback()
                raise
        else:
            self.rollback()
        return False


Connection.__module__ = "sqlite3"


def _absolute(path):
    import os
    return os.path.abspath(path)


def _load(path):
    """The bytes of the database file at `path` (made empty if missing)."""
    failed = False
    try:
        with open(path, "rb") as f:
            return f.read()
    except FileNotFoundError:
        pass
    except OSError:
        failed = True
    if not failed:
        try:
            with open(path, "wb"):
                pass
            return None
        except OSError:
            pass
    raise OperationalError("unable to open database file")


def _store(path, image):
    failed = False
    try:
        with open(path, "wb") as f:
            f.write(image)
    except OSError:
        failed = True
    if failed:
        raise OperationalError("attempt to write a readonly database")


def _no_function(*args):
    raise OperationalError("no such function")


def connect(database, timeout=5.0, detect_types=0, isolation_level="",
            check_same_thread=True, factory=None, cached_statements=128, uri=False):
    if factory is None:
        factory = Connection
    return factory(database, timeout, detect_types, isolation_level,
                   check_same_thread, None, cached_statements, uri)


def complete_statement(statement):
    """True if `statement` ends with a semicolon outside quotes and comments."""
    quote = None
    i, n = 0, len(statement)
    last = False
    while i < n:
        ch = statement[i]
        if quote:
            if ch == quote:
                quote = None
            i += 1
            continue
        if ch in "'\"`[":
            quote = "]" if ch == "[" else ch
            last = False
        elif statement.startswith("--", i):
            j = statement.find("\n", i)
            if j < 0:
                break
            i = j
        elif statement.startswith("/*", i):
            j = statement.find("*/", i + 2)
            if j < 0:
                return False
            i = j + 1
        elif ch == ";":
            last = True
        elif not ch.isspace():
            last = False
        i += 1
    return last and quote is None


def enable_callback_tracebacks(flag):
    pass
