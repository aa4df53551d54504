//! Interpreting `match` patterns.

use crate::compile::code::{Const, Pat};
use crate::error::{Error, Result};
use crate::objects::{Obj, TypeId, Value};

use super::Vm;

impl Vm {
    /// Match `subject` against `pat`; captures are written into `caps`.
    pub(crate) fn match_pattern(
        &mut self,
        pat: &Pat,
        subject: Value,
        values: &[Value],
        caps: &mut Vec<Value>,
    ) -> Result<bool> {
        match pat {
            Pat::Wildcard => Ok(true),
            Pat::Capture(i) => {
                set_cap(caps, *i, subject);
                Ok(true)
            }
            Pat::Value(i) => {
                let v = values.get(*i as usize).copied().unwrap_or(Value::None);
                self.eq(subject, v)
            }
            Pat::Singleton(c) => Ok(match c {
                Const::None => matches!(subject, Value::None),
                Const::Bool(b) => subject == Value::Bool(*b),
                _ => false,
            }),
            Pat::As(inner, i) => {
                if self.match_pattern(inner, subject, values, caps)? {
                    set_cap(caps, *i, subject);
                    Ok(true)
                } else {
                    Ok(false)
                }
            }
            Pat::Or(alts) => {
                for a in alts {
                    if self.match_pattern(a, subject, values, caps)? {
                        return Ok(true);
                    }
                }
                Ok(false)
            }
            Pat::Sequence { items, star } => {
                let is_seq = match subject {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::List(_) | Obj::Tuple(_) | Obj::Range { .. } => true,
                        Obj::Instance(_) => self.base_value(subject).is_some_and(|b| {
                            matches!(self.type_of(b), TypeId::List | TypeId::Tuple)
                        }),
                        _ => false,
                    },
                    _ => false,
                };
                if !is_seq {
                    return Ok(false);
                }
                let elems = self.collect_iter(subject)?;
                match star {
                    None => {
                        if elems.len() != items.len() {
                            return Ok(false);
                        }
                        for (p, v) in items.iter().zip(elems.iter()) {
                            if !self.match_pattern(p, *v, values, caps)? {
                                return Ok(false);
                            }
                        }
                        Ok(true)
                    }
                    Some((pos, cap)) => {
                        if elems.len() < items.len() {
                            return Ok(false);
                        }
                        let after = items.len() - pos;
                        for (p, v) in items[..*pos].iter().zip(elems.iter()) {
                            if !self.match_pattern(p, *v, values, caps)? {
                                return Ok(false);
                            }
                        }
                        let tail = &elems[elems.len() - after..];
                        for (p, v) in items[*pos..].iter().zip(tail.iter()) {
                            if !self.match_pattern(p, *v, values, caps)? {
                                return Ok(false);
                            }
                        }
                        if let Some(i) = cap {
                            let mid = elems[*pos..elems.len() - after].to_vec();
                            let l = self.new_list(mid)?;
                            set_cap(caps, *i, l);
                        }
                        Ok(true)
                    }
                }
            }
            Pat::Mapping { keys, pats, rest } => {
                let map = match subject {
                    Value::Obj(r) => match self.heap.get(r) {
                        Obj::Dict(_) => subject,
                        Obj::Instance(_) => match self.base_value(subject) {
                            Some(b) if self.type_of(b) == TypeId::Dict => b,
                            _ => return Ok(false),
                        },
                        _ => return Ok(false),
                    },
                    _ => return Ok(false),
                };
                let mut used = Vec::new();
                for (k, p) in keys.iter().zip(pats.iter()) {
                    let key = values.get(*k as usize).copied().unwrap_or(Value::None);
                    let Some(v) = self.dict_get(map, key)? else {
                        return Ok(false);
                    };
                    if !self.match_pattern(p, v, values, caps)? {
                        return Ok(false);
                    }
                    used.push(key);
                }
                if let Some(i) = rest {
                    let d = self.new_dict()?;
                    for (k, v) in self.dict_items(map)? {
                        let mut skip = false;
                        for u in &used {
                            if self.eq(k, *u)? {
                                skip = true;
                                break;
                            }
                        }
                        if !skip {
                            self.dict_set(d, k, v)?;
                        }
                    }
                    set_cap(caps, *i, d);
                }
                Ok(true)
            }
            Pat::Class { cls, args, kwargs } => {
                let cls = values.get(*cls as usize).copied().unwrap_or(Value::None);
                if !self.is_class(cls) {
                    return Err(Error::type_error("called match pattern must be a type"));
                }
                let sub_cls = self.class_of(subject);
                if !self.is_subclass(sub_cls, cls) {
                    return Ok(false);
                }
                if !args.is_empty() {
                    let self_matching = matches!(
                        cls,
                        Value::Type(
                            TypeId::Bool
                                | TypeId::Bytes
                                | TypeId::Dict
                                | TypeId::Float
                                | TypeId::FrozenSet
                                | TypeId::Int
                                | TypeId::List
                                | TypeId::Set
                                | TypeId::Str
                                | TypeId::Tuple
                        )
                    );
                    if self_matching {
                        if args.len() > 1 {
                            return Err(Error::type_error(format!(
                                "{}() accepts 1 positional sub-pattern ({} given)",
                                self.class_name(cls),
                                args.len()
                            )));
                        }
                        if !self.match_pattern(&args[0], subject, values, caps)? {
                            return Ok(false);
                        }
                    } else {
                        let names = match self.class_lookup(cls, "__match_args__") {
                            Some(v) if self.type_of(v) == TypeId::Tuple => self.seq_items(v)?,
                            _ => Vec::new(),
                        };
                        if args.len() > names.len() {
                            let cname = self.class_name(cls).to_string();
                            return Err(Error::type_error(format!(
                                "{cname}() accepts {} positional sub-pattern{} ({} given)",
                                names.len(),
                                if names.len() == 1 { "" } else { "s" },
                                args.len()
                            )));
                        }
                        for (p, n) in args.iter().zip(names.iter()) {
                            let name = self.str_of(*n).unwrap_or("").to_string();
                            let v = match self.get_attr(subject, &name) {
                                Ok(v) => v,
                                Err(e) if self.err_matches(&e, TypeId::AttributeError) => {
                                    return Ok(false);
                                }
                                Err(e) => return Err(e),
                            };
                            if !self.match_pattern(p, v, values, caps)? {
                                return Ok(false);
                            }
                        }
                    }
                }
                for (name, p) in kwargs {
                    let v = match self.get_attr(subject, name) {
                        Ok(v) => v,
                        Err(e) if self.err_matches(&e, TypeId::AttributeError) => return Ok(false),
                        Err(e) => return Err(e),
                    };
                    if !self.match_pattern(p, v, values, caps)? {
                        return Ok(false);
                    }
                }
                Ok(true)
            }
        }
    }
}

fn set_cap(caps: &mut Vec<Value>, i: u16, v: Value) {
    let i = i as usize;
    if caps.len() <= i {
        caps.resize(i + 1, Value::None);
    }
    caps[i] = v;
}

/// Number of captures a pattern binds (the highest capture index + 1).
pub(crate) fn capture_count(p: &Pat) -> usize {
    match p {
        Pat::Wildcard | Pat::Value(_) | Pat::Singleton(_) => 0,
        Pat::Capture(i) => *i as usize + 1,
        Pat::As(inner, i) => capture_count(inner).max(*i as usize + 1),
        Pat::Or(alts) => alts.iter().map(capture_count).max().unwrap_or(0),
        Pat::Sequence { items, star } => {
            let s = match star {
                Some((_, Some(i))) => *i as usize + 1,
                _ => 0,
            };
            items.iter().map(capture_count).max().unwrap_or(0).max(s)
        }
        Pat::Mapping { pats, rest, .. } => {
            let r = rest.map_or(0, |i| i as usize + 1);
            pats.iter().map(capture_count).max().unwrap_or(0).max(r)
        }
        Pat::Class { args, kwargs, .. } => args
            .iter()
            .map(capture_count)
            .chain(kwargs.iter().map(|(_, p)| capture_count(p)))
            .max()
            .unwrap_or(0),
    }
}
