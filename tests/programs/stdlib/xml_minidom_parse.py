from xml.dom import minidom
import xml.dom

src = """<?xml version="1.0" encoding="UTF-8"?>
<!-- inventory -->
<inventory region="north" code="a&amp;b">
  <item sku="A1" qty="3">Widget &lt;small&gt;</item>
  <item sku="B2" qty="0"/>
  <group name="tools">
    <item sku="C3" qty="7">Hammer</item>
    <!-- heavy -->
    <item sku="D4" qty="1"><![CDATA[Saw <steel> & wood]]></item>
  </group>
  <?audit done?>
  mixed tail text
</inventory>
"""
doc = minidom.parseString(src)
print(repr(doc.toxml()))
print(doc.toprettyxml(indent="  "))
print(doc.toprettyxml())
root = doc.documentElement
print(root.tagName, root.getAttribute("code"), root.attributes.items())
print([n.nodeType for n in root.childNodes])
print([n.nodeType for n in doc.childNodes])
for item in doc.getElementsByTagName("item"):
    kid = item.firstChild
    print(item.getAttribute("sku"), int(item.getAttribute("qty")), kid.nodeType if kid else None,
          repr(kid.data) if kid else None)
print(repr(root.childNodes[0].data), repr(root.lastChild.data))
print(repr(doc.getElementsByTagName("group")[0].toxml()))
cd = doc.getElementsByTagName("item")[3].firstChild
print(cd.nodeName, cd.nodeType == xml.dom.Node.CDATA_SECTION_NODE, cd.data, cd.toxml())
doc2 = minidom.parseString(b"<r a='1' b=\"x'y\"><e>\xc3\xa9t\xc3\xa9</e>\n<e/></r>")
print(doc2.toxml(), doc2.documentElement.getAttribute("b"))
print(doc2.toxml(encoding="utf-8"))
print(doc2.toxml(encoding="ascii"))
print(doc2.toxml(standalone=True), doc2.toxml(encoding="utf-8", standalone=False))
doc3 = minidom.parseString("<a>one<b>two</b>three<c/>four</a>")
print([(n.nodeName, n.nodeValue) for n in doc3.documentElement.childNodes])
print(doc3.documentElement.toprettyxml(indent="."))
for bad in ["<a></b>", "<a>", "", "<a/><b/>", "<a x='1' x='2'/>", "<a>&nope;</a>", "text"]:
    try:
        minidom.parseString(bad)
    except Exception as e:
        print(type(e).__name__, e, e.code, e.lineno, e.offset)
from xml.parsers.expat import ExpatError
try:
    minidom.parseString("<open>")
except ExpatError as e:
    print("caught", e.args)
for s in ["<r>a<![CDATA[]]>b</r>", "<r><![CDATA[a]]><![CDATA[b]]></r>", "<r><![CDATA[a]]>b<![CDATA[c]]></r>",
          "<r><![CDATA[]]></r>", "<r>&#65;&#x42;<!---->c</r>"]:
    d = minidom.parseString(s)
    print([(n.nodeName, n.data) for n in d.documentElement.childNodes], d.documentElement.toxml())
