"""string for corral: the native constants and capwords of _string, plus
Template and Formatter written in Python."""

from _string import (ascii_letters, ascii_lowercase, ascii_uppercase, capwords, digits,
                     hexdigits, octdigits, printable, punctuation, whitespace)
import re as _re


_NOTHING = {}


class _Layered:
    """Look a name up in the keyword arguments, then in the mapping."""

    def __init__(self, first, then):
        self._first = first
        self._then = then

    def __getitem__(self, key):
        try:
            return self._first[key]
        except KeyError:
            return self._then[key]


def _placeholder_pattern(cls):
    """Compile cls.pattern: the class's own, or one built from delimiter,
    idpattern and braceidpattern with the four groups Template expects."""
    pattern = cls.__dict__.get('pattern')
    if pattern is None:
        mark = _re.escape(cls.delimiter)
        name = cls.idpattern
        braced = cls.braceidpattern or name
        pattern = (f'{mark}(?:(?P<escaped>{mark})|(?P<named>{name})'
                   f'|{{(?P<braced>{braced})}}|(?P<invalid>))')
    if isinstance(pattern, str):
        pattern = _re.compile(pattern, cls.flags)
    cls.pattern = pattern


class Template:
    """A string with $-placeholders: $name or ${name} are replaced, $$ is a
    literal $. Subclasses may change delimiter, idpattern, braceidpattern,
    flags, or give a whole pattern."""

    delimiter = '$'
    idpattern = r'(?a:[_a-z][_a-z0-9]*)'
    braceidpattern = None
    flags = _re.IGNORECASE

    def __init_subclass__(cls):
        super().__init_subclass__()
        _placeholder_pattern(cls)

    def __init__(self, template):
        self.template = template

    def _classify(self, match):
        """('name', identifier), ('escaped', None) or ('invalid', None)."""
        name = match.group('named') or match.group('braced')
        if name is not None:
            return 'name', name
        if match.group('escaped') is not None:
            return 'escaped', None
        if match.group('invalid') is not None:
            return 'invalid', None
        raise ValueError('Unrecognized named group in pattern', self.pattern)

    def _where(self, match):
        # Line and column (both from 1) of the bad placeholder, counting
        # the text up to and including its delimiter.
        lines = self.template[:match.start('invalid')].splitlines()
        if not lines:
            return 1, 1
        return len(lines), len(lines[-1])

    def _lookup(self, mapping, kws):
        if mapping is _NOTHING:
            return kws
        return _Layered(kws, mapping) if kws else mapping

    def substitute(self, mapping=_NOTHING, /, **kws):
        """Replace every placeholder; a missing name raises KeyError and a
        malformed placeholder ValueError."""
        values = self._lookup(mapping, kws)

        def replace(match):
            kind, name = self._classify(match)
            if kind == 'name':
                return str(values[name])
            if kind == 'escaped':
                return self.delimiter
            line, col = self._where(match)
            raise ValueError(f'Invalid placeholder in string: line {line}, col {col}')
        return self.pattern.sub(replace, self.template)

    def safe_substitute(self, mapping=_NOTHING, /, **kws):
        """Like substitute(), but missing names and malformed placeholders
        are left as they are."""
        values = self._lookup(mapping, kws)

        def replace(match):
            kind, name = self._classify(match)
            if kind == 'escaped':
                return self.delimiter
            if kind == 'name':
                try:
                    return str(values[name])
                except KeyError:
                    pass
            return match.group()
        return self.pattern.sub(replace, self.template)

    def is_valid(self):
        """False when the template has a malformed placeholder."""
        kinds = [self._classify(m)[0] for m in self.pattern.finditer(self.template)]
        return 'invalid' not in kinds

    def get_identifiers(self):
        """The placeholder names, each once, in order of appearance."""
        found = []
        for match in self.pattern.finditer(self.template):
            kind, name = self._classify(match)
            if kind == 'name' and name not in found:
                found.append(name)
        return found


_placeholder_pattern(Template)


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


_MIXED_NUMBERING = 'cannot switch from manual field specification to automatic field numbering'


class Formatter:
    """str.format's machinery as overridable methods: parse, get_field,
    get_value, convert_field, format_field, check_unused_args."""

    def format(self, format_string, /, *args, **kwargs):
        return self.vformat(format_string, args, kwargs)

    def vformat(self, format_string, args, kwargs):
        used = set()
        # numbering[0]: the next automatic field number, or None once a
        # field has been numbered by hand.
        numbering = [0]
        text = self._render(format_string, args, kwargs, used, numbering, 2)
        self.check_unused_args(used, args, kwargs)
        return text

    def _render(self, template, args, kwargs, used, numbering, depth_left):
        if depth_left < 0:
            raise ValueError('Max string recursion exceeded')
        pieces = []
        for literal, name, spec, conversion in self.parse(template):
            pieces.append(literal)
            if name is None:
                continue
            if name == '':
                if numbering[0] is None:
                    raise ValueError(_MIXED_NUMBERING)
                name = str(numbering[0])
                numbering[0] += 1
            elif name.isdigit():
                if numbering[0]:
                    raise ValueError(_MIXED_NUMBERING)
                numbering[0] = None
            value, key = self.get_field(name, args, kwargs)
            used.add(key)
            value = self.convert_field(value, conversion)
            # The spec may hold replacement fields of its own.
            spec = self._render(spec, args, kwargs, used, numbering, depth_left - 1)
            pieces.append(self.format_field(value, spec))
        return ''.join(pieces)

    def parse(self, format_string):
        """(literal_text, field_name, format_spec, conversion) tuples."""
        return _parse_format(format_string)

    def get_field(self, field_name, args, kwargs):
        """The object a field name designates, and the key it used."""
        key, steps = _split_field_name(field_name)
        value = self.get_value(key, args, kwargs)
        for is_attr, step in steps:
            value = getattr(value, step) if is_attr else value[step]
        return value, key

    def get_value(self, key, args, kwargs):
        return args[key] if isinstance(key, int) else kwargs[key]

    def check_unused_args(self, used_args, args, kwargs):
        pass

    def format_field(self, value, format_spec):
        return format(value, format_spec)

    def convert_field(self, value, conversion):
        converters = {None: None, 's': str, 'r': repr, 'a': ascii}
        if conversion not in converters:
            raise ValueError(f'Unknown conversion specifier {conversion!s}')
        convert = converters[conversion]
        return value if convert is None else convert(value)
