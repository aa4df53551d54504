import xml.etree.ElementTree as ET

root = ET.Element("root", {"version": "1"}, lang="en")
print(root.tag, sorted(root.attrib.items()))
a = ET.SubElement(root, "item", id="a")
a.text = "first"
b = ET.SubElement(root, "item", {"id": "b"})
b.text = "second"
b.tail = "\n"
c = ET.Element("other")
root.append(c)
root.insert(0, ET.Element("head"))
print(len(root), [e.tag for e in root])
print(root[1].get("id"), root[-1].tag, [e.tag for e in root[1:3]])
root.remove(c)
print(len(root), [e.tag for e in root])
root.extend([ET.Element("x"), ET.Element("y")])
print([e.tag for e in root])
del root[-1]
root[0] = ET.Element("header", title="T")
print([e.tag for e in root])
a.set("color", "red")
print(a.get("color"), a.get("missing"), a.get("missing", "dflt"))
print(list(a.keys()), list(a.items()))
print(ET.iselement(a), ET.iselement("a"))
print(ET.tostring(root))
print(ET.tostring(root, encoding="unicode"))
try:
    root.append("text")
except TypeError as e:
    print("TypeError", e)
try:
    root.remove(ET.Element("nope"))
except ValueError as e:
    print("ValueError", e)
e = ET.Element("e")
e.text = "caf\u00e9 & <tag>"
e.set("q", 'say "hi"\n\ttab')
print(ET.tostring(e))
print(ET.tostring(e, encoding="unicode"))
print(ET.tostring(e, encoding="utf-8"))
print(ET.tostring(e, encoding="iso-8859-1"))
e.clear()
print(ET.tostring(e), e.attrib, e.text)
for child in root:
    print(child.tag, child.attrib, repr(child.text), repr(child.tail))
import copy
d = copy.deepcopy(root)
d[1].text = "changed"
print(root[1].text, d[1].text)
s = copy.copy(root)
print(len(s), s[1] is root[1])
print(ET.tostring(ET.Comment(" note ")), ET.tostring(ET.PI("xml-stylesheet", "href='a'")))
r = ET.Element("r")
r.append(ET.Comment("c"))
ET.SubElement(r, "k").tail = "t"
print(ET.tostring(r, encoding="unicode"))
q = ET.QName("urn:x", "tag")
print(q.text, str(q), q == "{urn:x}tag")
print(bool(ET.Element("z")), bool(root))
for bad in [lambda: ET.Element("a", "x"), lambda: ET.Element("a").insert(0, "s"),
            lambda: ET.Element("a").extend(["s"]), lambda: ET.Element("a")[0]]:
    try:
        bad()
    except (TypeError, IndexError) as ex:
        print(type(ex).__name__, ex)
print(ET.Element("a").items(), ET.Element("a", {"x": "1"}).keys())
