from html.parser import HTMLParser


class Logger(HTMLParser):
    def handle_starttag(self, tag, attrs):
        print("start", tag, attrs, repr(self.get_starttag_text()), self.getpos())

    def handle_endtag(self, tag):
        print("end", tag, self.getpos())

    def handle_startendtag(self, tag, attrs):
        print("startend", tag, attrs)

    def handle_data(self, data):
        print("data", repr(data), self.getpos())

    def handle_comment(self, data):
        print("comment", repr(data))

    def handle_entityref(self, name):
        print("entityref", name)

    def handle_charref(self, name):
        print("charref", name)

    def handle_decl(self, decl):
        print("decl", repr(decl))

    def handle_pi(self, data):
        print("pi", repr(data))

    def unknown_decl(self, data):
        print("unknown_decl", repr(data))


DOC = """<!DOCTYPE html>
<html lang="en">
<head><meta charset=utf-8><title>T &amp; T</title>
<style>p > a { color: red }</style>
<script type="text/javascript">if (a < b && c > d) { x = "</div>"; }</script>
</head>
<body class='main page' data-x = "1" hidden>
<!-- a comment -- still -->
<p id=intro>Hello&nbsp;world &copy; 2024 &#169; &#xA9; &unknown; a&b</p>
<img src="a.png" alt="A &quot;quoted&quot; alt"/>
<br>
<br/>
<INPUT TYPE=checkbox CHECKED>
<?xml version="1.0"?>
<![CDATA[raw <stuff>]]>
<a href="/x?a=1&amp;b=2">link</a >
</BODY>
</html>
"""

for cc in (True, False):
    print("=== convert_charrefs", cc)
    p = Logger(convert_charrefs=cc)
    p.feed(DOC)
    p.close()

print("=== chunked")
p = Logger()
for i in range(0, len(DOC), 7):
    p.feed(DOC[i:i + 7])
p.close()

print("=== odd inputs")
for text in ["a < b", "x &amp", "<a", "<!-- open", "</>", "</ b>", "<a b='1>",
             "<p/>text", "&#", "&#12", "<![if !IE]>x<![endif]>", "<!x>", "<a =b c==d e=>",
             "<script>x</script >y", "<SCRIPT>a</Script>", "<style>unterminated",
             "<a\nhref='x'\n>\nz"]:
    print("---", repr(text))
    p = Logger(convert_charrefs=False)
    p.feed(text)
    p.close()


class Links(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self.links.append(dict(attrs).get("href"))

    def handle_data(self, data):
        if data.strip():
            self.text.append(data.strip())


q = Links()
q.feed(DOC)
q.close()
print(q.links, q.text)
p = HTMLParser()
p.feed("<b>x</b>")
p.close()
print(p.getpos(), p.lasttag, p.CDATA_CONTENT_ELEMENTS, p.convert_charrefs)
p.reset()
print(p.getpos(), p.rawdata == "")
try:
    HTMLParser(False)
except TypeError as e:
    print("TypeError", e)
try:
    Logger().feed("<![bogus x]>")
except AssertionError as e:
    print("AssertionError", e)
