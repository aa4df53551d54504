import ipaddress as I

n = I.ip_network('10.0.0.0/29')
print(n[0], n[-1], n[3], n[-8], n.num_addresses, n.broadcast_address, n.hostmask)
for bad in (8, -9):
    try:
        n[bad]
    except IndexError as e:
        print('IndexError', e)
print(n == I.ip_address('10.0.0.0'), n != I.ip_address('10.0.0.0'), n == I.ip_network('::/0'), n == 'x')
print(I.ip_address('10.0.0.3') in n, I.ip_address('10.0.0.8') in n, I.ip_address('::1') in n, I.ip_network('10.0.0.0/30') in n)
print(list(n.hosts()), list(I.ip_network('10.0.0.0/31').hosts()), list(I.ip_network('10.0.0.5/32').hosts()))
print(list(I.ip_network('2001:db8::/127').hosts()), list(I.ip_network('2001:db8::/125').hosts())[-1])
print(list(n.subnets(new_prefix=29)), n.supernet(new_prefix=29), n.supernet(3), n.supernet(new_prefix=0))
for call in (lambda: n.supernet(-1), lambda: list(n.subnets(-1)), lambda: list(n.subnets(new_prefix=33)),
             lambda: n.supernet(30)):
    try:
        print(call())
    except ValueError as e:
        print('ValueError', e)
print(sorted([I.ip_network('10.0.0.0/8'), I.ip_network('10.0.0.0/16'), I.ip_network('9.0.0.0/8')]))
print(n.overlaps(I.ip_network('10.0.0.4/30')), n.overlaps(I.ip_network('10.0.0.8/30')))
print(n.with_prefixlen, n.with_netmask, n.with_hostmask, n.compressed, n.exploded, n.prefixlen)
print(list(I.ip_network('10.0.0.0/28').address_exclude(I.ip_network('10.0.0.5/32'))))
print(I.ip_network('10.0.0.0/8').compare_networks(I.ip_network('10.0.0.0/16')))
print(hash(n) == hash(I.ip_network('10.0.0.0/29')), I.ip_network('10.1.2.3/8', strict=False))
print([str(x) for x in I.ip_network('192.168.0.0/30')], I.ip_network(b'\x0a\x00\x00\x01'), I.ip_network((167772160, 8)))
I.ip_network('10.0.0.1/8')
