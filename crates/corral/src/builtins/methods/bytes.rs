//! bytes methods: thin wrappers over `crate::text::bytes`.

use super::MethodId;
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};
use crate::text;
use crate::vm::Vm;

fn bytes_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    vm.bytes_of(v).map(|b| b.to_vec()).ok_or_else(|| {
        Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(v)
        ))
    })
}

fn new_bytes(vm: &mut Vm, b: Vec<u8>) -> Result<Value> {
    vm.alloc(Obj::Bytes(b.into_boxed_slice()))
}

pub fn call(vm: &mut Vm, m: MethodId, recv: Value, a: Args) -> Result<Value> {
    use MethodId as M;
    if m == M::BytesFromhex {
        a.method("fromhex", 1, 1)?;
        let s = vm.str_of(a.pos[0]).unwrap_or("").to_string();
        let b = text::bytes::fromhex(&s).map_err(Error::value_error)?;
        return new_bytes(vm, b);
    }
    let b = vm.bytes_of(recv).unwrap_or(&[]).to_vec();
    let opt = |vm: &Vm, v: Option<Value>| -> Result<Option<i64>> {
        match v {
            None | Some(Value::None) => Ok(None),
            Some(v) => vm.index_of(v).map(Some),
        }
    };
    match m {
        M::BytesDecode => {
            a.allow_kw("decode", &["encoding", "errors"])?;
            let enc = match a.arg(0, "encoding") {
                Some(v) => vm.str_of(v).unwrap_or("utf-8").to_string(),
                None => "utf-8".to_string(),
            };
            let errors = match a.arg(1, "errors") {
                Some(v) => vm.str_of(v).unwrap_or("strict").to_string(),
                None => "strict".to_string(),
            };
            let s = match text::codecs::normalize_encoding(&enc) {
                Some("utf-8") => text::codecs::decode_utf8(&b, &errors),
                Some("ascii") => text::codecs::decode_ascii(&b, &errors),
                Some("latin-1") => Ok(text::codecs::decode_latin1(&b)),
                _ => {
                    return Err(Error::new(
                        TypeId::LookupError,
                        format!("unknown encoding: {enc}"),
                    ));
                }
            };
            let s = match s {
                Ok(s) => s.into_owned(),
                Err(e) => return Err(vm.codec_error(e, recv)),
            };
            vm.new_str(s)
        }
        M::BytesHex => {
            a.no_kw("hex")?;
            a.expect("hex", 0, 2)?;
            let sep = match a.get(0) {
                Some(v) => vm.str_of(v).and_then(|s| s.chars().next()),
                None => None,
            };
            let per = match a.get(1) {
                Some(v) => vm.index_of(v)?,
                None => 1,
            };
            let s = text::bytes::hex(&b, sep, per).map_err(Error::value_error)?;
            vm.new_str(s)
        }
        M::BytesUpper => new_bytes(vm, text::bytes::upper(&b)),
        M::BytesLower => new_bytes(vm, text::bytes::lower(&b)),
        M::BytesStrip | M::BytesLstrip | M::BytesRstrip => {
            a.method(m.name(), 0, 1)?;
            let chars = match a.get(0) {
                None | Some(Value::None) => None,
                Some(v) => Some(bytes_arg(vm, v)?),
            };
            let out = match m {
                M::BytesStrip => text::bytes::strip(&b, chars.as_deref()),
                M::BytesLstrip => text::bytes::lstrip(&b, chars.as_deref()),
                _ => text::bytes::rstrip(&b, chars.as_deref()),
            }
            .to_vec();
            new_bytes(vm, out)
        }
        M::BytesSplit => {
            a.allow_kw("split", &["sep", "maxsplit"])?;
            let sep = match a.arg(0, "sep") {
                None | Some(Value::None) => None,
                Some(v) => Some(bytes_arg(vm, v)?),
            };
            let maxsplit = match a.arg(1, "maxsplit") {
                Some(v) => vm.index_of(v)?,
                None => -1,
            };
            let parts: Vec<Vec<u8>> = text::bytes::split(&b, sep.as_deref(), maxsplit)
                .map_err(Error::value_error)?
                .into_iter()
                .map(|p| p.to_vec())
                .collect();
            let mut out = Vec::new();
            for p in parts {
                out.push(new_bytes(vm, p)?);
            }
            vm.new_list(out)
        }
        M::BytesJoin => {
            a.method("join", 1, 1)?;
            let items = vm.collect_iter(a.pos[0])?;
            let mut out = Vec::new();
            for (i, x) in items.iter().enumerate() {
                if i > 0 {
                    out.extend_from_slice(&b);
                }
                match vm.bytes_of(*x) {
                    Some(p) => out.extend_from_slice(p),
                    None => {
                        return Err(Error::type_error(format!(
                            "sequence item {i}: expected a bytes-like object, {} found",
                            vm.type_name(*x)
                        )));
                    }
                }
            }
            new_bytes(vm, out)
        }
        M::BytesReplace => {
            a.no_kw("replace")?;
            a.expect("replace", 2, 3)?;
            let old = bytes_arg(vm, a.pos[0])?;
            let new = bytes_arg(vm, a.pos[1])?;
            let count = match a.get(2) {
                Some(v) => vm.index_of(v)?,
                None => -1,
            };
            let out = text::bytes::replace(&b, &old, &new, count, crate::format::MAX_FORMAT_LEN)
                .map_err(Error::value_error)?
                .into_owned();
            new_bytes(vm, out)
        }
        M::BytesFind | M::BytesCount | M::BytesIndex => {
            a.no_kw(m.name())?;
            a.expect(m.name(), 1, 3)?;
            let sub = match a.pos[0] {
                Value::Int(i) => vec![i as u8],
                v => bytes_arg(vm, v)?,
            };
            let start = opt(vm, a.get(1))?;
            let end = opt(vm, a.get(2))?;
            match m {
                M::BytesFind => Ok(Value::Int(text::bytes::find(&b, &sub, start, end))),
                M::BytesCount => Ok(Value::Int(text::bytes::count(&b, &sub, start, end) as i64)),
                _ => Ok(Value::Int(
                    text::bytes::index(&b, &sub, start, end).map_err(Error::value_error)? as i64,
                )),
            }
        }
        M::BytesStartswith | M::BytesEndswith => {
            a.no_kw(m.name())?;
            a.expect(m.name(), 1, 3)?;
            let start = opt(vm, a.get(1))?;
            let end = opt(vm, a.get(2))?;
            let cands: Vec<Vec<u8>> = if vm.type_of(a.pos[0]) == TypeId::Tuple {
                let items = vm.seq_items(a.pos[0])?;
                let mut v = Vec::new();
                for x in items {
                    v.push(bytes_arg(vm, x)?);
                }
                v
            } else {
                vec![bytes_arg(vm, a.pos[0])?]
            };
            let hit = cands.iter().any(|p| {
                if m == M::BytesStartswith {
                    text::bytes::startswith(&b, p, start, end)
                } else {
                    text::bytes::endswith(&b, p, start, end)
                }
            });
            Ok(Value::Bool(hit))
        }
        M::BytesIsdigit => Ok(Value::Bool(text::bytes::isdigit(&b))),
        M::BytesIsalpha => Ok(Value::Bool(text::bytes::isalpha(&b))),
        M::BytesIsspace => Ok(Value::Bool(text::bytes::isspace(&b))),
        _ => Err(Error::fault("bad bytes method")),
    }
}
