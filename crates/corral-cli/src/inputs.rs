//! Named inputs from the command line: `--input NAME=JSON`, `--input
//! NAME=@FILE` (`@-` for stdin) and `--inputs FILE` (a JSON object of
//! several). A value read from a file escapes the shell's argument-length
//! limit, which a large `--input rows=$(cat data.json)` runs into.

use std::io::Read;

use clap::Args as ClapArgs;
use corral::capabilities::HostValue;
use serde_json::Value as J;

use crate::hostio;

#[derive(ClapArgs, Default)]
pub struct InputFlags {
    /// A named input: a global set to the JSON value before the run;
    /// `NAME=@FILE` reads the JSON from FILE (`@-`: stdin). Repeatable.
    #[arg(long = "input", value_name = "NAME=JSON")]
    pub input: Vec<String>,
    /// A JSON object whose members are inputs (`-`: stdin); `--input`
    /// values override its members of the same name.
    #[arg(long = "inputs", value_name = "FILE")]
    pub inputs: Option<String>,
}

impl InputFlags {
    /// The inputs in order: `--inputs` members first, then each `--input`
    /// (a later one of the same name replaces an earlier).
    /// `stdin_taken` says whether stdin already holds the program.
    pub fn load(&self, stdin_taken: bool) -> Result<Vec<(String, HostValue)>, String> {
        let mut stdin_used = stdin_taken;
        let mut out: Vec<(String, HostValue)> = Vec::new();
        let put = |out: &mut Vec<(String, HostValue)>, name: String, v: HostValue| {
            out.retain(|(n, _)| *n != name);
            out.push((name, v));
        };
        if let Some(path) = &self.inputs {
            let text = read_file("--inputs", path, &mut stdin_used)?;
            let value: J = serde_json::from_str(&text)
                .map_err(|e| format!("--inputs {path}: bad JSON: {e}"))?;
            let J::Object(members) = value else {
                return Err(format!("--inputs {path}: expected a JSON object"));
            };
            for (name, v) in members {
                if !valid_name(&name) {
                    return Err(format!("--inputs {path}: '{name}' is not a valid name"));
                }
                put(&mut out, name, hostio::json_to_host(&v));
            }
        }
        for spec in &self.input {
            let (name, v) = match spec.split_once('=') {
                Some((name, rest)) if rest.starts_with('@') => {
                    // A JSON text never starts with '@', so the form is
                    // unambiguous.
                    let text = read_file(&format!("--input {name}"), &rest[1..], &mut stdin_used)?;
                    hostio::parse_input(&format!("{name}={text}"))?
                }
                _ => hostio::parse_input(spec)?,
            };
            put(&mut out, name, v);
        }
        Ok(out)
    }
}

/// An argument that is JSON, or `@FILE` / `@-` naming where to read it
/// (`resume --value` and `--answers`).
pub fn json_arg(flag: &str, arg: &str) -> Result<String, String> {
    match arg.strip_prefix('@') {
        Some(path) => read_file(flag, path, &mut false),
        None => Ok(arg.to_string()),
    }
}

fn valid_name(name: &str) -> bool {
    name.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && name.chars().all(|c| c.is_alphanumeric() || c == '_')
}

/// A file's text, or stdin's for `-` (which can be read only once).
fn read_file(flag: &str, path: &str, stdin_used: &mut bool) -> Result<String, String> {
    if path == "-" {
        if *stdin_used {
            return Err(format!("{flag}: stdin is already used"));
        }
        *stdin_used = true;
        let mut s = String::new();
        std::io::stdin()
            .read_to_string(&mut s)
            .map_err(|e| format!("{flag}: cannot read stdin: {e}"))?;
        return Ok(s);
    }
    std::fs::read_to_string(path).map_err(|e| format!("{flag}: cannot read {path}: {e}"))
}
