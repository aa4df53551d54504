//! The service over real HTTP: each test starts `corral serve` on an
//! ephemeral loopback port (in the test process, or as `corral serve`
//! processes for the two-node test) and talks to it with an HTTP client.

use std::collections::HashMap;
use std::time::Duration;

use corral_server::{Config, Server, config::FileConfig};
use serde_json::{Value as J, json};

/// Something listening for HTTP: a server in this process or a child.
trait Node {
    fn addr(&self) -> std::net::SocketAddr;
}

impl Node for Server {
    fn addr(&self) -> std::net::SocketAddr {
        self.addr
    }
}

/// A `corral serve` process, killed when dropped.
struct Process {
    child: std::process::Child,
    addr: std::net::SocketAddr,
}

impl Node for Process {
    fn addr(&self) -> std::net::SocketAddr {
        self.addr
    }
}

impl Process {
    /// Start `corral serve` with `args` on an ephemeral port and read the
    /// port from its "listening" log line.
    fn spawn(bin: &std::path::Path, args: &[&str]) -> Process {
        Process::spawn_env(bin, args, &[])
    }

    fn spawn_env(bin: &std::path::Path, args: &[&str], env: &[(&str, &str)]) -> Process {
        use std::io::BufRead;
        let mut child = std::process::Command::new(bin)
            .args(["serve", "--addr", "127.0.0.1:0"])
            .args(args)
            .envs(env.iter().copied())
            .stdout(std::process::Stdio::null())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("corral serve starts");
        let stderr = child.stderr.take().unwrap();
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let mut tx = Some(tx);
            for line in std::io::BufReader::new(stderr)
                .lines()
                .map_while(Result::ok)
            {
                if let Some(addr) = line.split("listening addr=").nth(1)
                    && let Some(tx) = tx.take()
                {
                    let _ = tx.send(addr.trim().to_string());
                }
            }
        });
        let addr = rx
            .recv_timeout(Duration::from_secs(60))
            .expect("corral serve says where it listens");
        Process {
            child,
            addr: addr.parse().unwrap(),
        }
    }
}

impl Drop for Process {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

struct Resp {
    status: u16,
    headers: HashMap<String, String>,
    body: String,
}

impl Resp {
    fn json(&self) -> J {
        serde_json::from_str(&self.body).unwrap_or_else(|e| panic!("{e}: {}", self.body))
    }

    /// A problem document: its content type, status field and detail.
    fn problem(&self, status: u16) -> String {
        assert_eq!(self.status, status, "{}", self.body);
        assert_eq!(
            self.headers.get("content-type").map(String::as_str),
            Some("application/problem+json"),
            "{}",
            self.body
        );
        let p = self.json();
        assert_eq!(p["status"], status);
        p["detail"].as_str().unwrap_or_default().to_string()
    }
}

fn call(
    server: &impl Node,
    method: &str,
    path: &str,
    body: Option<&str>,
    headers: &[(&str, &str)],
) -> Resp {
    let url = format!("http://{}{}", server.addr(), path);
    let mut req = ureq::request(method, &url).timeout(Duration::from_secs(60));
    for (k, v) in headers {
        req = req.set(k, v);
    }
    let res = match body {
        Some(b) => req.send_string(b),
        None => req.call(),
    };
    let resp = match res {
        Ok(r) => r,
        Err(ureq::Error::Status(_, r)) => r,
        Err(e) => panic!("{method} {path}: {e}"),
    };
    let status = resp.status();
    let headers = resp
        .headers_names()
        .into_iter()
        .filter_map(|n| {
            resp.header(&n)
                .map(|v| (n.to_ascii_lowercase(), v.to_string()))
        })
        .collect();
    let body = resp.into_string().unwrap_or_default();
    Resp {
        status,
        headers,
        body,
    }
}

const JSON: (&str, &str) = ("Content-Type", "application/json");

fn post(server: &impl Node, path: &str, body: &J) -> Resp {
    call(server, "POST", path, Some(&body.to_string()), &[JSON])
}

fn post_key(server: &impl Node, path: &str, body: &J, key: &str) -> Resp {
    let auth = format!("Bearer {key}");
    call(
        server,
        "POST",
        path,
        Some(&body.to_string()),
        &[JSON, ("Authorization", &auth)],
    )
}

fn get_key(server: &impl Node, path: &str, key: &str) -> Resp {
    call(server, "GET", path, None, &[("X-API-Key", key)])
}

/// The corral binary the workspace build put beside this test's
/// directory (target/<profile>/corral), whose `worker` subcommand the
/// server's pool starts.
fn corral_bin() -> Option<std::path::PathBuf> {
    let exe = std::env::current_exe().ok()?;
    let bin = exe.parent()?.parent()?.join("corral");
    bin.is_file().then_some(bin)
}

/// Runs go through isolated workers when the corral binary is built (the
/// workspace test run builds it), in process otherwise.
fn backend(mut c: Config) -> Config {
    match corral_bin() {
        Some(bin) => c.worker_exe = bin,
        None => {
            eprintln!("no corral binary beside the tests: the server runs in process");
            c.isolate = false;
        }
    }
    c
}

fn memory_config() -> Config {
    backend(Config {
        addr: "127.0.0.1:0".into(),
        store: "memory".into(),
        workers: 2,
        ..Config::default()
    })
}

fn with_toml(text: &str) -> Config {
    let f: FileConfig = toml::from_str(text).unwrap();
    let mut c = Config::from_file(f).unwrap();
    c.addr = "127.0.0.1:0".into();
    if c.store == "corral.db" {
        c.store = "memory".into();
    }
    backend(c)
}

fn start(c: Config) -> Server {
    Server::spawn(c).unwrap()
}

/// Wait until /metrics shows `line` (a run has reached its worker), so
/// that tests do not depend on how fast a loaded machine is (up to 10 s:
/// a worker process under a loaded CI machine once took more than 5).
fn wait_for_metric(server: &impl Node, line: &str) {
    for _ in 0..500 {
        if call(server, "GET", "/metrics", None, &[])
            .body
            .contains(line)
        {
            return;
        }
        std::thread::sleep(Duration::from_millis(20));
    }
    panic!("/metrics never showed {line:?}");
}

#[test]
fn a_run_is_200_whatever_its_verdict() {
    let s = start(memory_config());
    let r = post(&s, "/v1/runs", &json!({"code": "print('hi')\n1 + 1"}));
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["verdict"], "ok");
    assert_eq!(e["value"], 2);
    assert_eq!(e["stdout"], "hi\n");
    assert!(e["run_id"].as_str().is_some_and(|id| !id.is_empty()));
    assert!(e["usage"]["steps"].as_u64().is_some());

    let r = post(&s, "/v1/runs", &json!({"code": "x = 1\n1 / 0"}));
    assert_eq!(r.status, 200);
    let e = r.json();
    assert_eq!(e["verdict"], "error");
    assert_eq!(e["error"]["type"], "ZeroDivisionError");
    assert_eq!(e["error"]["message"], "division by zero");

    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "while True:\n    pass", "limits": {"steps": "10k", "time": 2000}}),
    );
    assert_eq!(r.status, 200);
    let e = r.json();
    assert_eq!(e["verdict"], "resource_exhausted");
    assert_eq!(e["resource"]["limit"], "steps");
    assert_eq!(e["resource"]["max"], 10_000);

    let r = post(&s, "/v1/runs", &json!({"code": "def f(:\n  pass"}));
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["error"]["type"], "SyntaxError");

    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "import os, random, time\n[os.environ['A'], random.random() == random.random(), time.time(), n * 2]",
                "inputs": {"n": 21},
                "os": {"env": {"A": "b"}, "seed": 7, "clock": "2024-05-01T00:00:00Z", "tz": "+02:00"}}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["value"], json!(["b", false, 1_714_521_600.0, 42]), "{e}");
    s.stop();
}

#[test]
fn malformed_requests_are_400_problems_that_say_what_is_wrong() {
    let s = start(memory_config());
    let bad = |body: &str| {
        let r = call(&s, "POST", "/v1/runs", Some(body), &[JSON]);
        r.problem(400)
    };
    assert!(bad("{").contains("not a valid request"));
    assert!(bad("{}").contains("code"));
    assert!(bad(r#"{"code": "1", "limts": {}}"#).contains("limts"));
    assert!(bad(r#"{"code": "1", "limits": {"tme": "1s"}}"#).contains("limits.tme"));
    assert!(bad(r#"{"code": "1", "limits": {"time": "3 parsecs"}}"#).contains("limits.time"));
    // The anonymous tenant's maximum time is 60s.
    assert!(bad(r#"{"code": "1", "limits": {"time": "10m"}}"#).contains("maximum"));
    assert!(bad(r#"{"code": "1", "limits": {"time": "none"}}"#).contains("cannot be disabled"));
    assert!(bad(r#"{"code": "1", "os": {"clock": "yesterday"}}"#).contains("os.clock"));
    assert!(bad(r#"{"code": "1", "os": {"files": {"rel.txt": "x"}}}"#).contains("absolute"));
    assert!(bad(r#"{"code": "1", "inputs": {"not a name": 1}}"#).contains("identifier"));
    assert!(bad(r#"{"code": "1", "suspend": ["a b"]}"#).contains("suspend"));

    let r = call(
        &s,
        "POST",
        "/v1/runs",
        Some("code=1"),
        &[("Content-Type", "text/plain")],
    );
    r.problem(415);
    let r = call(&s, "POST", "/v1/runs", Some(r#"{"code": "1"}"#), &[]);
    r.problem(415);

    let r = call(&s, "GET", "/v1/nothing", None, &[]);
    r.problem(404);
    let r = call(&s, "DELETE", "/v1/runs", None, &[]);
    r.problem(405);
    s.stop();
}

#[test]
fn a_body_over_the_limit_is_413() {
    let mut c = memory_config();
    c.max_body = 1000;
    let s = start(c);
    let code = format!("x = '{}'", "a".repeat(2000));
    let r = post(&s, "/v1/runs", &json!({ "code": code }));
    assert!(r.problem(413).contains("1000 bytes"));
    // Just under passes.
    let r = post(&s, "/v1/runs", &json!({"code": "x = 'a' * 10\nlen(x)"}));
    assert_eq!(r.json()["value"], 10);
    s.stop();
}

const TWO_TENANTS: &str = r#"
[[tenants]]
name = "alpha"
keys = ["key-alpha"]
[[tenants]]
name = "beta"
keys = ["key-beta"]
max_limits = { time = "2s" }
"#;

#[test]
fn keys_are_required_and_tenants_see_only_their_own() {
    let s = start(with_toml(TWO_TENANTS));
    let body = json!({"code": "y = ask(1)\ny", "suspend": ["ask"]});
    let r = call(&s, "POST", "/v1/runs", Some(&body.to_string()), &[JSON]);
    r.problem(401);
    assert!(r.headers.contains_key("www-authenticate"));
    post_key(&s, "/v1/runs", &body, "wrong").problem(401);

    let r = post_key(&s, "/v1/runs", &body, "key-alpha");
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["verdict"], "suspended");
    let id = e["run_id"].as_str().unwrap().to_string();

    // Beta cannot see, read or resume alpha's run: 404, as for no run.
    get_key(&s, &format!("/v1/runs/{id}"), "key-beta").problem(404);
    let answers = json!({"answers": [{"id": e["pending"][0]["id"], "ok": 5}]});
    post_key(&s, &format!("/v1/runs/{id}/resume"), &answers, "key-beta").problem(404);
    get_key(&s, "/v1/runs/no-such-run", "key-alpha").problem(404);

    // Beta's maximum: a request may lower a limit, never raise it.
    let r = post_key(
        &s,
        "/v1/runs",
        &json!({"code": "1", "limits": {"time": "5s"}}),
        "key-beta",
    );
    assert!(r.problem(400).contains("maximum"));
    // Its default time was lowered to its maximum of 2s.
    let r = post_key(
        &s,
        "/v1/runs",
        &json!({"code": "while True: pass"}),
        "key-beta",
    );
    let e = r.json();
    assert_eq!(e["resource"]["limit"], "time");
    assert_eq!(e["resource"]["max"], 2000);

    let r = post_key(&s, &format!("/v1/runs/{id}/resume"), &answers, "key-alpha");
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["value"], 5);

    // Sessions too.
    let r = post_key(&s, "/v1/sessions", &json!({}), "key-alpha");
    assert_eq!(r.status, 201, "{}", r.body);
    let sid = r.json()["session_id"].as_str().unwrap().to_string();
    post_key(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "1"}),
        "key-beta",
    )
    .problem(404);
    get_key(&s, &format!("/v1/sessions/{sid}/vars/x"), "key-beta").problem(404);
    let r = call(
        &s,
        "DELETE",
        &format!("/v1/sessions/{sid}"),
        None,
        &[("X-API-Key", "key-beta")],
    );
    r.problem(404);
    s.stop();
}

#[test]
fn suspend_and_resume_with_answers() {
    let s = start(memory_config());
    let code = "import asyncio\nx = approve('deploy', level=2)\nprint('approved', x)\nasync def main():\n    return await asyncio.gather(fetch(1), fetch(2))\nasyncio.run(main())";
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": code, "suspend": ["approve", {"name": "fetch", "async": true}]}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["verdict"], "suspended", "{e}");
    let id = e["run_id"].as_str().unwrap().to_string();
    let p = &e["pending"][0];
    assert_eq!(p["function"], "approve");
    assert_eq!(p["args"], json!(["deploy"]));
    assert_eq!(p["kwargs"], json!({"level": 2}));

    let r = call(&s, "GET", &format!("/v1/runs/{id}"), None, &[]);
    assert_eq!(r.json()["state"], "suspended");

    // Answers naming no pending call are refused, and the run still waits.
    let r = post(
        &s,
        &format!("/v1/runs/{id}/resume"),
        &json!({"answers": [{"id": 999, "ok": 1}]}),
    );
    r.problem(400);
    post(&s, &format!("/v1/runs/{id}/resume"), &json!({"answers": 5})).problem(400);
    post(
        &s,
        &format!("/v1/runs/{id}/resume"),
        &json!({"answers": [{"ok": 1}]}),
    )
    .problem(400);

    let r = post(
        &s,
        &format!("/v1/runs/{id}/resume"),
        &json!({"answers": [{"id": p["id"], "ok": "yes"}]}),
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["verdict"], "suspended", "{e}");
    assert_eq!(e["run_id"], id.as_str());
    assert_eq!(e["stdout"], "approved yes\n");
    let pending = e["pending"].as_array().unwrap();
    assert_eq!(pending.len(), 2);
    // Any order; one answer is an exception raised at the call site.
    let answers = json!({"answers": [
        {"id": pending[1]["id"], "ok": "two"},
        {"id": pending[0]["id"], "ok": "one"},
    ]});
    let r = post(&s, &format!("/v1/runs/{id}/resume"), &answers);
    let e = r.json();
    assert_eq!(e["verdict"], "ok", "{e}");
    assert_eq!(e["value"], json!(["one", "two"]));
    let calls: Vec<&str> = e["trace"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["call"].as_str().unwrap())
        .collect();
    assert_eq!(calls, ["approve", "fetch", "fetch"]);

    // Finished: resuming again is a conflict, and the record is kept.
    post(&s, &format!("/v1/runs/{id}/resume"), &answers).problem(409);
    let r = call(&s, "GET", &format!("/v1/runs/{id}"), None, &[]);
    let e = r.json();
    assert_eq!(e["state"], "done");
    assert_eq!(e["verdict"], "ok");

    post(&s, "/v1/runs/nope/resume", &answers).problem(404);

    // An error answer raises in the program.
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "try:\n    get('k')\nexcept KeyError as e:\n    print('caught', e)", "suspend": ["get"]}),
    );
    let e = r.json();
    let id = e["run_id"].as_str().unwrap();
    let r = post(
        &s,
        &format!("/v1/runs/{id}/resume"),
        &json!({"answers": [{"id": e["pending"][0]["id"], "error": {"type": "KeyError", "message": "k"}}]}),
    );
    assert_eq!(r.json()["stdout"], "caught 'k'\n");
    s.stop();
}

#[test]
fn recorded_runs_are_kept_with_their_replay_record() {
    let s = start(memory_config());
    let r = post(&s, "/v1/runs", &json!({"code": "print(3)", "record": true}));
    let id = r.json()["run_id"].as_str().unwrap().to_string();
    let r = call(&s, "GET", &format!("/v1/runs/{id}"), None, &[]);
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["stdout"], "3\n");
    assert_eq!(e["record"]["source"], "print(3)");
    // Runs not recorded are not kept.
    let r = post(&s, "/v1/runs", &json!({"code": "1"}));
    let id = r.json()["run_id"].as_str().unwrap().to_string();
    call(&s, "GET", &format!("/v1/runs/{id}"), None, &[]).problem(404);
    s.stop();
}

#[test]
fn files_in_and_files_written_out() {
    let mut c = memory_config();
    c.files_bytes = 100;
    let s = start(c);
    let code = "data = open('/data/in.txt').read()\nopen('/tmp/out.txt', 'w').write(data.upper())\nopen('/tmp/big.bin', 'wb').write(bytes(200))\nopen('/tmp/raw.bin', 'wb').write(b'\\xff\\x00')";
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": code, "os": {"files": {"/data/in.txt": "hello", "/data/b.bin": {"content": "AAE=", "encoding": "base64"}}}}),
    );
    let e = r.json();
    assert_eq!(e["verdict"], "ok", "{e}");
    let files: HashMap<String, J> = e["files"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| (f["path"].as_str().unwrap().to_string(), f.clone()))
        .collect();
    // Inputs unchanged are not sent back.
    assert!(!files.contains_key("/data/in.txt"), "{e}");
    assert!(!files.contains_key("/data/b.bin"), "{e}");
    assert_eq!(files["/tmp/out.txt"]["content"], "HELLO");
    assert_eq!(files["/tmp/out.txt"]["encoding"], "utf-8");
    assert_eq!(files["/tmp/raw.bin"]["content"], "/wA=");
    assert_eq!(files["/tmp/raw.bin"]["encoding"], "base64");
    // Over the response's bound: listed without content.
    assert_eq!(files["/tmp/big.bin"]["size"], 200);
    assert!(files["/tmp/big.bin"].get("content").is_none());
    s.stop();
}

#[test]
fn sessions_keep_state_and_variables() {
    let s = start(memory_config());
    let r = post(
        &s,
        "/v1/sessions",
        &json!({"inputs": {"base": 40}, "suspend": ["ask"]}),
    );
    assert_eq!(r.status, 201, "{}", r.body);
    let sid = r.json()["session_id"].as_str().unwrap().to_string();
    // An empty body is a session with the defaults.
    let r = call(&s, "POST", "/v1/sessions", None, &[]);
    assert_eq!(r.status, 201, "{}", r.body);

    let r = post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "x = base + 1"}),
    );
    assert_eq!(r.json()["verdict"], "ok", "{}", r.body);
    let r = post(&s, "/v1/runs", &json!({"code": "x + 1", "session_id": sid}));
    assert_eq!(r.json()["value"], 42, "{}", r.body);

    let r = call(&s, "GET", &format!("/v1/sessions/{sid}/vars/x"), None, &[]);
    assert_eq!(r.json(), json!({"name": "x", "value": 41}));
    call(
        &s,
        "GET",
        &format!("/v1/sessions/{sid}/vars/nope"),
        None,
        &[],
    )
    .problem(404);
    let r = call(
        &s,
        "PUT",
        &format!("/v1/sessions/{sid}/vars/y"),
        Some(r#"{"value": [1, {"a": 2}]}"#),
        &[JSON],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "y[1]['a'] + x"}),
    );
    assert_eq!(r.json()["value"], 43);

    // A run of the session suspends; the session waits for it.
    let r = post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "z = ask('q')\nz * 2"}),
    );
    let e = r.json();
    assert_eq!(e["verdict"], "suspended", "{e}");
    let rid = e["run_id"].as_str().unwrap().to_string();
    post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "1"}),
    )
    .problem(409);
    let r = post(
        &s,
        &format!("/v1/runs/{rid}/resume"),
        &json!({"answers": [{"id": e["pending"][0]["id"], "ok": 21}]}),
    );
    assert_eq!(r.json()["value"], 42, "{}", r.body);
    let r = post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "z"}),
    );
    assert_eq!(r.json()["value"], 21);

    // A session takes no per-run settings.
    post(
        &s,
        "/v1/runs",
        &json!({"code": "1", "session_id": sid, "limits": {"time": 1}}),
    )
    .problem(400);

    let r = call(&s, "DELETE", &format!("/v1/sessions/{sid}"), None, &[]);
    assert_eq!(r.status, 204);
    post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "1"}),
    )
    .problem(404);
    call(&s, "DELETE", &format!("/v1/sessions/{sid}"), None, &[]).problem(404);
    post(&s, "/v1/runs", &json!({"code": "1", "session_id": "nope"})).problem(404);
    s.stop();
}

#[test]
fn quotas_answer_429_with_retry_after() {
    let s = start(with_toml(
        r#"
        [[tenants]]
        name = "slow"
        keys = ["k-slow"]
        concurrency = 1
        [[tenants]]
        name = "rated"
        keys = ["k-rated"]
        rate = 0.5
        burst = 2
        "#,
    ));
    let r1 = post_key(&s, "/v1/runs", &json!({"code": "1"}), "k-rated");
    assert_eq!(r1.status, 200);
    assert_eq!(
        post_key(&s, "/v1/runs", &json!({"code": "1"}), "k-rated").status,
        200
    );
    let r = post_key(&s, "/v1/runs", &json!({"code": "1"}), "k-rated");
    assert!(r.problem(429).contains("rate"));
    let wait: u64 = r.headers["retry-after"].parse().unwrap();
    assert!((1..=2).contains(&wait), "{wait}");

    std::thread::scope(|scope| {
        let busy = scope.spawn(|| {
            post_key(
                &s,
                "/v1/runs",
                &json!({"code": "while True: pass", "limits": {"time": "3s"}}),
                "k-slow",
            )
        });
        wait_for_metric(&s, "corral_tenant_runs_in_flight{tenant=\"slow\"} 1");
        let r = post_key(&s, "/v1/runs", &json!({"code": "1"}), "k-slow");
        assert!(r.problem(429).contains("in flight"));
        assert_eq!(r.headers["retry-after"], "1");
        // Another tenant is not held back.
        assert_eq!(busy.join().unwrap().json()["verdict"], "resource_exhausted");
    });
    assert_eq!(
        post_key(&s, "/v1/runs", &json!({"code": "1"}), "k-slow").status,
        200
    );
    s.stop();
}

#[test]
fn saturated_and_draining_are_503() {
    let mut c = memory_config();
    c.workers = 1;
    c.queue = 0;
    let mut s = start(c);
    let slow = json!({"code": "while True: pass", "limits": {"time": "3s"}});
    std::thread::scope(|scope| {
        let busy = scope.spawn(|| post(&s, "/v1/runs", &slow));
        wait_for_metric(&s, "corral_workers_busy 1");
        let r = post(&s, "/v1/runs", &json!({"code": "1"}));
        assert!(r.problem(503).contains("busy"));
        assert!(r.headers.contains_key("retry-after"));
        assert_eq!(busy.join().unwrap().status, 200);
    });

    let base = format!("http://{}", s.addr);
    let busy = std::thread::spawn({
        let body = slow.to_string();
        move || {
            ureq::post(&format!("{base}/v1/runs"))
                .set("Content-Type", "application/json")
                .send_string(&body)
                .map(|r| r.status())
                .unwrap_or(0)
        }
    });
    wait_for_metric(&s, "corral_workers_busy 1");
    s.begin_drain();
    wait_for_metric(&s, "corral_draining 1");
    // New runs are refused while the one in flight finishes.
    post(&s, "/v1/runs", &json!({"code": "1"})).problem(503);
    call(&s, "GET", "/readyz", None, &[]).problem(503);
    assert_eq!(busy.join().unwrap(), 200);
    s.stop();
}

#[test]
fn operations_endpoints() {
    let s = start(memory_config());
    assert_eq!(call(&s, "GET", "/healthz", None, &[]).status, 200);
    let r = call(&s, "GET", "/readyz", None, &[]);
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["store"], "memory");
    let expected = if corral_bin().is_some() {
        "pool"
    } else {
        "threads"
    };
    assert_eq!(r.json()["backend"], expected);
    post(&s, "/v1/runs", &json!({"code": "1"}));
    post(&s, "/v1/runs", &json!({"code": "1/0"}));
    let m = call(&s, "GET", "/metrics", None, &[]);
    assert!(m.headers["content-type"].starts_with("text/plain"));
    assert!(
        m.body.contains("corral_runs_total{verdict=\"ok\"} 1"),
        "{}",
        m.body
    );
    assert!(m.body.contains("corral_runs_total{verdict=\"error\"} 1"));
    assert!(m.body.contains("corral_run_duration_seconds_count 2"));
    assert!(
        m.body
            .contains("corral_http_responses_total{status=\"200\"}")
    );
    assert!(m.body.contains("corral_queue_depth 0"));
    let doc = call(&s, "GET", "/openapi.json", None, &[]).json();
    assert!(doc["openapi"].as_str().unwrap().starts_with("3."));
    for p in [
        "/v1/runs",
        "/v1/runs/{id}/resume",
        "/v1/runs/{id}",
        "/v1/sessions",
        "/v1/sessions/{id}/vars/{name}",
    ] {
        assert!(doc["paths"].get(p).is_some(), "{p}");
    }
    assert!(doc["components"]["schemas"].get("RunRequest").is_some());
    s.stop();
}

#[test]
fn sqlite_keeps_suspended_runs_and_sessions_across_restarts() {
    let dir = std::env::temp_dir().join(format!("corral-serve-test-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("state.db");
    let _ = std::fs::remove_file(&db);
    let cfg = || Config {
        store: db.to_string_lossy().into_owned(),
        ..memory_config()
    };
    let s = start(cfg());
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "v = ask()\nv + 1", "suspend": ["ask"]}),
    );
    let e = r.json();
    let id = e["run_id"].as_str().unwrap().to_string();
    let call_id = e["pending"][0]["id"].clone();
    let sid = post(&s, "/v1/sessions", &json!({})).json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "n = 7"}),
    );
    assert_eq!(
        call(&s, "GET", "/readyz", None, &[]).json()["store"],
        "sqlite"
    );
    s.stop();

    let s = start(cfg());
    let r = post(
        &s,
        &format!("/v1/runs/{id}/resume"),
        &json!({"answers": [{"id": call_id, "ok": 1}]}),
    );
    assert_eq!(r.json()["value"], 2, "{}", r.body);
    let r = post(
        &s,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "n * 6"}),
    );
    assert_eq!(r.json()["value"], 42, "{}", r.body);
    s.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

/// Two `corral serve` processes sharing one PostgreSQL: a run suspended on
/// one resumes on the other, and a session's runs alternate between them.
/// Runs when CORRAL_TEST_POSTGRES holds a connection URL (.ci/run sets it
/// up).
#[test]
fn two_nodes_share_state_through_postgres() {
    let Ok(url) = std::env::var("CORRAL_TEST_POSTGRES") else {
        eprintln!(
            "skipped: two_nodes_share_state_through_postgres (set CORRAL_TEST_POSTGRES to a PostgreSQL URL)"
        );
        return;
    };
    let Some(bin) = corral_bin() else {
        eprintln!("skipped: two_nodes_share_state_through_postgres (no corral binary)");
        return;
    };
    let a = Process::spawn(&bin, &["--store", &url]);
    let b = Process::spawn(&bin, &["--store", &url]);
    let r = post(
        &a,
        "/v1/runs",
        &json!({"code": "v = ask('n')\nprint('got', v)\nv * 2", "suspend": ["ask"]}),
    );
    let e = r.json();
    assert_eq!(e["verdict"], "suspended", "{e}");
    let id = e["run_id"].as_str().unwrap().to_string();
    let answers = json!({"answers": [{"id": e["pending"][0]["id"], "ok": 21}]});
    let r = post(&b, &format!("/v1/runs/{id}/resume"), &answers);
    let e = r.json();
    assert_eq!(e["value"], 42, "{e}");
    assert_eq!(e["stdout"], "got 21\n");
    // Done on node b: node a sees the conflict.
    post(&a, &format!("/v1/runs/{id}/resume"), &answers).problem(409);
    assert_eq!(
        call(&a, "GET", &format!("/v1/runs/{id}"), None, &[]).json()["state"],
        "done"
    );

    let sid = post(&a, "/v1/sessions", &json!({})).json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    post(
        &a,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "n = 1"}),
    );
    post(
        &b,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "n += 10"}),
    );
    let r = post(
        &a,
        &format!("/v1/sessions/{sid}/runs"),
        &json!({"code": "n"}),
    );
    assert_eq!(r.json()["value"], 11, "{}", r.body);
    assert_eq!(
        call(&b, "GET", "/readyz", None, &[]).json()["store"],
        "postgres"
    );
    drop((a, b));
}

#[test]
fn operators_mount_host_directories_from_the_config() {
    let dir = std::env::temp_dir().join(format!("corral-serve-mount-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::write(dir.join("greeting.txt"), "hello from the host").unwrap();
    let s = start(with_toml(&format!(
        r#"
        [[tenants]]
        name = "m"
        mounts = [{{ host = "{}", guest = "/data" }}]
        "#,
        dir.display()
    )));
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "print(open('/data/greeting.txt').read())\ntry:\n    open('/data/x', 'w')\nexcept OSError as e:\n    print(type(e).__name__)"}),
    );
    let e = r.json();
    assert_eq!(e["stdout"], "hello from the host\nPermissionError\n", "{e}");
    s.stop();
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_example_config_loads() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/corral.example.toml");
    let c = Config::load(path).unwrap();
    assert!(c.keys_required());
    assert_eq!(c.tenants[0].concurrency, Some(8));
}

#[test]
fn a_session_that_exhausted_a_resource_is_cancelled() {
    let s = start(memory_config());
    let sid = post(
        &s,
        "/v1/sessions",
        &json!({"limits": {"steps": "5k", "program_bytes": 100}}),
    )
    .json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/v1/sessions/{sid}/runs");
    // Refused before it ran: the session goes on.
    let r = post(
        &s,
        &path,
        &json!({"code": "x = 1  # ".to_string() + &"." .repeat(200)}),
    );
    assert_eq!(r.json()["resource"]["limit"], "program_bytes");
    assert_eq!(post(&s, &path, &json!({"code": "1"})).json()["value"], 1);
    let r = post(&s, &path, &json!({"code": "while True: pass"}));
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["verdict"], "resource_exhausted");
    assert!(
        post(&s, &path, &json!({"code": "1"}))
            .problem(409)
            .contains("cancelled")
    );
    s.stop();
}

#[test]
fn runs_are_carried_out_by_isolated_workers() {
    if corral_bin().is_none() {
        eprintln!("skipped: no corral binary to serve as the worker");
        return;
    }
    let s = start(memory_config());
    let r = post(&s, "/v1/runs", &json!({"code": "print('hi')\n6 * 7"}));
    assert_eq!(r.status, 200);
    let e = r.json();
    assert_eq!(e["verdict"], "ok", "{e}");
    assert_eq!(e["stdout"], "hi\n");
    let layers = e["isolation"]["layers"]
        .as_array()
        .expect("isolation layers");
    for layer in ["no_new_privs", "rlimits", "seccomp"] {
        assert!(layers.iter().any(|l| l == layer), "{layer} missing: {e}");
    }
    // Limits still end runs with the verdict, and the worker survives them.
    let r = post(
        &s,
        "/v1/runs",
        &json!({"code": "while True: pass", "limits": {"time": "200ms"}}),
    );
    assert_eq!(r.status, 200);
    assert_eq!(r.json()["verdict"], "resource_exhausted", "{}", r.body);
    let r = post(&s, "/v1/runs", &json!({"code": "1 + 1"}));
    assert_eq!(r.json()["verdict"], "ok");
}

#[test]
fn sessions_are_carried_out_by_isolated_workers() {
    if corral_bin().is_none() {
        eprintln!("skipped: no corral binary to serve as the worker");
        return;
    }
    let s = start(memory_config());
    let sid = post(
        &s,
        "/v1/sessions",
        &json!({"inputs": {"base": 40}, "os": {"files": {"/tmp/in.txt": "abc"}}}),
    )
    .json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/v1/sessions/{sid}/runs");
    let r = post(
        &s,
        &path,
        &json!({"code": "x = base + 1\nopen('/tmp/out.txt', 'w').write(open('/tmp/in.txt').read() * 2)"}),
    );
    let e = r.json();
    assert_eq!(e["verdict"], "ok", "{e}");
    assert_eq!(e["files"][0]["path"], "/tmp/out.txt", "{e}");
    assert_eq!(e["files"][0]["content"], "abcabc", "{e}");
    // Another worker (or the same one, fresh) sees the first run's state.
    let r = post(&s, &path, &json!({"code": "print(x)\nx + 1"}));
    let e = r.json();
    assert_eq!(e["verdict"], "ok", "{e}");
    assert_eq!(e["value"], 42, "{e}");
    assert_eq!(e["stdout"], "41\n", "{e}");
    // The session's files travel with its state: what the first run wrote
    // is still there (and still differs from the session's start).
    assert_eq!(e["files"][0]["path"], "/tmp/out.txt", "{e}");
    let layers = e["isolation"]["layers"]
        .as_array()
        .expect("isolation layers");
    for layer in ["no_new_privs", "rlimits", "seccomp"] {
        assert!(layers.iter().any(|l| l == layer), "{layer} missing: {e}");
    }
    // Variables are read and set in workers too.
    let r = call(&s, "GET", &format!("/v1/sessions/{sid}/vars/x"), None, &[]);
    assert_eq!(r.json(), json!({"name": "x", "value": 41}));
    let r = call(
        &s,
        "PUT",
        &format!("/v1/sessions/{sid}/vars/y"),
        Some(r#"{"value": {"k": [1, 2]}}"#),
        &[JSON],
    );
    assert_eq!(r.status, 200, "{}", r.body);
    let r = post(&s, &path, &json!({"code": "sum(y['k']) + x"}));
    assert_eq!(r.json()["value"], 44, "{}", r.body);
    // An error ends the run, not the session.
    let r = post(&s, &path, &json!({"code": "1 / 0"}));
    assert_eq!(r.json()["error"]["type"], "ZeroDivisionError", "{}", r.body);
    assert_eq!(post(&s, &path, &json!({"code": "x"})).json()["value"], 41);
    s.stop();
}

#[test]
fn a_session_run_the_outer_layer_kills_cancels_the_session() {
    if corral_bin().is_none() {
        eprintln!("skipped: no corral binary to serve as the worker");
        return;
    }
    // The outer layer's ceiling is far below the run's own `time` (5s):
    // the watchdog kills the worker before the interpreter stops the run.
    let s = start(with_toml(
        r#"
        [server]
        hard_time = "400ms"
        "#,
    ));
    let sid = post(&s, "/v1/sessions", &json!({})).json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    let path = format!("/v1/sessions/{sid}/runs");
    assert_eq!(
        post(&s, &path, &json!({"code": "n = 7"})).json()["verdict"],
        "ok"
    );
    let r = post(&s, &path, &json!({"code": "n = 8\nwhile True: pass"}));
    assert_eq!(r.status, 200, "{}", r.body);
    let e = r.json();
    assert_eq!(e["verdict"], "resource_exhausted", "{e}");
    assert_eq!(e["resource"]["limit"], "time", "{e}");
    assert_eq!(e["resource"]["enforced_by"], "os", "{e}");
    assert!(e["isolation"]["layers"].is_array(), "{e}");
    // Cancelled, as a session whose run exhausted a resource in process.
    assert!(
        post(&s, &path, &json!({"code": "1"}))
            .problem(409)
            .contains("cancelled")
    );
    // Its state is what it was before the killed run.
    let r = call(&s, "GET", &format!("/v1/sessions/{sid}/vars/n"), None, &[]);
    assert_eq!(r.json(), json!({"name": "n", "value": 7}), "{}", r.body);
    // The service goes on: other runs and sessions are served.
    assert_eq!(call(&s, "GET", "/healthz", None, &[]).status, 200);
    let r = post(&s, "/v1/runs", &json!({"code": "6 * 7"}));
    assert_eq!(r.json()["value"], 42, "{}", r.body);
    let other = post(&s, "/v1/sessions", &json!({})).json()["session_id"]
        .as_str()
        .unwrap()
        .to_string();
    let r = post(
        &s,
        &format!("/v1/sessions/{other}/runs"),
        &json!({"code": "1 + 1"}),
    );
    assert_eq!(r.json()["value"], 2, "{}", r.body);
    s.stop();
}

/// A minimal OTLP/HTTP collector: accepts POSTs and hands over (path, body).
fn otlp_collector() -> (String, std::sync::mpsc::Receiver<(String, Vec<u8>)>) {
    use std::io::{BufRead, BufReader, Read, Write};
    let listener = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let url = format!("http://{}", listener.local_addr().unwrap());
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        for conn in listener.incoming() {
            let Ok(mut conn) = conn else { continue };
            let tx = tx.clone();
            std::thread::spawn(move || {
                let mut r = BufReader::new(conn.try_clone().unwrap());
                loop {
                    let mut first = String::new();
                    if r.read_line(&mut first).unwrap_or(0) == 0 {
                        return;
                    }
                    let path = first.split_whitespace().nth(1).unwrap_or("").to_string();
                    let mut len = 0;
                    loop {
                        let mut h = String::new();
                        r.read_line(&mut h).unwrap();
                        let h = h.trim_end();
                        if h.is_empty() {
                            break;
                        }
                        if let Some((k, v)) = h.split_once(':')
                            && k.eq_ignore_ascii_case("content-length")
                        {
                            len = v.trim().parse().unwrap();
                        }
                    }
                    let mut body = vec![0; len];
                    r.read_exact(&mut body).unwrap();
                    let _ = conn.write_all(
                        b"HTTP/1.1 200 OK\r\ncontent-type: application/x-protobuf\r\ncontent-length: 0\r\n\r\n",
                    );
                    let _ = tx.send((path, body));
                }
            });
        }
    });
    (url, rx)
}

fn contains(hay: &[u8], needle: &str) -> bool {
    hay.windows(needle.len()).any(|w| w == needle.as_bytes())
}

/// With OTEL_EXPORTER_OTLP_ENDPOINT set, requests and runs are exported as
/// OTLP traces; without it nothing is sent (the other tests).
#[test]
fn traces_are_exported_when_an_otlp_endpoint_is_set() {
    let Some(bin) = corral_bin() else {
        eprintln!("skipped: no corral binary");
        return;
    };
    let (url, spans) = otlp_collector();
    let node = Process::spawn_env(
        &bin,
        &["--store", "memory"],
        &[
            ("OTEL_EXPORTER_OTLP_ENDPOINT", &url),
            ("OTEL_BSP_SCHEDULE_DELAY", "100"),
        ],
    );
    let r = post(&node, "/v1/runs", &json!({"code": "1/0"}));
    assert_eq!(r.status, 200);
    let mut seen = Vec::new();
    let deadline = std::time::Instant::now() + Duration::from_secs(30);
    while !(contains(&seen, "POST /v1/runs") && contains(&seen, "corral.execute")) {
        let left = deadline.saturating_duration_since(std::time::Instant::now());
        let (path, body) = spans
            .recv_timeout(left)
            .expect("an OTLP export within 30 s");
        assert_eq!(path, "/v1/traces");
        seen.extend(body);
    }
    assert!(contains(&seen, "corral-server"), "the service name is set");
    assert!(
        contains(&seen, "error"),
        "the run's verdict is an attribute"
    );
}
