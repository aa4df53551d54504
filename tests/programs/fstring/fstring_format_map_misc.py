# format_map, format with literal braces, and reused arguments
info = {"city": "Lyon", "temp": 18.456}
print("{city}: {temp:.1f}C".format_map(info))
print("{0}{0}{0}".format("ab"), "{0:>3}{0:<3}|".format(1))
template = "{name:<8}|{score:>6.2f}|{passed}"
for name, score in [("ann", 91.333), ("bo", 58.0)]:
    print(template.format(name=name, score=score, passed=score >= 60))
print("{{{0}}}".format("inside"), "{{0}}".format("unused"))
print("{:,}".format(10 ** 9), "{:_b}".format(1023), "{:^+9.2f}".format(3.14159))
print("{0:{1}{2}{3}}".format("w", "-", "^", 9))
coords = (47.2184, -1.5536)
print("lat={0[0]:.2f} lon={0[1]:.2f}".format(coords))
