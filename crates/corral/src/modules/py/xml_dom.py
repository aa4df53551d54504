"""The W3C DOM for Python: node type codes, DOM exceptions and the namespace
constants. xml.dom.minidom is the implementation."""


class Node:
    """The node type codes, shared by every DOM implementation."""
    __slots__ = ()


_NODE_TYPES = ('ELEMENT_NODE ATTRIBUTE_NODE TEXT_NODE CDATA_SECTION_NODE '
               'ENTITY_REFERENCE_NODE ENTITY_NODE PROCESSING_INSTRUCTION_NODE '
               'COMMENT_NODE DOCUMENT_NODE DOCUMENT_TYPE_NODE '
               'DOCUMENT_FRAGMENT_NODE NOTATION_NODE').split()
for _code, _name in enumerate(_NODE_TYPES, 1):
    setattr(Node, _name, _code)


class DOMException(Exception):
    """Base of the DOM errors; each subclass carries its DOM `code`."""

    def __init__(self, *args, **kw):
        if type(self) is DOMException:
            raise RuntimeError('DOMException should not be instantiated directly')
        Exception.__init__(self, *args, **kw)

    def _get_code(self):
        return self.code


# (class name, constant name) in DOM code order, from 1.
_ERRORS = [
    ('IndexSizeErr', 'INDEX_SIZE_ERR'),
    ('DomstringSizeErr', 'DOMSTRING_SIZE_ERR'),
    ('HierarchyRequestErr', 'HIERARCHY_REQUEST_ERR'),
    ('WrongDocumentErr', 'WRONG_DOCUMENT_ERR'),
    ('InvalidCharacterErr', 'INVALID_CHARACTER_ERR'),
    ('NoDataAllowedErr', 'NO_DATA_ALLOWED_ERR'),
    ('NoModificationAllowedErr', 'NO_MODIFICATION_ALLOWED_ERR'),
    ('NotFoundErr', 'NOT_FOUND_ERR'),
    ('NotSupportedErr', 'NOT_SUPPORTED_ERR'),
    ('InuseAttributeErr', 'INUSE_ATTRIBUTE_ERR'),
    ('InvalidStateErr', 'INVALID_STATE_ERR'),
    ('SyntaxErr', 'SYNTAX_ERR'),
    ('InvalidModificationErr', 'INVALID_MODIFICATION_ERR'),
    ('NamespaceErr', 'NAMESPACE_ERR'),
    ('InvalidAccessErr', 'INVALID_ACCESS_ERR'),
    ('ValidationErr', 'VALIDATION_ERR'),
]
for _code, (_name, _const) in enumerate(_ERRORS, 1):
    globals()[_const] = _code
    globals()[_name] = type(_name, (DOMException,), {'code': _code, '__module__': __name__})
del _code, _name, _const


class UserDataHandler:
    """Operation codes passed to user data handlers."""
    NODE_CLONED = 1
    NODE_IMPORTED = 2
    NODE_DELETED = 3
    NODE_RENAMED = 4


XML_NAMESPACE = 'http://www.w3.org/XML/1998/namespace'
XMLNS_NAMESPACE = 'http://www.w3.org/2000/xmlns/'
XHTML_NAMESPACE = 'http://www.w3.org/1999/xhtml'
EMPTY_NAMESPACE = None
EMPTY_PREFIX = None


def getDOMImplementation(name=None, features=()):
    """The DOM implementation: minidom, the only one there is."""
    if name not in (None, 'minidom', 'xml.dom.minidom'):
        raise ImportError('no suitable DOM implementation found')
    import xml.dom.minidom
    return xml.dom.minidom.getDOMImplementation(features)


def registerDOMImplementation(name, factory):
    raise NotImplementedError('corral has only minidom')
