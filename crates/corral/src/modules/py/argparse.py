"""argparse: command-line parsing with generated usage, help and errors.

Corral's own implementation, written from the Python 3.11 documentation and
from what CPython 3.11 prints: usage and help layout, error messages and
exit statuses (2 after "usage: ..." and "PROG: error: ..." on stderr, 0
after --help) match it for the parsers programs actually build.

How parsing works: every argument string gets one letter -- 'O' when it
looks like an option, 'A' for a plain argument, '-' for the first '--' --
and each action's nargs becomes a regular expression over those letters.
Options take what their expression matches right after them; runs of plain
arguments are shared out among the positionals by matching the
concatenated expressions of as many positionals as fit.
"""

import os as _os
import re as _re
import sys as _sys

__version__ = '1.1'
__all__ = [
    'ArgumentParser', 'ArgumentError', 'ArgumentTypeError',
    'BooleanOptionalAction', 'FileType', 'HelpFormatter',
    'ArgumentDefaultsHelpFormatter', 'RawDescriptionHelpFormatter',
    'RawTextHelpFormatter', 'MetavarTypeHelpFormatter', 'Namespace',
    'Action', 'ONE_OR_MORE', 'OPTIONAL', 'PARSER', 'REMAINDER', 'SUPPRESS',
    'ZERO_OR_MORE',
]

# Public sentinels; their values are what CPython uses (they show up in
# reprs and in error messages such as "positional arg with nargs=A...").
SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'

# Attribute a subparser uses to hand its leftovers back to the parent.
_LEFTOVERS = '_unrecognized_args'


def _plural(count, one, many):
    return one if count == 1 else many


def _name_in_messages(act):
    """How an action is named in error messages ("argument X: ...")."""
    if act is None:
        return None
    if act.option_strings:
        return '/'.join(act.option_strings)
    for label in (act.metavar, act.dest):
        if label is not None and label is not SUPPRESS:
            return label
    if act.choices:
        return '{%s}' % ','.join(act.choices)
    return None


# ---------------------------------------------------------------- reprs

class _Reprable(object):
    """Gives Kind(name=value, ...) reprs built from _get_kwargs() (which
    some programs also call to list a namespace's items)."""

    def __repr__(self):
        shown, odd_names = [], {}
        for key, val in self._get_kwargs():
            if key.isidentifier():
                shown.append('%s=%r' % (key, val))
            else:
                odd_names[key] = val
        if odd_names:
            shown.append('**' + repr(odd_names))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(vars(self).items())


class Namespace(_Reprable):
    """A plain attribute bag; parse_args() fills one in."""

    def __init__(self, **kwargs):
        vars(self).update(kwargs)

    def __eq__(self, other):
        return vars(self) == vars(other) if isinstance(other, Namespace) \
            else NotImplemented

    def __contains__(self, key):
        return key in vars(self)


# --------------------------------------------------------------- errors

class ArgumentError(Exception):
    """A problem with one argument (or with how it was declared)."""

    def __init__(self, argument, message):
        self.argument_name = _name_in_messages(argument)
        self.message = message

    def __str__(self):
        who = self.argument_name
        return self.message if who is None else \
            'argument %s: %s' % (who, self.message)


class ArgumentTypeError(Exception):
    """Raised by type= converters; its text becomes the error message."""


# -------------------------------------------------------------- actions

_ACTION_FIELDS = ('option_strings', 'dest', 'nargs', 'const', 'default',
                  'type', 'choices', 'required', 'help', 'metavar')


class Action(_Reprable):
    """What to do with an argument once its strings have been collected."""

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        given = (option_strings, dest, nargs, const, default, type, choices,
                 required, help, metavar)
        vars(self).update(zip(_ACTION_FIELDS, given))

    def _get_kwargs(self):
        return [(name, getattr(self, name)) for name in _ACTION_FIELDS]

    def format_usage(self):
        """The action's text in the usage line (its first option)."""
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


def _copy_of(current):
    # Appending must not mutate a default list shared between parses.
    if current is None:
        return []
    if type(current) is list:
        return current[:]
    import copy
    return copy.copy(current)


def _added(old, how, what):
    # A copy of the old list (None: a new one) with what appended or
    # extended; a non-list default fails like list methods would.
    fresh = _copy_of(old)
    getattr(fresh, how)(what)
    return fresh


class _Updater(Action):
    """The built-in actions that only compute the destination's new value
    from its old one (see _updated)."""

    def __call__(self, parser, namespace, values, option_string=None):
        old = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, self._updated(old, values))


class _TakesValues(_Updater):
    # store / append / extend: they need strings, and const only with '?'.
    _zero_nargs_advice = ''

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        if nargs == 0:
            raise ValueError(self._zero_nargs_advice)
        if const is not None and nargs != OPTIONAL:
            raise ValueError('nargs must be %r to supply const' % OPTIONAL)
        Action.__init__(self, option_strings, dest, nargs, const, default,
                        type, choices, required, help, metavar)


class _StoreAction(_TakesValues):
    _zero_nargs_advice = (
        'nargs for store actions must be != 0; if you have nothing to '
        'store, actions such as store true or store const may be more '
        'appropriate')

    def _updated(self, old, values):
        return values


class _AppendAction(_TakesValues):
    _zero_nargs_advice = (
        'nargs for append actions must be != 0; if arg strings are not '
        'supplying the value to append, the append const action may be '
        'more appropriate')

    def _updated(self, old, values):
        return _added(old, 'append', values)


class _ExtendAction(_AppendAction):

    def _updated(self, old, values):
        return _added(old, 'extend', values)


class _ConstAction(_Updater):
    # store_const / append_const: a flag (nargs=0) that stores `const`.

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        Action.__init__(self, option_strings, dest, 0, const, default,
                        None, None, required, help, metavar)


class _StoreConstAction(_ConstAction):

    def _updated(self, old, values):
        return self.const


class _AppendConstAction(_ConstAction):

    def _updated(self, old, values):
        return _added(old, 'append', self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        _ConstAction.__init__(self, option_strings, dest, True, default,
                              required, help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        _ConstAction.__init__(self, option_strings, dest, False, default,
                              required, help)


class _CountAction(_Updater):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        Action.__init__(self, option_strings, dest, 0, None, default,
                        required=required, help=help)

    def _updated(self, old, values):
        return (old or 0) + 1


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        Action.__init__(self, option_strings, dest, 0, None, default,
                        help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS,
                 help="show program's version number and exit"):
        Action.__init__(self, option_strings, dest, 0, None, default,
                        help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        fmt = parser._get_formatter()
        fmt.add_text(self.version if self.version is not None
                     else getattr(parser, 'version', None))
        parser._print_message(fmt.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    """--flag sets True, the generated --no-flag sets False."""

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        both = []
        for opt in option_strings:
            both.append(opt)
            if opt[:2] == '--':
                both.append('--no-' + opt[2:])
        Action.__init__(self, both, dest, 0, None, default, type, choices,
                        required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest, option_string[:5] != '--no-')

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _SubParsersAction(Action):
    """The positional that picks a sub-command and hands it the rest."""

    class _ChoiceHelp(Action):
        # One line per sub-command in the help listing.
        def __init__(self, name, aliases, help):
            label = '%s (%s)' % (name, ', '.join(aliases)) if aliases else name
            Action.__init__(self, [], name, help=help, metavar=label)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prefix = prog
        self._new_parser = parser_class
        self._listing = []
        # name (or alias) -> parser; it doubles as the choices.
        Action.__init__(self, option_strings, dest, PARSER, None, None,
                        None, {}, required, help, metavar)
        self._name_parser_map = self.choices

    def add_parser(self, name, **kwargs):
        """Declare a sub-command; returns its own ArgumentParser."""
        known = self.choices
        aliases = tuple(kwargs.pop('aliases', ()))
        if name in known:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        taken = [a for a in aliases if a in known]
        if taken:
            raise ArgumentError(self,
                                'conflicting subparser alias: %s' % taken[0])
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prefix, name)
        if 'help' in kwargs:
            self._listing.append(
                self._ChoiceHelp(name, aliases, kwargs.pop('help')))
        made = self._new_parser(**kwargs)
        known.update(dict.fromkeys((name,) + aliases, made))
        return made

    def _get_subactions(self):
        return self._listing

    def __call__(self, parser, namespace, values, option_string=None):
        picked, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, picked)
        if picked not in self.choices:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)' % (
                picked, ', '.join(self.choices)))
        # The sub-command's values (its defaults included) win over the
        # parent's, as in CPython 3.11.
        inner, left = self.choices[picked].parse_known_args(rest, None)
        vars(namespace).update(vars(inner))
        if left:
            vars(namespace).setdefault(_LEFTOVERS, []).extend(left)


class FileType(object):
    """type= factory that opens the named file ('-' is stdin/stdout)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._how = (mode, bufsize, encoding, errors)

    def __call__(self, string):
        mode = self._how[0]
        if string != '-':
            try:
                return open(string, *self._how)
            except OSError as exc:
                raise ArgumentTypeError(
                    "can't open '%s': %s" % (string, exc))
        if 'r' in mode:
            stream = _sys.stdin
        elif set('wax') & set(mode):
            stream = _sys.stdout
        else:
            raise ValueError('argument "-" with mode %r' % mode)
        return stream.buffer if 'b' in mode else stream

    def __repr__(self):
        mode, bufsize, encoding, errors = self._how
        bits = [repr(v) for v in (mode, bufsize) if v != -1]
        bits += ['%s=%r' % kv for kv in
                 (('encoding', encoding), ('errors', errors))
                 if kv[1] is not None]
        return 'FileType(%s)' % ', '.join(bits)


# ------------------------------------------------------------ formatting

_WS_RUN = _re.compile(r'\s+', _re.ASCII)
_MANY_BLANK_LINES = _re.compile(r'\n\n\n+')
# Usage is wrapped at these chunks: a bracketed or parenthesised group
# (with its trailing closers) that ends at a space, or any other word.
_USAGE_CHUNK = _re.compile(r'\(.*?\)+(?=\s|$)' '|'
                           r'\[.*?\]+(?=\s|$)' '|' r'\S+')


class _Block(object):
    """A titled part of the help, holding deferred renderers."""

    def __init__(self, outer, title):
        self.outer = outer
        self.title = title
        self.pieces = []


class HelpFormatter(object):
    """Lays out usage and help text (the default formatter_class)."""

    def __init__(self, prog, indent_increment=2, max_help_position=24,
                 width=None):
        if width is None:
            # Like shutil.get_terminal_size() without a terminal: $COLUMNS
            # when it is a positive number, else 80.
            try:
                width = int(_os.environ.get('COLUMNS', ''))
            except (ValueError, TypeError, AttributeError):
                width = 0
            if width <= 0:
                width = 80
            width -= 2
        self._prog = prog
        self._step = indent_increment
        self._width = width
        self._help_col_cap = min(
            max_help_position, max(width - 20, indent_increment * 2))
        self._indent_now = 0
        self._widest_name = 0
        self._root = _Block(None, None)
        self._block = self._root

    # -- building: everything is rendered later, once the widest
    #    invocation (which sets the help column) is known.

    def _deeper(self, levels=1):
        self._indent_now = self._indent_now + levels * self._step

    def _shallower(self):
        self._deeper(-1)

    def _later(self, render, *args):
        self._block.pieces.append((render, args))

    def start_section(self, heading):
        """Open a titled, indented section (end it with end_section())."""
        self._deeper()
        inner = _Block(self._block, heading)
        self._later(self._render_block, inner)
        self._block = inner

    def end_section(self):
        self._shallower()
        self._block = self._block.outer

    def add_text(self, text):
        """A paragraph; None and SUPPRESS add nothing."""
        if text is None or text is SUPPRESS:
            return
        self._later(self._format_text, text)

    def add_usage(self, usage, actions, groups, prefix=None):
        """The usage line(s), built from actions unless usage is given."""
        if usage is SUPPRESS:
            return
        self._later(self._format_usage, usage, actions, groups, prefix)

    def add_argument(self, action):
        """One entry of an arguments listing."""
        if action.help is SUPPRESS:
            return
        # Sub-command lines are indented further, yet (as in CPython) only
        # their text length counts towards the help column.
        names = [action] + self._subactions_of(action)
        longest = max(len(self._format_action_invocation(a)) for a in names)
        self._widest_name = max(longest + self._indent_now, self._widest_name)
        self._later(self._format_action, action)

    def add_arguments(self, actions):
        """add_argument() for each of actions."""
        for one in actions:
            self.add_argument(one)

    def format_help(self):
        text = self._render_block(self._root)
        if not text:
            return text
        return _MANY_BLANK_LINES.sub('\n\n', text).strip('\n') + '\n'

    def _render_block(self, block):
        nested = block.outer is not None
        if nested:
            self._deeper()
        rendered = [render(*args) for render, args in block.pieces]
        body = ''.join(p for p in rendered if p and p is not SUPPRESS)
        if nested:
            self._shallower()
        if not body:
            return ''
        head = ''
        if block.title is not SUPPRESS and block.title is not None:
            head = ' ' * self._indent_now + block.title + ':\n'
        return '\n' + head + body + '\n'

    @staticmethod
    def _subactions_of(action):
        getter = getattr(action, '_get_subactions', None)
        return list(getter()) if getter is not None else []

    # -- usage

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = 'usage: '
        if usage is not None:
            return prefix + usage % {'prog': self._prog} + '\n\n'
        prog = '%(prog)s' % {'prog': self._prog}
        if not actions:
            return prefix + prog + '\n\n'
        opts = [a for a in actions if a.option_strings]
        poss = [a for a in actions if not a.option_strings]
        whole = self._usage_body(opts + poss, groups)
        line = ' '.join(part for part in (prog, whole) if part)
        room = self._width - self._indent_now
        if len(prefix) + len(line) <= room:
            return prefix + line + '\n\n'
        # Too long for one line: wrap option chunks, then positional chunks.
        opt_chunks = _USAGE_CHUNK.findall(
            self._usage_body(opts, groups))
        pos_chunks = _USAGE_CHUNK.findall(
            self._usage_body(poss, groups))

        def fill(chunks, pad, lead=None):
            rows, row = [], []
            used = (len(lead) if lead is not None else len(pad)) - 1
            for chunk in chunks:
                if row and used + 1 + len(chunk) > room:
                    rows.append(pad + ' '.join(row))
                    row = []
                    used = len(pad) - 1
                row.append(chunk)
                used += len(chunk) + 1
            if row:
                rows.append(pad + ' '.join(row))
            if lead is not None:
                rows[0] = rows[0][len(pad):]
            return rows

        if len(prefix) + len(prog) <= 0.75 * room:
            # Continuation lines line up after "usage: prog ".
            pad = ' ' * (len(prefix) + len(prog) + 1)
            if opt_chunks:
                rows = fill([prog] + opt_chunks, pad, prefix)
                rows += fill(pos_chunks, pad)
            elif pos_chunks:
                rows = fill([prog] + pos_chunks, pad, prefix)
            else:
                rows = [prog]
        else:
            # A long prog gets a line of its own.
            pad = ' ' * len(prefix)
            rows = fill(opt_chunks + pos_chunks, pad)
            if len(rows) > 1:
                rows = fill(opt_chunks, pad) + fill(pos_chunks, pad)
            rows = [prog] + rows
        return prefix + '\n'.join(rows) + '\n\n'

    def _usage_body(self, actions, groups):
        # Markers ('[', '(', '|', ...) to put before the action at an index,
        # for mutually exclusive groups laid out contiguously in `actions`.
        marks = {}
        grouped = set()
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError('empty group %s' % (group,))
            if members[0] not in actions:
                continue
            first = actions.index(members[0])
            after = first + len(members)
            if actions[first:after] != members:
                continue
            grouped.update(members)
            visible = len([m for m in members if m.help is not SUPPRESS])
            if not group.required:
                pair = '[]'
            elif visible > 1:
                pair = '()'
            else:
                pair = None
            if pair:
                for pos, mark in ((first, pair[0]), (after, pair[1])):
                    marks[pos] = marks[pos] + ' ' + mark if pos in marks \
                        else mark
            for pos in range(first + 1, after):
                marks[pos] = '|'

        pieces = []
        for pos, act in enumerate(actions):
            if act.help is SUPPRESS:
                pieces.append(None)
                # Drop the separator that would now dangle.
                if marks.get(pos) == '|':
                    del marks[pos]
                elif marks.get(pos + 1) == '|':
                    del marks[pos + 1]
                continue
            if act.option_strings:
                if act.nargs == 0:
                    piece = act.format_usage()
                else:
                    piece = act.option_strings[0] + ' ' + self._format_args(
                        act, self._get_default_metavar_for_optional(act))
                if not act.required and act not in grouped:
                    piece = '[' + piece + ']'
            else:
                piece = self._format_args(
                    act, self._get_default_metavar_for_positional(act))
                if act in grouped and piece[:1] == '[' and \
                        piece[-1:] == ']':
                    piece = piece[1:-1]
            pieces.append(piece)
        for pos in sorted(marks, reverse=True):
            pieces.insert(pos, marks[pos])
        text = ' '.join(p for p in pieces if p is not None)
        text = _re.sub(r'([\[(]) ', r'\1', text)
        text = _re.sub(r' ([\])])', r'\1', text)
        text = _re.sub(r'[\[(] *[\])]', '', text)
        return text.strip()

    # -- text and actions

    def _format_text(self, text):
        # Descriptions may name the program as %(prog)s; only then is the
        # text %-formatted, so a lone '%' elsewhere is harmless.
        wants_prog = '%(prog)' in text
        body = text % {'prog': self._prog} if wants_prog else text
        pad = self._indent_now
        return self._fill_text(body, max(self._width - pad, 11),
                               ' ' * pad) + '\n\n'

    def _format_action(self, action):
        help_col = min(self._widest_name + 2, self._help_col_cap)
        help_room = max(self._width - help_col, 11)
        name_room = help_col - self._indent_now - 2
        lead = ' ' * self._indent_now
        header = self._format_action_invocation(action)
        if not action.help:
            out = [lead + header + '\n']
        elif len(header) <= name_room:
            out = [lead + header.ljust(name_room) + '  ']
            first_pad = 0
        else:
            out = [lead + header + '\n']
            first_pad = help_col
        if action.help and action.help.strip():
            text = self._filled_help(action)
            if text:
                lines = self._split_lines(text, help_room)
                out.append(' ' * first_pad + lines[0] + '\n')
                out.extend(' ' * help_col + ln + '\n' for ln in lines[1:])
        elif not out[0].endswith('\n'):
            out.append('\n')
        subs = self._subactions_of(action)
        if subs:
            self._deeper()
            out.extend(self._format_action(sub) for sub in subs)
            self._shallower()
        return ''.join(p for p in out if p and p is not SUPPRESS)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            only, = self._metavar_names(
                action, self._get_default_metavar_for_positional(action))(1)
            return only
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        tail = self._format_args(
            action, self._get_default_metavar_for_optional(action))
        return ', '.join(opt + ' ' + tail for opt in action.option_strings)

    def _metavar_names(self, action, default_metavar):
        if action.metavar is not None:
            name = action.metavar
        elif action.choices is not None:
            name = '{%s}' % ','.join(str(c) for c in action.choices)
        else:
            name = default_metavar

        def as_tuple(size):
            return name if isinstance(name, tuple) else (name,) * size
        return as_tuple

    def _format_args(self, action, default_metavar):
        names = self._metavar_names(action, default_metavar)
        n = action.nargs

        def need(size, allowed=None):
            # A metavar tuple must have exactly as many names as nargs asks.
            got = names(size)
            if len(got) != size and len(got) not in (allowed or ()):
                raise TypeError('metavar tuple length does not match nargs')
            return got
        if n is None:
            return '%s' % need(1)
        if n == OPTIONAL:
            return '[%s]' % need(1)
        if n == ZERO_OR_MORE:
            got = need(1, (2,))
            if len(got) == 2:
                return '[%s [%s ...]]' % got
            return '[%s ...]' % got
        if n == ONE_OR_MORE:
            return '%s [%s ...]' % need(2)
        if n == REMAINDER:
            return '...'
        if n == PARSER:
            return '%s ...' % need(1)
        if n == SUPPRESS:
            return ''
        if not isinstance(n, int):
            raise ValueError('invalid nargs value')
        return ' '.join('%s' % name for name in need(n))

    def _filled_help(self, action):
        values = dict(vars(action), prog=self._prog)
        for key in list(values):
            val = values[key]
            if val is SUPPRESS:
                del values[key]
            elif hasattr(val, '__name__'):
                values[key] = val.__name__
        if values.get('choices') is not None:
            values['choices'] = ', '.join(str(c) for c in values['choices'])
        return self._get_help_string(action) % values

    # -- the hooks the documented subclasses override

    def _split_lines(self, text, width):
        import textwrap
        return textwrap.wrap(_WS_RUN.sub(' ', text).strip(), width)

    def _fill_text(self, text, width, indent):
        import textwrap
        return textwrap.fill(_WS_RUN.sub(' ', text).strip(), width,
                             initial_indent=indent, subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the line breaks of description and epilog as written."""

    def _fill_text(self, text, width, indent):
        return ''.join(indent + ln for ln in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Also keeps the line breaks of every argument's help."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Appends " (default: ...)" to help that does not mention it."""

    def _get_help_string(self, action):
        text = action.help or ''
        if '%(default)' in text or action.default is SUPPRESS:
            return text
        if action.option_strings or action.nargs in (OPTIONAL, ZERO_OR_MORE):
            text += ' (default: %(default)s)'
        return text


class MetavarTypeHelpFormatter(HelpFormatter):
    """Uses the type's name as the default metavar."""

    def _get_default_metavar_for_optional(self, action):
        # Every argument then needs a type= (None has no __name__).
        return action.type.__name__

    _get_default_metavar_for_positional = _get_default_metavar_for_optional


# ------------------------------------------------------------ containers

_LOOKS_NEGATIVE = _re.compile(r'^-\d+$|^-\d*\.\d+$')


def _unchanged(string):
    return string


_BUILTIN_ACTIONS = {
    None: _StoreAction, 'store': _StoreAction,
    'store_const': _StoreConstAction, 'store_true': _StoreTrueAction,
    'store_false': _StoreFalseAction, 'append': _AppendAction,
    'append_const': _AppendConstAction, 'count': _CountAction,
    'help': _HelpAction, 'version': _VersionAction,
    'parsers': _SubParsersAction, 'extend': _ExtendAction,
}


class _ActionsContainer(object):
    """What parsers and argument groups share: declaring arguments."""

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        vars(self).update(description=description,
                          argument_default=argument_default,
                          prefix_chars=prefix_chars,
                          conflict_handler=conflict_handler)
        self._registries = {'action': dict(_BUILTIN_ACTIONS)}
        self._conflict_policy()  # reject an unknown conflict_handler now
        # Tables that argument groups share with their parser (see
        # _ArgumentGroup); lists and dicts so that sharing is by reference.
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_like_options = []

    def register(self, registry_name, value, object):
        """Name a value for action= (or type=) lookups."""
        self._registries.setdefault(registry_name, {})[value] = object

    def _lookup(self, kind, key):
        # Registered name -> object; anything unregistered stands for itself.
        return self._registries.get(kind, {}).get(key, key)

    def set_defaults(self, **kwargs):
        """Defaults for dests, whether or not an argument sets them."""
        self._defaults.update(kwargs)
        for act in self._actions:
            if act.dest in kwargs:
                act.default = kwargs[act.dest]

    def get_default(self, dest):
        """The default an argument (or set_defaults) gives dest."""
        for act in self._actions:
            if act.dest == dest and act.default is not None:
                return act.default
        return self._defaults.get(dest)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ...) or add_argument('-f', '--foo', ...)"""
        if args and (len(args) > 1 or args[0][0] in self.prefix_chars):
            spec = self._option_spec(args, kwargs)
        elif args and 'dest' in kwargs:
            raise ValueError('dest supplied twice for positional argument')
        else:
            spec = self._positional_spec(*args, **kwargs)
        dest = spec['dest']
        if 'default' not in spec:
            if dest in self._defaults:
                spec['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                spec['default'] = self.argument_default
        cls = self._lookup('action', spec.pop('action', None))
        if not callable(cls):
            raise ValueError('unknown action "%s"' % (cls,))
        made = cls(**spec)
        convert = self._lookup('type', made.type)
        if not callable(convert):
            raise ValueError('%r is not callable' % (convert,))
        if convert is FileType:
            raise ValueError('%r is a FileType class object, instance of it'
                             ' must be passed' % (convert,))
        if hasattr(self, '_get_formatter'):
            # Fail now, not at --help time, on a metavar tuple of the
            # wrong length.
            try:
                self._get_formatter()._format_args(made, None)
            except TypeError:
                raise ValueError(
                    'length of metavar tuple does not match nargs')
        return self._add_action(made)

    def add_argument_group(self, *args, **kwargs):
        """A titled section of the help holding the arguments added to it."""
        made = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(made)
        return made

    def add_mutually_exclusive_group(self, **kwargs):
        """Arguments of which at most one (exactly one if required=True)
        may be given."""
        made = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(made)
        return made

    def _add_action(self, action):
        table = self._option_string_actions
        clashes = [(opt, table[opt]) for opt in action.option_strings
                   if opt in table]
        if clashes:
            self._conflict_policy()(action, clashes)
        self._actions.append(action)
        action.container = self
        for opt in action.option_strings:
            table[opt] = action
            # Once an option looks like a negative number, such strings
            # are options, not arguments (see _classify).
            if _LOOKS_NEGATIVE.match(opt) and not self._negative_like_options:
                self._negative_like_options.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _adopt(self, parent):
        """Copy a parent parser's arguments, groups and all, into self."""
        by_title = {}
        for mine in self._action_groups:
            if mine.title in by_title:
                raise ValueError('cannot merge actions - two groups are named'
                                 ' %r' % (mine.title,))
            by_title[mine.title] = mine
        target = {}
        for theirs in parent._action_groups:
            if theirs.title not in by_title:
                by_title[theirs.title] = self.add_argument_group(
                    title=theirs.title, description=theirs.description,
                    conflict_handler=theirs.conflict_handler)
            target.update(dict.fromkeys(theirs._group_actions,
                                        by_title[theirs.title]))
        for theirs in parent._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=theirs.required)
            target.update(dict.fromkeys(theirs._group_actions, twin))
        for act in parent._actions:
            target.get(act, self)._add_action(act)

    def _positional_spec(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError(
                "'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        # Positionals that must always take a string are required; '*'
        # counts as required unless it was given a default.
        optional = nargs == OPTIONAL or (nargs == ZERO_OR_MORE and
                                         'default' in kwargs)
        if not optional:
            kwargs['required'] = True
        kwargs.update(dest=dest, option_strings=[])
        return kwargs

    def _option_spec(self, names, kwargs):
        chars = self.prefix_chars
        for opt in names:
            if opt[0] not in chars:
                raise ValueError(
                    'invalid option string %r: must start with a character '
                    '%r' % (opt, chars))
        spec = dict(kwargs, option_strings=list(names))
        if spec.get('dest') is None:
            # The first long option names the dest, else the first one.
            longs = [o for o in names if len(o) > 1 and o[1] in chars]
            stem = (longs or names)[0].lstrip(chars)
            if not stem:
                raise ValueError(
                    'dest= is required for options like %r' % (names[-1],))
            spec['dest'] = stem.replace('-', '_')
        return spec

    def _action_class_from(self, kwargs, default=None):
        return self._lookup('action', kwargs.pop('action', default))

    def _conflict_policy(self):
        policy = {'error': self._refuse_clash,
                  'resolve': self._resolve_clash}.get(self.conflict_handler)
        if policy is None:
            raise ValueError('invalid conflict_resolution value: %r'
                             % self.conflict_handler)
        return policy

    def _refuse_clash(self, action, clashes):
        noun = 'strings' if len(clashes) > 1 else 'string'
        raise ArgumentError(action, 'conflicting option %s: %s' % (
            noun, ', '.join(opt for opt, _old in clashes)))

    def _resolve_clash(self, action, clashes):
        # The newer declaration takes the option string away from the
        # older one, which disappears once it has none left.
        for opt, old in clashes:
            old.option_strings.remove(opt)
            self._option_string_actions.pop(opt, None)
            if not old.option_strings:
                old.container._remove_action(old)


_SHARED_WITH_GROUPS = ('_registries', '_actions', '_option_string_actions',
                       '_defaults', '_negative_like_options',
                       '_mutually_exclusive_groups')


class _ArgumentGroup(_ActionsContainer):
    """A titled section of the help; its arguments belong to the parser."""

    def __init__(self, container, title=None, description=None, **kwargs):
        settings = {k: kwargs.get(k, getattr(container, k)) for k in
                    ('prefix_chars', 'argument_default', 'conflict_handler')}
        _ActionsContainer.__init__(self, description, **settings)
        self.title = title
        self._group_actions = []
        # Declarations made through the group land in the parser's tables.
        for name in _SHARED_WITH_GROUPS:
            setattr(self, name, getattr(container, name))

    def _add_action(self, action):
        _ActionsContainer._add_action(self, action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._group_actions.remove(action)
        _ActionsContainer._remove_action(self, action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """At most one (or, when required, exactly one) of its arguments."""

    def __init__(self, container, required=False):
        _ArgumentGroup.__init__(self, container)
        self.required = required
        self._owner = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        self._owner._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._group_actions.remove(action)
        self._owner._remove_action(action)


# --------------------------------------------------------------- parsing

def _count_regex(action):
    """The regex (one group) for the strings an action takes, over the
    pattern letters A (argument), O (option) and - ('--')."""
    n = action.nargs
    positional = not action.option_strings
    # Only positionals may step over a '--'.
    gap = '-*' if positional else ''
    arg_run = '[A-]*' if positional else 'A*'
    if n == REMAINDER:
        return '([-AO]*)' if positional else '([AO]*)'
    if n == PARSER:
        return '(-*A[-AO]*)' if positional else '(A[AO]*)'
    if n is None:
        core = 'A'
    elif n == OPTIONAL:
        core = 'A?'
    elif n == ZERO_OR_MORE:
        core = arg_run
    elif n == ONE_OR_MORE:
        core = 'A' + arg_run
    elif n == SUPPRESS:
        core = ''
    else:
        core = gap.join('A' * n)
    return '(' + gap + core + gap + ')'


class _ParseRun(object):
    """State of one parse_known_args() pass over a list of strings."""

    def __init__(self, parser, strings, namespace):
        self.parser = parser
        self.strings = strings
        self.ns = namespace
        self.extras = []
        self.seen = set()
        self.given = set()  # actions that got a value other than their default
        self.rivals = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for i, member in enumerate(members):
                self.rivals.setdefault(member, []).extend(
                    members[:i] + members[i + 1:])
        self.options = {}  # index -> (action or None, option, explicit)
        letters = []
        after_dashes = False
        for i, text in enumerate(strings):
            if after_dashes:
                letters.append('A')
            elif text == '--':
                letters.append('-')
                after_dashes = True
            else:
                found = parser._classify(text)
                if found is None:
                    letters.append('A')
                else:
                    self.options[i] = found
                    letters.append('O')
        self.pattern = ''.join(letters)
        self.waiting = parser._positional_actions()

    def run(self):
        pos = 0
        stops = sorted(self.options)
        last = stops[-1] if stops else -1
        while pos <= last:
            upcoming = min(i for i in stops if i >= pos)
            if pos != upcoming:
                reached = self.take_positionals(pos)
                if reached > pos:
                    pos = reached
                    continue
            if pos not in self.options:
                # Strings no positional could take before the next option.
                self.extras.extend(self.strings[pos:upcoming])
                pos = upcoming
            pos = self.take_option(pos)
        pos = self.take_positionals(pos)
        self.extras.extend(self.strings[pos:])

    def take_positionals(self, pos):
        counts = self.parser._share_out(
            self.waiting, self.pattern[pos:])
        for action, count in zip(self.waiting, counts):
            self.apply(action, self.strings[pos:pos + count])
            pos += count
        del self.waiting[:len(counts)]
        return pos

    def take_option(self, pos):
        action, opt, explicit = self.options[pos]
        parser = self.parser
        todo = []
        while True:
            if action is None:
                self.extras.append(self.strings[pos])
                return pos + 1
            if explicit is None:
                first = pos + 1
                count = parser._count_for_option(action, self.pattern[first:])
                todo.append((action, self.strings[first:first + count], opt))
                end = first + count
                break
            count = parser._count_for_option(action, 'A')
            chars = parser.prefix_chars
            if count == 1:
                todo.append((action, [explicit], opt))
                end = pos + 1
                break
            if count == 0 and opt[1] not in chars and explicit != '':
                # "-xyz": -x takes no value, so y (then z) is another flag.
                todo.append((action, [], opt))
                opt = opt[0] + explicit[0]
                following = explicit[1:] or None
                nxt = parser._option_string_actions.get(opt)
                if nxt is None:
                    raise ArgumentError(
                        action, 'ignored explicit argument %r' % explicit)
                action, explicit = nxt, following
                continue
            raise ArgumentError(action,
                                'ignored explicit argument %r' % explicit)
        for act, args, used in todo:
            self.apply(act, args, used)
        return end

    def apply(self, action, strings, option_string=None):
        self.seen.add(action)
        value = self.parser._values_for(action, strings)
        if value is not action.default:
            self.given.add(action)
            for rival in self.rivals.get(action, ()):
                if rival in self.given:
                    raise ArgumentError(action, 'not allowed with argument %s'
                                        % _name_in_messages(rival))
        if value is not SUPPRESS:
            action(self.parser, self.ns, value, option_string)

    def finish(self):
        parser, ns = self.parser, self.ns
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_name_in_messages(action))
            elif (isinstance(action.default, str)
                  and hasattr(ns, action.dest)
                  and getattr(ns, action.dest) is action.default):
                # Untouched string defaults go through type= like input.
                setattr(ns, action.dest,
                        parser._convert(action, action.default))
        if missing:
            parser.error('the following arguments are required: %s'
                         % ', '.join(missing))
        for group in parser._mutually_exclusive_groups:
            if group.required and not any(
                    a in self.given for a in group._group_actions):
                names = [_name_in_messages(a) for a in group._group_actions
                         if a.help is not SUPPRESS]
                parser.error('one of the arguments %s is required'
                             % ' '.join(names))


class ArgumentParser(_Reprable, _ActionsContainer):
    """Turns command-line strings into a Namespace, with help and errors."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None,
                 parents=[], formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        _ActionsContainer.__init__(self, description, prefix_chars,
                                   argument_default, conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0]) if _sys.argv else ''
        vars(self).update(
            prog=prog, usage=usage, epilog=epilog,
            formatter_class=formatter_class,
            fromfile_prefix_chars=fromfile_prefix_chars, add_help=add_help,
            allow_abbrev=allow_abbrev, exit_on_error=exit_on_error)
        # The two default sections of the help, in this order.
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        self.register('type', None, _unchanged)
        if add_help:
            lead = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(lead + 'h', lead + lead + 'help',
                              action='help', default=SUPPRESS,
                              help='show this help message and exit')
        for parent in parents:
            self._adopt(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        shown = ('prog', 'usage', 'description', 'formatter_class',
                 'conflict_handler', 'add_help')
        return [(name, getattr(self, name)) for name in shown]

    # -- declaring

    def add_subparsers(self, **kwargs):
        """Add the sub-command positional; returns it, for add_parser()."""
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        titled = 'title' in kwargs or 'description' in kwargs
        if titled:
            self._subparsers = self.add_argument_group(
                kwargs.pop('title', 'subcommands'),
                kwargs.pop('description', None))
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            # Sub-commands are named "<prog> <positionals before> <name>".
            fmt = self._get_formatter()
            fmt.add_usage(self.usage, self._positional_actions(),
                          self._mutually_exclusive_groups, '')
            kwargs['prog'] = fmt.format_help().strip()
        kwargs.setdefault('parser_class', type(self))
        made = self._action_class_from(kwargs, 'parsers')(
            option_strings=[], **kwargs)
        self._subparsers._add_action(made)
        return made

    def _add_action(self, action):
        # Arguments added to the parser itself go to the default sections.
        home = self._optionals if action.option_strings else \
            self._positionals
        home._add_action(action)
        return action

    def _option_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # -- parsing

    def parse_args(self, args=None, namespace=None):
        """Parse args (default sys.argv[1:]); leftovers are an error."""
        return self._no_leftovers(self.parse_known_args(args, namespace))

    def parse_intermixed_args(self, args=None, namespace=None):
        """Like parse_args, but positionals may be split up by options."""
        return self._no_leftovers(
            self.parse_known_intermixed_args(args, namespace))

    def _no_leftovers(self, outcome):
        ns, left = outcome
        if left:
            self.error('unrecognized arguments: ' + ' '.join(left))
        return ns

    def parse_known_args(self, args=None, namespace=None):
        """Parse what is recognised; returns (namespace, leftovers)."""
        strings = list(_sys.argv[1:] if args is None else args)
        ns = Namespace() if namespace is None else namespace
        # Defaults first, without overwriting what the namespace has.
        for act in self._actions:
            if act.dest is not SUPPRESS and act.default is not SUPPRESS \
                    and not hasattr(ns, act.dest):
                setattr(ns, act.dest, act.default)
        for key in self._defaults:
            if not hasattr(ns, key):
                setattr(ns, key, self._defaults[key])
        try:
            left = self._run_parse(strings, ns)
        except ArgumentError as exc:
            if not self.exit_on_error:
                raise
            self.error(str(exc))
        left.extend(vars(ns).pop(_LEFTOVERS, ()))
        return ns, left

    def _run_parse(self, strings, ns):
        if self.fromfile_prefix_chars is not None:
            strings = self._expand_arg_files(strings)
        run = _ParseRun(self, strings, ns)
        run.run()
        run.finish()
        return run.extras

    def _expand_arg_files(self, strings):
        # "@file" (for fromfile_prefix_chars='@') is replaced by the
        # arguments read from the file, recursively.
        out = []
        for text in strings:
            if text[:1] and text[0] in self.fromfile_prefix_chars:
                try:
                    with open(text[1:]) as handle:
                        content = handle.read()
                except OSError as exc:
                    self.error(str(exc))
                read = [piece for line in content.splitlines()
                        for piece in self.convert_arg_line_to_args(line)]
                out += self._expand_arg_files(read)
            else:
                out.append(text)
        return out

    def convert_arg_line_to_args(self, arg_line):
        """One line of an args file -> its arguments (the whole line)."""
        return [arg_line]

    def parse_known_intermixed_args(self, args=None, namespace=None):
        """Two passes: options first (positionals switched off), then the
        positionals over whatever the first pass left behind."""
        poss = self._positional_actions()
        for act in poss:
            if act.nargs in (PARSER, REMAINDER):
                raise TypeError('parse_intermixed_args: positional arg with '
                                'nargs=%s' % act.nargs)
        grouped = [a for g in self._mutually_exclusive_groups
                   for a in g._group_actions]
        if any(a in poss for a in grouped):
            raise TypeError('parse_intermixed_args: positional in '
                            'mutuallyExclusiveGroup')
        opts = self._option_actions()
        groups = self._mutually_exclusive_groups
        saved_usage = self.usage
        saved_pos = [(a.nargs, a.default) for a in poss]
        saved_req = [a.required for a in opts] + [g.required for g in groups]
        try:
            if self.usage is None:
                # Errors in either pass show the parser's full usage.
                self.usage = self.format_usage()[len('usage: '):]
            try:
                for act in poss:
                    act.nargs = act.default = SUPPRESS
                ns, rest = self.parse_known_args(args, namespace)
                for act in poss:
                    if hasattr(ns, act.dest) and getattr(ns, act.dest) == []:
                        import warnings
                        warnings.warn('Do not expect %s in %s'
                                      % (act.dest, ns))
                        delattr(ns, act.dest)
            finally:
                for act, (nargs, default) in zip(poss, saved_pos):
                    act.nargs, act.default = nargs, default
            try:
                for thing in opts + groups:
                    thing.required = False
                return self.parse_known_args(rest, ns)
            finally:
                for thing, flag in zip(opts + groups, saved_req):
                    thing.required = flag
        finally:
            self.usage = saved_usage

    def _classify(self, arg_string):
        """(action or None, option string, explicit value) when arg_string
        is an option, None when it is an argument."""
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        known = self._option_string_actions
        if arg_string in known:
            return known[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            opt, value = arg_string.split('=', 1)
            if opt in known:
                return known[opt], opt, value
        hits = self._option_candidates(arg_string)
        if len(hits) > 1:
            self.error('ambiguous option: %s could match %s' % (
                arg_string, ', '.join(h[1] for h in hits)))
        if hits:
            return hits[0]
        if _LOOKS_NEGATIVE.match(arg_string) and \
                not self._negative_like_options:
            return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _option_candidates(self, option_string):
        """Options that arg could abbreviate (or, for "-xVALUE", be)."""
        chars = self.prefix_chars
        known = self._option_string_actions
        hits = []
        if option_string[0] in chars and option_string[1] in chars:
            if self.allow_abbrev:
                stem, value = option_string, None
                if '=' in option_string:
                    stem, value = option_string.split('=', 1)
                for opt, action in known.items():
                    if opt.startswith(stem):
                        hits.append((action, opt, value))
        elif option_string[0] in chars:
            two = option_string[:2]
            for opt, action in known.items():
                if opt == two:
                    hits.append((action, opt, option_string[2:]))
                elif opt.startswith(option_string):
                    hits.append((action, opt, None))
        else:
            self.error('unexpected option string: %s' % option_string)
        return hits

    def _count_for_option(self, action, arg_strings_pattern):
        found = _re.match(_count_regex(action), arg_strings_pattern)
        if found is not None:
            return len(found.group(1))
        n = action.nargs
        if n is None:
            msg = 'expected one argument'
        elif n == OPTIONAL:
            msg = 'expected at most one argument'
        elif n == ONE_OR_MORE:
            msg = 'expected at least one argument'
        else:
            msg = 'expected %s %s' % (n, _plural(n, 'argument', 'arguments'))
        raise ArgumentError(action, msg)

    def _share_out(self, actions, arg_strings_pattern):
        # As many leading actions as can all be satisfied, each matched
        # greedily in turn.
        for upto in range(len(actions), 0, -1):
            regex = ''.join(_count_regex(a) for a in actions[:upto])
            found = _re.match(regex, arg_strings_pattern)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _values_for(self, action, arg_strings):
        n = action.nargs
        if n not in (PARSER, REMAINDER) and '--' in arg_strings:
            arg_strings = list(arg_strings)
            arg_strings.remove('--')
        if not arg_strings and n == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._convert(action, value)
                self._check_choice(action, value)
            return value
        if not arg_strings and n == ZERO_OR_MORE and \
                not action.option_strings:
            value = action.default if action.default is not None else []
            self._check_choice(action, value)
            return value
        if len(arg_strings) == 1 and n in (None, OPTIONAL):
            value = self._convert(action, arg_strings[0])
            self._check_choice(action, value)
            return value
        if n == SUPPRESS:
            return SUPPRESS
        value = [self._convert(action, s) for s in arg_strings]
        if n == PARSER:
            self._check_choice(action, value[0])
        elif n != REMAINDER:
            for item in value:
                self._check_choice(action, item)
        return value

    def _convert(self, action, arg_string):
        convert = self._lookup('type', action.type)
        if not callable(convert):
            raise ArgumentError(action, '%r is not callable' % (convert,))
        try:
            return convert(arg_string)
        except ArgumentTypeError as exc:
            raise ArgumentError(action, str(exc))
        except (TypeError, ValueError):
            kind = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, 'invalid %s value: %r'
                                % (kind, arg_string))

    def _check_choice(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                % (value, ', '.join(map(repr,
                                                        action.choices))))

    # -- output

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def format_usage(self):
        """The "usage: ..." text."""
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        return fmt.format_help()

    def format_help(self):
        """Usage, description, one section per group, epilog."""
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        fmt.add_text(self.description)
        for section in self._action_groups:
            fmt.start_section(section.title)
            fmt.add_text(section.description)
            fmt.add_arguments(section._group_actions)
            fmt.end_section()
        fmt.add_text(self.epilog)
        return fmt.format_help()

    def print_usage(self, file=None):
        """format_usage() to file (default stdout)."""
        self._print_message(self.format_usage(), file or _sys.stdout)

    def print_help(self, file=None):
        """format_help() to file (default stdout)."""
        self._print_message(self.format_help(), file or _sys.stdout)

    def _print_message(self, message, file=None):
        # A closed or missing stream is not worth an error.
        if message:
            try:
                (file or _sys.stderr).write(message)
            except (AttributeError, OSError):
                pass

    def exit(self, status=0, message=None):
        """Print message (if any) to stderr and raise SystemExit(status)."""
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Print usage and "PROG: error: message" to stderr; exit 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
