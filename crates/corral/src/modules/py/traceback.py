"""traceback for corral: extract, format and print tracebacks.

Frames come from `_traceback`, which reads an exception's recorded frames
(or the running ones) and the program's source lines. Frames have no
locals to show.
"""

import sys
import _traceback

__all__ = ['extract_stack', 'extract_tb', 'format_exception',
           'format_exception_only', 'format_list', 'format_stack',
           'format_tb', 'print_exc', 'format_exc', 'print_exception',
           'print_last', 'print_stack', 'print_tb', 'clear_frames',
           'FrameSummary', 'StackSummary', 'TracebackException',
           'walk_stack', 'walk_tb']

_RECURSIVE_CUTOFF = 3


class FrameSummary:
    """One frame of a traceback: where it was and what line ran."""

    __slots__ = ('filename', 'lineno', 'end_lineno', 'colno', 'end_colno',
                 'name', '_line', 'locals', '_markers')

    def __init__(self, filename, lineno, name, *, lookup_line=True,
                 locals=None, line=None, end_lineno=None, colno=None,
                 end_colno=None):
        self.filename = filename
        self.lineno = lineno
        self.end_lineno = end_lineno
        self.colno = colno
        self.end_colno = end_colno
        self.name = name
        self._line = line
        self._markers = None
        self.locals = ({k: repr(v) for k, v in locals.items()}
                       if locals else None)

    def __eq__(self, other):
        if isinstance(other, FrameSummary):
            return (self.filename == other.filename and
                    self.lineno == other.lineno and
                    self.name == other.name and
                    self.locals == other.locals)
        if isinstance(other, tuple):
            return (self.filename, self.lineno, self.name,
                    self.line) == other
        return NotImplemented

    def __getitem__(self, pos):
        return (self.filename, self.lineno, self.name, self.line)[pos]

    def __iter__(self):
        return iter([self.filename, self.lineno, self.name, self.line])

    def __repr__(self):
        return "<FrameSummary file {filename}, line {lineno} in {name}>".format(
            filename=self.filename, lineno=self.lineno, name=self.name)

    def __len__(self):
        return 4

    @property
    def line(self):
        if self._line is None:
            return None
        return self._line.strip()


def _summaries(rows, limit):
    frames = []
    for f, n, name, line, markers in rows:
        fs = FrameSummary(f, n, name, line=line)
        fs._markers = markers
        frames.append(fs)
    if limit is not None:
        frames = frames[:limit] if limit >= 0 else frames[limit:]
    return frames


class StackSummary(list):
    """A list of FrameSummary objects that knows how to format itself."""

    @classmethod
    def extract(klass, frame_gen, *, limit=None, lookup_lines=True,
                capture_locals=False):
        result = klass()
        for f, lineno in frame_gen:
            result.append(FrameSummary(f.f_code.co_filename, lineno,
                                       f.f_code.co_name))
        if limit is not None:
            return klass(result[:limit] if limit >= 0 else result[limit:])
        return result

    @classmethod
    def from_list(klass, a_list):
        result = StackSummary()
        for frame in a_list:
            if isinstance(frame, FrameSummary):
                result.append(frame)
            else:
                filename, lineno, name, line = frame
                result.append(FrameSummary(filename, lineno, name, line=line))
        return result

    def format_frame_summary(self, frame_summary):
        row = ['  File "{}", line {}, in {}\n'.format(
            frame_summary.filename, frame_summary.lineno, frame_summary.name)]
        if frame_summary.line:
            row.append('    {}\n'.format(frame_summary.line))
            if getattr(frame_summary, '_markers', None):
                row.append(frame_summary._markers)
        if frame_summary.locals:
            for name, value in sorted(frame_summary.locals.items()):
                row.append('    {name} = {value}\n'.format(name=name, value=value))
        return ''.join(row)

    def format(self):
        result = []
        last_file = last_line = last_name = None
        count = 0
        for fs in self:
            if (last_file is None or last_file != fs.filename or
                    last_line is None or last_line != fs.lineno or
                    last_name is None or last_name != fs.name):
                if count > _RECURSIVE_CUTOFF:
                    count -= _RECURSIVE_CUTOFF
                    result.append(
                        f'  [Previous line repeated {count} more '
                        f'time{"s" if count > 1 else ""}]\n')
                last_file, last_line, last_name = fs.filename, fs.lineno, fs.name
                count = 0
            count += 1
            if count > _RECURSIVE_CUTOFF:
                continue
            result.append(self.format_frame_summary(fs))
        if count > _RECURSIVE_CUTOFF:
            count -= _RECURSIVE_CUTOFF
            result.append(
                f'  [Previous line repeated {count} more '
                f'time{"s" if count > 1 else ""}]\n')
        return result


def extract_tb(tb, limit=None):
    """The frames of traceback `tb`, outermost first."""
    if tb is None:
        return StackSummary()
    return StackSummary(_summaries(_traceback.entries(tb), limit))


def extract_stack(f=None, limit=None):
    """The frames running now, outermost first, without this call."""
    rows = _traceback.stack()[:-1]
    if limit is not None:
        rows = rows[-limit:] if limit > 0 else []
    return StackSummary(_summaries(rows, None))


def format_list(extracted_list):
    return StackSummary.from_list(extracted_list).format()


def print_list(extracted_list, file=None):
    if file is None:
        file = sys.stderr
    for item in StackSummary.from_list(extracted_list).format():
        print(item, file=file, end="")


def format_tb(tb, limit=None):
    return extract_tb(tb, limit=limit).format()


def print_tb(tb, limit=None, file=None):
    print_list(extract_tb(tb, limit=limit), file=file)


def format_stack(f=None, limit=None):
    rows = _traceback.stack()[:-1]
    if limit is not None:
        rows = rows[-limit:] if limit > 0 else []
    return StackSummary(_summaries(rows, None)).format()


def print_stack(f=None, limit=None, file=None):
    rows = _traceback.stack()[:-1]
    if limit is not None:
        rows = rows[-limit:] if limit > 0 else []
    print_list(StackSummary(_summaries(rows, None)), file=file)


def walk_tb(tb):
    while tb is not None:
        yield None, tb.tb_lineno
        tb = tb.tb_next


def walk_stack(f):
    return iter(())


def clear_frames(tb):
    pass


def _safe_string(value, what, func=str):
    try:
        return func(value)
    except BaseException:
        return f'<{what} {func.__name__}() failed>'


_cause_message = (
    "\nThe above exception was the direct cause "
    "of the following exception:\n\n")

_context_message = (
    "\nDuring handling of the above exception, "
    "another exception occurred:\n\n")

_sentinel = object()


class TracebackException:
    """An exception ready to be formatted, with its causes and contexts."""

    def __init__(self, exc_type, exc_value, exc_traceback, *, limit=None,
                 lookup_lines=True, capture_locals=False, compact=False,
                 max_group_width=15, max_group_depth=10, _seen=None):
        if _seen is None:
            _seen = set()
        _seen.add(id(exc_value))
        self.stack = extract_tb(exc_traceback, limit=limit)
        self.exc_type = exc_type
        self._str = _safe_string(exc_value, 'exception')
        self.__notes__ = getattr(exc_value, '__notes__', None)
        if exc_type and issubclass(exc_type, SyntaxError):
            self.filename = exc_value.filename
            lno = exc_value.lineno
            self.lineno = str(lno) if lno is not None else None
            self.text = exc_value.text
            self.offset = exc_value.offset
            self.msg = exc_value.msg
        self.__cause__ = None
        self.__context__ = None
        self.__suppress_context__ = (
            exc_value.__suppress_context__ if exc_value is not None else False)
        if exc_value is not None:
            cause = exc_value.__cause__
            if cause is not None and id(cause) not in _seen:
                self.__cause__ = TracebackException(
                    type(cause), cause, cause.__traceback__, limit=limit,
                    _seen=_seen)
            context = exc_value.__context__
            if (context is not None and id(context) not in _seen
                    and not (compact and self.__cause__ is not None)):
                self.__context__ = TracebackException(
                    type(context), context, context.__traceback__,
                    limit=limit, _seen=_seen)

    @classmethod
    def from_exception(cls, exc, *args, **kwargs):
        return cls(type(exc), exc, exc.__traceback__, *args, **kwargs)

    def __eq__(self, other):
        if isinstance(other, TracebackException):
            return self.__dict__ == other.__dict__
        return NotImplemented

    def __str__(self):
        return self._str

    def format_exception_only(self):
        if self.exc_type is None:
            yield "NoneType: None\n"
            return
        stype = self.exc_type.__qualname__
        smod = self.exc_type.__module__
        if smod not in ("__main__", "builtins"):
            if not isinstance(smod, str):
                smod = "<unknown>"
            stype = smod + '.' + stype
        if not issubclass(self.exc_type, SyntaxError):
            if self._str:
                yield f'{stype}: {self._str}\n'
            else:
                yield f'{stype}\n'
        else:
            yield from self._format_syntax_error(stype)
        notes = self.__notes__
        if isinstance(notes, (list, tuple)):
            for note in notes:
                note = _safe_string(note, 'note')
                yield from [line + '\n' for line in note.split('\n')]
        elif notes is not None:
            yield "{}\n".format(_safe_string(notes, '__notes__', func=repr))

    def _format_syntax_error(self, stype):
        filename_suffix = ''
        if self.lineno is not None:
            yield '  File "{}", line {}\n'.format(
                self.filename or "<string>", self.lineno)
        elif self.filename is not None:
            filename_suffix = ' ({})'.format(self.filename)
        text = self.text
        if text is not None:
            rtext = text.rstrip('\n')
            ltext = rtext.lstrip(' \n\f')
            spaces = len(rtext) - len(ltext)
            yield '    {}\n'.format(ltext)
            if self.offset is not None:
                offset = self.offset
                end_offset = offset
                if offset == end_offset or end_offset == -1:
                    end_offset = offset + 1
                colno = offset - 1 - spaces
                end_colno = end_offset - 1 - spaces
                if colno >= 0:
                    caretspace = ((c if c.isspace() else ' ') for c in ltext[:colno])
                    yield '    {}{}\n'.format(
                        "".join(caretspace), ('^' * (end_colno - colno)))
        msg = self.msg or "<no detail available>"
        yield "{}: {}{}\n".format(stype, msg, filename_suffix)

    def format(self, *, chain=True, _ctx=None):
        output = []
        exc = self
        if chain:
            while exc:
                if exc.__cause__ is not None:
                    chained_msg = _cause_message
                    chained_exc = exc.__cause__
                elif (exc.__context__ is not None and
                      not exc.__suppress_context__):
                    chained_msg = _context_message
                    chained_exc = exc.__context__
                else:
                    chained_msg = None
                    chained_exc = None
                output.append((chained_msg, exc))
                exc = chained_exc
        else:
            output.append((None, exc))
        for msg, exc in reversed(output):
            if msg is not None:
                yield msg
            if exc.stack:
                yield 'Traceback (most recent call last):\n'
                yield from exc.stack.format()
            yield from exc.format_exception_only()


def _parse_value_tb(exc, value, tb):
    if (value is _sentinel) != (tb is _sentinel):
        raise ValueError("Both or neither of value and tb must be given")
    if value is tb is _sentinel:
        if exc is not None:
            if isinstance(exc, BaseException):
                return exc, exc.__traceback__
            raise TypeError(f'Exception expected for value, '
                            f'{type(exc).__name__} found')
        return None, None
    return value, tb


def format_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                     chain=True):
    """The lines (each ending in a newline) print_exception would print."""
    value, tb = _parse_value_tb(exc, value, tb)
    te = TracebackException(type(value), value, tb, limit=limit, compact=True)
    return list(te.format(chain=chain))


def format_exception_only(exc, /, value=_sentinel):
    """The last lines of a traceback: the exception type and message."""
    if value is _sentinel:
        value = exc
    te = TracebackException(type(value), value, None, compact=True)
    return list(te.format_exception_only())


def print_exception(exc, /, value=_sentinel, tb=_sentinel, limit=None,
                    file=None, chain=True):
    if file is None:
        file = sys.stderr
    for line in format_exception(exc, value, tb, limit=limit, chain=chain):
        print(line, file=file, end="")


def format_exc(limit=None, chain=True):
    """The traceback of the exception being handled, as one string."""
    return "".join(format_exception(*sys.exc_info(), limit=limit, chain=chain))


def print_exc(limit=None, file=None, chain=True):
    """Print the traceback of the exception being handled (to stderr)."""
    print_exception(*sys.exc_info(), limit=limit, file=file, chain=chain)


def print_last(limit=None, file=None, chain=True):
    if not hasattr(sys, "last_type"):
        raise ValueError("no last exception")
    print_exception(sys.last_type, sys.last_value, sys.last_traceback,
                    limit, file, chain)
