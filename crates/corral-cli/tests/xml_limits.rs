//! `xml.etree.ElementTree` on hostile documents: entity expansion ("billion
//! laughs") ends in expat's amplification error or, when the expansion does
//! not fit, the memory verdict; a document nested 100 000 levels deep parses
//! and serializes without native recursion; a document too large for the
//! memory limit ends with the memory verdict, not a host allocation.

mod common;

use common::*;

/// Ten levels of ten references each: 10^9 copies of "lol" if expanded.
const LAUGHS: &str = "import xml.etree.ElementTree as ET\n\
ents = '<!ENTITY lol \"lol\">' + ''.join('<!ENTITY lol%d \"%s\">' % (i, ('&lol%s;' % (i - 1 if i > 1 else '')) * 10) for i in range(1, 10))\n\
doc = '<!DOCTYPE lolz [%s]><lolz>&lol9;</lolz>' % ents\n\
try:\n    ET.fromstring(doc)\nexcept ET.ParseError as e:\n    print(e.code, e)\n\
except MemoryError:\n    print('caught')\n";

/// Generous clocks: debug builds are slow and the machine may be loaded;
/// these tests are about bounds, not speed.
const SLOW_OK: [&str; 4] = ["--time", "none", "--cpu-time", "120s"];

fn flags<'a>(extra: &[&'a str]) -> Vec<&'a str> {
    let mut v = vec!["--json"];
    v.extend_from_slice(&SLOW_OK);
    v.extend_from_slice(extra);
    v
}

#[test]
fn billion_laughs_is_refused() {
    let o = run_code(&flags(&["--memory", "256MiB"]), LAUGHS);
    assert_exit(&o, 0, "billion laughs");
    let j = check_envelope(&o, "ok", "billion laughs");
    assert_eq!(
        j["stdout"],
        "43 limit on input amplification factor (from DTD and entities) breached: line 1, column 726\n",
        "{j}"
    );
}

#[test]
fn billion_laughs_without_room_exhausts_memory() {
    let o = run_code(&flags(&["--memory", "4MiB"]), LAUGHS);
    assert_exit(&o, 3, "billion laughs in 4 MiB");
    let j = check_envelope(&o, "resource_exhausted", "billion laughs in 4 MiB");
    assert_eq!(resource(&j).0, "memory", "{j}");
    assert_eq!(j["stdout"], "", "the bomb was caught: {j}");
}

const DEEP: &str = "import xml.etree.ElementTree as ET\n\
n = 100000\n\
r = ET.fromstring('<a>' * n + 'x' + '</a>' * n)\n\
print(sum(1 for _ in r.iter()), ''.join(r.itertext()))\n\
print(len(ET.tostring(r)))\n";

#[test]
fn deep_nesting_parses_without_recursion() {
    let o = run_code(&flags(&["--memory", "1GiB"]), DEEP);
    assert_exit(&o, 0, "deep document");
    let j = check_envelope(&o, "ok", "deep document");
    assert_eq!(j["stdout"], "100000 x\n700001\n", "{j}");
}

#[test]
fn deep_nesting_in_little_memory_is_a_verdict() {
    let o = run_code(&flags(&["--memory", "32MiB"]), DEEP);
    assert_exit(&o, 3, "deep document in 32 MiB");
    let j = check_envelope(&o, "resource_exhausted", "deep document in 32 MiB");
    assert_eq!(resource(&j).0, "memory", "{j}");
}

#[test]
fn a_huge_document_exhausts_memory() {
    let code = "import xml.etree.ElementTree as ET\n\
doc = '<r>' + \"<b x='1'>t</b>\" * 10**6 + '</r>'\n\
try:\n    ET.fromstring(doc)\nexcept MemoryError:\n    print('caught')\n";
    let o = run_code(&flags(&["--memory", "48MiB"]), code);
    assert_exit(&o, 3, "huge document");
    let j = check_envelope(&o, "resource_exhausted", "huge document");
    assert_eq!(resource(&j).0, "memory", "{j}");
    assert_eq!(j["stdout"], "", "{j}");
}
