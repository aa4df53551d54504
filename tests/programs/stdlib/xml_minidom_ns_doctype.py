import io
from xml.dom import minidom

d = minidom.parseString('<a b="1" xmlns="urn:u" xmlns:p="urn:v" p:c="2"><p:x p:k="3"/><y/></a>')
print(d.toxml())
a = d.documentElement
print(a.namespaceURI, a.prefix, a.localName, a.tagName, a.attributes.items())
for at in a.attributes.values():
    print(at.name, at.namespaceURI, at.prefix, at.localName, at.value)
x = a.firstChild
print(x.namespaceURI, x.prefix, x.localName, x.tagName, x.getAttributeNS("urn:v", "k"))
print(a.lastChild.namespaceURI, a.lastChild.prefix, a.lastChild.localName)
print([e.tagName for e in d.getElementsByTagNameNS("urn:v", "*")], len(d.getElementsByTagNameNS("*", "y")))
print(a.attributes.itemsNS())

xhtml = ('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" '
         '"http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd"><html><body><p>hi</p></body></html>')
d = minidom.parseString(xhtml)
print(repr(d.toxml()))
print(d.toprettyxml(indent="  "))
print(d.doctype.name, d.doctype.publicId, d.doctype.systemId, d.doctype.internalSubset, d.doctype.nodeType)
d = minidom.parseString('<!DOCTYPE note [<!ENTITY who "World"> <!ELEMENT note ANY>]><note>Hello &who;!</note>')
print(repr(d.toxml()))
print(d.toprettyxml())
print(d.doctype.name, d.doctype.publicId, d.doctype.systemId, repr(d.doctype.internalSubset))
d = minidom.parseString("<!DOCTYPE cfg SYSTEM 'cfg.dtd'><cfg>&amp;</cfg>")
print(repr(d.toxml()), [n.nodeType for n in d.childNodes])
impl = minidom.getDOMImplementation()
dt = impl.createDocumentType("svg", "-//W3C//DTD SVG 1.1//EN", "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd")
d = impl.createDocument("http://www.w3.org/2000/svg", "svg", dt)
print(d.toxml(), d.doctype is dt, d.documentElement.namespaceURI)

with open("minidom_sample.xml", "w") as f:
    f.write("<config>\n  <opt name='debug'>true</opt>\n  <opt name='level'>3</opt>\n</config>\n")
d = minidom.parse("minidom_sample.xml")
print({o.getAttribute("name"): o.firstChild.data for o in d.getElementsByTagName("opt")})
with open("minidom_sample.xml", "rb") as f:
    print(minidom.parse(f).documentElement.toxml())
print(minidom.parse(io.StringIO("<s>io</s>")).documentElement.firstChild.data)
d = minidom.parseString("<r>  <a>  </a>\n\n  <b>x</b>\t</r>")
print(repr(d.toprettyxml()))
print(repr(d.documentElement.toprettyxml(indent="  ", newl="\r\n")))
w = io.StringIO()
d.writexml(w, indent="", addindent="  ", newl="\n")
print(repr(w.getvalue()))
w = io.StringIO()
d.documentElement.writexml(w, "> ", "-", "|")
print(repr(w.getvalue()))
import os
os.remove("minidom_sample.xml")
