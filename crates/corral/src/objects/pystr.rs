//! The text of a Python str.
//!
//! Short strings (most keys, words, numbers turned to text) live inside the
//! heap slot itself: no second block, no refcount. Longer ones share an
//! `Rc<str>`, so a method can hold the text while it allocates results.
//! Very long ones built by the VM keep the `String` they were built in
//! (`Rc<String>`): turning it into an `Rc<str>` would copy it, and for a
//! moment hold the text twice.

use std::cell::Cell;
use std::ops::Deref;
use std::rc::Rc;

use compact_str::CompactString;

use super::heap::alloc_size;

/// Longest text kept inside the slot (CompactString's inline capacity).
const INLINE: usize = 24;

/// From this length a built `String` is kept rather than copied.
const KEEP_BUILT: usize = 1024;

/// A Python str. ASCII-ness is part of the representation so indexing and
/// slicing can use byte offsets without a scan.
#[derive(Debug)]
pub struct PyStr {
    /// Cached internal hash; 0 means not yet computed.
    pub hash: Cell<u64>,
    body: Body,
}

#[derive(Debug)]
enum Body {
    Small(CompactString),
    Ascii(Rc<str>),
    Wide(Rc<str>),
    AsciiBuilt(Rc<String>),
    WideBuilt(Rc<String>),
}

/// A str's text held apart from the heap (cheap to clone: a short copy or a
/// refcount).
#[derive(Debug, Clone)]
pub enum StrText {
    Small(CompactString),
    Shared(Rc<str>),
    Built(Rc<String>),
}

impl Deref for StrText {
    type Target = str;
    #[inline]
    fn deref(&self) -> &str {
        match self {
            StrText::Small(s) => s.as_str(),
            StrText::Shared(s) => s,
            StrText::Built(s) => s.as_str(),
        }
    }
}

impl AsRef<str> for StrText {
    fn as_ref(&self) -> &str {
        self
    }
}

impl From<StrText> for Rc<str> {
    fn from(t: StrText) -> Rc<str> {
        match t {
            StrText::Shared(s) => s,
            other => Rc::from(&*other),
        }
    }
}

impl PyStr {
    /// A str with a copy of `s`.
    pub fn new(s: &str) -> PyStr {
        if s.len() <= INLINE {
            return PyStr::small(s);
        }
        PyStr::shared(Rc::from(s))
    }

    /// A str sharing `s` (a constant, or text already held elsewhere).
    pub fn shared(s: Rc<str>) -> PyStr {
        if s.len() <= INLINE {
            return PyStr::small(&s);
        }
        let body = if s.is_ascii() {
            Body::Ascii(s)
        } else {
            Body::Wide(s)
        };
        PyStr::with(body)
    }

    /// A str taking over a built `String`: a long one is kept as it is.
    pub fn built(mut s: String) -> PyStr {
        if s.len() < KEEP_BUILT {
            return PyStr::new(&s);
        }
        s.shrink_to_fit();
        let ascii = s.is_ascii();
        let s = Rc::new(s);
        PyStr::with(if ascii {
            Body::AsciiBuilt(s)
        } else {
            Body::WideBuilt(s)
        })
    }

    fn small(s: &str) -> PyStr {
        PyStr::with(Body::Small(CompactString::new(s)))
    }

    fn with(body: Body) -> PyStr {
        PyStr {
            hash: Cell::new(0),
            body,
        }
    }

    // Forced: every str operation reads the text, and an out-of-line call
    // showed up in profiles.
    #[inline(always)]
    pub fn as_str(&self) -> &str {
        match &self.body {
            Body::Small(s) => s.as_str(),
            Body::Ascii(s) | Body::Wide(s) => s,
            Body::AsciiBuilt(s) | Body::WideBuilt(s) => s.as_str(),
        }
    }

    #[inline]
    pub fn len(&self) -> usize {
        self.as_str().len()
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.as_str().is_empty()
    }

    #[inline]
    pub fn is_ascii(&self) -> bool {
        match &self.body {
            Body::Small(s) => s.is_ascii(),
            Body::Ascii(_) | Body::AsciiBuilt(_) => true,
            Body::Wide(_) | Body::WideBuilt(_) => false,
        }
    }

    /// The text, held apart from the heap.
    #[inline]
    pub fn text(&self) -> StrText {
        match &self.body {
            Body::Small(s) => StrText::Small(s.clone()),
            Body::Ascii(s) | Body::Wide(s) => StrText::Shared(s.clone()),
            Body::AsciiBuilt(s) | Body::WideBuilt(s) => StrText::Built(s.clone()),
        }
    }

    /// The same shared block as `rc` (a name compared by identity first).
    #[inline]
    pub fn shares(&self, rc: &Rc<str>) -> bool {
        matches!(&self.body, Body::Ascii(s) | Body::Wide(s) if Rc::ptr_eq(s, rc))
    }

    /// Changes the text in place when no one else holds it (a fresh str
    /// being filled); false when it is shared.
    pub fn edit_fresh(&mut self, f: impl FnOnce(&mut str)) -> bool {
        match &mut self.body {
            Body::Small(s) => {
                f(s.as_mut_str());
                true
            }
            Body::Ascii(s) | Body::Wide(s) => match Rc::get_mut(s) {
                Some(t) => {
                    f(t);
                    true
                }
                None => false,
            },
            Body::AsciiBuilt(s) | Body::WideBuilt(s) => match Rc::get_mut(s) {
                Some(t) => {
                    f(t.as_mut_str());
                    true
                }
                None => false,
            },
        }
    }

    pub fn char_len(&self) -> usize {
        if self.is_ascii() {
            self.len()
        } else {
            self.as_str().chars().count()
        }
    }

    /// Bytes owned beyond the heap slot, as the allocator gives them.
    pub fn heap_bytes(&self) -> usize {
        // An `Rc` block carries two counts before the data.
        const RC: usize = 16;
        match &self.body {
            Body::Small(_) => 0,
            Body::Ascii(s) | Body::Wide(s) => alloc_size(RC + s.len()),
            Body::AsciiBuilt(s) | Body::WideBuilt(s) => {
                alloc_size(RC + std::mem::size_of::<String>()) + alloc_size(s.capacity())
            }
        }
    }

    /// What `heap_bytes` will be for a str of `n` bytes made by `new`.
    pub fn bytes_for(n: usize) -> usize {
        if n <= INLINE { 0 } else { alloc_size(16 + n) }
    }
}

impl serde::Serialize for PyStr {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        ser.serialize_str(self.as_str())
    }
}

impl<'de> serde::Deserialize<'de> for PyStr {
    fn deserialize<D: serde::Deserializer<'de>>(de: D) -> Result<PyStr, D::Error> {
        let s = String::deserialize(de)?;
        Ok(PyStr::built(s))
    }
}

impl From<&str> for PyStr {
    fn from(s: &str) -> PyStr {
        PyStr::new(s)
    }
}

impl From<&String> for PyStr {
    fn from(s: &String) -> PyStr {
        PyStr::new(s)
    }
}

impl From<String> for PyStr {
    fn from(s: String) -> PyStr {
        PyStr::built(s)
    }
}

impl From<Box<str>> for PyStr {
    fn from(s: Box<str>) -> PyStr {
        PyStr::built(s.into_string())
    }
}

impl From<std::borrow::Cow<'_, str>> for PyStr {
    fn from(s: std::borrow::Cow<'_, str>) -> PyStr {
        match s {
            std::borrow::Cow::Borrowed(s) => PyStr::new(s),
            std::borrow::Cow::Owned(s) => PyStr::built(s),
        }
    }
}

impl From<Rc<str>> for PyStr {
    fn from(s: Rc<str>) -> PyStr {
        PyStr::shared(s)
    }
}

impl From<&Rc<str>> for PyStr {
    fn from(s: &Rc<str>) -> PyStr {
        PyStr::shared(s.clone())
    }
}

impl From<StrText> for PyStr {
    fn from(t: StrText) -> PyStr {
        match t {
            StrText::Small(s) => PyStr::with(Body::Small(s)),
            StrText::Shared(s) => PyStr::shared(s),
            StrText::Built(s) => {
                let ascii = s.is_ascii();
                PyStr::with(if ascii {
                    Body::AsciiBuilt(s)
                } else {
                    Body::WideBuilt(s)
                })
            }
        }
    }
}

impl From<&StrText> for PyStr {
    fn from(t: &StrText) -> PyStr {
        PyStr::from(t.clone())
    }
}

impl From<&str> for StrText {
    fn from(s: &str) -> StrText {
        if s.len() <= INLINE {
            StrText::Small(CompactString::new(s))
        } else {
            StrText::Shared(Rc::from(s))
        }
    }
}

impl StrText {
    /// The same text object: one shared block, or equal short text (which
    /// has no identity of its own).
    #[inline]
    pub fn same(&self, other: &StrText) -> bool {
        match (self, other) {
            (StrText::Small(a), StrText::Small(b)) => a == b,
            (StrText::Shared(a), StrText::Shared(b)) => Rc::ptr_eq(a, b),
            (StrText::Built(a), StrText::Built(b)) => Rc::ptr_eq(a, b),
            _ => false,
        }
    }
}
