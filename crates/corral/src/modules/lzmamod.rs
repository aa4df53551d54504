//! `_lzma`: stateless xz/lzma compression and decompression over the
//! `liblzma` crate (the xz project's liblzma, built from the crate's
//! bundled sources), for the `lzma` module (modules/py/lzma.py), whose
//! compressor and decompressor objects are plain guest objects calling
//! these one-shot functions (as zlib's do).
//!
//! Limits: an encoder's working memory (mostly its match finder, set by the
//! dictionary size) is estimated and asked of the memory limit before the
//! encoder is made; decoders are given the room left as liblzma's own
//! memory limit, so an over-large dictionary is refused before it is
//! allocated; output grows under the limit (`Out`); and the codec works in
//! small steps between readings of the clocks.

use liblzma::stream::{
    Action, Check, Error as LzError, Filters, LzmaOptions, MatchFinder, Mode, Status, Stream,
};
use num_traits::ToPrimitive;

use super::binascii::raise_module_error;
use super::common::{Sig, bind, index_of, list_get, list_len};
use super::zlibmod::{Out, bytes_arg, int_arg, tick};
use super::{ModuleDef, NativeDef};
use crate::builtins::Args;
use crate::error::{Error, Result};
use crate::objects::{TypeId, Value};
use crate::vm::Vm;

pub static MODULE: ModuleDef = ModuleDef {
    name: "_lzma",
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

const FORMAT_AUTO: i64 = 0;
const FORMAT_XZ: i64 = 1;
const FORMAT_ALONE: i64 = 2;

const FILTER_LZMA1: i64 = 0x4000_0000_0000_0001;
const FILTER_LZMA2: i64 = 0x21;
const FILTER_DELTA: i64 = 0x03;

/// Input fed per encoding step: the slowest preset (9 extreme) spends up to
/// about a microsecond a byte, so a step stays near a millisecond.
const ENC_CHUNK: usize = 1024;
/// Clock units per byte of input encoded (a unit is ~20 ns of work).
const ENC_UNITS: usize = 64;
/// Output made per decoding step, and input offered to it.
const DEC_CHUNK: usize = 32 * 1024;

/// The exception for a liblzma return code, with CPython's messages.
fn lzma_error(vm: &mut Vm, e: LzError) -> Error {
    let msg = match e {
        LzError::Mem => return Error::new(TypeId::MemoryError, ""),
        LzError::UnsupportedCheck => "Unsupported integrity check",
        LzError::MemLimit => "Memory usage limit exceeded",
        LzError::Format => "Input format not supported by decoder",
        LzError::Options => "Invalid or unsupported options",
        LzError::Data => "Corrupt input data",
        LzError::Program | LzError::NoCheck => "Internal error",
    };
    raise_module_error(vm, "lzma", "LZMAError", msg)
}

/// The dictionary size and match finder of a preset (liblzma's table).
fn preset_shape(preset: u32) -> (u64, u32) {
    const DICT_POW2: [u8; 10] = [18, 20, 21, 22, 22, 23, 23, 24, 25, 26];
    let level = (preset & 0x1f).min(9) as usize;
    let mf = match level {
        0 => 0x03,
        1..=3 => 0x04,
        _ => 0x14,
    };
    (1u64 << DICT_POW2[level], mf)
}

/// An estimate of the memory an LZ encoder with this dictionary and match
/// finder uses on `len` bytes of input, after liblzma's sizing: its hash
/// table (cleared, so all of it is touched) and the part of its window and
/// of its chain or tree that the input reaches (the rest is allocated but
/// never touched).
fn encoder_memory(dict: u64, mf: u32, len: u64) -> u64 {
    let hash_bytes = u64::from(mf & 0x0f);
    let mut hs = if hash_bytes == 2 {
        0xffff
    } else {
        let mut h = dict.saturating_sub(1);
        h |= h >> 1;
        h |= h >> 2;
        h |= h >> 4;
        h |= h >> 8;
        h |= h >> 16;
        h >>= 1;
        h |= 0xffff;
        if h > 1 << 24 {
            if hash_bytes == 3 {
                (1 << 24) - 1
            } else {
                h >> 1
            }
        } else {
            h
        }
    };
    hs += 1 + 1024 + if hash_bytes >= 4 { 65536 } else { 0 };
    let per_byte = if mf & 0x10 != 0 { 9 } else { 5 };
    hs * 4 + len.min(dict) * per_byte + (1 << 20)
}

/// One filter of a chain, as the Python side lists it: the id, then for
/// LZMA1/2 (preset, dict_size, lc, lp, pb, mode, nice_len, mf, depth), for
/// delta (dist), for a BCJ filter (start_offset); -1 where not given.
struct Spec {
    id: i64,
    args: Vec<i64>,
}

impl Spec {
    fn arg(&self, i: usize) -> Option<i64> {
        self.args.get(i).copied().filter(|&v| v >= 0)
    }

    fn is_lzma(&self) -> bool {
        self.id == FILTER_LZMA1 || self.id == FILTER_LZMA2
    }

    /// The LZMA options, or None when liblzma would refuse them.
    fn lzma_options(&self) -> Option<LzmaOptions> {
        let preset = self.arg(0).unwrap_or(6);
        let mut o = LzmaOptions::new_preset(u32::try_from(preset).ok()?).ok()?;
        let u = |v: i64| u32::try_from(v).ok();
        if let Some(v) = self.arg(1) {
            o.dict_size(u(v)?);
        }
        if let Some(v) = self.arg(2) {
            o.literal_context_bits(u(v)?);
        }
        if let Some(v) = self.arg(3) {
            o.literal_position_bits(u(v)?);
        }
        if let Some(v) = self.arg(4) {
            o.position_bits(u(v)?);
        }
        if let Some(v) = self.arg(5) {
            o.mode(match v {
                1 => Mode::Fast,
                2 => Mode::Normal,
                _ => return None,
            });
        }
        if let Some(v) = self.arg(6) {
            o.nice_len(u(v)?);
        }
        if let Some(v) = self.arg(7) {
            o.match_finder(match v {
                0x03 => MatchFinder::HashChain3,
                0x04 => MatchFinder::HashChain4,
                0x12 => MatchFinder::BinaryTree2,
                0x13 => MatchFinder::BinaryTree3,
                0x14 => MatchFinder::BinaryTree4,
                _ => return None,
            });
        }
        if let Some(v) = self.arg(8) {
            o.depth(u(v)?);
        }
        Some(o)
    }

    /// Dictionary size and match finder, for the memory estimates.
    fn shape(&self) -> (u64, u32) {
        let (dict, mf) = preset_shape(self.arg(0).unwrap_or(6) as u32);
        let dict = self.arg(1).map_or(dict, |v| v as u64);
        let mf = self.arg(7).map_or(mf, |v| v as u32);
        (dict, mf)
    }
}

fn specs_arg(vm: &mut Vm, v: Option<Value>) -> Result<Option<Vec<Spec>>> {
    let Some(Value::Obj(list)) = v else {
        return Ok(None);
    };
    let mut specs = Vec::new();
    for i in 0..list_len(vm, list) {
        let Some(Value::Obj(item)) = list_get(vm, list, i) else {
            return Err(Error::type_error("filter spec must be a list"));
        };
        let mut nums = Vec::new();
        for j in 0..list_len(vm, item) {
            let Some(n) = list_get(vm, item, j) else {
                break;
            };
            nums.push(index_of(vm, n)?.to_i64().unwrap_or(i64::MAX));
        }
        if nums.is_empty() {
            return Err(Error::type_error("filter spec must not be empty"));
        }
        let id = nums.remove(0);
        specs.push(Spec { id, args: nums });
    }
    Ok(Some(specs))
}

/// A liblzma filter chain of specs (already checked for known ids).
fn build_filters(specs: &[Spec]) -> std::result::Result<Filters, LzError> {
    let mut f = Filters::new();
    for s in specs {
        match s.id {
            FILTER_LZMA1 => {
                f.lzma1(&s.lzma_options().ok_or(LzError::Options)?);
            }
            FILTER_LZMA2 => {
                f.lzma2(&s.lzma_options().ok_or(LzError::Options)?);
            }
            FILTER_DELTA => {
                let dist = s.arg(0).unwrap_or(1);
                if !(1..=256).contains(&dist) {
                    return Err(LzError::Options);
                }
                f.delta_properties(&[(dist - 1) as u8])?;
            }
            id => {
                let start = s.arg(0).unwrap_or(0);
                let start = u32::try_from(start).map_err(|_| LzError::Options)?;
                let props = if start == 0 {
                    Vec::new()
                } else {
                    start.to_le_bytes().to_vec()
                };
                match id {
                    4 => f.x86_properties(&props)?,
                    5 => f.powerpc_properties(&props)?,
                    6 => f.ia64_properties(&props)?,
                    7 => f.arm_properties(&props)?,
                    8 => f.arm_thumb_properties(&props)?,
                    9 => f.sparc_properties(&props)?,
                    _ => return Err(LzError::Options),
                };
            }
        }
    }
    Ok(f)
}

/// The integrity check of an xz stream (`-1`: the default, CRC64).
fn check_of(check: i64) -> std::result::Result<Check, LzError> {
    match check {
        -1 | 4 => Ok(Check::Crc64),
        0 => Ok(Check::None),
        1 => Ok(Check::Crc32),
        10 => Ok(Check::Sha256),
        2..=15 => Err(LzError::UnsupportedCheck),
        _ => Err(LzError::Program),
    }
}

/// `compress(data, format, check, preset, filters)`: the whole stream.
fn compress(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "compress",
            &["data", "format", "check", "preset", "filters"],
            5,
        ),
    )?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let format = int_arg(vm, b.get(1), FORMAT_XZ)?;
    let check = int_arg(vm, b.get(2), -1)?;
    let preset = int_arg(vm, b.get(3), 6)?;
    let specs = specs_arg(vm, b.get(4))?;
    let preset = u32::try_from(preset).unwrap_or(u32::MAX);
    // Working memory, asked for before the encoder allocates it.
    let need: u64 = match &specs {
        None => {
            let (dict, mf) = preset_shape(preset);
            encoder_memory(dict, mf, data.len() as u64)
        }
        Some(specs) => specs
            .iter()
            .filter(|s| s.is_lzma())
            .map(|s| {
                let (dict, mf) = s.shape();
                encoder_memory(dict, mf, data.len() as u64)
            })
            .sum::<u64>()
            .max(1 << 16),
    };
    vm.heap
        .check_room(usize::try_from(need).unwrap_or(usize::MAX))?;
    let made = match (format, &specs) {
        (FORMAT_XZ, None) => check_of(check).and_then(|c| Stream::new_easy_encoder(preset, c)),
        (FORMAT_XZ, Some(specs)) => check_of(check)
            .and_then(|c| build_filters(specs).and_then(|f| Stream::new_stream_encoder(&f, c))),
        (FORMAT_ALONE, None) => {
            LzmaOptions::new_preset(preset).and_then(|o| Stream::new_lzma_encoder(&o))
        }
        (FORMAT_ALONE, Some(specs)) => match specs.as_slice() {
            [s] if s.id == FILTER_LZMA1 => s
                .lzma_options()
                .ok_or(LzError::Options)
                .and_then(|o| Stream::new_lzma_encoder(&o)),
            _ => {
                return Err(Error::value_error(
                    "Invalid filter chain for FORMAT_ALONE - must be a single LZMA1 filter",
                ));
            }
        },
        (_, Some(specs)) => build_filters(specs).and_then(|f| Stream::new_raw_encoder(&f)),
        (_, None) => return Err(Error::value_error("Must specify filters for FORMAT_RAW")),
    };
    let mut s = match made {
        Ok(s) => s,
        Err(e) => return Err(lzma_error(vm, e)),
    };
    let mut out = Out { buf: Vec::new() };
    let mut scratch = vec![0u8; DEC_CHUNK];
    let mut pos = 0usize;
    loop {
        let end = data.len().min(pos + ENC_CHUNK);
        let action = if end == data.len() {
            Action::Finish
        } else {
            Action::Run
        };
        let (in0, out0) = (s.total_in(), s.total_out());
        let r = s.process(&data[pos..end], &mut scratch, action);
        let consumed = (s.total_in() - in0) as usize;
        let produced = (s.total_out() - out0) as usize;
        out.push(vm, &scratch[..produced])?;
        tick(vm, consumed * ENC_UNITS + produced)?;
        pos += consumed;
        match r {
            Ok(Status::StreamEnd) => break,
            Ok(_) => {}
            Err(e) => return Err(lzma_error(vm, e)),
        }
    }
    vm.new_bytes(out.buf)
}

/// `decompress(data, format, memlimit, filters, skip, max_length)`: decode
/// the one stream that `data` starts (`memlimit` negative: none), dropping
/// the first `skip` bytes of output and keeping at most `max_length` after
/// them (negative: no limit). Returns (output, input consumed, ended).
fn decompress(vm: &mut Vm, a: Args) -> Result<Value> {
    let b = bind(
        &a,
        &Sig::new(
            "decompress",
            &[
                "data",
                "format",
                "memlimit",
                "filters",
                "skip",
                "max_length",
            ],
            6,
        ),
    )?;
    let data = bytes_arg(vm, b.get(0).unwrap_or(Value::None))?;
    let format = int_arg(vm, b.get(1), FORMAT_AUTO)?;
    let memlimit = int_arg(vm, b.get(2), -1)?;
    let specs = specs_arg(vm, b.get(3))?;
    let skip = int_arg(vm, b.get(4), 0)?.max(0) as usize;
    let max_length = usize::try_from(int_arg(vm, b.get(5), -1)?).ok();
    let user_limit = u64::try_from(memlimit).ok();
    let room = vm.heap.room() as u64;
    // liblzma refuses, before allocating, a dictionary over its limit: the
    // room left under the run's memory limit is one.
    let limit = user_limit.unwrap_or(u64::MAX).min(room).max(1);
    let made = match (format, &specs) {
        (FORMAT_AUTO, _) => Stream::new_auto_decoder(limit, 0),
        (FORMAT_XZ, _) => Stream::new_stream_decoder(limit, 0),
        (FORMAT_ALONE, _) => Stream::new_lzma_decoder(limit),
        (_, Some(specs)) => {
            let need: u64 = specs
                .iter()
                .filter(|s| s.is_lzma())
                .map(|s| s.shape().0 + (1 << 16))
                .sum();
            vm.heap
                .check_room(usize::try_from(need).unwrap_or(usize::MAX))?;
            build_filters(specs).and_then(|f| Stream::new_raw_decoder(&f))
        }
        (_, None) => return Err(Error::value_error("Must specify filters for FORMAT_RAW")),
    };
    let mut s = match made {
        Ok(s) => s,
        Err(e) => return Err(lzma_error(vm, e)),
    };
    let mut out = Out { buf: Vec::new() };
    let mut scratch = vec![0u8; DEC_CHUNK];
    let mut dropped = 0usize;
    let mut ended = false;
    loop {
        let room_out = if dropped < skip {
            (skip - dropped).min(DEC_CHUNK)
        } else if let Some(max) = max_length {
            let left = max - out.buf.len();
            if left == 0 {
                break;
            }
            left.min(DEC_CHUNK)
        } else {
            DEC_CHUNK
        };
        let pos = s.total_in() as usize;
        let end = data.len().min(pos + DEC_CHUNK);
        let out0 = s.total_out();
        let r = s.process(&data[pos..end], &mut scratch[..room_out], Action::Run);
        let produced = (s.total_out() - out0) as usize;
        let consumed = s.total_in() as usize - pos;
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
            Err(LzError::MemLimit) if user_limit.is_none_or(|u| u > room) => {
                // The run's memory limit, not the guest's memlimit.
                return Err(vm.heap.refusal(vm.heap.room().saturating_add(1)));
            }
            Err(e) => return Err(lzma_error(vm, e)),
        }
        if consumed == 0 && produced == 0 {
            break;
        }
    }
    let consumed = s.total_in() as usize;
    let bytes = vm.new_bytes(out.buf)?;
    let base = vm.roots.len();
    vm.roots.push(bytes);
    let r = vm.new_tuple_of(&[bytes, Value::Int(consumed as i64), Value::Bool(ended)]);
    vm.roots.truncate(base);
    r
}
