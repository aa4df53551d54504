threshold = 10
limit_value = 3


def check(x):
    return x > treshold


print(check(4))
