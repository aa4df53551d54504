# ratio computation hits a zero denominator
measurements = [(10.0, 2.0), (7.5, 2.5), (3.0, 0.0), (1.0, 4.0)]
safe = [n / d if d else float("inf") for n, d in measurements]
print(safe)
ratios = []
for num, den in measurements:
    print("computing", num, "/", den)
    ratios.append(num / den)
    print("ratio", ratios[-1])
print(ratios)
