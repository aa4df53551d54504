# configparser: exception classes, their messages and attributes.
import configparser

def attempt(fn):
    try:
        print('ok', repr(fn()))
    except configparser.Error as e:
        print(type(e).__name__, '|', str(e), '|', repr(e) == str(e))
        print('  args', e.args)
    except (KeyError, ValueError, TypeError) as e:
        print(type(e).__name__, '|', e)

p = configparser.ConfigParser()
p.read_string("[a]\nx = 1\n")
attempt(lambda: p.get('nosuch', 'x'))
attempt(lambda: p.get('a', 'Nope'))
attempt(lambda: p.getint('a', 'nope'))
attempt(lambda: p.options('nosuch'))
attempt(lambda: p.items('nosuch'))
attempt(lambda: p.set('nosuch', 'k', 'v'))
attempt(lambda: p.remove_option('nosuch', 'k'))
attempt(lambda: p.add_section('a'))
attempt(lambda: p.add_section('DEFAULT'))
attempt(lambda: p.add_section(3))
attempt(lambda: p.set('a', 'k', 3))
attempt(lambda: p.set('a', 3, 'v'))
attempt(lambda: p['nosuch'])
attempt(lambda: p['a']['nokey'])
attempt(lambda: p.__delitem__('DEFAULT'))
attempt(lambda: p.__delitem__('zzz'))
attempt(lambda: p['a'].__delitem__('zzz'))
p.set('a', 'word', 'maybe')
attempt(lambda: p.getboolean('a', 'word'))
attempt(lambda: p.getint('a', 'word'))
attempt(lambda: p.getfloat('a', 'word'))
attempt(lambda: p['a'].getint('word'))
attempt(lambda: p['a'].getint('absent'))
attempt(lambda: p['a'].getint('absent', 5))
attempt(lambda: p['a'].get('absent', 'dflt'))

def parse(text, **kw):
    q = configparser.ConfigParser(**kw)
    return q.read_string(text)

attempt(lambda: parse("[s]\na = 1\na = 2\n"))
attempt(lambda: parse("[s]\na = 1\n[s]\n"))
attempt(lambda: parse("[s]\na = 1\n[t]\n[s]\n", strict=True))
attempt(lambda: parse("x = 1\n[s]\n"))
attempt(lambda: parse("\n\n  # c\nno header here\n"))
attempt(lambda: parse("[s]\njunk line\nok = 1\nmore junk\n"))
attempt(lambda: parse("[s]\n= value\n"))
attempt(lambda: configparser.ConfigParser().read_dict({'s': {'a': 1, 'A': 2}}))
attempt(lambda: configparser.ConfigParser().read_dict({'s': {'a': 1, 'A': 2}}, source='src'))

q = configparser.ConfigParser()
try:
    q.read_string("[s]\nbad\nworse\n", source='my.ini')
except configparser.ParsingError as e:
    print(e.source, e.errors)
    print(repr(e.message))
try:
    q.read_string("top\n", source='f.ini')
except configparser.MissingSectionHeaderError as e:
    print(e.source, e.lineno, repr(e.line), isinstance(e, configparser.ParsingError))
try:
    q.read_string("[s]\nk=1\n[s]\n", source='dup.ini')
except configparser.DuplicateSectionError as e:
    print(e.section, e.source, e.lineno)
try:
    q2 = configparser.ConfigParser()
    q2.read_string("[s]\n\n\n\n\n\n\n\n\n\n\nk=1\nk=2\n", source='dup.ini')
except configparser.DuplicateOptionError as e:
    print(e.section, e.option, e.source, e.lineno, str(e))
try:
    p.get('a', 'absent')
except configparser.NoOptionError as e:
    print(e.option, e.section)
try:
    p.get('gone', 'absent')
except configparser.NoSectionError as e:
    print(e.section, e.message)

for cls in [configparser.NoSectionError, configparser.DuplicateOptionError,
            configparser.DuplicateSectionError, configparser.NoOptionError,
            configparser.InterpolationError, configparser.InterpolationDepthError,
            configparser.InterpolationMissingOptionError,
            configparser.InterpolationSyntaxError, configparser.ParsingError,
            configparser.MissingSectionHeaderError]:
    print(cls.__name__, [b.__name__ for b in cls.__mro__[1:]])

e = configparser.Error('plain')
print(repr(e), str(e), e.message)
print(repr(configparser.Error()))

# Uncaught: the last traceback line shows the message.
configparser.ConfigParser().get('missing', 'opt')
