//! The virtual operating system a run sees: a filesystem the host composes
//! from in-memory files and confined host directories, a clock, a time
//! zone, environment variables and the random seed. The guest reaches all
//! of it only through `_corral_os` (modules/osmod.rs), which records every
//! use in the ledger.

use std::cell::RefCell;
use std::collections::BTreeMap;
use std::io::Read;
use std::path::Path;
use std::rc::Rc;

use super::Capabilities;

/// The clock the program reads (time.time, datetime.now) and sleeps on.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Clock {
    /// Starts at `start` (seconds since the epoch) and advances only when
    /// the program sleeps, which returns at once: runs are reproducible.
    Fixed { start: f64 },
    /// The host's real clock; sleeping really waits (within `time`).
    Real,
}

/// 2025-01-01T00:00:00Z, the default fixed clock.
pub const DEFAULT_EPOCH: f64 = 1_735_689_600.0;

/// The seed of `random` when the program does not seed it.
pub const DEFAULT_SEED: u64 = 0;

/// What the host grants a run of the operating system.
#[derive(Clone, Debug)]
pub struct OsConfig {
    pub fs: Fs,
    /// `os.environ`, in this order.
    pub env: Vec<(String, String)>,
    pub clock: Clock,
    /// Local time is UTC plus this many seconds (time.localtime, datetime.now()).
    pub utc_offset_secs: i32,
    /// The zone's name (time.tzname).
    pub tz_name: Rc<str>,
    /// The seed `random` starts from.
    pub seed: u64,
    /// The working directory (a virtual absolute path).
    pub cwd: Rc<str>,
}

impl Default for OsConfig {
    fn default() -> Self {
        let c = OsConfig::placeholder();
        c.fs.add_dir("/tmp");
        c
    }
}

impl OsConfig {
    /// The defaults, with an empty filesystem (no `/tmp`).
    pub(crate) fn placeholder() -> OsConfig {
        OsConfig {
            fs: Fs::new(),
            env: Vec::new(),
            clock: Clock::Fixed {
                start: DEFAULT_EPOCH,
            },
            utc_offset_secs: 0,
            tz_name: "UTC".into(),
            seed: DEFAULT_SEED,
            cwd: "/".into(),
        }
    }
}

/// Why a filesystem operation failed: a POSIX errno, raised in the guest
/// as the OSError subclass CPython would raise for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct FsError(pub i32);

pub const ENOENT: i32 = 2;
pub const EIO: i32 = 5;
pub const EACCES: i32 = 13;
pub const EEXIST: i32 = 17;
pub const EXDEV: i32 = 18;
pub const ENOTDIR: i32 = 20;
pub const EISDIR: i32 = 21;
pub const EINVAL: i32 = 22;
pub const EFBIG: i32 = 27;
pub const ENOSPC: i32 = 28;
pub const ENOTEMPTY: i32 = 39;

impl FsError {
    pub fn strerror(self) -> &'static str {
        match self.0 {
            ENOENT => "No such file or directory",
            EACCES => "Permission denied",
            EEXIST => "File exists",
            EXDEV => "Invalid cross-device link",
            ENOTDIR => "Not a directory",
            EISDIR => "Is a directory",
            EINVAL => "Invalid argument",
            EFBIG => "File too large",
            ENOSPC => "No space left on device",
            ENOTEMPTY => "Directory not empty",
            _ => "Input/output error",
        }
    }

    fn from_io(e: &std::io::Error) -> FsError {
        use std::io::ErrorKind as K;
        FsError(match e.kind() {
            K::NotFound => ENOENT,
            K::PermissionDenied => EACCES,
            K::AlreadyExists => EEXIST,
            K::NotADirectory => ENOTDIR,
            K::IsADirectory => EISDIR,
            K::DirectoryNotEmpty => ENOTEMPTY,
            K::CrossesDevices => EXDEV,
            K::InvalidInput | K::InvalidFilename => EINVAL,
            _ => match e.raw_os_error() {
                Some(n @ (ENOENT | EACCES | EEXIST | ENOTDIR | EISDIR | ENOTEMPTY)) => n,
                // Anything else (ELOOP from a link leading out, EXDEV…) is
                // refused without saying more about the host.
                Some(_) => EACCES,
                None => EIO,
            },
        })
    }
}

pub type FsResult<T> = std::result::Result<T, FsError>;

/// How `write` treats an existing file.
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub enum WriteMode {
    Truncate,
    Append,
    /// Fail if the file exists ('x').
    Create,
}

/// What `stat` reports.
#[derive(Clone, Copy, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub struct Stat {
    pub is_dir: bool,
    pub size: u64,
    pub mtime: f64,
}

#[derive(Clone, Debug)]
enum Node {
    Dir { mtime: f64 },
    File { data: Rc<Vec<u8>>, mtime: f64 },
}

/// One operation on a mounted host directory. Paths are relative to the
/// mount point (`.` for the point itself) and already normalized (no `..`).
#[derive(Clone, Copy, Debug)]
pub enum MountOp<'a> {
    /// At most `max` bytes (a larger file fails with EFBIG).
    Read {
        rel: &'a Path,
        max: u64,
    },
    Write {
        rel: &'a Path,
        data: &'a [u8],
        mode: WriteMode,
    },
    Stat {
        rel: &'a Path,
    },
    Listdir {
        rel: &'a Path,
    },
    Mkdir {
        rel: &'a Path,
    },
    Rmdir {
        rel: &'a Path,
    },
    Remove {
        rel: &'a Path,
    },
    /// Within this mount only (across mounts is EXDEV before it gets here).
    Rename {
        from: &'a Path,
        to: &'a Path,
    },
}

/// What a mount operation gives back.
#[derive(Clone, Debug, PartialEq)]
pub enum MountReply {
    Bytes(Vec<u8>),
    Stat(Stat),
    /// Sorted.
    Names(Vec<String>),
    Done,
}

impl MountReply {
    fn bytes(self, max: u64) -> FsResult<Vec<u8>> {
        match self {
            MountReply::Bytes(b) if b.len() as u64 <= max => Ok(b),
            _ => Err(FsError(EIO)),
        }
    }

    fn stat(self) -> FsResult<Stat> {
        match self {
            MountReply::Stat(s) => Ok(s),
            _ => Err(FsError(EIO)),
        }
    }

    fn names(self) -> FsResult<Vec<String>> {
        match self {
            MountReply::Names(n) => Ok(n),
            _ => Err(FsError(EIO)),
        }
    }
}

/// A host directory opened with cap-std: everything under it is opened
/// relative to the directory handle, so no path, `..` or symbolic link can
/// lead outside it.
pub struct HostDir(cap_std::fs::Dir);

impl HostDir {
    pub fn open(host_dir: &Path) -> std::io::Result<HostDir> {
        cap_std::fs::Dir::open_ambient_dir(host_dir, cap_std::ambient_authority()).map(HostDir)
    }
}

impl HostDir {
    /// Carry out `op` on the host's filesystem.
    pub fn apply(&self, op: MountOp<'_>) -> FsResult<MountReply> {
        match op {
            MountOp::Read { rel, max } => self.read(rel, max).map(MountReply::Bytes),
            MountOp::Write { rel, data, mode } => {
                self.write(rel, data, mode).map(|_| MountReply::Done)
            }
            MountOp::Stat { rel } => self.stat(rel).map(MountReply::Stat),
            MountOp::Listdir { rel } => self.listdir(rel).map(MountReply::Names),
            MountOp::Mkdir { rel } => self.mkdir(rel).map(|_| MountReply::Done),
            MountOp::Rmdir { rel } => self.rmdir(rel).map(|_| MountReply::Done),
            MountOp::Remove { rel } => self.remove(rel).map(|_| MountReply::Done),
            MountOp::Rename { from, to } => self.rename(from, to).map(|_| MountReply::Done),
        }
    }

    fn read(&self, rel: &Path, max: u64) -> FsResult<Vec<u8>> {
        let md = self.0.metadata(rel).map_err(|e| FsError::from_io(&e))?;
        if md.is_dir() {
            return Err(FsError(EISDIR));
        }
        let f = self.0.open(rel).map_err(|e| FsError::from_io(&e))?;
        let mut out = Vec::new();
        // The file may grow between the check and the read: read at most
        // one byte past the allowance.
        f.take(max.saturating_add(1))
            .read_to_end(&mut out)
            .map_err(|e| FsError::from_io(&e))?;
        if out.len() as u64 > max {
            return Err(FsError(EFBIG));
        }
        Ok(out)
    }

    fn write(&self, rel: &Path, data: &[u8], mode: WriteMode) -> FsResult<()> {
        let mut oo = cap_std::fs::OpenOptions::new();
        match mode {
            WriteMode::Truncate => oo.write(true).create(true).truncate(true),
            WriteMode::Append => oo.append(true).create(true),
            WriteMode::Create => oo.write(true).create_new(true),
        };
        let mut f = self
            .0
            .open_with(rel, &oo)
            .map_err(|e| FsError::from_io(&e))?;
        std::io::Write::write_all(&mut f, data).map_err(|e| FsError::from_io(&e))
    }

    fn stat(&self, rel: &Path) -> FsResult<Stat> {
        let md = self.0.metadata(rel).map_err(|e| FsError::from_io(&e))?;
        Ok(Stat {
            is_dir: md.is_dir(),
            size: md.len(),
            mtime: mtime_of(&md),
        })
    }

    fn listdir(&self, rel: &Path) -> FsResult<Vec<String>> {
        let rd = self.0.read_dir(rel).map_err(|e| FsError::from_io(&e))?;
        let mut names = Vec::new();
        for e in rd {
            let e = e.map_err(|e| FsError::from_io(&e))?;
            names.push(e.file_name().to_string_lossy().into_owned());
        }
        names.sort();
        Ok(names)
    }

    fn mkdir(&self, rel: &Path) -> FsResult<()> {
        self.0.create_dir(rel).map_err(|e| FsError::from_io(&e))
    }

    fn rmdir(&self, rel: &Path) -> FsResult<()> {
        self.0.remove_dir(rel).map_err(|e| FsError::from_io(&e))
    }

    fn remove(&self, rel: &Path) -> FsResult<()> {
        // unlink(2) of a directory says EISDIR on Linux.
        if self.0.symlink_metadata(rel).is_ok_and(|m| m.is_dir()) {
            return Err(FsError(EISDIR));
        }
        self.0.remove_file(rel).map_err(|e| FsError::from_io(&e))
    }

    fn rename(&self, from: &Path, to: &Path) -> FsResult<()> {
        self.0
            .rename(from, &self.0, to)
            .map_err(|e| FsError::from_io(&e))
    }
}

struct Mount {
    /// Virtual absolute path of the mount point.
    at: String,
    /// The confined host directory, when this process holds it (None: the
    /// run's capabilities answer for the mount themselves, as a worker's
    /// relay does).
    dir: Option<Rc<HostDir>>,
    writable: bool,
}

impl std::fmt::Debug for Mount {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Mount")
            .field("at", &self.at)
            .field("writable", &self.writable)
            .finish()
    }
}

#[derive(Debug, Default)]
struct FsState {
    /// In-memory nodes by normalized absolute path ("/" is implied).
    mem: BTreeMap<String, Node>,
    /// Longest mount point first, so the innermost mount wins.
    mounts: Vec<Mount>,
    mem_read_only: bool,
    quota: Option<u64>,
    written: u64,
}

/// The in-memory files and directories (path, mtime, contents for files)
/// and the quota used: what a snapshot keeps of the filesystem.
#[derive(Debug, Default, serde::Serialize, serde::Deserialize)]
pub(crate) struct FsImage {
    nodes: Vec<(String, f64, Option<Vec<u8>>)>,
    written: u64,
}

/// The virtual filesystem. Clones share it, so the host can read back what
/// the program wrote after the run.
#[derive(Clone, Debug, Default)]
pub struct Fs(Rc<RefCell<FsState>>);

enum Target {
    Mem(String),
    Mount(usize, std::path::PathBuf),
}

/// Normalize a virtual path lexically against `cwd`: absolute, no `.` or
/// `..` (which stops at the root), no empty components.
pub fn normalize(cwd: &str, path: &str) -> String {
    let mut parts: Vec<&str> = Vec::new();
    let joined;
    let full = if path.starts_with('/') {
        path
    } else {
        joined = format!("{cwd}/{path}");
        &joined
    };
    for c in full.split('/') {
        match c {
            "" | "." => {}
            ".." => {
                parts.pop();
            }
            c => parts.push(c),
        }
    }
    let mut out = String::with_capacity(full.len() + 1);
    for p in &parts {
        out.push('/');
        out.push_str(p);
    }
    if out.is_empty() {
        out.push('/');
    }
    out
}

fn parent_of(p: &str) -> &str {
    match p.rfind('/') {
        Some(0) | None => "/",
        Some(i) => &p[..i],
    }
}

fn mtime_of(m: &cap_std::fs::Metadata) -> f64 {
    m.modified()
        .ok()
        .and_then(|t| {
            t.into_std()
                .duration_since(std::time::UNIX_EPOCH)
                .ok()
                .map(|d| d.as_secs_f64())
        })
        .unwrap_or(0.0)
}

impl Fs {
    /// An empty, writable in-memory filesystem.
    pub fn new() -> Fs {
        Fs::default()
    }

    /// Add (or replace) an in-memory file, creating its parent directories.
    pub fn add_file(&self, path: &str, data: impl Into<Vec<u8>>) -> &Fs {
        let p = normalize("/", path);
        self.add_parents(&p);
        self.0.borrow_mut().mem.insert(
            p,
            Node::File {
                data: Rc::new(data.into()),
                mtime: DEFAULT_EPOCH,
            },
        );
        self
    }

    /// Add an in-memory directory (and its parents).
    pub fn add_dir(&self, path: &str) -> &Fs {
        let p = normalize("/", path);
        self.add_parents(&p);
        if p != "/" {
            self.0.borrow_mut().mem.insert(
                p,
                Node::Dir {
                    mtime: DEFAULT_EPOCH,
                },
            );
        }
        self
    }

    fn add_parents(&self, p: &str) {
        let mut st = self.0.borrow_mut();
        let mut cur = parent_of(p);
        while cur != "/" {
            if !st.mem.contains_key(cur) {
                st.mem.insert(
                    cur.to_string(),
                    Node::Dir {
                        mtime: DEFAULT_EPOCH,
                    },
                );
            }
            cur = parent_of(cur);
        }
    }

    /// Mount host directory `host_dir` at virtual path `at`. Everything
    /// under it is opened relative to a directory handle with cap-std, so
    /// no path, `..` or symbolic link can lead outside `host_dir`.
    pub fn mount(&self, at: &str, host_dir: &Path, writable: bool) -> std::io::Result<()> {
        let dir = HostDir::open(host_dir)?;
        self.add_mount(at, Some(Rc::new(dir)), writable);
        Ok(())
    }

    /// A mount point whose directory the run's capabilities reach by
    /// themselves (an isolated worker's relay to its parent).
    pub fn mount_relayed(&self, at: &str, writable: bool) {
        self.add_mount(at, None, writable);
    }

    /// The host directory mounted at `at`, when this process holds it.
    pub fn host_dir(&self, at: &str) -> Option<Rc<HostDir>> {
        let st = self.0.borrow();
        st.mounts.iter().find(|m| m.at == at)?.dir.clone()
    }

    fn add_mount(&self, at: &str, dir: Option<Rc<HostDir>>, writable: bool) {
        let at = normalize("/", at);
        self.add_dir(&at);
        let mut st = self.0.borrow_mut();
        st.mounts.retain(|m| m.at != at);
        st.mounts.push(Mount { at, dir, writable });
        st.mounts.sort_by_key(|m| std::cmp::Reverse(m.at.len()));
    }

    /// The mount points and whether each is writable.
    pub fn mounts(&self) -> Vec<(String, bool)> {
        let st = self.0.borrow();
        st.mounts
            .iter()
            .map(|m| (m.at.clone(), m.writable))
            .collect()
    }

    /// The quota set with `set_quota`.
    pub fn quota(&self) -> Option<u64> {
        self.0.borrow().quota
    }

    /// Whether the in-memory part is read-only.
    pub fn memory_read_only(&self) -> bool {
        self.0.borrow().mem_read_only
    }

    /// The in-memory directories (files are `memory_files`).
    pub fn memory_dirs(&self) -> Vec<String> {
        self.0
            .borrow()
            .mem
            .iter()
            .filter(|(_, n)| matches!(n, Node::Dir { .. }))
            .map(|(p, _)| p.clone())
            .collect()
    }

    /// Make the in-memory part read-only (mounts keep their own mode).
    pub fn set_memory_read_only(&self, ro: bool) {
        self.0.borrow_mut().mem_read_only = ro;
    }

    /// Cap the bytes the program may write in total (None: no cap).
    pub fn set_quota(&self, bytes: Option<u64>) {
        self.0.borrow_mut().quota = bytes;
    }

    /// Bytes written so far (what the quota counts).
    pub fn written(&self) -> u64 {
        self.0.borrow().written
    }

    /// The in-memory files, for the host to read back.
    pub fn memory_files(&self) -> Vec<(String, Vec<u8>)> {
        self.0
            .borrow()
            .mem
            .iter()
            .filter_map(|(p, n)| match n {
                Node::File { data, .. } => Some((p.clone(), data.to_vec())),
                Node::Dir { .. } => None,
            })
            .collect()
    }

    /// The in-memory part and the bytes written so far, for a snapshot.
    pub(crate) fn image(&self) -> FsImage {
        let st = self.0.borrow();
        FsImage {
            nodes: st
                .mem
                .iter()
                .map(|(p, n)| match n {
                    Node::Dir { mtime } => (p.clone(), *mtime, None),
                    Node::File { data, mtime } => (p.clone(), *mtime, Some(data.to_vec())),
                })
                .collect(),
            written: st.written,
        }
    }

    /// Replace the in-memory part with a snapshot's (mounts, quota and
    /// read-only mode stay as this host set them). Paths are normalized and
    /// parents created, so hostile images cannot make an inconsistent tree.
    pub(crate) fn restore(&self, img: FsImage) {
        self.0.borrow_mut().mem.clear();
        for (p, mtime, data) in img.nodes {
            let p = normalize("/", &p);
            if p == "/" {
                continue;
            }
            self.add_parents(&p);
            let mtime = if mtime.is_finite() {
                mtime
            } else {
                DEFAULT_EPOCH
            };
            let node = match data {
                Some(d) => Node::File {
                    data: Rc::new(d),
                    mtime,
                },
                None => Node::Dir { mtime },
            };
            self.0.borrow_mut().mem.insert(p, node);
        }
        self.0.borrow_mut().written = img.written;
    }

    fn target(st: &FsState, p: &str) -> Target {
        for (i, m) in st.mounts.iter().enumerate() {
            let rest = if m.at == "/" {
                Some(&p[1..])
            } else if p == m.at {
                Some("")
            } else {
                p.strip_prefix(m.at.as_str())
                    .and_then(|r| r.strip_prefix('/'))
            };
            if let Some(rest) = rest {
                let rel = if rest.is_empty() { "." } else { rest };
                return Target::Mount(i, std::path::PathBuf::from(rel));
            }
        }
        Target::Mem(p.to_string())
    }

    fn mem_is_dir(st: &FsState, p: &str) -> bool {
        p == "/" || matches!(st.mem.get(p), Some(Node::Dir { .. }))
    }

    /// Check that `p`'s parent is an in-memory directory.
    fn mem_parent_ok(st: &FsState, p: &str) -> FsResult<()> {
        let parent = parent_of(p);
        match st.mem.get(parent) {
            _ if parent == "/" => Ok(()),
            Some(Node::Dir { .. }) => Ok(()),
            Some(Node::File { .. }) => Err(FsError(ENOTDIR)),
            None => Err(FsError(ENOENT)),
        }
    }

    fn writable(st: &FsState, t: &Target) -> FsResult<()> {
        let ok = match t {
            Target::Mem(_) => !st.mem_read_only,
            Target::Mount(i, _) => st.mounts[*i].writable,
        };
        if ok { Ok(()) } else { Err(FsError(EACCES)) }
    }

    /// Read a whole file; `max` bounds how much is read (the caller's
    /// memory allowance): a larger file fails with EFBIG before it is read.
    pub fn read(&self, caps: &dyn Capabilities, p: &str, max: u64) -> FsResult<Vec<u8>> {
        let st = self.0.borrow();
        match Fs::target(&st, p) {
            Target::Mem(p) => match st.mem.get(&p) {
                Some(Node::File { data, .. }) if data.len() as u64 > max => Err(FsError(EFBIG)),
                Some(Node::File { data, .. }) => Ok(data.to_vec()),
                Some(Node::Dir { .. }) => Err(FsError(EISDIR)),
                None if p == "/" => Err(FsError(EISDIR)),
                None => Fs::mem_parent_ok(&st, &p).and(Err(FsError(ENOENT))),
            },
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Read { rel: &rel, max })?
                    .bytes(max)
            }
        }
    }

    /// Write `data` to a file, counting it against the quota.
    pub fn write(
        &self,
        caps: &dyn Capabilities,
        p: &str,
        data: &[u8],
        mode: WriteMode,
        now: f64,
    ) -> FsResult<()> {
        let mut st = self.0.borrow_mut();
        let t = Fs::target(&st, p);
        Fs::writable(&st, &t)?;
        if let Some(q) = st.quota
            && st.written.saturating_add(data.len() as u64) > q
        {
            return Err(FsError(ENOSPC));
        }
        match t {
            Target::Mem(p) => {
                if p == "/" {
                    return Err(FsError(EISDIR));
                }
                Fs::mem_parent_ok(&st, &p)?;
                let new = match (st.mem.get(&p), mode) {
                    (Some(Node::Dir { .. }), _) => return Err(FsError(EISDIR)),
                    (Some(_), WriteMode::Create) => return Err(FsError(EEXIST)),
                    (Some(Node::File { data: old, .. }), WriteMode::Append) => {
                        let mut v = Vec::with_capacity(old.len() + data.len());
                        v.extend_from_slice(old);
                        v.extend_from_slice(data);
                        v
                    }
                    _ => data.to_vec(),
                };
                st.mem.insert(
                    p,
                    Node::File {
                        data: Rc::new(new),
                        mtime: now,
                    },
                );
            }
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(
                    &at,
                    MountOp::Write {
                        rel: &rel,
                        data,
                        mode,
                    },
                )?;
                self.0.borrow_mut().written += data.len() as u64;
                return Ok(());
            }
        }
        st.written += data.len() as u64;
        Ok(())
    }

    pub fn stat(&self, caps: &dyn Capabilities, p: &str) -> FsResult<Stat> {
        let st = self.0.borrow();
        match Fs::target(&st, p) {
            Target::Mem(p) => match st.mem.get(&p) {
                Some(Node::File { data, mtime }) => Ok(Stat {
                    is_dir: false,
                    size: data.len() as u64,
                    mtime: *mtime,
                }),
                Some(Node::Dir { mtime }) => Ok(Stat {
                    is_dir: true,
                    size: 4096,
                    mtime: *mtime,
                }),
                None if p == "/" => Ok(Stat {
                    is_dir: true,
                    size: 4096,
                    mtime: DEFAULT_EPOCH,
                }),
                None => Fs::mem_parent_ok(&st, &p).and(Err(FsError(ENOENT))),
            },
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Stat { rel: &rel })?.stat()
            }
        }
    }

    /// Names in a directory, sorted (so runs are reproducible).
    pub fn listdir(&self, caps: &dyn Capabilities, p: &str) -> FsResult<Vec<String>> {
        let st = self.0.borrow();
        match Fs::target(&st, p) {
            Target::Mem(p) => {
                if !Fs::mem_is_dir(&st, &p) {
                    return match st.mem.get(&p) {
                        Some(_) => Err(FsError(ENOTDIR)),
                        None => Err(FsError(ENOENT)),
                    };
                }
                let prefix = if p == "/" {
                    "/".to_string()
                } else {
                    format!("{p}/")
                };
                let mut names = Vec::new();
                for (k, _) in st.mem.range(prefix.clone()..) {
                    let Some(rest) = k.strip_prefix(&prefix) else {
                        break;
                    };
                    if !rest.is_empty() && !rest.contains('/') {
                        names.push(rest.to_string());
                    }
                }
                Ok(names)
            }
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Listdir { rel: &rel })?.names()
            }
        }
    }

    pub fn mkdir(&self, caps: &dyn Capabilities, p: &str, now: f64) -> FsResult<()> {
        let mut st = self.0.borrow_mut();
        let t = Fs::target(&st, p);
        Fs::writable(&st, &t)?;
        match t {
            Target::Mem(p) => {
                if p == "/" || st.mem.contains_key(&p) {
                    return Err(FsError(EEXIST));
                }
                Fs::mem_parent_ok(&st, &p)?;
                st.mem.insert(p, Node::Dir { mtime: now });
                Ok(())
            }
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Mkdir { rel: &rel }).map(|_| ())
            }
        }
    }

    fn is_mount_point(st: &FsState, p: &str) -> bool {
        st.mounts.iter().any(|m| m.at == p)
    }

    pub fn rmdir(&self, caps: &dyn Capabilities, p: &str) -> FsResult<()> {
        let mut st = self.0.borrow_mut();
        let t = Fs::target(&st, p);
        Fs::writable(&st, &t)?;
        match t {
            Target::Mount(_, rel) if rel.as_os_str() == "." => Err(FsError(EACCES)),
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Rmdir { rel: &rel }).map(|_| ())
            }
            Target::Mem(p) => {
                match st.mem.get(&p) {
                    None if p == "/" => return Err(FsError(EACCES)),
                    None => return Err(FsError(ENOENT)),
                    Some(Node::File { .. }) => return Err(FsError(ENOTDIR)),
                    Some(Node::Dir { .. }) => {}
                }
                let prefix = format!("{p}/");
                if st
                    .mem
                    .range(prefix.clone()..)
                    .next()
                    .is_some_and(|(k, _)| k.starts_with(&prefix))
                {
                    return Err(FsError(ENOTEMPTY));
                }
                st.mem.remove(&p);
                Ok(())
            }
        }
    }

    pub fn remove(&self, caps: &dyn Capabilities, p: &str) -> FsResult<()> {
        let mut st = self.0.borrow_mut();
        let t = Fs::target(&st, p);
        Fs::writable(&st, &t)?;
        match t {
            Target::Mount(i, rel) => {
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Remove { rel: &rel }).map(|_| ())
            }
            Target::Mem(p) => match st.mem.get(&p) {
                Some(Node::File { .. }) => {
                    st.mem.remove(&p);
                    Ok(())
                }
                Some(Node::Dir { .. }) => Err(FsError(EISDIR)),
                None if p == "/" => Err(FsError(EISDIR)),
                None => Fs::mem_parent_ok(&st, &p).and(Err(FsError(ENOENT))),
            },
        }
    }

    /// Rename within one mount (or within memory); across them is EXDEV.
    pub fn rename(&self, caps: &dyn Capabilities, from: &str, to: &str) -> FsResult<()> {
        let mut st = self.0.borrow_mut();
        let (a, b) = (Fs::target(&st, from), Fs::target(&st, to));
        Fs::writable(&st, &a)?;
        Fs::writable(&st, &b)?;
        match (a, b) {
            (Target::Mount(i, ra), Target::Mount(j, rb)) if i == j => {
                if ra.as_os_str() == "." || rb.as_os_str() == "." {
                    return Err(FsError(EACCES));
                }
                let at = st.mounts[i].at.clone();
                drop(st);
                caps.mount(&at, MountOp::Rename { from: &ra, to: &rb })
                    .map(|_| ())
            }
            (Target::Mem(a), Target::Mem(b)) => {
                if Fs::is_mount_point(&st, &a) || a == "/" {
                    return Err(FsError(EACCES));
                }
                let Some(node) = st.mem.get(&a).cloned() else {
                    return Err(FsError(ENOENT));
                };
                Fs::mem_parent_ok(&st, &b)?;
                if a == b {
                    return Ok(());
                }
                let a_prefix = format!("{a}/");
                if b.starts_with(&a_prefix) {
                    return Err(FsError(EINVAL));
                }
                match (&node, st.mem.get(&b)) {
                    (Node::Dir { .. }, Some(Node::File { .. })) => return Err(FsError(ENOTDIR)),
                    (Node::File { .. }, Some(Node::Dir { .. })) => return Err(FsError(EISDIR)),
                    (Node::Dir { .. }, Some(Node::Dir { .. })) => {
                        let bp = format!("{b}/");
                        if st
                            .mem
                            .range(bp.clone()..)
                            .next()
                            .is_some_and(|(k, _)| k.starts_with(&bp))
                        {
                            return Err(FsError(ENOTEMPTY));
                        }
                    }
                    _ => {}
                }
                // Move the node and, for a directory, everything under it.
                let moved: Vec<String> = st
                    .mem
                    .range(a_prefix.clone()..)
                    .take_while(|(k, _)| k.starts_with(&a_prefix))
                    .map(|(k, _)| k.clone())
                    .collect();
                st.mem.remove(&a);
                st.mem.insert(b.clone(), node);
                for k in moved {
                    if let Some(n) = st.mem.remove(&k) {
                        st.mem.insert(format!("{b}/{}", &k[a_prefix.len()..]), n);
                    }
                }
                Ok(())
            }
            _ => Err(FsError(EXDEV)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalize_never_leaves_the_root() {
        assert_eq!(normalize("/", "../../etc/passwd"), "/etc/passwd");
        assert_eq!(normalize("/a/b", "../c/./d//"), "/a/c/d");
        assert_eq!(normalize("/a", ""), "/a");
        assert_eq!(normalize("/", "/"), "/");
    }

    #[test]
    fn memory_files_and_dirs() {
        let h = crate::capabilities::Host::new();
        let fs = Fs::new();
        fs.add_file("/data/in.txt", b"hi".to_vec());
        assert_eq!(fs.read(&h, "/data/in.txt", 100).unwrap(), b"hi");
        assert_eq!(fs.read(&h, "/data/in.txt", 1), Err(FsError(EFBIG)));
        assert_eq!(fs.read(&h, "/data", 100), Err(FsError(EISDIR)));
        assert_eq!(fs.read(&h, "/nope/x", 100), Err(FsError(ENOENT)));
        assert_eq!(fs.listdir(&h, "/").unwrap(), vec!["data"]);
        fs.mkdir(&h, "/data/sub", 0.0).unwrap();
        fs.write(&h, "/data/sub/f", b"x", WriteMode::Truncate, 0.0)
            .unwrap();
        fs.write(&h, "/data/sub/f", b"y", WriteMode::Append, 0.0)
            .unwrap();
        assert_eq!(fs.read(&h, "/data/sub/f", 9).unwrap(), b"xy");
        assert_eq!(fs.rmdir(&h, "/data/sub"), Err(FsError(ENOTEMPTY)));
        fs.rename(&h, "/data/sub", "/moved").unwrap();
        assert_eq!(fs.read(&h, "/moved/f", 9).unwrap(), b"xy");
        assert_eq!(fs.listdir(&h, "/data").unwrap(), vec!["in.txt"]);
        fs.set_quota(Some(3));
        assert_eq!(
            fs.write(&h, "/big", b"12", WriteMode::Truncate, 0.0),
            Err(FsError(ENOSPC))
        );
    }
}
