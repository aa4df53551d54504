import io
import xml.etree.ElementTree as ET

doc = """<?xml version="1.0" encoding="UTF-8"?>
<!-- leading comment -->
<catalog>
  <book id="bk101" lang="en">
    <author>Gambardella, Matthew</author>
    <title>XML Developer's Guide</title>
    <price>44.95</price>
  </book>
  <book id="bk102">
    <author>Ralls, Kim</author>
    <title>Midnight &amp; Rain</title>
    <price>5.95</price>
    <!-- inner comment -->
    <?proc instr?>
    <note><![CDATA[a <b> & c]]></note>
  </book>
</catalog>
"""
root = ET.fromstring(doc)
print(root.tag, len(root), repr(root.text), repr(root.tail))
for book in root:
    print(book.attrib, [c.tag for c in book])
    for c in book:
        print("  ", c.tag, repr(c.text), repr(c.tail))
root2 = ET.XML(doc.encode("utf-8"))
print(ET.tostring(root2) == ET.tostring(root))
with open("catalog.xml", "w") as f:
    f.write(doc)
tree = ET.parse("catalog.xml")
print(type(tree).__name__, tree.getroot().tag)
print(tree.find("book").get("id"), len(tree.findall("book/title")))
tree2 = ET.parse(io.StringIO(doc))
print(tree2.getroot()[1][1].text)
tree3 = ET.parse(io.BytesIO(doc.encode()))
print(tree3.getroot()[1].find("note").text)
print(ET.fromstring("<a>&#65;&#x42;&lt;&gt;&amp;&quot;&apos;</a>").text)
print(repr(ET.fromstring("<a>line1\r\nline2</a>").text))
print(ET.fromstring('<a b="x&#10;y\tz\nw"/>').get("b"))
print(ET.fromstring("<a>caf\u00e9</a>").text, ET.fromstring("<a>caf\u00e9</a>".encode()).text)
print(ET.fromstring('<?xml version="1.0" encoding="iso-8859-1"?><a>caf\xe9</a>'.encode("latin-1")).text)
print(ET.fromstring('<!DOCTYPE a [<!ENTITY who "world"><!ENTITY greet "hello &who;">]><a x="&who;">&greet;!</a>').text)
e = ET.fromstringlist(["<r><x>", "1</x>", "</r>"])
print(e[0].text)
tree4 = ET.ElementTree(ET.fromstring("<r><a/><b>t</b></r>"))
print([x.tag for x in tree4.iter()], tree4.findtext("b"))
parser = ET.XMLParser()
parser.feed("<root><ch")
parser.feed("ild>v</child></root>")
print(parser.close()[0].text)
tree5 = ET.ElementTree(file=io.StringIO("<z><y/></z>"))
print(tree5.getroot()[0].tag)
