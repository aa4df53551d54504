import ipaddress as I

i = I.ip_interface("192.168.1.10/24")
print(repr(i), i, i.ip, i.network, i.netmask, i.hostmask, i.with_prefixlen, i.with_netmask, i.with_hostmask)
print(int(i), i.version, i.exploded, i.compressed, i.is_private, i.packed)
j = I.IPv4Interface(("10.1.2.3", 8))
print(j, j.network, I.IPv4Interface("10.1.2.3/255.255.0.0"), I.IPv4Interface(167837955), I.IPv4Interface("1.2.3.4"))
k = I.ip_interface("2001:db8::5/64")
print(repr(k), k.ip, k.network, k.with_prefixlen, k.with_netmask, k.exploded, k.is_global)
print(I.ip_interface("fe80::1%eth0/64"), I.IPv6Interface("::1").is_loopback, I.IPv6Interface("::/0").is_unspecified)
print(i == I.ip_interface("192.168.1.10/24"), i == I.ip_interface("192.168.1.10/25"), i == I.ip_address("192.168.1.10"))
print(i < I.ip_interface("192.168.1.11/24"), i < I.ip_interface("192.168.1.1/16"), I.ip_address("192.168.1.10") < i)
print(i + 1, i - 1, i.ip in i.network, sorted([I.ip_interface("10.0.0.1/8"), I.ip_interface("10.0.0.1/16"), I.ip_interface("9.0.0.1/8")]))
print(len({i, I.ip_interface("192.168.1.10/24")}))
for bad in ["1.2.3.4/33", "x/24", "1.2.3.4/24/5"]:
    try:
        print(I.ip_interface(bad))
    except ValueError as e:
        print("ValueError", e)
try:
    I.IPv4Interface("1.2.3.4/33")
except ValueError as e:
    print(type(e).__name__, e)
