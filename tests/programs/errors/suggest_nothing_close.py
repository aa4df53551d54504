try:
    xyzzy_plugh
except NameError as e:
    print("caught:", e)
print(undefined_and_far_from_everything)
