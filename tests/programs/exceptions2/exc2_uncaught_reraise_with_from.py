# re-raising a caught exception with a new cause
class Primary(Exception):
    pass

try:
    raise Primary("primary failure")
except Primary as p:
    saved = p

def secondary():
    try:
        [1, 2, 3][10]
    except IndexError as ie:
        raise saved from ie

try:
    secondary()
except Primary as e:
    print("first time:", e, "cause:", e.__cause__)
secondary()
