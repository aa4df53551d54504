# The common recipe: build with ElementTree, pretty-print with minidom.
import xml.etree.ElementTree as ET
from xml.dom import minidom

root = ET.Element("config", version="1.0")
db = ET.SubElement(root, "database", host="localhost", port="5432")
ET.SubElement(db, "user").text = "admin"
ET.SubElement(db, "password").text = "s3cr&t<>"
features = ET.SubElement(root, "features")
for name, on in [("cache", True), ("debug", False)]:
    f = ET.SubElement(features, "feature", name=name)
    f.text = str(on).lower()
ET.SubElement(root, "empty")
raw = ET.tostring(root)
print(raw)
pretty = minidom.parseString(raw).toprettyxml(indent="  ")
print(pretty)
print(minidom.parseString(ET.tostring(root, encoding="unicode")).toprettyxml(indent="    ", encoding="utf-8").decode())
lines = [ln for ln in pretty.split("\n") if ln.strip()]
print(len(lines), lines[1])

ns_root = ET.Element("{http://example.com/ns}doc")
ET.SubElement(ns_root, "{http://example.com/ns}part").text = "p"
ET.SubElement(ns_root, "{http://other.org/x}other", {"{http://other.org/x}attr": "v"})
text = ET.tostring(ns_root, encoding="unicode")
print(text)
dom = minidom.parseString(text)
print(dom.toprettyxml(indent=" "))
el = dom.documentElement
print(el.tagName, el.namespaceURI, el.prefix, el.localName, el.attributes.items())
print([(e.tagName, e.namespaceURI, e.localName) for e in dom.getElementsByTagNameNS("http://other.org/x", "*")])

# Re-parsing pretty output keeps the whitespace text nodes.
again = minidom.parseString(pretty)
print(len(again.documentElement.childNodes), repr(again.documentElement.firstChild.data))
print(again.toprettyxml(indent="  ") == pretty)
