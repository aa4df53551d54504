"""Command-line option parsing in the style of the C getopt() function.

getopt() stops at the first argument that is not an option; gnu_getopt()
keeps scanning, collecting the non-option arguments as it goes (unless the
short-option string starts with '+' or POSIXLY_CORRECT is set).
"""

import os

__all__ = ["GetoptError", "error", "getopt", "gnu_getopt"]


class GetoptError(Exception):
    """Raised for an unknown option or a missing / unexpected argument."""

    msg = ''
    opt = ''

    def __init__(self, msg, opt=''):
        self.msg = msg
        self.opt = opt
        Exception.__init__(self, msg, opt)

    def __str__(self):
        return self.msg


error = GetoptError


def _long_names(longopts):
    if isinstance(longopts, str):
        return [longopts]
    return list(longopts)


def _lookup_long(name, longopts):
    """(takes_argument, full option name) for a possibly abbreviated name."""
    candidates = [spec for spec in longopts if spec.startswith(name)]
    if not candidates:
        raise GetoptError('option --%s not recognized' % name, name)
    # An exact spelling wins over longer options sharing the prefix.
    if name in candidates:
        return False, name
    if name + '=' in candidates:
        return True, name
    if len(candidates) > 1:
        raise GetoptError('option --%s not a unique prefix' % name, name)
    spec = candidates[0]
    if spec.endswith('='):
        return True, spec[:-1]
    return False, spec


def _take_long(found, text, longopts, rest):
    if '=' in text:
        name, value = text.split('=', 1)
    else:
        name, value = text, None
    wants_value, name = _lookup_long(name, longopts)
    if wants_value:
        if value is None:
            if not rest:
                raise GetoptError('option --%s requires argument' % name, name)
            value = rest[0]
            rest = rest[1:]
    elif value is not None:
        raise GetoptError('option --%s must not have an argument' % name,
                          name)
    found.append(('--' + name, value or ''))
    return found, rest


def _short_wants_value(letter, shortopts):
    for pos, ch in enumerate(shortopts):
        if ch == letter and ch != ':':
            return shortopts[pos + 1:pos + 2] == ':'
    raise GetoptError('option -%s not recognized' % letter, letter)


def _take_shorts(found, letters, shortopts, rest):
    while letters:
        letter = letters[0]
        letters = letters[1:]
        if _short_wants_value(letter, shortopts):
            if letters:
                value = letters
                letters = ''
            else:
                if not rest:
                    raise GetoptError('option -%s requires argument' % letter,
                                      letter)
                value = rest[0]
                rest = rest[1:]
        else:
            value = ''
        found.append(('-' + letter, value))
    return found, rest


def getopt(args, shortopts, longopts=[]):
    """Parse options from the front of args (usually sys.argv[1:]).

    Returns (list of (option, value) pairs, remaining arguments). Parsing
    stops at the first non-option argument or after '--'.
    """
    found = []
    longopts = _long_names(longopts)
    while args and args[0].startswith('-') and args[0] != '-':
        head = args[0]
        if head == '--':
            args = args[1:]
            break
        if head.startswith('--'):
            found, args = _take_long(found, head[2:], longopts, args[1:])
        else:
            found, args = _take_shorts(found, head[1:], shortopts, args[1:])
    return found, args


def gnu_getopt(args, shortopts, longopts=[]):
    """Like getopt(), but options and other arguments may be intermixed.

    A leading '+' in shortopts, or the POSIXLY_CORRECT environment variable,
    restores getopt()'s stop-at-first-argument behaviour.
    """
    found = []
    positional = []
    longopts = _long_names(longopts)
    stop_early = False
    if shortopts.startswith('+'):
        shortopts = shortopts[1:]
        stop_early = True
    elif os.environ.get("POSIXLY_CORRECT"):
        stop_early = True
    while args:
        head = args[0]
        if head == '--':
            positional.extend(args[1:])
            break
        if head[:2] == '--':
            found, args = _take_long(found, head[2:], longopts, args[1:])
        elif head[:1] == '-' and head != '-':
            found, args = _take_shorts(found, head[1:], shortopts, args[1:])
        elif stop_early:
            positional.extend(args)
            break
        else:
            positional.append(head)
            args = args[1:]
    return found, positional
