//! The main program's `globals()` dict. Compiled code keeps module globals
//! in slots (an index per name), so the dict is a second copy kept in step
//! with them: a store to a slot is copied into the dict at once, and a change
//! made through the dict is noticed by its version and copied back before
//! slots are next used. The dict exists only once guest code asks for it.

use crate::compile::code::{Code, GlobalIc};
use crate::error::Result;
use crate::objects::{Obj, ObjRef, Value};

use super::Vm;

/// `globals_seen` value meaning "copy the dict into the slots before use".
pub(crate) const STALE: u64 = u64::MAX;

/// The globals every run sets before it starts, in CPython's order.
pub(crate) const RUN_NAMES: [&str; 3] = ["__name__", "__doc__", "__file__"];

impl Vm {
    /// `globals()` at module level (and in functions it defined): always
    /// the same dict.
    pub fn live_globals(&mut self) -> Result<Value> {
        if let Some(d) = self.globals_dict {
            self.refresh_globals()?;
            return Ok(Value::Obj(d));
        }
        let mut names: Vec<(std::rc::Rc<str>, Value)> = self
            .global_names
            .names()
            .iter()
            .zip(self.globals.iter())
            .filter(|(_, v)| !v.is_undef())
            .map(|(n, v)| (n.clone(), *v))
            .collect();
        self.add_module_dunders(&mut names)?;
        let d = self.new_dict()?;
        for (n, v) in names {
            let k = self.new_str(&*n)?;
            self.dict_set(d, k, v)?;
        }
        let Value::Obj(r) = d else {
            return Ok(d);
        };
        self.globals_dict = Some(r);
        self.globals_seen = self.dict_version(r);
        Ok(d)
    }

    /// The main module's other dunders, which no run sets (name lookup
    /// finds them in `python_builtin`), placed where CPython's globals()
    /// has them: `__package__`, `__loader__` and `__spec__` after
    /// `__doc__`, `__builtins__` before `__file__`, `__cached__` after it.
    fn add_module_dunders(&mut self, names: &mut Vec<(std::rc::Rc<str>, Value)>) -> Result<()> {
        let is_main = names.len() >= 3
            && names[..3]
                .iter()
                .zip(RUN_NAMES)
                .all(|((n, _), want)| &**n == want);
        if !is_main {
            return Ok(());
        }
        let builtins = self.python_builtin("__builtins__")?.unwrap_or(Value::None);
        let annotations = names.iter().position(|(n, _)| &**n == "__annotations__");
        let mut ordered = names[..2].to_vec();
        for name in ["__package__", "__loader__", "__spec__"] {
            ordered.push((name.into(), Value::None));
        }
        if let Some(i) = annotations {
            ordered.push(names[i].clone());
        }
        ordered.push(("__builtins__".into(), builtins));
        ordered.push(names[2].clone());
        ordered.push(("__cached__".into(), Value::None));
        let rest = names[3..]
            .iter()
            .enumerate()
            .filter(|(i, _)| Some(i + 3) != annotations)
            .map(|(_, nv)| nv.clone());
        ordered.extend(rest);
        *names = ordered;
        Ok(())
    }

    /// Set `__name__`, `__doc__` and `__file__`, the globals every run of a
    /// program starts with. A fresh VM whose names were interned with these
    /// first (`intern_run_names`) has no dict to copy them into, so they go
    /// straight into their slots.
    pub(crate) fn set_run_names(&mut self, file: &str) -> Result<()> {
        let main = self.new_str("__main__")?;
        let file = self.new_str(file)?;
        let values = [main, Value::None, file];
        let fresh = self.globals_dict.is_none()
            && self.global_names.names().len() >= 3
            && self.global_names.names()[..3]
                .iter()
                .zip(RUN_NAMES)
                .all(|(n, want)| &**n == want);
        if fresh {
            self.sync_globals();
            self.globals[..3].copy_from_slice(&values);
            return Ok(());
        }
        for (name, v) in RUN_NAMES.into_iter().zip(values) {
            self.set_global(name, v)?;
        }
        Ok(())
    }

    fn dict_version(&self, d: ObjRef) -> u64 {
        match self.heap.get(d) {
            Obj::Dict(t) => u64::from(t.version()),
            _ => STALE,
        }
    }

    /// Bring the slots up to date with changes made through the dict.
    #[inline]
    pub(crate) fn refresh_globals(&mut self) -> Result<()> {
        if let Some(d) = self.globals_dict
            && self.dict_version(d) != self.globals_seen
        {
            self.pull_globals(d)?;
        }
        Ok(())
    }

    fn pull_globals(&mut self, d: ObjRef) -> Result<()> {
        self.sync_globals();
        self.charge_steps(self.globals.len() as u64)?;
        let Obj::Dict(t) = self.heap.get(d) else {
            return Ok(());
        };
        // Only names some code was compiled with have slots; a key nothing
        // names yet is found here once code naming it is compiled (which
        // marks the slots stale).
        for (slot, name) in self.globals.iter_mut().zip(self.global_names.names()) {
            *slot = t
                .find_str(&self.heap, name)
                .and_then(|i| t.slot(i))
                .map_or(Value::Undef, |e| e.value);
        }
        self.globals_seen = u64::from(t.version());
        Ok(())
    }

    /// Store into global slot `g` (Undef deletes it).
    pub(crate) fn store_global(&mut self, g: usize, v: Value) -> Result<()> {
        self.refresh_globals()?;
        if g >= self.globals.len() {
            self.sync_globals();
        }
        let Some(slot) = self.globals.get_mut(g) else {
            return Ok(());
        };
        *slot = v;
        self.publish_global(g)
    }

    /// Copy slot `g` into the dict after a store or delete.
    fn publish_global(&mut self, g: usize) -> Result<()> {
        let Some(d) = self.globals_dict else {
            return Ok(());
        };
        let (Some(name), Some(&v)) = (self.global_names.names().get(g), self.globals.get(g)) else {
            return Ok(());
        };
        let name = name.clone();
        let hint = self.globals_hints.get(g).map(|&i| i as usize);
        let idx = match self.heap.get(d) {
            Obj::Dict(t) => match hint {
                Some(i) if t.str_key_at(&self.heap, &name, i) => Some(i),
                _ => t.find_str(&self.heap, &name),
            },
            _ => return Ok(()),
        };
        if let Some(i) = idx
            && hint != Some(i)
            && let Ok(i) = u32::try_from(i)
        {
            if self.globals_hints.len() <= g {
                self.globals_hints.resize(g + 1, u32::MAX);
            }
            self.globals_hints[g] = i;
        }
        match (idx, v.is_undef()) {
            (Some(i), false) => {
                if let Some(Obj::Dict(t)) = self.heap.get_mut(d) {
                    t.set_at(i, v);
                }
            }
            (Some(_), true) => {
                let k = self.new_str(&*name)?;
                self.dict_remove(Value::Obj(d), k)?;
            }
            (None, false) => {
                let k = self.new_str(&*name)?;
                self.dict_set(Value::Obj(d), k, v)?;
            }
            (None, true) => {}
        }
        self.globals_seen = self.dict_version(d);
        Ok(())
    }
}

impl Vm {
    /// `LoadGlobalName` from its inline cache: stdlib code names its
    /// globals, and without the cache each load hashed the name and probed
    /// the module dict (then the builtins) again.
    #[inline]
    pub(crate) fn cached_global(&self, code: &Code, n: u32, gd: Value) -> Option<Value> {
        let Value::Obj(r) = gd else { return None };
        let ic = code.global_ic.get()?.get(n as usize)?.get();
        if ic.dict != r.0 || ic.id == 0 {
            return None;
        }
        match self.heap.get(r) {
            Obj::Dict(d) if d.id() == ic.id && d.version() == ic.version => Some(ic.value),
            _ => None,
        }
    }

    /// `LoadGlobalName` the long way, remembering what it found in the
    /// globals dict or the builtins for `cached_global`.
    pub(crate) fn load_global_name(&mut self, code: &Code, n: u32, gd: Value) -> Result<Value> {
        let Some(name) = code.names.get(n as usize).cloned() else {
            return Err(crate::error::Error::fault("bad global name index"));
        };
        if gd.is_undef() {
            let g = self.global_names.intern(&name);
            self.sync_globals();
            return self.load_global(g);
        }
        let v = self.load_name(Value::Undef, gd, &name)?;
        if let Value::Obj(r) = gd
            && let Obj::Dict(d) = self.heap.get(r)
        {
            let ic = GlobalIc {
                dict: r.0,
                id: d.id(),
                version: d.version(),
                value: v,
            };
            let cells = code.global_ic.get_or_init(|| {
                (0..code.names.len())
                    .map(|_| std::cell::Cell::new(GlobalIc::default()))
                    .collect()
            });
            if let Some(c) = cells.get(n as usize) {
                c.set(ic);
            }
        }
        Ok(v)
    }
}
