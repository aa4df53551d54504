# finally block raising during propagation of another exception
def cleanup(resource):
    print("cleaning", resource)
    if resource == "socket":
        raise OSError("socket close failed")

def work(resource):
    try:
        print("using", resource)
        raise ValueError(f"{resource} misbehaved")
    finally:
        cleanup(resource)

try:
    work("file")
except ValueError as e:
    print("caught:", e)
work("socket")
