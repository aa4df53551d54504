import html
from html.entities import html5, name2codepoint, codepoint2name, entitydefs

print(html.escape('<a href="x">Tom & Jerry\'s</a>'))
print(html.escape('<a href="x">\'q\'</a>', quote=False))
print(html.escape(""), html.escape("plain"))
cases = [
    "&amp; &lt; &gt; &quot; &#39; &#x27;",
    "&amp &lt &gt &copy &COPY &reg",
    "&ampx &notit; &notin; &not; &notin &Aacute &aacute;",
    "&#65;&#x41;&#X41;&#0065 &#x41x",
    "&#0; &#13; &#128; &#x80; &#150; &#x9f; &#129; &#141;",
    "&#55296; &#xD800; &#1114112; &#x110000; &#99999999999;",
    "&#1; &#11; &#x7f; &#xfdd0; &#xfffe; &#x1ffff; &#x10ffff;",
    "& &; &#; &#x; &#xg; &# x",
    "&unknown; &zz &a",
    "&nbsp;&NotNestedGreaterGreater;&bne;&fjlig;",
    "&ThisIsAVeryLongNameThatIsLongerThanThirtyTwoCharacters;",
    "no refs here",
    "&&amp;&",
    "&lt;script&gt;alert(1)&lt;/script&gt;",
    "&eacute;t&eacute; &Eacute; &euro; &hellip; &mdash; &trade;",
]
for c in cases:
    print(repr(c), "->", ascii(html.unescape(c)))
print(len(html5), len(name2codepoint), len(codepoint2name), len(entitydefs))
print(html5["amp;"], html5["amp"], ascii(html5["fjlig;"]), "fjlig" in html5, html5["Aacute"])
print(name2codepoint["amp"], codepoint2name[8364], ascii(entitydefs["nbsp"]), entitydefs["lt"])
print(sorted(k for k in html5 if k.startswith("lt")))
print(html.__all__)
print(html.unescape(html.escape("<&>\"'")) == "<&>\"'")
