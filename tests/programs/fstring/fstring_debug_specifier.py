# the = debug specifier
x = 10
name = "Ann"
values = [1, 2, 3]
print(f"{x=}")
print(f"{x = }")
print(f"{x*2=}")
print(f"{name=}")
print(f"{name=!s}")
print(f"{values=}")
print(f"{len(values)=}")
print(f"{x=:>5}")
print(f"{x = :08.3f}")
print(f"{3.14159=:.2f}")
print(f"{name.upper()=} {x+1=}")
d = {"k": 1}
print(f"{d['k']=}")
print(f"{x > 5=}")
