import ipaddress as I
for f in (I.v4_int_to_packed, I.v6_int_to_packed):
    for v in (5, -1, 2**32, 2**128, 1.5, True):
        try:
            print(f(v))
        except Exception as e:
            print(type(e).__name__, e)
for f in (I.ip_address, I.ip_network, I.ip_interface):
    for v in ('1.2.3.4', '::1/128', 'zz', 5, b'1234', None, '10.0.0.1/8', 2**40, '1.2.3.4/33'):
        try:
            print(repr(f(v)))
        except Exception as e:
            print(type(e).__name__, e)
print(I.ip_network('10.0.0.1/8', False), I.ip_network('10.0.0.1/8', strict=False))
I.ip_network('10.0.0.1/8')
