# Bound methods of classes CPython writes in C show as built-in methods.
import datetime, random, re


class MyDate(datetime.date):
    pass


def show(v):
    print(type(v).__name__, re.sub(r"0x[0-9a-f]+", "0x..", repr(v)))


d = datetime.date(2024, 1, 1)
show(d.strftime)
show(d.isoformat)
show(datetime.timedelta(1).total_seconds)
show(MyDate(2024, 1, 1).strftime)
show(re.compile("a").match("a").group)
show(random.Random(1).randint)
print(d.strftime("%Y"), re.compile("a").match("a").group(0))
