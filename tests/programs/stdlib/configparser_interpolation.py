# configparser: BasicInterpolation (%(name)s), ExtendedInterpolation
# (${section:name}), raw access and the interpolation errors.
import configparser

p = configparser.ConfigParser()
p.read_string("""
[DEFAULT]
home = /home/user
[paths]
Base = %(home)s/base
data = %(base)s/data
pct = 50%%
raw = %(home)s
mixed = %(HOME)s and %%(not)s
""")
print(p.get('paths', 'data'))
print(p.get('paths', 'data', raw=True))
print(p.get('paths', 'pct'))
print(p.get('paths', 'mixed'))
print(p.get('paths', 'raw', vars={'home': '/other'}))
print(p['paths']['data'], p['paths'].get('data', raw=True))
print(p.items('paths'))
print(p.items('paths', raw=True))
print(dict(p['paths']))

def attempt(fn):
    try:
        print('ok', repr(fn()))
    except configparser.Error as e:
        print(type(e).__name__, '|', e)
        print('  args', e.args)
    except ValueError as e:
        print('ValueError |', e)

p.read_string("""
[bad]
missing = %(nothere)s
syntax = %(open
lone = 100%
loop1 = %(loop2)s
loop2 = %(loop1)s
deep = %(deep)s
""")
attempt(lambda: p.get('bad', 'missing'))
attempt(lambda: p.get('bad', 'syntax'))
attempt(lambda: p.get('bad', 'lone'))
attempt(lambda: p.get('bad', 'loop1'))
attempt(lambda: p.get('bad', 'deep'))
attempt(lambda: p.get('bad', 'lone', raw=True))
attempt(lambda: p.set('bad', 'x', '5%'))
attempt(lambda: p.set('bad', 'x', '%(a)s %% fine'))
attempt(lambda: p.set('bad', 'x', '%(a)s %(b'))
try:
    p.get('bad', 'missing')
except configparser.InterpolationMissingOptionError as e:
    print(e.option, e.section, e.reference)
try:
    p.get('bad', 'loop1')
except configparser.InterpolationDepthError as e:
    print(isinstance(e, configparser.InterpolationError), e.option, e.section)

e = configparser.ExtendedInterpolation()
x = configparser.ConfigParser(interpolation=e)
x.read_string("""
[common]
home_dir: /Users
library_dir: /Library
system_dir: /System
macports_dir: /opt/local

[frameworks]
Python: 3.2
path: ${common:system_dir}/Library/Frameworks/

[arthur]
nickname: Two Sheds
last_name: Jackson
my_dir: ${common:home_dir}/twosheds
my_pictures: ${my_dir}/Pictures
python_dir: ${frameworks:path}/Python/Versions/${frameworks:Python}
cost: $$5
chain: ${frameworks:path}x
""")
for k in ['my_dir', 'my_pictures', 'python_dir', 'cost', 'chain']:
    print(k, '=', x.get('arthur', k))
x.read_string("""
[bad]
nosect = ${nosuch:key}
noopt = ${common:nokey}
nokey = ${absent}
colons = ${a:b:c}
dollar = $x
unclosed = ${open
""")
for k in ['nosect', 'noopt', 'nokey', 'colons', 'dollar', 'unclosed']:
    attempt(lambda: x.get('bad', k))
attempt(lambda: x.set('bad', 'y', 'cost $5'))
attempt(lambda: x.set('bad', 'y', 'cost $$5 ${ok}'))

# No interpolation at all.
n = configparser.ConfigParser(interpolation=None)
n.read_string("[s]\na = %(b)s\nb = 1\n")
print(n.get('s', 'a'))
r = configparser.RawConfigParser()
r.read_string("[s]\na = %(b)s ${c}\n")
print(r.get('s', 'a'))
try:
    configparser.ConfigParser(interpolation=object())
except TypeError as e:
    print('TypeError', str(e)[:40])
print(configparser.MAX_INTERPOLATION_DEPTH, configparser.DEFAULTSECT)
