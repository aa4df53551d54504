# Exception groups wider than 15 members and deeper than 10 levels are cut short when printed.
def nest(d):
    if d == 0:
        return ExceptionGroup('wide', [ValueError(i) for i in range(17)])
    return ExceptionGroup(f'd{d}', [nest(d - 1), KeyError(d)])
raise nest(11)
