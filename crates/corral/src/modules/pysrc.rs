//! Standard-library modules written in Python (`modules/py/*.py`), compiled
//! into the binary and run as guest code on first import, with their own
//! globals dict. They reach nothing a guest program could not.

use std::cell::RefCell;
use std::collections::HashMap;
use std::rc::Rc;

use crate::compile::{
    self, GlobalNames, ModuleOptions,
    code::{Code, Op},
};
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::{Frame, Vm};

/// (module name, source). Append only.
static PY_MODULES: &[(&str, &str)] = &[
    ("functools", include_str!("py/functools.py")),
    ("collections", include_str!("py/collections.py")),
    ("itertools", include_str!("py/itertools.py")),
    ("operator", include_str!("py/operator.py")),
    ("contextlib", include_str!("py/contextlib.py")),
    ("dataclasses", include_str!("py/dataclasses.py")),
    ("enum", include_str!("py/enum.py")),
    ("types", include_str!("py/types.py")),
    ("abc", include_str!("py/abc.py")),
    ("typing", include_str!("py/typing.py")),
    ("fractions", include_str!("py/fractions.py")),
    ("time", include_str!("py/time.py")),
    ("datetime", include_str!("py/datetime.py")),
    ("__future__", include_str!("py/__future__.py")),
    ("io", include_str!("py/io.py")),
    ("sys", include_str!("py/sys.py")),
    ("base64", include_str!("py/base64.py")),
    ("hashlib", include_str!("py/hashlib.py")),
    ("hmac", include_str!("py/hmac.py")),
    ("struct", include_str!("py/struct.py")),
    ("uuid", include_str!("py/uuid.py")),
    ("csv", include_str!("py/csv.py")),
    ("pprint", include_str!("py/pprint.py")),
    ("re", include_str!("py/re.py")),
    ("decimal", include_str!("py/decimal.py")),
    ("posixpath", include_str!("py/posixpath.py")),
    ("os", include_str!("py/os.py")),
    ("fnmatch", include_str!("py/fnmatch.py")),
    ("glob", include_str!("py/glob.py")),
    ("pathlib", include_str!("py/pathlib.py")),
    ("shutil", include_str!("py/shutil.py")),
    ("tempfile", include_str!("py/tempfile.py")),
    ("heapq", include_str!("py/heapq.py")),
    ("textwrap", include_str!("py/textwrap.py")),
    ("string", include_str!("py/string.py")),
    ("json", include_str!("py/json.py")),
    ("collections.abc", include_str!("py/collections_abc.py")),
    ("traceback", include_str!("py/traceback.py")),
    ("logging", include_str!("py/logging.py")),
    ("warnings", include_str!("py/warnings.py")),
    ("argparse", include_str!("py/argparse.py")),
    ("keyword", include_str!("py/keyword.py")),
    ("graphlib", include_str!("py/graphlib.py")),
    ("numbers", include_str!("py/numbers.py")),
    ("shlex", include_str!("py/shlex.py")),
    ("difflib", include_str!("py/difflib.py")),
    ("calendar", include_str!("py/calendar.py")),
    ("unittest", include_str!("py/unittest.py")),
    ("unittest.mock", include_str!("py/unittest_mock.py")),
    ("inspect", include_str!("py/inspect.py")),
    ("urllib", include_str!("py/urllib.py")),
    ("urllib.parse", include_str!("py/urllib_parse.py")),
    ("html", include_str!("py/html.py")),
    ("html.entities", include_str!("py/html_entities.py")),
    ("html.parser", include_str!("py/html_parser.py")),
    ("reprlib", include_str!("py/reprlib.py")),
    ("tomllib", include_str!("py/tomllib.py")),
    ("ipaddress", include_str!("py/ipaddress.py")),
    ("zlib", include_str!("py/zlib.py")),
    ("gzip", include_str!("py/gzip.py")),
    ("zoneinfo", include_str!("py/zoneinfo.py")),
    ("secrets", include_str!("py/secrets.py")),
    ("weakref", include_str!("py/weakref.py")),
    ("array", include_str!("py/array.py")),
    ("_memoryview", include_str!("py/_memoryview.py")),
    ("xml", include_str!("py/xml.py")),
    ("xml.etree", include_str!("py/xml_etree.py")),
    (
        "xml.etree.ElementTree",
        include_str!("py/xml_etree_ElementTree.py"),
    ),
    (
        "xml.etree.cElementTree",
        include_str!("py/xml_etree_cElementTree.py"),
    ),
    ("importlib", include_str!("py/importlib.py")),
    ("codecs", include_str!("py/codecs.py")),
    ("statistics", include_str!("py/statistics.py")),
    ("queue", include_str!("py/queue.py")),
    ("errno", include_str!("py/errno.py")),
    ("timeit", include_str!("py/timeit.py")),
    ("stat", include_str!("py/stat.py")),
    ("json.decoder", include_str!("py/json_decoder.py")),
    ("json.encoder", include_str!("py/json_encoder.py")),
    ("colorsys", include_str!("py/colorsys.py")),
    ("atexit", include_str!("py/atexit.py")),
    ("threading", include_str!("py/threading.py")),
    ("concurrent", include_str!("py/concurrent.py")),
    (
        "concurrent.futures",
        include_str!("py/concurrent_futures.py"),
    ),
    ("getopt", include_str!("py/getopt.py")),
    ("configparser", include_str!("py/configparser.py")),
    ("ast", include_str!("py/ast.py")),
    ("pickle", include_str!("py/pickle.py")),
    ("contextvars", include_str!("py/contextvars.py")),
    ("sched", include_str!("py/sched.py")),
    ("platform", include_str!("py/platform.py")),
    ("locale", include_str!("py/locale.py")),
    ("copyreg", include_str!("py/copyreg.py")),
    ("linecache", include_str!("py/linecache.py")),
    ("mimetypes", include_str!("py/mimetypes.py")),
    ("zipfile", include_str!("py/zipfile.py")),
    ("http", include_str!("py/http.py")),
    ("http.client", include_str!("py/http_client.py")),
    ("xml.dom", include_str!("py/xml_dom.py")),
    ("xml.dom.minidom", include_str!("py/xml_dom_minidom.py")),
    ("xml.parsers", include_str!("py/xml_parsers.py")),
    ("xml.parsers.expat", include_str!("py/xml_parsers_expat.py")),
    ("token", include_str!("py/token.py")),
    ("tokenize", include_str!("py/tokenize.py")),
    ("gettext", include_str!("py/gettext.py")),
    ("fileinput", include_str!("py/fileinput.py")),
    ("filecmp", include_str!("py/filecmp.py")),
    ("xml.sax", include_str!("py/xml_sax.py")),
    ("xml.sax.saxutils", include_str!("py/xml_sax_saxutils.py")),
    ("doctest", include_str!("py/doctest.py")),
    ("sqlite3", include_str!("sqlite/sqlite3.py")),
    ("tarfile", include_str!("py/tarfile.py")),
    ("_compression", include_str!("py/_compression.py")),
    ("bz2", include_str!("py/bz2.py")),
    ("lzma", include_str!("py/lzma.py")),
];

pub fn source(name: &str) -> Option<&'static str> {
    #[cfg(feature = "dev-pysrc")]
    if let Some(s) = dev_source(name) {
        return Some(s);
    }
    entry(name).map(|(_, s)| s)
}

/// The registered module `name`, as (static name, built-in source).
fn entry(name: &str) -> Option<(&'static str, &'static str)> {
    if let Some(e) = PY_MODULES.iter().find(|(n, _)| *n == name) {
        return Some(*e);
    }
    // Developers may try a new module before registering it: any
    // `$CORRAL_PYSRC/<name with dots as underscores>.py` is importable.
    #[cfg(feature = "dev-pysrc")]
    if let Some(src) = dev_file(&format!("{}.py", name.replace('.', "_"))) {
        let name: &'static str = Box::leak(name.to_owned().into_boxed_str());
        return Some((name, src));
    }
    None
}

/// Developers only (feature `dev-pysrc`, never in a default build): with
/// `CORRAL_PYSRC=DIR`, a stdlib module's source is read from `DIR`, so a
/// module can be rewritten and tried without rebuilding the engine. Each
/// source is read once per process and kept (leaked) for the cache.
#[cfg(feature = "dev-pysrc")]
fn dev_source(name: &str) -> Option<&'static str> {
    let file = PY_MODULES
        .iter()
        .find(|(n, _)| *n == name)?
        .0
        .replace('.', "_");
    dev_file(&format!("{file}.py"))
}

/// `$CORRAL_PYSRC/REL`, read once and kept.
#[cfg(feature = "dev-pysrc")]
pub(crate) fn dev_file(rel: &str) -> Option<&'static str> {
    let dir = std::env::var_os("CORRAL_PYSRC")?;
    let text = std::fs::read_to_string(std::path::Path::new(&dir).join(rel)).ok()?;
    Some(Box::leak(text.into_boxed_str()))
}

thread_local! {
    /// Compiled module code, shared by every VM on this thread. Its globals
    /// are named (`Op::LoadGlobalName`), not indices into the compiling
    /// table, so every VM runs it as it is.
    static CACHE: RefCell<HashMap<&'static str, Rc<Code>>> = RefCell::new(HashMap::new());
}

fn compiled(name: &'static str, src: &'static str) -> Result<Code> {
    if let Some(code) = CACHE.with(|c| c.borrow().get(name).cloned()) {
        return Ok((*code).clone());
    }
    let code = match super::precompiled::lookup(name, src) {
        Some(code) => code,
        None => Rc::new(compile_source(name, src)?),
    };
    CACHE.with(|c| c.borrow_mut().insert(name, code.clone()));
    Ok((*code).clone())
}

/// Every module written in Python, as (name, source): what the
/// precompiled image holds.
pub(super) fn all_sources() -> impl Iterator<Item = (&'static str, &'static str)> {
    PY_MODULES
        .iter()
        .copied()
        .chain([("asyncio", super::asyncio::SOURCE)])
}

/// Compile module `name`'s source, its globals named.
pub(super) fn compile_source(name: &str, src: &str) -> Result<Code> {
    let filename = format!("<corral:{name}>");
    let opts = ModuleOptions {
        filename: &filename,
        return_last_expr: false,
        max_depth: 1000,
        namespace: true,
        eval: false,
        interactive: false,
    };
    let mut table = GlobalNames::default();
    let mut code = compile::compile_module(src, &opts, &mut table)
        .map_err(|e| Error::fault(format!("stdlib module {name} failed to compile: {e}")))?;
    name_globals(&mut code, table.names());
    Ok(code)
}

/// Run library module `name` (the Python part of a native module) with
/// `ns` as its namespace, compiled once per thread like the others.
pub(super) fn run_library(
    vm: &mut Vm,
    name: &'static str,
    src: &'static str,
    ns: Value,
) -> Result<()> {
    let code = compiled(name, src)?;
    run(vm, code, ns).map(|_| ())
}

/// Turn `code`'s (and its nested code's) global-index instructions into
/// named ones, with `table` the global names it was compiled against.
fn name_globals(code: &mut Code, table: &[Rc<str>]) {
    let before = code.names.len();
    for i in 0..code.ops.len() {
        let (g, make): (u32, fn(u32) -> Op) = match code.ops[i] {
            Op::LoadGlobal(g) => (g, Op::LoadGlobalName),
            Op::StoreGlobal(g) => (g, Op::StoreGlobalName),
            Op::DeleteGlobal(g) => (g, Op::DeleteGlobalName),
            _ => continue,
        };
        let Some(name) = table.get(g as usize) else {
            continue;
        };
        let n = match code.names.iter().position(|x| x == name) {
            Some(n) => n,
            None => {
                code.names.push(name.clone());
                code.names.len() - 1
            }
        };
        code.ops[i] = make(n as u32);
    }
    if code.names.len() != before {
        code.attr_ic = crate::compile::code::AttrIcs::new(code.names.len());
    }
    for child in code.children.iter_mut() {
        name_globals(Rc::make_mut(child), table);
    }
}

pub fn instantiate(vm: &mut Vm, name: &str) -> Result<Option<Value>> {
    let Some((static_name, src)) = entry(name) else {
        return Ok(None);
    };
    #[cfg(feature = "dev-pysrc")]
    let src = dev_source(name).unwrap_or(src);
    if vm.importing.iter().any(|n| &**n == name) {
        return Err(Error::new(
            TypeId::ImportError,
            format!("cannot import name '{name}' (circular import)"),
        ));
    }
    let code = compiled(static_name, src)?;
    let ns = vm.new_dict()?;
    let key = vm.new_str("__name__")?;
    let val = vm.new_str(name)?;
    vm.dict_set(ns, key, val)?;
    vm.importing.push(name.into());
    let r = run(vm, code, ns);
    vm.importing.pop();
    r?;
    Ok(Some(super::new_module(vm, name.into(), ns)?))
}

/// Run module code with `ns` as both its globals and locals.
fn run(vm: &mut Vm, code: Code, ns: Value) -> Result<Value> {
    let code = vm.load_code(code)?;
    let base = vm.stack.len();
    vm.stack.resize(base + code.nlocals as usize, Value::Undef);
    vm.push_frame(Frame {
        code,
        ip: 0,
        base: base as u32,
        ret_sp: base as u32,
        block_base: vm.blocks.len() as u32,
        func: Value::Undef,
        generator: None,
        for_exit: None,
        locals_dict: ns,
        globals_dict: ns,
        init_instance: Value::Undef,
    })?;
    let depth = vm.frames.len() - 1;
    vm.enter_native();
    let r = vm.run_frame(depth);
    vm.leave_native();
    vm.stack.truncate(base);
    r
}

#[cfg(test)]
mod tests {
    use crate::api::{RunOptions, Verdict, run_source};

    fn run(src: &str) -> String {
        let r = run_source(src, &RunOptions::default());
        assert_eq!(r.verdict, Verdict::Ok, "{:?} {}", r.error, r.stderr);
        r.stdout
    }

    #[test]
    fn every_module_imports() {
        for (name, _) in super::PY_MODULES {
            run(&format!("import {name}\n"));
        }
    }

    #[test]
    fn virtual_clock() {
        let out = run("import time, datetime\n\
             print(time.time(), time.monotonic())\n\
             print(datetime.datetime.now(), datetime.date.today(), datetime.datetime.now(datetime.timezone.utc))\n\
             time.sleep(90.5)\n\
             print(time.time(), datetime.datetime.utcnow(), time.monotonic(), time.strftime('%Y-%m-%d %H:%M:%S'))\n");
        assert_eq!(
            out,
            "1735689600.0 0.0\n\
             2025-01-01 00:00:00 2025-01-01 2025-01-01 00:00:00+00:00\n\
             1735689690.5 2025-01-01 00:01:30.500000 90.5 2025-01-01 00:01:30\n"
        );
    }
}
