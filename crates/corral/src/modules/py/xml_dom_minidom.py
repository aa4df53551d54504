"""A small DOM (Level 1 plus the namespace methods of Level 2): a tree of
Node objects, built by hand through a Document's factory methods or from
XML text by parse()/parseString(), and written back with toxml() and
toprettyxml() in the layout Python's minidom uses."""

import io

import _xmlreader
import xml.dom
from xml.dom import (EMPTY_NAMESPACE, EMPTY_PREFIX, XMLNS_NAMESPACE, XML_NAMESPACE,
                     HierarchyRequestErr, NotFoundErr, InuseAttributeErr,
                     IndexSizeErr, WrongDocumentErr, NotSupportedErr,
                     NamespaceErr, InvalidCharacterErr)

__all__ = ['parse', 'parseString', 'getDOMImplementation', 'Node', 'Document',
           'Element', 'Text', 'Comment', 'CDATASection', 'ProcessingInstruction',
           'Attr', 'DocumentType', 'DocumentFragment', 'NodeList', 'NamedNodeMap']

StringTypes = (str,)

_ELEMENT = xml.dom.Node.ELEMENT_NODE
_ATTRIBUTE = xml.dom.Node.ATTRIBUTE_NODE
_TEXT = xml.dom.Node.TEXT_NODE
_CDATA = xml.dom.Node.CDATA_SECTION_NODE
_ENTREF = xml.dom.Node.ENTITY_REFERENCE_NODE
_ENTITY = xml.dom.Node.ENTITY_NODE
_PI = xml.dom.Node.PROCESSING_INSTRUCTION_NODE
_COMMENT = xml.dom.Node.COMMENT_NODE
_DOCUMENT = xml.dom.Node.DOCUMENT_NODE
_DOCTYPE = xml.dom.Node.DOCUMENT_TYPE_NODE
_FRAGMENT = xml.dom.Node.DOCUMENT_FRAGMENT_NODE
_NOTATION = xml.dom.Node.NOTATION_NODE


class NodeList(list):
    """The children of a node, or the result of a search: a list with the
    DOM's `length` and `item()`."""
    __slots__ = ()

    @property
    def length(self):
        return len(self)

    def item(self, index):
        if 0 <= index < len(self):
            return self[index]
        return None


class EmptyNodeList(tuple):
    """The (always empty) childNodes of a node that takes no children."""
    __slots__ = ()

    @property
    def length(self):
        return 0

    def item(self, index):
        return None

    def __add__(self, other):
        out = NodeList()
        out.extend(other)
        return out

    def __radd__(self, other):
        out = NodeList()
        out.extend(other)
        return out


def _escape(text):
    # What minidom escapes in both text and attribute values.
    if '&' in text:
        text = text.replace('&', '&amp;')
    if '<' in text:
        text = text.replace('<', '&lt;')
    if '"' in text:
        text = text.replace('"', '&quot;')
    if '>' in text:
        text = text.replace('>', '&gt;')
    return text


def _short(data):
    head = repr(data[:10])
    return head + '...' if len(data) > 10 else head


def _local_part(qname):
    return qname.split(':', 1)[1] if ':' in qname else qname


def _split_qname(qname):
    if ':' in qname:
        prefix, local = qname.split(':', 1)
        return prefix, local
    return EMPTY_PREFIX, qname


class Node(xml.dom.Node):
    """What every node has: its place in the tree and serialization."""

    namespaceURI = EMPTY_NAMESPACE
    parentNode = None
    ownerDocument = None
    nextSibling = None
    previousSibling = None
    prefix = EMPTY_PREFIX
    attributes = None
    nodeValue = None
    localName = None
    _kids_allowed = ()

    def __bool__(self):
        return True

    # ---------------------------------------------------------- tree shape

    @property
    def firstChild(self):
        kids = self.childNodes
        return kids[0] if kids else None

    @property
    def lastChild(self):
        kids = self.childNodes
        return kids[-1] if kids else None

    def hasChildNodes(self):
        return bool(self.childNodes)

    def _accept(self, node):
        if node.nodeType not in self._kids_allowed:
            raise HierarchyRequestErr(f'{node!r} cannot be child of {self!r}')

    def _adopt(self, node, index):
        """Put `node` (taken from wherever it was) at childNodes[index]."""
        if node.parentNode is not None:
            node.parentNode.removeChild(node)
        kids = self.childNodes
        if index is None:
            index = len(kids)
        kids.insert(index, node)
        before = kids[index - 1] if index > 0 else None
        after = kids[index + 1] if index + 1 < len(kids) else None
        node.previousSibling = before
        node.nextSibling = after
        if before is not None:
            before.nextSibling = node
        if after is not None:
            after.previousSibling = node
        node.parentNode = self
        return node

    def _fragment_kids(self, fragment):
        for kid in list(fragment.childNodes):
            self._accept(kid)
        return list(fragment.childNodes)

    def appendChild(self, node):
        if node.nodeType == _FRAGMENT:
            for kid in self._fragment_kids(node):
                self.appendChild(kid)
            return node
        self._accept(node)
        return self._adopt(node, None)

    def insertBefore(self, newChild, refChild):
        if refChild is None:
            return self.appendChild(newChild)
        if newChild.nodeType == _FRAGMENT:
            for kid in self._fragment_kids(newChild):
                self.insertBefore(kid, refChild)
            return newChild
        self._accept(newChild)
        if newChild is refChild:
            return newChild
        index = self._index_of(refChild)
        if newChild.parentNode is self and self._index_of(newChild) < index:
            index -= 1
        return self._adopt(newChild, index)

    def _index_of(self, child):
        for i, kid in enumerate(self.childNodes):
            if kid is child:
                return i
        raise NotFoundErr()

    def removeChild(self, oldChild):
        kids = self.childNodes
        index = self._index_of(oldChild)
        del kids[index]
        if oldChild.previousSibling is not None:
            oldChild.previousSibling.nextSibling = oldChild.nextSibling
        if oldChild.nextSibling is not None:
            oldChild.nextSibling.previousSibling = oldChild.previousSibling
        oldChild.previousSibling = oldChild.nextSibling = None
        oldChild.parentNode = None
        return oldChild

    def replaceChild(self, newChild, oldChild):
        if newChild is oldChild:
            return oldChild
        if newChild.nodeType != _FRAGMENT:
            self._accept(newChild)
        self._index_of(oldChild)
        following = oldChild.nextSibling
        self.removeChild(oldChild)
        if following is None:
            self.appendChild(newChild)
        else:
            self.insertBefore(newChild, following)
        return oldChild

    def normalize(self):
        """Join adjacent text nodes and drop empty ones, all the way down."""
        merged = []
        for kid in list(self.childNodes):
            if kid.nodeType == _TEXT:
                if not kid.data:
                    self.removeChild(kid)
                    continue
                if merged and merged[-1].nodeType == _TEXT:
                    merged[-1].data = merged[-1].data + kid.data
                    self.removeChild(kid)
                    continue
            elif kid.nodeType == _ELEMENT:
                kid.normalize()
            merged.append(kid)

    def isSameNode(self, other):
        return self is other

    def isSupported(self, feature, version):
        return self.ownerDocument is not None and \
            self.ownerDocument.implementation.hasFeature(feature, version)

    def getInterface(self, feature):
        return self if self.isSupported(feature, None) else None

    def unlink(self):
        self.parentNode = self.ownerDocument = None
        for kid in list(self.childNodes):
            kid.unlink()
        if isinstance(self.childNodes, NodeList):
            self.childNodes = NodeList()
        self.previousSibling = self.nextSibling = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.unlink()

    def cloneNode(self, deep):
        return _copy(self, deep, self.ownerDocument)

    # ---------------------------------------------------------- output

    def toxml(self, encoding=None, standalone=None):
        return self.toprettyxml('', '', encoding, standalone)

    def toprettyxml(self, indent='\t', newl='\n', encoding=None, standalone=None):
        out = io.StringIO()
        if self.nodeType == _DOCUMENT:
            self.writexml(out, '', indent, newl, encoding, standalone)
        else:
            self.writexml(out, '', indent, newl)
        text = out.getvalue()
        if encoding is None:
            return text
        return text.encode(encoding, 'xmlcharrefreplace')

    # ---------------------------------------------------------- text content

    @property
    def textContent(self):
        return ''.join(k.textContent for k in self.childNodes
                       if k.nodeType not in (_COMMENT, _PI))


class _Childless:
    """Mixin of the nodes that never have children."""
    childNodes = EmptyNodeList()
    firstChild = None
    lastChild = None

    def appendChild(self, node):
        raise HierarchyRequestErr(self.nodeName + ' nodes cannot have children')

    def insertBefore(self, newChild, refChild):
        raise HierarchyRequestErr(self.nodeName + ' nodes do not have children')

    def removeChild(self, oldChild):
        raise NotFoundErr(self.nodeName + ' nodes do not have children')

    def replaceChild(self, newChild, oldChild):
        raise HierarchyRequestErr(self.nodeName + ' nodes do not have children')

    def normalize(self):
        pass

    def hasChildNodes(self):
        return False


_CONTENT_KINDS = (_ELEMENT, _PI, _COMMENT, _TEXT, _CDATA, _ENTREF)


class DocumentFragment(Node):
    nodeType = _FRAGMENT
    nodeName = '#document-fragment'
    _kids_allowed = _CONTENT_KINDS

    def __init__(self):
        self.childNodes = NodeList()

    def writexml(self, writer, indent='', addindent='', newl=''):
        for kid in self.childNodes:
            kid.writexml(writer, indent, addindent, newl)


class Attr(Node):
    """An attribute: its name and value (and namespace parts)."""
    nodeType = _ATTRIBUTE
    specified = False
    _kids_allowed = (_TEXT, _ENTREF)

    def __init__(self, qName, namespaceURI=EMPTY_NAMESPACE, localName=None,
                 prefix=None):
        self.ownerElement = None
        self._name = qName
        self.namespaceURI = namespaceURI
        self.prefix = prefix
        self._local = localName
        self._value = ''

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        self._name = value

    nodeName = name

    @property
    def localName(self):
        if self._local is not None:
            return self._local
        return _local_part(self._name)

    @property
    def value(self):
        return self._value

    @value.setter
    def value(self, value):
        self._value = value

    nodeValue = value

    @property
    def childNodes(self):
        # The value as one text node, made when asked for (attributes are
        # many and their children rarely looked at).
        text = Text()
        text.data = self._value
        text.ownerDocument = self.ownerDocument
        text.parentNode = self
        kids = NodeList()
        kids.append(text)
        return kids

    def appendChild(self, node):
        if node.nodeType not in self._kids_allowed:
            raise HierarchyRequestErr(f'{node!r} cannot be child of {self!r}')
        self._value = self._value + node.data
        return node

    @property
    def isId(self):
        owner = self.ownerElement
        return owner is not None and self._name in owner._id_names

    @property
    def schemaType(self):
        return None

    @property
    def textContent(self):
        return self._value

    def unlink(self):
        owner = self.ownerElement
        if owner is not None:
            owner._attrs.pop(self._name, None)
        self.ownerElement = None
        self.ownerDocument = None


class NamedNodeMap:
    """The live attribute map of one element (element.attributes)."""

    def __init__(self, element):
        self._element = element

    @property
    def _attrs(self):
        return self._element._attrs

    @property
    def length(self):
        return len(self._attrs)

    def __len__(self):
        return len(self._attrs)

    def item(self, index):
        names = list(self._attrs)
        if 0 <= index < len(names):
            return self._attrs[names[index]]
        return None

    def keys(self):
        return self._attrs.keys()

    def values(self):
        return self._attrs.values()

    def items(self):
        return [(name, a.value) for name, a in self._attrs.items()]

    def keysNS(self):
        return [(a.namespaceURI, a.localName) for a in self._attrs.values()]

    def itemsNS(self):
        return [((a.namespaceURI, a.localName), a.value) for a in self._attrs.values()]

    def __contains__(self, key):
        if isinstance(key, str):
            return key in self._attrs
        return self.getNamedItemNS(*key) is not None

    def get(self, name, value=None):
        return self._attrs.get(name, value)

    def __getitem__(self, key):
        if isinstance(key, tuple):
            found = self.getNamedItemNS(*key)
            if found is None:
                raise KeyError(key)
            return found
        return self._attrs[key]

    def __setitem__(self, name, value):
        if isinstance(value, str):
            self._element.setAttribute(name, value)
        else:
            self.setNamedItem(value)

    def __delitem__(self, name):
        self.removeNamedItem(name)

    def __eq__(self, other):
        if isinstance(other, NamedNodeMap):
            return self._element is other._element
        return NotImplemented

    __hash__ = None

    def getNamedItem(self, name):
        return self._attrs.get(name)

    def getNamedItemNS(self, namespaceURI, localName):
        for a in self._attrs.values():
            if a.namespaceURI == namespaceURI and a.localName == localName:
                return a
        return None

    def setNamedItem(self, node):
        return self._element.setAttributeNode(node)

    setNamedItemNS = setNamedItem

    def removeNamedItem(self, name):
        attr = self._attrs.get(name)
        if attr is None:
            raise NotFoundErr()
        self._element.removeAttributeNode(attr)
        return attr

    def removeNamedItemNS(self, namespaceURI, localName):
        attr = self.getNamedItemNS(namespaceURI, localName)
        if attr is None:
            raise NotFoundErr()
        self._element.removeAttributeNode(attr)
        return attr


AttributeList = NamedNodeMap


def _elements_below(node, wanted, found):
    """Append to `found`, in document order, the elements under `node`
    that `wanted(element)` accepts."""
    stack = [iter(node.childNodes)]
    while stack:
        for kid in stack[-1]:
            if kid.nodeType == _ELEMENT:
                if wanted(kid):
                    found.append(kid)
                if kid.childNodes:
                    stack.append(iter(kid.childNodes))
                    break
        else:
            stack.pop()
    return found


def _by_tag(node, name):
    if name == '*':
        return _elements_below(node, lambda e: True, NodeList())
    return _elements_below(node, lambda e: e.tagName == name, NodeList())


def _by_tag_ns(node, namespaceURI, localName):
    def wanted(e):
        return ((localName == '*' or e.localName == localName) and
                (namespaceURI == '*' or e.namespaceURI == namespaceURI))
    return _elements_below(node, wanted, NodeList())


# Elements without attributes share this (never changed) dict; elements
# without ID attributes share the empty frozenset.
_NO_ATTRS = {}


class Element(Node):
    nodeType = _ELEMENT
    nodeValue = None
    _kids_allowed = _CONTENT_KINDS
    _attrs = _NO_ATTRS
    _id_names = frozenset()
    _local = None

    def __init__(self, tagName, namespaceURI=EMPTY_NAMESPACE, prefix=None,
                 localName=None):
        self.tagName = tagName
        # Most elements have no namespace: leave the class's None showing.
        if namespaceURI is not None:
            self.namespaceURI = namespaceURI
        if prefix is not None:
            self.prefix = prefix
        if localName is not None:
            self._local = localName
        self.childNodes = NodeList()

    @property
    def nodeName(self):
        return self.tagName

    @property
    def localName(self):
        if self._local is not None:
            return self._local
        return _local_part(self.tagName)

    @property
    def attributes(self):
        return NamedNodeMap(self)

    def __repr__(self):
        return f'<DOM Element: {self.tagName} at {id(self):#x}>'

    # ---------------------------------------------------------- attributes

    def getAttribute(self, attname):
        attr = self._attrs.get(attname)
        return '' if attr is None else attr.value

    def getAttributeNS(self, namespaceURI, localName):
        attr = self.getAttributeNodeNS(namespaceURI, localName)
        return '' if attr is None else attr.value

    def setAttribute(self, attname, value):
        attr = self._attrs.get(attname)
        if attr is None:
            attr = Attr(attname)
            attr.ownerDocument = self.ownerDocument
            attr.value = value
            self._attach(attr)
        elif attr.value != value:
            attr.value = value

    def setAttributeNS(self, namespaceURI, qualifiedName, value):
        prefix, local = _split_qname(qualifiedName)
        attr = self.getAttributeNodeNS(namespaceURI, local)
        if attr is None:
            attr = Attr(qualifiedName, namespaceURI, local, prefix)
            attr.ownerDocument = self.ownerDocument
            attr.value = value
            self._attach(attr)
        else:
            attr.value = value
            if attr.prefix != prefix:
                del self._attrs[attr.name]
                attr.prefix = prefix
                attr.name = qualifiedName
                self._attrs[qualifiedName] = attr

    def _attach(self, attr):
        attr.ownerElement = self
        if self._attrs is _NO_ATTRS:
            self._attrs = {}
        self._attrs[attr.name] = attr

    def getAttributeNode(self, attrname):
        return self._attrs.get(attrname)

    def getAttributeNodeNS(self, namespaceURI, localName):
        for a in self._attrs.values():
            if a.namespaceURI == namespaceURI and a.localName == localName:
                return a
        return None

    def setAttributeNode(self, attr):
        if attr.ownerElement not in (None, self):
            raise InuseAttributeErr('attribute node already owned')
        old = self._attrs.get(attr.name)
        if old is attr:
            return None
        if old is not None:
            self.removeAttributeNode(old)
        self._attach(attr)
        return old

    setAttributeNodeNS = setAttributeNode

    def removeAttribute(self, name):
        attr = self._attrs.get(name)
        if attr is None:
            raise NotFoundErr()
        self.removeAttributeNode(attr)

    def removeAttributeNS(self, namespaceURI, localName):
        attr = self.getAttributeNodeNS(namespaceURI, localName)
        if attr is None:
            raise NotFoundErr()
        self.removeAttributeNode(attr)

    def removeAttributeNode(self, node):
        if node is None or self._attrs.get(node.name) is not node:
            raise NotFoundErr()
        del self._attrs[node.name]
        self._id_names = self._id_names - {node.name}
        node.ownerElement = None
        return node

    removeAttributeNodeNS = removeAttributeNode

    def hasAttribute(self, name):
        return name in self._attrs

    def hasAttributeNS(self, namespaceURI, localName):
        return self.getAttributeNodeNS(namespaceURI, localName) is not None

    def hasAttributes(self):
        return bool(self._attrs)

    def setIdAttribute(self, name):
        if name not in self._attrs:
            raise NotFoundErr()
        self._id_names = self._id_names | {name}

    def setIdAttributeNS(self, namespaceURI, localName):
        attr = self.getAttributeNodeNS(namespaceURI, localName)
        if attr is None:
            raise NotFoundErr()
        self._id_names = self._id_names | {attr.name}

    def setIdAttributeNode(self, idAttr):
        if idAttr is None or self._attrs.get(idAttr.name) is not idAttr:
            raise NotFoundErr()
        self._id_names = self._id_names | {idAttr.name}

    # ---------------------------------------------------------- search

    def getElementsByTagName(self, name):
        return _by_tag(self, name)

    def getElementsByTagNameNS(self, namespaceURI, localName):
        return _by_tag_ns(self, namespaceURI, localName)

    # ---------------------------------------------------------- output

    def writexml(self, writer, indent='', addindent='', newl=''):
        head = [indent, '<', self.tagName]
        for name, attr in self._attrs.items():
            head.append(f' {name}="{_escape(attr.value)}"')
        kids = self.childNodes
        if not kids:
            head.append('/>' + newl)
            writer.write(''.join(head))
            return
        head.append('>')
        writer.write(''.join(head))
        if len(kids) == 1 and kids[0].nodeType in (_TEXT, _CDATA):
            # A lone text child stays on the tag's line, unindented.
            kids[0].writexml(writer, '', '', '')
        else:
            writer.write(newl)
            inner = indent + addindent
            for kid in kids:
                kid.writexml(writer, inner, addindent, newl)
            writer.write(indent)
        writer.write(f'</{self.tagName}>{newl}')


class CharacterData(_Childless, Node):
    """Text, comments and CDATA sections: a node holding a string."""

    def __init__(self):
        self._data = ''

    @property
    def data(self):
        return self._data

    @data.setter
    def data(self, value):
        self._data = value

    nodeValue = data

    @property
    def length(self):
        return len(self._data)

    def __len__(self):
        return len(self._data)

    @property
    def textContent(self):
        return self._data

    def __repr__(self):
        return f'<DOM {type(self).__name__} node "{_short(self._data)}">'

    def _check_range(self, offset, count=0):
        if offset < 0:
            raise IndexSizeErr('offset cannot be negative')
        if offset >= len(self._data):
            raise IndexSizeErr('offset cannot be beyond end of data')
        if count < 0:
            raise IndexSizeErr('count cannot be negative')

    def substringData(self, offset, count):
        self._check_range(offset, count)
        return self._data[offset:offset + count]

    def appendData(self, arg):
        self._data = self._data + arg

    def insertData(self, offset, arg):
        self._check_range(offset)
        self._data = self._data[:offset] + arg + self._data[offset:]

    def deleteData(self, offset, count):
        self._check_range(offset, count)
        self._data = self._data[:offset] + self._data[offset + count:]

    def replaceData(self, offset, count, arg):
        self._check_range(offset, count)
        self._data = self._data[:offset] + arg + self._data[offset + count:]


class Text(CharacterData):
    nodeType = _TEXT
    nodeName = '#text'
    attributes = None

    def splitText(self, offset):
        if offset < 0 or offset > len(self._data):
            raise IndexSizeErr('illegal offset value')
        rest = type(self)()
        rest.data = self._data[offset:]
        rest.ownerDocument = self.ownerDocument
        parent = self.parentNode
        if parent is not None:
            after = self.nextSibling
            if after is None:
                parent.appendChild(rest)
            else:
                parent.insertBefore(rest, after)
        self._data = self._data[:offset]
        return rest

    def _run(self):
        """The text nodes around this one with no other node between."""
        first = self
        while first.previousSibling is not None and \
                first.previousSibling.nodeType in (_TEXT, _CDATA):
            first = first.previousSibling
        run = [first]
        while run[-1].nextSibling is not None and \
                run[-1].nextSibling.nodeType in (_TEXT, _CDATA):
            run.append(run[-1].nextSibling)
        return run

    @property
    def wholeText(self):
        return ''.join(node.data for node in self._run())

    def replaceWholeText(self, content):
        parent = self.parentNode
        for node in self._run():
            if node is not self and parent is not None:
                parent.removeChild(node)
        if content:
            self.data = content
            return self
        if parent is not None:
            parent.removeChild(self)
        return None

    @property
    def isWhitespaceInElementContent(self):
        return False

    def writexml(self, writer, indent='', addindent='', newl=''):
        writer.write(_escape(indent + self._data + newl))


class CDATASection(Text):
    nodeType = _CDATA
    nodeName = '#cdata-section'

    def writexml(self, writer, indent='', addindent='', newl=''):
        if ']]>' in self._data:
            raise ValueError("']]>' not allowed in a CDATA section")
        writer.write('<![CDATA[' + self._data + ']]>')


class Comment(CharacterData):
    nodeType = _COMMENT
    nodeName = '#comment'

    def __init__(self, data):
        CharacterData.__init__(self)
        self._data = data

    def writexml(self, writer, indent='', addindent='', newl=''):
        if '--' in self._data:
            raise ValueError("'--' is not allowed in a comment node")
        writer.write(f'{indent}<!--{self._data}-->{newl}')


class ProcessingInstruction(_Childless, Node):
    nodeType = _PI

    def __init__(self, target, data):
        self.target = target
        self.data = data

    @property
    def nodeName(self):
        return self.target

    @property
    def nodeValue(self):
        return self.data

    @nodeValue.setter
    def nodeValue(self, value):
        self.data = value

    @property
    def textContent(self):
        return self.data

    def writexml(self, writer, indent='', addindent='', newl=''):
        writer.write(f'{indent}<?{self.target} {self.data}?>{newl}')


class _ReadOnlyMap:
    """entities and notations of a DocumentType: a read-only name map."""

    def __init__(self, nodes=()):
        self._nodes = list(nodes)

    @property
    def length(self):
        return len(self._nodes)

    def __len__(self):
        return len(self._nodes)

    def item(self, index):
        if 0 <= index < len(self._nodes):
            return self._nodes[index]
        return None

    def getNamedItem(self, name):
        for node in self._nodes:
            if node.nodeName == name:
                return node
        return None

    def __getitem__(self, name):
        found = self.getNamedItem(name)
        if found is None:
            raise KeyError(name)
        return found


ReadOnlySequentialNamedNodeMap = _ReadOnlyMap


class Entity(Node):
    nodeType = _ENTITY
    nodeValue = None
    actualEncoding = encoding = version = None

    def __init__(self, name, publicId, systemId, notation):
        self.nodeName = name
        self.notationName = notation
        self.publicId = publicId
        self.systemId = systemId
        self.childNodes = NodeList()


class Notation(_Childless, Node):
    nodeType = _NOTATION
    nodeValue = None

    def __init__(self, name, publicId, systemId):
        self.nodeName = name
        self.publicId = publicId
        self.systemId = systemId


class DocumentType(_Childless, Node):
    nodeType = _DOCTYPE
    nodeValue = None

    def __init__(self, qualifiedName):
        self.name = qualifiedName
        self.publicId = None
        self.systemId = None
        self.internalSubset = None
        self.entities = _ReadOnlyMap()
        self.notations = _ReadOnlyMap()

    @property
    def nodeName(self):
        return self.name

    def cloneNode(self, deep):
        twin = DocumentType(self.name)
        twin.publicId, twin.systemId = self.publicId, self.systemId
        twin.internalSubset = self.internalSubset
        return twin

    def writexml(self, writer, indent='', addindent='', newl=''):
        parts = ['<!DOCTYPE ', self.name]
        if self.publicId:
            parts.append(f"{newl}  PUBLIC '{self.publicId}'{newl}  '{self.systemId}'")
        elif self.systemId:
            parts.append(f"{newl}  SYSTEM '{self.systemId}'")
        if self.internalSubset is not None:
            parts.append(' [' + self.internalSubset + ']')
        parts.append('>' + newl)
        writer.write(''.join(parts))


class DOMImplementation:
    _features = {('core', None), ('core', '1.0'), ('core', '2.0'),
                 ('xml', None), ('xml', '1.0'), ('xml', '2.0'),
                 ('ls-load', None), ('ls-load', '3.0')}

    def hasFeature(self, feature, version):
        if version == '':
            version = None
        return (feature.lower(), version) in self._features

    def createDocumentType(self, qualifiedName, publicId, systemId):
        doctype = DocumentType(qualifiedName)
        doctype.publicId = publicId
        doctype.systemId = systemId
        return doctype

    def createDocument(self, namespaceURI, qualifiedName, doctype):
        if doctype is not None and doctype.parentNode is not None:
            raise WrongDocumentErr('doctype object owned by another DOM tree')
        doc = Document()
        if qualifiedName is None and namespaceURI is None and doctype is None:
            return doc
        if doctype is not None:
            doctype.ownerDocument = doc
            doc.appendChild(doctype)
        if qualifiedName is not None:
            prefix, local = _split_qname(qualifiedName)
            if prefix == 'xml' and namespaceURI != XML_NAMESPACE:
                raise NamespaceErr("illegal use of 'xml' prefix")
            if prefix and not namespaceURI:
                raise NamespaceErr('illegal use of prefix without namespaces')
            doc.appendChild(doc.createElementNS(namespaceURI, qualifiedName))
        return doc

    def getInterface(self, feature):
        return self if self.hasFeature(feature, None) else None


_implementation = DOMImplementation()


def getDOMImplementation(features=None):
    return _implementation


class Document(Node):
    nodeType = _DOCUMENT
    nodeName = '#document'
    nodeValue = None
    _kids_allowed = (_ELEMENT, _PI, _COMMENT, _DOCTYPE)
    implementation = _implementation
    actualEncoding = encoding = version = None
    standalone = False
    strictErrorChecking = False
    errorHandler = None
    documentURI = None

    def __init__(self):
        self.childNodes = NodeList()
        self.doctype = None

    @property
    def documentElement(self):
        for kid in self.childNodes:
            if kid.nodeType == _ELEMENT:
                return kid
        return None

    def _accept(self, node):
        Node._accept(self, node)
        if node.nodeType == _ELEMENT and self.documentElement is not None \
                and node.parentNode is not self:
            raise HierarchyRequestErr('two document elements disallowed')

    def appendChild(self, node):
        Node.appendChild(self, node)
        if node.nodeType == _DOCTYPE:
            self.doctype = node
        return node

    def insertBefore(self, newChild, refChild):
        Node.insertBefore(self, newChild, refChild)
        if newChild.nodeType == _DOCTYPE:
            self.doctype = newChild
        return newChild

    def removeChild(self, oldChild):
        Node.removeChild(self, oldChild)
        if oldChild is self.doctype:
            self.doctype = None
        return oldChild

    # ---------------------------------------------------------- factories

    def _own(self, node):
        node.ownerDocument = self
        return node

    def createDocumentFragment(self):
        return self._own(DocumentFragment())

    def createElement(self, tagName):
        return self._own(Element(tagName))

    def createTextNode(self, data):
        if not isinstance(data, str):
            raise TypeError('node contents must be a string')
        text = Text()
        text.data = data
        return self._own(text)

    def createCDATASection(self, data):
        if not isinstance(data, str):
            raise TypeError('node contents must be a string')
        section = CDATASection()
        section.data = data
        return self._own(section)

    def createComment(self, data):
        return self._own(Comment(data))

    def createProcessingInstruction(self, target, data):
        return self._own(ProcessingInstruction(target, data))

    def createAttribute(self, qName):
        attr = Attr(qName)
        attr.ownerDocument = self
        attr.value = ''
        return attr

    def createElementNS(self, namespaceURI, qualifiedName):
        prefix, local = _split_qname(qualifiedName)
        return self._own(Element(qualifiedName, namespaceURI, prefix, local))

    def createAttributeNS(self, namespaceURI, qualifiedName):
        prefix, local = _split_qname(qualifiedName)
        attr = Attr(qualifiedName, namespaceURI, local, prefix)
        attr.ownerDocument = self
        attr.value = ''
        return attr

    # ---------------------------------------------------------- search

    def getElementsByTagName(self, name):
        return _by_tag(self, name)

    def getElementsByTagNameNS(self, namespaceURI, localName):
        return _by_tag_ns(self, namespaceURI, localName)

    def getElementById(self, elementId):
        def has_id(e):
            return any(e._attrs[n].value == elementId for n in e._id_names if n in e._attrs)
        found = _elements_below(self, has_id, [])
        return found[0] if found else None

    def importNode(self, node, deep):
        if node.nodeType in (_DOCUMENT, _DOCTYPE):
            raise NotSupportedErr('cannot import document nodes')
        return _copy(node, deep, self)

    def cloneNode(self, deep):
        twin = Document()
        if deep:
            for kid in self.childNodes:
                copied = kid.cloneNode(True) if kid.nodeType == _DOCTYPE else _copy(kid, True, twin)
                copied.ownerDocument = twin
                twin.appendChild(copied)
        return twin

    def unlink(self):
        self.doctype = None
        Node.unlink(self)

    @property
    def textContent(self):
        return None

    # ---------------------------------------------------------- output

    def writexml(self, writer, indent='', addindent='', newl='', encoding=None,
                 standalone=None):
        decl = ['version="1.0"']
        if encoding is not None:
            decl.append(f'encoding="{encoding}"')
        if standalone is not None:
            decl.append('standalone="%s"' % ('yes' if standalone else 'no'))
        closing = '?>' if len(decl) > 1 else ' ?>'
        writer.write('<?xml ' + ' '.join(decl) + closing + newl)
        for kid in self.childNodes:
            kid.writexml(writer, indent, addindent, newl)


def _copy(node, deep, owner):
    """A copy of `node` (with its subtree when `deep`) belonging to `owner`."""
    kind = node.nodeType
    if kind == _ELEMENT:
        twin = Element(node.tagName, node.namespaceURI, node.prefix, node._local)
        for name, attr in node._attrs.items():
            a = Attr(name, attr.namespaceURI, attr._local, attr.prefix)
            a.ownerDocument = owner
            a.value = attr.value
            twin._attach(a)
        twin._id_names = node._id_names
    elif kind == _ATTRIBUTE:
        twin = Attr(node.name, node.namespaceURI, node._local, node.prefix)
        twin.ownerDocument = owner
        twin.value = node.value
        twin.specified = True
        return twin
    elif kind in (_TEXT, _CDATA):
        twin = type(node)()
        twin.data = node.data
    elif kind == _COMMENT:
        twin = Comment(node.data)
    elif kind == _PI:
        twin = ProcessingInstruction(node.target, node.data)
    elif kind == _FRAGMENT:
        twin = DocumentFragment()
    elif kind == _DOCTYPE:
        twin = node.cloneNode(deep)
    else:
        raise NotSupportedErr(f'cannot clone node {node!r}')
    twin.ownerDocument = owner
    if deep and kind in (_ELEMENT, _FRAGMENT):
        for kid in node.childNodes:
            twin.appendChild(_copy(kid, True, owner))
    return twin


# ---------------------------------------------------------------- parsing

def _doctype_from(body):
    """A DocumentType from the text after `<!DOCTYPE`."""
    body = body.strip()
    subset = None
    if '[' in body:
        i = body.index('[')
        j = body.rindex(']') if ']' in body else len(body)
        subset = body[i + 1:j]
        body = body[:i].strip()
    words = []
    rest = body
    while rest:
        rest = rest.lstrip()
        if not rest:
            break
        if rest[0] in '"\'':
            end = rest.find(rest[0], 1)
            end = len(rest) if end < 0 else end
            words.append(rest[1:end])
            rest = rest[end + 1:]
        else:
            piece = rest.split(None, 1)
            words.append(piece[0])
            rest = piece[1] if len(piece) > 1 else ''
    doctype = DocumentType(words[0] if words else '')
    if len(words) >= 3 and words[1] == 'PUBLIC':
        doctype.publicId = words[2]
        doctype.systemId = words[3] if len(words) > 3 else None
    elif len(words) >= 3 and words[1] == 'SYSTEM':
        doctype.systemId = words[2]
    doctype.internalSubset = subset
    return doctype


def _failure(event):
    from xml.parsers.expat import ExpatError
    _, code, message, line, column = event
    err = ExpatError(f'{message}: line {line}, column {column}')
    err.code = code
    err.lineno = line
    err.offset = column
    return err


def _build(source):
    doc = Document()
    node = doc
    scopes = [{'xml': XML_NAMESPACE}]
    names = {}      # one str object per distinct tag name
    events = _xmlreader.events(source, True)
    for i in range(len(events)):
        # Each event is dropped once used, so the list and the tree are
        # not both whole at once.
        event = events[i]
        events[i] = None
        kind = event[0]
        if kind == 0:
            qname, flat = names.setdefault(event[1], event[1]), event[2] or ()
            pairs = list(zip(flat[0::2], flat[1::2]))
            scope = scopes[-1]
            declared = [(k, v) for k, v in pairs if k == 'xmlns' or k.startswith('xmlns:')]
            if declared:
                scope = dict(scope)
                for k, v in declared:
                    scope[k[6:] if k != 'xmlns' else ''] = v or None
            scopes.append(scope)
            prefix, local = _split_qname(qname)
            uri = scope.get(prefix or '')
            element = Element(qname, uri, prefix, local)
            element.ownerDocument = doc
            for k, v in declared:
                if k == 'xmlns':
                    attr = Attr(k, XMLNS_NAMESPACE, 'xmlns', None)
                else:
                    attr = Attr(k, XMLNS_NAMESPACE, k[6:], 'xmlns')
                attr.ownerDocument = doc
                attr.value = v
                element._attach(attr)
            for k, v in pairs:
                if k == 'xmlns' or k.startswith('xmlns:'):
                    continue
                if ':' in k:
                    p, l = k.split(':', 1)
                    attr = Attr(k, scope.get(p), l, p)
                else:
                    attr = Attr(k)
                attr.ownerDocument = doc
                attr.value = v
                element._attach(attr)
            node._adopt(element, None)
            node = element
        elif kind == 1:
            scopes.pop()
            node = node.parentNode
        elif kind == 2:
            last = node.lastChild
            if last is not None and last.nodeType == _TEXT:
                # Only an empty CDATA section came between: one text.
                last.data = last.data + event[1]
            else:
                node._adopt(doc.createTextNode(event[1]), None)
        elif kind == 3:
            node._adopt(doc.createComment(event[1]), None)
        elif kind == 4:
            node._adopt(doc.createProcessingInstruction(event[1], event[2]), None)
        elif kind == 7:
            if event[1]:
                node._adopt(doc.createCDATASection(event[1]), None)
        elif kind == 8:
            doctype = _doctype_from(event[1])
            doctype.ownerDocument = doc
            doc._adopt(doctype, None)
            doc.doctype = doctype
        elif kind == 9:
            raise _failure(event)
    return doc


def parseString(string, parser=None):
    """The Document that XML text (str or bytes) describes."""
    if parser is not None:
        raise NotSupportedErr('corral parses with its own parser only')
    return _build(string)


def parse(file, parser=None, bufsize=None):
    """The Document read from a file name or an open file."""
    if parser is not None:
        raise NotSupportedErr('corral parses with its own parser only')
    if hasattr(file, 'read'):
        return _build(file.read())
    with open(file, 'rb') as f:
        return _build(f.read())
