//! The host as embedders build it: functions registered by name (a
//! callback, or a function whose calls suspend the run), a handler for
//! names the program never defined, and the virtual OS. In process, it is
//! what answers everything that leaves the guest.

use std::cell::RefCell;
use std::rc::Rc;

use super::os::{ENOENT, FsError, FsResult, MountOp, MountReply};
use super::{Capabilities, Grant, HostError, HostValue};

/// A synchronous host callback.
pub type SyncFn =
    Rc<dyn Fn(&[HostValue], &[(String, HostValue)]) -> std::result::Result<HostValue, HostError>>;

/// How the host answers calls of a function.
#[derive(Clone)]
pub enum Handler {
    /// Call this Rust callback at once.
    Sync(SyncFn),
    /// Suspend the run; the host answers by resuming it.
    Suspend,
}

/// A function the host grants the program.
#[derive(Clone)]
pub struct ExternalFunction {
    pub name: String,
    /// `async def`-like: calling it returns an awaitable, and calls awaited
    /// together (asyncio.gather) are handed to the host together.
    pub is_async: bool,
    pub handler: Handler,
}

/// Resolves a global name the program uses but never defined.
pub type LookupFn = Rc<dyn Fn(&str) -> Option<ExternalFunction>>;

/// The host side of a run: its functions and name-lookup handler. Not part
/// of a snapshot: a resumed run gets the host again (functions by name).
#[derive(Clone, Default)]
pub struct Host {
    pub functions: Vec<ExternalFunction>,
    pub lookup: Option<LookupFn>,
    /// The virtual OS: files, clock, time zone, environment, seed.
    pub os: super::os::OsConfig,
    /// Answer every host call from a recorded ledger instead (`corral replay`).
    pub replay: Option<Rc<super::replay::Replay>>,
    /// Functions `lookup` found, granted from then on.
    found: RefCell<Vec<ExternalFunction>>,
    /// Capabilities that answer in this host's place (an isolated
    /// worker's relay to its parent): see `answered_by`.
    delegate: Option<Rc<dyn Capabilities>>,
}

impl std::fmt::Debug for Host {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let names: Vec<&str> = self.functions.iter().map(|x| x.name.as_str()).collect();
        f.debug_struct("Host")
            .field("functions", &names)
            .field("lookup", &self.lookup.is_some())
            .field("os", &self.os)
            .field("replay", &self.replay.is_some())
            .field("delegate", &self.delegate.is_some())
            .finish()
    }
}

impl Host {
    pub fn new() -> Host {
        Host::default()
    }

    /// A host with nothing granted and an empty filesystem: the
    /// placeholder a VM holds until its run's host is installed.
    pub(crate) fn unconfigured() -> Host {
        Host {
            functions: Vec::new(),
            lookup: None,
            os: super::os::OsConfig::placeholder(),
            replay: None,
            found: RefCell::default(),
            delegate: None,
        }
    }

    /// Register a synchronous callback.
    pub fn function(
        mut self,
        name: &str,
        f: impl Fn(&[HostValue], &[(String, HostValue)]) -> std::result::Result<HostValue, HostError>
        + 'static,
    ) -> Host {
        self.add(ExternalFunction {
            name: name.into(),
            is_async: false,
            handler: Handler::Sync(Rc::new(f)),
        });
        self
    }

    /// Register a function whose calls suspend the run.
    pub fn suspending(mut self, name: &str, is_async: bool) -> Host {
        self.add(ExternalFunction {
            name: name.into(),
            is_async,
            handler: Handler::Suspend,
        });
        self
    }

    /// Register an async function answered at once by a callback.
    pub fn async_function(
        mut self,
        name: &str,
        f: impl Fn(&[HostValue], &[(String, HostValue)]) -> std::result::Result<HostValue, HostError>
        + 'static,
    ) -> Host {
        self.add(ExternalFunction {
            name: name.into(),
            is_async: true,
            handler: Handler::Sync(Rc::new(f)),
        });
        self
    }

    pub fn with_lookup(mut self, f: impl Fn(&str) -> Option<ExternalFunction> + 'static) -> Host {
        self.lookup = Some(Rc::new(f));
        self
    }

    pub fn add(&mut self, f: ExternalFunction) {
        self.functions.retain(|x| x.name != f.name);
        self.functions.push(f);
    }

    pub fn get(&self, name: &str) -> Option<&ExternalFunction> {
        self.functions.iter().find(|f| f.name == name)
    }

    /// A host whose functions and mounts `to` answers (its virtual OS
    /// configuration stays this host's).
    pub fn answered_by(mut self, to: Rc<dyn Capabilities>) -> Host {
        self.delegate = Some(to);
        self
    }

    /// What answers for this host: the delegate it was given, or itself.
    pub fn capabilities(&self) -> &dyn Capabilities {
        match &self.delegate {
            Some(d) => &**d,
            None => self,
        }
    }

    /// `f` applied to the function granted as `name` (declared, or found
    /// by the lookup), without copying it.
    fn granted<R>(&self, name: &str, f: impl FnOnce(&ExternalFunction) -> R) -> Option<R> {
        if let Some(x) = self.get(name) {
            return Some(f(x));
        }
        self.found.borrow().iter().find(|x| x.name == name).map(f)
    }
}

fn grant_of(f: &ExternalFunction) -> Grant {
    Grant {
        is_async: f.is_async,
        suspends: matches!(f.handler, Handler::Suspend),
    }
}

/// In process: the registered callbacks, the lookup handler and the
/// confined host directories of the filesystem.
impl Capabilities for Host {
    fn declared(&self) -> Vec<(String, Grant)> {
        self.functions
            .iter()
            .map(|f| (f.name.clone(), grant_of(f)))
            .collect()
    }

    fn function(&self, name: &str) -> Option<Grant> {
        self.granted(name, grant_of)
    }

    fn has_lookup(&self) -> bool {
        self.lookup.is_some()
    }

    fn lookup(&self, name: &str) -> Option<Grant> {
        let f = self.lookup.as_ref().and_then(|l| l(name))?;
        let g = grant_of(&f);
        let mut found = self.found.borrow_mut();
        found.retain(|x| x.name != f.name);
        found.push(f);
        Some(g)
    }

    fn call(
        &self,
        name: &str,
        args: &[HostValue],
        kwargs: &[(String, HostValue)],
    ) -> Result<HostValue, HostError> {
        match self.granted(name, |f| f.handler.clone()) {
            Some(Handler::Sync(f)) => f(args, kwargs),
            Some(Handler::Suspend) => Err(HostError::new(
                "RuntimeError",
                format!("external function '{name}' is answered by resuming the run"),
            )),
            None => Err(HostError::denied(format!(
                "external function '{name}' is not available"
            ))),
        }
    }

    fn mount(&self, at: &str, op: MountOp<'_>) -> FsResult<MountReply> {
        match self.os.fs.host_dir(at) {
            Some(d) => d.apply(op),
            None => Err(FsError(ENOENT)),
        }
    }
}
