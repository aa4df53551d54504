import io
import xml.etree.ElementTree as ET

src = "<root><a id='1'>x</a><b><c/></b><!--k--><?p q?></root>"
for ev, el in ET.iterparse(io.StringIO(src)):
    print(ev, el.tag, el.attrib)
for ev, el in ET.iterparse(io.BytesIO(src.encode()), events=("start", "end")):
    print(ev, el.tag)
it = ET.iterparse(io.StringIO(src), events=("end", "comment", "pi"))
for ev, el in it:
    print(ev, el.tag if isinstance(el.tag, str) else el.text)
print(it.root.tag)
with open("ip.xml", "w") as f:
    f.write(src)
print([el.tag for _, el in ET.iterparse("ip.xml")])
try:
    for ev, el in ET.iterparse(io.StringIO("<r><a></a><b></r>")):
        print("got", ev, el.tag)
except ET.ParseError as e:
    print("ParseError", e)
try:
    ET.iterparse(io.StringIO(src), events=("bogus",))
except ValueError as e:
    print("ValueError", e)
pp = ET.XMLPullParser(events=("start", "end"))
pp.feed("<r><x>1</x>")
pp.feed("<y/></r>")
pp.close()
print([(ev, el.tag) for ev, el in pp.read_events()])
tree, ids = ET.XMLID("<r><a id='one'/><b id='two'><c/></b></r>")
print(tree.tag, sorted(ids))
