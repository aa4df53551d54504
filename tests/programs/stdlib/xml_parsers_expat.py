import xml.parsers.expat as E
def trace(p):
    ev = []
    for h in ['StartElementHandler','EndElementHandler','CharacterDataHandler','CommentHandler','ProcessingInstructionHandler','StartCdataSectionHandler','EndCdataSectionHandler','XmlDeclHandler','StartDoctypeDeclHandler','EndDoctypeDeclHandler','StartNamespaceDeclHandler','EndNamespaceDeclHandler']:
        setattr(p, h, (lambda h: lambda *a: ev.append((h[:-7],)+a))(h))
    return ev
p = E.ParserCreate(); ev = trace(p)
print(p.Parse('<?xml version="1.0" encoding="utf-8" standalone="yes"?>\n<!DOCTYPE r SYSTEM "r.dtd" [<!ENTITY e "E">]>\n<r a="1" b="2">x&amp;y<!--c--><?pi data?><![CDATA[c\nd]]>\n<s/></r>'), ev)
p = E.ParserCreate(); ev = trace(p)
print(p.Parse('<r>ab'), ev); print(p.Parse('c</r>'), ev); print(p.Parse('', True), ev)
p = E.ParserCreate(); ev = trace(p)
p.Parse('<r>ab'); p.Parse('cd'); print(ev)
p = E.ParserCreate()
try: p.Parse('<r>', True)
except E.ExpatError as e: print(e, e.code, e.lineno, e.offset, p.ErrorCode, p.ErrorLineNumber, p.ErrorColumnNumber)
p = E.ParserCreate(); ev = trace(p)
try: p.Parse('<a><b></a>')
except E.ExpatError as e: print(e, ev)
p = E.ParserCreate(); ev = trace(p); p.Parse(b'<r>\xc3\xa9</r>', True); print(ev)
p = E.ParserCreate(); print(p.buffer_text, p.ordered_attributes, p.specified_attributes, p.namespace_prefixes, p.buffer_size)
print(E.errors.XML_ERROR_SYNTAX, E.errors.codes[E.errors.XML_ERROR_SYNTAX], len(E.errors.messages), E.errors.messages[7])
print(E.ErrorString(2), E.ErrorString(7))
p = E.ParserCreate(); p.buffer_text = True; ev = trace(p)
p.Parse('<r>a\nb &amp; c<![CDATA[x]]>y<!--k-->z</r>', True); print(ev)
p = E.ParserCreate(); p.buffer_text = True; ev = []
p.CharacterDataHandler = lambda d: ev.append(d)
p.Parse('<r>a\nb &amp; c<![CDATA[x]]>y<!--k-->z</r>', True); print(ev)
p = E.ParserCreate(namespace_separator=' '); ev = trace(p)
p.Parse('<r xmlns="u" xmlns:q="v" q:a="1" b="2"><q:s/><t/></r>', True); print(ev)
p = E.ParserCreate(); p.ordered_attributes = True; ev = trace(p)
p.Parse('<r b="1" a="2"/>', 1); print(ev)
p = E.ParserCreate(); ev = trace(p)
p.Parse('<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://x/y.dtd"><html/>', True); print(ev)
items = []
p = E.ParserCreate()
p.StartElementHandler = lambda name, attrs: items.append((name, attrs))
p.Parse("<feed><entry id='1'/><entry id='2'/></feed>")
print(items)

# A document fed in pieces reports as it goes.
docs = ['<?xml version="1.0"?><list><item n="1">one &amp; two</item><item n="2"/><!-- c --></list>',
        '<r>\n  <a x="&lt;">t</a>\n  <![CDATA[raw <b>]]>\n</r>']
for doc in docs:
    for cuts in ([], [5], [3, 17, 30], [10, 20]):
        for buffered in (False, True):
            p = E.ParserCreate()
            p.buffer_text = buffered
            ev = trace(p)
            pieces = [doc[a:b] for a, b in zip([0] + cuts, cuts + [len(doc)])]
            for k, piece in enumerate(pieces):
                p.Parse(piece, k == len(pieces) - 1)
            print(len(pieces), buffered, ev)
p = E.ParserCreate()
ev = trace(p)
p.ParseFile(__import__("io").BytesIO(b"<f><g>h</g></f>"))
print(ev)
try:
    p.Parse("<x/>", True)
except E.ExpatError as e:
    print("ExpatError", e.code, E.ErrorString(e.code))
print(E.EXPAT_VERSION.startswith("expat_"), E.error is E.ExpatError, E.errors.XML_ERROR_TAG_MISMATCH)
