# third-party modules are unavailable
data = [1.5, 2.5, 3.5]
mean = sum(data) / len(data)
print("mean without numpy:", mean)
try:
    import pandas
except ImportError as e:
    print("optional:", e)
import numpy as np
print(np.mean(data))
