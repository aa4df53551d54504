"""traceback: extract, format and print stack traces of Python programs.

Corral's native `_traceback` supplies frames as (filename, lineno, name,
line, markers) rows, for an exception's traceback or for the running
stack; this module turns them into CPython's text. Frames carry no local
variables, so capture_locals shows nothing.
"""

import sys
import _traceback

__all__ = ['extract_stack', 'extract_tb', 'format_exception',
           'format_exception_only', 'format_list', 'format_stack',
           'format_tb', 'print_exc', 'format_exc', 'print_exception',
           'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException',
           'walk_stack', 'walk_tb']

# Identical consecutive frames shown before "[Previous line repeated ...]".
_SHOWN_REPEATS = 3


class FrameSummary:
    """One frame of a traceback: file, line number, function and line."""

    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno',
                 'name', '_line', 'locals', '_markers')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None, end_lineno=None, colno=None,
                 end_colno=None):
        self.filename, self.lineno, self.name = filename, lineno, name
        self.end_lineno, self.colno, self.end_colno = end_lineno, colno, end_colno
        self._line = line
        self._markers = None
        self.locals = None
        if locals:
            self.locals = {key: repr(val) for key, val in locals.items()}

    @property
    def line(self):
        return None if self._line is None else self._line.strip()

    def _as_tuple(self):
        return (self.filename, self.lineno, self.name, self.line)

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            mine = (self.filename, self.lineno, self.name, self.locals)
            return mine == (other.filename, other.lineno, other.name,
                            other.locals)
        if isinstance(other, tuple):
            return self._as_tuple() == other
        return NotImplemented

    def __getitem__(self, pos):
        return self._as_tuple()[pos]

    def __iter__(self):
        return iter(self._as_tuple())

    def __len__(self):
        return 4

    def __repr__(self):
        return "<FrameSummary file %s, line %s in %s>" % (
            self.filename, self.lineno, self.name)


def _frames_from_rows(rows):
    frames = []
    for filename, lineno, name, line, markers in rows:
        fs = FrameSummary(filename, lineno, name, line=line)
        fs._markers = markers
        frames.append(fs)
    return frames


def _repeat_note(extra):
    plural = "s" if extra > 1 else ""
    return f"  [Previous line repeated {extra} more time{plural}]\n"


class StackSummary(list):
    """A list of FrameSummary that can format itself."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True,
                capture_locals=False):
        found = klass(FrameSummary(frame.f_code.co_filename, lineno,
                                   frame.f_code.co_name)
                      for frame, lineno in frame_gen)
        return klass(_limited(found, limit))

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for item in a_list:
            if not isinstance(item, FrameSummary):
                filename, lineno, name, line = item
                item = FrameSummary(filename, lineno, name, line=line)
            result.append(item)
        return result

    def format_frame_summary(self, frame_summary):
        fs = frame_summary
        text = f'  File "{fs.filename}", line {fs.lineno}, in {fs.name}\n'
        if fs.line:
            text += f'    {fs.line}\n'
            text += getattr(fs, '_markers', None) or ''
        if fs.locals:
            for key in sorted(fs.locals):
                text += f'    {key} = {fs.locals[key]}\n'
        return text

    def format(self):
        out = []
        run_key = None
        run_len = 0
        for fs in self:
            key = (fs.filename, fs.lineno, fs.name)
            if key != run_key:
                if run_len > _SHOWN_REPEATS:
                    out.append(_repeat_note(run_len - _SHOWN_REPEATS))
                run_key, run_len = key, 0
            run_len += 1
            if run_len <= _SHOWN_REPEATS:
                out.append(self.format_frame_summary(fs))
        if run_len > _SHOWN_REPEATS:
            out.append(_repeat_note(run_len - _SHOWN_REPEATS))
        return out


def _limited(frames, limit):
    """Apply a traceback `limit`: the first N frames, or the last -N."""
    if limit is None:
        return frames
    return frames[:limit] if limit >= 0 else frames[limit:]


def _running_frames(limit):
    # Drop the frames of this module: the caller's is the last one wanted.
    rows = _traceback.stack()
    while rows and rows[-1][0] == '<corral:traceback>':
        rows.pop()
    if limit is not None:
        rows = rows[-limit:] if limit > 0 else []
    return StackSummary(_frames_from_rows(rows))


def extract_tb(tb, limit=None):
    """The frames of traceback `tb`, outermost first."""
    if tb is None:
        return StackSummary()
    return StackSummary(_limited(_frames_from_rows(_traceback.entries(tb)),
                                 limit))


def extract_stack(f=None, limit=None):
    """The frames running now, outermost first, ending at the caller."""
    return _running_frames(limit)


def format_list(extracted_list):
    """Format (filename, lineno, name, line) entries as traceback lines."""
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    """Print format_list(extracted_list) to file (sys.stderr)."""
    out = sys.stderr if file is None else file
    for chunk in format_list(extracted_list):
        print(chunk, file=out, end="")


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def format_stack(f=None, limit=None):
    return _running_frames(limit).format()


def print_stack(f=None, limit=None, file=None):
    print_list(_running_frames(limit), file=file)


def walk_tb(tb):
    """(frame, lineno) for each level of a traceback; corral has no frame
    objects, so frame is None."""
    while tb is not None:
        yield None, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    """Corral exposes no frame objects: nothing to walk."""
    return iter(())


def clear_frames(tb):
    """Nothing to clear: corral's frames keep no locals past their end."""


def _str_or_note(value, what, conv=str):
    try:
        return conv(value)
    except BaseException:
        return f'<{what} {conv.__name__}() failed>'


_CAUSE_HEADER = ("\nThe above exception was the direct cause "
                 "of the following exception:\n\n")
_CONTEXT_HEADER = ("\nDuring handling of the above exception, "
                   "another exception occurred:\n\n")


class TracebackException:
    """An exception captured for formatting, with its cause and context."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        seen = set() if _seen is None else _seen
        seen.add(id(exc_value))
        self.exc_type = exc_type
        self.stack = extract_tb(exc_traceback, limit=limit)
        self._str = _str_or_note(exc_value, 'exception')
        self.__notes__ = getattr(exc_value, '__notes__', None)
        if exc_type is not None and issubclass(exc_type, SyntaxError):
            # getattr: a SyntaxError built by hand in corral may lack them.
            for field in ('filename', 'end_lineno', 'text', 'offset',
                          'end_offset', 'msg'):
                setattr(self, field, getattr(exc_value, field, None))
            line = getattr(exc_value, 'lineno', None)
            self.lineno = None if line is None else str(line)
            if not hasattr(exc_value, 'msg') and exc_value.args:
                self.msg = exc_value.args[0]
        self.__suppress_context__ = (
            False if exc_value is None else exc_value.__suppress_context__)
        self.__cause__ = self.__context__ = None
        self.max_group_width = max_group_width
        self.max_group_depth = max_group_depth
        self.exceptions = None
        if exc_value is None:
            return

        def follow(other):
            return TracebackException(type(other), other, other.__traceback__,
                                      limit=limit, compact=compact,
                                      max_group_width=max_group_width,
                                      max_group_depth=max_group_depth,
                                      _seen=seen)


        cause = exc_value.__cause__
        if cause is not None and id(cause) not in seen:
            self.__cause__ = follow(cause)
        context = exc_value.__context__
        # compact: a context is only needed when it would be shown.
        wanted = not (compact and (self.__cause__ is not None
                                   or self.__suppress_context__))
        if context is not None and id(context) not in seen and wanted:
            self.__context__ = follow(context)
        # A group's members are drawn even when already shown as a cause or
        # context, so they are followed last and without the seen check.
        if _GROUP is not None and isinstance(exc_value, _GROUP):
            self.exceptions = [follow(sub) for sub in exc_value.exceptions]

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def _type_name(self):
        name = self.exc_type.__qualname__
        module = self.exc_type.__module__
        if module in ("__main__", "builtins"):
            return name
        if not isinstance(module, str):
            module = "<unknown>"
        return module + "." + name

    def format_exception_only(self):
        """The lines naming the exception: type, message, notes."""
        if self.exc_type is None:
            yield "NoneType: None\n"
            return
        name = self._type_name()
        if issubclass(self.exc_type, SyntaxError):
            yield from self._syntax_error_lines(name)
        elif self._str:
            yield f"{name}: {self._str}\n"
        else:
            yield f"{name}\n"
        notes = self.__notes__
        if isinstance(notes, (list, tuple)):
            for note in notes:
                for piece in _str_or_note(note, 'note').split("\n"):
                    yield piece + "\n"
        elif notes is not None:
            yield _str_or_note(notes, '__notes__', repr) + "\n"

    def _syntax_error_lines(self, name):
        where = ""
        if self.lineno is not None:
            yield f'  File "{self.filename or "<string>"}", line {self.lineno}\n'
        elif self.filename is not None:
            where = f" ({self.filename})"
        if self.text is not None:
            raw = self.text.rstrip("\n")
            shown = raw.lstrip(" \n\f")
            indent = len(raw) - len(shown)
            yield f"    {shown}\n"
            if self.offset is not None:
                yield from self._carets(shown, indent)
        yield f"{name}: {self.msg or '<no detail available>'}{where}\n"

    def _carets(self, shown, indent):
        start = self.offset
        end = self.end_offset if self.end_offset not in (None, 0) else start
        if end == start or end == -1:
            end = start + 1
        first = start - 1 - indent
        last = end - 1 - indent
        if first >= 0:
            # Tabs stay tabs so the carets line up under the text.
            pad = "".join(c if c.isspace() else " " for c in shown[:first])
            yield f"    {pad}{'^' * (last - first)}\n"

    def format(self, *, chain=True, _ctx=None):
        """The lines of the whole report, oldest chained exception first;
        exception groups are drawn as CPython 3.11 draws them."""
        margin = _Margin() if _ctx is None else _ctx
        # (header, te): te's cause or context is shown first, then the
        # header that links it to te, then te itself.
        parts = []
        current = self
        while current is not None:
            older, header = None, None
            if not chain:
                pass
            elif current.__cause__ is not None:
                older, header = current.__cause__, _CAUSE_HEADER
            elif (current.__context__ is not None
                  and not current.__suppress_context__):
                older, header = current.__context__, _CONTEXT_HEADER
            parts.append((header, current))
            current = older
        for header, te in reversed(parts):
            if header is not None:
                yield from margin.emit(header)
            if te.exceptions is None:
                if te.stack:
                    yield from margin.emit("Traceback (most recent call last):\n")
                    yield from margin.emit(te.stack.format())
                yield from margin.emit(te.format_exception_only())
            elif margin.depth > self.max_group_depth:
                yield from margin.emit(
                    f"... (max_group_depth is {self.max_group_depth})\n")
            else:
                yield from te._group_lines(margin, chain)

    def print(self, *, file=None, chain=True):
        """Write format()'s lines to file (sys.stderr by default)."""
        out = sys.stderr if file is None else file
        for chunk in self.format(chain=chain):
            print(chunk, file=out, end="")

    def _group_lines(self, margin, chain):
        outermost = margin.depth == 0
        if outermost:
            margin.depth = 1
        if self.stack:
            yield from margin.emit(
                "Exception Group Traceback (most recent call last):\n",
                "+" if outermost else "|")
            yield from margin.emit(self.stack.format())
        yield from margin.emit(self.format_exception_only())
        total = len(self.exceptions)
        width = self.max_group_width
        shown = total if total <= width else width + 1
        margin.close_owed = False
        for pos in range(shown):
            last = pos == shown - 1
            if last:
                # A nested group drawn last closes the frame for us.
                margin.close_owed = True
            cut = pos >= width
            title = "..." if cut else str(pos + 1)
            corner = "+-" if pos == 0 else "  "
            yield f"{margin.pad()}{corner}+{'-' * 16} {title} {'-' * 16}\n"
            margin.depth += 1
            if cut:
                more = total - width
                yield from margin.emit(
                    f"and {more} more exception{'s' if more > 1 else ''}\n")
            else:
                yield from self.exceptions[pos].format(chain=chain,
                                                       _ctx=margin)
            if last and margin.close_owed:
                yield margin.pad() + "+" + "-" * 36 + "\n"
                margin.close_owed = False
            margin.depth -= 1
        if outermost:
            margin.depth = 0


class _Margin:
    """How deep inside exception groups a report is being drawn, and
    whether the innermost group still owes its closing line."""

    def __init__(self):
        self.depth = 0
        self.close_owed = False

    def pad(self):
        return " " * (2 * self.depth)

    def emit(self, chunks, mark="|"):
        prefix = self.pad() + (mark + " " if self.depth else "")
        if isinstance(chunks, str):
            chunks = [chunks]
        for chunk in chunks:
            yield "".join(prefix + line for line in chunk.splitlines(True))


try:
    _GROUP = BaseExceptionGroup
except NameError:
    _GROUP = None


_MISSING = object()


def _value_and_tb(exc, value, tb):
    """Accept both the 3.10+ single-exception form and (type, value, tb)."""
    if (value is _MISSING) != (tb is _MISSING):
        raise ValueError("Both or neither of value and tb must be given")
    if value is not _MISSING:
        return value, tb
    if exc is None:
        return None, None
    if isinstance(exc, BaseException):
        return exc, exc.__traceback__
    raise TypeError(f'Exception expected for value, '
                    f'{type(exc).__name__} found')


def format_exception(exc, /, value=_MISSING, tb=_MISSING, limit=None,
                     chain=True):
    """The lines (each ending in a newline) print_exception would print."""
    value, tb = _value_and_tb(exc, value, tb)
    report = TracebackException(type(value), value, tb, limit=limit,
                                compact=True)
    return list(report.format(chain=chain))


def format_exception_only(exc, /, value=_MISSING):
    """The last lines of a traceback: the exception type and message."""
    if value is _MISSING:
        value = exc
    report = TracebackException(type(value), value, None, compact=True)
    return list(report.format_exception_only())


def print_exception(exc, /, value=_MISSING, tb=_MISSING, limit=None,
                    file=None, chain=True):
    """Print a traceback report to file (sys.stderr)."""
    out = sys.stderr if file is None else file
    for chunk in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(chunk, file=out, end="")


def format_exc(limit=None, chain=True):
    """The traceback of the exception being handled, as one string."""
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Print the traceback of the exception being handled (to stderr)."""
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    """Print the last uncaught exception (sys.last_*)."""
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback,
                    limit, file, chain)
