# An uncaught exception with notes: the notes are the last lines of the traceback.
e = ValueError('bad')
e.add_note('note line')
raise e
