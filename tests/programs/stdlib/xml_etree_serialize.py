import io
import xml.etree.ElementTree as ET

root = ET.fromstring("<r a='1'><e/><f></f><g>t</g><h x='&lt;&quot;'/>tail?</r>")
print(ET.tostring(root))
print(ET.tostring(root, short_empty_elements=False))
print(ET.tostring(root, encoding="unicode"))
print(ET.tostring(root, encoding="unicode", method="text"))
print(ET.tostring(root, method="text"))
print(ET.tostring(root, encoding="unicode", method="xml", xml_declaration=True))
print(ET.tostring(root, xml_declaration=True))
print(ET.tostring(root, encoding="UTF-8"))
print(ET.tostring(root, encoding="utf-8", xml_declaration=True))
print(ET.tostringlist(root, encoding="unicode")[:1] != [])
tree = ET.ElementTree(root)
buf = io.BytesIO()
tree.write(buf)
print(buf.getvalue())
buf = io.BytesIO()
tree.write(buf, encoding="utf-8", xml_declaration=True)
print(buf.getvalue())
sbuf = io.StringIO()
tree.write(sbuf, encoding="unicode")
print(sbuf.getvalue())
tree.write("out.xml")
with open("out.xml", "rb") as f:
    print(f.read())
tree.write("out2.xml", encoding="unicode")
with open("out2.xml") as f:
    print(f.read())
print(ET.parse("out.xml").getroot().find("g").text)
ET.dump(root)
ET.dump(ET.ElementTree(ET.fromstring("<x>\u2603</x>")))
print(ET.tostring(ET.fromstring("<x>\u2603</x>")))
e = ET.Element("a")
e.text = "1 < 2 > 0 & done"
e.tail = "after"
print(ET.tostring(e))
e = ET.Element("n")
e.set("k", 5)
try:
    ET.tostring(e)
except TypeError as ex:
    print("TypeError", ex)
wrap = ET.Element(None)
wrap.text = "lead"
ET.SubElement(wrap, "in").tail = "end"
print(ET.tostring(wrap))
print(ET.tostring(ET.fromstring("<p>Hello <b>bold</b> and <i>it</i>!</p>"), method="text", encoding="unicode"))
try:
    ET.tostring(root, method="json")
except ValueError as ex:
    print("ValueError", ex)
