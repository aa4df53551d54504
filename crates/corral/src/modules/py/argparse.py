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


def _name_in_messages(action):
    """How an action is named in error messages ("argument X: ...")."""
    if action is None:
        return None
    if action.option_strings:
        return '/'.join(action.option_strings)
    for label in (action.metavar, action.dest):
        if label is not None and label is not SUPPRESS:
            return label
    if action.choices:
        return '{%s}' % ','.join(action.choices)
    return None


# ---------------------------------------------------------------- reprs

class _Reprable(object):
    """Gives Kind(arg, name=value, ...) reprs built from _get_kwargs()."""

    def __repr__(self):
        shown = [repr(a) for a in self._get_args()]
        odd_names = {}
        for key, val in self._get_kwargs():
            if key.isidentifier():
                shown.append('%s=%r' % (key, val))
            else:
                odd_names[key] = val
        if odd_names:
            shown.append('**' + repr(odd_names))
        return type(self).__name__ + '(' + ', '.join(shown) + ')'

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_Reprable):
    """A plain attribute bag; parse_args() fills one in."""

    def __init__(self, **kwargs):
        for key in kwargs:
            setattr(self, key, kwargs[key])

    def __eq__(self, other):
        if isinstance(other, Namespace):
            return vars(self) == vars(other)
        return NotImplemented

    def __contains__(self, key):
        return key in self.__dict__


# --------------------------------------------------------------- errors

class ArgumentError(Exception):
    """A problem with one argument (or with how it was declared)."""

    def __init__(self, argument, message):
        self.argument_name = _name_in_messages(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by type= converters; its text becomes the error message."""


# -------------------------------------------------------------- actions

class Action(_Reprable):
    """What to do with an argument once its strings have been collected."""

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        self.option_strings = option_strings
        self.dest = dest
        self.nargs = nargs
        self.const = const
        self.default = default
        self.type = type
        self.choices = choices
        self.required = required
        self.help = help
        self.metavar = metavar

    def _get_kwargs(self):
        fields = ('option_strings', 'dest', 'nargs', 'const', 'default',
                  'type', 'choices', 'required', 'help', 'metavar')
        return [(f, getattr(self, f)) for f in fields]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError('.__call__() not defined')


def _refuse_zero_nargs(nargs, const, what, advice):
    if nargs == 0:
        raise ValueError('nargs for %s actions must be != 0; if %s'
                         % (what, advice))
    if const is not None and nargs != OPTIONAL:
        raise ValueError('nargs must be %r to supply const' % OPTIONAL)


def _fresh_list(current):
    # Appending must not mutate a default list shared between parses.
    if current is None:
        return []
    if type(current) is list:
        return list(current)
    import copy
    return copy.copy(current)


class _StoreAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _refuse_zero_nargs(
            nargs, const, 'store',
            'you have nothing to store, actions such as store true or store '
            'const may be more appropriate')
        Action.__init__(self, option_strings, dest, nargs, const, default,
                        type, choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const,
                        default=default, required=required, help=help,
                        metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        _StoreConstAction.__init__(self, option_strings, dest, True, default,
                                   required, help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        _StoreConstAction.__init__(self, option_strings, dest, False, default,
                                   required, help)


class _AppendAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _refuse_zero_nargs(
            nargs, const, 'append',
            'arg strings are not supplying the value to append, the append '
            'const action may be more appropriate')
        Action.__init__(self, option_strings, dest, nargs, const, default,
                        type, choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        bucket = _fresh_list(getattr(namespace, self.dest, None))
        bucket.append(values)
        setattr(namespace, self.dest, bucket)


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        bucket = _fresh_list(getattr(namespace, self.dest, None))
        bucket.extend(values)
        setattr(namespace, self.dest, bucket)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        Action.__init__(self, option_strings, dest, nargs=0, const=const,
                        default=default, required=required, help=help,
                        metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        bucket = _fresh_list(getattr(namespace, self.dest, None))
        bucket.append(self.const)
        setattr(namespace, self.dest, bucket)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default,
                        required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        so_far = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (so_far or 0) + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        Action.__init__(self, option_strings, dest, nargs=0, default=default,
                        help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS,
                 help="show program's version number and exit"):
        Action.__init__(self, option_strings, dest, nargs=0, default=default,
                        help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        text = self.version
        if text is None:
            text = getattr(parser, 'version', None)
        fmt = parser._get_formatter()
        fmt.add_text(text)
        parser._print_message(fmt.format_help(), _sys.stdout)
        parser.exit()


class BooleanOptionalAction(Action):
    """--flag sets True, the generated --no-flag sets False."""

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        both = []
        for opt in option_strings:
            both.append(opt)
            if opt.startswith('--'):
                both.append('--no-' + opt[2:])
        Action.__init__(self, both, dest, nargs=0, default=default,
                        type=type, choices=choices, required=required,
                        help=help, metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest,
                    not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _SubParsersAction(Action):
    """The positional that picks a sub-command and hands it the rest."""

    class _ChoicesPseudoAction(Action):
        # One line per sub-command in the help listing.
        def __init__(self, name, aliases, help):
            label = name
            if aliases:
                label = '%s (%s)' % (name, ', '.join(aliases))
            Action.__init__(self, [], dest=name, help=help, metavar=label)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        Action.__init__(self, option_strings, dest, nargs=PARSER,
                        choices=self._name_parser_map, required=required,
                        help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        if kwargs.get('prog') is None:
            kwargs['prog'] = self._prog_prefix + ' ' + name
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, 'conflicting subparser: %s' % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(
                    self, 'conflicting subparser alias: %s' % alias)
        if 'help' in kwargs:
            self._choices_actions.append(self._ChoicesPseudoAction(
                name, aliases, kwargs.pop('help')))
        sub = self._parser_class(**kwargs)
        for key in (name,) + tuple(aliases):
            self._name_parser_map[key] = sub
        return sub

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        chosen, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, chosen)
        sub = self._name_parser_map.get(chosen)
        if sub is None:
            raise ArgumentError(self, 'unknown parser %r (choices: %s)' % (
                chosen, ', '.join(self._name_parser_map)))
        # The sub-command's values (its defaults included) win over the
        # parent's, as in CPython 3.11.
        sub_ns, left = sub.parse_known_args(rest, None)
        for key, val in vars(sub_ns).items():
            setattr(namespace, key, val)
        if left:
            vars(namespace).setdefault(_LEFTOVERS, [])
            getattr(namespace, _LEFTOVERS).extend(left)


class FileType(object):
    """type= factory that opens the named file ('-' is stdin/stdout)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode = mode
        self._bufsize = bufsize
        self._encoding = encoding
        self._errors = errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                stream = _sys.stdin
            elif any(c in self._mode for c in 'wax'):
                stream = _sys.stdout
            else:
                raise ValueError('argument "-" with mode %r' % self._mode)
            return stream.buffer if 'b' in self._mode else stream
        try:
            return open(string, self._mode, self._bufsize, self._encoding,
                        self._errors)
        except OSError as exc:
            raise ArgumentTypeError("can't open '%s': %s" % (string, exc))

    def __repr__(self):
        bits = [repr(v) for v in (self._mode, self._bufsize) if v != -1]
        for key in ('encoding', 'errors'):
            val = getattr(self, '_' + key)
            if val is not None:
                bits.append('%s=%r' % (key, val))
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
        self._indent_increment = indent_increment
        self._width = width
        self._max_help_position = min(
            max_help_position, max(width - 20, indent_increment * 2))
        self._current_indent = 0
        self._action_max_length = 0
        self._root = _Block(None, None)
        self._block = self._root

    # -- building: everything is rendered later, once the widest
    #    invocation (which sets the help column) is known.

    def _indent(self):
        self._current_indent += self._indent_increment

    def _dedent(self):
        self._current_indent -= self._indent_increment

    def start_section(self, heading):
        self._indent()
        block = _Block(self._block, heading)
        self._block.pieces.append(lambda: self._render_block(block))
        self._block = block

    def end_section(self):
        self._block = self._block.outer
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._block.pieces.append(lambda: self._format_text(text))

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._block.pieces.append(
                lambda: self._format_usage(usage, actions, groups, prefix))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        # Sub-command lines are indented further, yet (as in CPython) only
        # their text length counts towards the help column.
        widest = max(len(self._format_action_invocation(a))
                     for a in [action] + self._subactions_of(action))
        self._action_max_length = max(self._action_max_length,
                                      widest + self._current_indent)
        self._block.pieces.append(lambda: self._format_action(action))

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._render_block(self._root)
        if not text:
            return text
        return _MANY_BLANK_LINES.sub('\n\n', text).strip('\n') + '\n'

    def _render_block(self, block):
        nested = block.outer is not None
        if nested:
            self._indent()
        body = ''.join(p for p in (f() for f in block.pieces)
                       if p and p is not SUPPRESS)
        if nested:
            self._dedent()
        if not body:
            return ''
        head = ''
        if block.title is not SUPPRESS and block.title is not None:
            head = ' ' * self._current_indent + block.title + ':\n'
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
        whole = self._format_actions_usage(opts + poss, groups)
        line = ' '.join(part for part in (prog, whole) if part)
        room = self._width - self._current_indent
        if len(prefix) + len(line) <= room:
            return prefix + line + '\n\n'
        # Too long for one line: wrap option chunks, then positional chunks.
        opt_chunks = _USAGE_CHUNK.findall(
            self._format_actions_usage(opts, groups))
        pos_chunks = _USAGE_CHUNK.findall(
            self._format_actions_usage(poss, groups))

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

    def _format_actions_usage(self, actions, groups):
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
        for pos, action in enumerate(actions):
            if action.help is SUPPRESS:
                pieces.append(None)
                # Drop the separator that would now dangle.
                if marks.get(pos) == '|':
                    del marks[pos]
                elif marks.get(pos + 1) == '|':
                    del marks[pos + 1]
                continue
            if action.option_strings:
                if action.nargs == 0:
                    piece = action.format_usage()
                else:
                    piece = action.option_strings[0] + ' ' + self._format_args(
                        action, self._get_default_metavar_for_optional(action))
                if not action.required and action not in grouped:
                    piece = '[' + piece + ']'
            else:
                piece = self._format_args(
                    action, self._get_default_metavar_for_positional(action))
                if action in grouped and piece[:1] == '[' and \
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
        if '%(prog)' in text:
            text = text % {'prog': self._prog}
        room = max(self._width - self._current_indent, 11)
        pad = ' ' * self._current_indent
        return self._fill_text(text, room, pad) + '\n\n'

    def _format_action(self, action):
        help_col = min(self._action_max_length + 2, self._max_help_position)
        help_room = max(self._width - help_col, 11)
        name_room = help_col - self._current_indent - 2
        lead = ' ' * self._current_indent
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
            text = self._expand_help(action)
            if text:
                lines = self._split_lines(text, help_room)
                out.append(' ' * first_pad + lines[0] + '\n')
                out.extend(' ' * help_col + ln + '\n' for ln in lines[1:])
        elif not out[0].endswith('\n'):
            out.append('\n')
        subs = self._subactions_of(action)
        if subs:
            self._indent()
            out.extend(self._format_action(sub) for sub in subs)
            self._dedent()
        return ''.join(p for p in out if p and p is not SUPPRESS)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            only, = self._metavar_formatter(
                action, self._get_default_metavar_for_positional(action))(1)
            return only
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        tail = self._format_args(
            action, self._get_default_metavar_for_optional(action))
        return ', '.join(opt + ' ' + tail for opt in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
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
        names = self._metavar_formatter(action, default_metavar)
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

    def _expand_help(self, action):
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
        return action.type.__name__

    def _get_default_metavar_for_positional(self, action):
        return action.type.__name__


# ------------------------------------------------------------ containers

_LOOKS_NEGATIVE = _re.compile(r'^-\d+$|^-\d*\.\d+$')


def _unchanged(string):
    return string


class _ActionsContainer(object):
    """What parsers and argument groups share: declaring arguments."""

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {}
        for name, cls in (
                (None, _StoreAction), ('store', _StoreAction),
                ('store_const', _StoreConstAction),
                ('store_true', _StoreTrueAction),
                ('store_false', _StoreFalseAction),
                ('append', _AppendAction),
                ('append_const', _AppendConstAction),
                ('count', _CountAction), ('help', _HelpAction),
                ('version', _VersionAction), ('parsers', _SubParsersAction),
                ('extend', _ExtendAction)):
            self.register('action', name, cls)
        self._get_handler()  # reject an unknown conflict_handler early
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _LOOKS_NEGATIVE
        # A list so that groups can share (and update) it with the parser.
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        self._defaults.update(kwargs)
        for action in self._actions:
            if action.dest in kwargs:
                action.default = kwargs[action.dest]

    def get_default(self, dest):
        for action in self._actions:
            if action.dest == dest and action.default is not None:
                return action.default
        return self._defaults.get(dest, None)

    def add_argument(self, *args, **kwargs):
        """add_argument(dest, ...) or add_argument('-f', '--foo', ...)"""
        positional = not args or (len(args) == 1 and
                                  args[0][0] not in self.prefix_chars)
        if positional:
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            if kwargs['dest'] in self._defaults:
                kwargs['default'] = self._defaults[kwargs['dest']]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        chosen = kwargs.pop('action', None)
        cls = self._registry_get('action', chosen, chosen)
        if not callable(cls):
            raise ValueError('unknown action "%s"' % (cls,))
        action = cls(**kwargs)
        converter = self._registry_get('type', action.type, action.type)
        if not callable(converter):
            raise ValueError('%r is not callable' % (converter,))
        if converter is FileType:
            raise ValueError('%r is a FileType class object, instance of it'
                             ' must be passed' % (converter,))
        if hasattr(self, '_get_formatter'):
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError(
                    'length of metavar tuple does not match nargs')
        return self._add_action(action)

    def add_argument_group(self, *args, **kwargs):
        group = _ArgumentGroup(self, *args, **kwargs)
        self._action_groups.append(group)
        return group

    def add_mutually_exclusive_group(self, **kwargs):
        group = _MutuallyExclusiveGroup(self, **kwargs)
        self._mutually_exclusive_groups.append(group)
        return group

    def _add_action(self, action):
        self._check_conflict(action)
        self._actions.append(action)
        action.container = self
        for opt in action.option_strings:
            self._option_string_actions[opt] = action
        if any(_LOOKS_NEGATIVE.match(opt) for opt in action.option_strings):
            if not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        """Copy a parent parser's arguments, groups and all, into self."""
        by_title = {}
        for group in self._action_groups:
            if group.title in by_title:
                raise ValueError('cannot merge actions - two groups are named'
                                 ' %r' % (group.title,))
            by_title[group.title] = group
        home = {}
        for group in container._action_groups:
            if group.title not in by_title:
                by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                home[action] = by_title[group.title]
        for group in container._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                home[action] = twin
        for action in container._actions:
            home.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError(
                "'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        # Positionals that must always take a string are required; '*'
        # counts as required unless it was given a default.
        if nargs not in (OPTIONAL, ZERO_OR_MORE) or \
                (nargs == ZERO_OR_MORE and 'default' not in kwargs):
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        chars = self.prefix_chars
        longs = []
        for opt in args:
            if opt[0] not in chars:
                raise ValueError(
                    'invalid option string %r: must start with a character '
                    '%r' % (opt, chars))
            if len(opt) > 1 and opt[1] in chars:
                longs.append(opt)
        dest = kwargs.pop('dest', None)
        if dest is None:
            source = longs[0] if longs else args[0]
            dest = source.lstrip(chars)
            if not dest:
                raise ValueError(
                    'dest= is required for options like %r' % (args[-1],))
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=list(args))

    def _pop_action_class(self, kwargs, default=None):
        chosen = kwargs.pop('action', default)
        return self._registry_get('action', chosen, chosen)

    def _get_handler(self):
        handler = getattr(self, '_handle_conflict_%s' % self.conflict_handler,
                          None)
        if handler is None:
            raise ValueError('invalid conflict_resolution value: %r'
                             % self.conflict_handler)
        return handler

    def _check_conflict(self, action):
        clashes = [(opt, self._option_string_actions[opt])
                   for opt in action.option_strings
                   if opt in self._option_string_actions]
        if clashes:
            self._get_handler()(action, clashes)

    def _handle_conflict_error(self, action, conflicting_actions):
        what = _plural(len(conflicting_actions), 'conflicting option string',
                       'conflicting option strings')
        raise ArgumentError(action, '%s: %s' % (
            what, ', '.join(opt for opt, _old in conflicting_actions)))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        # The newer declaration takes the option string away from the
        # older one, which disappears once it has none left.
        for opt, old in conflicting_actions:
            old.option_strings.remove(opt)
            self._option_string_actions.pop(opt, None)
            if not old.option_strings:
                old.container._remove_action(old)


class _ArgumentGroup(_ActionsContainer):
    """A titled section of the help; its arguments belong to the parser."""

    def __init__(self, container, title=None, description=None, **kwargs):
        for key in ('conflict_handler', 'prefix_chars', 'argument_default'):
            kwargs.setdefault(key, getattr(container, key))
        _ActionsContainer.__init__(self, description=description, **kwargs)
        self.title = title
        self._group_actions = []
        # Declarations made through the group land in the parser's tables.
        for shared in ('_registries', '_actions', '_option_string_actions',
                       '_defaults', '_has_negative_number_optionals',
                       '_mutually_exclusive_groups'):
            setattr(self, shared, getattr(container, shared))

    def _add_action(self, action):
        action = _ActionsContainer._add_action(self, action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        _ActionsContainer._remove_action(self, action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """At most one (or, when required, exactly one) of its arguments."""

    def __init__(self, container, required=False):
        _ArgumentGroup.__init__(self, container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError('mutually exclusive arguments must be optional')
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


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
        self.seen_set = set()  # actions given a value other than default
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
                found = parser._parse_optional(text)
                if found is None:
                    letters.append('A')
                else:
                    self.options[i] = found
                    letters.append('O')
        self.pattern = ''.join(letters)
        self.waiting = parser._get_positional_actions()

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
        counts = self.parser._match_arguments_partial(
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
                count = parser._match_argument(action, self.pattern[first:])
                todo.append((action, self.strings[first:first + count], opt))
                end = first + count
                break
            count = parser._match_argument(action, 'A')
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
        value = self.parser._get_values(action, strings)
        if value is not action.default:
            self.seen_set.add(action)
            for rival in self.rivals.get(action, ()):
                if rival in self.seen_set:
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
                        parser._get_value(action, action.default))
        if missing:
            parser.error('the following arguments are required: %s'
                         % ', '.join(missing))
        for group in parser._mutually_exclusive_groups:
            if group.required and not any(
                    a in self.seen_set for a in group._group_actions):
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
        self.prog = prog
        self.usage = usage
        self.epilog = epilog
        self.formatter_class = formatter_class
        self.fromfile_prefix_chars = fromfile_prefix_chars
        self.add_help = add_help
        self.allow_abbrev = allow_abbrev
        self.exit_on_error = exit_on_error
        self._positionals = self.add_argument_group('positional arguments')
        self._optionals = self.add_argument_group('options')
        self._subparsers = None
        self.register('type', None, _unchanged)
        if add_help:
            dash = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(dash + 'h', dash * 2 + 'help', action='help',
                              default=SUPPRESS,
                              help='show this help message and exit')
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(parent._defaults)

    def _get_kwargs(self):
        return [(k, getattr(self, k)) for k in (
            'prog', 'usage', 'description', 'formatter_class',
            'conflict_handler', 'add_help')]

    # -- declaring

    def add_subparsers(self, **kwargs):
        if self._subparsers is not None:
            self.error('cannot have multiple subparser arguments')
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            self._subparsers = self.add_argument_group(
                kwargs.pop('title', 'subcommands'),
                kwargs.pop('description', None))
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            # Sub-commands are named "<prog> <positionals before> <name>".
            fmt = self._get_formatter()
            fmt.add_usage(self.usage, self._get_positional_actions(),
                          self._mutually_exclusive_groups, '')
            kwargs['prog'] = fmt.format_help().strip()
        cls = self._pop_action_class(kwargs, 'parsers')
        action = cls(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # -- parsing

    def parse_args(self, args=None, namespace=None):
        ns, left = self.parse_known_args(args, namespace)
        if left:
            self.error('unrecognized arguments: %s' % ' '.join(left))
        return ns

    def parse_known_args(self, args=None, namespace=None):
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if action.dest is SUPPRESS or action.default is SUPPRESS:
                continue
            if not hasattr(namespace, action.dest):
                setattr(namespace, action.dest, action.default)
        for key, val in self._defaults.items():
            if not hasattr(namespace, key):
                setattr(namespace, key, val)
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as exc:
                self.error(str(exc))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _LEFTOVERS):
            args.extend(getattr(namespace, _LEFTOVERS))
            delattr(namespace, _LEFTOVERS)
        return namespace, args

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        run = _ParseRun(self, arg_strings, namespace)
        run.run()
        run.finish()
        return namespace, run.extras

    def _read_args_from_files(self, arg_strings):
        out = []
        for text in arg_strings:
            if not text or text[0] not in self.fromfile_prefix_chars:
                out.append(text)
                continue
            try:
                with open(text[1:]) as handle:
                    lines = handle.read().splitlines()
            except OSError as exc:
                self.error(str(exc))
            found = []
            for line in lines:
                found.extend(self.convert_arg_line_to_args(line))
            out.extend(self._read_args_from_files(found))
        return out

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def parse_intermixed_args(self, args=None, namespace=None):
        ns, left = self.parse_known_intermixed_args(args, namespace)
        if left:
            self.error('unrecognized arguments: %s' % ' '.join(left))
        return ns

    def parse_known_intermixed_args(self, args=None, namespace=None):
        # Two passes: options first (positionals switched off), then the
        # positionals over whatever the first pass left behind.
        poss = self._get_positional_actions()
        for action in poss:
            if action.nargs in (PARSER, REMAINDER):
                raise TypeError('parse_intermixed_args: positional arg with '
                                'nargs=%s' % action.nargs)
        for group in self._mutually_exclusive_groups:
            if any(a in poss for a in group._group_actions):
                raise TypeError('parse_intermixed_args: positional in '
                                'mutuallyExclusiveGroup')
        old_usage = self.usage
        try:
            if self.usage is None:
                self.usage = self.format_usage()[len('usage: '):]
            kept = [(a, a.nargs, a.default) for a in poss]
            try:
                for action in poss:
                    action.nargs = SUPPRESS
                    action.default = SUPPRESS
                namespace, rest = self.parse_known_args(args, namespace)
                for action in poss:
                    if getattr(namespace, action.dest, None) == [] and \
                            hasattr(namespace, action.dest):
                        import warnings
                        warnings.warn('Do not expect %s in %s'
                                      % (action.dest, namespace))
                        delattr(namespace, action.dest)
            finally:
                for action, nargs, default in kept:
                    action.nargs = nargs
                    action.default = default
            opts = self._get_optional_actions()
            was_required = [a.required for a in opts]
            groups_required = [g.required
                               for g in self._mutually_exclusive_groups]
            try:
                for action in opts:
                    action.required = False
                for group in self._mutually_exclusive_groups:
                    group.required = False
                namespace, left = self.parse_known_args(rest, namespace)
            finally:
                for action, flag in zip(opts, was_required):
                    action.required = flag
                for group, flag in zip(self._mutually_exclusive_groups,
                                       groups_required):
                    group.required = flag
        finally:
            self.usage = old_usage
        return namespace, left

    def _parse_optional(self, arg_string):
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
        hits = self._get_option_tuples(arg_string)
        if len(hits) > 1:
            self.error('ambiguous option: %s could match %s' % (
                arg_string, ', '.join(h[1] for h in hits)))
        if hits:
            return hits[0]
        if _LOOKS_NEGATIVE.match(arg_string) and \
                not self._has_negative_number_optionals:
            return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
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

    def _match_argument(self, action, arg_strings_pattern):
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

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        # As many leading actions as can all be satisfied, each matched
        # greedily in turn.
        for upto in range(len(actions), 0, -1):
            regex = ''.join(_count_regex(a) for a in actions[:upto])
            found = _re.match(regex, arg_strings_pattern)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _get_values(self, action, arg_strings):
        n = action.nargs
        if n not in (PARSER, REMAINDER) and '--' in arg_strings:
            arg_strings = list(arg_strings)
            arg_strings.remove('--')
        if not arg_strings and n == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
            return value
        if not arg_strings and n == ZERO_OR_MORE and \
                not action.option_strings:
            value = action.default if action.default is not None else []
            self._check_value(action, value)
            return value
        if len(arg_strings) == 1 and n in (None, OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
            return value
        if n == SUPPRESS:
            return SUPPRESS
        value = [self._get_value(action, s) for s in arg_strings]
        if n == PARSER:
            self._check_value(action, value[0])
        elif n != REMAINDER:
            for item in value:
                self._check_value(action, item)
        return value

    def _get_value(self, action, arg_string):
        convert = self._registry_get('type', action.type, action.type)
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

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            raise ArgumentError(action, 'invalid choice: %r (choose from %s)'
                                % (value, ', '.join(map(repr,
                                                        action.choices))))

    # -- output

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

    def format_usage(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        return fmt.format_help()

    def format_help(self):
        fmt = self._get_formatter()
        fmt.add_usage(self.usage, self._actions,
                      self._mutually_exclusive_groups)
        fmt.add_text(self.description)
        for group in self._action_groups:
            fmt.start_section(group.title)
            fmt.add_text(group.description)
            fmt.add_arguments(group._group_actions)
            fmt.end_section()
        fmt.add_text(self.epilog)
        return fmt.format_help()

    def print_usage(self, file=None):
        self._print_message(self.format_usage(),
                            _sys.stdout if file is None else file)

    def print_help(self, file=None):
        self._print_message(self.format_help(),
                            _sys.stdout if file is None else file)

    def _print_message(self, message, file=None):
        if not message:
            return
        try:
            (file if file is not None else _sys.stderr).write(message)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Print usage and "PROG: error: message" to stderr; exit 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, '%s: error: %s\n' % (self.prog, message))
