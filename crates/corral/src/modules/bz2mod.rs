//! `_bz2`: stateless bzip2 compression and decompression over the `bzip2`
//! crate (the pure-Rust libbz2-rs-sys backend, a port of libbzip2 1.0.8, so
//! streams are byte for byte those of CPython's libbz2), for the `bz2`
//! module (modules/py/bz2.py), whose compressor and decompressor objects are
//! plain guest objects calling these one-shot functions (as zlib's do).
//!
//! Limits: the codec's working memory (fixed by the block size) is asked of
//! the memory limit before the codec starts, output grows under it (`Out`),
//! and the clocks are read as the work goes. One thing cannot be
//! interrupted: sorting a whole block once it is full (up to 900 kB), so a
//! call that may complete a block is refused up front when that sort would
//! end past a time limit.

use bzip2::{Action, Compress, Compression, Decompress, Status};

use super::common::{Sig, bind};
use super::zlibmod::{CHUNK, Out, bytes_arg, int_arg, tick};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_bz2",
    functions: &[
        NativeDef {
            name: "compress",
            f: compress,
        },
        NativeDef {
            name: "decompress",
            f: decompress,
        },
    ],
    init: |_, _| Ok(()),
};

/// Pessimistic time to sort one byte of a block: libbzip2 takes 140-190 ns
/// a byte here on random, text or periodic data (a 900 kB block: 170 ms).
const SORT_NS_PER_BYTE: u64 = 250;

/// Pessimistic time per byte of block to set up the inverse transform,
/// done in one go once a block's last bits are read.
const UNSORT_NS_PER_BYTE: u64 = 15;

/// Compressed input fed per decoding step: a few kB of bits can still
/// decode to a whole block of runs, so steps stay small.
const IN_CHUNK: usize = 4096;

/// Output made per decoding step: undoing the transform walks a table of
/// the block's size at random, up to ~100 ns a byte.
const OUT_CHUNK: usize = 8192;

/// Clock units (~20 ns each) per byte of output decoded.
const OUT_UNITS: usize = 5;

fn invalid_data() -> Error {
    Error::new(TypeId::OSError, "Invalid data stream")
}

/// `compress(data, level)`: the whole bzip2 stream of `data`.
fn compress(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(&a, &Sig::new("compress", &["data", "level"], 2))?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let level = int_arg(vm, b.get(1), 9)?;
    if !(1..=9).contains(&level) {
        return Err(Error::value_error("compresslevel must be between 1 and 9"));
    }
    let block = level as usize * 100_000;
    // libbzip2's documented working memory: 400 kB + 8 bytes a block byte.
    vm.heap.check_room(400_000 + 8 * block)?;
    // Work factor 0 is libbzip2's default (30), as CPython passes it.
    let mut c = Compress::new(Compression::new(level as u32), 0);
    let mut out = Out { buf: Vec::new() };
    let mut scratch = vec![0u8; CHUNK];
    let mut pos = 0usize;
    // Input taken since the last block came out: run-length coding never
    // grows it by more than a quarter, so a block cannot fill before 4/5
    // of its size has come in.
    let mut since = 0usize;
    loop {
        let end = data.len().min(pos + CHUNK);
        let last = end == data.len();
        let pending = since + (end - pos);
        if last {
            vm.refuse_if_late(pending.min(block) as u64 * SORT_NS_PER_BYTE)?;
        } else if pending >= block / 5 * 4 {
            vm.refuse_if_late(block as u64 * SORT_NS_PER_BYTE)?;
        }
        let (in0, out0) = (c.total_in(), c.total_out());
        let action = if last { Action::Finish } else { Action::Run };
        let status = c
            .compress(&data[pos..end], &mut scratch, action)
            .map_err(|_| Error::fault("bzip2 compression failed"))?;
        let consumed = (c.total_in() - in0) as usize;
        let produced = (c.total_out() - out0) as usize;
        out.push(vm, &scratch[..produced])?;
        tick(vm, consumed + produced)?;
        pos += consumed;
        if produced > 0 {
            since = 0;
        } else {
            since += consumed;
        }
        if last && status == Status::StreamEnd {
            break;
        }
    }
    vm.new_bytes(out.buf)
}

/// `decompress(data, skip, max_length)`: decode the one stream that `data`
/// starts, dropping the first `skip` bytes of output (handed out by an
/// earlier call) and keeping at most `max_length` after them (negative: no
/// limit). Returns (output, input consumed, stream ended).
fn decompress(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new("decompress", &["data", "skip", "max_length"], 3),
    )?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let skip = int_arg(vm, b.get(1), 0)?.max(0) as usize;
    let max_length = int_arg(vm, b.get(2), -1)?;
    let max_length = usize::try_from(max_length).ok();
    // The block size is the header's digit; the decoder then holds 4 bytes
    // a block byte and some 64 kB of tables.
    let level = match data.get(..4) {
        Some([b'B', b'Z', b'h', d @ b'1'..=b'9']) => usize::from(d - b'0'),
        _ => 9,
    };
    let block = level * 100_000;
    vm.heap.check_room(4 * block + 100_000)?;
    let mut d = Decompress::new(false);
    let mut out = Out { buf: Vec::new() };
    let mut scratch = vec![0u8; OUT_CHUNK];
    let mut dropped = 0usize;
    let mut ended = false;
    loop {
        let room = if dropped < skip {
            (skip - dropped).min(OUT_CHUNK)
        } else if let Some(max) = max_length {
            let left = max - out.buf.len();
            if left == 0 {
                break;
            }
            left.min(OUT_CHUNK)
        } else {
            OUT_CHUNK
        };
        let pos = d.total_in() as usize;
        let end = data.len().min(pos + IN_CHUNK);
        // A step may finish reading a block and rebuild it in one go.
        vm.refuse_if_late(block as u64 * UNSORT_NS_PER_BYTE)?;
        let out0 = d.total_out();
        let r = d.decompress(&data[pos..end], &mut scratch[..room]);
        let produced = (d.total_out() - out0) as usize;
        let consumed = d.total_in() as usize - pos;
        if dropped < skip {
            dropped += produced;
        } else {
            out.push(vm, &scratch[..produced])?;
        }
        tick(vm, consumed + produced * OUT_UNITS)?;
        match r {
            Ok(Status::StreamEnd) => {
                ended = true;
                break;
            }
            Ok(_) => {}
            Err(_) => return Err(invalid_data()),
        }
        if consumed == 0 && produced == 0 {
            break;
        }
    }
    let consumed = d.total_in() as usize;
    let bytes = vm.new_bytes(out.buf)?;
    let base = vm.roots.len();
    vm.roots.push(bytes);
    let r = vm.new_tuple_of(&[bytes, Value::Int(consumed as i64), Value::Bool(ended)]);
    vm.roots.truncate(base);
    r
}
