"""itertools for corral: the 3.11 iterator building blocks, in Python.

Most are generator functions that check their arguments eagerly (like the
CPython constructors do) and then return a generator; count and repeat are
classes because their reprs show their state."""

_MAXSIZE = 9223372036854775807


def _is_number(x):
    if isinstance(x, (int, float, complex)):
        return True
    t = type(x)
    return hasattr(t, '__index__') or hasattr(t, '__float__') or hasattr(t, '__int__')


def _as_index(x):
    if isinstance(x, int):
        return int(x)
    try:
        f = type(x).__index__
    except AttributeError:
        raise TypeError(f"'{type(x).__name__}' object cannot be interpreted as an integer") from None
    return f(x)


class count:
    """Return a count object whose .__next__() method returns consecutive values."""

    __corral_tp_name__ = 'itertools.count'

    def __init__(self, start=0, step=1):
        if not _is_number(start) or not _is_number(step):
            raise TypeError('a number is required')
        self._cnt = start
        self._step = step

    def __iter__(self):
        return self

    def __next__(self):
        value = self._cnt
        self._cnt = value + self._step
        return value

    def __repr__(self):
        step = self._step
        if type(step) is int and step == 1:
            return f'{type(self).__name__}({self._cnt!r})'
        return f'{type(self).__name__}({self._cnt!r}, {step!r})'

    def __reduce__(self):
        return (type(self), (self._cnt, self._step))


class repeat:
    """repeat(object [,times]) -> create an iterator which returns the object
    for the specified number of times.  If not specified, returns the object
    endlessly."""

    __corral_tp_name__ = 'itertools.repeat'

    def __init__(self, *args, **kwargs):
        if len(args) + len(kwargs) > 2:
            raise TypeError(f'repeat() takes at most 2 arguments ({len(args) + len(kwargs)} given)')
        for k in kwargs:
            if k not in ('object', 'times'):
                raise TypeError(f"repeat() got an unexpected keyword argument '{k}'")
        if args:
            obj = args[0]
            if 'object' in kwargs:
                raise TypeError("argument for repeat() given by name ('object') and position (1)")
        elif 'object' in kwargs:
            obj = kwargs['object']
        else:
            raise TypeError("repeat() missing required argument 'object' (pos 1)")
        if len(args) > 1:
            times = args[1]
        else:
            times = kwargs.get('times')
        self._obj = obj
        if times is None and len(args) < 2 and 'times' not in kwargs:
            self._times = None
        else:
            times = _as_index(times)
            self._times = times if times > 0 else 0

    def __iter__(self):
        return self

    def __next__(self):
        times = self._times
        if times is None:
            return self._obj
        if times <= 0:
            raise StopIteration
        self._times = times - 1
        return self._obj

    def __length_hint__(self):
        if self._times is None:
            raise TypeError('len() of unsized object')
        return self._times

    def __repr__(self):
        if self._times is None:
            return f'{type(self).__name__}({self._obj!r})'
        return f'{type(self).__name__}({self._obj!r}, {self._times})'


def cycle(iterable, /):
    """Return elements from the iterable until it is exhausted. Then repeat
    the sequence indefinitely."""
    return _cycle(iter(iterable))


def _cycle(it):
    saved = []
    for element in it:
        yield element
        saved.append(element)
    if not saved:
        return
    while True:
        yield from saved


def accumulate(iterable, func=None, **kwargs):
    """Return series of accumulated sums (or other binary function results)."""
    initial = None
    for k in kwargs:
        if k != 'initial':
            raise TypeError(f'{k!r} is an invalid keyword argument for accumulate()')
        initial = kwargs[k]
    return _accumulate(iter(iterable), func, initial)


def _accumulate(it, func, initial):
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    if func is None:
        for element in it:
            total = total + element
            yield total
    else:
        for element in it:
            total = func(total, element)
            yield total


def chain(*iterables):
    """Return a chain object whose .__next__() method returns elements from the
    first iterable until it is exhausted, then elements from the next
    iterable, until all of the iterables are exhausted."""
    return _chain(iter(iterables))


def _chain(its):
    for it in its:
        yield from it


def _from_iterable(iterable, /):
    """Alternative chain() constructor taking a single iterable argument that
    evaluates lazily."""
    return _chain(iter(iterable))


chain.from_iterable = _from_iterable


def compress(data, selectors):
    """Return data elements corresponding to true selector elements."""
    return _compress(iter(data), iter(selectors))


def _compress(data, selectors):
    for d, s in zip(data, selectors):
        if s:
            yield d


def dropwhile(predicate, iterable, /):
    """Drop items from the iterable while predicate(item) is true."""
    return _dropwhile(predicate, iter(iterable))


def _dropwhile(predicate, it):
    for x in it:
        if not predicate(x):
            yield x
            break
    yield from it


def takewhile(predicate, iterable, /):
    """Return successive entries from an iterable as long as the predicate
    evaluates to true for each entry."""
    return _takewhile(predicate, iter(iterable))


def _takewhile(predicate, it):
    for x in it:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(function, iterable, /):
    """Return those items of iterable for which function(item) is false."""
    return _filterfalse(function, iter(iterable))


def _filterfalse(function, it):
    if function is None:
        for x in it:
            if not x:
                yield x
    else:
        for x in it:
            if not function(x):
                yield x


class groupby:
    """make an iterator that returns consecutive keys and groups from the iterable"""

    __corral_tp_name__ = 'itertools.groupby'

    def __init__(self, iterable, key=None):
        self._keyfunc = key
        self._it = iter(iterable)
        self._tgtkey = self._currkey = self._currvalue = _NULL
        self._grouper = None

    def __iter__(self):
        return self

    # _step's work is written out in both loops below: a frame per item
    # is most of what grouping costs.
    def __next__(self):
        self._grouper = None
        it = self._it
        keyfunc = self._keyfunc
        while True:
            if self._currkey is _NULL:
                pass
            elif self._tgtkey is _NULL:
                break
            elif not (self._tgtkey == self._currkey):
                break
            value = next(it)
            key = value if keyfunc is None else keyfunc(value)
            self._currvalue = value
            self._currkey = key
        self._tgtkey = self._currkey
        token = object()
        self._grouper = token
        return (self._currkey, self._group(token, self._tgtkey))

    def _group(self, token, tgtkey):
        it = self._it
        keyfunc = self._keyfunc
        while self._grouper is token:
            if self._currvalue is _NULL:
                try:
                    value = next(it)
                except StopIteration:
                    return
                key = value if keyfunc is None else keyfunc(value)
                self._currvalue = value
                self._currkey = key
            if not (tgtkey == self._currkey):
                return
            value = self._currvalue
            self._currvalue = _NULL
            self._currkey = _NULL
            yield value


_NULL = object()


def islice(iterable, *args):
    """islice(iterable, stop) --> islice object
    islice(iterable, start, stop[, step]) --> islice object"""
    n = len(args) + 1
    if n < 2:
        raise TypeError(f'islice expected at least 2 arguments, got {n}')
    if n > 4:
        raise TypeError(f'islice expected at most 4 arguments, got {n}')
    start = 0
    step = 1
    if n == 2:
        stop = args[0]
    else:
        start, stop = args[0], args[1]
        if n == 4:
            step = args[2]
    if stop is None:
        stop = -1
    else:
        stop = _islice_arg(stop)
        if stop == -1:
            raise ValueError('Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if start is None:
        start = 0
    else:
        start = _islice_arg(start)
    if start < 0 or stop < -1:
        raise ValueError('Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize.')
    if step is None:
        step = 1
    else:
        try:
            step = _as_index(step)
        except TypeError:
            step = -1
        if step < 1:
            raise ValueError('Step for islice() must be a positive integer or None.')
    return _islice(iter(iterable), start, None if stop == -1 else stop, step)


def _islice_arg(x):
    # Like PyNumber_AsSsize_t: -1 for anything that does not convert.
    try:
        x = _as_index(x)
    except TypeError:
        return -1
    if x > _MAXSIZE or x < -_MAXSIZE - 1:
        return -1
    return x


def _islice(it, start, stop, step):
    cnt = 0
    nxt = start
    while True:
        while cnt < nxt:
            try:
                next(it)
            except StopIteration:
                return
            cnt += 1
        if stop is not None and cnt >= stop:
            return
        try:
            item = next(it)
        except StopIteration:
            return
        cnt += 1
        nxt += step
        if stop is not None and nxt > stop:
            nxt = stop
        yield item


def pairwise(iterable, /):
    """Return an iterator of overlapping pairs taken from the input iterator."""
    return _pairwise(iter(iterable))


def _pairwise(it):
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield (a, b)
        a = b


def starmap(function, iterable, /):
    """Return an iterator whose values are returned from the function
    evaluated with an argument tuple taken from the given sequence."""
    return _starmap(function, iter(iterable))


def _starmap(function, it):
    for args in it:
        # tuple() first: a non-iterable item is reported as C starmap does.
        yield function(*tuple(args))


def tee(iterable, n=2, /):
    """Returns a tuple of n independent iterators."""
    n = _as_index(n)
    if n < 0:
        raise ValueError('n must be >= 0')
    it = iter(iterable)
    head = [None, None]
    return tuple(_tee(it, head) for _ in range(n))


def _tee(it, node):
    # Shared singly linked list of [value, next] cells; each tee walks it.
    while True:
        nxt = node[1]
        if nxt is None:
            try:
                value = next(it)
            except StopIteration:
                return
            nxt = [value, None]
            node[1] = nxt
        node = nxt
        yield nxt[0]


def zip_longest(*iterables, **kwargs):
    """Return a zip_longest object whose .__next__() method returns a tuple
    where the i-th element comes from the i-th iterable argument."""
    fillvalue = None
    if kwargs:
        if len(kwargs) != 1 or 'fillvalue' not in kwargs:
            raise TypeError('zip_longest() got an unexpected keyword argument')
        fillvalue = kwargs['fillvalue']
    its = [iter(x) for x in iterables]
    return _zip_longest(its, fillvalue)


def _zip_longest(its, fillvalue):
    n = len(its)
    if not n:
        return
    active = n
    done = [False] * n
    while True:
        values = []
        for i in range(n):
            if done[i]:
                values.append(fillvalue)
                continue
            try:
                values.append(next(its[i]))
            except StopIteration:
                done[i] = True
                active -= 1
                if not active:
                    return
                values.append(fillvalue)
        yield tuple(values)


def product(*iterables, **kwargs):
    """Cartesian product of input iterables.  Equivalent to nested for-loops."""
    repeat = 1
    for k in kwargs:
        if k != 'repeat':
            raise TypeError(f'{k!r} is an invalid keyword argument for product()')
        repeat = kwargs[k]
    repeat = _as_index(repeat)
    if repeat < 0:
        raise ValueError('repeat argument cannot be negative')
    pools = [tuple(pool) for pool in iterables] * repeat
    return _product(pools)


def _product(pools):
    for pool in pools:
        if not pool:
            return
    n = len(pools)
    indices = [0] * n
    result = [pool[0] for pool in pools]
    yield tuple(result)
    if not n:
        return
    while True:
        i = n - 1
        while i >= 0:
            pool = pools[i]
            j = indices[i] + 1
            if j < len(pool):
                indices[i] = j
                result[i] = pool[j]
                break
            indices[i] = 0
            result[i] = pool[0]
            i -= 1
        if i < 0:
            return
        yield tuple(result)


def permutations(iterable, r=None):
    """Return successive r-length permutations of elements in the iterable."""
    pool = tuple(iterable)
    n = len(pool)
    if r is None:
        r = n
    else:
        if not isinstance(r, int):
            raise TypeError('Expected int as r')
        if r < 0:
            raise ValueError('r must be non-negative')
    return _permutations(pool, n, r)


def _permutations(pool, n, r):
    if r > n:
        return
    # CPython's cycles algorithm, applied to the elements themselves.
    items = list(pool)
    cycles = list(range(n, n - r, -1))
    yield tuple(items[:r])
    positions = list(range(r - 1, -1, -1))
    while n:
        for i in positions:
            c = cycles[i] - 1
            if c == 0:
                items.append(items.pop(i))
                cycles[i] = n - i
            else:
                cycles[i] = c
                items[i], items[-c] = items[-c], items[i]
                yield tuple(items[:r])
                break
        else:
            return


_NO_ARG = object()


def _require_args(name, iterable, r):
    # The C functions' wording for a missing argument.
    if iterable is _NO_ARG:
        raise TypeError(f"{name}() missing required argument 'iterable' (pos 1)")
    if r is _NO_ARG:
        raise TypeError(f"{name}() missing required argument 'r' (pos 2)")


def combinations(iterable=_NO_ARG, r=_NO_ARG):
    """Return successive r-length combinations of elements in the iterable."""
    _require_args('combinations', iterable, r)
    pool = tuple(iterable)
    r = _as_index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _combinations(pool, r)


def _combinations(pool, r):
    n = len(pool)
    if r > n:
        return
    indices = list(range(r))
    result = list(pool[:r])
    yield tuple(result)
    positions = list(range(r - 1, -1, -1))
    while True:
        for i in positions:
            if indices[i] != i + n - r:
                break
        else:
            return
        k = indices[i] + 1
        indices[i] = k
        result[i] = pool[k]
        for j in range(i + 1, r):
            k += 1
            indices[j] = k
            result[j] = pool[k]
        yield tuple(result)


def combinations_with_replacement(iterable=_NO_ARG, r=_NO_ARG):
    """Return successive r-length combinations of elements in the iterable
    allowing individual elements to have successive repeats."""
    _require_args('combinations_with_replacement', iterable, r)
    pool = tuple(iterable)
    r = _as_index(r)
    if r < 0:
        raise ValueError('r must be non-negative')
    return _cwr(pool, r)


def _cwr(pool, r):
    n = len(pool)
    if not n and r:
        return
    indices = [0] * r
    result = [pool[0]] * r if n else []
    yield tuple(result)
    positions = list(range(r - 1, -1, -1))
    while True:
        for i in positions:
            if indices[i] != n - 1:
                break
        else:
            return
        k = indices[i] + 1
        indices[i:] = [k] * (r - i)
        result[i:] = [pool[k]] * (r - i)
        yield tuple(result)
