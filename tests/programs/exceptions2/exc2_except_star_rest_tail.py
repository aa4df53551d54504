# What except* leaves unhandled is re-raised as a group whose context is suppressed (as split() parts are).
try:
    raise KeyError('k')
except KeyError:
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except ExceptionGroup as g:
        m, r = g.split(ValueError)
        print(g.__suppress_context__, m.__suppress_context__, r.__suppress_context__, repr(r.__context__))
    try:
        raise ExceptionGroup('g', [ValueError(1), TypeError(2)])
    except* ValueError as eg:
        print('handled', repr(eg))
