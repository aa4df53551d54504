import io
import os
import tempfile
import xml.sax
import xml.sax.handler
from xml.sax import saxutils


class Trace(xml.sax.ContentHandler):
    def setDocumentLocator(self, locator):
        print("locator")

    def startDocument(self):
        print("startDocument")

    def endDocument(self):
        print("endDocument")

    def startElement(self, name, attrs):
        print("start", name, dict(attrs), attrs.getNames(), len(attrs),
              attrs.getType("x") if "x" in attrs else None, attrs.get("missing", "-"))

    def endElement(self, name):
        print("end", name)

    def characters(self, content):
        print("chars", repr(content))

    def processingInstruction(self, target, data):
        print("pi", target, data)

    def startElementNS(self, name, qname, attrs):
        print("startNS", name, qname, dict(attrs), attrs.getQNames())

    def endElementNS(self, name, qname):
        print("endNS", name, qname)

    def startPrefixMapping(self, prefix, uri):
        print("prefix", prefix, uri)

    def endPrefixMapping(self, prefix):
        print("endPrefix", prefix)


doc = (b'<?xml version="1.0"?><!DOCTYPE r><r x="1" xmlns:p="urn:p"><!--c-->'
       b'<p:a p:k="v">t\nu</p:a><?pi d?><![CDATA[c\nd]]>\n\n  x</r>')
xml.sax.parseString(doc, Trace())
for bad in ["<a></b>", "<a>", "", "<a/><b/>", "<a x='1' x='2'/>"]:
    try:
        xml.sax.parseString(bad, Trace())
    except xml.sax.SAXParseException as e:
        print(type(e).__name__, e, e.getLineNumber(), e.getColumnNumber(), e.getMessage(), e.getSystemId())

parser = xml.sax.make_parser()
print(parser.getFeature(xml.sax.handler.feature_namespaces))
parser.setFeature(xml.sax.handler.feature_namespaces, True)
parser.setContentHandler(Trace())
parser.feed(doc)
parser.close()
try:
    parser.getFeature("urn:nope")
except xml.sax.SAXNotRecognizedException as e:
    print("SAXNotRecognizedException", e)
e = xml.sax.SAXException("msg")
print(str(e), repr(e), e.getMessage(), e.getException())


class Collect(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.items = []
        self.buf = None

    def startElement(self, name, attrs):
        if name == "item":
            self.buf = []
            self.attrs = dict(attrs)

    def characters(self, content):
        if self.buf is not None:
            self.buf.append(content)

    def endElement(self, name):
        if name == "item":
            self.items.append((self.attrs, "".join(self.buf)))
            self.buf = None


d = tempfile.mkdtemp()
path = os.path.join(d, "list.xml")
with open(path, "w") as f:
    f.write('<list><item n="1">one &amp; only</item>\n<item n="2" c="x">two\nlines</item></list>')
c = Collect()
xml.sax.parse(path, c)
print(c.items)
c = Collect()
with open(path, "rb") as f:
    xml.sax.parse(f, c)
print(len(c.items))
os.remove(path)
os.rmdir(d)

out = io.StringIO()
xml.sax.parseString(b'<a x="&lt;1&gt;"><b>t &amp; u</b><c/></a>',
                    saxutils.XMLGenerator(out, short_empty_elements=True))
print(out.getvalue())


class Lex(xml.sax.handler.LexicalHandler):
    def comment(self, content):
        print("comment", repr(content))

    def startCDATA(self):
        print("startCDATA")

    def endCDATA(self):
        print("endCDATA")


p = xml.sax.make_parser()
p.setProperty(xml.sax.handler.property_lexical_handler, Lex())
p.setContentHandler(xml.sax.ContentHandler())
p.parse(io.BytesIO(b"<r><!-- hi --><![CDATA[z]]></r>"))


class Pieces(xml.sax.ContentHandler):
    def characters(self, content):
        print("piece", repr(content))


xml.sax.parseString(b"<p>a &amp; b&#33;\n&lt;c&gt; d</p>", Pieces())
