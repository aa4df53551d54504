import re
log = """2024-01-02 12:00:01 ERROR [db] connection lost (code=57)
2024-01-02 12:00:05 INFO [web] GET /index.html 200
2024-01-02 12:01:00 WARN [db] slow query took 1532ms
garbage line
2024-01-03 00:00:00 ERROR [auth] bad token for user=alice"""
pat = re.compile(r'^(?P<date>\d{4}-\d{2}-\d{2}) (?P<time>[\d:]{8}) (?P<level>[A-Z]+) \[(?P<mod>\w+)\] (?P<msg>.*)$', re.M)
for m in pat.finditer(log):
    print(m['level'], m['mod'], m['msg'][:20])
print(len(pat.findall(log)), [m.group('date') for m in pat.finditer(log) if m['level'] == 'ERROR'])
print(re.findall(r'(\w+)=(\w+)', log), re.findall(r'\d+(?=ms)', log))
