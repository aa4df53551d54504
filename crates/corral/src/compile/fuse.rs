//! Superinstructions: the commonest runs of two or three instructions
//! become one, which saves the dispatch work (fetch, step count, limit
//! check, jump) of the others. The first instruction of a run is replaced
//! and the rest are left where they were, so no jump target, line entry or
//! handler address moves, and a jump into the run still runs what follows
//! one by one. Runs after everything else that edits a code object's
//! instructions. A fused instruction takes the source range of the one in
//! its run that can fail (the operation, not the loads), which is where a
//! traceback points when it does.

use super::code::Op;

pub(crate) fn fuse(ops: &mut [Op], spans: &mut [(u32, u32)]) {
    let mut blame = |at: usize, from: usize| {
        if let Some(&s) = spans.get(from)
            && let Some(slot) = spans.get_mut(at)
        {
            *slot = s;
        }
    };
    // A loop's back edge runs the ForIter it jumps to.
    for i in 0..ops.len() {
        if let Some(&Op::Jump(t)) = ops.get(i)
            && matches!(ops.get(t as usize), Some(Op::ForIter(_)))
            && let Some(slot) = ops.get_mut(i)
        {
            *slot = Op::JumpForIter(t);
            blame(i, t as usize);
        }
    }
    let mut i = 0;
    while i + 1 < ops.len() {
        let (Some(&first), Some(&second)) = (ops.get(i), ops.get(i + 1)) else {
            break;
        };
        let narrow = |a: u32| u16::try_from(a).ok();
        let triple = match (first, second, ops.get(i + 2).copied()) {
            (Op::Inplace(op), Op::Rot3, Some(Op::StoreSubscr)) => Some(Op::InplaceStoreSubscr(op)),
            (Op::Inplace(op), Op::Rot2, Some(Op::StoreAttr(n))) => {
                Some(Op::InplaceStoreAttr(op, n))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Binary(op))) => narrow(a)
                .zip(narrow(b))
                .map(|(a, b)| Op::BinaryFastFast(op, a, b)),
            (Op::LoadFast(a), Op::LoadConst(c), Some(Op::Binary(op))) => narrow(a)
                .zip(narrow(c))
                .map(|(a, c)| Op::BinaryFastConst(op, a, c)),
            (Op::LoadFast(a), Op::LoadConst(c), Some(Op::Subscr)) => {
                narrow(a).map(|a| Op::SubscrFastConst(a, c))
            }
            (Op::LoadFast(a), Op::LoadFast(b), Some(Op::Subscr)) => narrow(a)
                .zip(narrow(b))
                .map(|(a, b)| Op::SubscrFastFast(a, b)),
            _ => None,
        };
        if let Some(op) = triple {
            if let Some(slot) = ops.get_mut(i) {
                *slot = op;
            }
            if !matches!(op, Op::InplaceStoreSubscr(_) | Op::InplaceStoreAttr(..)) {
                blame(i, i + 2);
            }
            i += 3;
            continue;
        }
        let fused = match (first, second) {
            (Op::Dup2, Op::Subscr) => Some(Op::Dup2Subscr),
            (Op::Dup, Op::LoadAttr(n)) => Some(Op::DupLoadAttr(n)),
            (Op::LoadFast(a), Op::LoadFast(b)) => {
                narrow(a).zip(narrow(b)).map(|(a, b)| Op::LoadFast2(a, b))
            }
            (Op::LoadFast(a), Op::LoadConst(c)) => narrow(a).map(|a| Op::LoadFastConst(a, c)),
            (Op::StoreFast(a), Op::LoadFast(b)) => narrow(a)
                .zip(narrow(b))
                .map(|(a, b)| Op::StoreFastLoadFast(a, b)),
            (Op::LoadConst(c), Op::Binary(op)) => Some(Op::BinaryConst(op, c)),
            (Op::LoadFast(a), Op::Binary(op)) => Some(Op::BinaryFast(op, a)),
            (Op::Compare(op), Op::PopJumpIfFalse(t)) => Some(Op::CompareJumpIfFalse(op, t)),
            (Op::LoadFast(a), Op::LoadAttr(n)) => narrow(a).map(|a| Op::LoadFastAttr(a, n)),
            (Op::LoadFast(a), Op::LoadMethod(n)) => narrow(a).map(|a| Op::LoadFastMethod(a, n)),
            _ => None,
        };
        match fused {
            Some(op) => {
                if let Some(slot) = ops.get_mut(i) {
                    *slot = op;
                }
                if matches!(
                    op,
                    Op::Dup2Subscr
                        | Op::DupLoadAttr(_)
                        | Op::BinaryConst(..)
                        | Op::BinaryFast(..)
                        | Op::LoadFastAttr(..)
                        | Op::LoadFastMethod(..)
                ) {
                    blame(i, i + 1);
                }
                i += 2;
            }
            None => i += 1,
        }
    }
}
