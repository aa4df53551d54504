"""argparse: command-line parsing with generated usage, help and errors.

Written for corral after the 3.11 documentation and CPython's observed
behaviour: the usage and help layout, the error messages and the exit
status (2, with "usage: ..." and "PROG: error: ..." on stderr) are the
same.

Parsing works on a "pattern" of the argument strings: one letter per
string, 'O' for an option, 'A' for an argument and '-' for '--'. Each
action's nargs becomes a regular expression over such letters, so runs of
arguments can be shared out among options and positionals by matching.
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

SUPPRESS = '==SUPPRESS=='
OPTIONAL = '?'
ZERO_OR_MORE = '*'
ONE_OR_MORE = '+'
PARSER = 'A...'
REMAINDER = '...'
_UNRECOGNIZED_ARGS_ATTR = '_unrecognized_args'


def _(text):
    # No translations in corral; the name is kept for code that imports it.
    return text


def _action_name(action):
    """How an error message names an action: its option strings, else its
    metavar, dest or choices."""
    if action is None:
        return None
    if action.option_strings:
        return '/'.join(action.option_strings)
    for label in (action.metavar, action.dest):
        if label not in (None, SUPPRESS):
            return label
    if action.choices:
        return '{' + ','.join(action.choices) + '}'
    return None


_get_action_name = _action_name


def _copy_items(items):
    if items is None:
        return []
    if type(items) is list:
        return list(items)
    import copy
    return copy.copy(items)


class _AttributeHolder(object):
    """repr() as Name(arg, key=value, ...), from _get_args/_get_kwargs."""

    def __repr__(self):
        shown = [repr(arg) for arg in self._get_args()]
        odd_names = {}
        for key, value in self._get_kwargs():
            if key.isidentifier():
                shown.append('%s=%r' % (key, value))
            else:
                odd_names[key] = value
        if odd_names:
            shown.append('**' + repr(odd_names))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))

    def _get_kwargs(self):
        return list(self.__dict__.items())

    def _get_args(self):
        return []


class Namespace(_AttributeHolder):
    """A plain object holding the parsed values as attributes."""

    def __init__(self, **kwargs):
        for key, value in kwargs.items():
            setattr(self, key, value)

    def __eq__(self, other):
        if not isinstance(other, Namespace):
            return NotImplemented
        return vars(self) == vars(other)

    def __contains__(self, key):
        return key in self.__dict__


# -- errors -----------------------------------------------------------------

class ArgumentError(Exception):
    """A problem with one argument; str() names the argument."""

    def __init__(self, argument, message):
        self.argument_name = _action_name(argument)
        self.message = message

    def __str__(self):
        if self.argument_name is None:
            return self.message
        return 'argument %s: %s' % (self.argument_name, self.message)


class ArgumentTypeError(Exception):
    """Raised by a type= function to report a bad value in its own words."""


# -- actions ----------------------------------------------------------------

# Action's constructor arguments, in order; also what its repr shows.
_ACTION_FIELDS = ('option_strings', 'dest', 'nargs', 'const', 'default',
                  'type', 'choices', 'required', 'help', 'metavar')


class Action(_AttributeHolder):
    """What to do when an argument is met; subclasses define __call__."""

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        values = (option_strings, dest, nargs, const, default, type,
                  choices, required, help, metavar)
        for field, value in zip(_ACTION_FIELDS, values):
            setattr(self, field, value)

    def _get_kwargs(self):
        return [(field, getattr(self, field)) for field in _ACTION_FIELDS]

    def format_usage(self):
        return self.option_strings[0]

    def __call__(self, parser, namespace, values, option_string=None):
        raise NotImplementedError(_('.__call__() not defined'))


def _check_value_nargs(nargs, const, kind, hint):
    if nargs == 0:
        raise ValueError('nargs for %s actions must be != 0; if %s'
                         % (kind, hint))
    if const is not None and nargs != OPTIONAL:
        raise ValueError('nargs must be %r to supply const' % OPTIONAL)


class _StoreAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _check_value_nargs(nargs, const, 'store',
                           'you have nothing to store, actions such as store '
                           'true or store const may be more appropriate')
        super().__init__(option_strings, dest, nargs, const, default, type,
                         choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, values)


class _StoreConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const,
                         default=default, required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        setattr(namespace, self.dest, self.const)


class _StoreTrueAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=False, required=False,
                 help=None):
        super().__init__(option_strings, dest, True, default, required, help)


class _StoreFalseAction(_StoreConstAction):

    def __init__(self, option_strings, dest, default=True, required=False,
                 help=None):
        super().__init__(option_strings, dest, False, default, required, help)


class _AppendAction(Action):

    def __init__(self, option_strings, dest, nargs=None, const=None,
                 default=None, type=None, choices=None, required=False,
                 help=None, metavar=None):
        _check_value_nargs(nargs, const, 'append',
                           'arg strings are not supplying the value to '
                           'append, the append const action may be more '
                           'appropriate')
        super().__init__(option_strings, dest, nargs, const, default, type,
                         choices, required, help, metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        # A fresh list each time: the default must not be mutated.
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(values)
        setattr(namespace, self.dest, items)


class _AppendConstAction(Action):

    def __init__(self, option_strings, dest, const=None, default=None,
                 required=False, help=None, metavar=None):
        super().__init__(option_strings, dest, nargs=0, const=const,
                         default=default, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.append(self.const)
        setattr(namespace, self.dest, items)


class _CountAction(Action):

    def __init__(self, option_strings, dest, default=None, required=False,
                 help=None):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         required=required, help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        count = getattr(namespace, self.dest, None)
        setattr(namespace, self.dest, (count or 0) + 1)


class _HelpAction(Action):

    def __init__(self, option_strings, dest=SUPPRESS, default=SUPPRESS,
                 help=None):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         help=help)

    def __call__(self, parser, namespace, values, option_string=None):
        parser.print_help()
        parser.exit()


class _VersionAction(Action):

    def __init__(self, option_strings, version=None, dest=SUPPRESS,
                 default=SUPPRESS,
                 help="show program's version number and exit"):
        super().__init__(option_strings, dest, nargs=0, default=default,
                         help=help)
        self.version = version

    def __call__(self, parser, namespace, values, option_string=None):
        text = self.version
        if text is None:
            text = parser.version
        formatter = parser._get_formatter()
        formatter.add_text(text)
        parser._print_message(formatter.format_help(), _sys.stdout)
        parser.exit()


class _ExtendAction(_AppendAction):

    def __call__(self, parser, namespace, values, option_string=None):
        items = _copy_items(getattr(namespace, self.dest, None))
        items.extend(values)
        setattr(namespace, self.dest, items)


class BooleanOptionalAction(Action):
    """--flag / --no-flag pairs storing True / False."""

    def __init__(self, option_strings, dest, default=None, type=None,
                 choices=None, required=False, help=None, metavar=None):
        both = []
        for opt in option_strings:
            both.append(opt)
            if opt.startswith('--'):
                both.append('--no-' + opt[2:])
        super().__init__(both, dest, nargs=0, default=default, type=type,
                         choices=choices, required=required, help=help,
                         metavar=metavar)

    def __call__(self, parser, namespace, values, option_string=None):
        if option_string in self.option_strings:
            setattr(namespace, self.dest,
                    not option_string.startswith('--no-'))

    def format_usage(self):
        return ' | '.join(self.option_strings)


class _SubParsersAction(Action):
    """The positional that picks a sub-command and hands the rest of the
    command line to that command's parser."""

    class _ChoicesPseudoAction(Action):
        # A line per sub-command in the help listing.
        def __init__(self, name, aliases, help):
            label = name
            if aliases:
                label += ' (%s)' % ', '.join(aliases)
            super().__init__(option_strings=[], dest=label, help=help,
                             metavar=label)

    def __init__(self, option_strings, prog, parser_class, dest=SUPPRESS,
                 required=False, help=None, metavar=None):
        self._prog_prefix = prog
        self._parser_class = parser_class
        self._name_parser_map = {}
        self._choices_actions = []
        super().__init__(option_strings, dest, nargs=PARSER,
                         choices=self._name_parser_map, required=required,
                         help=help, metavar=metavar)

    def add_parser(self, name, **kwargs):
        """Create and return the parser of sub-command `name`."""
        if kwargs.get('prog') is None:
            kwargs['prog'] = '%s %s' % (self._prog_prefix, name)
        aliases = kwargs.pop('aliases', ())
        if name in self._name_parser_map:
            raise ArgumentError(self, _('conflicting subparser: %s') % name)
        for alias in aliases:
            if alias in self._name_parser_map:
                raise ArgumentError(
                    self, _('conflicting subparser alias: %s') % alias)
        if 'help' in kwargs:
            self._choices_actions.append(
                self._ChoicesPseudoAction(name, aliases, kwargs.pop('help')))
        parser = self._parser_class(**kwargs)
        for key in (name, *aliases):
            self._name_parser_map[key] = parser
        return parser

    def _get_subactions(self):
        return self._choices_actions

    def __call__(self, parser, namespace, values, option_string=None):
        command, rest = values[0], values[1:]
        if self.dest is not SUPPRESS:
            setattr(namespace, self.dest, command)
        if command not in self._name_parser_map:
            raise ArgumentError(self, _('unknown parser %r (choices: %s)')
                                % (command, ', '.join(self._name_parser_map)))
        chosen = self._name_parser_map[command]
        # The sub-parser's values (defaults included) win over the parent's.
        sub_ns, leftover = chosen.parse_known_args(rest, None)
        for key, value in vars(sub_ns).items():
            setattr(namespace, key, value)
        if leftover:
            vars(namespace).setdefault(_UNRECOGNIZED_ARGS_ATTR, [])
            getattr(namespace, _UNRECOGNIZED_ARGS_ATTR).extend(leftover)


# -- FileType ----------------------------------------------------------------

class FileType(object):
    """A type= factory opening the named file ('-' means stdin/stdout)."""

    def __init__(self, mode='r', bufsize=-1, encoding=None, errors=None):
        self._mode, self._bufsize = mode, bufsize
        self._encoding, self._errors = encoding, errors

    def __call__(self, string):
        if string == '-':
            if 'r' in self._mode:
                return _sys.stdin.buffer if 'b' in self._mode else _sys.stdin
            if any(c in self._mode for c in 'wax'):
                return _sys.stdout.buffer if 'b' in self._mode else _sys.stdout
            raise ValueError('argument "-" with mode %r' % self._mode)
        try:
            return open(string, self._mode, self._bufsize, self._encoding,
                        self._errors)
        except OSError as e:
            raise ArgumentTypeError(_("can't open '%s': %s") % (string, e))

    def __repr__(self):
        shown = [repr(a) for a in (self._mode, self._bufsize) if a != -1]
        for key in ('encoding', 'errors'):
            value = getattr(self, '_' + key)
            if value is not None:
                shown.append('%s=%r' % (key, value))
        return '%s(%s)' % (type(self).__name__, ', '.join(shown))


# -- help formatting ----------------------------------------------------------

# Help text is re-flowed: runs of whitespace become one space, and more than
# one blank line in a row becomes one.
_SPACE_RUNS = _re.compile(r'\s+', _re.ASCII)
_BLANK_RUNS = _re.compile(r'\n\n\n+')


class HelpFormatter(object):
    """Lays out usage and help text. The formatter collects items (usage,
    text, argument lines) into nested sections and renders them at the end,
    once the widest invocation, which sets the help column, is known."""

    class _Block(object):

        def __init__(self, formatter, parent, heading=None):
            self.formatter = formatter
            self.parent = parent
            self.heading = heading
            self.items = []

        def format_help(self):
            fmt = self.formatter
            nested = self.parent is not None
            if nested:
                fmt._indent()
            body = fmt._join_parts([func(*args) for func, args in self.items])
            if nested:
                fmt._dedent()
            if not body:
                return ''
            title = ''
            if self.heading is not SUPPRESS and self.heading is not None:
                title = '%s%s:\n' % (' ' * fmt._indent_now, self.heading)
            return fmt._join_parts(['\n', title, body, '\n'])

    def __init__(self, prog, indent_increment=2, max_help_position=24,
                 width=None):
        if width is None:
            # No terminal in corral: CPython falls back to 80 columns when
            # output is not a terminal, and keeps 2 free.
            width = 80 - 2
        self._prog = prog
        self._indent_step = indent_increment
        self._help_column_limit = min(max_help_position,
                                      max(width - 20, indent_increment * 2))
        self._width = width
        self._indent_now = 0
        self._level = 0
        self._widest_invocation = 0
        self._top_block = self._Block(self, None)
        self._open_block = self._top_block

    # -- collecting items --

    def _indent(self):
        self._indent_now += self._indent_step
        self._level += 1

    def _dedent(self):
        self._indent_now -= self._indent_step
        assert self._indent_now >= 0, 'Indent decreased below 0.'
        self._level -= 1

    def _defer(self, func, args):
        self._open_block.items.append((func, args))

    def start_section(self, heading):
        self._indent()
        section = self._Block(self, self._open_block, heading)
        self._defer(section.format_help, [])
        self._open_block = section

    def end_section(self):
        self._open_block = self._open_block.parent
        self._dedent()

    def add_text(self, text):
        if text is not SUPPRESS and text is not None:
            self._defer(self._format_text, [text])

    def add_usage(self, usage, actions, groups, prefix=None):
        if usage is not SUPPRESS:
            self._defer(self._format_usage, (usage, actions, groups, prefix))

    def add_argument(self, action):
        if action.help is SUPPRESS:
            return
        # Track the widest invocation (sub-actions are indented one step).
        widths = [len(self._format_action_invocation(action))]
        for sub in self._iter_indented_subactions(action):
            widths.append(len(self._format_action_invocation(sub)))
        self._widest_invocation = max(self._widest_invocation,
                                      max(widths) + self._indent_now)
        self._defer(self._format_action, [action])

    def add_arguments(self, actions):
        for action in actions:
            self.add_argument(action)

    def format_help(self):
        text = self._top_block.format_help()
        if text:
            text = _BLANK_RUNS.sub('\n\n', text)
            text = text.strip('\n') + '\n'
        return text

    def _join_parts(self, part_strings):
        return ''.join(p for p in part_strings if p and p is not SUPPRESS)

    # -- usage --

    def _format_usage(self, usage, actions, groups, prefix):
        if prefix is None:
            prefix = _('usage: ')
        if usage is not None:
            usage = usage % dict(prog=self._prog)
        elif not actions:
            usage = self._prog
        else:
            usage = self._build_usage(actions, groups, prefix)
        return '%s%s\n\n' % (prefix, usage)

    def _build_usage(self, actions, groups, prefix):
        prog = self._prog
        optionals = [a for a in actions if a.option_strings]
        positionals = [a for a in actions if not a.option_strings]
        whole = self._format_actions_usage(optionals + positionals, groups)
        one_line = ' '.join(s for s in (prog, whole) if s)
        room = self._width - self._indent_now
        if len(prefix) + len(one_line) <= room:
            return one_line
        # Too long: wrap, keeping bracketed groups whole.
        piece = r'\(.*?\)+(?=\s|$)|\[.*?\]+(?=\s|$)|\S+'
        opt_parts = _re.findall(piece, self._format_actions_usage(optionals,
                                                                  groups))
        pos_parts = _re.findall(piece, self._format_actions_usage(positionals,
                                                                  groups))

        def wrap(parts, indent, first_prefix=None):
            lines, line = [], []
            used = len(first_prefix if first_prefix is not None else indent) - 1
            for part in parts:
                if line and used + 1 + len(part) > room:
                    lines.append(indent + ' '.join(line))
                    line, used = [], len(indent) - 1
                line.append(part)
                used += len(part) + 1
            if line:
                lines.append(indent + ' '.join(line))
            if first_prefix is not None:
                lines[0] = lines[0][len(indent):]
            return lines

        if len(prefix) + len(prog) <= 0.75 * room:
            # Continuation lines line up after "usage: PROG ".
            indent = ' ' * (len(prefix) + len(prog) + 1)
            if opt_parts:
                lines = wrap([prog] + opt_parts, indent, prefix)
                lines += wrap(pos_parts, indent)
            elif pos_parts:
                lines = wrap([prog] + pos_parts, indent, prefix)
            else:
                lines = [prog]
        else:
            # A long prog goes on its own line.
            indent = ' ' * len(prefix)
            lines = wrap(opt_parts + pos_parts, indent)
            if len(lines) > 1:
                lines = wrap(opt_parts, indent) + wrap(pos_parts, indent)
            lines = [prog] + lines
        return '\n'.join(lines)

    def _format_actions_usage(self, actions, groups):
        # Brackets and bars that mutually exclusive groups put between the
        # parts, keyed by the position they go before.
        marks = {}
        grouped = set()
        for group in groups:
            members = group._group_actions
            if not members:
                raise ValueError(f'empty group {group}')
            if members[0] not in actions:
                continue
            start = actions.index(members[0])
            end = start + len(members)
            if actions[start:end] != members:
                continue
            grouped.update(members)
            shown = sum(1 for a in members if a.help is not SUPPRESS)
            if not group.required:
                opening, closing = '[', ']'
            elif shown > 1:
                opening, closing = '(', ')'
            else:
                opening = closing = None
            if opening:
                marks[start] = marks[start] + ' ' + opening \
                    if start in marks else opening
                marks[end] = marks[end] + closing if end in marks else closing
            for pos in range(start + 1, end):
                marks[pos] = '|'

        parts = []
        for pos, action in enumerate(actions):
            if action.help is SUPPRESS:
                parts.append(None)
                if marks.get(pos) == '|':
                    del marks[pos]
                elif marks.get(pos + 1) == '|':
                    del marks[pos + 1]
                continue
            if not action.option_strings:
                text = self._format_args(
                    action, self._get_default_metavar_for_positional(action))
                if action in grouped and text[:1] == '[' and text[-1:] == ']':
                    text = text[1:-1]
            else:
                if action.nargs == 0:
                    text = action.format_usage()
                else:
                    metavar = self._get_default_metavar_for_optional(action)
                    text = '%s %s' % (action.option_strings[0],
                                      self._format_args(action, metavar))
                if not action.required and action not in grouped:
                    text = '[%s]' % text
            parts.append(text)
        for pos in sorted(marks, reverse=True):
            parts[pos:pos] = [marks[pos]]
        text = ' '.join(p for p in parts if p is not None)
        # Tidy the spaces the marks brought: "[ a | b ]" -> "[a | b]", and
        # drop groups left empty.
        text = _re.sub(r'([\[(]) ', r'\1', text)
        text = _re.sub(r' ([\])])', r'\1', text)
        text = _re.sub(r'[\[(] *[\])]', r'', text)
        return text.strip()

    # -- text and arguments --

    def _format_text(self, text):
        if '%(prog)' in text:
            text = text % dict(prog=self._prog)
        width = max(self._width - self._indent_now, 11)
        indent = ' ' * self._indent_now
        return self._fill_text(text, width, indent) + '\n\n'

    def _format_action(self, action):
        help_col = min(self._widest_invocation + 2, self._help_column_limit)
        help_width = max(self._width - help_col, 11)
        name_width = help_col - self._indent_now - 2
        lead = ' ' * self._indent_now
        header = self._format_action_invocation(action)
        if not action.help:
            parts = [lead + header + '\n']
        elif len(header) <= name_width:
            # Help starts on the same line, in the help column.
            parts = [lead + header.ljust(name_width) + '  ']
            first_pad = 0
        else:
            parts = [lead + header + '\n']
            first_pad = help_col
        if action.help and action.help.strip():
            text = self._expand_help(action)
            if text:
                lines = self._split_lines(text, help_width)
                parts.append(' ' * first_pad + lines[0] + '\n')
                parts.extend(' ' * help_col + line + '\n'
                             for line in lines[1:])
        elif not parts[0].endswith('\n'):
            parts.append('\n')
        for sub in self._iter_indented_subactions(action):
            parts.append(self._format_action(sub))
        return self._join_parts(parts)

    def _format_action_invocation(self, action):
        if not action.option_strings:
            default = self._get_default_metavar_for_positional(action)
            return self._metavar_formatter(action, default)(1)[0]
        if action.nargs == 0:
            return ', '.join(action.option_strings)
        default = self._get_default_metavar_for_optional(action)
        args = self._format_args(action, default)
        return ', '.join('%s %s' % (opt, args) for opt in action.option_strings)

    def _metavar_formatter(self, action, default_metavar):
        if action.metavar is not None:
            name = action.metavar
        elif action.choices is not None:
            name = '{%s}' % ','.join(str(c) for c in action.choices)
        else:
            name = default_metavar

        def for_count(count):
            return name if isinstance(name, tuple) else (name,) * count
        return for_count

    def _format_args(self, action, default_metavar):
        names = self._metavar_formatter(action, default_metavar)
        nargs = action.nargs
        if nargs is None:
            return '%s' % names(1)
        if nargs == OPTIONAL:
            return '[%s]' % names(1)
        if nargs == ZERO_OR_MORE:
            pair = names(1)
            if len(pair) == 2:
                return '[%s [%s ...]]' % pair
            return '[%s ...]' % pair
        if nargs == ONE_OR_MORE:
            return '%s [%s ...]' % names(2)
        if nargs == REMAINDER:
            return '...'
        if nargs == PARSER:
            return '%s ...' % names(1)
        if nargs == SUPPRESS:
            return ''
        try:
            slots = ['%s'] * nargs
        except TypeError:
            raise ValueError("invalid nargs value") from None
        return ' '.join(slots) % names(nargs)

    def _expand_help(self, action):
        params = dict(vars(action), prog=self._prog)
        for key in list(params):
            if params[key] is SUPPRESS:
                del params[key]
        for key, value in list(params.items()):
            if hasattr(value, '__name__'):
                params[key] = value.__name__
        if params.get('choices') is not None:
            params['choices'] = ', '.join(str(c) for c in params['choices'])
        return self._get_help_string(action) % params

    def _iter_indented_subactions(self, action):
        subactions = getattr(action, '_get_subactions', None)
        if subactions is not None:
            self._indent()
            yield from subactions()
            self._dedent()

    def _split_lines(self, text, width):
        import textwrap
        text = _SPACE_RUNS.sub(' ', text).strip()
        return textwrap.wrap(text, width)

    def _fill_text(self, text, width, indent):
        import textwrap
        text = _SPACE_RUNS.sub(' ', text).strip()
        return textwrap.fill(text, width, initial_indent=indent,
                             subsequent_indent=indent)

    def _get_help_string(self, action):
        return action.help

    def _get_default_metavar_for_optional(self, action):
        return action.dest.upper()

    def _get_default_metavar_for_positional(self, action):
        return action.dest


class RawDescriptionHelpFormatter(HelpFormatter):
    """Keeps the description and epilog as written (no re-wrapping)."""

    def _fill_text(self, text, width, indent):
        return ''.join(indent + line for line in text.splitlines(keepends=True))


class RawTextHelpFormatter(RawDescriptionHelpFormatter):
    """Keeps all help text as written, argument help included."""

    def _split_lines(self, text, width):
        return text.splitlines()


class ArgumentDefaultsHelpFormatter(HelpFormatter):
    """Adds "(default: ...)" to argument help."""

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


# -- containers of arguments --------------------------------------------------

_ACTION_CLASSES = {
    None: _StoreAction,
    'store': _StoreAction,
    'store_const': _StoreConstAction,
    'store_true': _StoreTrueAction,
    'store_false': _StoreFalseAction,
    'append': _AppendAction,
    'append_const': _AppendConstAction,
    'count': _CountAction,
    'help': _HelpAction,
    'version': _VersionAction,
    'parsers': _SubParsersAction,
    'extend': _ExtendAction,
}

_NEGATIVE_NUMBER = _re.compile(r'^-\d+$|^-\d*\.\d+$')


class _ActionsContainer(object):
    """What parsers and argument groups share: add_argument and the tables
    of actions it fills."""

    def __init__(self, description, prefix_chars, argument_default,
                 conflict_handler):
        super(_ActionsContainer, self).__init__()
        self.description = description
        self.argument_default = argument_default
        self.prefix_chars = prefix_chars
        self.conflict_handler = conflict_handler
        self._registries = {'action': dict(_ACTION_CLASSES),
                            'type': {None: lambda string: string}}
        self._get_handler()
        self._actions = []
        self._option_string_actions = {}
        self._action_groups = []
        self._mutually_exclusive_groups = []
        self._defaults = {}
        self._negative_number_matcher = _NEGATIVE_NUMBER
        # Non-empty when some option looks like a negative number, so that
        # "-1" must be read as an option rather than a value.
        self._has_negative_number_optionals = []

    def register(self, registry_name, value, object):
        self._registries.setdefault(registry_name, {})[value] = object

    def _registry_get(self, registry_name, value, default=None):
        return self._registries[registry_name].get(value, default)

    def set_defaults(self, **kwargs):
        """Set attribute values that no argument stores (or their
        defaults)."""
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
        """add_argument(dest, ...) for a positional, or
        add_argument(option_string, option_string, ..., ...) for an option."""
        chars = self.prefix_chars
        if not args or (len(args) == 1 and args[0][0] not in chars):
            if args and 'dest' in kwargs:
                raise ValueError('dest supplied twice for positional argument')
            kwargs = self._get_positional_kwargs(*args, **kwargs)
        else:
            kwargs = self._get_optional_kwargs(*args, **kwargs)
        if 'default' not in kwargs:
            dest = kwargs['dest']
            if dest in self._defaults:
                kwargs['default'] = self._defaults[dest]
            elif self.argument_default is not None:
                kwargs['default'] = self.argument_default
        action_class = self._pop_action_class(kwargs)
        if not callable(action_class):
            raise ValueError('unknown action "%s"' % (action_class,))
        action = action_class(**kwargs)
        type_func = self._registry_get('type', action.type, action.type)
        if not callable(type_func):
            raise ValueError('%r is not callable' % (type_func,))
        if type_func is FileType:
            raise ValueError('%r is a FileType class object, instance of it'
                             ' must be passed' % (type_func,))
        if hasattr(self, "_get_formatter"):
            # Catch a metavar tuple of the wrong length now, not at --help.
            try:
                self._get_formatter()._format_args(action, None)
            except TypeError:
                raise ValueError("length of metavar tuple does not match nargs")
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
        if any(_NEGATIVE_NUMBER.match(opt) for opt in action.option_strings):
            if not self._has_negative_number_optionals:
                self._has_negative_number_optionals.append(True)
        return action

    def _remove_action(self, action):
        self._actions.remove(action)

    def _add_container_actions(self, container):
        """Copy a parent parser's arguments, groups and all, into this one."""
        groups_by_title = {g.title: g for g in self._action_groups}
        target = {}
        for group in container._action_groups:
            if group.title not in groups_by_title:
                groups_by_title[group.title] = self.add_argument_group(
                    title=group.title, description=group.description,
                    conflict_handler=group.conflict_handler)
            for action in group._group_actions:
                target[action] = groups_by_title[group.title]
        for group in container._mutually_exclusive_groups:
            twin = self.add_mutually_exclusive_group(required=group.required)
            for action in group._group_actions:
                target[action] = twin
        for action in container._actions:
            target.get(action, self)._add_action(action)

    def _get_positional_kwargs(self, dest, **kwargs):
        if 'required' in kwargs:
            raise TypeError("'required' is an invalid argument for positionals")
        nargs = kwargs.get('nargs')
        # Positionals are required unless they may match nothing; a '*'
        # without a default still counts as required (satisfied by none).
        if nargs not in (OPTIONAL, ZERO_OR_MORE) or (
                nargs == ZERO_OR_MORE and 'default' not in kwargs):
            kwargs['required'] = True
        return dict(kwargs, dest=dest, option_strings=[])

    def _get_optional_kwargs(self, *args, **kwargs):
        chars = self.prefix_chars
        long_forms = []
        for opt in args:
            if not opt[0] in chars:
                raise ValueError(
                    'invalid option string %r: must start with a character %r'
                    % (opt, chars))
            if len(opt) > 1 and opt[1] in chars:
                long_forms.append(opt)
        dest = kwargs.pop('dest', None)
        if dest is None:
            # From the first long option, else the first one: '--dry-run'
            # gives 'dry_run'.
            source = long_forms[0] if long_forms else args[0]
            dest = source.lstrip(chars)
            if not dest:
                raise ValueError('dest= is required for options like %r'
                                 % args[-1])
            dest = dest.replace('-', '_')
        return dict(kwargs, dest=dest, option_strings=list(args))

    def _pop_action_class(self, kwargs, default=None):
        action = kwargs.pop('action', default)
        return self._registry_get('action', action, action)

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
        noun = ('conflicting option string: %s' if len(conflicting_actions) == 1
                else 'conflicting option strings: %s')
        raise ArgumentError(action, noun % ', '.join(
            opt for opt, _other in conflicting_actions))

    def _handle_conflict_resolve(self, action, conflicting_actions):
        # The newer action wins: the older loses those option strings, and
        # disappears when it has none left.
        for opt, older in conflicting_actions:
            older.option_strings.remove(opt)
            self._option_string_actions.pop(opt, None)
            if not older.option_strings:
                older.container._remove_action(older)


# The tables an argument group shares with its parser.
_SHARED_TABLES = ('_registries', '_actions', '_option_string_actions',
                  '_defaults', '_has_negative_number_optionals',
                  '_mutually_exclusive_groups')


class _ArgumentGroup(_ActionsContainer):
    """A titled section of the help; its actions belong to the parser."""

    def __init__(self, container, title=None, description=None, **kwargs):
        kwargs.setdefault('conflict_handler', container.conflict_handler)
        kwargs.setdefault('prefix_chars', container.prefix_chars)
        kwargs.setdefault('argument_default', container.argument_default)
        super(_ArgumentGroup, self).__init__(description=description, **kwargs)
        self.title = title
        self._group_actions = []
        # Share the parser's tables: an action added here is the parser's.
        for table in _SHARED_TABLES:
            setattr(self, table, getattr(container, table))

    def _add_action(self, action):
        action = super(_ArgumentGroup, self)._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        super(_ArgumentGroup, self)._remove_action(action)
        self._group_actions.remove(action)


class _MutuallyExclusiveGroup(_ArgumentGroup):
    """Options of which at most one (exactly one if required) may be given."""

    def __init__(self, container, required=False):
        super(_MutuallyExclusiveGroup, self).__init__(container)
        self.required = required
        self._container = container

    def _add_action(self, action):
        if action.required:
            raise ValueError(_('mutually exclusive arguments must be optional'))
        action = self._container._add_action(action)
        self._group_actions.append(action)
        return action

    def _remove_action(self, action):
        self._container._remove_action(action)
        self._group_actions.remove(action)


# -- the parser -----------------------------------------------------------------

def _nargs_regex(action):
    """The regular expression, over a pattern of 'A'/'O'/'-' letters, of
    what an action consumes. Options never take a '--'."""
    nargs = action.nargs
    if nargs is None:
        regex = '(-*A-*)'
    elif nargs == OPTIONAL:
        regex = '(-*A?-*)'
    elif nargs == ZERO_OR_MORE:
        regex = '(-*[A-]*)'
    elif nargs == ONE_OR_MORE:
        regex = '(-*A[A-]*)'
    elif nargs == REMAINDER:
        regex = '([-AO]*)'
    elif nargs == PARSER:
        regex = '(-*A[-AO]*)'
    elif nargs == SUPPRESS:
        regex = '(-*-*)'
    else:
        regex = '(-*%s-*)' % '-*'.join('A' * nargs)
    if action.option_strings:
        regex = regex.replace('-*', '').replace('-', '')
    return regex


class _Parse(object):
    """The state of one parse_known_args call: the argument strings, their
    pattern, which options were seen, and what is left over."""

    def __init__(self, parser, arg_strings, namespace):
        self.parser = parser
        self.args = arg_strings
        self.namespace = namespace
        self.extras = []
        self.seen = set()
        self.seen_non_default = set()
        # Actions that may not be combined with each action (shared
        # mutually exclusive groups).
        self.conflicts = {}
        for group in parser._mutually_exclusive_groups:
            members = group._group_actions
            for pos, member in enumerate(members):
                others = self.conflicts.setdefault(member, [])
                others.extend(members[:pos])
                others.extend(members[pos + 1:])
        # Classify every string; after '--' everything is an argument.
        self.options = {}
        letters = []
        after_dashes = False
        for pos, text in enumerate(arg_strings):
            if after_dashes:
                letters.append('A')
            elif text == '--':
                after_dashes = True
                letters.append('-')
            else:
                found = parser._parse_optional(text)
                if found is None:
                    letters.append('A')
                else:
                    self.options[pos] = found
                    letters.append('O')
        self.pattern = ''.join(letters)
        self.positionals = parser._get_positional_actions()

    def take(self, action, strings, option_string=None):
        self.seen.add(action)
        values = self.parser._get_values(action, strings)
        # Passing an option's default value does not count as using it,
        # for the purposes of mutual exclusion.
        if values is not action.default:
            self.seen_non_default.add(action)
            for other in self.conflicts.get(action, ()):
                if other in self.seen_non_default:
                    raise ArgumentError(action, _('not allowed with argument %s')
                                        % _action_name(other))
        if values is not SUPPRESS:
            action(self.parser, self.namespace, values, option_string)

    def consume_optional(self, start):
        """Handle the option at `start`; returns where the next one begins."""
        parser = self.parser
        action, option_string, explicit = self.options[start]
        todo = []
        while True:
            if action is None:
                # Unknown option: left for parse_known_args' caller.
                self.extras.append(self.args[start])
                return start + 1
            if explicit is None:
                first = start + 1
                count = parser._match_argument(action, self.pattern[first:])
                stop = first + count
                todo.append((action, self.args[first:stop], option_string))
                break
            count = parser._match_argument(action, 'A')
            chars = parser.prefix_chars
            if count == 0 and option_string[1] not in chars:
                # "-xyz": -x takes nothing, so "yz" are more short flags.
                todo.append((action, [], option_string))
                option_string = option_string[0] + explicit[0]
                rest = explicit[1:] or None
                known = parser._option_string_actions
                if option_string not in known:
                    raise ArgumentError(action, _('ignored explicit argument %r')
                                        % explicit)
                action = known[option_string]
                explicit = rest
            elif count == 1:
                stop = start + 1
                todo.append((action, [explicit], option_string))
                break
            else:
                raise ArgumentError(action, _('ignored explicit argument %r')
                                    % explicit)
        for act, strings, opt in todo:
            self.take(act, strings, opt)
        return stop

    def consume_positionals(self, start):
        """Give the arguments from `start` to as many positionals as can
        take them; returns where they stop."""
        counts = self.parser._match_arguments_partial(self.positionals,
                                                      self.pattern[start:])
        for action, count in zip(self.positionals, counts):
            strings = self.args[start:start + count]
            start += count
            self.take(action, strings)
        del self.positionals[:len(counts)]
        return start

    def run(self):
        pos = 0
        last_option = max(self.options) if self.options else -1
        while pos <= last_option:
            next_option = min(i for i in self.options if i >= pos)
            if pos != next_option:
                stop = self.consume_positionals(pos)
                if stop > pos:
                    pos = stop
                    continue
                pos = stop
            if pos not in self.options:
                # Arguments no positional wanted, before the next option.
                self.extras.extend(self.args[pos:next_option])
                pos = next_option
            pos = self.consume_optional(pos)
        stop = self.consume_positionals(pos)
        self.extras.extend(self.args[stop:])
        self.finish()
        return self.namespace, self.extras

    def finish(self):
        parser = self.parser
        missing = []
        for action in parser._actions:
            if action in self.seen:
                continue
            if action.required:
                missing.append(_action_name(action))
            elif (isinstance(action.default, str)
                  and hasattr(self.namespace, action.dest)
                  and action.default is getattr(self.namespace, action.dest)):
                # A string default unused on the command line is converted
                # by type=, as if it had been given.
                setattr(self.namespace, action.dest,
                        parser._get_value(action, action.default))
        if missing:
            parser.error(_('the following arguments are required: %s')
                         % ', '.join(missing))
        for group in parser._mutually_exclusive_groups:
            if not group.required:
                continue
            if any(a in self.seen_non_default for a in group._group_actions):
                continue
            names = [_action_name(a) for a in group._group_actions
                     if a.help is not SUPPRESS]
            parser.error(_('one of the arguments %s is required')
                         % ' '.join(names))


class ArgumentParser(_AttributeHolder, _ActionsContainer):
    """Parses a command line into a Namespace, and writes usage, help and
    error messages for it."""

    def __init__(self, prog=None, usage=None, description=None, epilog=None,
                 parents=[], formatter_class=HelpFormatter, prefix_chars='-',
                 fromfile_prefix_chars=None, argument_default=None,
                 conflict_handler='error', add_help=True, allow_abbrev=True,
                 exit_on_error=True):
        super(ArgumentParser, self).__init__(
            description=description, prefix_chars=prefix_chars,
            argument_default=argument_default,
            conflict_handler=conflict_handler)
        if prog is None:
            prog = _os.path.basename(_sys.argv[0])
        settings = dict(prog=prog, usage=usage, epilog=epilog,
                        formatter_class=formatter_class,
                        fromfile_prefix_chars=fromfile_prefix_chars,
                        add_help=add_help, allow_abbrev=allow_abbrev,
                        exit_on_error=exit_on_error)
        for key, value in settings.items():
            setattr(self, key, value)
        self._positionals = self.add_argument_group(_('positional arguments'))
        self._optionals = self.add_argument_group(_('options'))
        self._subparsers = None
        if add_help:
            dash = '-' if '-' in prefix_chars else prefix_chars[0]
            self.add_argument(dash + 'h', dash * 2 + 'help', action='help',
                              default=SUPPRESS,
                              help=_('show this help message and exit'))
        for parent in parents:
            self._add_container_actions(parent)
            self._defaults.update(getattr(parent, '_defaults', {}))

    def _get_kwargs(self):
        fields = ('prog', 'usage', 'description', 'formatter_class',
                  'conflict_handler', 'add_help')
        return [(field, getattr(self, field)) for field in fields]

    # -- building --

    def add_subparsers(self, **kwargs):
        """Add the positional that selects a sub-command; returns an object
        whose add_parser() creates each command's parser."""
        if self._subparsers is not None:
            self.error(_('cannot have multiple subparser arguments'))
        kwargs.setdefault('parser_class', type(self))
        if 'title' in kwargs or 'description' in kwargs:
            title = kwargs.pop('title', _('subcommands'))
            description = kwargs.pop('description', None)
            self._subparsers = self.add_argument_group(title, description)
        else:
            self._subparsers = self._positionals
        if kwargs.get('prog') is None:
            # Sub-command progs start with this parser's prog and the
            # positionals that come before the command.
            formatter = self._get_formatter()
            formatter.add_usage(self.usage, self._get_positional_actions(),
                                self._mutually_exclusive_groups, '')
            kwargs['prog'] = formatter.format_help().strip()
        action_class = self._pop_action_class(kwargs, 'parsers')
        action = action_class(option_strings=[], **kwargs)
        self._subparsers._add_action(action)
        return action

    def _add_action(self, action):
        # Options and positionals go to their default help sections.
        if action.option_strings:
            self._optionals._add_action(action)
        else:
            self._positionals._add_action(action)
        return action

    def _get_optional_actions(self):
        return [a for a in self._actions if a.option_strings]

    def _get_positional_actions(self):
        return [a for a in self._actions if not a.option_strings]

    # -- parsing --

    def parse_args(self, args=None, namespace=None):
        """Parse args (default sys.argv[1:]); leftovers are an error."""
        args, extras = self.parse_known_args(args, namespace)
        if extras:
            self.error(_('unrecognized arguments: %s') % ' '.join(extras))
        return args

    def parse_known_args(self, args=None, namespace=None):
        """Parse what is known; returns (namespace, list of leftovers)."""
        args = _sys.argv[1:] if args is None else list(args)
        if namespace is None:
            namespace = Namespace()
        for action in self._actions:
            if (action.dest is not SUPPRESS and action.default is not SUPPRESS
                    and not hasattr(namespace, action.dest)):
                setattr(namespace, action.dest, action.default)
        for dest, value in self._defaults.items():
            if not hasattr(namespace, dest):
                setattr(namespace, dest, value)
        if self.exit_on_error:
            try:
                namespace, args = self._parse_known_args(args, namespace)
            except ArgumentError as err:
                self.error(str(err))
        else:
            namespace, args = self._parse_known_args(args, namespace)
        if hasattr(namespace, _UNRECOGNIZED_ARGS_ATTR):
            args.extend(getattr(namespace, _UNRECOGNIZED_ARGS_ATTR))
            delattr(namespace, _UNRECOGNIZED_ARGS_ATTR)
        return namespace, args

    def parse_intermixed_args(self, args=None, namespace=None):
        """parse_args, with options and positionals mixed freely: all the
        options are read first, then the positionals from what is left."""
        args, extras = self.parse_known_intermixed_args(args, namespace)
        if extras:
            self.error(_('unrecognized arguments: %s') % ' '.join(extras))
        return args

    def parse_known_intermixed_args(self, args=None, namespace=None):
        positionals = self._get_positional_actions()
        for action in positionals:
            if action.nargs in (PARSER, REMAINDER):
                raise TypeError('parse_intermixed_args: positional arg with '
                                'nargs=%s' % action.nargs)
        for group in self._mutually_exclusive_groups:
            if any(a in positionals for a in group._group_actions):
                raise TypeError('parse_intermixed_args: positional in '
                                'mutuallyExclusiveGroup')
        saved_usage = self.usage
        try:
            if self.usage is None:
                # Errors in the first pass still show the positionals.
                self.usage = self.format_usage()[len('usage: '):]
            namespace, rest = self._options_pass(positionals, args, namespace)
            namespace, extras = self._positionals_pass(rest, namespace)
        finally:
            self.usage = saved_usage
        return namespace, extras

    def _options_pass(self, positionals, args, namespace):
        # Positionals take nothing and set nothing in the first pass.
        kept = [(a, a.nargs, a.default) for a in positionals]
        try:
            for action in positionals:
                action.nargs = action.default = SUPPRESS
            namespace, rest = self.parse_known_args(args, namespace)
            for action in positionals:
                if getattr(namespace, action.dest, None) == []:
                    import warnings
                    warnings.warn('Do not expect %s in %s'
                                  % (action.dest, namespace))
                    delattr(namespace, action.dest)
        finally:
            for action, nargs, default in kept:
                action.nargs, action.default = nargs, default
        return namespace, rest

    def _positionals_pass(self, rest, namespace):
        # Options were dealt with: none is required any more.
        kept = [(a, a.required) for a in self._get_optional_actions()]
        kept += [(g, g.required) for g in self._mutually_exclusive_groups]
        try:
            for holder, _required in kept:
                holder.required = False
            return self.parse_known_args(rest, namespace)
        finally:
            for holder, required in kept:
                holder.required = required

    def _parse_known_args(self, arg_strings, namespace):
        if self.fromfile_prefix_chars is not None:
            arg_strings = self._read_args_from_files(arg_strings)
        return _Parse(self, arg_strings, namespace).run()

    def _read_args_from_files(self, arg_strings):
        expanded = []
        for text in arg_strings:
            if not text or text[0] not in self.fromfile_prefix_chars:
                expanded.append(text)
                continue
            try:
                with open(text[1:]) as source:
                    found = []
                    for line in source.read().splitlines():
                        found.extend(self.convert_arg_line_to_args(line))
                    expanded.extend(self._read_args_from_files(found))
            except OSError as err:
                self.error(str(err))
        return expanded

    def convert_arg_line_to_args(self, arg_line):
        return [arg_line]

    def _match_argument(self, action, arg_strings_pattern):
        found = _re.match(_nargs_regex(action), arg_strings_pattern)
        if found is None:
            nargs = action.nargs
            if nargs is None:
                msg = _('expected one argument')
            elif nargs == OPTIONAL:
                msg = _('expected at most one argument')
            elif nargs == ONE_OR_MORE:
                msg = _('expected at least one argument')
            elif nargs == 1:
                msg = _('expected %s argument') % nargs
            else:
                msg = _('expected %s arguments') % nargs
            raise ArgumentError(action, msg)
        return len(found.group(1))

    def _match_arguments_partial(self, actions, arg_strings_pattern):
        # The longest leading run of actions that can all match.
        for size in range(len(actions), 0, -1):
            regex = ''.join(_nargs_regex(a) for a in actions[:size])
            found = _re.match(regex, arg_strings_pattern)
            if found is not None:
                return [len(g) for g in found.groups()]
        return []

    def _parse_optional(self, arg_string):
        """(action, option string, explicit value) if arg_string reads as
        an option (action None if unknown), or None for an argument."""
        if not arg_string or arg_string[0] not in self.prefix_chars:
            return None
        known = self._option_string_actions
        if arg_string in known:
            return known[arg_string], arg_string, None
        if len(arg_string) == 1:
            return None
        if '=' in arg_string:
            name, value = arg_string.split('=', 1)
            if name in known:
                return known[name], name, value
        candidates = self._get_option_tuples(arg_string)
        if len(candidates) > 1:
            names = ', '.join(opt for _a, opt, _v in candidates)
            self.error(_('ambiguous option: %s could match %s')
                       % (arg_string, names))
        if len(candidates) == 1:
            return candidates[0]
        if _NEGATIVE_NUMBER.match(arg_string):
            if not self._has_negative_number_optionals:
                return None
        if ' ' in arg_string:
            return None
        return None, arg_string, None

    def _get_option_tuples(self, option_string):
        """Options that option_string abbreviates (long options) or starts
        with (a short option followed by its value or more flags)."""
        chars = self.prefix_chars
        found = []
        if option_string[0] in chars and option_string[1] in chars:
            if not self.allow_abbrev:
                return found
            prefix, _eq, value = option_string.partition('=')
            value = value if _eq else None
            for opt, action in self._option_string_actions.items():
                if opt.startswith(prefix):
                    found.append((action, opt, value))
        elif option_string[0] in chars and option_string[1] not in chars:
            short, attached = option_string[:2], option_string[2:]
            for opt, action in self._option_string_actions.items():
                if opt == short:
                    found.append((action, opt, attached))
                elif opt.startswith(option_string):
                    found.append((action, opt, None))
        else:
            self.error(_('unexpected option string: %s') % option_string)
        return found

    def _get_values(self, action, arg_strings):
        """Convert and check the strings an action received."""
        nargs = action.nargs
        if nargs not in (PARSER, REMAINDER) and '--' in arg_strings:
            arg_strings = list(arg_strings)
            arg_strings.remove('--')
        if not arg_strings and nargs == OPTIONAL:
            value = action.const if action.option_strings else action.default
            if isinstance(value, str):
                value = self._get_value(action, value)
                self._check_value(action, value)
        elif (not arg_strings and nargs == ZERO_OR_MORE
              and not action.option_strings):
            value = action.default if action.default is not None \
                else arg_strings
            self._check_value(action, value)
        elif len(arg_strings) == 1 and nargs in (None, OPTIONAL):
            value = self._get_value(action, arg_strings[0])
            self._check_value(action, value)
        elif nargs == REMAINDER:
            value = [self._get_value(action, s) for s in arg_strings]
        elif nargs == PARSER:
            value = [self._get_value(action, s) for s in arg_strings]
            self._check_value(action, value[0])
        elif nargs == SUPPRESS:
            value = SUPPRESS
        else:
            value = [self._get_value(action, s) for s in arg_strings]
            for item in value:
                self._check_value(action, item)
        return value

    def _get_value(self, action, arg_string):
        convert = self._registry_get('type', action.type, action.type)
        if not callable(convert):
            raise ArgumentError(action, _('%r is not callable') % (convert,))
        try:
            return convert(arg_string)
        except ArgumentTypeError as err:
            raise ArgumentError(action, str(err))
        except (TypeError, ValueError):
            name = getattr(action.type, '__name__', repr(action.type))
            raise ArgumentError(action, _('invalid %s value: %r')
                                % (name, arg_string))

    def _check_value(self, action, value):
        if action.choices is not None and value not in action.choices:
            listed = ', '.join(map(repr, action.choices))
            raise ArgumentError(action, _('invalid choice: %r (choose from %s)')
                                % (value, listed))

    # -- help and errors --

    def format_usage(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions,
                            self._mutually_exclusive_groups)
        return formatter.format_help()

    def format_help(self):
        formatter = self._get_formatter()
        formatter.add_usage(self.usage, self._actions,
                            self._mutually_exclusive_groups)
        formatter.add_text(self.description)
        for group in self._action_groups:
            formatter.start_section(group.title)
            formatter.add_text(group.description)
            formatter.add_arguments(group._group_actions)
            formatter.end_section()
        formatter.add_text(self.epilog)
        return formatter.format_help()

    def _get_formatter(self):
        return self.formatter_class(prog=self.prog)

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
            (file or _sys.stderr).write(message)
        except (AttributeError, OSError):
            pass

    def exit(self, status=0, message=None):
        if message:
            self._print_message(message, _sys.stderr)
        _sys.exit(status)

    def error(self, message):
        """Print the usage and the message to stderr; exit with status 2."""
        self.print_usage(_sys.stderr)
        self.exit(2, _('%s: error: %s\n') % (self.prog, message))
