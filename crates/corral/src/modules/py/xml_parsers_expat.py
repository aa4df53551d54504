"""A stand-in for pyexpat over corral's own XML reader: ParserCreate()
gives a parser object whose handler attributes (StartElementHandler,
CharacterDataHandler, ...) are called as Parse() reads the document, and
ExpatError is raised for text that is not well-formed.

Character data comes in expat's pieces (a line at a time, each
reference's text on its own). Differences from expat: a document fed in
pieces is read again from its start at each Parse() and only what is new
is reported, so text or a CDATA section cut by a piece boundary may come
in other pieces than expat's; names are checked against namespace
declarations even without namespace_separator; DefaultHandler and the
DTD declaration handlers other than the DOCTYPE's start and end are never
called."""

import sys
import types

EXPAT_VERSION = 'expat_2.5.0'
version_info = (2, 5, 0)
native_encoding = 'UTF-8'
features = [('sizeof(XML_Char)', 1), ('sizeof(XML_LChar)', 1), ('XML_DTD', 0),
            ('XML_CONTEXT_BYTES', 1024), ('XML_NS', 0)]
XML_PARAM_ENTITY_PARSING_NEVER = 0
XML_PARAM_ENTITY_PARSING_UNLESS_STANDALONE = 1
XML_PARAM_ENTITY_PARSING_ALWAYS = 2


class ExpatError(Exception):
    """XML text that is not well formed. `code` is expat's error number,
    `lineno` (from 1) and `offset` (from 0) where it was found."""

    code = None
    lineno = None
    offset = None


error = ExpatError

# expat's error messages, by number from 1, each with its constant's name.
_ERRORS = """
NO_MEMORY | out of memory
SYNTAX | syntax error
NO_ELEMENTS | no element found
INVALID_TOKEN | not well-formed (invalid token)
UNCLOSED_TOKEN | unclosed token
PARTIAL_CHAR | partial character
TAG_MISMATCH | mismatched tag
DUPLICATE_ATTRIBUTE | duplicate attribute
JUNK_AFTER_DOC_ELEMENT | junk after document element
PARAM_ENTITY_REF | illegal parameter entity reference
UNDEFINED_ENTITY | undefined entity
RECURSIVE_ENTITY_REF | recursive entity reference
ASYNC_ENTITY | asynchronous entity
BAD_CHAR_REF | reference to invalid character number
BINARY_ENTITY_REF | reference to binary entity
ATTRIBUTE_EXTERNAL_ENTITY_REF | reference to external entity in attribute
MISPLACED_XML_PI | XML or text declaration not at start of entity
UNKNOWN_ENCODING | unknown encoding
INCORRECT_ENCODING | encoding specified in XML declaration is incorrect
UNCLOSED_CDATA_SECTION | unclosed CDATA section
EXTERNAL_ENTITY_HANDLING | error in processing external entity reference
NOT_STANDALONE | document is not standalone
UNEXPECTED_STATE | unexpected parser state - please send a bug report
ENTITY_DECLARED_IN_PE | entity declared in parameter entity
FEATURE_REQUIRES_XML_DTD | requested feature requires XML_DTD support in Expat
CANT_CHANGE_FEATURE_ONCE_PARSING | cannot change setting once parsing has begun
UNBOUND_PREFIX | unbound prefix
UNDECLARING_PREFIX | must not undeclare prefix
INCOMPLETE_PE | incomplete markup in parameter entity
XML_DECL | XML declaration not well-formed
TEXT_DECL | text declaration not well-formed
PUBLICID | illegal character(s) in public id
SUSPENDED | parser suspended
NOT_SUSPENDED | parser not suspended
ABORTED | parsing aborted
FINISHED | parsing finished
SUSPEND_PE | cannot suspend in external parameter entity
RESERVED_PREFIX_XML | reserved prefix (xml) must not be undeclared or bound to another namespace name
RESERVED_PREFIX_XMLNS | reserved prefix (xmlns) must not be declared or undeclared
RESERVED_NAMESPACE_URI | prefix must not be bound to one of the reserved namespace names
INVALID_ARGUMENT | invalid argument
NO_BUFFER | a successful prior call to function XML_GetBuffer is required
AMPLIFICATION_LIMIT_BREACH | limit on input amplification factor (from DTD and entities) breached
"""

errors = types.ModuleType('pyexpat.errors', 'expat error messages and their numbers')
errors.codes = {}
errors.messages = {}
for _number, _row in enumerate(_ERRORS.strip().splitlines(), 1):
    _name, _message = _row.split(' | ')
    setattr(errors, 'XML_ERROR_' + _name, _message)
    errors.codes[_message] = _number
    errors.messages[_number] = _message
del _number, _row, _name, _message

model = types.ModuleType('pyexpat.model', 'content model constants')
for _value, _name in enumerate('XML_CTYPE_EMPTY XML_CTYPE_ANY XML_CTYPE_MIXED '
                               'XML_CTYPE_NAME XML_CTYPE_CHOICE XML_CTYPE_SEQ'.split(), 1):
    setattr(model, _name, _value)
for _value, _name in enumerate('XML_CQUANT_NONE XML_CQUANT_OPT XML_CQUANT_REP '
                               'XML_CQUANT_PLUS'.split()):
    setattr(model, _name, _value)
del _value, _name
sys.modules.setdefault('xml.parsers.expat.errors', errors)
sys.modules.setdefault('xml.parsers.expat.model', model)


def ErrorString(code):
    """expat's message for error number `code`."""
    return errors.messages.get(code)


_HANDLERS = ('StartElementHandler EndElementHandler ProcessingInstructionHandler '
             'CharacterDataHandler UnparsedEntityDeclHandler NotationDeclHandler '
             'StartNamespaceDeclHandler EndNamespaceDeclHandler CommentHandler '
             'StartCdataSectionHandler EndCdataSectionHandler DefaultHandler '
             'DefaultHandlerExpand NotStandaloneHandler ExternalEntityRefHandler '
             'StartDoctypeDeclHandler EndDoctypeDeclHandler EntityDeclHandler '
             'XmlDeclHandler ElementDeclHandler AttlistDeclHandler '
             'SkippedEntityHandler').split()


def _declaration(text):
    """(version, encoding, standalone) of an XML declaration opening text."""
    if not text.startswith('<?xml'):
        return None
    end = text.find('?>')
    if end < 0:
        return None
    fields = {}
    rest = text[5:end]
    while '=' in rest:
        key, _, rest = rest.partition('=')
        rest = rest.lstrip()
        quote = rest[:1]
        value, _, rest = rest[1:].partition(quote)
        fields[key.strip()] = value
    standalone = {'yes': 1, 'no': 0}.get(fields.get('standalone'), -1)
    return fields.get('version'), fields.get('encoding'), standalone


def _doctype(body):
    """(name, system id, public id, has internal subset) of a DOCTYPE body."""
    body = body.strip()
    subset = '[' in body
    if subset:
        body = body[:body.index('[')]
    words = []
    while body.strip():
        body = body.strip()
        if body[0] in '"\'':
            close = body.find(body[0], 1)
            close = len(body) if close < 0 else close
            words.append(body[1:close])
            body = body[close + 1:]
        else:
            word, _, body = body.partition(' ')
            words.append(word)
    name = words[0] if words else ''
    system = public = None
    if len(words) > 2 and words[1] == 'PUBLIC':
        public, system = words[2], (words[3] if len(words) > 3 else None)
    elif len(words) > 2 and words[1] == 'SYSTEM':
        system = words[2]
    return name, system, public, int(subset)


def _unfinished_from(text):
    """Where markup or a reference left open at the end of text starts,
    or -1."""
    lt, amp = text.rfind('<'), text.rfind('&')
    open_tag = lt if lt >= 0 and text.find('>', lt) < 0 else -1
    open_ref = amp if amp >= 0 and text.find(';', amp) < 0 else -1
    candidates = [i for i in (open_tag, open_ref) if i >= 0]
    return min(candidates) if candidates else -1


def _position(text, index):
    """(line from 1, column from 0) of text[index]."""
    index = max(index, 0)
    line = text.count('\n', 0, index) + 1
    return line, index - (text.rfind('\n', 0, index) + 1)


def _lines(text):
    pieces = []
    for i, part in enumerate(text.split('\n')):
        if i:
            pieces.append('\n')
        if part:
            pieces.append(part)
    return pieces


class XMLParserType:
    """A parser made by ParserCreate(); set handler attributes, then Parse()."""

    def __init__(self, encoding=None, namespace_separator=None, intern=None):
        if namespace_separator is not None and len(namespace_separator) > 1:
            raise ValueError('namespace_separator must be at most one character, omitted, or None')
        for name in _HANDLERS:
            object.__setattr__(self, name, None)
        self._separator = namespace_separator
        self._received = []         # what Parse has been given
        self._reported = []         # the events already passed to handlers
        self._finished = False
        self._declared = False      # the XML declaration is behind us
        # Per open element: prefix -> uri in scope, and the prefixes it declared.
        self._scopes = [{'xml': 'http://www.w3.org/XML/1998/namespace'}]
        self._ns_stack = []
        self.buffer_text = False
        self.buffer_size = 8192
        self.ordered_attributes = False
        self.specified_attributes = False
        self.namespace_prefixes = False
        self.intern = {} if intern is None else intern
        self.ErrorCode = 0
        self.ErrorLineNumber = self.CurrentLineNumber = 1
        self.ErrorColumnNumber = self.CurrentColumnNumber = 0
        self.ErrorByteIndex = self.CurrentByteIndex = -1

    @property
    def buffer_used(self):
        return 0

    def SetParamEntityParsing(self, flag):
        return 1

    def UseForeignDTD(self, flag=True):
        pass

    def GetBase(self):
        return getattr(self, '_base', None)

    def SetBase(self, base):
        self._base = base

    def GetInputContext(self):
        return None

    def ParseFile(self, file):
        return self.Parse(file.read(), True)

    def Parse(self, data, isfinal=False):
        if self._finished:
            self._fail(36, 'parsing finished', 1, 0)
        self._received.append(data)
        chunks = self._received
        if all(isinstance(c, str) for c in chunks):
            text = ''.join(chunks)
        else:
            text = b''.join(c.encode('utf-8') if isinstance(c, str) else bytes(c)
                            for c in chunks)
        import _xmlreader
        events = _xmlreader.events(text, True)
        if isinstance(text, bytes):
            text = text.decode('utf-8', 'replace')
        failure = None
        if events and events[-1][0] == 9:
            failure = events.pop()
            # An unfinished document is no error until the last piece: what
            # fails at its last markup or reference may yet be completed.
            cut = _unfinished_from(text)
            if not isfinal and (failure[1] in (3, 5, 6, 20) or
                                (cut >= 0 and failure[3:5] >= _position(text, cut))):
                failure = None
        self._report(text, events)
        if failure is not None:
            self._finished = True
            _, code, message, line, column = failure
            self._fail(code, message, line, column)
        if isfinal:
            self._finished = True
        return 1

    def _fail(self, code, message, line, column):
        self.ErrorCode = code
        self.ErrorLineNumber, self.ErrorColumnNumber = line, column
        err = ExpatError(f'{message}: line {line}, column {column}')
        err.code, err.lineno, err.offset = code, line, column
        raise err

    def _report(self, text, events):
        """Call the handlers for what `events` has beyond what was reported."""
        calls = []
        waiting = '<?xml'.startswith(text) or (text.startswith('<?xml') and '?>' not in text)
        if not self._declared and not waiting:
            self._declared = True
            decl = _declaration(text)
            if decl is not None:
                calls.append(('XmlDeclHandler', decl))
        old = self._reported
        for i, event in enumerate(events):
            if i < len(old):
                before = old[i]
                if event == before:
                    continue
                if event[0] in (2, 7) and before[0] == event[0] and event[1].startswith(before[1]):
                    # Text that went on in this piece: only the rest is new.
                    event = (event[0], event[1][len(before[1]):], True)
                else:
                    continue
            calls.extend(self._calls_for(event))
        # Text cut short by a piece ending inside markup is missing from
        # `events` but was reported: keep it, to report only what follows.
        self._reported = list(events) + old[len(events):]
        self._dispatch(calls)

    def _calls_for(self, event):
        kind = event[0]
        if kind == 0:
            return [('start', event[1], event[2] or ())]
        if kind == 1:
            return [('end', event[1])]
        if kind == 2:
            return [('text', event[1])]
        if kind == 7:
            continued = len(event) > 2
            calls = [] if continued else [('StartCdataSectionHandler', ())]
            return calls + [('text', event[1]), ('EndCdataSectionHandler', ())]
        if kind == 3:
            return [('CommentHandler', (event[1],))]
        if kind == 4:
            return [('ProcessingInstructionHandler', (event[1], event[2]))]
        if kind == 8:
            return [('StartDoctypeDeclHandler', _doctype(event[1])),
                    ('EndDoctypeDeclHandler', ())]
        return []

    def _dispatch(self, calls):
        pending = []

        def flush():
            text = ''.join(pending)
            if text and self.CharacterDataHandler is not None:
                self.CharacterDataHandler(text)
            pending.clear()

        for call in calls:
            what = call[0]
            if what == 'text':
                if self.buffer_text:
                    pending.append(call[1])
                elif self.CharacterDataHandler is not None:
                    for piece in _lines(call[1]):
                        self.CharacterDataHandler(piece)
                continue
            if what == 'start':
                self._start(call[1], call[2], flush)
            elif what == 'end':
                self._end(call[1], flush)
            else:
                handler = getattr(self, what)
                if handler is not None:
                    flush()
                    handler(*call[1])
        flush()

    def _split(self, qname, scope, is_attr):
        if self._separator is None:
            return qname
        prefix, _, local = qname.rpartition(':')
        uri = scope.get(prefix) if prefix else (None if is_attr else scope.get(''))
        if not uri:
            return local if prefix == '' else qname
        if self.namespace_prefixes and prefix:
            return f'{uri}{self._separator}{local}{self._separator}{prefix}'
        return f'{uri}{self._separator}{local}'

    def _start(self, qname, flat, flush):
        pairs = list(zip(flat[0::2], flat[1::2]))
        scopes = self._scopes
        scope = dict(scopes[-1])
        declared = []
        if self._separator is not None:
            kept = []
            for key, value in pairs:
                if key == 'xmlns' or key.startswith('xmlns:'):
                    prefix = key[6:]
                    scope[prefix] = value
                    declared.append((prefix or None, value or None))
                else:
                    kept.append((key, value))
            pairs = kept
        scopes.append(scope)
        self._ns_stack.append(declared)
        for prefix, uri in declared:
            if self.StartNamespaceDeclHandler is not None:
                flush()
                self.StartNamespaceDeclHandler(prefix, uri)
        if self.StartElementHandler is None:
            return
        flush()
        names = [(self._split(k, scope, True), v) for k, v in pairs]
        if self.ordered_attributes:
            attrs = [x for pair in names for x in pair]
        else:
            attrs = dict(names)
        self.StartElementHandler(self._split(qname, scope, False), attrs)

    def _end(self, qname, flush):
        scopes = self._scopes
        scope = scopes.pop() if len(scopes) > 1 else {}
        if self.EndElementHandler is not None:
            flush()
            self.EndElementHandler(self._split(qname, scope, False))
        declared = self._ns_stack.pop() if self._ns_stack else []
        for prefix, _ in reversed(declared):
            if self.EndNamespaceDeclHandler is not None:
                flush()
                self.EndNamespaceDeclHandler(prefix)


def ParserCreate(encoding=None, namespace_separator=None, intern=None):
    """A new parser object."""
    return XMLParserType(encoding, namespace_separator, intern)
