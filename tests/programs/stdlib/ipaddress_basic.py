import ipaddress as I

a = I.ip_address("192.168.1.10")
b = I.ip_address("2001:db8::1")
print(repr(a), str(a), int(a), a.version, a.max_prefixlen, a.packed)
print(repr(b), str(b), b.exploded, b.compressed, b.packed.hex(), b.version)
print(a.reverse_pointer, b.reverse_pointer)
for s in ["0.0.0.0", "127.0.0.1", "10.1.2.3", "172.16.5.4", "172.32.0.1", "192.168.0.1",
          "100.64.0.1", "169.254.1.1", "224.0.0.1", "240.0.0.1", "255.255.255.255", "8.8.8.8",
          "192.0.2.1", "::", "::1", "fe80::1", "fec0::1", "fc00::1", "ff02::1", "2001:db8::",
          "2606:4700::1111", "::ffff:8.8.8.8", "::ffff:10.0.0.1", "2002:c000:204::1",
          "2001:0:4136:e378:8000:63bf:3fff:fdd2", "100::1", "4000::1"]:
    x = I.ip_address(s)
    flags = [p for p in ("is_private", "is_global", "is_reserved", "is_multicast",
                         "is_loopback", "is_link_local", "is_unspecified") if getattr(x, p)]
    extra = (x.ipv4_mapped, x.teredo, x.sixtofour, x.is_site_local) if x.version == 6 else ()
    print(s, x, flags, extra)
print(I.ip_address(3232235777), I.ip_address(b"\x7f\x00\x00\x01"), I.ip_address(2**32), I.ip_address(b"\x00" * 15 + b"\x01"))
print(I.IPv6Address("1:0:0:0:0:0:0:8"), I.IPv6Address("1:0:0:1:0:0:0:8"), I.IPv6Address("0:0:1:0:0:1:0:0"),
      I.IPv6Address("1:2:3:4:5:6:7:8"), I.IPv6Address("::ffff:1.2.3.4"), I.IPv6Address("1::"), I.IPv6Address("ABCD:EF01::"))
s = I.IPv6Address("fe80::1%eth0")
print(repr(s), s.scope_id, s == I.IPv6Address("fe80::1"))
print(a + 1, a - 10, b + 2**64, a == I.IPv4Address("192.168.1.10"), a != b, a == "192.168.1.10")
print(a < I.ip_address("192.168.1.11"), a >= I.ip_address("10.0.0.0"), sorted([I.ip_address(x) for x in ["10.0.0.2", "9.0.0.1", "10.0.0.10"]]))
print(hash(a) == hash(I.ip_address("192.168.1.10")), len({a, I.ip_address("192.168.1.10")}))
for spec in ["", "s", "b", "#b", "_b", "#_b", "x", "#x", "X", "#_X", "n", "#n", ">20", "^20s"]:
    try:
        print(repr(spec), format(a, spec), format(b, spec))
    except TypeError as e:
        print(repr(spec), "TypeError", e)
print(f"{a:#x} {b:_x}")
for fn, arg in [(I.IPv4Address, "1.2.3"), (I.IPv4Address, "1.2.3.4.5"), (I.IPv4Address, "01.2.3.4"),
                (I.IPv4Address, "256.1.1.1"), (I.IPv4Address, "1..2.3"), (I.IPv4Address, "a.b.c.d"),
                (I.IPv4Address, ""), (I.IPv4Address, "1.2.3.4/24"), (I.IPv4Address, "1.2.3.1234"),
                (I.IPv4Address, 2**32), (I.IPv4Address, -1), (I.IPv4Address, b"\x01"),
                (I.IPv6Address, "1::2::3"), (I.IPv6Address, ":::"), (I.IPv6Address, "1:2:3:4:5:6:7:8:9"),
                (I.IPv6Address, "1:2:3:4:5:6:7"), (I.IPv6Address, "12345::"), (I.IPv6Address, "g::"),
                (I.IPv6Address, "::1.2.3"), (I.IPv6Address, "fe80::1%"), (I.IPv6Address, ":1::"),
                (I.IPv6Address, "1::2:"), (I.IPv6Address, "1:2"), (I.IPv6Address, "1:2:3:4:5:6:7::8"),
                (I.IPv6Address, 2**128), (I.ip_address, "x"), (I.ip_address, None), (I.ip_address, -5),
                (I.IPv4Address, 3.5)]:
    try:
        print(fn(arg))
    except ValueError as e:
        print(type(e).__name__, e, isinstance(e, ValueError))
for thunk in [lambda: a < b, lambda: a + 1.5, lambda: 1 + a, lambda: a - b, lambda: a < "x",
              lambda: I.ip_address("255.255.255.255") + 1, lambda: I.v4_int_to_packed(2**32),
              lambda: I.v6_int_to_packed(-1)]:
    try:
        print(thunk())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(I.v4_int_to_packed(1), I.v6_int_to_packed(1)[-2:], I.get_mixed_type_key(a), I.get_mixed_type_key(5))
print(sorted([I.ip_address("::1"), I.ip_address("1.1.1.1"), I.ip_network("1.0.0.0/8")], key=I.get_mixed_type_key))
