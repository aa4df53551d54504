"""enum: enumerations -- Enum, IntEnum, StrEnum, Flag, IntFlag -- and the
helpers around them (auto, unique, verify, member, nonmember, property).

Members are built once, when the class statement finishes: the class body
runs in an _EnumNamespace (returned by EnumType.__prepare__) that sorts
each name into member or ordinary attribute as it is assigned and gives
auto() its value there, so auto() sees the members defined before it.
"""

# The builtin property, before this module defines its own `property`.
_py_property = property

__all__ = [
    'EnumType', 'EnumMeta', 'Enum', 'IntEnum', 'StrEnum', 'Flag', 'IntFlag',
    'ReprEnum', 'auto', 'unique', 'property', 'member', 'nonmember',
    'FlagBoundary', 'STRICT', 'CONFORM', 'EJECT', 'KEEP',
    'verify', 'EnumCheck', 'CONTINUOUS', 'NAMED_FLAGS', 'UNIQUE',
    'global_enum', 'show_flag_values',
]


def _plain():
    pass


_FunctionType = type(_plain)

# The classes below that the metaclass must recognise. They are None until
# defined, which is how EnumType knows it is building them.
Enum = ReprEnum = Flag = None
STRICT = CONFORM = EJECT = KEEP = None


# ---------------------------------------------------------------- small helpers

def _vars(klass):
    # A class's own namespace; corral's built-in types have none ({}).
    try:
        return klass.__dict__
    except AttributeError:
        return {}


def _is_dunder(name):
    return (len(name) > 4 and name[:2] == name[-2:] == '__'
            and name[2] != '_' and name[-3] != '_')


def _is_sunder(name):
    return (len(name) > 2 and name[0] == name[-1] == '_'
            and name[1] != '_' and name[-2] != '_')


def _is_private(cls_name, name):
    # A name-mangled private attribute such as _Color__secret.
    prefix = f'_{cls_name}__'
    return (name.startswith(prefix) and len(name) > len(prefix)
            and name[len(prefix)] != '_' and not name.endswith('__'))


def _is_descriptor(obj):
    if isinstance(obj, (_FunctionType, staticmethod, classmethod, _py_property)):
        return True
    t = type(obj)
    return hasattr(t, '__get__') or hasattr(t, '__set__') or hasattr(t, '__delete__')


def _single_bit(n):
    return n > 0 and n & (n - 1) == 0


def _popcount(n):
    return format(abs(n), 'b').count('1')


def _bits_low_first(n):
    # The single-bit values set in n, lowest first.
    while n:
        low = n & -n
        yield low
        n ^= low


def bin(num, max_bits=None):
    """Two's-complement binary text: '0b0 101' for 5, '0b1 011' for -5;
    max_bits pads with the sign digit."""
    width = num.bit_length()
    if num >= 0:
        sign, digits = '0', format(num, 'b') if num else ''
        digits = digits.rjust(width, '0')
    else:
        sign = '1'
        digits = format(num & ((1 << width) - 1), 'b').rjust(width, '0') if width else ''
    if max_bits is not None and len(digits) < max_bits:
        digits = digits.rjust(max_bits, sign)
    return f'0b{sign} {digits}'


def show_flag_values(value):
    """The single-bit values that make up value, lowest first."""
    return list(_bits_low_first(value))


class _AutoPending:
    def __repr__(self):
        return '_auto_null'


_auto_null = _AutoPending()


class auto:
    """Placeholder for a member value chosen by _generate_next_value_."""

    def __init__(self, value=_auto_null):
        self.value = value

    def __repr__(self):
        return f'auto({self.value!r})'


class member:
    """Make obj a member even though it would otherwise not be one."""

    def __init__(self, value):
        self.value = value


class nonmember:
    """Keep obj an ordinary class attribute instead of a member."""

    def __init__(self, value):
        self.value = value


class property:
    """Like the builtin property on members; looked up on the enum class it
    gives the member of the same name, if there is one (that is how members
    named `name` or `value` coexist with the attributes)."""

    member = None

    def __init__(self, fget=None, fset=None, fdel=None, doc=None):
        self.fget = fget
        self.fset = fset
        self.fdel = fdel
        self.__doc__ = doc if doc is not None else getattr(fget, '__doc__', None)
        self.name = getattr(fget, '__name__', None)

    def __set_name__(self, owner, name):
        self.name = name
        self.clsname = owner.__name__

    def __get__(self, instance, owner=None):
        if instance is None:
            if self.member is not None:
                return self.member
            raise AttributeError(f'{owner!r} has no attribute {self.name!r}')
        if self.fget is not None:
            return self.fget(instance)
        # A member whose name hides a plain attribute: read the attribute.
        try:
            return instance.__dict__[self.name]
        except KeyError:
            raise AttributeError(f'{type(instance).__name__!r} object has no '
                                 f'attribute {self.name!r}') from None

    def __set__(self, instance, value):
        if self.fset is None:
            raise AttributeError(f"<enum {self.clsname!r}> cannot set attribute {self.name!r}")
        self.fset(instance, value)

    def __delete__(self, instance):
        if self.fdel is None:
            raise AttributeError(f"<enum {self.clsname!r}> cannot delete attribute {self.name!r}")
        self.fdel(instance)

    def getter(self, fget):
        return type(self)(fget, self.fset, self.fdel, self.__doc__)

    def setter(self, fset):
        return type(self)(self.fget, fset, self.fdel, self.__doc__)

    def deleter(self, fdel):
        return type(self)(self.fget, self.fset, fdel, self.__doc__)


# ---------------------------------------------------------------- the class body

_SUNDER_NAMES = frozenset((
    '_order_', '_generate_next_value_', '_numeric_repr_', '_missing_', '_ignore_',
    '_iter_member_', '_iter_member_by_value_', '_iter_member_by_def_',
))


class _EnumNamespace(dict):
    """The namespace an enum class body runs in: records which names are
    members (in order) and resolves auto() as each is assigned."""

    def __init__(self, cls_name, next_value):
        super().__init__()
        self._cls_name = cls_name
        self._members = {}          # member name -> None, in definition order
        self._values = []           # the values assigned so far, for auto()
        self._ignored = []
        self._auto_seen = False
        self._next_value = next_value

    def __setitem__(self, key, value):
        if _is_private(self._cls_name, key):
            pass
        elif _is_sunder(key):
            self._sunder(key, value)
            if key == '_generate_next_value_' and isinstance(value, staticmethod):
                value = value.__func__
        elif _is_dunder(key):
            if key == '__order__':
                key = '_order_'
        elif key in self._members:
            raise TypeError(f'{key!r} already defined as {self[key]!r}')
        elif key in self._ignored:
            pass
        elif isinstance(value, nonmember):
            value = value.value
        elif _is_descriptor(value):
            pass
        else:
            if key in self:
                raise TypeError(f'{key!r} already defined as {self[key]!r}')
            if isinstance(value, member):
                value = value.value
            value = self._resolve(key, value)
            self._members[key] = None
            self._values.append(value)
        super().__setitem__(key, value)

    def _sunder(self, key, value):
        if key not in _SUNDER_NAMES:
            raise ValueError(f'_sunder_ names, such as {key!r}, are reserved '
                             'for future Enum use')
        if key == '_generate_next_value_':
            if self._auto_seen:
                raise TypeError('_generate_next_value_ must be defined before members')
            self._next_value = value.__func__ if isinstance(value, staticmethod) else value
        elif key == '_ignore_':
            names = value.replace(',', ' ').split() if isinstance(value, str) else list(value)
            clash = set(names) & set(self._members)
            if clash:
                raise ValueError(f'_ignore_ cannot specify already set names: {clash!r}')
            self._ignored = names

    def _resolve(self, key, value):
        # auto() (alone or inside a tuple) gets its value now, from what
        # was assigned before it.
        def one(a):
            if a.value is _auto_null:
                a.value = self._next_value(key, 1, len(self._members), self._values[:])
                self._auto_seen = True
            return a.value
        if isinstance(value, auto):
            return one(value)
        if isinstance(value, tuple) and any(isinstance(v, auto) for v in value):
            return tuple(one(v) if isinstance(v, auto) else v for v in value)
        return value


# ---------------------------------------------------------------- the metaclass

def _enum_bases(cls_name, bases):
    """The data type mixed in (object if none) and the last enum base."""
    if not bases:
        return object, Enum
    last = bases[-1]
    if not isinstance(last, EnumType):
        raise TypeError('new enumerations should be created as '
                        '`EnumName([mixin_type, ...] [data_type,] enum_type)`')
    return _data_type(cls_name, bases), last


def _data_type(cls_name, bases):
    # The first class along each base's MRO that makes values (a built-in
    # type, a class with its own __new__, a dataclass); at most one kind.
    found = set()
    for chain in bases:
        for klass in chain.__mro__:
            if klass is object:
                continue
            if isinstance(klass, EnumType):
                if klass._member_type_ is not object:
                    found.add(klass._member_type_)
                    break
                continue
            if (klass.__module__ == 'builtins' or '__new__' in _vars(klass)
                    or '__dataclass_fields__' in _vars(klass)):
                found.add(klass)
                break
    if len(found) > 1:
        raise TypeError(f'too many data types for {cls_name!r}: {found!r}')
    return found.pop() if found else object


def _defining_class(cls, name):
    """The first class on cls's MRO that defines name itself. A built-in
    type has no __dict__ in corral and answers even inherited dunders
    natively (int's repr is object.__repr__ doing int's work), so it counts
    whenever it has the attribute at all."""
    for klass in cls.__mro__:
        try:
            if name in klass.__dict__:
                return klass
        except AttributeError:
            if hasattr(klass, name):
                return klass
    return None


def _str_as_data(self):
    return str(self._value_)


def _format_as_data(self, format_spec):
    return format(self._value_, format_spec)


class EnumType(type):
    """Metaclass of every enumeration."""

    @classmethod
    def __prepare__(metacls, cls, bases, **kwds):
        for chain in bases:
            for klass in chain.__mro__:
                if isinstance(klass, EnumType) and klass._member_names_:
                    raise TypeError(f'<enum {cls!r}> cannot extend {klass!r}')
        data, first = _enum_bases(cls, bases)
        return _EnumNamespace(cls, getattr(first, '_generate_next_value_', None))

    def __new__(metacls, cls, bases, classdict, *, boundary=None, **kwds):
        data, first = _enum_bases(cls, bases)
        member_names = list(getattr(classdict, '_members', ()))
        for name in getattr(classdict, '_ignored', ()):
            classdict.pop(name, None)
        classdict.pop('_ignore_', None)
        bad = [n for n in member_names if n in ('mro', '')]
        if bad:
            raise ValueError(f"invalid enum member name(s) {', '.join(map(repr, bad))}")
        raw_values = {n: dict.__getitem__(classdict, n) for n in member_names}
        for n in member_names:
            dict.__delitem__(classdict, n)
        order = classdict.pop('_order_', None)

        # A __new__ in the body creates the members; lookups by value
        # (Color(1)) go through Enum.__new__ instead. (Enum's own __new__
        # is that lookup.)
        own_new = classdict.get('__new__') if Enum is not None else None
        if isinstance(own_new, staticmethod):
            own_new = own_new.__func__
        make, use_args = metacls._member_maker(own_new, data, first)

        ns = dict(classdict)
        if own_new is not None:
            del ns['__new__']
        ns.update(
            _new_member_=make, _use_args_=use_args, _member_names_=[],
            _member_map_={}, _value2member_map_={}, _unhashable_values_=[],
            _member_type_=data, _value_repr_=metacls._value_repr_for(bases, data),
        )
        if Flag is not None and any(issubclass(b, Flag) for b in bases if isinstance(b, EnumType)):
            ns.update(_boundary_=boundary or getattr(first, '_boundary_', None),
                      _flag_mask_=0, _singles_mask_=0, _all_bits_=0)
        elif boundary is not None:
            ns['_boundary_'] = boundary
        enum_class = super().__new__(metacls, cls, bases, ns, **kwds)

        if own_new is not None:
            type.__setattr__(enum_class, '__new_member__', own_new)
        if Enum is not None:
            type.__setattr__(enum_class, '__new__', Enum.__new__)
            metacls._keep_enum_methods(enum_class, classdict, first, data)

        for name in member_names:
            enum_class._add_member(name, raw_values[name])

        if Flag is not None and issubclass(enum_class, Flag):
            enum_class._finish_flag()

        if order is not None:
            if isinstance(order, str):
                order = order.replace(',', ' ').split()
            if order != enum_class._member_names_:
                raise TypeError('member order does not match _order_:\n  '
                                f'{enum_class._member_names_!r}\n  {order!r}')
        return enum_class

    @staticmethod
    def _member_maker(own_new, data, first):
        """The __new__ that creates members, and whether it takes the
        member's value as arguments."""
        if own_new is not None:
            return own_new, True
        for attr in ('__new_member__', '__new__'):
            for source in (data, first):
                found = getattr(source, attr, None)
                if found is None or found is object.__new__:
                    continue
                if Enum is not None and found is Enum.__new__:
                    continue
                return found, True
        # (In corral int.__new__ and friends are object.__new__, which builds
        # the data type's value from the arguments: pass them when there is
        # a data type.)
        return object.__new__, data is not object

    @staticmethod
    def _value_repr_for(bases, data):
        for chain in bases:
            for klass in chain.__mro__:
                if klass is object:
                    continue
                if isinstance(klass, EnumType):
                    if '_value_repr_' in klass.__dict__:
                        return klass.__dict__['_value_repr_']
                    continue
                if klass.__module__ == 'builtins' or '__repr__' in _vars(klass):
                    return klass.__repr__
        return None

    @staticmethod
    def _keep_enum_methods(enum_class, classdict, first, data):
        # A data type earlier in the MRO must not take over how members
        # print: repr/str/format come from the enum side unless the class
        # itself defines them. ReprEnum then hands str/format back to the
        # data type.
        for name in ('__repr__', '__str__', '__format__', '__reduce_ex__'):
            if name in classdict:
                continue
            owner = _defining_class(enum_class, name)
            if owner is None or not isinstance(owner, EnumType):
                type.__setattr__(enum_class, name, getattr(first, name))
        if Flag is not None and issubclass(enum_class, Flag):
            # Likewise Flag's operators over int's, for IntFlag.
            for name in ('__or__', '__and__', '__xor__', '__ror__', '__rand__',
                         '__rxor__', '__invert__'):
                if name not in classdict:
                    type.__setattr__(enum_class, name, Flag.__dict__[name])
        if ReprEnum is not None and ReprEnum in enum_class.__mro__:
            if data is object:
                raise TypeError('ReprEnum subclasses must be mixed with a data type '
                                '(i.e. int, str, float, etc.)')
            # (Through the member's value: corral's int.__str__ is the generic
            # object.__str__, which would find the enum's __repr__ again.)
            if '__format__' not in classdict:
                type.__setattr__(enum_class, '__format__', _format_as_data)
            if '__str__' not in classdict:
                type.__setattr__(enum_class, '__str__', _str_as_data)

    def _add_member(cls, name, raw):
        """Create the member `name` from its class-body value (or make it
        an alias of an existing member with the same value)."""
        args = raw if isinstance(raw, tuple) else (raw,)
        if cls._member_type_ is tuple:
            args = (raw,)
        if cls._use_args_:
            m = cls._new_member_(cls, *args)
        else:
            m = cls._new_member_(cls)
        if not hasattr(m, '_value_'):
            if cls._member_type_ is object:
                m._value_ = raw
            else:
                try:
                    m._value_ = cls._member_type_(*args)
                except Exception as exc:
                    raise TypeError('_value_ not set in __new__, unable to create it') from exc
        value = m._value_
        m._name_ = name
        m.__objclass__ = cls
        init = _defining_class(type(m), '__init__')
        if init is not None and init is not object and init is not Enum and init.__module__ != 'builtins':
            m.__init__(*args)
        m._sort_order_ = len(cls._member_names_)

        is_flag = Flag is not None and issubclass(cls, Flag)
        if is_flag and isinstance(value, int):
            cls._flag_mask_ |= value
            if _single_bit(value):
                cls._singles_mask_ |= value
            cls._all_bits_ = 2 ** cls._flag_mask_.bit_length() - 1

        existing = cls._lookup_value(value)
        if existing is not None:
            m = existing                       # an alias
        elif not is_flag or _single_bit(value):
            cls._member_names_.append(name)
        cls._install(name, m)
        cls._member_map_[name] = m
        try:
            cls._value2member_map_.setdefault(value, m)
        except TypeError:
            cls._unhashable_values_.append(value)

    def _lookup_value(cls, value):
        try:
            return cls._value2member_map_.get(value)
        except TypeError:
            for m in cls._member_map_.values():
                if m._value_ == value:
                    return m
            return None

    def _install(cls, name, m):
        # Put the member on the class; where a base defines a property of
        # that name (name, value, ...), an enum.property answers for both.
        for base in cls.__mro__[1:]:
            found = _vars(base).get(name)
            if found is None:
                continue
            if isinstance(found, (property, _py_property)):
                redirect = property(found.fget, found.fset, found.fdel)
                redirect.member = m
                redirect.__set_name__(cls, name)
                type.__setattr__(cls, name, redirect)
                return
            break
        type.__setattr__(cls, name, m)

    def _finish_flag(cls):
        singles = cls._singles_mask_
        if cls._boundary_ not in (EJECT, KEEP):
            missing = []
            for m in cls._member_map_.values():
                v = m._value_
                if isinstance(v, int) and v > 0 and v & ~singles:
                    missing.extend(b for b in _bits_low_first(v & ~singles) if b not in missing)
            if missing:
                raise TypeError(f"invalid Flag {cls!r} -- missing values: "
                                f"{', '.join(str(b) for b in missing)}")
        values = [cls._member_map_[n]._value_ for n in cls._member_names_]
        if values != sorted(values):
            type.__setattr__(cls, '_iter_member_', cls._iter_member_by_def_)

    def __call__(cls, value, names=None, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        if names is None:
            if not cls._member_map_:
                raise TypeError(f'{cls!r} has no members defined')
            return cls.__new__(cls, value)
        return cls._create_(value, names, module=module, qualname=qualname,
                            type=type, start=start, boundary=boundary)

    def _create_(cls, class_name, names, *, module=None, qualname=None,
                 type=None, start=1, boundary=None):
        """The functional API: Enum('Name', 'A B C') and friends."""
        bases = (cls,) if type is None else (type, cls)
        metacls = cls.__class__
        body = metacls.__prepare__(class_name, bases)
        if isinstance(names, str):
            names = names.replace(',', ' ').split()
        if isinstance(names, (tuple, list)) and names and isinstance(names[0], str):
            made, so_far = [], []
            for i, n in enumerate(names):
                v = cls._generate_next_value_(n, start, i, so_far[:])
                so_far.append(v)
                made.append((n, v))
            names = made
        for item in names:
            if isinstance(item, str):
                body[item] = names[item]
            else:
                body[item[0]] = item[1]
        body['__module__'] = module if module is not None else '__main__'
        if qualname is not None:
            body['__qualname__'] = qualname
        return metacls.__new__(metacls, class_name, bases, body, boundary=boundary)

    def __contains__(cls, obj):
        if not isinstance(obj, Enum):
            raise TypeError("unsupported operand type(s) for 'in': "
                            f"'{type(obj).__qualname__}' and '{cls.__class__.__qualname__}'")
        return isinstance(obj, cls) and obj._name_ in cls._member_map_

    def __delattr__(cls, attr):
        if attr in cls._member_map_:
            raise AttributeError(f'{cls.__name__!r} cannot delete member {attr!r}.')
        super().__delattr__(attr)

    def __setattr__(cls, name, value):
        if name in cls.__dict__.get('_member_map_', {}):
            raise AttributeError(f'cannot reassign member {name!r}')
        super().__setattr__(name, value)

    def __getitem__(cls, name):
        return cls._member_map_[name]

    def __iter__(cls):
        return (cls._member_map_[n] for n in cls._member_names_)

    def __reversed__(cls):
        return (cls._member_map_[n] for n in reversed(cls._member_names_))

    def __len__(cls):
        return len(cls._member_names_)

    def __bool__(cls):
        return True

    @_py_property
    def __members__(cls):
        from types import MappingProxyType
        return MappingProxyType(cls._member_map_)

    def __repr__(cls):
        if Flag is not None and issubclass(cls, Flag):
            return f'<flag {cls.__name__!r}>'
        return f'<enum {cls.__name__!r}>'

    def __dir__(cls):
        names = {'__class__', '__contains__', '__doc__', '__getitem__',
                 '__init_subclass__', '__iter__', '__len__', '__members__',
                 '__module__', '__name__', '__qualname__'}
        names.update(cls._member_names_)
        if cls._new_member_ is not object.__new__:
            names.add('__new__')
        if cls._member_type_ is not object:
            names.update(dir(cls._member_type_))
        return sorted(names)


EnumMeta = EnumType


# ---------------------------------------------------------------- Enum

class Enum(metaclass=EnumType):
    """Base class of enumerations: each class attribute assigned in the
    body becomes a member, an instance with .name and .value."""

    def __new__(cls, value):
        # Enum(value): find the member, never create one.
        if type(value) is cls:
            return value
        found = cls._lookup_value(value)
        if found is not None:
            return found
        failure = ValueError(f'{value!r} is not a valid {cls.__qualname__}')
        try:
            result = cls._missing_(value)
        except Exception as exc:
            if exc.__context__ is None:
                exc.__context__ = failure
            raise
        if isinstance(result, cls):
            return result
        if Flag is not None and issubclass(cls, Flag) and cls._boundary_ is EJECT \
                and isinstance(result, int):
            return result
        if result is None:
            raise failure
        error = TypeError(f'error in {cls.__name__}._missing_: returned {result!r} '
                          'instead of None or a valid member')
        error.__context__ = failure
        raise error

    def __init__(self, *args, **kwds):
        pass

    def _generate_next_value_(name, start, count, last_values):
        """The default for auto(): one more than the largest value so far
        (or than the last one that can be incremented), else start."""
        if not last_values:
            return start
        try:
            return sorted(last_values)[-1] + 1
        except TypeError:
            pass
        for v in reversed(last_values):
            try:
                return v + 1
            except TypeError:
                pass
        return start

    @classmethod
    def _missing_(cls, value):
        return None

    def __repr__(self):
        shown = (type(self)._value_repr_ or repr)(self._value_)
        return f'<{type(self).__name__}.{self._name_}: {shown}>'

    def __str__(self):
        return f'{type(self).__name__}.{self._name_}'

    def __format__(self, format_spec):
        return format(str(self), format_spec)

    def __dir__(self):
        names = {'__class__', '__doc__', '__eq__', '__hash__', '__module__'}
        if self._member_type_ is not object:
            names.update(dir(self._member_type_))
        names.update(k for k in getattr(self, '__dict__', ()) if not k.startswith('_'))
        for klass in type(self).__mro__:
            if isinstance(klass, EnumType):
                names.update(k for k in klass.__dict__
                             if not k.startswith('_') and k not in self._member_map_)
        return sorted(names)

    def __hash__(self):
        return hash(self._name_)

    def __reduce_ex__(self, proto):
        return self.__class__, (self._value_,)

    def __copy__(self):
        return self

    def __deepcopy__(self, memo):
        return self

    @property
    def name(self):
        """The member's name."""
        return self._name_

    @property
    def value(self):
        """The member's value."""
        return self._value_


class ReprEnum(Enum):
    """An enum whose str() and format() are those of its data type; only
    repr() shows the member."""


class IntEnum(int, ReprEnum):
    """An enum whose members are also ints."""


class StrEnum(str, ReprEnum):
    """An enum whose members are also strs."""

    def __new__(cls, *values):
        if len(values) > 3:
            raise TypeError(f'too many arguments for str(): {values!r}')
        if len(values) == 1 and not isinstance(values[0], str):
            raise TypeError(f'{values[0]!r} is not a string')
        if len(values) >= 2 and not isinstance(values[1], str):
            raise TypeError(f'encoding must be a string, not {values[1]!r}')
        if len(values) == 3 and not isinstance(values[2], str):
            raise TypeError(f'errors must be a string, not {values[2]!r}')
        text = str(*values)
        m = str.__new__(cls, text)
        m._value_ = text
        return m

    def _generate_next_value_(name, start, count, last_values):
        """auto() in a StrEnum is the member name in lower case."""
        return name.lower()


def _unique_check(enumeration):
    return [(alias, m.name) for alias, m in enumeration.__members__.items()
            if alias != m.name]


def unique(enumeration):
    """Class decorator: refuse aliases (two names with one value)."""
    pairs = _unique_check(enumeration)
    if pairs:
        shown = ', '.join(f'{a} -> {n}' for a, n in pairs)
        raise ValueError(f'duplicate values found in {enumeration!r}: {shown}')
    return enumeration


class FlagBoundary(StrEnum):
    """What a Flag does with a value that has bits no member names."""

    STRICT = auto()
    CONFORM = auto()
    EJECT = auto()
    KEEP = auto()


STRICT, CONFORM, EJECT, KEEP = FlagBoundary


# ---------------------------------------------------------------- Flag

class Flag(Enum, boundary=STRICT):
    """An enum whose members combine with | & ^ ~ into values that name
    several members at once."""

    _numeric_repr_ = repr

    def _generate_next_value_(name, start, count, last_values):
        """auto() in a Flag is the next power of two."""
        if not count:
            return start if start is not None else 1
        top = max(last_values)
        try:
            return 2 ** top.bit_length()
        except Exception:
            raise TypeError(f'invalid flag value {top!r}') from None

    @classmethod
    def _iter_member_by_value_(cls, value):
        for bit in _bits_low_first(value & cls._flag_mask_):
            m = cls._value2member_map_.get(bit)
            if m is not None:
                yield m

    _iter_member_ = _iter_member_by_value_

    @classmethod
    def _iter_member_by_def_(cls, value):
        yield from sorted(cls._iter_member_by_value_(value), key=lambda m: m._sort_order_)

    @classmethod
    def _missing_(cls, value):
        """Build (and remember) the member for a combination of flags."""
        if not isinstance(value, int):
            raise ValueError(f'{value!r} is not a valid {cls.__qualname__}')
        mask, singles, all_bits = cls._flag_mask_, cls._singles_mask_, cls._all_bits_
        boundary = cls._boundary_
        asked = value
        if not ~all_bits <= value <= all_bits or value & (all_bits ^ mask):
            if boundary is STRICT:
                width = max(value.bit_length(), mask.bit_length())
                raise ValueError(f'{cls!r} invalid value {value!r}\n'
                                 f'    given {bin(value, width)}\n'
                                 f'  allowed {bin(mask, width)}')
            if boundary is CONFORM:
                value &= mask
            elif boundary is EJECT:
                return value
            elif boundary is KEEP:
                if value < 0:
                    value += max(all_bits + 1, 2 ** value.bit_length())
            else:
                raise ValueError(f'{cls!r} unknown flag boundary {boundary!r}')
        if value < 0:
            value += all_bits + 1
        unknown = value & ~mask
        if unknown and boundary is not KEEP:
            raise ValueError(f'{cls.__name__}({value!r}) -->  unknown values '
                             f'{unknown!r} [{bin(unknown)}]')
        if cls._member_type_ is object:
            combo = object.__new__(cls)
        else:
            combo = cls._member_type_.__new__(cls, value)
        if not hasattr(combo, '_value_'):
            combo._value_ = value
        named = list(cls._iter_member_(value & singles))
        covered = 0
        for m in named:
            covered |= m._value_
        for m in cls._member_map_.values():
            v = m._value_
            if m not in named and v and v & value == v and v & ~covered:
                named.append(m)
                covered |= v
        rest = value & ~covered
        if not named:
            combo._name_ = None
        else:
            combo._name_ = '|'.join(m._name_ for m in named)
            if rest:
                combo._name_ += '|' + cls._numeric_repr_(rest)
        combo = cls._value2member_map_.setdefault(value, combo)
        if asked != value and asked < 0:
            cls._value2member_map_[asked] = combo
        return combo

    def __contains__(self, that):
        if not isinstance(that, type(self)):
            raise TypeError("unsupported operand type(s) for 'in': "
                            f"'{type(that).__qualname__}' and '{type(self).__qualname__}'")
        return that._value_ & self._value_ == that._value_

    def __iter__(self):
        yield from self._iter_member_(self._value_)

    def __len__(self):
        return _popcount(self._value_)

    def __repr__(self):
        shown = (type(self)._value_repr_ or repr)(self._value_)
        if self._name_ is None:
            return f'<{type(self).__name__}: {shown}>'
        return f'<{type(self).__name__}.{self._name_}: {shown}>'

    def __str__(self):
        if self._name_ is None:
            return f'{type(self).__name__}({self._value_!r})'
        return f'{type(self).__name__}.{self._name_}'

    def __bool__(self):
        return bool(self._value_)

    def _operand(self, other):
        if isinstance(other, type(self)):
            return other._value_
        if self._member_type_ is not object and isinstance(other, self._member_type_):
            return other
        return NotImplemented

    def __or__(self, that):
        v = self._operand(that)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ | v)

    def __and__(self, that):
        v = self._operand(that)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ & v)

    def __xor__(self, that):
        v = self._operand(that)
        if v is NotImplemented:
            return v
        return type(self)(self._value_ ^ v)

    def __invert__(self):
        if self._boundary_ in (EJECT, KEEP):
            return type(self)(~self._value_)
        return type(self)(self._singles_mask_ & ~self._value_)

    __ror__ = __or__
    __rand__ = __and__
    __rxor__ = __xor__


class IntFlag(int, ReprEnum, Flag, boundary=KEEP):
    """A Flag whose members are also ints (and may carry unnamed bits)."""


# ---------------------------------------------------------------- verify

class EnumCheck(StrEnum):
    """Constraints for @verify."""

    CONTINUOUS = 'no skipped integer values'
    NAMED_FLAGS = 'multi-flag aliases may not contain unnamed flags'
    UNIQUE = 'one name per value'


CONTINUOUS, NAMED_FLAGS, UNIQUE = EnumCheck


class verify:
    """Class decorator checking an enumeration against EnumCheck items."""

    def __init__(self, *checks):
        self.checks = checks

    def __call__(self, enumeration):
        kind = 'flag' if Flag is not None and issubclass(enumeration, Flag) else 'enum'
        for check in self.checks:
            if check is UNIQUE:
                pairs = _unique_check(enumeration)
                if pairs:
                    shown = ', '.join(f'{a} -> {n}' for a, n in pairs)
                    raise ValueError(f'aliases found in {enumeration!r}: {shown}')
            elif check is CONTINUOUS:
                values = {m.value for m in enumeration}
                if len(values) < 2:
                    continue
                low, high = min(values), max(values)
                if kind == 'flag':
                    wanted = range(low.bit_length() - 1, high.bit_length())
                    missing = [2 ** i for i in wanted if 2 ** i not in values]
                else:
                    missing = [v for v in range(low + 1, high) if v not in values]
                if missing:
                    raise ValueError(f'invalid {kind} {enumeration.__name__!r}: missing values '
                                     f"{', '.join(str(v) for v in missing)}")
            elif check is NAMED_FLAGS:
                singles = 0
                for m in enumeration:
                    singles |= m._value_
                bad, gaps = [], 0
                for name, m in enumeration.__members__.items():
                    v = m._value_
                    if name != m._name_ or _single_bit(v) or not v:
                        continue
                    if v & ~singles:
                        bad.append(name)
                        gaps |= v & ~singles
                if bad:
                    what = 'alias' if len(bad) == 1 else 'aliases'
                    verb = 'is' if len(bad) == 1 else 'are'
                    raise ValueError(
                        f"invalid Flag {enumeration.__name__!r}: {what} "
                        f"{', '.join(bad)} {verb} missing combined values of 0x{gaps:x} "
                        '[use enum.show_flag_values(value) for details]')
        return enumeration


def global_enum(cls, update_str=False):
    """Class decorator: members print as module-level names (module.NAME)."""
    module = cls.__module__

    def as_global(self):
        if self._name_ is None:
            return f'{module}.{type(self).__name__}({self._value_!r})'
        return '|'.join(f'{module}.{n}' for n in self._name_.split('|'))
    type.__setattr__(cls, '__repr__', as_global)
    if update_str:
        type.__setattr__(cls, '__str__', lambda self: as_global(self).replace(module + '.', ''))
    try:
        import sys
        target = sys.modules[module].__dict__
    except Exception:
        return cls
    target.update(cls.__members__)
    return cls
