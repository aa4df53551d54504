import ipaddress as I

n = I.ip_network("192.168.0.0/24")
print(repr(n), n, n.network_address, n.broadcast_address, n.netmask, n.hostmask)
print(n.prefixlen, n.num_addresses, n.with_prefixlen, n.with_netmask, n.with_hostmask, n.exploded)
print(n[0], n[1], n[-1], n[255], n.is_private, n.is_global, n.version, n.max_prefixlen)
for bad in [256, -257]:
    try:
        n[bad]
    except IndexError as e:
        print("IndexError", e)
hosts = list(n.hosts())
print(len(hosts), hosts[0], hosts[-1])
print(list(I.ip_network("10.0.0.0/30").hosts()), list(I.ip_network("10.0.0.0/31").hosts()),
      I.ip_network("10.0.0.5/32").hosts(), list(I.ip_network("10.0.0.4/32")))
print(list(I.ip_network("2001:db8::/126").hosts()), list(I.ip_network("2001:db8::/127").hosts()))
print(list(n.subnets()), list(n.subnets(prefixlen_diff=2)), list(n.subnets(new_prefix=26)))
print(list(I.ip_network("10.0.0.1/32").subnets()), n.supernet(), n.supernet(prefixlen_diff=8), n.supernet(new_prefix=16))
print(I.ip_network("0.0.0.0/0").supernet())
for thunk in [lambda: list(n.subnets(new_prefix=20)), lambda: list(n.subnets(2, 26)),
              lambda: list(n.subnets(prefixlen_diff=9)), lambda: list(n.subnets(-1)),
              lambda: n.supernet(new_prefix=25), lambda: n.supernet(25), lambda: n.supernet(2, 20)]:
    try:
        print(thunk())
    except ValueError as e:
        print("ValueError", e)
print(I.ip_address("192.168.0.77") in n, I.ip_address("192.168.1.1") in n, I.ip_address("::1") in n)
print(I.ip_network("192.168.0.0/25") in n, I.ip_network("192.168.0.0/25").subnet_of(n), n.supernet_of(I.ip_network("192.168.0.128/25")))
print(n.overlaps(I.ip_network("192.168.0.128/30")), n.overlaps(I.ip_network("10.0.0.0/8")))
print(list(n.address_exclude(I.ip_network("192.168.0.64/26"))))
print(list(I.ip_network("10.0.0.0/8").address_exclude(I.ip_network("10.1.2.0/24"))))
print(list(n.address_exclude(n)))
print(n.compare_networks(I.ip_network("192.168.0.0/25")), n.compare_networks(n), I.ip_network("10.0.0.0/8").compare_networks(n))
for thunk in [lambda: list(n.address_exclude(I.ip_network("10.0.0.0/8"))),
              lambda: n.subnet_of(I.ip_network("::/0")), lambda: n < I.ip_network("::/0"),
              lambda: n.compare_networks(I.ip_network("::/0")), lambda: n.subnet_of(I.ip_address("1.1.1.1")),
              lambda: I.ip_network("192.168.0.1/24"), lambda: I.ip_network("1.2.3.0/33"),
              lambda: I.IPv4Network("1.2.3.0/33"), lambda: I.IPv4Network("1.2.3.0/255.0.255.0"),
              lambda: I.IPv4Network("1.2.3.0/24/1"), lambda: I.IPv4Network(("1.2.3.0", 40)),
              lambda: I.IPv6Network("::/129"), lambda: I.IPv6Network("2001:db8::/ffff::"),
              lambda: I.ip_network("1.2.3.0/x"), lambda: I.ip_network("1.2.3.0/")]:
    try:
        print(thunk())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
for s in ["10.0.0.0/255.0.0.0", "10.0.0.0/0.255.255.255", "10.0.0.0/08", "10.1.2.3/8"]:
    print(I.ip_network(s, strict=False), I.IPv4Network(s, False).prefixlen)
print(I.IPv4Network(("10.0.0.0", 8)), I.IPv4Network((167772160, "255.0.0.0")), I.IPv4Network(167772160), I.IPv6Network(("2001:db8::", 32)))
print(sorted([I.ip_network("10.0.0.0/16"), I.ip_network("10.0.0.0/8"), I.ip_network("9.0.0.0/8")]))
print(I.ip_network("10.0.0.0/8") == I.ip_network("10.0.0.0/8"), I.ip_network("10.0.0.0/8") == I.ip_network("10.0.0.0/9"), I.ip_network("10.0.0.0/8") == "x")
print(len({I.ip_network("10.0.0.0/8"), I.ip_network("10.0.0.0/8")}))
v6 = I.ip_network("2001:db8:1234::/48")
print(v6, v6.num_addresses, v6.broadcast_address, v6.netmask, v6.hostmask, v6.with_netmask, v6.exploded, v6.is_private, v6.is_site_local)
print(list(v6.subnets(new_prefix=50)), v6.supernet(new_prefix=32), v6[-1], v6[2**70] if False else v6[65536])
print(I.ip_network("::ffff:0:0/96").is_private, I.ip_network("100.64.0.0/10").is_global, I.ip_network("100.64.0.0/10").is_private,
      I.ip_network("224.0.0.0/4").is_multicast, I.ip_network("127.0.0.0/8").is_loopback, I.ip_network("::/128").is_unspecified)
print(list(I.summarize_address_range(I.ip_address("192.0.2.0"), I.ip_address("192.0.2.130"))))
print(list(I.summarize_address_range(I.ip_address("::"), I.ip_address("::ff"))))
print(list(I.collapse_addresses([I.ip_network("192.0.2.0/25"), I.ip_network("192.0.2.128/25"), I.ip_network("192.0.3.0/24"), I.ip_address("192.0.4.1"), I.ip_network("192.0.2.0/26")])))
print(list(I.collapse_addresses([I.ip_address("10.0.0.%d" % i) for i in range(8)] + [I.ip_address("10.0.0.9")])))
for thunk in [lambda: list(I.summarize_address_range(I.ip_address("1.1.1.5"), I.ip_address("1.1.1.1"))),
              lambda: list(I.summarize_address_range(I.ip_network("1.1.1.0/24"), I.ip_address("1.1.1.1"))),
              lambda: list(I.summarize_address_range(I.ip_address("1.1.1.1"), I.ip_address("::1"))),
              lambda: list(I.collapse_addresses([I.ip_network("1.0.0.0/8"), I.ip_network("::/0")]))]:
    try:
        print(thunk())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
