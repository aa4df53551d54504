//! Reading a worker's answers on the caller's thread, with a deadline.
//!
//! A reader thread handing frames over a channel cost a thread wake-up per
//! frame; reading the pipe where the answer is awaited does not. The
//! deadline must still hold while a frame is half written (a worker may
//! stall mid-frame), so every read of the pipe first waits for it to be
//! readable within the time left.

use std::io::{self, Read};
use std::process::ChildStdout;
use std::time::Instant;

/// How long a read looks for data before it sleeps.
#[cfg(target_os = "linux")]
const SPIN: std::time::Duration = std::time::Duration::from_micros(50);

pub struct DeadlineReader {
    inner: ChildStdout,
    /// Reads past this instant fail with `TimedOut` (None: wait forever).
    pub deadline: Option<Instant>,
}

impl DeadlineReader {
    pub fn new(inner: ChildStdout) -> DeadlineReader {
        DeadlineReader {
            inner,
            deadline: None,
        }
    }

    #[cfg(target_os = "linux")]
    fn wait_readable(&self, deadline: Instant) -> io::Result<()> {
        use nix::poll::{PollFd, PollFlags, PollTimeout, poll};
        use std::os::fd::AsFd;
        // A worker answers a short run within tens of microseconds: look
        // for the answer for a moment before sleeping, since waking from
        // a sleep costs about as much again. Yielding leaves the core to
        // whatever else is runnable (the workers themselves, on a busy
        // machine).
        let spin_until = Instant::now() + SPIN;
        while Instant::now() < spin_until.min(deadline) {
            let mut fds = [PollFd::new(self.inner.as_fd(), PollFlags::POLLIN)];
            if poll(&mut fds, PollTimeout::ZERO).is_ok_and(|n| n > 0) {
                return Ok(());
            }
            std::thread::yield_now();
        }
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            // Round up, so a wait never ends just short of the deadline.
            let ms = left.as_micros().div_ceil(1000).min(i32::MAX as u128) as i32;
            if ms == 0 {
                return Err(io::ErrorKind::TimedOut.into());
            }
            let timeout = PollTimeout::try_from(ms).unwrap_or(PollTimeout::MAX);
            let mut fds = [PollFd::new(self.inner.as_fd(), PollFlags::POLLIN)];
            match poll(&mut fds, timeout) {
                // Readable, closed or failed: the read says which.
                Ok(n) if n > 0 => return Ok(()),
                Ok(_) => continue,
                Err(nix::errno::Errno::EINTR) => continue,
                Err(e) => return Err(io::Error::from(e)),
            }
        }
    }

    #[cfg(not(target_os = "linux"))]
    fn wait_readable(&self, _deadline: Instant) -> io::Result<()> {
        Ok(())
    }
}

impl Read for DeadlineReader {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if let Some(d) = self.deadline {
            self.wait_readable(d)?;
        }
        self.inner.read(buf)
    }
}
