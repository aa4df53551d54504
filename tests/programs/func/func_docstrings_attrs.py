# function attributes: __name__, __doc__, __defaults__, __kwdefaults__, custom attributes
def documented(a, b=2, *, c=3):
    """Add things together."""
    return a + b + c

print(documented.__name__, documented.__doc__)
print(documented.__defaults__, documented.__kwdefaults__)
print(documented(1), documented(1, 1, c=1))
def undocumented():
    return 1
print(undocumented.__doc__, undocumented.__defaults__, undocumented.__kwdefaults__)
documented.calls = 0
documented.calls += 1
print(documented.calls)
print((lambda x: x).__doc__, (lambda: 0).__defaults__)
