# configparser: the mapping protocol (parser[section][key]), SectionProxy
# and custom converters.
import configparser

p = configparser.ConfigParser(converters={'list': lambda s: s.split(',')})
p.read_string("""
[DEFAULT]
shared = yes
[server]
Host = example.org
port = 8080
debug = off
names = a,b,c
ratio = 2.5
""")
s = p['server']
print(s, repr(s), s.name, s.parser is p)
print(s['host'], s['HOST'], s['shared'])
print('host' in s, 'Host' in s, 'nope' in s, len(s))
print(list(s), list(s.keys()))
print(list(s.values()))
print(list(s.items()))
print(s.getint('port'), s.getboolean('debug'), s.getfloat('ratio'))
print(s.getlist('names'), p.getlist('server', 'names'))
print(s.get('missing'), s.get('missing', 'x'), s.getint('missing', 3))
print(s.getboolean('missing', fallback=True))
print(s.get('host', raw=True), s.get('port', vars={'port': '1'}))
s['new'] = 'value'
print(p.get('server', 'new'))
del s['new']
print(p.has_option('server', 'new'))
print(sorted(p.converters), p.converters['list'] is not None, p.converters['int'])
p.converters['upper'] = str.upper
print(s.getupper('host'), p.getupper('server', 'host'))
del p.converters['upper']
print(hasattr(p, 'getupper'), hasattr(s, 'getupper'))
try:
    p.converters[''] = str
except ValueError as e:
    print('ValueError', e)

d = p['DEFAULT']
print(d, list(d), d['shared'])
print(len(p), list(p), list(p.keys()))
print([name for name, proxy in p.items()])
print(p['server'] is p['server'])
print(dict(p['server']))

# Section proxies returned by keys/values views
for proxy in p.values():
    print(proxy.name, sorted(proxy))

# Setting a section from another proxy copies it
p['copy'] = p['server']
print(p.items('copy'))
print(p.sections())

p['server'] = p['server']
print(p.items('server'))
p.remove_section('copy')
print('copy' in p)

# get with a dict_type
from collections import OrderedDict
q = configparser.ConfigParser(dict_type=OrderedDict)
q.read_string("[b]\nz=1\ny=2\n[a]\nx=3\n")
print(q.sections(), type(q._sections).__name__)
print(isinstance(p, configparser.RawConfigParser), isinstance(p, dict))
from collections.abc import MutableMapping, Mapping
print(isinstance(p, MutableMapping), isinstance(s, Mapping))
