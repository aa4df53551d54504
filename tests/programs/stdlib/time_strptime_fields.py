import time
from datetime import datetime

cases = [
    ('2024 10 3', '%Y %U %w'), ('2024 0 3', '%Y %W %w'), ('2023 0 0', '%Y %U %w'),
    ('2021 1 1', '%G %V %u'), ('2020 53 7', '%G %V %u'), ('2019 01 Mon', '%G %V %a'),
    ('12 AM', '%I %p'), ('12 pm', '%I %p'), ('1 PM', '%I %p'), ('11', '%I'),
    ('68', '%y'), ('69', '%y'), ('Feb 29', '%b %d'), ('March 5', '%B %d'),
    ('Sunday', '%A'), ('0', '%w'), ('7', '%u'), ('100', '%j'), ('2020 366', '%Y %j'),
    ('+0130', '%z'), ('-01:30:15.5', '%z'), ('Z', '%z'), ('+013015', '%z'),
    ('utc', '%Z'), ('12:30:45.123', '%H:%M:%S.%f'),
]
for text, fmt in cases:
    try:
        print(text, '|', fmt, '|', tuple(time.strptime(text, fmt)))
    except ValueError as e:
        print(text, '|', fmt, '| ValueError', e)
for text, fmt in [('2021 1', '%G %V'), ('2021 1 1 1', '%G %V %u %j'), ('1 1', '%V %u'),
                  ('1', '%V'), ('Feb 30', '%b %d'), ('2021x', '%Y'), ('abc', '%Y'),
                  ('+01:3000', '%z'), ('2021', '%Y %')]:
    try:
        print(time.strptime(text, fmt))
    except ValueError as e:
        print('ValueError', e)
print(datetime.strptime('2024-02-29 13:14:15.25 +0200', '%Y-%m-%d %H:%M:%S.%f %z'))
print(datetime.strptime('-05:00:30.000123', '%z').utcoffset())
time.strptime(5, '%Y')
