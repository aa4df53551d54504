from datetime import date, datetime, time, timedelta, timezone

ops = ['==', '!=', '<', '<=', '>', '>=']

def show(a, b):
    row = []
    for op in ops:
        try:
            row.append(str(eval('a %s b' % op)))
        except TypeError as e:
            row.append('TypeError(%s)' % e)
    print(' '.join(row))

show(timedelta(1), timedelta(hours=24))
show(timedelta(1), timedelta(2))
show(timedelta(1), 5)
show(date(2020, 1, 2), date(2020, 1, 1))
show(date(2020, 1, 1), datetime(2020, 1, 1))
show(datetime(2020, 1, 1), date(2020, 1, 1))
show(date(2020, 1, 1), 'x')
show(time(1, 2), time(1, 3))
show(time(1, 2, tzinfo=timezone.utc), time(1, 2))
show(time(3, 0, tzinfo=timezone(timedelta(hours=2))), time(1, 0, tzinfo=timezone.utc))
show(datetime(2020, 5, 1, 12), datetime(2020, 5, 1, 12, fold=1))
show(datetime(2020, 5, 1, 12, tzinfo=timezone.utc), datetime(2020, 5, 1, 12))
show(datetime(2020, 5, 1, 14, tzinfo=timezone(timedelta(hours=2))),
     datetime(2020, 5, 1, 12, tzinfo=timezone.utc))
show(datetime(2020, 5, 1, 15, tzinfo=timezone(timedelta(hours=2))),
     datetime(2020, 5, 1, 12, tzinfo=timezone.utc))
print(sorted([datetime(2021, 1, 1), datetime(2020, 1, 1), datetime(2020, 6, 1)]))
print(sorted([timedelta(3), timedelta(-1), timedelta(0)]))
print(timedelta.__eq__(timedelta(1), 1), date.__lt__(date(2020, 1, 1), 3))
print(timedelta.__lt__.__name__, date.__ge__.__name__)
class D(date):
    pass
show(D(2020, 1, 1), date(2020, 1, 1))
print(len({date(2020, 1, 1), D(2020, 1, 1)}), len({time(1), time(1, 0)}))
time(1) < 1
