"""itertools for corral: the iterator types and tee() are native
(modules/itertoolsmod.rs, the `_corral_itertools` module); this module only
gives them their public names."""

from _corral_itertools import (
    accumulate,
    chain,
    combinations,
    combinations_with_replacement,
    compress,
    count,
    cycle,
    dropwhile,
    filterfalse,
    groupby,
    islice,
    pairwise,
    permutations,
    product,
    repeat,
    starmap,
    takewhile,
    tee,
    zip_longest,
    _grouper,
    _tee,
    _tee_dataobject,
)
