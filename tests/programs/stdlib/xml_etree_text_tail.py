import xml.etree.ElementTree as ET

r = ET.fromstring("<p>Lead <b>bold</b> middle <i>it<u>u</u>after-u</i> end</p>")
print(repr(r.text))
for e in r.iter():
    print(e.tag, repr(e.text), repr(e.tail))
print("".join(r.itertext()))
print(list(r.itertext()))
r = ET.fromstring("<a>x<!--c-->y<?pi z?>w<![CDATA[v]]></a>")
print(repr(r.text), len(r))
r = ET.fromstring("<a>  <b/>  </a>")
print(repr(r.text), repr(r[0].tail))
e = ET.Element("t")
e.text = ""
print(ET.tostring(e))
e.text = None
e.tail = "tail"
print(ET.tostring(e))
s = ET.Element("s")
ET.SubElement(s, "a").tail = "1"
ET.SubElement(s, "b").tail = "2"
print(ET.tostring(s), "".join(s.itertext()))
del s[0]
print(ET.tostring(s))
s[0].text = "inner"
print(ET.tostring(s, method="text"))
tb = ET.TreeBuilder()
tb.start("root", {"k": "v"})
tb.data("hello ")
tb.data("world")
tb.start("c", {})
tb.end("c")
tb.data("tail")
tb.end("root")
built = tb.close()
print(ET.tostring(built), repr(built.text), repr(built[0].tail))
tb2 = ET.TreeBuilder(insert_comments=True, insert_pis=True)
p = ET.XMLParser(target=tb2)
p.feed("<a><!--c--><?t d?>x</a>")
got = p.close()
print(ET.tostring(got), [c.tag is ET.Comment for c in got])

class Counter:
    def __init__(self):
        self.depth = 0
        self.max = 0
        self.log = []
    def start(self, tag, attrib):
        self.depth += 1
        self.max = max(self.max, self.depth)
        self.log.append(("start", tag, attrib))
    def end(self, tag):
        self.depth -= 1
        self.log.append(("end", tag))
    def data(self, data):
        self.log.append(("data", data))
    def close(self):
        return self.max

c = Counter()
p = ET.XMLParser(target=c)
p.feed("<a x='1'><b><c/></b>t</a>")
print(p.close(), c.log)
