import io
from xml.sax import saxutils
from xml.sax.saxutils import XMLGenerator, escape, quoteattr, unescape
from xml.sax.xmlreader import AttributesImpl

print(escape('a<b>&c"d\''), escape("x\ny", {"\n": "&#10;"}), escape("plain"))
print(unescape("&lt;&amp;amp;&gt;&quot;"), unescape("&lt;&foo;", {"&foo;": "F"}), unescape(escape("<&>")))
for value in ["plain", 'has "dq"', "has 'sq'", "both ' \"", "nl\nt\tcr\r", "<&>"]:
    print(quoteattr(value), quoteattr(value, {"a": "&#97;"}))

out = io.StringIO()
g = XMLGenerator(out, "utf-8", short_empty_elements=True)
g.startDocument()
g.startElement("root", AttributesImpl({"a": "1<", "b": 'q"'}))
g.characters("hi & bye")
g.startElement("e", AttributesImpl({}))
g.endElement("e")
g.ignorableWhitespace("\n  ")
g.processingInstruction("pi", "data")
g.startElement("f", AttributesImpl({}))
g.characters("")
g.endElement("f")
g.endElement("root")
g.endDocument()
print(repr(out.getvalue()))

out = io.StringIO()
g = XMLGenerator(out)
g.startDocument()
g.startElement("r", {})
g.startElement("s", {})
g.endElement("s")
g.endElement("r")
print(repr(out.getvalue()))

raw = io.BytesIO()
g = XMLGenerator(raw, "utf-8")
g.startDocument()
g.startElement("r", {"k": "é"})
g.characters("ü & ß")
g.endElement("r")
g.endDocument()
print(raw.getvalue())

out = io.StringIO()
g = XMLGenerator(out, "utf-8")
g.startPrefixMapping("p", "urn:p")
g.startElementNS(("urn:p", "item"), "p:item", AttributesImpl({("urn:p", "k"): "v"}))
g.characters("x")
g.endElementNS(("urn:p", "item"), "p:item")
g.endPrefixMapping("p")
print(repr(out.getvalue()))

import xml.sax


class Upper(saxutils.XMLFilterBase):
    def characters(self, content):
        self.getContentHandler().characters(content.upper())

    def startElement(self, name, attrs):
        self.getContentHandler().startElement(name.replace("old", "new"), attrs)

    def endElement(self, name):
        self.getContentHandler().endElement(name.replace("old", "new"))


out = io.StringIO()
f = Upper(xml.sax.make_parser())
print(f.getParent() is not None)
f.setContentHandler(XMLGenerator(out, "utf-8"))
f.parse(io.BytesIO(b'<old a="x">text <b>bold</b> &amp; tail</old>'))
print(out.getvalue())
src = saxutils.prepare_input_source(io.BytesIO(b"<a/>"))
print(type(src).__name__, src.getSystemId(), src.getByteStream() is not None, src.getCharacterStream())
