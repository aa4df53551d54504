//! The Python-source stdlib compiled ahead of time. Compiling a module's
//! source is most of a cold import (parse and compile took three quarters
//! of `import typing, dataclasses, datetime, enum, json, re, collections`),
//! so a front end builds an image of every module's code when it is built
//! (crates/corral-stdlib-code) and installs it at start; an import then
//! decodes the code instead of compiling the source.
//!
//! The image is produced by this same engine source in the same build, so
//! the code it holds is what compiling would give. Each entry also carries
//! a hash of the source it was compiled from: a module whose source differs
//! (a developer's `CORRAL_PYSRC` override) is compiled as before, and so is
//! everything when no image is installed.

use std::hash::{BuildHasher, Hasher};
use std::rc::Rc;
use std::sync::OnceLock;

use crate::codec::{
    CodeTableDe, CodeTableSer, DE_CODES, code_table, with_de_table, with_ser_table,
};
use crate::compile::code::Code;

const MAGIC: &[u8; 8] = b"CRLSTD01";

/// The installed image's entries: (module name, source hash, encoded code).
type Entries = Vec<(&'static str, u64, &'static [u8])>;

static IMAGE: OnceLock<Entries> = OnceLock::new();

fn source_hash(src: &str) -> u64 {
    let mut h = foldhash::quality::FixedState::with_seed(0x636f7272616c).build_hasher();
    h.write(src.as_bytes());
    h.finish()
}

/// Every module's compiled code, as the bytes `install` takes.
pub fn build() -> Result<Vec<u8>, String> {
    let mut entries: Vec<(&str, u64, Vec<u8>)> = Vec::new();
    for (name, src) in super::pysrc::all_sources() {
        let code = super::pysrc::compile_source(name, src).map_err(|e| match *e.0 {
            crate::error::ErrorKind::Fault(m) => m,
            other => format!("{other:?}"),
        })?;
        let code = Rc::new(code);
        let table = code_table(vec![code]);
        let bytes = with_ser_table(&table, || postcard::to_allocvec(&CodeTableSer(&table)))
            .map_err(|e| format!("encoding {name}: {e}"))?;
        entries.push((name, source_hash(src), bytes));
    }
    let mut out = MAGIC.to_vec();
    let index = postcard::to_allocvec(&entries).map_err(|e| format!("encoding the index: {e}"))?;
    out.extend_from_slice(&index);
    Ok(out)
}

/// Use `image` (made by `build` from this engine's source) for the
/// modules it holds, in every thread of the process. A second image is
/// ignored: the first one installed stays.
pub fn install(image: &'static [u8]) -> Result<(), String> {
    let body = image
        .strip_prefix(MAGIC)
        .ok_or("not a corral stdlib image (bad magic)")?;
    let entries: Entries =
        postcard::from_bytes(body).map_err(|e| format!("bad stdlib image index: {e}"))?;
    let _ = IMAGE.set(entries);
    Ok(())
}

/// The code of module `name` from the installed image, if it holds code
/// compiled from exactly `src`.
pub(super) fn lookup(name: &str, src: &str) -> Option<Rc<Code>> {
    let entries = IMAGE.get()?;
    let &(_, hash, bytes) = entries.iter().find(|(n, _, _)| *n == name)?;
    if hash != source_hash(src) {
        return None;
    }
    with_de_table(|| {
        let _: CodeTableDe = postcard::from_bytes(bytes).ok()?;
        // Children come before parents in the table: the module is last.
        DE_CODES.with(|t| t.borrow().last().cloned())
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn encoded(code: Rc<Code>) -> Vec<u8> {
        let table = code_table(vec![code]);
        with_ser_table(&table, || postcard::to_allocvec(&CodeTableSer(&table))).unwrap()
    }

    #[test]
    fn every_module_decodes_to_what_compiling_gives() {
        let image: &'static [u8] = Box::leak(build().unwrap().into_boxed_slice());
        install(image).unwrap();
        for (name, src) in super::super::pysrc::all_sources() {
            let decoded = lookup(name, src).unwrap_or_else(|| panic!("{name} missing"));
            let compiled = Rc::new(super::super::pysrc::compile_source(name, src).unwrap());
            assert!(encoded(decoded) == encoded(compiled), "{name} differs");
        }
        // A source the image was not made from is compiled instead.
        assert!(lookup("json", "x = 1\n").is_none());
        assert!(lookup("no_such_module", "").is_none());
    }

    #[test]
    fn bad_images_are_refused() {
        assert!(install(b"nonsense").is_err());
        assert!(install(b"CRLSTD01\xff\xff\xff").is_err());
    }
}
