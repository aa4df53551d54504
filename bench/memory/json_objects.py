# json.loads of 300,000 small objects.
import json

text = "[" + ",".join('{"id": %d, "name": "n%d", "ok": true}' % (i, i) for i in range(300000)) + "]"
data = json.loads(text)
print(len(data), data[-1]["name"], data[-1]["ok"])
