//! Hostile input must never crash the `corral` process: every run ends by
//! itself with a contract exit status (1 exception, 2 usage, 3 resource
//! exhausted, or 0) and a clean message — never a Rust panic, an abort
//! (134), a panic exit (101) or a signal.

mod common;

use common::*;

// ----- deep syntax -----

#[test]
fn nested_parentheses_100k() {
    let src = format!("x = {}1{}\n", "(".repeat(100_000), ")".repeat(100_000));
    let o = run_file(&[], &src);
    assert_exhausted(&o, "ast_depth", "100k parens");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("ast_depth".into(), 200, 201)
    );
    // Disabling ast_depth still keeps the parser's hard ceiling.
    let o = run_file(&["--ast-depth", "none"], &src);
    assert_exhausted(&o, "ast_depth", "100k parens, --ast-depth none");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("ast_depth".into(), 20_000, 20_001)
    );
}

#[test]
fn nested_brackets_and_braces_100k() {
    for (open, close) in [("[", "]"), ("{", "}"), ("f(", ")")] {
        let src = format!("x = {}1{}\n", open.repeat(100_000), close.repeat(100_000));
        let o = run_file(&["--ast-depth", "none"], &src);
        assert_exhausted(&o, "ast_depth", &format!("100k {open}"));
    }
}

#[test]
fn nested_unary_100k() {
    for op in ["-", "+", "~", "not "] {
        let src = format!("x = {}1\nprint(x)\n", op.repeat(100_000));
        let o = run_file(&[], &src);
        assert_exhausted(&o, "ast_depth", &format!("100k {op:?}"));
        let o = run_file(&["--ast-depth", "none"], &src);
        assert_exhausted(&o, "ast_depth", &format!("100k {op:?}, no ast_depth"));
    }
    // Under the hard ceiling, deep unary chains compile and run.
    let o = run_file(
        &["--ast-depth", "none"],
        &format!("x = {}1\nprint(x)\n", "-".repeat(19_000)),
    );
    assert_exit(&o, 0, "19k unary minus");
    assert_eq!(o.stdout_str(), "1\n");
    let o = run_file(
        &["--ast-depth", "none"],
        &format!("x = {}1\nprint(x)\n", "not ".repeat(19_001)),
    );
    assert_exit(&o, 0, "19k not");
    assert_eq!(o.stdout_str(), "False\n");
}

/// Postfix chains (`a.b.c…`, `f()()…`, `x[0][0]…`) nest the AST as deeply as
/// they are long; they used to escape the pre-parse bound and overflow the
/// stack (abort) on a few MB of source.
#[test]
fn long_postfix_chains() {
    let cases = [
        format!("x = {}b\n", "a.".repeat(2_000_000)),
        format!("x = f{}\n", "()".repeat(2_000_000)),
        format!("x = a{}\n", "[0]".repeat(1_500_000)),
        format!("x = ''{}\n", ".x".repeat(2_000_000)),
    ];
    for src in &cases {
        let what = truncate(src, 12);
        let o = run_file(&["--program-bytes", "none"], src);
        assert_exhausted(&o, "ast_depth", &what);
        let o = run_file(&["--program-bytes", "none", "--ast-depth", "none"], src);
        assert_exhausted(&o, "ast_depth", &what);
    }
    // Realistic chains are fine.
    let o = run_code(
        &[],
        "s = ' A,b '.strip().lower().upper().split(',')[0].lower()\nprint(s)",
    );
    assert_exit(&o, 0, "method chain");
    assert_eq!(o.stdout_str(), "a\n");
}

/// 10,000 nested blocks need ~50 MB of indentation.
#[test]
fn nested_blocks_10k() {
    let mut src = String::with_capacity(51 << 20);
    for i in 0..10_000 {
        src.push_str(&" ".repeat(i));
        src.push_str(if i % 2 == 0 {
            "if True:\n"
        } else {
            "for _ in (1,):\n"
        });
    }
    src.push_str(&" ".repeat(10_000));
    src.push_str("print('deep')\n");
    let file = TempFile::new(src.as_bytes());
    drop(src);
    let path = file.path.to_string_lossy().into_owned();

    let o = corral(&["run", &path], None);
    assert_exhausted(&o, "program_bytes", "10k blocks");
    let o = corral(&["run", "--program-bytes", "none", &path], None);
    assert_exhausted(&o, "ast_depth", "10k blocks, no program_bytes");
    let o = corral(
        &[
            "run",
            "--program-bytes",
            "none",
            "--ast-depth",
            "none",
            "--time",
            "60s",
            &path,
        ],
        None,
    );
    assert_exit(&o, 0, "10k blocks, no program_bytes/ast_depth");
    assert_eq!(o.stdout_str(), "deep\n");
}

#[test]
fn nested_functions_and_lambdas() {
    let mut src = String::new();
    for i in 0..300 {
        src.push_str(&"    ".repeat(i));
        src.push_str(&format!("def f{i}():\n"));
    }
    src.push_str(&"    ".repeat(300));
    src.push_str("pass\n");
    let o = run_file(&[], &src);
    assert_exhausted(&o, "ast_depth", "300 nested defs");
    let src = format!("f = {}1\n", "lambda: ".repeat(100_000));
    let o = run_file(&[], &src);
    assert_exhausted(&o, "ast_depth", "100k lambdas");
    let src = format!("x = f'{}'\n", "{f'".repeat(1000));
    let o = run_file(&[], &src);
    assert_clean(&o, "nested f-strings");
    assert_ne!(o.code, Some(0), "nested unterminated f-strings");
}

// ----- big sources -----

/// A ~10 MB program: refused by program_bytes (exit 3), and without that
/// limit compiled and run to the end.
#[test]
fn ten_megabyte_source() {
    let mut src = String::with_capacity(10_500_000);
    let mut n = 0u64;
    while src.len() < 10_000_000 {
        if n.is_multiple_of(10) {
            src.push_str(&format!("x = {n}\n"));
        } else {
            src.push_str("# ");
            src.push_str(&"padding ".repeat(12));
            src.push('\n');
        }
        n += 1;
    }
    src.push_str("print(x)\n");
    let file = TempFile::new(src.as_bytes());
    let path = file.path.to_string_lossy().into_owned();

    let o = corral(&["run", &path], None);
    assert_exhausted(&o, "program_bytes", "10 MB source");
    assert_eq!(
        parse_exhausted_line(&o.last_err_line()),
        ("program_bytes".into(), 1 << 20, src.len() as u64)
    );
    let o = corral(&["run", "--json", &path], None);
    let j = check_envelope(&o, "resource_exhausted", "10 MB source --json");
    assert_eq!(
        resource(&j),
        ("program_bytes".into(), 1 << 20, src.len() as u64)
    );

    let o = corral(
        &["run", "--program-bytes", "none", "--time", "60s", &path],
        None,
    );
    assert_exit(&o, 0, "10 MB source, no program_bytes");
    let last = (n - 1) / 10 * 10;
    assert_eq!(o.stdout_str(), format!("{last}\n"));

    // Through stdin too.
    let o = corral(&["run", "-"], Some(src.as_bytes()));
    assert_exhausted(&o, "program_bytes", "10 MB on stdin");
}

#[test]
fn huge_integer_literal() {
    // A 1 MB decimal literal: refused at compile time like CPython (4300
    // digits), quickly, not converted in quadratic time.
    let src = format!("x = 1{}\nprint(x)\n", "0".repeat(999_999));
    let o = run_file(&[], &src);
    assert_exit(&o, 1, "1 MB decimal literal");
    assert_eq!(
        o.last_err_line(),
        "SyntaxError: Exceeds the limit (4300 digits) for integer string conversion: value \
         has 1000000 digits; use sys.set_int_max_str_digits() to increase the limit - Consider \
         hexadecimal for huge integer literals to avoid decimal conversion limits."
    );
    // A 1 MB hexadecimal literal is a valid (4 Mbit) integer.
    let src = format!("x = 0x1{}\nprint(x.bit_length())\n", "0".repeat(999_990));
    let o = run_file(&[], &src);
    assert_exit(&o, 0, "1 MB hex literal");
    assert_eq!(o.stdout_str(), format!("{}\n", 999_990 * 4 + 1));
    // ...but printing it in decimal is refused like CPython.
    let src = format!("x = 0x1{}\nprint(x)\n", "0".repeat(999_990));
    let o = run_file(&[], &src);
    assert_exit(&o, 1, "str of a 4 Mbit int");
    assert!(
        o.last_err_line()
            .starts_with("ValueError: Exceeds the limit (4300 digits)"),
        "{}",
        o.last_err_line()
    );
}

#[test]
fn huge_string_literal() {
    let src = format!("x = \"{}\"\nprint(len(x), x[-3:])\n", "ab".repeat(500_000));
    let o = run_file(&[], &src);
    assert_exit(&o, 0, "1 MB string literal");
    assert_eq!(o.stdout_str(), "1000000 bab\n");
    let src = format!("x = b'{}'\nprint(len(x))\n", "\\x00".repeat(250_000));
    let o = run_file(&[], &src);
    assert_exit(&o, 0, "1 MB bytes literal");
    assert_eq!(o.stdout_str(), "250000\n");
    // Over the memory limit, the literal's constant is refused cleanly.
    let src = format!("x = '{}'\n", "a".repeat(1_000_000));
    let o = run_file(&["--memory", "100KiB"], &src);
    assert_exhausted(&o, "memory", "1 MB literal under 100 KiB memory");
}

// ----- malformed sources -----

#[test]
fn invalid_utf8_source() {
    let o = run_bytes(&[], b"print(1)\n\xff\xfe = 2\n");
    assert_exit(&o, 2, "invalid UTF-8 file");
    assert!(
        o.stderr.contains("not valid UTF-8") && o.stderr.contains("offset 9"),
        "{}",
        o.stderr
    );
    assert!(o.stdout.is_empty());
    let o = corral(&["run", "-"], Some(b"x = '\xc3\x28'\n"));
    assert_exit(&o, 2, "invalid UTF-8 on stdin");
    assert!(
        o.stderr.contains("<stdin>: source is not valid UTF-8"),
        "{}",
        o.stderr
    );
    let file = TempFile::new(b"\x80");
    let o = corral(&["check", &file.path.to_string_lossy()], None);
    assert_exit(&o, 2, "check of invalid UTF-8");
}

#[test]
fn nul_bytes_in_source() {
    for src in [
        &b"print(1)\x00print(2)\n"[..],
        b"x = 'a\x00b'\nprint(len(x))\n",
        b"\x00",
        b"# comment \x00\nprint(1)\n",
    ] {
        let o = run_bytes(&[], src);
        assert_exit(&o, 1, "NUL in source");
        assert_eq!(
            o.last_err_line(),
            "SyntaxError: source code cannot contain null bytes"
        );
        assert!(o.stdout.is_empty(), "nothing runs");
        assert!(
            !o.stderr.contains('\0'),
            "no raw NUL echoed to the terminal"
        );
    }
}

#[test]
fn hostile_source_through_exec_and_eval() {
    let o = run_code(
        &[],
        "for src in ['x = 1\\0', '1\\0']:\n    try:\n        exec(src)\n    except SyntaxError as e:\n        print(e)\n",
    );
    assert_exit(&o, 0, "exec with NUL");
    assert_eq!(
        o.stdout_str(),
        "source code string cannot contain null bytes\n".repeat(2)
    );
    for code in [
        "exec('x = ' + '(' * 100000 + '1' + ')' * 100000)",
        "eval('a.' * 500000 + 'b')",
        "eval('-' * 1000000 + '1')",
    ] {
        let o = run_code(&[], code);
        assert_exhausted(&o, "ast_depth", code);
        let o = run_code(&["--ast-depth", "none"], code);
        assert_exhausted(&o, "ast_depth", code);
        assert_eq!(
            parse_exhausted_line(&o.last_err_line()),
            ("ast_depth".into(), 20_000, 20_001)
        );
    }
    let o = run_code(&[], "exec('x = 1' + '0' * 100000)");
    assert_exit(&o, 1, "exec of a huge decimal literal");
    assert!(
        o.last_err_line()
            .starts_with("SyntaxError: Exceeds the limit (4300 digits)"),
        "{}",
        o.stderr
    );
}

#[test]
fn empty_and_blank_sources() {
    for src in ["", "\n\n\n", "   \n\t\n", "# only a comment", "\u{feff}"] {
        let o = run_file(&[], src);
        assert_exit(&o, 0, &format!("source {src:?}"));
        assert!(o.stdout.is_empty() && o.stderr.is_empty(), "{src:?}");
    }
    let o = run_file(&["--json"], "");
    let j = check_envelope(&o, "ok", "empty --json");
    assert!(j["value"].is_null());
    let o = corral(&["run", "-"], Some(b""));
    assert_exit(&o, 0, "empty stdin");
}

#[test]
fn syntax_error_with_dash_c() {
    for code in [
        "x = (1,",
        "def f(:",
        "1 +",
        "if True\n  pass",
        "return 5",
        "x = = 1",
    ] {
        let o = run_code(&[], code);
        assert_exit(&o, 1, code);
        assert!(
            o.last_err_line().starts_with("SyntaxError: "),
            "{code:?}: {}",
            o.stderr
        );
        assert!(o.stderr.contains("File \"<string>\""), "{}", o.stderr);
        let o = run_code(&["--json"], code);
        let j = check_envelope(&o, "error", code);
        assert_eq!(j["error"]["type"], "SyntaxError");
    }
    let o = run_code(&[], "  x = 1");
    assert_exit(&o, 1, "unexpected indent");
    assert!(o.last_err_line().contains("Error: "), "{}", o.stderr);
}

// ----- deep data at run time -----

#[test]
fn list_nested_a_million_deep() {
    let build = "x = []\nfor i in range(1000000):\n    x = [x]\n";
    let code = format!(
        "{build}\
for name, f in [('repr', lambda: len(repr(x))), ('eq', lambda: x == [x[0]]), \
('str', lambda: len(str(x)))]:
    try:
        print(name, f())
    except RecursionError as e:
        print(name, 'RecursionError:', e)
try:
    hash(x)
except TypeError as e:
    print('hash', e)
"
    );
    // A generous --time: the machine running the tests may be loaded.
    let o = run_code(&["--time", "60s"], &code);
    assert_exit(&o, 0, "1M-deep list");
    let out = o.stdout_str();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 4, "{out}");
    assert_eq!(
        lines[0],
        "repr RecursionError: maximum recursion depth exceeded while getting the repr of an object"
    );
    assert!(
        lines[1] == "eq True"
            || lines[1] == "eq RecursionError: maximum recursion depth exceeded in comparison",
        "{}",
        lines[1]
    );
    assert!(lines[2].starts_with("str RecursionError"), "{}", lines[2]);
    assert_eq!(lines[3], "hash unhashable type: 'list'");

    // Uncaught, it is an ordinary exception (exit 1), not a crash.
    let o = run_code(&["--time", "60s"], &format!("{build}print(x)\n"));
    assert_exit(&o, 1, "print of a 1M-deep list");
    assert!(
        o.last_err_line().starts_with("RecursionError: "),
        "{}",
        o.stderr
    );
}

#[test]
fn tuple_nested_a_million_deep() {
    let code = "\
t = ()
u = ()
for i in range(1000000):
    t = (t,)
    u = (u,)
for name, f in [('eq', lambda: t == u), ('lt', lambda: t < u), ('hash', lambda: hash(t) == hash(u)),
                ('repr', lambda: len(repr(t))), ('in', lambda: t in {u: 1})]:
    try:
        print(name, f())
    except RecursionError as e:
        print(name, 'RecursionError')
print('end')
";
    let o = run_code(&["--memory", "1GiB", "--time", "60s"], code);
    assert_exit(&o, 0, "1M-deep tuples");
    let out = o.stdout_str();
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 6, "{out}");
    for (line, name) in lines.iter().zip(["eq", "lt", "hash", "repr", "in"]) {
        assert!(
            *line == format!("{name} RecursionError")
                || line.starts_with(&format!("{name} True"))
                || line.starts_with(&format!("{name} False"))
                || line.starts_with(&format!("{name} 1")),
            "{line}"
        );
    }
    assert_eq!(lines[3], "repr RecursionError");
    // Under the default memory limit the same program is stopped cleanly.
    let o = run_code(&[], code);
    assert_clean(&o, "1M-deep tuples, default memory");
    assert!(matches!(o.code, Some(0) | Some(3)), "{:?}", o.code);
}

#[test]
fn deep_recursion_through_dunders_and_iterators() {
    let code = r#"
class N:
    def __init__(self, c): self.c = c
    def __repr__(self): return "N(" + repr(self.c) + ")"
    def __eq__(self, o): return self.c == o.c
    def __hash__(self): return hash(self.c)
n = None
for i in range(100000):
    n = N(n)
for name, f in [("repr", lambda: repr(n)), ("eq", lambda: n == n), ("hash", lambda: hash(n))]:
    try:
        f()
        print(name, "ok")
    except RecursionError:
        print(name, "RecursionError")
g = iter(range(10))
for i in range(100000):
    g = (x for x in g)
try:
    print(sum(g))
except RecursionError:
    print("genexp RecursionError")
def chain(k):
    if k:
        yield from chain(k - 1)
    else:
        yield 1
try:
    print(sum(chain(100000)))
except RecursionError:
    print("yield from RecursionError")
m = iter(range(10))
for i in range(300000):
    m = map(abs, m)
try:
    print(sum(m))
except RecursionError:
    print("map RecursionError")
class A:
    def __getattr__(self, name):
        return getattr(self, name + "x")
try:
    A().foo
except RecursionError:
    print("getattr RecursionError")
class S:
    def __str__(self):
        return str(self)
try:
    print(S())
except RecursionError:
    print("str RecursionError")
"#;
    let o = run_code(&["--memory", "512MiB", "--time", "60s"], code);
    assert_exit(&o, 0, "dunder recursion");
    assert_eq!(
        o.stdout_str(),
        "repr RecursionError\neq RecursionError\nhash RecursionError\n\
         genexp RecursionError\nyield from RecursionError\nmap RecursionError\n\
         getattr RecursionError\nstr RecursionError\n"
    );
}

// ----- command line -----

#[test]
fn unknown_flags_and_subcommands() {
    for args in [
        &["run", "--bogus", "-c", "1"][..],
        &["run", "-x", "-c", "1"],
        &["frobnicate"],
        &[],
        &["run"],
        &["run", "-c"],
        &["run", "--steps"],
        &["run", "a.py", "-c", "1"],
        &["run", "/nonexistent/corral/prog.py"],
        &["run", "/"],
        &["check"],
        &["check", "/nonexistent/corral/prog.py"],
    ] {
        let o = corral(args, None);
        assert_exit(&o, 2, &format!("{args:?}"));
        assert!(!o.stderr.trim().is_empty(), "{args:?}: says what was wrong");
        assert!(o.stdout.is_empty(), "{args:?}: nothing on stdout");
    }
}

#[test]
fn bad_unit_strings() {
    let cases: &[(&str, &str)] = &[
        ("--time", "5parsecs"),
        ("--time", "abc"),
        ("--time", ""),
        ("--time", "1.2.3s"),
        ("--time", "1e999s"),
        ("--time", "-1s"),
        ("--cpu-time", "2 fortnights"),
        ("--steps", "abc"),
        ("--steps", "10x"),
        ("--steps", "1e400"),
        ("--steps", "-5"),
        ("--memory", "12XB"),
        ("--memory", "lots"),
        ("--memory", ""),
        ("--memory", "64MiBs"),
        ("--memory", "99999999999999999999999GiB"),
        ("--stack-depth", "deep"),
        ("--ast-depth", "1.5.5"),
        ("--program-bytes", "1 parsec"),
        ("--output-bytes", "NaN"),
        ("--parallel", "many"),
        ("--host-calls", "k"),
    ];
    for (flag, value) in cases {
        let arg = format!("{flag}={value}");
        let o = corral(&["run", &arg, "-c", "print(1)"], None);
        assert_exit(&o, 2, &arg);
        assert!(o.stdout.is_empty(), "{arg}: the program did not run");
        assert!(
            o.stderr.contains(flag) || o.stderr.contains("error:"),
            "{arg}: message names the flag: {}",
            o.stderr
        );
    }
    // Valid units are accepted.
    for arg in [
        "--time=500ms",
        "--time=2s",
        "--time=none",
        "--memory=64MiB",
        "--memory=1_000_000",
        "--steps=10k",
        "--steps=5M",
        "--stack-depth=none",
        "--output-bytes=1KB",
    ] {
        let o = corral(&["run", arg, "-c", "print(1)"], None);
        assert_exit(&o, 0, arg);
        assert_eq!(o.stdout_str(), "1\n");
    }
}

#[test]
fn hostile_regular_expressions() {
    // Deep nesting is refused cleanly; huge and odd patterns never crash.
    let code = r#"
import re
for pat in ['(' * 100000 + 'a' + ')' * 100000, '(?:' * 50000, '[' * 100000, '(?=' * 30000,
            'a' * 200000, '(?:a|b)' * 30000, 'x{4294967294}', '(?P<a>' * 5000, '\\' * 100001,
            '(a)' + '(?(1)' * 100000]:
    try:
        re.compile(pat)
        print('ok')
    except RecursionError:
        print('RecursionError')
    except (re.error, OverflowError) as e:
        print(type(e).__name__)
print(re.match('(?:a*)*b', 'a' * 12))
print(len(re.findall('', 'x' * 100000)))
"#;
    let o = run_code(&["--time", "20s"], code);
    assert_clean(&o, "hostile regexes");
    assert_exit(&o, 0, "hostile regexes");
    assert_eq!(
        String::from_utf8_lossy(&o.stdout),
        "RecursionError\nRecursionError\nerror\nRecursionError\nok\nok\nok\nerror\nerror\nRecursionError\nNone\n100001\n"
    );
}
