//! The items of a tuple. Tuples of up to two items (pairs from `items()`,
//! `enumerate`, `zip`, `divmod`, small keys) keep them in the heap slot:
//! no second block to allocate, free or charge.

use std::ops::{Deref, DerefMut};

use super::Value;

#[derive(Debug, Clone)]
pub struct TupleItems(Repr);

#[derive(Debug, Clone)]
enum Repr {
    /// Unused places are `Undef`, which no tuple ever holds.
    Inline([Value; 2]),
    Boxed(Box<[Value]>),
}

impl TupleItems {
    pub fn empty() -> TupleItems {
        TupleItems(Repr::Inline([Value::Undef; 2]))
    }
}

/// Items held inline: those before the first `Undef`.
#[inline]
fn inline_len(a: &[Value; 2]) -> usize {
    if a[0].is_undef() {
        0
    } else if a[1].is_undef() {
        1
    } else {
        2
    }
}

impl Deref for TupleItems {
    type Target = [Value];
    #[inline]
    fn deref(&self) -> &[Value] {
        match &self.0 {
            Repr::Inline(a) => &a[..inline_len(a)],
            Repr::Boxed(b) => b,
        }
    }
}

impl DerefMut for TupleItems {
    #[inline]
    fn deref_mut(&mut self) -> &mut [Value] {
        match &mut self.0 {
            Repr::Inline(a) => {
                let n = inline_len(a);
                &mut a[..n]
            }
            Repr::Boxed(b) => b,
        }
    }
}

impl From<&[Value]> for TupleItems {
    fn from(items: &[Value]) -> TupleItems {
        // A tuple never holds `Undef`; one that did (an internal
        // placeholder) keeps its length by being boxed.
        if items.len() <= 2 && !items.iter().any(|v| v.is_undef()) {
            let mut a = [Value::Undef; 2];
            a[..items.len()].copy_from_slice(items);
            return TupleItems(Repr::Inline(a));
        }
        TupleItems(Repr::Boxed(items.into()))
    }
}

impl From<Vec<Value>> for TupleItems {
    fn from(items: Vec<Value>) -> TupleItems {
        if items.len() <= 2 {
            return TupleItems::from(&items[..]);
        }
        TupleItems(Repr::Boxed(items.into_boxed_slice()))
    }
}

impl From<Box<[Value]>> for TupleItems {
    fn from(items: Box<[Value]>) -> TupleItems {
        if items.len() <= 2 {
            return TupleItems::from(&items[..]);
        }
        TupleItems(Repr::Boxed(items))
    }
}

impl<const N: usize> From<[Value; N]> for TupleItems {
    fn from(items: [Value; N]) -> TupleItems {
        TupleItems::from(&items[..])
    }
}

impl FromIterator<Value> for TupleItems {
    fn from_iter<I: IntoIterator<Item = Value>>(it: I) -> TupleItems {
        TupleItems::from(it.into_iter().collect::<Vec<_>>())
    }
}

impl TupleItems {
    /// Bytes owned beyond the heap slot.
    pub fn heap_bytes(&self) -> usize {
        match &self.0 {
            Repr::Inline(_) => 0,
            Repr::Boxed(b) => super::heap::alloc_size(std::mem::size_of_val::<[Value]>(b)),
        }
    }
}

impl serde::Serialize for TupleItems {
    fn serialize<S: serde::Serializer>(&self, ser: S) -> Result<S::Ok, S::Error> {
        <[Value] as serde::Serialize>::serialize(self, ser)
    }
}

impl<'de> serde::Deserialize<'de> for TupleItems {
    fn deserialize<D: serde::Deserializer<'de>>(de: D) -> Result<TupleItems, D::Error> {
        Ok(TupleItems::from(Vec::<Value>::deserialize(de)?))
    }
}
