# A SyntaxError from exec() left uncaught: the traceback ends with the message alone (the location is shown above it).
print('before')
exec('x = (1,\n 2 3)')
