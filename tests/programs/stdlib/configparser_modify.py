# configparser: building configurations in code and writing them out.
import configparser
import io

config = configparser.ConfigParser()
config['DEFAULT'] = {'ServerAliveInterval': '45', 'Compression': 'yes'}
config['forge'] = {}
config['forge']['User'] = 'hg'
config['secret'] = {}
secret = config['secret']
secret['Port'] = '50022'
secret['ForwardX11'] = 'no'
config['DEFAULT']['ForwardX11'] = 'yes'
buf = io.StringIO()
config.write(buf)
print(buf.getvalue(), end='')
print('----')
buf = io.StringIO()
config.write(buf, space_around_delimiters=False)
print(buf.getvalue(), end='')
print('----')

config.add_section('extra')
config.set('extra', 'multi', 'line one\nline two')
config.set('extra', 'pct', '100%%')
print(config.get('extra', 'pct'), config.get('extra', 'pct', raw=True))
buf = io.StringIO()
config.write(buf)
print(buf.getvalue(), end='')
print('----')

print(config.remove_option('extra', 'multi'), config.remove_option('extra', 'multi'))
print(config.remove_option('DEFAULT', 'compression'))
print(config.remove_section('extra'), config.remove_section('extra'))
print(config.sections())

# Round trip through the written form.
buf = io.StringIO()
config.write(buf)
again = configparser.ConfigParser()
again.read_string(buf.getvalue())
print({s: dict(again[s]) for s in again})

# read_dict with non-string values.
p = configparser.ConfigParser()
p.read_dict({'nums': {'a': 1, 'b': 2.5, 'c': True}, 'other': {'Key': 'V'}},
            source='<mine>')
print(p.items('nums'), p.get('other', 'key'))
p.read_dict({'nums': {'a': 10}})
print(p.get('nums', 'a'))

# Replacing a section through the mapping clears it first.
p['nums'] = {'z': '26'}
print(dict(p['nums']))
p['DEFAULT'] = {'d': '4'}
print(p.defaults(), dict(p['nums']))
del p['nums']
print(p.sections())

# allow_no_value writing
p = configparser.ConfigParser(allow_no_value=True)
p.read_string("[s]\nflag\nk = v\n")
buf = io.StringIO()
p.write(buf)
print(buf.getvalue(), end='')

# RawConfigParser keeps non-string values given to set()
r = configparser.RawConfigParser()
r.add_section('s')
r.set('s', 'n', 42)
r.set('s', 'pct', '%(missing)s')
print(r.get('s', 'n'), r.get('s', 'pct'), r.items('s'))

# Custom dict type and popitem
p = configparser.ConfigParser()
p.read_string("[a]\nx=1\n[b]\ny=2\n")
name, proxy = p.popitem()
print(name, proxy, p.sections())
print(p.popitem()[0], p.sections())
try:
    p.popitem()
except KeyError as e:
    print('KeyError', e.args)

# read() through files
with open('cfg_test_file.ini', 'w') as f:
    f.write("[file]\nk = from file\n")
p = configparser.ConfigParser()
print(p.read(['cfg_test_file.ini', 'does_not_exist.ini']))
print(p.read('cfg_test_file.ini', encoding='utf-8'))
print(p.get('file', 'k'))
with open('cfg_test_file.ini') as f:
    q = configparser.ConfigParser()
    q.read_file(f)
    print(q.items('file'))
import os
os.remove('cfg_test_file.ini')
