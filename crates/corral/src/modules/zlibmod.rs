//! `_zlib`: stateless deflate and inflate over flate2 (zlib-rs backend), for
//! the `zlib` module (modules/py/zlib.py). Compression and decompression
//! objects live on the Python side as plain guest objects (copyable, part of
//! the heap and of snapshots); they call these one-shot functions.
//!
//! Every output buffer grows a chunk at a time, each growth refused before
//! it is made when it would not fit under the memory limit (so a
//! decompression bomb ends with the memory verdict, not a host allocation),
//! and the clocks are read as the work goes (`watch::spent`).

use flate2::{Compress, Compression, Decompress, FlushCompress, FlushDecompress, Status};
use num_traits::ToPrimitive;

use super::binascii::raise_module_error;
use super::common::{Sig, bind, index_of};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::limits::watch;
use crate::objects::Value;
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_zlib",
    functions: &[
        NativeDef {
            name: "compress",
            f: compress,
        },
        NativeDef {
            name: "inflate",
            f: inflate,
        },
        NativeDef {
            name: "crc32",
            f: |vm, a| checksum(vm, a, "crc32"),
        },
        NativeDef {
            name: "adler32",
            f: |vm, a| checksum(vm, a, "adler32"),
        },
    ],
    init: |_, _| Ok(()),
};

/// Bytes produced (or input fed) per step of the codec: small enough that
/// one step takes well under a millisecond, so the clocks are read often.
pub(super) const CHUNK: usize = 64 * 1024;

fn zlib_error(vm: &mut Vm, msg: &str) -> Error {
    raise_module_error(vm, "zlib", "error", msg)
}

/// The bytes of a bytes-like argument, with CPython's message otherwise.
pub(super) fn bytes_arg(vm: &Vm, v: Value) -> Result<Vec<u8>> {
    match vm.bytes_of(v) {
        Some(b) => Ok(b.to_vec()),
        None => Err(Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(v)
        ))),
    }
}

pub(super) fn int_arg(vm: &mut Vm, v: Option<Value>, default: i64) -> Result<i64> {
    match v {
        Some(v) => Ok(index_of(vm, v)?.to_i64().unwrap_or(i64::MAX)),
        None => Ok(default),
    }
}

/// Output that grows under the memory limit: capacity is asked of the
/// heap's room before it is reserved.
pub(super) struct Out {
    pub(super) buf: Vec<u8>,
}

impl Out {
    pub(super) fn push(&mut self, vm: &mut Vm, bytes: &[u8]) -> Result<()> {
        let need = self.buf.len().saturating_add(bytes.len());
        if need > self.buf.capacity() {
            let cap = need.max(self.buf.capacity().saturating_mul(2)).max(256);
            // Ask for what is needed when doubling would not fit.
            let cap = if vm.heap.check_room(cap).is_ok() {
                cap
            } else {
                vm.heap.check_room(need)?;
                need
            };
            // Growing copies what is there, in one uninterruptible move.
            vm.before_bulk_copy(self.buf.len())?;
            self.buf.reserve_exact(cap - self.buf.len());
        }
        self.buf.extend_from_slice(bytes);
        Ok(())
    }
}

/// Account for `units` of codec work; an error once a time limit has passed.
pub(super) fn tick(vm: &mut Vm, units: usize) -> Result<()> {
    if watch::spent(units) {
        return Err(vm.native_error(Error::fault(watch::EXPIRED)));
    }
    vm.charge_steps((units / 64) as u64)
}

/// The zlib level (`-1` is the default, 6).
fn level_of(level: i64) -> Option<u32> {
    match level {
        -1 => Some(6),
        0..=9 => Some(level as u32),
        _ => None,
    }
}

/// Container of a stream, from `wbits` as zlib reads it.
#[derive(Clone, Copy, PartialEq)]
enum Wrap {
    Zlib,
    Raw,
    Gzip,
    /// zlib or gzip, told by the header (`wbits` 32 + n, or 0 for zlib).
    Auto,
}

/// `compress(data, level, wbits, first, finish, check, total)`: deflate
/// `data` as one segment of a stream. The first segment carries the header;
/// a segment that does not finish ends with a sync flush (byte aligned, all
/// its input decodable), so the next starts a fresh deflater. `check` is
/// the running adler32/crc32 of the stream's data before `data`, `total` the
/// length of all its data including `data`. Returns (bytes, new check).
fn compress(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "compress",
            &[
                "data", "level", "wbits", "first", "finish", "check", "total",
            ],
            7,
        ),
    )?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let level = int_arg(vm, b.get(1), -1)?;
    let wbits = int_arg(vm, b.get(2), 15)?;
    let first = vm.truthy(b.get(3).unwrap_or(Value::None))?;
    let finish = vm.truthy(b.get(4).unwrap_or(Value::None))?;
    let check = int_arg(vm, b.get(5), 0)? as u32;
    let total = int_arg(vm, b.get(6), 0)? as u64;
    let (Some(level), Some((wrap, bits))) = (level_of(level), deflate_wbits(wbits)) else {
        return Err(zlib_error(vm, "Bad compression level"));
    };
    let mut out = Out { buf: Vec::new() };
    if first {
        match wrap {
            Wrap::Zlib => {
                let cmf = (((bits - 8) as u8) << 4) | 8;
                let flevel: u8 = match level {
                    0 | 1 => 0,
                    2..=5 => 1,
                    6 => 2,
                    _ => 3,
                };
                let mut flg = flevel << 6;
                let rem = ((u16::from(cmf) << 8) | u16::from(flg)) % 31;
                if rem != 0 {
                    flg += (31 - rem) as u8;
                }
                out.push(vm, &[cmf, flg])?;
            }
            Wrap::Gzip => {
                // As zlib writes it: no name, mtime 0, OS "Unix".
                let xfl = match level {
                    9 => 2,
                    0 | 1 => 4,
                    _ => 0,
                };
                out.push(vm, &[0x1f, 0x8b, 8, 0, 0, 0, 0, 0, xfl, 3])?;
            }
            _ => {}
        }
    }
    let mut c = Compress::new_with_window_bits(Compression::new(level), false, bits as u8);
    let mut scratch = vec![0u8; CHUNK];
    let mode = if finish {
        FlushCompress::Finish
    } else {
        FlushCompress::Sync
    };
    loop {
        let pos = c.total_in() as usize;
        let end = data.len().min(pos + CHUNK);
        let last = end == data.len();
        let before_out = c.total_out();
        let status = c
            .compress(
                &data[pos..end],
                &mut scratch,
                if last { mode } else { FlushCompress::None },
            )
            .map_err(|_| Error::fault("deflate failed"))?;
        let produced = (c.total_out() - before_out) as usize;
        let consumed = c.total_in() as usize - pos;
        out.push(vm, &scratch[..produced])?;
        tick(vm, consumed + produced)?;
        if last {
            let done = match mode {
                FlushCompress::Finish => status == Status::StreamEnd,
                // Flushed once all input is in and the output had room.
                _ => c.total_in() as usize == data.len() && produced < scratch.len(),
            };
            if done {
                break;
            }
        }
    }
    let check = match wrap {
        Wrap::Gzip => zlib_rs::crc32::crc32(check, &data),
        Wrap::Zlib => zlib_rs::adler32::adler32(check, &data),
        _ => 0,
    };
    if finish {
        match wrap {
            Wrap::Zlib => out.push(vm, &check.to_be_bytes())?,
            Wrap::Gzip => {
                out.push(vm, &check.to_le_bytes())?;
                out.push(vm, &(total as u32).to_le_bytes())?;
            }
            _ => {}
        }
    }
    let bytes = vm.new_bytes(out.buf)?;
    let base = vm.roots.len();
    vm.roots.push(bytes);
    let r = vm.new_tuple_of(&[bytes, Value::Int(i64::from(check))]);
    vm.roots.truncate(base);
    r
}

/// The container and window size of a compressing `wbits`.
fn deflate_wbits(wbits: i64) -> Option<(Wrap, u32)> {
    // zlib raises a window of 8 to 9 when it deflates.
    let bits = |n: i64| n.max(9) as u32;
    match wbits {
        8..=15 => Some((Wrap::Zlib, bits(wbits))),
        -15..=-8 => Some((Wrap::Raw, bits(-wbits))),
        24..=31 => Some((Wrap::Gzip, bits(wbits - 16))),
        _ => None,
    }
}

/// The container and window size of an inflating `wbits`.
fn inflate_wbits(wbits: i64) -> Option<(Wrap, u8)> {
    let bits = |n: i64| n.max(9) as u8;
    match wbits {
        0 => Some((Wrap::Zlib, 15)),
        8..=15 => Some((Wrap::Zlib, bits(wbits))),
        -15..=-8 => Some((Wrap::Raw, bits(-wbits))),
        24..=31 => Some((Wrap::Gzip, bits(wbits - 16))),
        40..=47 => Some((Wrap::Auto, bits(wbits - 32))),
        _ => None,
    }
}

/// `inflate(data, wbits, skip, max_length, whole)`: decompress the stream
/// that `data` starts, dropping its first `skip` bytes of output (already
/// handed out by an earlier call) and keeping at most `max_length` after
/// them (0: no limit). Returns (output, input consumed, stream ended).
/// With `whole`, a stream that does not end is an error (`decompress`).
fn inflate(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "inflate",
            &["data", "wbits", "skip", "max_length", "whole"],
            5,
        ),
    )?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let wbits = int_arg(vm, b.get(1), 15)?;
    let skip = int_arg(vm, b.get(2), 0)?.max(0) as usize;
    let max_length = int_arg(vm, b.get(3), 0)?.max(0) as usize;
    let whole = vm.truthy(b.get(4).unwrap_or(Value::None))?;
    let what = "decompressing data";
    let Some((mut wrap, bits)) = inflate_wbits(wbits) else {
        return Err(zlib_error(
            vm,
            "Error -2 while preparing to decompress data: inconsistent stream state",
        ));
    };
    if wrap == Wrap::Auto {
        if data.is_empty() {
            return finish_inflate(vm, Vec::new(), 0, false, whole, what);
        }
        wrap = if data[0] == 0x1f && data.get(1).is_none_or(|&c| c == 0x8b) {
            Wrap::Gzip
        } else {
            Wrap::Zlib
        };
    }
    let mut d = match wrap {
        Wrap::Gzip => Decompress::new_gzip(bits),
        w => Decompress::new_with_window_bits(w != Wrap::Raw, bits),
    };
    let mut out = Out { buf: Vec::new() };
    let mut scratch = vec![0u8; CHUNK];
    let mut dropped = 0usize;
    let mut ended = false;
    loop {
        let room = if dropped < skip {
            (skip - dropped).min(CHUNK)
        } else if max_length > 0 {
            let left = max_length - out.buf.len();
            if left == 0 {
                break;
            }
            left.min(CHUNK)
        } else {
            CHUNK
        };
        let pos = d.total_in() as usize;
        let end = data.len().min(pos + CHUNK);
        let before_out = d.total_out();
        let r = d.decompress(&data[pos..end], &mut scratch[..room], FlushDecompress::None);
        let produced = (d.total_out() - before_out) as usize;
        let consumed = d.total_in() as usize - pos;
        if dropped < skip {
            dropped += produced;
        } else {
            out.push(vm, &scratch[..produced])?;
        }
        tick(vm, consumed + produced)?;
        match r {
            Ok(Status::StreamEnd) => {
                ended = true;
                break;
            }
            Ok(_) => {}
            Err(e) => {
                let msg = match (e.needs_dictionary(), e.message()) {
                    (Some(_), _) => format!("Error 2 while {what}"),
                    (None, Some(m)) => format!("Error -3 while {what}: {m}"),
                    (None, None) => format!("Error -3 while {what}"),
                };
                return Err(zlib_error(vm, &msg));
            }
        }
        if consumed == 0 && produced == 0 {
            break;
        }
    }
    let consumed = d.total_in() as usize;
    finish_inflate(vm, out.buf, consumed, ended, whole, what)
}

fn finish_inflate(
    vm: &mut Vm,
    out: Vec<u8>,
    consumed: usize,
    ended: bool,
    whole: bool,
    what: &str,
) -> Result<Value> {
    if whole && !ended {
        return Err(zlib_error(
            vm,
            &format!("Error -5 while {what}: incomplete or truncated stream"),
        ));
    }
    let bytes = vm.new_bytes(out)?;
    let base = vm.roots.len();
    vm.roots.push(bytes);
    let r = vm.new_tuple_of(&[bytes, Value::Int(consumed as i64), Value::Bool(ended)]);
    vm.roots.truncate(base);
    r
}

/// `crc32(data, value=0)` and `adler32(data, value=1)`.
fn checksum(vm: &mut Vm, a: Args, name: &'static str) -> Result<Value> {
    let sig = if name == "crc32" {
        Sig::new("crc32", &["data", "value"], 1)
    } else {
        Sig::new("adler32", &["data", "value"], 1)
    };
    let b = bind(&a, &sig)?;
    let data = b.get(0).unwrap_or(Value::None);
    let start = match b.get(1) {
        Some(v) => {
            // Only the low 32 bits matter, as in CPython.
            let n = index_of(vm, v)? & num_bigint::BigInt::from(0xffff_ffffu32);
            n.to_u32().unwrap_or(0)
        }
        None => u32::from(name != "crc32"),
    };
    // Summed in place (no copy of a possibly large buffer).
    let Some(bytes) = vm.bytes_of(data) else {
        return Err(Error::type_error(format!(
            "a bytes-like object is required, not '{}'",
            vm.type_name(data)
        )));
    };
    let mut v = start;
    let mut expired = false;
    for part in bytes.chunks(CHUNK) {
        v = if name == "crc32" {
            zlib_rs::crc32::crc32(v, part)
        } else {
            zlib_rs::adler32::adler32(v, part)
        };
        if watch::spent(part.len()) {
            expired = true;
            break;
        }
    }
    let len = bytes.len();
    if expired {
        return Err(vm.native_error(Error::fault(watch::EXPIRED)));
    }
    vm.charge_steps((len / 64) as u64)?;
    Ok(Value::Int(i64::from(v)))
}
