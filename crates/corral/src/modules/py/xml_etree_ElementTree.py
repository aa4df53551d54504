"""Lightweight XML support: the ElementTree API.

The document is tokenized natively (`_xmlreader.events`, quick-xml under
the hood); the tree, the path language and the serializer live here. Tree
walks use explicit stacks so that deeply nested documents do not exhaust
the guest recursion limit.
"""

import functools
import io
import re
import sys
import warnings

import _xmlreader

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring",
    "fromstringlist", "indent", "iselement", "iterparse", "parse",
    "ParseError", "PI", "ProcessingInstruction", "QName", "SubElement",
    "tostring", "tostringlist", "TreeBuilder", "VERSION", "XML", "XMLID",
    "XMLParser", "XMLPullParser", "register_namespace",
]

VERSION = "1.3.0"


class ParseError(SyntaxError):
    pass


def iselement(element):
    return hasattr(element, "tag")


def _check_element(e):
    if not isinstance(e, Element):
        raise TypeError('expected an Element, not "%s"' % type(e).__name__)


class Element:
    tag = None
    attrib = None
    text = None
    tail = None

    def __init__(self, tag, attrib={}, **extra):
        if not isinstance(attrib, dict):
            raise TypeError("Element() argument 2 must be dict, not %s"
                            % type(attrib).__name__)
        self.tag = tag
        merged = dict(attrib)
        merged.update(extra)
        self.attrib = merged
        self.text = None
        self.tail = None
        self._kids = []

    def __repr__(self):
        return "<%s %r at %#x>" % (type(self).__name__, self.tag, id(self))

    def makeelement(self, tag, attrib):
        return type(self)(tag, attrib)

    def __copy__(self):
        twin = self.makeelement(self.tag, self.attrib)
        twin.text = self.text
        twin.tail = self.tail
        twin[:] = self
        return twin

    def __deepcopy__(self, memo):
        import copy as _copy
        twin = self.makeelement(
            _copy.deepcopy(self.tag, memo), _copy.deepcopy(self.attrib, memo))
        twin.text = self.text
        twin.tail = self.tail
        for child in self._kids:
            twin._kids.append(_copy.deepcopy(child, memo))
        return twin

    def __len__(self):
        return len(self._kids)

    def __bool__(self):
        # 3.11's C element answers like a container, without the warning
        # the pure-Python one gives.
        return len(self._kids) != 0

    def __getitem__(self, index):
        kids = self._kids
        if not isinstance(index, slice) and not -len(kids) <= index < len(kids):
            raise IndexError("child index out of range")
        return kids[index]

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            items = list(element)
            for e in items:
                _check_element(e)
            self._kids[index] = items
        else:
            _check_element(element)
            self._kids[index] = element

    def __delitem__(self, index):
        del self._kids[index]

    def __iter__(self):
        return iter(self._kids)

    def append(self, subelement):
        if not isinstance(subelement, Element):
            raise TypeError(
                "append() argument must be xml.etree.ElementTree.Element, "
                "not %s" % type(subelement).__name__)
        self._kids.append(subelement)

    def extend(self, elements):
        items = list(elements)
        for e in items:
            _check_element(e)
        self._kids.extend(items)

    def insert(self, index, subelement):
        if not isinstance(subelement, Element):
            raise TypeError(
                "insert() argument 2 must be xml.etree.ElementTree.Element, "
                "not %s" % type(subelement).__name__)
        self._kids.insert(index, subelement)

    def remove(self, subelement):
        for i, c in enumerate(self._kids):
            if c is subelement or c == subelement:
                del self._kids[i]
                return
        raise ValueError("list.remove(x): x not in list")

    def find(self, path, namespaces=None):
        for e in _select(self, path, namespaces):
            return e
        return None

    def findtext(self, path, default=None, namespaces=None):
        for e in _select(self, path, namespaces):
            return e.text or ""
        return default

    def findall(self, path, namespaces=None):
        return list(_select(self, path, namespaces))

    def iterfind(self, path, namespaces=None):
        return iter(_select(self, path, namespaces))

    def clear(self):
        self.attrib.clear()
        self._kids = []
        self.text = None
        self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return list(self.attrib)

    def items(self):
        return list(self.attrib.items())

    def iter(self, tag=None):
        if tag == "*":
            tag = None
        todo = [self]
        while todo:
            e = todo.pop()
            if tag is None or e.tag == tag:
                yield e
            todo.extend(reversed(e._kids))


    def itertext(self):
        # (element, phase): phase 0 = entering, 1 = its tail after children
        todo = [(self, 0)]
        while todo:
            e, phase = todo.pop()
            if phase:
                if e.tail:
                    yield e.tail
                continue
            if not isinstance(e.tag, str) and e.tag is not None:
                continue
            if e.text:
                yield e.text
            for child in reversed(e._kids):
                todo.append((child, 1))
                todo.append((child, 0))


def SubElement(parent, tag, attrib={}, **extra):
    merged = dict(attrib)
    merged.update(extra)
    child = parent.makeelement(tag, merged)
    parent.append(child)
    return child


def Comment(text=None):
    e = Element(Comment)
    e.text = text
    return e


def ProcessingInstruction(target, text=None):
    e = Element(ProcessingInstruction)
    e.text = target
    if text:
        e.text = target + " " + text
    return e


PI = ProcessingInstruction


@functools.total_ordering
class QName:
    """A namespace-qualified name: QName(uri, local) or QName("{uri}local")."""

    def __init__(self, text_or_uri, tag=None):
        self.text = "{%s}%s" % (text_or_uri, tag) if tag else text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return "<%s %r>" % (type(self).__name__, self.text)

    def __hash__(self):
        return hash((QName, self.text))

    @staticmethod
    def _plain(x):
        return x.text if isinstance(x, QName) else x

    def __eq__(self, other):
        return self.text == QName._plain(other)

    def __lt__(self, other):
        return self.text < QName._plain(other)


# The path language (a subset of XPath, as ElementPath understands it)

_token_re = re.compile(
    r"('[^']*'|\"[^\"]*\"|::|//?|\.\.|\(\)|!=|[/.*:\[\]\(\)@=])"
    r"|((?:\{[^}]+\})?[^/\[\]\(\)@!=\s]+)|\s+")


def _tokens(path, namespaces):
    default_ns = namespaces.get("") if namespaces else None
    out = []
    for m in _token_re.finditer(path):
        op, name = m.group(1), m.group(2)
        if op:
            out.append((op, ""))
        elif name:
            if name[0] != "{" and ":" in name:
                prefix, local = name.split(":", 1)
                if not namespaces or prefix not in namespaces:
                    raise SyntaxError(
                        "prefix %r not found in prefix map" % prefix)
                name = "{%s}%s" % (namespaces[prefix], local)
            elif default_ns and name[0] != "{" and name != "*":
                if not _is_number(name) and name != "last":
                    name = "{%s}%s" % (default_ns, name)
            out.append(("", name))
    return out


def _is_number(s):
    return s.isdigit() or (s.startswith("-") and s[1:].isdigit())


def _matcher(tag):
    if tag == "*":
        return lambda t: isinstance(t, str)
    if tag == "{*}*":
        return lambda t: isinstance(t, str)
    if tag == "{}*":
        return lambda t: isinstance(t, str) and not t.startswith("{")
    if tag.startswith("{*}"):
        local = tag[3:]
        return lambda t: isinstance(t, str) and (
            t == local or (t.startswith("{") and t.endswith("}" + local)))
    if tag.startswith("{}"):
        plain = tag[2:]
        return lambda t: t == plain
    if tag.endswith("}*"):
        ns = tag[:-1]
        return lambda t: isinstance(t, str) and t.startswith(ns)
    return lambda t: t == tag


def _descendants(e):
    todo = list(reversed(e._kids))
    while todo:
        x = todo.pop()
        yield x
        todo.extend(reversed(x._kids))


class _Ctx:
    def __init__(self, root):
        self.root = root
        self.parents = None

    def parent_of(self, e):
        if self.parents is None:
            self.parents = {}
            for p in self.root.iter():
                for c in p._kids:
                    self.parents[id(c)] = p
        return self.parents.get(id(e))


def _parse_predicate(toks, i):
    """Reads a predicate from just after '['; returns (test, next index)."""
    sig = []
    vals = []
    while True:
        if i >= len(toks):
            raise SyntaxError("invalid predicate")
        op, name = toks[i]
        i += 1
        if op == "]":
            break
        if op and op[0] in "'\"":
            sig.append("'")
            vals.append(op[1:-1])
        elif op:
            sig.append(op)
            vals.append(op)
        else:
            sig.append("-" if _is_number(name) else "n")
            vals.append(name)
    s = "".join(sig)
    if s == "@n":
        key = vals[1]
        return ("attr", key, None), i
    if s in ("@n='", "@n!='"):
        return ("attrval", vals[1], vals[-1], s == "@n!='"), i
    if s == "n" and not _is_number(vals[0]):
        return ("child", vals[0]), i
    if s in ("n='", "n!='", ".='", ".!='"):
        neg = "!" in s
        if vals[0] == ".":
            return ("self", vals[-1], neg), i
        return ("childtext", vals[0], vals[-1], neg), i
    if s == "-" or s == "n()" or s == "n()-":
        if s == "-":
            n = int(vals[0])
            if n < 1:
                raise SyntaxError("XPath position >= 1 expected")
            return ("index", n - 1), i
        if vals[0] != "last":
            raise SyntaxError("unsupported function")
        if s == "n()-":
            n = int(vals[-1])
            if n >= 0:
                raise SyntaxError("XPath offset from last() must be negative")
            return ("index", n - 1), i
        return ("index", -1), i
    raise SyntaxError("invalid predicate")


def _apply_predicate(pred, items, ctx):
    kind = pred[0]
    out = []
    for e in items:
        if kind == "attr":
            if e.get(pred[1]) is not None:
                out.append(e)
        elif kind == "attrval":
            got = e.get(pred[1])
            if pred[3]:
                if got is not None and got != pred[2]:
                    out.append(e)
            elif got == pred[2]:
                out.append(e)
        elif kind == "child":
            m = _matcher(pred[1])
            if any(m(c.tag) for c in e._kids):
                out.append(e)
        elif kind == "childtext":
            m = _matcher(pred[1])
            for c in e._kids:
                if m(c.tag):
                    same = "".join(c.itertext()) == pred[2]
                    if same != pred[3]:
                        out.append(e)
                        break
        elif kind == "self":
            same = "".join(e.itertext()) == pred[1]
            if same != pred[2]:
                out.append(e)
        elif kind == "index":
            parent = ctx.parent_of(e)
            if parent is None:
                continue
            sibs = [c for c in parent._kids if c.tag == e.tag]
            try:
                if sibs[pred[1]] is e:
                    out.append(e)
            except IndexError:
                pass
    return out


def _select(elem, path, namespaces=None):
    if path[-1:] == "/":
        path = path + "*"
    toks = _tokens(path, namespaces)
    if not toks:
        raise SyntaxError("invalid path")
    if toks[0][0] == "/":
        raise SyntaxError("cannot use absolute path on element")
    ctx = _Ctx(elem)
    items = [elem]
    i = 0
    n = len(toks)
    while i < n:
        op, name = toks[i]
        i += 1
        if op == "//":
            if i >= n:
                raise SyntaxError("invalid descendant")
            op2, name2 = toks[i]
            i += 1
            if op2 == "*":
                name2 = "*"
            elif op2:
                raise SyntaxError("invalid descendant")
            m = _matcher(name2)
            nxt = []
            for e in items:
                for d in _descendants(e):
                    if m(d.tag):
                        nxt.append(d)
            items = nxt
        elif op == "*":
            items = [c for e in items for c in e._kids]
        elif op == ".":
            pass
        elif op == "..":
            seen = set()
            nxt = []
            for e in items:
                p = ctx.parent_of(e)
                if p is not None and id(p) not in seen:
                    seen.add(id(p))
                    nxt.append(p)
            items = nxt
        elif op == "[":
            pred, i = _parse_predicate(toks, i)
            items = _apply_predicate(pred, items, ctx)
            continue
        elif op == "/":
            raise SyntaxError("invalid path")
        elif not op:
            m = _matcher(name)
            items = [c for e in items for c in e._kids if m(c.tag)]
        else:
            raise SyntaxError("invalid path")
        # a step is followed by '/', '//', '[' or the end
        while i < n and toks[i][0] == "[":
            pred, i = _parse_predicate(toks, i + 1)
            items = _apply_predicate(pred, items, ctx)
        if i < n:
            if toks[i][0] == "/":
                i += 1
                if i >= n:
                    raise SyntaxError("invalid path")
            elif toks[i][0] != "//":
                raise SyntaxError("invalid path")
    return items


# Building trees from parse events

class TreeBuilder:
    def __init__(self, element_factory=None, *, comment_factory=None,
                 pi_factory=None, insert_comments=False, insert_pis=False):
        self._pieces = []
        self._open = []
        self._newest = None
        self._root = None
        self._after_end = False
        self._factory = element_factory or Element
        self._comment_factory = comment_factory or Comment
        self._pi_factory = pi_factory or ProcessingInstruction
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis

    def close(self):
        if self._open:
            raise AssertionError("missing end tags")
        if self._root is None:
            raise AssertionError("missing toplevel element")
        return self._root

    def _flush(self):
        pieces, self._pieces = self._pieces, []
        target = self._newest
        if pieces and target is not None:
            setattr(target, "tail" if self._after_end else "text",
                    "".join(pieces))

    def data(self, data):
        self._pieces.append(data)  # joined when the next tag comes

    def start(self, tag, attrs):
        self._flush()
        if self._factory is Element:
            e = Element(tag, attrs)
        else:
            e = self._factory(tag, attrs)
        self._place(e)
        self._open.append(e)
        self._after_end = False
        return e

    def _place(self, e):
        if self._open:
            self._open[-1].append(e)
        elif self._root is None:
            self._root = e
        self._newest = e

    def end(self, tag):
        self._flush()
        self._newest = self._open.pop()
        self._after_end = True
        return self._newest

    def comment(self, text):
        return self._special(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._special(self._pi_factory, self.insert_pis, target, text)

    def _special(self, factory, insert, *args):
        e = factory(*args)
        if insert:
            self._flush()
            if self._open:
                self._open[-1].append(e)
            self._newest = e
            self._after_end = True
        return e


def _raise_failure(ev):
    _, code, msg, line, col = ev
    err = ParseError("%s: line %d, column %d" % (msg, line, col))
    err.code = code
    err.position = (line, col)
    raise err


class XMLParser:
    def __init__(self, *, target=None, encoding=None):
        self.target = target if target is not None else TreeBuilder()
        self._chunks = []
        self._encoding = encoding
        self.version = "Expat 2.5.0"
        self.entity = {}

    def feed(self, data):
        self._chunks.append(data)

    def _document(self):
        chunks = self._chunks
        if not chunks:
            return ""
        if all(isinstance(c, str) for c in chunks):
            return "".join(chunks)
        parts = []
        for c in chunks:
            if isinstance(c, str):
                c = c.encode("utf-8")
            parts.append(bytes(c))
        data = b"".join(parts)
        if self._encoding:
            data = data.decode(self._encoding)
        return data

    def close(self):
        doc = self._document()
        self._chunks = []
        _drive(self.target, _xmlreader.events(doc))
        close = getattr(self.target, "close", None)
        if close is not None:
            return close()
        return None

    def _parse_whole(self, doc):
        self._chunks = [doc]
        return self.close()


def _attrs(flat):
    if flat is None:
        return {}
    it = iter(flat)
    return dict(zip(it, it))


def _drive(target, events):
    start = getattr(target, "start", None)
    end = getattr(target, "end", None)
    data = getattr(target, "data", None)
    comment = getattr(target, "comment", None)
    pi = getattr(target, "pi", None)
    start_ns = getattr(target, "start_ns", None)
    end_ns = getattr(target, "end_ns", None)
    for ev in events:
        kind = ev[0]
        if kind == 0:
            if start is not None:
                start(ev[1], _attrs(ev[2]))
        elif kind == 1:
            if end is not None:
                end(ev[1])
        elif kind == 2:
            if data is not None:
                data(ev[1])
        elif kind == 3:
            if comment is not None:
                comment(ev[1])
        elif kind == 4:
            if pi is not None:
                pi(ev[1], ev[2])
        elif kind == 5:
            if start_ns is not None:
                start_ns(ev[1], ev[2])
        elif kind == 6:
            if end_ns is not None:
                end_ns(ev[1])
        elif kind == 9:
            _raise_failure(ev)


def XML(text, parser=None):
    if parser is None:
        parser = XMLParser()
    parser.feed(text)
    return parser.close()


fromstring = XML


def fromstringlist(sequence, parser=None):
    if parser is None:
        parser = XMLParser()
    for s in sequence:
        parser.feed(s)
    return parser.close()


def XMLID(text, parser=None):
    tree = XML(text, parser)
    ids = {}
    for e in tree.iter():
        i = e.get("id")
        if i:
            ids[i] = e
    return tree, ids


def _read_source(source):
    if hasattr(source, "read"):
        return source.read()
    if hasattr(source, "__fspath__"):
        source = source.__fspath__()
    with open(source, "rb") as f:
        return f.read()


def parse(source, parser=None):
    doc = ElementTree()
    doc.parse(source, parser)
    return doc


class _IterParse:
    def __init__(self, source, events):
        self._source = source
        self._wanted = set(events)
        self._pending = None
        self.root = None

    def __iter__(self):
        return self

    def _run(self):
        wanted = self._wanted
        builder = TreeBuilder()
        out = []
        doc = _read_source(self._source)
        evs = _xmlreader.events(doc)
        for ev in evs:
            kind = ev[0]
            if kind == 0:
                e = builder.start(ev[1], _attrs(ev[2]))
                if "start" in wanted:
                    out.append(("start", e))
            elif kind == 1:
                e = builder.end(ev[1])
                if "end" in wanted:
                    out.append(("end", e))
            elif kind == 2:
                builder.data(ev[1])
            elif kind == 3:
                if "comment" in wanted:
                    out.append(("comment", builder.comment(ev[1])))
            elif kind == 4:
                if "pi" in wanted:
                    out.append(("pi", builder.pi(ev[1], ev[2])))
            elif kind == 5:
                if "start-ns" in wanted:
                    out.append(("start-ns", (ev[1], ev[2])))
            elif kind == 6:
                if "end-ns" in wanted:
                    out.append(("end-ns", None))
            elif kind == 9:
                out.append(ev)
        self._builder = builder
        return out

    def __next__(self):
        if self._pending is None:
            self._pending = self._run()
            self._pos = 0
        if self._pos >= len(self._pending):
            if self.root is None:
                self.root = self._builder._root
            raise StopIteration
        item = self._pending[self._pos]
        self._pos += 1
        if item[0] == 9:
            self._pending = []
            _raise_failure(item)
        return item


def iterparse(source, events=None, parser=None):
    if events is None:
        events = ("end",)
    for ev in events:
        if ev not in ("start", "end", "start-ns", "end-ns", "comment", "pi"):
            raise ValueError("unknown event %r" % ev)
    return _IterParse(source, events)


class XMLPullParser:
    def __init__(self, events=None, *, _parser=None):
        self._events = tuple(events) if events is not None else ("end",)
        self._chunks = []
        self._ready = []

    def feed(self, data):
        self._chunks.append(data)

    def close(self):
        chunks = self._chunks
        if chunks and not all(isinstance(c, str) for c in chunks):
            doc = b"".join(c.encode() if isinstance(c, str) else bytes(c)
                           for c in chunks)
        else:
            doc = "".join(chunks)
        self._chunks = []
        it = _IterParse(io.StringIO(doc) if isinstance(doc, str)
                        else io.BytesIO(doc), self._events)
        for item in it:
            self._ready.append(item)

    def read_events(self):
        ready = self._ready
        self._ready = []
        return iter(ready)


# Serialization

_namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}


def register_namespace(prefix, uri):
    if re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    for known_uri, known_prefix in list(_namespace_map.items()):
        if known_uri == uri or known_prefix == prefix:
            del _namespace_map[known_uri]
    _namespace_map[uri] = prefix


_TEXT_ESCAPES = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_ATTR_ESCAPES = _TEXT_ESCAPES + (('"', "&quot;"), ("\r", "&#13;"),
                                 ("\n", "&#10;"), ("\t", "&#09;"))


def _escaped(text, table):
    if not isinstance(text, str):
        _unserializable(text)
    for raw, esc in table:
        if raw in text:
            text = text.replace(raw, esc)
    return text


def _escape_cdata(text):
    return _escaped(text, _TEXT_ESCAPES)


def _escape_attrib(text):
    return _escaped(text, _ATTR_ESCAPES)


def _unserializable(value):
    raise TypeError(
        "cannot serialize %r (type %s)" % (value, type(value).__name__))


def _name_table(elem, default_namespace=None):
    """Maps every name in the tree to its serialized form; also returns the
    namespace URIs to declare on the root, each with its prefix."""
    shown = {None: None}
    declared = {}
    if default_namespace:
        declared[default_namespace] = ""

    def add(name):
        if name in shown:
            return
        if name[:1] != "{":
            if default_namespace:
                raise ValueError("cannot use non-qualified names with "
                                 "default_namespace option")
            shown[name] = name
            return
        uri, local = name[1:].rsplit("}", 1)
        prefix = declared.get(uri)
        if prefix is None:
            prefix = _namespace_map.get(uri, "ns%d" % len(declared))
            if prefix != "xml":
                declared[uri] = prefix
        shown[name] = prefix + ":" + local if prefix else local

    for e in elem.iter():
        tag = e.tag
        if isinstance(tag, (str, QName)):
            add(_tag_text(tag))
        elif tag not in (None, Comment, PI):
            _unserializable(tag)
        for key, value in e.items():
            add(_tag_text(key))
            if isinstance(value, QName):
                add(value.text)
        if isinstance(e.text, QName):
            add(e.text.text)
    return shown, declared


def _tag_text(tag):
    return tag.text if isinstance(tag, QName) else tag


_HTML_EMPTY = {"area", "base", "basefont", "br", "col", "embed", "frame",
               "hr", "img", "input", "isindex", "link", "meta", "param",
               "source", "track", "wbr"}


def _write_tree(write, root, shown, declared, short_empty, html):
    """Writes `root` as markup, depth first with an explicit stack of
    (step, element): "in" writes an element, "out" its end tag and tail,
    "tail" only its tail (for the children of a tag-less wrapper)."""
    todo = [("in", root)]
    first = True
    while todo:
        step, elem = todo.pop()
        if step == "out":
            write("</%s>" % shown[_tag_text(elem.tag)])
        if step != "in":
            if elem.tail:
                write(_escape_cdata(elem.tail))
            continue
        tag, text = elem.tag, elem.text
        children = list(elem)
        if tag is Comment or tag is PI:
            body = _escape_cdata(text) if html else text
            write(("<!--%s-->" if tag is Comment else "<?%s?>") % body)
        elif tag is None:
            # declarations go on the root only, even when it has no tag
            first = False
            if text:
                write(_escape_cdata(text))
            todo.append(("tail", elem))
            todo.extend(("in", c) for c in reversed(children))
            continue
        else:
            tag = _tag_text(tag)
            write("<" + shown[tag])
            if first:
                for uri, prefix in sorted(declared.items(),
                                          key=lambda item: item[1]):
                    write(' xmlns%s="%s"' % (":" + prefix if prefix else "",
                                             _escape_attrib(uri)))
            for key, value in elem.items():
                value = (shown[value.text] if isinstance(value, QName)
                         else _escape_attrib(value))
                write(' %s="%s"' % (shown[_tag_text(key)], value))
            if html:
                write(">")
                low = tag.lower()
                if text:
                    raw = low in ("script", "style")
                    write(text if raw else _escape_cdata(text))
                if low not in _HTML_EMPTY:
                    todo.append(("out", elem))
                    todo.extend(("in", c) for c in reversed(children))
                    first = False
                    continue
            elif text or children or not short_empty:
                write(">")
                if text:
                    write(_escape_cdata(_tag_text(text)))
                todo.append(("out", elem))
                todo.extend(("in", c) for c in reversed(children))
                first = False
                continue
            else:
                write(" />")
        first = False
        if elem.tail:
            write(_escape_cdata(elem.tail))


def _serialize(write, elem, method, default_namespace, short_empty):
    if method == "text":
        for piece in elem.itertext():
            write(piece)
        return
    shown, declared = _name_table(elem, default_namespace)
    _write_tree(write, elem, shown, declared, short_empty, method == "html")


class ElementTree:
    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        doc = _read_source(source)
        if parser is None:
            parser = XMLParser()
        parser.feed(doc)
        self._root = parser.close()
        return self._root

    def iter(self, tag=None):
        return self._root.iter(tag)


    def _fix(self, path):
        if path[:1] == "/":
            path = "." + path
            warnings.warn(
                "This search is broken in 1.3 and earlier, and will be "
                "fixed in a future version.  If you rely on the current "
                "behaviour, change it to %r" % path,
                FutureWarning, stacklevel=3)
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._fix(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._fix(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._fix(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._fix(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None,
              default_namespace=None, method=None, *,
              short_empty_elements=True):
        if not method:
            method = "xml"
        elif method not in ("text", "xml", "html"):
            raise ValueError("unknown method %r" % method)
        if not encoding:
            encoding = "utf-8" if method == "c14n" else "us-ascii"
        text = _render(self._root, encoding, xml_declaration,
                       default_namespace, method, short_empty_elements,
                       declare_unicode=True)
        if hasattr(file_or_filename, "write"):
            file_or_filename.write(text)
        else:
            if isinstance(text, str):
                with open(file_or_filename, "w", encoding="utf-8") as f:
                    f.write(text)
            else:
                with open(file_or_filename, "wb") as f:
                    f.write(text)


def _render(elem, encoding, xml_declaration, default_namespace, method,
            short_empty, declare_unicode=False):
    parts = []
    write = parts.append
    low = encoding.lower()
    if method == "xml" and (xml_declaration or (
            xml_declaration is None and low not in ("utf-8", "us-ascii", "unicode")
            and not (declare_unicode and low == "unicode"))):
        shown = "utf-8" if low == "unicode" else encoding
        write("<?xml version='1.0' encoding='%s'?>\n" % shown)
    _serialize(write, elem, method, default_namespace, short_empty)
    text = "".join(parts)
    if low == "unicode":
        return text
    return text.encode(encoding, "xmlcharrefreplace")


def tostring(element, encoding=None, method=None, *, xml_declaration=None,
             default_namespace=None, short_empty_elements=True):
    if not method:
        method = "xml"
    elif method not in ("text", "xml", "html"):
        raise ValueError("unknown method %r" % method)
    if encoding is None:
        encoding = "us-ascii"
    return _render(element, encoding, xml_declaration, default_namespace,
                   method, short_empty_elements)


def tostringlist(element, encoding=None, method=None, *,
                 xml_declaration=None, default_namespace=None,
                 short_empty_elements=True):
    return [tostring(element, encoding, method,
                     xml_declaration=xml_declaration,
                     default_namespace=default_namespace,
                     short_empty_elements=short_empty_elements)]


def dump(elem):
    root = elem.getroot() if isinstance(elem, ElementTree) else elem
    text = tostring(root, encoding="unicode")
    sys.stdout.write(text if text.endswith("\n") else text + "\n")


def indent(tree, space="  ", level=0):
    root = tree.getroot() if isinstance(tree, ElementTree) else tree
    if level < 0:
        raise ValueError(
            "Initial indentation level must be >= 0, got %s" % level)
    if not len(root):
        return
    pads = ["\n" + level * space]
    todo = [(root, 0)]
    while todo:
        elem, depth = todo.pop()
        while len(pads) <= depth + 1:
            pads.append(pads[-1] + space)
        inner = pads[depth + 1]
        if _blank(elem.text):
            elem.text = inner
        last = None
        for child in elem:
            if len(child):
                todo.append((child, depth + 1))
            if _blank(child.tail):
                child.tail = inner
            last = child
        if last is not None and not last.tail.strip():
            last.tail = pads[depth]


def _blank(text):
    return not text or text.isspace()
