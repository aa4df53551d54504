"""SAX 2: parse XML into calls on a ContentHandler (startElement,
characters, endElement, ...). parse() and parseString() run corral's XML
reader; make_parser() gives the reader object itself. The submodules
xml.sax.handler (the handler interfaces, feature names) and
xml.sax.xmlreader (reader interfaces, attributes, InputSource) are made
here too: corral cannot import a package's submodule while the package
itself is still being imported.

Character data reaches characters() in the pieces expat reports: one
line at a time (each line break a call of its own), each reference's text
a piece of its own."""

import io
import sys
import types
from xml.parsers.expat import _lines

# ---------------------------------------------------------------- handler
#
# The handler interfaces are classes of do-nothing methods a program
# overrides; they are made from these tables (method name: its parameters).

def _interface(name, doc, methods, extra=None):
    body = {'__module__': 'xml.sax.handler', '__doc__': doc}
    for method, params in methods.items():
        def nothing(self, *args):
            return None
        nothing.__name__ = nothing.__qualname__ = method
        nothing.__doc__ = f'{method}({params}): override to act on it.'
        body[method] = nothing
    body.update(extra or {})
    return type(name, (), body)


def _keep_locator(self, locator):
    self._locator = locator


def _no_locator_yet(self):
    self._locator = None


ContentHandler = _interface(
    'ContentHandler', 'Receives the content of a document, event by event.',
    {'startDocument': '', 'endDocument': '', 'startPrefixMapping': 'prefix, uri',
     'endPrefixMapping': 'prefix', 'startElement': 'name, attrs', 'endElement': 'name',
     'startElementNS': 'name, qname, attrs', 'endElementNS': 'name, qname',
     'characters': 'content', 'ignorableWhitespace': 'whitespace',
     'processingInstruction': 'target, data', 'skippedEntity': 'name'},
    {'__init__': _no_locator_yet, 'setDocumentLocator': _keep_locator})
DTDHandler = _interface(
    'DTDHandler', 'Receives notation and unparsed entity declarations.',
    {'notationDecl': 'name, publicId, systemId',
     'unparsedEntityDecl': 'name, publicId, systemId, ndata'})
LexicalHandler = _interface(
    'LexicalHandler', 'Receives comments, CDATA section bounds and the DTD.',
    {'comment': 'content', 'startDTD': 'name, public_id, system_id', 'endDTD': '',
     'startCDATA': '', 'endCDATA': ''})
EntityResolver = _interface(
    'EntityResolver', 'Resolves external entities: to their system id unless overridden.',
    {}, {'resolveEntity': lambda self, publicId, systemId: systemId})


def _raise_it(self, exception):
    raise exception


ErrorHandler = _interface(
    'ErrorHandler', 'Receives parse problems: errors and fatal errors are raised, '
    'warnings printed.', {},
    {'error': _raise_it, 'fatalError': _raise_it,
     'warning': lambda self, exception: print(exception)})

version = '2.0beta'
_FEATURES = 'namespaces namespace-prefixes string-interning validation ' \
            'external-general-entities external-parameter-entities'.split()
_PROPERTIES = 'lexical-handler declaration-handler dom-node xml-string'.split()
for _word, _short in zip(_FEATURES, ['namespaces', 'namespace_prefixes', 'string_interning',
                                     'validation', 'external_ges', 'external_pes']):
    globals()['feature_' + _short] = 'http://xml.org/sax/features/' + _word
for _word in _PROPERTIES:
    globals()['property_' + _word.replace('-', '_')] = 'http://xml.org/sax/properties/' + _word
property_encoding = 'http://www.python.org/sax/properties/encoding'
property_interning_dict = 'http://www.python.org/sax/properties/interning-dict'
all_features = ['http://xml.org/sax/features/' + w for w in _FEATURES]
all_properties = [property_lexical_handler, property_dom_node, property_declaration_handler,
                  property_xml_string, property_encoding, property_interning_dict]
del _word, _short, _FEATURES, _PROPERTIES


# ---------------------------------------------------------------- xmlreader

class XMLReader:
    """A parser: give it handlers (and features, properties), then parse()."""

    def __init__(self):
        self._handlers = {'content': ContentHandler(), 'dtd': DTDHandler(),
                          'entity': EntityResolver(), 'error': ErrorHandler()}

    def parse(self, source):
        raise NotImplementedError('This method must be implemented!')

    def setLocale(self, locale):
        raise SAXNotSupportedException('Locale support not implemented')

    def getFeature(self, name):
        raise SAXNotRecognizedException(f"Feature '{name}' not recognized")

    def setFeature(self, name, state):
        raise SAXNotRecognizedException(f"Feature '{name}' not recognized")

    def getProperty(self, name):
        raise SAXNotRecognizedException(f"Property '{name}' not recognized")

    def setProperty(self, name, value):
        raise SAXNotRecognizedException(f"Property '{name}' not recognized")


def _handler_accessors(cls, title, key):
    def getter(self):
        return self._handlers[key]

    def setter(self, value):
        self._handlers[key] = value
    getter.__name__, setter.__name__ = 'get' + title, 'set' + title
    setattr(cls, getter.__name__, getter)
    setattr(cls, setter.__name__, setter)


for _title, _key in (('ContentHandler', 'content'), ('DTDHandler', 'dtd'),
                     ('EntityResolver', 'entity'), ('ErrorHandler', 'error')):
    _handler_accessors(XMLReader, _title, _key)
del _title, _key


class IncrementalParser(XMLReader):
    """A reader that can also take the document piece by piece: feed()
    then close(). parse() reads the whole source and feeds it."""

    def __init__(self, bufsize=2 ** 16):
        XMLReader.__init__(self)
        self._bufsize = bufsize

    def parse(self, source):
        source = _input_source(source)
        self.prepareParser(source)
        stream = source.getCharacterStream()
        if stream is None:
            stream = source.getByteStream()
        if stream is None:
            with open(source.getSystemId(), 'rb') as f:
                self.feed(f.read())
        else:
            self.feed(stream.read())
        self.close()

    def feed(self, data):
        raise NotImplementedError('This method must be implemented!')

    def prepareParser(self, source):
        raise NotImplementedError('prepareParser must be overridden!')

    def close(self):
        raise NotImplementedError('This method must be implemented!')

    def reset(self):
        raise NotImplementedError('This method must be implemented!')


class Locator:
    """Where the parser is in the document (corral's reader tells only with
    an error, so this says -1 and None)."""

    getColumnNumber = getLineNumber = lambda self: -1
    getPublicId = getSystemId = lambda self: None


class InputSource:
    """Where a document comes from: system and public ids, an encoding,
    a byte stream or a character stream."""

    def __init__(self, system_id=None):
        self._fields = {'SystemId': system_id}


for _field in ('SystemId', 'PublicId', 'Encoding', 'ByteStream', 'CharacterStream'):
    def _get(self, _field=_field):
        return self._fields.get(_field)

    def _set(self, value, _field=_field):
        self._fields[_field] = value
    _get.__name__, _set.__name__ = 'get' + _field, 'set' + _field
    setattr(InputSource, _get.__name__, _get)
    setattr(InputSource, _set.__name__, _set)
del _field, _get, _set


class AttributesImpl:
    """An element's attributes by name, every one of type CDATA."""

    def __init__(self, attrs):
        self._attrs = attrs

    def _known(self, name):
        if name not in self._attrs:
            raise KeyError(name)
        return name

    getValue = getValueByQName = __getitem__ = lambda self, name: self._attrs[name]
    getNameByQName = getQNameByName = _known
    getNames = getQNames = keys = lambda self: list(self._attrs)
    getLength = __len__ = lambda self: len(self._attrs)
    getType = lambda self, name: 'CDATA'
    __contains__ = lambda self, name: name in self._attrs
    get = lambda self, name, alternative=None: self._attrs.get(name, alternative)
    items = lambda self: list(self._attrs.items())
    values = lambda self: list(self._attrs.values())

    def copy(self):
        return type(self)(self._attrs)


class AttributesNSImpl(AttributesImpl):
    """Attributes keyed by (namespace uri, local name), with their qnames."""

    def __init__(self, attrs, qnames):
        self._attrs = attrs
        self._qnames = qnames

    def _key_of(self, qname):
        for key, spelled in self._qnames.items():
            if spelled == qname:
                return key
        raise KeyError(qname)

    getNameByQName = _key_of
    getValueByQName = lambda self, qname: self._attrs[self._key_of(qname)]
    getQNameByName = lambda self, name: self._qnames[name]
    getQNames = lambda self: list(self._qnames.values())

    def copy(self):
        return type(self)(self._attrs, self._qnames)


# ---------------------------------------------------------------- the package

__all__ = ['ContentHandler', 'ErrorHandler', 'InputSource', 'SAXException',
           'SAXNotRecognizedException', 'SAXNotSupportedException',
           'SAXParseException', 'SAXReaderNotAvailable', 'default_parser_list',
           'make_parser', 'parse', 'parseString']


class SAXException(Exception):
    """A SAX error or warning; `exception` is what caused it, if anything."""

    def __init__(self, msg, exception=None):
        Exception.__init__(self, msg)
        self._why = (msg, exception)

    getMessage = lambda self: self._why[0]
    getException = lambda self: self._why[1]
    __str__ = getMessage

    def __getitem__(self, ix):
        raise AttributeError('__getitem__')


class SAXParseException(SAXException):
    """Text that is not well-formed XML, and where in it the parser was."""

    def __init__(self, msg, exception, locator):
        SAXException.__init__(self, msg, exception)
        self._where = locator
        # Read now: a locator may move on.
        self._place = (locator.getSystemId(), locator.getLineNumber(),
                       locator.getColumnNumber())

    getSystemId = lambda self: self._place[0]
    getLineNumber = lambda self: self._place[1]
    getColumnNumber = lambda self: self._place[2]
    getPublicId = lambda self: self._where.getPublicId()

    def __str__(self):
        system_id, line, column = self._place
        return f"{system_id or '<unknown>'}:{line}:{column}: {self.getMessage()}"


class SAXNotRecognizedException(SAXException):
    pass


class SAXNotSupportedException(SAXException):
    pass


class SAXReaderNotAvailable(SAXNotSupportedException):
    pass


default_parser_list = ['xml.sax.expatreader']


class _ErrorLocation(Locator):
    def __init__(self, system_id, line, column):
        self._where = (system_id, line, column)

    def getSystemId(self):
        return self._where[0]

    def getLineNumber(self):
        return self._where[1]

    def getColumnNumber(self):
        return self._where[2]


class _ReaderLocator(Locator):
    def __init__(self, reader):
        self._reader = reader

    def getSystemId(self):
        return self._reader._system_id

    def getPublicId(self):
        return self._reader._public_id



class ExpatParser(IncrementalParser):
    """The SAX reader over corral's XML parser. The document is parsed at
    close(): fed pieces are gathered until then."""

    def __init__(self, namespaceHandling=0, bufsize=2 ** 16 - 20):
        IncrementalParser.__init__(self, bufsize)
        self._namespaces = namespaceHandling
        self._lexical = None
        self._chunks = []
        self._system_id = None
        self._public_id = None
        self._parsing = False
        self._interning = None

    def prepareParser(self, source):
        self._system_id = source.getSystemId()
        self._public_id = source.getPublicId()

    def getFeature(self, name):
        if name == handler.feature_namespaces:
            return self._namespaces
        if name in (handler.feature_namespace_prefixes, handler.feature_validation,
                    handler.feature_external_pes, handler.feature_string_interning,
                    handler.feature_external_ges):
            return 0
        raise SAXNotRecognizedException(f"Feature '{name}' not recognized")

    def setFeature(self, name, state):
        if self._parsing:
            raise SAXNotSupportedException('Cannot set features while parsing')
        if name == handler.feature_namespaces:
            self._namespaces = state
        elif name in (handler.feature_namespace_prefixes, handler.feature_validation,
                      handler.feature_external_pes, handler.feature_string_interning,
                      handler.feature_external_ges):
            if state:
                raise SAXNotSupportedException(f"expat does not support {name}")
        else:
            raise SAXNotRecognizedException(f"Feature '{name}' not recognized")

    def getProperty(self, name):
        if name == handler.property_lexical_handler:
            return self._lexical
        if name == handler.property_interning_dict:
            return self._interning
        if name == handler.property_xml_string:
            raise SAXNotSupportedException('This property is only available during a parse')
        raise SAXNotRecognizedException(f"Property '{name}' not recognized")

    def setProperty(self, name, value):
        if name == handler.property_lexical_handler:
            self._lexical = value
        elif name == handler.property_interning_dict:
            self._interning = value
        else:
            raise SAXNotRecognizedException(f"Property '{name}' not recognized")

    def parse(self, source):
        source = _input_source(source)
        self.reset()
        self.prepareParser(source)
        self._handlers['content'].setDocumentLocator(_ReaderLocator(self))
        IncrementalParser.parse(self, source)

    def feed(self, data, isFinal=False):
        if not self._parsing:
            self._parsing = True
            self._handlers['content'].startDocument()
        self._chunks.append(data)
        if isFinal:
            self.close()

    def reset(self):
        self._chunks = []
        self._parsing = False

    def close(self):
        if not self._parsing:
            self.feed(b'')
        chunks, self._chunks = self._chunks, []
        self._parsing = False
        if all(isinstance(c, str) for c in chunks):
            document = ''.join(chunks)
        else:
            document = b''.join(c.encode('utf-8') if isinstance(c, str) else bytes(c)
                                for c in chunks)
        self._deliver(document)

    def _deliver(self, document):
        import _xmlreader
        content = self._handlers['content']
        lexical = self._lexical
        # Per open element: (prefix -> uri in scope, prefixes it declared, name).
        scopes = [({'xml': 'http://www.w3.org/XML/1998/namespace'}, [], None)]
        for event in _xmlreader.events(document, True):
            kind = event[0]
            if kind == 0:
                flat = event[2] or ()
                pairs = list(zip(flat[0::2], flat[1::2]))
                if self._namespaces:
                    self._start_ns(content, scopes, event[1], pairs)
                else:
                    content.startElement(event[1], xmlreader.AttributesImpl(dict(pairs)))
            elif kind == 1:
                if self._namespaces:
                    self._end_ns(content, scopes, event[1])
                else:
                    content.endElement(event[1])
            elif kind == 2 or kind == 7:
                if kind == 7 and lexical is not None:
                    lexical.startCDATA()
                for piece in _lines(event[1]):
                    content.characters(piece)
                if kind == 7 and lexical is not None:
                    lexical.endCDATA()
            elif kind == 3:
                if lexical is not None:
                    lexical.comment(event[1])
            elif kind == 4:
                content.processingInstruction(event[1], event[2])
            elif kind == 9:
                _, code, message, line, column = event
                where = _ErrorLocation(self._system_id, line, column)
                self._handlers['error'].fatalError(SAXParseException(message, None, where))
                return
        content.endDocument()

    def _start_ns(self, content, scopes, qname, pairs):
        scope = dict(scopes[-1][0])
        declared = []
        plain = []
        for key, value in pairs:
            if key == 'xmlns' or key.startswith('xmlns:'):
                prefix = key[6:] or None
                scope[prefix or ''] = value or None
                declared.append((prefix, value or None))
            else:
                plain.append((key, value))
        for prefix, uri in declared:
            content.startPrefixMapping(prefix, uri)

        def split(name, is_attr):
            if ':' in name:
                prefix, local = name.split(':', 1)
                return (scope.get(prefix), local)
            return (None if is_attr else scope.get(''), name)

        values = {}
        qnames = {}
        for key, value in plain:
            name = split(key, True)
            values[name] = value
            qnames[name] = key
        name = split(qname, False)
        scopes.append((scope, declared, name))
        content.startElementNS(name, None, xmlreader.AttributesNSImpl(values, qnames))

    def _end_ns(self, content, scopes, qname):
        scope, declared, name = scopes.pop()
        content.endElementNS(name, None)
        for prefix, _ in reversed(declared):
            content.endPrefixMapping(prefix)


def create_parser(*args, **kwargs):
    return ExpatParser(*args, **kwargs)


def make_parser(parser_list=()):
    """A new SAX reader (always corral's; `parser_list` is not consulted)."""
    return ExpatParser()


def parse(source, handler, errorHandler=ErrorHandler()):
    """Parse `source` (a file name, path, or open file) into `handler`."""
    reader = make_parser()
    reader.setContentHandler(handler)
    reader.setErrorHandler(errorHandler)
    reader.parse(source)


def parseString(string, handler, errorHandler=ErrorHandler()):
    """Parse XML text (str or bytes) into `handler`."""
    reader = make_parser()
    reader.setContentHandler(handler)
    reader.setErrorHandler(errorHandler)
    source = InputSource()
    if isinstance(string, str):
        source.setCharacterStream(io.StringIO(string))
    else:
        source.setByteStream(io.BytesIO(string))
    reader.parse(source)


def _input_source(source, base=''):
    """An InputSource for a file name, path, open file or InputSource."""
    if isinstance(source, InputSource):
        return source
    made = InputSource()
    if hasattr(source, 'read'):
        if isinstance(source.read(0), str):
            made.setCharacterStream(source)
        else:
            made.setByteStream(source)
        name = getattr(source, 'name', None)
        if isinstance(name, str):
            made.setSystemId(name)
    else:
        import os
        made.setSystemId(os.fspath(source))
    return made


# The submodules, as module objects of their own (see the module doc).
def _submodule(name, doc, names):
    module = types.ModuleType('xml.sax.' + name, doc)
    for key in names.split():
        setattr(module, key, globals()[key])
    sys.modules[module.__name__] = module
    return module


handler = _submodule('handler', 'The SAX 2 handler interfaces and feature names.',
                     'ErrorHandler ContentHandler DTDHandler EntityResolver LexicalHandler '
                     'version all_features all_properties ' + ' '.join(
                         n for n in list(globals()) if n.startswith(('feature_', 'property_'))))
xmlreader = _submodule('xmlreader', 'The SAX reader interfaces and helper objects.',
                       'XMLReader IncrementalParser Locator InputSource AttributesImpl '
                       'AttributesNSImpl')
expatreader = _submodule('expatreader', "The SAX reader over corral's XML parser.",
                         'ExpatParser create_parser')
for _name in [n for n in list(globals()) if n.startswith(('feature_', 'property_'))] + [
        'version', 'all_features', 'all_properties', 'LexicalHandler']:
    del globals()[_name]
del _name, _submodule
