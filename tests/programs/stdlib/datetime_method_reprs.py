# Reprs of the datetime classes' methods, bound to the class (classmethods)
# or to an instance: builtin methods, as the C types show them.
import datetime
import re


def show(x):
    print(re.sub(r" at 0x[0-9a-f]+", "", repr(x)))


for m in [datetime.datetime.now, datetime.datetime.utcnow, datetime.datetime.fromtimestamp,
          datetime.datetime.fromisoformat, datetime.datetime.strptime, datetime.datetime.combine,
          datetime.date.today, datetime.date.fromordinal, datetime.date.fromisoformat,
          datetime.datetime.today, datetime.date.fromtimestamp, datetime.datetime.utcfromtimestamp,
          datetime.date.fromisocalendar, datetime.time.fromisoformat,
          datetime.datetime.min.replace, datetime.date(2020, 1, 1).isoformat,
          datetime.timezone.utc.utcoffset, datetime.timedelta(1).total_seconds,
          datetime.datetime(2020, 5, 17, 12).timestamp]:
    show(m)
print(datetime.datetime.now.__name__, datetime.datetime.now.__qualname__)
print(datetime.datetime.now.__self__, datetime.date.today.__self__)
print(datetime.datetime.fromordinal(737000))


class Stamp(datetime.datetime):
    @classmethod
    def mine(cls):
        return cls(2000, 1, 1)

    def label(self):
        return "stamp"


show(Stamp.now)
show(Stamp.mine)
show(Stamp(2000, 1, 1).label)
show(Stamp(2000, 1, 1).isoformat)
print(Stamp.mine(), type(Stamp.fromordinal(1)).__name__)
