import xml.etree.ElementTree as ET

doc = """<data>
  <country name="Liechtenstein">
    <rank>1</rank><year>2008</year><gdppc>141100</gdppc>
    <neighbor name="Austria" direction="E"/>
    <neighbor name="Switzerland" direction="W"/>
  </country>
  <country name="Singapore">
    <rank>4</rank><year>2011</year><gdppc>59900</gdppc>
    <neighbor name="Malaysia" direction="N"/>
  </country>
  <country name="Panama">
    <rank>68</rank><year>2011</year><gdppc>13600</gdppc>
    <neighbor name="Costa Rica" direction="W"/>
    <neighbor name="Colombia" direction="E"/>
  </country>
</data>"""
root = ET.fromstring(doc)

def names(es):
    return [(e.tag, e.get("name")) for e in es]

for path in ["country", "*", ".", "./country", "country/rank", ".//neighbor",
             ".//neighbor[@direction='W']", "country[@name='Panama']/year",
             ".//year/..", "country[rank]", "country[rank='4']", "country[1]",
             "country[2]", "country[last()]", "country[last()-1]",
             "country/neighbor[2]", "*/neighbor[@name]", "*/*[@direction]",
             ".//*[@name='Malaysia']", "nothing", "country/", ".//rank/..[@name='Panama']",
             "country[.='x']", "country/rank[.='68']", ".//neighbor[@direction!='W']",
             "country/*"]:
    print(path, names(root.findall(path)))
print(root.find("country").get("name"), root.find("zzz"))
print(root.findtext("country/rank"), repr(root.findtext("zzz")), root.findtext("zzz", "dflt"))
print(repr(ET.fromstring("<a><b/></a>").findtext("b")))
print([e.get("name") for e in root.iterfind("country")])
print([e.text for e in root.iter("rank")])
print(len(list(root.iter())), len(list(root.iter("*"))))
print([t for t in ET.fromstring("<a>x<b>y</b>z<c>w<d>v</d></c>u</a>").itertext()])
tree = ET.ElementTree(root)
print(names(tree.findall("country")), names(tree.findall(".//neighbor"))[:2])
for bad in ["/country", "country[0]", "country[@name=]", "a//"]:
    try:
        print(bad, root.findall(bad))
    except SyntaxError as e:
        print(bad, "SyntaxError", e)
