# except with tuples of user classes, including nested subclass matches
class NetError(Exception): pass
class DnsError(NetError): pass
class DiskError(Exception): pass
class Unrelated(Exception): pass

handlers = (NetError, DiskError)
for exc in [DnsError("dns"), DiskError("full"), NetError("down"), Unrelated("?")]:
    try:
        try:
            raise exc
        except handlers as e:
            print("handled", type(e).__name__, e)
    except Exception as e:
        print("escaped", type(e).__name__, e)
dynamic = [DiskError]
dynamic.append(Unrelated)
try:
    raise Unrelated("dyn")
except tuple(dynamic) as e:
    print("dynamic tuple caught", e)
try:
    raise DnsError("x")
except (ValueError, KeyError, NetError) as e:
    print("flat tuple caught", e)
try:
    try:
        raise DnsError("y")
    except (ValueError, (KeyError, NetError)) as e:
        print("nested tuple caught", e)
except TypeError as e:
    print("TypeError:", e, "| context:", repr(e.__context__))
