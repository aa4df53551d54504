# configparser: reading INI text, sections/options, typed getters,
# fallbacks, DEFAULT values, comments, multiline values, key case.
import configparser

text = """
# a comment
; another comment
[DEFAULT]
ServerAliveInterval = 45
Compression = yes
CompressionLevel = 9
ForwardX11 = yes

[forge.example]
User = hg

[topsecret.server.example]
Port = 50022
ForwardX11 = no
ratio: 0.75
empty =
description = first line
    second line

    after a blank line
url = http://host:80/path?a=b
"""

config = configparser.ConfigParser()
config.read_string(text)
print(config.sections())
print(config.defaults())
print(config.has_section('forge.example'), config.has_section('DEFAULT'),
      config.has_section('nope'))
print(config.options('topsecret.server.example'))
print(config.has_option('forge.example', 'user'),
      config.has_option('forge.example', 'USER'),
      config.has_option('forge.example', 'compression'),
      config.has_option('forge.example', 'missing'),
      config.has_option('nope', 'user'),
      config.has_option('DEFAULT', 'compression'),
      config.has_option('', 'compression'))
print(config.get('forge.example', 'user'))
print(config.get('forge.example', 'Compression'))
print(repr(config.get('topsecret.server.example', 'description')))
print(repr(config.get('topsecret.server.example', 'empty')))
print(config.get('topsecret.server.example', 'url'))
print(config.getint('topsecret.server.example', 'port'))
print(config.getfloat('topsecret.server.example', 'ratio'))
print(config.getboolean('topsecret.server.example', 'forwardx11'))
print(config.getboolean('forge.example', 'forwardx11'))
print(config.getint('forge.example', 'compressionlevel'))
print(config.get('forge.example', 'missing', fallback='fb'))
print(config.get('nosuch', 'missing', fallback=None))
print(config.getint('forge.example', 'missing', fallback=7))
print(config.getboolean('forge.example', 'missing', fallback=False))
print(config.getfloat('nosuch', 'x', fallback=1.5))
print(config.items('forge.example'))
print(config.items('DEFAULT'))
for name in config:
    print('section', name, len(config[name]))
print(len(config), 'forge.example' in config, 'DEFAULT' in config, 'x' in config)

for v in ['1', 'yes', 'true', 'on', 'YES', 'True', '0', 'no', 'false', 'off', 'Off']:
    config.set('forge.example', 'flag', v)
    print(v, config.getboolean('forge.example', 'flag'))

# vars override
print(config.get('forge.example', 'user', vars={'User': 'override'}))

# Inline comment prefixes are off by default; can be enabled.
p = configparser.ConfigParser(inline_comment_prefixes=('#', ';'))
p.read_string("[s]\na = 1 # note\nb = x;y ; tail\nc = #start\n")
print(p.items('s'))
p = configparser.ConfigParser()
p.read_string("[s]\na = 1 # note\n")
print(p.items('s'))

# Values may have no delimiter when allow_no_value is set.
p = configparser.ConfigParser(allow_no_value=True)
p.read_string("[mysqld]\nskip-bdb\nuser = mysql\n")
print(p.items('mysqld'), p.get('mysqld', 'skip-bdb'))

# Custom delimiters and comment prefixes.
p = configparser.ConfigParser(delimiters=('->',), comment_prefixes=('//',))
p.read_string("[s]\n// comment\nkey -> value = 3\n")
print(p.items('s'))

# Keeping the key case.
p = configparser.ConfigParser()
p.optionxform = str
p.read_string("[S]\nMixedCase = 1\n")
print(p.options('S'))

# empty_lines_in_values=False ends a value at a blank line.
p = configparser.ConfigParser(empty_lines_in_values=False)
p.read_string("[s]\nk = a\n  b\n\n  c = d\n")
print(p.items('s'))

# Non-strict parsers merge duplicates; last value wins.
p = configparser.ConfigParser(strict=False)
p.read_string("[s]\na = 1\na = 2\n[s]\nb = 3\n")
print(p.items('s'))

# default_section may be renamed.
p = configparser.ConfigParser(default_section='common')
p.read_string("[common]\nx = 1\n[a]\ny = 2\n")
print(p.sections(), p.items('a'), list(p))

# Defaults given to the constructor.
p = configparser.ConfigParser({'base': '/opt', 'Level': 3})
p.read_string("[app]\npath = %(base)s/app\n")
print(p.get('app', 'path'), p.get('app', 'level'), p.defaults())
