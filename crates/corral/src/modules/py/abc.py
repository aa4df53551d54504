"""Abstract base classes (PEP 3119), written for corral.

Behaviour follows the documentation of CPython 3.11's abc module. One
difference in mechanism: a class that still has abstract methods is
refused by ABCMeta.__call__ here, where CPython refuses it in
object.__new__; the message is the same.
"""

# Bumped by every ABCMeta.register() call. Remembered "no" answers of a
# subclass check carry the value current when they were recorded and are
# dropped once it moves on, since a registration may have made them wrong.
_generation = 0


def get_cache_token():
    """Return a token that changes whenever any ABC gains a virtual subclass."""
    return _generation


def abstractmethod(funcobj):
    """Mark a method abstract: a class of ABCMeta keeping it cannot be instantiated."""
    funcobj.__isabstractmethod__ = True
    return funcobj


def _is_abstract(member):
    # Marked itself (functions, and the deprecated abstract* wrappers);
    # else a property is abstract through any of its accessors, and a
    # classmethod or staticmethod through the function it wraps.
    if getattr(member, "__isabstractmethod__", False):
        return True
    if isinstance(member, property):
        return any(part is not None and _is_abstract(part)
                   for part in (member.fget, member.fset, member.fdel))
    if isinstance(member, (classmethod, staticmethod)):
        return _is_abstract(member.__func__)
    return False


def _abstract_names(cls, own):
    """Names still abstract in cls: its own abstract members, and those
    inherited abstract names that nothing along the way has overridden."""
    names = {key for key, member in own.items() if _is_abstract(member)}
    for base in cls.__bases__:
        for key in getattr(base, "__abstractmethods__", ()):
            if key not in names and _is_abstract(getattr(cls, key, None)):
                names.add(key)
    return frozenset(names)


class abstractclassmethod(classmethod):
    """Deprecated: use classmethod stacked on abstractmethod."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractstaticmethod(staticmethod):
    """Deprecated: use staticmethod stacked on abstractmethod."""

    __isabstractmethod__ = True

    def __init__(self, callable):
        callable.__isabstractmethod__ = True
        super().__init__(callable)


class abstractproperty(property):
    """Deprecated: use property stacked on abstractmethod."""

    __isabstractmethod__ = True


class _Bookkeeping:
    """What one ABC remembers: its virtual subclasses, the classes it
    derives to directly, and the answers of past subclass checks."""

    def __init__(self):
        self.virtual = []
        self.children = []
        self.known_yes = set()
        self.known_no = set()
        self.no_generation = _generation


def _decide(cls, subclass):
    # The order is the documented one: the class's __subclasshook__ has
    # the first word, then real inheritance, then registrations made
    # with this ABC, then those made with its subclasses.
    hook = getattr(cls, "__subclasshook__", None)
    verdict = NotImplemented if hook is None else hook(subclass)
    if verdict is not NotImplemented:
        return bool(verdict)
    if cls in getattr(subclass, "__mro__", ()):
        return True
    book = cls._abc_impl
    for candidate in book.virtual + book.children:
        if issubclass(subclass, candidate):
            return True
    return False


class ABCMeta(type):
    """The metaclass of Abstract Base Classes (ABCs).

    An ABC can be subclassed directly, and then acts as a mix-in class.
    Unrelated classes can also be registered as 'virtual subclasses':
    issubclass() and isinstance() then accept them, though the ABC does
    not appear in their MRO.
    """

    def __new__(mcls, name, bases, namespace, /, **kwargs):
        cls = super().__new__(mcls, name, bases, namespace, **kwargs)
        cls.__abstractmethods__ = _abstract_names(cls, namespace)
        cls._abc_impl = _Bookkeeping()
        # Each ABC base learns of its new child: a class registered with the
        # child is then a subclass of the base too.
        for base in bases:
            book = base.__dict__.get("_abc_impl") if isinstance(base, ABCMeta) else None
            if book is not None:
                book.children.append(cls)
        return cls

    def __call__(cls, *args, **kwargs):
        pending = cls.__abstractmethods__
        if pending:
            listed = sorted(pending)
            noun = "methods" if len(listed) > 1 else "method"
            raise TypeError(
                f"Can't instantiate abstract class {cls.__name__} "
                f"with abstract {noun} {', '.join(listed)}")
        return super().__call__(*args, **kwargs)

    def __getitem__(cls, item):
        # corral subscripts a class whose metaclass is not type through the
        # metaclass: hand over to __class_getitem__ as type itself does.
        hook = getattr(cls, "__class_getitem__", None)
        if hook is None:
            raise TypeError(f"type '{cls.__name__}' is not subscriptable")
        return hook(item)

    def register(cls, subclass):
        """Make subclass a virtual subclass of this ABC; returns subclass,
        so that it can be used as a class decorator."""
        global _generation
        if not isinstance(subclass, type):
            raise TypeError("Can only register classes")
        if issubclass(subclass, cls):
            return subclass
        if issubclass(cls, subclass):
            raise RuntimeError("Refusing to create an inheritance cycle")
        cls._abc_impl.virtual.append(subclass)
        _generation += 1
        return subclass

    def __instancecheck__(cls, instance):
        """isinstance(instance, cls), with virtual subclasses and hooks."""
        claimed = instance.__class__
        actual = type(instance)
        if claimed is actual:
            return cls.__subclasscheck__(actual)
        return cls.__subclasscheck__(claimed) or cls.__subclasscheck__(actual)

    def __subclasscheck__(cls, subclass):
        """issubclass(subclass, cls), with virtual subclasses and hooks."""
        if not isinstance(subclass, type):
            raise TypeError("issubclass() arg 1 must be a class")
        book = cls._abc_impl
        if subclass in book.known_yes:
            return True
        if book.no_generation != _generation:
            book.known_no = set()
            book.no_generation = _generation
        elif subclass in book.known_no:
            return False
        answer = _decide(cls, subclass)
        (book.known_yes if answer else book.known_no).add(subclass)
        return answer

    def _abc_registry_clear(cls):
        """Forget every virtual subclass (for tests)."""
        cls._abc_impl.virtual.clear()

    def _abc_caches_clear(cls):
        """Forget the remembered answers of subclass checks (for tests)."""
        book = cls._abc_impl
        book.known_yes.clear()
        book.known_no.clear()


def update_abstractmethods(cls):
    """Recompute cls.__abstractmethods__ after its methods changed (for
    example by a class decorator); a class that is no ABC is returned as is."""
    if hasattr(cls, "__abstractmethods__"):
        cls.__abstractmethods__ = _abstract_names(cls, cls.__dict__)
    return cls


class ABC(metaclass=ABCMeta):
    """Subclass this to make an abstract base class without naming the
    metaclass."""

    __slots__ = ()
