# sign options, alternate form and zero padding
for v in [7, -7, 0]:
    print(f"[{v:+}] [{v:-}] [{v: }] [{v:+05}] [{v: 05}] [{v:05}]")
for v in [3.5, -3.5, 0.0, -0.0]:
    print(f"[{v:+}] [{v: }] [{v:+.2f}] [{v: .1f}] [{v:08.2f}] [{v:+08.2f}]")
n = 255
print(f"{n:#b} {n:#o} {n:#x} {n:#X} {n:#010b} {n:#06x} {-n:#x}")
print(f"{n:b} {n:o} {n:x} {n:X} {0:#x} {0:#b}")
print(f"{1.0:#.0f} {1.0:.0f} {1.5:#g} {1.5:g} {100.0:#.3g} {100.0:.3g}")
print(f"{12:010d} {-12:010d} {12:+010d}")
print(f"{-0.0001:.2f}", f"{-0.0001:+.3f}", f"{-0.0001:.1e}")
