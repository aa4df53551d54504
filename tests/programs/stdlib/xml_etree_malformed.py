import xml.etree.ElementTree as ET
for s in ['<a>\u00e9\u4e2d</b>', '<a x="\u00e9"></b>', '<a>\r\n<b></c></a>', '<a>\t</b>', '<a/>\n\n  x', '<?xml version="1.0"?>\n<!DOCTYPE a>\n<a>&e;</a>', '<a><b/></a><!-- c -->\n', '<a>]]></a>', '<a>x</a >']:
    for v in (s, s.encode()):
        try:
            r = ET.fromstring(v); print(repr(s), "OK", ET.tostring(r))
        except ET.ParseError as e:
            print(repr(s), e)
import io
t = ET.ElementTree(ET.fromstring("<a><b>\u00e9</b></a>"))
f = io.BytesIO(); t.write(f, encoding="utf-8"); print(f.getvalue())
f = io.BytesIO(); t.write(f, encoding="latin-1"); print(f.getvalue())
print(ET.tostring(t.getroot(), encoding="ascii"))
for s in ["<a><b></b></a></a>", "<a>&#0;</a>", "<a>&lt</a>", "<a><</a>", "<a><!-- x </a>",
          "<a x='1></a>", "<a>\n  <b>\n</a>", "<1a/>", "<?xml version='1.0'?>\n<a>",
          "<!DOCTYPE r [<!ENTITY a \"&b;\"><!ENTITY b \"&a;\">]><r>&a;</r>"]:
    try:
        ET.fromstring(s)
    except ET.ParseError as e:
        print(repr(s), e, e.code)
