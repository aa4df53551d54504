"""csv for corral: CPython's csv.py over a Python port of its _csv parser
and writer (same state machine, quoting rules and messages). Sniffer is
not provided.
"""

__version__ = "1.0"

import _corral_csv

QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE = range(4)


class Error(Exception):
    pass


Error.__module__ = '_csv'

_dialects = {}
_field_limit = 128 * 1024


def field_size_limit(*args, **kwargs):
    global _field_limit
    if kwargs:
        raise TypeError('field_size_limit() takes no keyword arguments')
    if len(args) > 1:
        raise TypeError(f'field_size_limit expected at most 1 argument, got {len(args)}')
    old = _field_limit
    if args:
        new = args[0]
        if not isinstance(new, int):
            raise TypeError('limit must be an integer')
        _field_limit = new
    return old


def _char(name, v, allow_none):
    if v is None and allow_none:
        return None
    if not isinstance(v, str):
        if allow_none:
            raise TypeError(f'"{name}" must be string or None, not {type(v).__name__}')
        raise TypeError(f'"{name}" must be string, not {type(v).__name__}')
    if len(v) != 1:
        raise TypeError(f'"{name}" must be a 1-character string')
    return v


_ATTRS = ('delimiter', 'doublequote', 'escapechar', 'lineterminator',
          'quotechar', 'quoting', 'skipinitialspace', 'strict')


class Dialect:
    """CSV dialect

    The Dialect type records CSV parsing and generation options.
    """

    def __init__(self, dialect=None, **kwargs):
        for k in kwargs:
            if k not in _ATTRS:
                raise TypeError(f"'{k}' is an invalid keyword argument for this function")
        if dialect is not None:
            if isinstance(dialect, str):
                dialect = get_dialect(dialect)
            for k in _ATTRS:
                if k not in kwargs and hasattr(dialect, k):
                    kwargs[k] = getattr(dialect, k)
        get = kwargs.get
        delimiter = get('delimiter', ',')
        doublequote = get('doublequote', True)
        escapechar = get('escapechar', None)
        lineterminator = get('lineterminator', '\r\n')
        quotechar = get('quotechar', '"')
        quoting = get('quoting', QUOTE_MINIMAL)
        skipinitialspace = get('skipinitialspace', False)
        strict = get('strict', False)
        if not isinstance(quoting, int):
            raise TypeError('"quoting" must be an integer')
        if quoting not in (QUOTE_MINIMAL, QUOTE_ALL, QUOTE_NONNUMERIC, QUOTE_NONE):
            raise TypeError('bad "quoting" value')
        self._delimiter = _char('delimiter', delimiter, False)
        self._quotechar = _char('quotechar', quotechar, True)
        self._escapechar = _char('escapechar', escapechar, True)
        if lineterminator is None:
            raise TypeError('lineterminator must be set')
        if not isinstance(lineterminator, str):
            raise TypeError('"lineterminator" must be a string')
        self._lineterminator = lineterminator
        self._quoting = quoting
        self._doublequote = bool(doublequote)
        self._skipinitialspace = bool(skipinitialspace)
        self._strict = bool(strict)

    delimiter = property(lambda self: self._delimiter)
    quotechar = property(lambda self: self._quotechar)
    escapechar = property(lambda self: self._escapechar)
    lineterminator = property(lambda self: self._lineterminator)
    quoting = property(lambda self: self._quoting)
    doublequote = property(lambda self: self._doublequote)
    skipinitialspace = property(lambda self: self._skipinitialspace)
    strict = property(lambda self: self._strict)

    def __repr__(self):
        return '<_csv.Dialect object>'


Dialect.__module__ = '_csv'
_Dialect = Dialect


def register_dialect(name, dialect=None, **kwargs):
    if not isinstance(name, str):
        raise TypeError('dialect name must be a string')
    _dialects[name] = _Dialect(dialect, **kwargs)


def unregister_dialect(name):
    if name not in _dialects:
        raise Error('unknown dialect')
    del _dialects[name]


def get_dialect(name):
    try:
        return _dialects[name]
    except (KeyError, TypeError):
        raise Error('unknown dialect') from None


def list_dialects():
    return list(_dialects)


# Reader states, as in _csv.c.
(_START_RECORD, _START_FIELD, _ESCAPED_CHAR, _IN_FIELD, _IN_QUOTED_FIELD,
 _ESCAPE_IN_QUOTED_FIELD, _QUOTE_IN_QUOTED_FIELD, _EAT_CRNL,
 _AFTER_ESCAPED_CRNL) = range(9)
_EOL = None


class Reader:
    def __init__(self, csvfile, dialect=None, **kwargs):
        self._iter = iter(csvfile)
        self.dialect = _Dialect(dialect, **kwargs)
        self.line_num = 0
        d = self.dialect
        # The state machine below, run natively a line at a time; numeric
        # fields stay with the Python one.
        self._params = None if d._quoting == QUOTE_NONNUMERIC else (
            d._delimiter, d._quotechar, d._escapechar, d._doublequote,
            d._skipinitialspace, d._strict, d._quoting)

    def __iter__(self):
        return self

    def _save_field(self):
        field = ''.join(self._field)
        self._field = []
        if self._numeric:
            self._numeric = False
            field = float(field)
        self._fields.append(field)

    def _add_char(self, c):
        if len(self._field) >= _field_limit:
            raise Error(f'field larger than field limit ({_field_limit})')
        self._field.append(c)

    def _process(self, c):
        d = self.dialect
        state = self._state
        if state == _START_RECORD:
            if c is _EOL:
                return
            if c == '\n' or c == '\r':
                self._state = _EAT_CRNL
                return
            state = self._state = _START_FIELD
        if state == _START_FIELD:
            if c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d._quotechar and d._quoting != QUOTE_NONE:
                self._state = _IN_QUOTED_FIELD
            elif c == d._escapechar:
                self._state = _ESCAPED_CHAR
            elif c == ' ' and d._skipinitialspace:
                pass
            elif c == d._delimiter:
                self._save_field()
            else:
                if d._quoting == QUOTE_NONNUMERIC:
                    self._numeric = True
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _ESCAPED_CHAR:
            if c == '\n' or c == '\r':
                self._add_char(c)
                self._state = _AFTER_ESCAPED_CRNL
                return
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_FIELD
            return
        if state == _AFTER_ESCAPED_CRNL:
            if c is _EOL:
                return
            state = _IN_FIELD
        if state == _IN_FIELD:
            if c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif c == d._escapechar:
                self._state = _ESCAPED_CHAR
            elif c == d._delimiter:
                self._save_field()
                self._state = _START_FIELD
            else:
                self._add_char(c)
                self._state = _IN_FIELD
            return
        if state == _IN_QUOTED_FIELD:
            if c is _EOL:
                pass
            elif c == d._escapechar:
                self._state = _ESCAPE_IN_QUOTED_FIELD
            elif c == d._quotechar and d._quoting != QUOTE_NONE:
                if d._doublequote:
                    self._state = _QUOTE_IN_QUOTED_FIELD
                else:
                    self._state = _IN_FIELD
            else:
                self._add_char(c)
            return
        if state == _ESCAPE_IN_QUOTED_FIELD:
            if c is _EOL:
                c = '\n'
            self._add_char(c)
            self._state = _IN_QUOTED_FIELD
            return
        if state == _QUOTE_IN_QUOTED_FIELD:
            if d._quoting != QUOTE_NONE and c == d._quotechar:
                self._add_char(c)
                self._state = _IN_QUOTED_FIELD
            elif c == d._delimiter:
                self._save_field()
                self._state = _START_FIELD
            elif c == '\n' or c == '\r' or c is _EOL:
                self._save_field()
                self._state = _START_RECORD if c is _EOL else _EAT_CRNL
            elif not d._strict:
                self._add_char(c)
                self._state = _IN_FIELD
            else:
                raise Error(f"'{d._delimiter}' expected after '{d._quotechar}'")
            return
        if state == _EAT_CRNL:
            if c == '\n' or c == '\r':
                pass
            elif c is _EOL:
                self._state = _START_RECORD
            else:
                raise Error("new-line character seen in unquoted field - "
                            "do you need to open the file in universal-newline mode?")

    def _fast_line(self, line):
        # A whole record on one line with nothing to unquote or unescape:
        # what the state machine would produce, by str.split.
        d = self.dialect
        if d._skipinitialspace or d._quoting == QUOTE_NONNUMERIC:
            return None
        if line.endswith('\r\n'):
            body = line[:-2]
        elif line.endswith('\n') or line.endswith('\r'):
            body = line[:-1]
        else:
            body = line
        if '\n' in body or '\r' in body or len(body) > _field_limit:
            return None
        if d._quotechar is not None and d._quoting != QUOTE_NONE and d._quotechar in body:
            return None
        if d._escapechar is not None and d._escapechar in body:
            return None
        if not body:
            return []
        return body.split(d._delimiter)

    def __next__(self):
        params = self._params
        if params is None:
            return self._py_next()
        fields = []
        state = _START_RECORD
        field = ''
        while True:
            try:
                line = next(self._iter)
            except StopIteration:
                if field or state == _IN_QUOTED_FIELD:
                    if params[5]:
                        raise Error('unexpected end of data')
                    fields.append(field)
                    return fields
                raise
            if not isinstance(line, str):
                raise Error(f'iterator should return strings, not {type(line).__name__} '
                            '(the file should be opened in text mode)')
            self.line_num += 1
            r = _corral_csv.parse_line(params, line, state, fields, field, _field_limit)
            if type(r) is not tuple:
                if r is None:
                    # Not a line the native parser takes (a str subclass).
                    return self._py_rest(line, fields, state, field)
                raise Error(r)
            state, field = r
            if state == _START_RECORD:
                return fields

    def _py_rest(self, line, fields, state, field):
        # Continue a record in Python from where the native parser left it.
        self._fields = fields
        self._field = list(field)
        self._state = state
        self._numeric = False
        return self._py_next(line)

    def _py_next(self, pending=None):
        if pending is None:
            self._fields = []
            self._field = []
            self._state = _START_RECORD
            self._numeric = False
        while True:
            try:
                if pending is not None:
                    line, pending = pending, None
                    process = self._process
                    for c in line:
                        process(c)
                    process(_EOL)
                    if self._state == _START_RECORD:
                        break
                    continue
                line = next(self._iter)
            except StopIteration:
                if self._field or self._state == _IN_QUOTED_FIELD:
                    if self.dialect._strict:
                        raise Error('unexpected end of data')
                    self._save_field()
                    break
                raise
            if not isinstance(line, str):
                raise Error(f'iterator should return strings, not {type(line).__name__} '
                            '(the file should be opened in text mode)')
            self.line_num += 1
            if self._state == _START_RECORD:
                fields = self._fast_line(line)
                if fields is not None:
                    return fields
            process = self._process
            for c in line:
                process(c)
            process(_EOL)
            if self._state == _START_RECORD:
                break
        fields = self._fields
        self._fields = []
        return fields


Reader.__name__ = Reader.__qualname__ = 'reader'
Reader.__module__ = '_csv'


def reader(csvfile, dialect='excel', **fmtparams):
    return Reader(csvfile, dialect, **fmtparams)


def _is_number(v):
    if isinstance(v, (int, float, complex)):
        return True
    t = type(v)
    return hasattr(t, '__float__') or hasattr(t, '__index__') or hasattr(t, '__int__')


class Writer:
    def __init__(self, csvfile, dialect=None, **kwargs):
        try:
            self._write = csvfile.write
        except AttributeError:
            raise TypeError('argument 1 must have a "write" method') from None
        self.dialect = _Dialect(dialect, **kwargs)
        d = self.dialect
        self._specials = tuple(c for c in (d._delimiter, d._quotechar, d._escapechar)
                               if c is not None) + tuple(d._lineterminator)
        self._params = (d._delimiter, d._quotechar, d._escapechar, d._doublequote,
                        d._lineterminator, d._quoting)

    def _field(self, out, field, quoted, first):
        d = self.dialect
        for ch in self._specials:
            if ch in field:
                break
        else:
            # Nothing to quote or escape: the common case, without the
            # per-character scan.
            if not first:
                out.append(d._delimiter)
            if quoted:
                out.append(d._quotechar)
                out.append(field)
                out.append(d._quotechar)
            else:
                out.append(field)
            return
        delim = d._delimiter
        quote = d._quotechar
        esc = d._escapechar
        lt = d._lineterminator
        qnone = d._quoting == QUOTE_NONE
        chars = []
        for c in field:
            if c == delim or c == esc or c == quote or c in lt:
                want_escape = False
                if qnone:
                    want_escape = True
                else:
                    if c == quote:
                        if d._doublequote:
                            chars.append(quote)
                        else:
                            want_escape = True
                    elif c == esc:
                        want_escape = True
                    if not want_escape:
                        quoted = True
                if want_escape:
                    if esc is None:
                        raise Error('need to escape, but no escapechar set')
                    chars.append(esc)
            chars.append(c)
        if not first:
            out.append(delim)
        if quoted:
            out.append(quote)
        out.extend(chars)
        if quoted:
            out.append(quote)

    def writerow(self, row):
        # Lists and tuples of str, int, float, bool and None are formatted
        # natively (by the rules of _py_writerow); None means anything else.
        line = _corral_csv.format_row(self._params, row)
        if line is None:
            return self._py_writerow(row)
        if type(line) is tuple:
            raise Error(line[0])
        return self._write(line)

    def _py_writerow(self, row):
        d = self.dialect
        try:
            it = iter(row)
        except TypeError:
            raise Error(f'iterable expected, not {type(row).__name__}') from None
        out = []
        n = 0
        for field in it:
            if d._quoting == QUOTE_NONNUMERIC:
                quoted = not _is_number(field)
            else:
                quoted = d._quoting == QUOTE_ALL
            if field is None:
                s = ''
            elif isinstance(field, str):
                s = field
            else:
                s = str(field)
            self._field(out, s, quoted, n == 0)
            n += 1
        if n == 1 and not any(out):
            if d._quoting == QUOTE_NONE:
                raise Error('single empty field record must be quoted')
            out.append(d._quotechar * 2)
        out.append(d._lineterminator)
        return self._write(''.join(out))

    def writerows(self, rows):
        for row in rows:
            self.writerow(row)


Writer.__name__ = Writer.__qualname__ = 'writer'
Writer.__module__ = '_csv'


def writer(csvfile, dialect='excel', **fmtparams):
    return Writer(csvfile, dialect, **fmtparams)


from io import StringIO

__all__ = ["QUOTE_MINIMAL", "QUOTE_ALL", "QUOTE_NONNUMERIC", "QUOTE_NONE",
           "Error", "Dialect", "excel", "excel_tab",
           "field_size_limit", "reader", "writer",
           "register_dialect", "get_dialect", "list_dialects",
           "unregister_dialect", "__version__", "DictReader", "DictWriter",
           "unix_dialect"]

class Dialect:
    """Base of the dialect classes: a subclass sets the formatting
    attributes below (see excel); creating an instance checks them."""

    _name = ""
    _valid = False
    delimiter = quotechar = escapechar = doublequote = None
    skipinitialspace = lineterminator = quoting = None

    def __init__(self):
        if type(self) is not Dialect:
            self._valid = True
        self._validate()

    def _validate(self):
        # The checks are _Dialect's; a bad setting surfaces as csv.Error.
        try:
            _Dialect(self)
        except TypeError as problem:
            raise Error(str(problem))


class excel(Dialect):
    """The CSV files Excel writes: comma-separated, CRLF line ends."""
    delimiter, quotechar, lineterminator = ',', '"', '\r\n'
    doublequote, skipinitialspace = True, False
    quoting = QUOTE_MINIMAL


class excel_tab(excel):
    """Excel's tab-separated variant."""
    delimiter = '\t'


class unix_dialect(Dialect):
    """CSV as Unix tools tend to write it: LF line ends, every field
    quoted."""
    delimiter, quotechar, lineterminator = ',', '"', '\n'
    doublequote, skipinitialspace = True, False
    quoting = QUOTE_ALL


for _name, _cls in (("excel", excel), ("excel-tab", excel_tab),
                    ("unix", unix_dialect)):
    register_dialect(_name, _cls)
del _name, _cls


class DictReader:
    """Iterates over a CSV file's rows as dicts, keyed by `fieldnames` or,
    when that is None, by the file's first row."""

    def __init__(self, f, fieldnames=None, restkey=None, restval=None,
                 dialect="excel", *args, **kwds):
        self.reader = reader(f, dialect, *args, **kwds)
        self.dialect = dialect
        self.restkey = restkey
        self.restval = restval
        self._fieldnames = fieldnames
        self.line_num = 0

    def __iter__(self):
        return self

    @property
    def fieldnames(self):
        if self._fieldnames is None:
            self._fieldnames = next(self.reader, None)
        self.line_num = self.reader.line_num
        return self._fieldnames

    @fieldnames.setter
    def fieldnames(self, value):
        self._fieldnames = value

    def __next__(self):
        if self.line_num == 0:
            self.fieldnames  # consumes the header row if there is one
        reader = self.reader
        row = next(reader)
        self.line_num = reader.line_num
        # Blank lines would give dicts of nothing but restval: skip them.
        while not row:
            row = next(reader)
        keys = self._fieldnames
        if keys is None:
            keys = self.fieldnames
        elif self.__class__ is not DictReader:
            keys = self.fieldnames  # a subclass may redefine the property
        else:
            self.line_num = reader.line_num
        record = dict(zip(keys, row))
        if len(row) > len(keys):
            record[self.restkey] = row[len(keys):]
        else:
            for key in keys[len(row):]:
                record[key] = self.restval
        return record


class DictWriter:
    """Writes dicts as CSV rows, the values in `fieldnames` order."""

    def __init__(self, f, fieldnames, restval="", extrasaction="raise",
                 dialect="excel", *args, **kwds):
        if extrasaction.lower() not in ("raise", "ignore"):
            raise ValueError("extrasaction (%s) must be 'raise' or 'ignore'"
                             % extrasaction)
        self.fieldnames = fieldnames
        self.restval = restval
        self.extrasaction = extrasaction
        self.writer = writer(f, dialect, *args, **kwds)

    def writeheader(self):
        return self.writerow({name: name for name in self.fieldnames})

    def _row_values(self, rowdict):
        if self.extrasaction == "raise":
            unknown = rowdict.keys() - self.fieldnames
            if unknown:
                raise ValueError("dict contains fields not in fieldnames: "
                                 + ", ".join(map(repr, unknown)))
        return [rowdict.get(name, self.restval) for name in self.fieldnames]

    def writerow(self, rowdict):
        return self.writer.writerow(self._row_values(rowdict))

    def writerows(self, rowdicts):
        return self.writer.writerows(map(self._row_values, rowdicts))


# ---- Sniffer: guess a file's dialect from a sample of it ----

# Quoted fields seen with a delimiter on either side, then at a line start,
# then at a line end, then alone on a line: the first kind found decides.
_QUOTED_FIELD_SHAPES = [
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?P=delim)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?P<delim>[^\w\n"\'])(?P<space> ?)',
    r'(?P<delim>[^\w\n"\'])(?P<space> ?)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
    r'(?:^|\n)(?P<quote>["\']).*?(?P=quote)(?:$|\n)',
]


def _tally(counter, key):
    counter[key] = counter.get(key, 0) + 1


class Sniffer:
    """Deduces the dialect of CSV text (sniff) and whether its first row
    is a header (has_header)."""

    def __init__(self):
        # Delimiters chosen first when several are equally plausible.
        self.preferred = [',', '\t', ';', ' ', ':']

    def sniff(self, sample, delimiters=None):
        quotechar, doublequote, delimiter, skipinitialspace = \
            self._from_quotes(sample, delimiters)
        if not delimiter:
            delimiter, skipinitialspace = self._from_counts(sample,
                                                            delimiters)
        if not delimiter:
            raise Error("Could not determine delimiter")

        class dialect(Dialect):
            _name = "sniffed"
            lineterminator = '\r\n'
            quoting = QUOTE_MINIMAL

        dialect.doublequote = doublequote
        dialect.delimiter = delimiter
        dialect.quotechar = quotechar or '"'
        dialect.skipinitialspace = skipinitialspace
        return dialect

    def _from_quotes(self, data, delimiters):
        import re
        found, shape = [], None
        for text in _QUOTED_FIELD_SHAPES:
            shape = re.compile(text, re.DOTALL | re.MULTILINE)
            found = list(shape.finditer(data))
            if found:
                break
        if not found:
            return ('', False, None, 0)
        quotes, delims, spaced = {}, {}, 0
        names = shape.groupindex
        for m in found:
            if m.group('quote'):
                _tally(quotes, m.group('quote'))
            if 'delim' not in names:
                continue
            d = m.group('delim')
            if d and (delimiters is None or d in delimiters):
                _tally(delims, d)
            if 'space' in names and m.group('space'):
                spaced += 1
        quote = max(quotes, key=quotes.get)
        if delims:
            delim = max(delims, key=delims.get)
            skip = delims[delim] == spaced
            if delim == '\n':
                delim = ''
        else:
            delim, skip = '', 0
        # A quote char doubled inside one field means doublequote.
        d, q = re.escape(delim), re.escape(quote)
        doubled = re.compile(
            r"((%s)|^)\W*%s[^%s\n]*%s[^%s\n]*%s\W*((%s)|$)"
            % (d, q, d, q, d, q, d), re.MULTILINE)
        return (quote, bool(doubled.search(data)), delim, skip)

    def _from_counts(self, data, delimiters):
        """A character occurring equally often on (nearly) every line,
        judged over growing batches of ten lines."""
        lines = [ln for ln in data.split('\n') if ln]
        batch = min(10, len(lines))
        # char -> {occurrences on a line: number of such lines}
        seen = {}
        chars = [chr(c) for c in range(127)]
        done, rounds = 0, 0
        found = {}
        while done < len(lines):
            rounds += 1
            for line in lines[done:done + batch]:
                for ch in chars:
                    _tally(seen.setdefault(ch, {}), line.count(ch))
            done += batch
            best = {}
            for ch in chars:
                spread = seen[ch]
                pairs = list(spread.items())
                if len(pairs) == 1 and pairs[0][0] == 0:
                    continue
                if len(pairs) == 1:
                    best[ch] = pairs[0]
                    continue
                top = max(pairs, key=lambda p: p[1])
                others = sum(n for count, n in pairs) - top[1]
                best[ch] = (top[0], top[1] - others)
            total = float(min(batch * rounds, len(lines)))
            level = 1.0
            while not found and level >= 0.9:
                for ch, (count, n) in best.items():
                    if count > 0 and n > 0 and n / total >= level and \
                            (delimiters is None or ch in delimiters):
                        found[ch] = (count, n)
                level -= 0.01
            if len(found) == 1:
                ch = next(iter(found))
                return (ch, self._spaced_after(lines[0], ch))
            if found:
                break
        if not found:
            return ('', 0)
        for ch in self.preferred:
            if ch in found:
                return (ch, self._spaced_after(lines[0], ch))
        ranked = sorted((v, k) for k, v in found.items())
        ch = ranked[-1][1]
        return (ch, self._spaced_after(lines[0], ch))

    @staticmethod
    def _spaced_after(line, ch):
        return line.count(ch) == line.count(ch + ' ')

    def has_header(self, sample):
        rows = reader(StringIO(sample), self.sniff(sample))
        header = next(rows)
        width = len(header)
        # column -> complex (numbers) or an int (a constant text length)
        kinds = dict.fromkeys(range(width))
        for checked, row in enumerate(rows):
            if checked > 20:
                break
            if len(row) != width:
                continue
            for col in list(kinds):
                try:
                    complex(row[col])
                    kind = complex
                except (ValueError, OverflowError):
                    kind = len(row[col])
                if kind != kinds[col]:
                    if kinds[col] is None:
                        kinds[col] = kind
                    else:
                        del kinds[col]
        votes = 0
        for col, kind in kinds.items():
            if isinstance(kind, int):
                votes += 1 if len(header[col]) != kind else -1
            else:
                try:
                    kind(header[col])
                except (ValueError, TypeError):
                    votes += 1
                else:
                    votes -= 1
        return votes > 0


__all__.append("Sniffer")
