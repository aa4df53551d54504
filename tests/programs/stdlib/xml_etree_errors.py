import xml.etree.ElementTree as ET

cases = [
    "<a></b>",
    "<a><b></a>",
    "<a><b",
    "<a",
    "<a/><b/>",
    "<a/>junk",
    "<a>&foo;</a>",
    "",
    "abc",
    "<a>x",
    '<a b="1" b="2"/>',
    "<a b=1/>",
    "<root>\n  <x>\n  </y>\n</root>",
    "<x:a/>",
    "<a>\n</a>\n<b/>",
    "<a><b>text</b>",
    "   ",
]
for s in cases:
    try:
        r = ET.fromstring(s)
        print(repr(s), "OK", r.tag)
    except ET.ParseError as e:
        print(repr(s), "|", e, "|", e.position, e.code, isinstance(e, SyntaxError))
print(issubclass(ET.ParseError, SyntaxError))
try:
    ET.fromstring(b"<a>\xff\xfe</a>")
except ET.ParseError as e:
    print("bytes", e.code, type(e).__name__)
import io
try:
    ET.parse(io.StringIO("<r><x></r>"))
except ET.ParseError as e:
    print("parse", e)
ET.fromstring("<a></a><b/>")
