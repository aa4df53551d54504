//! The one-paragraph text a model reads: verdict, value, stdout tail,
//! error line.

use corral::{RunResult, Verdict};

/// Characters of stdout (its end) and of the value's repr shown.
const TAIL: usize = 600;

pub fn summary(r: &RunResult) -> String {
    let mut s = format!("verdict: {}.", r.verdict.as_str());
    if let Some(v) = &r.value_repr {
        s.push_str(&format!(" value: {}.", clip_end(v, TAIL)));
    }
    let out = r.stdout.trim_end();
    if !out.is_empty() {
        let tail = tail(out, TAIL);
        let cut = if tail.len() < out.len() { "…" } else { "" };
        s.push_str(&format!(" stdout ({} bytes): {cut}{tail}", r.stdout.len()));
        if !s.ends_with('.') {
            s.push('.');
        }
    }
    match r.verdict {
        Verdict::Error => {
            if let Some(e) = &r.error {
                let line = e.traceback.last().map(|f| f.line);
                s.push_str(&format!(
                    " error: {}: {}{}.",
                    e.type_name,
                    clip_end(&e.message, TAIL),
                    line.map(|l| format!(" (line {l})")).unwrap_or_default()
                ));
            }
        }
        Verdict::ResourceExhausted => {
            if let Some(x) = &r.resource {
                s.push_str(&format!(
                    " stopped: the {} limit was exhausted (max {}, used {}).",
                    x.limit.name(),
                    x.max,
                    x.used
                ));
            }
        }
        Verdict::HostFault => {
            s.push_str(&format!(
                " fault: {}.",
                r.fault.as_deref().unwrap_or("contained interpreter fault")
            ));
            if r.fault.as_deref().is_some_and(|f| f.contains("cancelled")) {
                s.push_str(" Use reset_session to start the session afresh.");
            }
        }
        _ => {}
    }
    s
}

fn tail(s: &str, n: usize) -> &str {
    if s.len() <= n {
        return s;
    }
    let mut i = s.len() - n;
    while !s.is_char_boundary(i) {
        i += 1;
    }
    &s[i..]
}

fn clip_end(s: &str, n: usize) -> String {
    if s.len() <= n {
        return s.to_string();
    }
    let mut i = n;
    while !s.is_char_boundary(i) {
        i -= 1;
    }
    format!("{}…", &s[..i])
}
