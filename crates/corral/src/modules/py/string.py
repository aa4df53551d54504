"""string for corral: the native constants and capwords of _string, plus
Template and Formatter written in Python."""

from _string import (ascii_letters, ascii_lowercase, ascii_uppercase, capwords, digits,
                     hexdigits, octdigits, printable, punctuation, whitespace)
import re as _re


class _Merged:
    """Keyword arguments first, then the mapping (substitute's lookup)."""

    def __init__(self, kws, mapping):
        self.kws = kws
        self.mapping = mapping

    def __getitem__(self, key):
        if key in self.kws:
            return self.kws[key]
        return self.mapping[key]


def _compile_pattern(cls):
    if 'pattern' in cls.__dict__:
        pattern = cls.pattern
    else:
        delim = _re.escape(cls.delimiter)
        ident = cls.idpattern
        bident = cls.braceidpattern or cls.idpattern
        pattern = (
            f"{delim}(?:(?P<escaped>{delim})|(?P<named>{ident})"
            f"|{{(?P<braced>{bident})}}|(?P<invalid>))"
        )
    if isinstance(pattern, str):
        pattern = _re.compile(pattern, cls.flags)
    cls.pattern = pattern


class Template:
    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        _compile_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _invalid(self, mo):
        i = mo.start('invalid')
        lines = self.template[:i].splitlines(keepends=True)
        if not lines:
            colno = 1
            lineno = 1
        else:
            colno = i - len(''.join(lines[:-1]))
            lineno = len(lines)
        raise ValueError('Invalid placeholder in string: line %d, col %d' % (lineno, colno))

    def _mapping(self, args, kws):
        if len(args) > 1:
            raise TypeError(f"substitute() takes from 1 to 2 positional arguments but {len(args) + 1} were given")
        if not args:
            return kws
        if kws:
            return _Merged(kws, args[0])
        return args[0]

    def substitute(self, *args, **kws):
        mapping = self._mapping(args, kws)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                return str(mapping[named])
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                self._invalid(mo)
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def safe_substitute(self, *args, **kws):
        mapping = self._mapping(args, kws)

        def convert(mo):
            named = mo.group('named') or mo.group('braced')
            if named is not None:
                try:
                    return str(mapping[named])
                except KeyError:
                    return mo.group()
            if mo.group('escaped') is not None:
                return self.delimiter
            if mo.group('invalid') is not None:
                return mo.group()
            raise ValueError('Unrecognized named group in pattern', self.pattern)
        return self.pattern.sub(convert, self.template)

    def is_valid(self):
        for mo in self.pattern.finditer(self.template):
            if mo.group('invalid') is not None:
                return False
            if (mo.group('named') is None and mo.group('braced') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return True

    def get_identifiers(self):
        ids = []
        for mo in self.pattern.finditer(self.template):
            named = mo.group('named') or mo.group('braced')
            if named is not None and named not in ids:
                ids.append(named)
            elif (named is None and mo.group('invalid') is None
                    and mo.group('escaped') is None):
                raise ValueError('Unrecognized named group in pattern', self.pattern)
        return ids


_compile_pattern(Template)


def _parse_format(s):
    """(literal, field_name, format_spec, conversion) tuples, as str.format
    splits its template."""
    out = []
    i = 0
    n = len(s)
    lit = []
    while i < n:
        c = s[i]
        if c == '{' and i + 1 < n and s[i + 1] == '{':
            lit.append('{')
            out.append((''.join(lit), None, None, None))
            lit = []
            i += 2
            continue
        if c == '}':
            if i + 1 < n and s[i + 1] == '}':
                lit.append('}')
                out.append((''.join(lit), None, None, None))
                lit = []
                i += 2
                continue
            raise ValueError("Single '}' encountered in format string")
        if c != '{':
            lit.append(c)
            i += 1
            continue
        if i + 1 == n:
            raise ValueError("Single '{' encountered in format string")
        # A replacement field: find its matching close brace.
        depth = 1
        j = i + 1
        while j < n and depth:
            if s[j] == '{':
                depth += 1
            elif s[j] == '}':
                depth -= 1
            j += 1
        if depth:
            raise ValueError("expected '}' before end of string")
        field = s[i + 1:j - 1]
        name_end = 0
        while name_end < len(field) and field[name_end] not in '!:':
            if field[name_end] == '[':
                close = field.find(']', name_end)
                if close < 0:
                    break
                name_end = close
            name_end += 1
        name = field[:name_end]
        rest = field[name_end:]
        conversion = None
        spec = ''
        if rest.startswith('!'):
            if len(rest) < 2:
                raise ValueError("end of string while looking for conversion specifier")
            conversion = rest[1]
            rest = rest[2:]
            if rest and not rest.startswith(':'):
                raise ValueError("expected ':' after conversion specifier")
        if rest.startswith(':'):
            spec = rest[1:]
        out.append((''.join(lit), name, spec, conversion))
        lit = []
        i = j
    if lit:
        out.append((''.join(lit), None, None, None))
    return out


def _split_field_name(name):
    """First part of a field name and its (is_attr, key) accessors."""
    i = 0
    while i < len(name) and name[i] not in '.[':
        i += 1
    first = name[:i]
    if first.isdigit():
        first = int(first)
    rest = []
    while i < len(name):
        if name[i] == '.':
            j = i + 1
            while j < len(name) and name[j] not in '.[':
                j += 1
            if j == i + 1:
                raise ValueError("Empty attribute in format string")
            rest.append((True, name[i + 1:j]))
            i = j
        elif name[i] == '[':
            j = name.find(']', i)
            if j < 0:
                raise ValueError("Missing ']' in format string")
            key = name[i + 1:j]
            if key.isdigit():
                key = int(key)
            rest.append((False, key))
            i = j + 1
            if i < len(name) and name[i] not in '.[':
                raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
        else:
            raise ValueError("Only '.' or '[' may follow ']' in format field specifier")
    return first, rest


class Formatter:
    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used_args = set()
        result, _ = self._vformat(format_string, args, kwargs, used_args, 2)
        self.check_unused_args(used_args, args, kwargs)
        return result

    def _vformat(self, format_string, args, kwargs, used_args, recursion_depth, auto_arg_index=0):
        if recursion_depth < 0:
            raise ValueError('Max string recursion exceeded')
        result = []
        for literal_text, field_name, format_spec, conversion in self.parse(format_string):
            if literal_text:
                result.append(literal_text)
            if field_name is None:
                continue
            if field_name == '':
                if auto_arg_index is False:
                    raise ValueError('cannot switch from manual field specification to automatic field numbering')
                field_name = str(auto_arg_index)
                auto_arg_index += 1
            elif field_name.isdigit():
                if auto_arg_index:
                    raise ValueError('cannot switch from manual field specification to automatic field numbering')
                auto_arg_index = False
            obj, arg_used = self.get_field(field_name, args, kwargs)
            used_args.add(arg_used)
            obj = self.convert_field(obj, conversion)
            format_spec, auto_arg_index = self._vformat(
                format_spec, args, kwargs, used_args, recursion_depth - 1,
                auto_arg_index=auto_arg_index)
            result.append(self.format_field(obj, format_spec))
        return ''.join(result), auto_arg_index

    def get_value(self, key, args, kwargs):
        if isinstance(key, int):
            return args[key]
        return kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        if conversion is None:
            return value
        if conversion == 's':
            return str(value)
        if conversion == 'r':
            return repr(value)
        if conversion == 'a':
            return ascii(value)
        raise ValueError("Unknown conversion specifier {0!s}".format(conversion))

    def parse(self, format_string):
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        first, rest = _split_field_name(field_name)
        obj = self.get_value(first, args, kwargs)
        for is_attr, i in rest:
            if is_attr:
                obj = getattr(obj, i)
            else:
                obj = obj[i]
        return obj, first
