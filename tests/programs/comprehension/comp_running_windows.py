# moving averages, pairwise differences and cumulative values
prices = [10.0, 10.5, 10.25, 11.0, 11.75, 11.5, 12.0]
k = 3
ma = [round(sum(prices[i:i + k]) / k, 3) for i in range(len(prices) - k + 1)]
print(ma)
changes = [round(b - a, 2) for a, b in zip(prices, prices[1:])]
print(changes)
pct = [f"{(b - a) / a:+.2%}" for a, b in zip(prices, prices[1:])]
print(pct)
cum = [sum(prices[:i + 1]) for i in range(len(prices))]
print(cum)
ups = sum(1 for c in changes if c > 0)
print(ups, len(changes) - ups)
peaks = [i for i in range(1, len(prices) - 1) if prices[i - 1] < prices[i] > prices[i + 1]]
print(peaks)
