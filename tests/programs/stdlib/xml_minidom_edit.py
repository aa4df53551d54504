from xml.dom import minidom
import xml.dom

doc = minidom.parseString("<list><a/><b/><c/></list>")
root = doc.documentElement
a, b, c = root.childNodes
z = doc.createElement("z")
root.insertBefore(z, b)
print(root.toxml())
root.appendChild(a)
print(root.toxml(), a.previousSibling.tagName, a.nextSibling)
old = root.replaceChild(doc.createElement("y"), z)
print(root.toxml(), old.tagName, old.parentNode)
root.removeChild(c)
print(root.toxml(), c.parentNode, c.nextSibling, c.previousSibling)
print([n.tagName for n in root.childNodes], root.childNodes.length, root.childNodes.item(9))
frag = doc.createDocumentFragment()
for name in ("p", "q"):
    frag.appendChild(doc.createElement(name))
root.appendChild(frag)
print(root.toxml(), len(frag.childNodes))
t = doc.createTextNode("x")
root.firstChild.appendChild(t)
root.firstChild.appendChild(doc.createTextNode("y"))
root.firstChild.appendChild(doc.createTextNode(""))
print(len(root.firstChild.childNodes), root.toxml())
root.normalize()
print(len(root.firstChild.childNodes), root.firstChild.firstChild.data)
clone = root.cloneNode(True)
print(clone.toxml(), clone.parentNode, clone.ownerDocument is doc)
print(root.cloneNode(False).toxml())
print(repr(doc.createTextNode("0123456789abcdef")), repr(doc.createComment("note")))
print(repr(doc.createCDATASection("raw")), repr(doc.createTextNode("")))
errors = [
    lambda: doc.appendChild(doc.createElement("second")),
    lambda: root.removeChild(doc.createElement("stranger")),
    lambda: t.appendChild(doc.createElement("kid")),
    lambda: root.removeAttribute("nothing"),
    lambda: doc.createElement("e").getElementsByTagName("x")[0],
]
for f in errors:
    try:
        f()
    except (xml.dom.DOMException, IndexError) as e:
        print(type(e).__name__, repr(str(e)), getattr(e, "code", None))
try:
    xml.dom.DOMException("x")
except RuntimeError as e:
    print("RuntimeError", e)
print(xml.dom.NotFoundErr.code, xml.dom.HierarchyRequestErr.code, issubclass(xml.dom.NotFoundErr, xml.dom.DOMException))
print(xml.dom.Node.TEXT_NODE, xml.dom.Node.DOCUMENT_NODE, minidom.Node.COMMENT_NODE, xml.dom.XML_NAMESPACE)
e = doc.createElement("e")
e.setAttribute("b", "2")
e.setAttribute("a", "1")
e.setAttribute("b", "3")
print(e.toxml(), e.attributes.length, e.hasAttributes(), doc.createElement("f").hasAttributes())
attr = e.getAttributeNode("a")
print(attr.name, attr.value, attr.nodeName, attr.nodeValue, attr.nodeType, attr.ownerElement is e)
print("a" in e.attributes, "zz" in e.attributes, e.attributes.get("zz"), e.attributes.getNamedItem("b").value)
try:
    e.attributes["zz"]
except KeyError as ex:
    print("KeyError", ex)
txt = doc.createTextNode("hello world")
root.appendChild(txt)
rest = txt.splitText(5)
print(repr(txt.data), repr(rest.data), rest.previousSibling is txt, txt.wholeText, txt.length, len(txt))
print(txt.substringData(1, 3))
txt.appendData("!"); txt.insertData(0, ">"); print(repr(txt.data))
txt.deleteData(0, 1); txt.replaceData(0, 2, "HE"); print(repr(txt.data))
print(root.toxml())
print(root.hasChildNodes(), txt.hasChildNodes(), txt.childNodes, txt.firstChild, txt.attributes)
pi = doc.createProcessingInstruction("xml-stylesheet", 'href="s.css"')
print(pi.nodeName, pi.nodeValue, pi.toxml())
bad = doc.createComment("a -- b")
try:
    bad.toxml()
except ValueError as ex:
    print("ValueError", ex)
ns = doc.createElementNS("urn:x", "x:thing")
ns.setAttributeNS("urn:y", "y:k", "v")
print(ns.tagName, ns.prefix, ns.localName, ns.namespaceURI, ns.getAttributeNS("urn:y", "k"), ns.toxml())
doc.unlink()
