from html.parser import HTMLParser

# Generated inputs (random markup fragments fed in random chunks); each
# is parsed with and without convert_charrefs and every event is printed.
CASES = [['script.<img', " src=a alt='b c' d><!DOCTYPE html>]]></script>.é"], ["href/><br/>=='<p]]>41="], ['c="&notin;/>/\t<?]]>', '&lt;]'], ['-'], ['', '/'], ['', "><img src=a alt='b c' d><!DOCTY", 'PE html>;]]>é- </script&'], ['<b <!DOCTYPE html>&lt;&#?>script', '-<b &zz;&amp;'], ['><a', 'A<img ', "src=a alt='b c' d>", '<p'], ['<a>.&#x41;<\n\n'], ['<!', '&zz;<??>', '<aA/> '], ['<!--<?>', '<a href="x&amp;y">div'], ['<p<</<!DOCTYPE html>c="<script>\'&#x41;script ]', ']></script>'], ['?>&lt;<!'], ['?>\n<&#c="é41'], ["'<?.\t"], ['=', ''], ['<<im', "g src=a alt='b c' d>", '<br/><!---'], ['', '<b \n'], ['----<br/>', '<!', 'DOCTYPE ', 'html>xéhref-Ax'], ['<x y<', 'br/>&amp;<![if'], ['/>script &#x41;<!href\t<b ?></<p<p'], ['&amp&', 'amp;', ']&zz;<?', '&amp?><x y\t'], ['<', 'ax&hrefscript&lt;.<br/><br/><a&#\n'], ['', '&', '#?', '>'], ['&', '#x--</script'], ['x]]><!--&#65;<![if', '&notin;'], ['', '>', ''], ['>'], ['<', 'a<!', '[if41;x<a<a]]>'], ['', '--><b &#x41;hre', 'f<a.', ''], ['&#65;<!<!é<\t<a<b <b />'], ['?><![if', '<', '!--<!]', ''], ['</script<a href="x&amp;y">'], ['\t<b href>&'], ["<img src=a alt='b c' d><br/>&#65;<script>&a", 'mp<--41'], [' </script"<a', ' hre', 'f="x&amp;y"><!--&#65;]]><s', 'cript>&amp;;'], ['<![CDATA', '[c="c="<a href="x&amp;y"> \n<!&é;\n'], ['-->', '-./&zz;<a&#<x y'], ['href&#\n-?>', '<!/></scrip', 't', ''], [']]>;<a-/&#\t', '/&#x41;', '&zz;'], ['&lt;==', 'A>&lt;'], [" ><img src=a alt='b c' d>-&#&amp;<img src=a alt='b c' d>="], ['div]]><p/><s', 'tyle>&lt;/>c="--<a&#x41;'], ['&amp\'&zz;<<a href="x&amp;y">href<style>&zz;'], ['&&#<img src=a alt', "='b c", "' d>"], ['</script><br/><a href="x&amp;y">"<?.==&notin;&'], ['<![if<!x]]><!DOCTYPE html> />'], ['script', 'A&lt', ';</script>', '==<x y<!--'], ['<![if<x y'], ['&amp', ';<!<b 4', '1'], ['-->'], [']', ']>', ''], ['>\nc=', '"<a<![CDATA[c="/\'', ''], ['=</sc', 'ript<![if', '</script-&#x41;&notin;]', ']>'], ['</scriptscript&#x-<', '![ifs', 'cript/>"'], ['', '\n41.=<s', 'tyle></script&#A<script> ', ''], ['<!><', 's', 'tyle>', '/</script<?<style>c="Adiv'], ['<!DOCTYPE html>?>c="<?&#&am', 'p;h', 'ref<script>x'], [';<p ?><br/>>&ampx&notin;'], ['', ' '], ['&#', 'x41', ';'], ['&amp;<br/><script><p<script><![if'], ['<br/>&amp&', 'zz; &notin;</script<![C', 'DATA[>', '<!'], ['\n/><sty', 'le>/>\n</script\n.<style>'], ['/>c="-->\';\t; \n<', "img src=a alt='b c' d> <p"], ['<', '![if<', 'b &am', 'p'], ['==&zz;x <?/>&#x41;c=">'], ['A', '&#x41;--><', 'x y'], ['/', '>', '<a h', 'ref="x&amp;y"><!--</script>&#x41;- c="<a'], ["<br/></script>Ahref= 'div\n", ''], ['&#x&#x41;<p'], ['&#x41;<!DOCTYPE html><a'], ['<?<!DOCTYPE html><![CDATA[</script>-->', '<![CDATA['], ['</>&no', 'tin;/. '], ['--]--<? \t"<p'], ['<b c="-&zz', ';/><?'], ["&#div]]<img src=a alt='b c", "' d>"], ['x<!--<style>&notin;--<img', " src=a alt='b c' d><![CDATA["], ['<![i', "f'<", 'ac="'], ['<-->'], ['&#&#65;41<', '!--'], ["A'<style><a<!</script>", '<script>'], ['<a href="x&amp;y"><?'], ['<br/', '><p'], ['<?</script></<a href="x&amp;y"> &lt;<!<'], ['&am', 'p&#<!--script', '<s', 'tyle>'], [']]>c="&lt;', '<ascript\t&#65;<a hre', 'f', '="x&amp;y">/<!"'], ['<br/>\t</<![CDATA[<scrip', 't>?>&#x</s', 'cript<?'], ['', 'href&lt;&#script&#x', ''], ['', 'é//', '>"', ''], [']<?</é<![if;'], ['<', '![CDATA[<![ifhref&amp'], ['<pc="<![if<!DOCTYPE html>=<x y&amp;\t&zz;'], ['', '<', 'br', '/>'], ['', '-->'], [']]>x&#65;?><!DOCTY', 'PE', ' html>\t'], ['?>--<im', 'g src=a alt=', "'b c' d>]</sc", 'ript<x yx&#x<![ifx&amp;'], ['<br/>.-->&#&#<br/>&#', 'x41;<![ifA'], ['<a', ' href="x&amp;y">&amp; &amp;</script>'], ['</<&', '#', '&amp<![CDATA[><br/>/<p&<style>'], ['"scr', 'ipt', '&', 'amp;/>--hrefhref-->\n<!--<!--'], ['c="<x y<br/>-<img s', "rc=a alt='b c'", ' d><img src=a al', "t='b c' d>\n]]>"], ['=&lt;-', '\t;&#x'], ['--é<p<!DOCTYPE html', '>;<b <styl', 'e><b <![CDATA[', 'AA'], ['', '<a', ''], ['41<script><![if<a href=', '"x&amp;y">&notin;;&#x=&-->&#65;<![i', 'f'], [';&', 'zz', ';', ''], ['</scr', 'iptc="41<!DOCTYPE html>;&<?<![if'], ['---', '>--&#x41', ';', '<?'], ['--c="<!<style>=-éA\'\''], ['.&#xc=">&</script<', '/<style>'], ['>&lt;-c="<![CDATA['], ['<', 'styl', 'e>41==<style><b <!--<b &#]<p'], ['&lt;=<p]<x y&lt;<![CDATA[', '&amp', ';&zz;&<script>'], ['<!--c="<!--&#x41;', 'x<scri', 'pt', '>'], ['&zz;<br/>'], ['<a hr', 'ef="x&amp;y"><x y&#65;--', '>.<c=', '"'], ['></script--&zz;<c="div?>', '?>=&amp;'], ['";\n<!<![CDATA[</script&#x&#</href41'], ['&', 'l', "t;=<img src=a alt='b c' d>'<", '/'], ["<p '-->\né", ''], ['href\t</script>&]', "]>'&#<?'<", 'a href', '="x&amp;y">41/>'], ['&#6', '5;scr', 'ipt<i', "mg src=a alt='b c' d><b href&"], ['', "</script==</script<img src=a alt='b c' d>&#==</"], ['--]]', '>', '==&am', 'p;&zz;?>\t"'], ['c', '=', '"</scriptx/>]'], ["<img src=a alt='b", " c' d>'<\n<x y.=<x yx<b", ' '], ['</script<phref&notin;<!DOCTYPE html><b ]é<style>.</script>41'], ['', '?> ', '&#x41', ';<b '], ['</', 'script<', 'script>"', '-41;41'], ['&#65;&zz;<a--<', 'a&#x41;', 'x<', 'p'], ['&lt;]]>'], ['', '&zz;&zz;href&amp;&#xAdi', 'v', ''], ['<br/', '>', '=&#', 'x/>'], ['script&#65;<b &amp  <!'], ['41&#Ahref<![', 'if', '/>'], ['<p='], ['&#', 'x41;/>&zz;'], ['<?/-<!DOCTYPE html>'], ['', '&/'], ["?><img src=a alt='b c' d><a<!--<x y<![CDA", 'TA[</script>'], ["<img src=a alt='b c' ", 'd>=<x', ' y&n', 'otin;'], ['<<![if<?<br/>&notin;;====&amp;&#65;'], ['<!-', '- <', '!-', '-41&lt;'], ['</script><!--==&#x'], ['&zz;"&amp<img src=a alt=\'b c\' d><sty', 'le>41script&--><br/>'], [" </script&zz;&zz;- A>/>&#65; <img src=a alt='b c' d>"], ['&', 'amp;', 'hrefA', ''], ['&#<!DOCTYPE html>div]]><![if', 'x'], ['<style>', '<style>script<ascript&amp"]<x y<!--'], ['&', '#', 'x'], ['-"\'\tscriptc="'], ['/', "<?'==&#65", ';x', '41<a href="x&amp;y">'], ['<!DOCTYP', 'E h', 'tml>/=</sc', 'ript<!divA'], ['&amp;A<!--</&lt;'], ['&#65;===<?<script>', '\t<phref-->?', '><', 'br/>&notin;'], ['?><x y<![CDATA[divAdiv</script<!--</script</script<![CDATA[?>'], ['</&#x<![if', '<br/><![C', 'DATA[', '<![if'], ['é<a', '&am', 'p;', 'div.'], ['href'], ['&amp;<style>41&#65;<?&amp;', '<a<![if&', '#65;'], ['c="', '"&&lt;]?>Adiv<a<p'], ['A<!D', 'OCTYPE html><&#x&amp;<![if41>;'], [']', ']><x y</script<?=-->&notin;é'], ['><!D', 'OC', 'TYPE html', '>;41;'], ['&#x.&', 'notin;</'], ["href>'/>&notin;sc", 'ript'], ['&amp; </&l', 't;<p41<![if<x y;&#?>'], ['<img src=a alt=\'b c\' d>]]>?><b "&41div&zz;&not', 'in; &#'], ['</script>&#', '65;&#', 'x=='], ['é</s', 'cript'], ['&', '#65;&&#'], ['<a]]></s', 'cript<a</', 'script/<\t'], ['c="A<', 'b "&#x<a href="x&amp;y"> '], ['<', "![ifscript>'=="], ['<!DOCTYPE html><a hr', 'ef="x&amp;y">é<!<<scri', "pt></'<ascript"], ['==/</script&#x</scr', 'ipt><x y./>'], ['div\t<![CDA', 'TA['], ["script<img src=a alt='b c' d>&a", 'mp=', '=&zz;==<![if&amp;'], ['', '.é\t', '<script>'], ["&zz;</A]]>'", ';=', '\t', '>\t'], ['.c="><adi', 'v'], ['<style>é==<![if&amp;<br/>=</41<![', 'CDATA[', '/'], ['<a href="x&amp;y">é<scri', 'pt><b &lt;'], ['&', 'amp;"<scr', 'ipt', '>&notin;&#65;'], ['--&notin;', '\n&zz;/x<script><a href="x&amp;y">'], ['<!DOCTYPE html></script]/<&', 'amp', ';?></script=<b <?script'], ['/&#x', '41;'], ['di', 'vscri', 'pt.&', 'amp;?>'], ['', '<!--<br/>', '\n', '/"'], ["<!--A&notin;é'<!DOCTYPE html><?-\n<!<!=="], ['?>-->&a', "mp;'"], ['<?\n\t<!DOCTYPE ', 'h', 'tml>'], ["/>&#x41;'<script>\n<style><!?>"], ['&n', 'oti', 'n;'], ["></script']&amp</", 'script><?A&lt;&zz;'], ['--', '</'], ["<img src=a alt='b c' d>&amp;<![if"], ['', ';', ''], [';&amp<img src=a', " alt='b c' d></s", 'cript&#', '65;</41'], ['', ' '], ['', '\n', ''], ['<style>&n', 'otin', ';x</script&', 'zz;script&amp;'], ['<style>', '&zz;', ']]><?', 'x'], ['&', '#x-', '-'], ['', '/', '.', '>'], ["&#65;<a.\nscript&notin;-->&#65;div<img src=a alt='b", " c' d>--"], ['&amp<b c="<![CDATA[div<?<script', '></<script><!<', '!--'], ['&"<? ', 'href'], ['&zz;&amp;</script<b', ' ]<!--<![CDATA[c', '="=hrefé'], ['><?div--<a<?&#<', '/<!<scri', 'pt>.é'], ['&amp', '<a>/-', '->;'], ['', "<x y&#65;'", '&', 'lt;href'], ['&zz;', '\n<img src=a a', "lt='b c' d><a/></<br/><style>?><br/>", ''], [']]><!<!/c', '="x&#x', '41;</script>'], ['href', '>=\t &#'], ['&&amp;</script<<style><?<&amp;script<script>.'], ['<x yscript-&n', 'otin;==<!--&', 'amp--><p>'], ['" <x y""<!--<br/>&notin', ';<s', 'cript>c="A'], ['--]&#65;<style><scri', 'pt>'], ['-', "-;&zz;'"], ['', '<x ', 'y<p'], ["<img src=a alt='", "b c' d>&#", 'x41;href/"<br/>?>href</'], [']==&n', 'otin;', '<?&amp&zz;/>&amp--'], ['', '-', 'A', '-x'], [' <', '!', '<br/>'], ['hr', 'ef'], ['&#?>&amp/>&#65;<?<!&#x41;x</"&zz;'], ['', ' ', ''], ['<!', '-->-<st', 'yle>.href"'], ['c="-', '&lt;&#x&<?<![i', 'f<br/>', ''], ['&#x', '41', ';&notin;\n<style>&#xc=', '"='], ['&amp<scr', 'ipt><![CDATA[div=;>&#A'], ['<?&#;&<b href --script&ampscript'], ['<a', '<<a href="x&amp;y">', ''], ['', "'", ''], ['?>href', '/?', '>'], ['</\nscript<br/>&#65', ';<x y<br/>&amp&#'], ['c="]]>A-'], ['.>"'], ['<a&#', '-->><a href="x&amp;y">script41<a</script><!DOCTYPE html><'], ["<<img src=a alt='b ", "c' d><", '/script&a', 'mpc="&amp;'], ['<img src=a alt=\'b c\' d>c="<img src=a alt=\'b c\' d><phref<?-&zz;?>&amp<br/>'], ['', 'A'], ['<!<![if--</scr', 'ipt>&#', '65;&#'], ['41&#<a&lt;;\t'], ["<!--\n]'\n"], ['x<style>41&#x', "41;\n'--><p==---->"], ['', '<', ''], ['', ';<style>']]


class Log(HTMLParser):
    def __init__(self, cc):
        super().__init__(convert_charrefs=cc)
        self.ev = []

    def handle_starttag(self, t, a):
        self.ev.append(("s", t, a, self.get_starttag_text(), self.getpos()))

    def handle_endtag(self, t):
        self.ev.append(("e", t, self.getpos()))

    def handle_startendtag(self, t, a):
        self.ev.append(("se", t, a))

    def handle_data(self, d):
        self.ev.append(("d", d, self.getpos()))

    def handle_comment(self, d):
        self.ev.append(("c", d))

    def handle_entityref(self, d):
        self.ev.append(("er", d))

    def handle_charref(self, d):
        self.ev.append(("cr", d))

    def handle_decl(self, d):
        self.ev.append(("decl", d))

    def handle_pi(self, d):
        self.ev.append(("pi", d))

    def unknown_decl(self, d):
        self.ev.append(("ud", d))


for chunks in CASES:
    for cc in (True, False):
        p = Log(cc)
        try:
            for c in chunks:
                p.feed(c)
            p.close()
        except AssertionError as e:
            p.ev.append(("AssertionError", str(e)))
        print(ascii(p.ev))
