import xml.etree.ElementTree as ET

doc = """<actors xmlns:fictional="http://characters.example.com"
        xmlns="http://people.example.com">
    <actor>
        <name>John Cleese</name>
        <fictional:character>Lancelot</fictional:character>
        <fictional:character>Archie Leach</fictional:character>
    </actor>
    <actor>
        <name>Eric Idle</name>
        <fictional:character>Sir Robin</fictional:character>
    </actor>
</actors>"""
root = ET.fromstring(doc)
print(root.tag)
print([e.tag for e in root[0]])
ns = {"real_person": "http://people.example.com",
      "role": "http://characters.example.com"}
for actor in root.findall("real_person:actor", ns):
    name = actor.find("real_person:name", ns)
    print(name.text, [c.text for c in actor.findall("role:character", ns)])
print([e.text for e in root.findall(".//{http://characters.example.com}character")])
print([e.text for e in root.findall(".//{*}name")])
print([e.tag for e in root.findall("{*}actor")])
print(len(root.findall("actor")), len(root.findall("actor", {"": "http://people.example.com"})))
try:
    root.findall("zz:actor", ns)
except SyntaxError as ex:
    print("SyntaxError", ex)
print(ET.tostring(root[1], encoding="unicode"))
e = ET.Element("{urn:a}root")
ET.SubElement(e, "{urn:b}child", {"{urn:a}attr": "v", "plain": "p"})
ET.SubElement(e, "{http://www.w3.org/2001/XMLSchema-instance}nil")
print(ET.tostring(e))
print(ET.tostring(e, default_namespace="urn:a") if False else "")
ET.register_namespace("aa", "urn:a")
print(ET.tostring(e, encoding="unicode"))
try:
    ET.register_namespace("ns1", "urn:q")
except ValueError as ex:
    print("ValueError", ex)
x = ET.fromstring('<x xml:lang="en" xmlns:a="urn:a" a:b="1"><a:y/></x>')
print(x.attrib, x[0].tag)
d = ET.Element("{urn:d}top")
ET.SubElement(d, "{urn:d}sub")
print(ET.tostring(d, default_namespace="urn:d"))
try:
    ET.tostring(ET.Element("plain"), default_namespace="urn:d")
except ValueError as ex:
    print("ValueError", ex)
events = []
import io
for ev, item in ET.iterparse(io.StringIO('<a xmlns="urn:1"><b xmlns:p="urn:2"><p:c/></b></a>'), events=("start", "end", "start-ns", "end-ns")):
    events.append((ev, item if ev in ("start-ns", "end-ns") else item.tag))
print(events)
