"""Helpers for SAX: escaping text and attribute values, and XMLGenerator,
a ContentHandler that writes the events it receives back out as XML."""

import io
import sys

from xml.sax import handler, xmlreader


def _replace_all(text, pairs):
    for old, new in pairs:
        if old in text:
            text = text.replace(old, new)
    return text


def escape(data, entities={}):
    """`data` with &, < and > (and the keys of `entities`) replaced by
    entity references."""
    data = _replace_all(data, (('&', '&amp;'), ('>', '&gt;'), ('<', '&lt;')))
    return _replace_all(data, entities.items())


def unescape(data, entities={}):
    """The reverse of escape(): &lt;, &gt; (and `entities`), then &amp;."""
    data = _replace_all(data, (('&lt;', '<'), ('&gt;', '>')))
    data = _replace_all(data, entities.items())
    return data.replace('&amp;', '&')


def quoteattr(data, entities={}):
    """`data` escaped and quoted for use as an attribute value; the quote
    chosen is one the value does not contain when possible."""
    table = dict(entities)
    table.update({'\n': '&#10;', '\r': '&#13;', '\t': '&#9;'})
    data = escape(data, table)
    if '"' not in data:
        return '"' + data + '"'
    if "'" not in data:
        return "'" + data + "'"
    return '"' + data.replace('"', '&quot;') + '"'


def _text_writer(out, encoding):
    if out is None:
        return sys.stdout
    if isinstance(out, io.TextIOBase):
        return out
    binary = isinstance(out, (io.RawIOBase, io.BufferedIOBase)) or 'b' in getattr(out, 'mode', '')
    if binary:
        return io.TextIOWrapper(out, encoding=encoding, errors='xmlcharrefreplace',
                                newline='\n', write_through=True)
    return out


class XMLGenerator(handler.ContentHandler):
    """A content handler that writes what it receives as XML text to `out`
    (sys.stdout by default; a binary stream gets `encoding`). With
    short_empty_elements an element with no content is written <a/>."""

    def __init__(self, out=None, encoding='iso-8859-1', short_empty_elements=False):
        handler.ContentHandler.__init__(self)
        stream = _text_writer(out, encoding)
        self._put = stream.write
        self._done = getattr(stream, 'flush', None)
        self._charset = encoding
        self._short = short_empty_elements
        self._tag_open = False          # '<name attrs' written, '>' not yet
        self._prefixes = [{}]           # uri -> prefix, one map per mapping scope
        self._fresh = []                # (prefix, uri) to declare on the next element

    def _finish_tag(self):
        if self._tag_open:
            self._put('>')
            self._tag_open = False

    def _spelled(self, pair):
        uri, local = pair
        if not uri:
            return local
        if uri == 'http://www.w3.org/XML/1998/namespace':
            return 'xml:' + local
        prefix = self._prefixes[-1].get(uri)
        return f'{prefix}:{local}' if prefix else local

    def _open_tag(self, name, pairs, declarations=()):
        self._finish_tag()
        text = '<' + name
        for prefix, uri in declarations:
            text += f" {'xmlns:' + prefix if prefix else 'xmlns'}={quoteattr(uri)}"
        for key, value in pairs:
            text += f' {key}={quoteattr(value)}'
        if self._short:
            self._tag_open = True
        else:
            text += '>'
        self._put(text)

    def _close_tag(self, name):
        if self._tag_open:
            self._tag_open = False
            self._put('/>')
        else:
            self._put(f'</{name}>')

    def _as_text(self, content):
        return content if isinstance(content, str) else str(content, self._charset)

    def startDocument(self):
        self._put(f'<?xml version="1.0" encoding="{self._charset}"?>\n')

    def endDocument(self):
        if self._done is not None:
            self._done()

    def startPrefixMapping(self, prefix, uri):
        scope = dict(self._prefixes[-1])
        scope[uri] = prefix
        self._prefixes.append(scope)
        self._fresh.append((prefix, uri))

    def endPrefixMapping(self, prefix):
        if len(self._prefixes) > 1:
            self._prefixes.pop()

    def startElement(self, name, attrs):
        self._open_tag(name, attrs.items())

    def endElement(self, name):
        self._close_tag(name)

    def startElementNS(self, name, qname, attrs):
        declarations, self._fresh = self._fresh, []
        pairs = [(self._spelled(key), value) for key, value in attrs.items()]
        self._open_tag(self._spelled(name), pairs, declarations)

    def endElementNS(self, name, qname):
        self._close_tag(self._spelled(name))

    def characters(self, content):
        if content:
            self._finish_tag()
            self._put(escape(self._as_text(content)))

    def ignorableWhitespace(self, content):
        if content:
            self._finish_tag()
            self._put(self._as_text(content))

    def processingInstruction(self, target, data):
        self._finish_tag()
        self._put(f'<?{target} {data}?>')


class XMLFilterBase(xmlreader.XMLReader):
    """Sits between a parent reader and the handlers: every event passes
    through unchanged unless a subclass overrides its method."""

    def __init__(self, parent=None):
        xmlreader.XMLReader.__init__(self)
        self._upstream = parent

    def getParent(self):
        return self._upstream

    def setParent(self, parent):
        self._upstream = parent

    def parse(self, source):
        upstream = self._upstream
        upstream.setContentHandler(self)
        upstream.setErrorHandler(self)
        upstream.setEntityResolver(self)
        upstream.setDTDHandler(self)
        upstream.parse(source)

    def __getattr__(self, name):
        # Events (and feature/property questions) go on to where they belong.
        targets = {'error': 'getErrorHandler', 'fatalError': 'getErrorHandler',
                   'warning': 'getErrorHandler', 'notationDecl': 'getDTDHandler',
                   'unparsedEntityDecl': 'getDTDHandler',
                   'resolveEntity': 'getEntityResolver'}
        if name.startswith('_'):
            raise AttributeError(name)
        if name in targets:
            return getattr(getattr(self, targets[name])(), name)
        if name in vars(handler.ContentHandler) or name == 'setDocumentLocator':
            return getattr(self.getContentHandler(), name)
        raise AttributeError(name)


def prepare_input_source(source, base=''):
    """An InputSource for a file name, path, open file or InputSource."""
    import xml.sax
    return xml.sax._input_source(source, base)
