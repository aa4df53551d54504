//! Argument checking for builtins, with CPython's messages.

use std::rc::Rc;

use crate::error::{Error, Result};
use crate::objects::Value;

#[derive(Clone, Copy)]
pub struct Args<'a> {
    pub pos: &'a [Value],
    pub kw: &'a [(Rc<str>, Value)],
}

impl<'a> Args<'a> {
    pub fn new(pos: &'a [Value]) -> Args<'a> {
        Args { pos, kw: &[] }
    }

    pub fn len(&self) -> usize {
        self.pos.len()
    }

    pub fn is_empty(&self) -> bool {
        self.pos.is_empty()
    }

    pub fn get(&self, i: usize) -> Option<Value> {
        self.pos.get(i).copied()
    }

    /// `f() takes no keyword arguments`
    pub fn no_kw(&self, fname: &str) -> Result<()> {
        if !self.kw.is_empty() {
            return Err(Error::type_error(format!(
                "{fname}() takes no keyword arguments"
            )));
        }
        Ok(())
    }

    /// Reject keywords not in `allowed`.
    pub fn allow_kw(&self, fname: &str, allowed: &[&str]) -> Result<()> {
        for (k, _) in self.kw {
            if !allowed.contains(&&**k) {
                return Err(Error::type_error(format!(
                    "'{k}' is an invalid keyword argument for {fname}()"
                )));
            }
        }
        Ok(())
    }

    pub fn kw(&self, name: &str) -> Option<Value> {
        self.kw.iter().find(|(k, _)| &**k == name).map(|(_, v)| *v)
    }

    /// Positional parameter `i` or keyword `name`.
    pub fn arg(&self, i: usize, name: &str) -> Option<Value> {
        self.get(i).or_else(|| self.kw(name))
    }

    /// `len() takes exactly one argument (2 given)`
    pub fn exactly_one(&self, fname: &str) -> Result<Value> {
        self.no_kw(fname)?;
        if self.pos.len() != 1 {
            return Err(Error::type_error(format!(
                "{fname}() takes exactly one argument ({} given)",
                self.pos.len()
            )));
        }
        Ok(self.pos[0])
    }

    /// `divmod expected 2 arguments, got 1`
    pub fn expect(&self, fname: &str, min: usize, max: usize) -> Result<()> {
        let n = self.pos.len();
        if n < min {
            if min == max {
                return Err(Error::type_error(format!(
                    "{fname} expected {min} argument{}, got {n}",
                    if min == 1 { "" } else { "s" }
                )));
            }
            return Err(Error::type_error(format!(
                "{fname} expected at least {min} argument{}, got {n}",
                if min == 1 { "" } else { "s" }
            )));
        }
        if n > max {
            if min == max {
                return Err(Error::type_error(format!(
                    "{fname} expected {max} argument{}, got {n}",
                    if max == 1 { "" } else { "s" }
                )));
            }
            return Err(Error::type_error(format!(
                "{fname} expected at most {max} argument{}, got {n}",
                if max == 1 { "" } else { "s" }
            )));
        }
        Ok(())
    }

    /// PyArg_ParseTuple's wording for positional arguments:
    /// `count() takes at least 1 argument (0 given)`.
    pub fn takes(&self, fname: &str, min: usize, max: usize) -> Result<()> {
        let n = self.pos.len();
        if n >= min && n <= max {
            return Ok(());
        }
        let (how, k) = if min == max {
            ("exactly", min)
        } else if n < min {
            ("at least", min)
        } else {
            ("at most", max)
        };
        Err(Error::type_error(format!(
            "{fname}() takes {how} {k} argument{} ({n} given)",
            if k == 1 { "" } else { "s" }
        )))
    }

    /// Argument Clinic's checks (`_PyArg_UnpackKeywords`) for a function
    /// whose parameters `names` are all optional and positional-or-keyword:
    /// the count first, then a name given twice, then an unknown name.
    pub fn clinic(&self, fname: &str, names: &[&str]) -> Result<()> {
        let (np, max) = (self.pos.len(), names.len());
        let n = np + self.kw.len();
        if n > max {
            return Err(Error::type_error(format!(
                "{fname}() takes at most {max} {}argument{} ({n} given)",
                if np == 0 { "keyword " } else { "" },
                if max == 1 { "" } else { "s" }
            )));
        }
        if self.kw.is_empty() {
            return Ok(());
        }
        for (i, name) in names.iter().enumerate().take(np) {
            if self.kw(name).is_some() {
                return Err(Error::type_error(format!(
                    "argument for {fname}() given by name ('{name}') and position ({})",
                    i + 1
                )));
            }
        }
        self.allow_kw(fname, names)
    }

    /// Argument Clinic's first check, made before any keyword name is looked
    /// at: positional and keyword arguments together against the parameter
    /// count, `round() takes at most 2 arguments (3 given)`.
    pub fn clinic_max(&self, fname: &str, max: usize) -> Result<()> {
        let (np, n) = (self.pos.len(), self.pos.len() + self.kw.len());
        if n > max {
            return Err(Error::type_error(format!(
                "{fname}() takes at most {max} {}argument{} ({n} given)",
                if np == 0 { "keyword " } else { "" },
                if max == 1 { "" } else { "s" }
            )));
        }
        Ok(())
    }

    /// Argument Clinic's bounds on the positional arguments of a function
    /// with positional-only or keyword-only parameters:
    /// `exec() takes at least 1 positional argument (0 given)`.
    pub fn clinic_positional(&self, fname: &str, min: usize, max: usize) -> Result<()> {
        let n = self.pos.len();
        let (how, k) = if n < min {
            ("at least", min)
        } else if n > max {
            ("at most", max)
        } else {
            return Ok(());
        };
        Err(Error::type_error(format!(
            "{fname}() takes {how} {k} positional argument{} ({n} given)",
            if k == 1 { "" } else { "s" }
        )))
    }

    /// Argument Clinic's missing-argument error for required parameter
    /// `i` (0-based) named `name`.
    pub fn required(&self, fname: &str, i: usize, name: &str) -> Result<Value> {
        self.arg(i, name).ok_or_else(|| {
            Error::type_error(format!(
                "{fname}() missing required argument '{name}' (pos {})",
                i + 1
            ))
        })
    }

    /// Method style: `pop expected at most 1 argument, got 2` / `takes exactly`.
    pub fn method(&self, mname: &str, min: usize, max: usize) -> Result<()> {
        self.no_kw(mname)?;
        let n = self.pos.len();
        if n < min || n > max {
            if max == 0 {
                return Err(Error::type_error(format!(
                    "{mname}() takes no arguments ({n} given)"
                )));
            }
            if min == max && max == 1 {
                return Err(Error::type_error(format!(
                    "{mname}() takes exactly one argument ({n} given)"
                )));
            }
            return self.expect(mname, min, max);
        }
        Ok(())
    }
}
