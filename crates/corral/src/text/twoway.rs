//! Substring search over `&[u8]` (std only offers it for `str`). Uses the
//! Crochemore-Perrin two-way algorithm so that adversarial inputs such as
//! `b'a' * 10**6` searched for `b'a' * 1000 + b'b'` stay linear; the same code
//! runs right-to-left through a reversed view for rfind/rsplit.

/// Read access to a byte sequence, forwards or reversed. Out-of-range reads
/// yield 0 instead of panicking (they cannot happen; see the fuzz test).
trait View: Copy {
    fn len(self) -> usize;
    fn at(self, i: usize) -> u8;
}

#[derive(Clone, Copy)]
struct Fwd<'a>(&'a [u8]);

#[derive(Clone, Copy)]
struct Rev<'a>(&'a [u8]);

impl View for Fwd<'_> {
    #[inline(always)]
    fn len(self) -> usize {
        self.0.len()
    }
    #[inline(always)]
    fn at(self, i: usize) -> u8 {
        self.0.get(i).copied().unwrap_or(0)
    }
}

impl View for Rev<'_> {
    #[inline(always)]
    fn len(self) -> usize {
        self.0.len()
    }
    #[inline(always)]
    fn at(self, i: usize) -> u8 {
        let n = self.0.len();
        if i < n {
            self.0.get(n - 1 - i).copied().unwrap_or(0)
        } else {
            0
        }
    }
}

/// Preprocessed needle: critical position `ell` (index of the last byte of
/// the left half, -1 when empty) and period `per`.
struct Finder<V: View> {
    needle: V,
    ell: isize,
    per: usize,
    periodic: bool,
}

/// Maximal suffix of `x` for the byte order (`flip` reverses it).
fn max_suffix<V: View>(x: V, flip: bool) -> (isize, usize) {
    let m = x.len();
    let (mut ms, mut j, mut k, mut p): (isize, usize, usize, usize) = (-1, 0, 1, 1);
    while j + k < m {
        let a = x.at(j + k);
        let b = x.at((ms + k as isize) as usize);
        if a == b {
            if k == p {
                j += p;
                k = 1;
            } else {
                k += 1;
            }
        } else if (a < b) != flip {
            j += k;
            k = 1;
            p = (j as isize - ms) as usize;
        } else {
            ms = j as isize;
            j += 1;
            k = 1;
            p = 1;
        }
    }
    (ms, p)
}

impl<V: View> Finder<V> {
    fn new(needle: V) -> Self {
        let m = needle.len();
        let (i, p) = max_suffix(needle, false);
        let (j, q) = max_suffix(needle, true);
        let (ell, per) = if i > j { (i, p) } else { (j, q) };
        let prefix = (ell + 1) as usize;
        let periodic = per + prefix <= m && (0..prefix).all(|t| needle.at(t) == needle.at(per + t));
        if periodic {
            Finder {
                needle,
                ell,
                per,
                periodic,
            }
        } else {
            let per = prefix.max(m - prefix) + 1;
            Finder {
                needle,
                ell,
                per,
                periodic,
            }
        }
    }

    /// First match at or after `from` in `hay`.
    fn find<H: View>(&self, hay: H, from: usize) -> Option<usize> {
        let x = self.needle;
        let m = x.len() as isize;
        let n = hay.len() as isize;
        let ell = self.ell;
        let per = self.per as isize;
        let mut j = from as isize;
        if self.periodic {
            let mut memory: isize = -1;
            while j + m <= n {
                let mut i = ell.max(memory) + 1;
                while i < m && x.at(i as usize) == hay.at((i + j) as usize) {
                    i += 1;
                }
                if i >= m {
                    i = ell;
                    while i > memory && x.at(i as usize) == hay.at((i + j) as usize) {
                        i -= 1;
                    }
                    if i <= memory {
                        return Some(j as usize);
                    }
                    j += per;
                    memory = m - per - 1;
                } else {
                    j += i - ell;
                    memory = -1;
                }
            }
        } else {
            while j + m <= n {
                let mut i = ell + 1;
                while i < m && x.at(i as usize) == hay.at((i + j) as usize) {
                    i += 1;
                }
                if i >= m {
                    i = ell;
                    while i >= 0 && x.at(i as usize) == hay.at((i + j) as usize) {
                        i -= 1;
                    }
                    if i < 0 {
                        return Some(j as usize);
                    }
                    j += per;
                } else {
                    j += i - ell;
                }
            }
        }
        None
    }
}

/// First occurrence of `needle` in `hay`.
pub(crate) fn find(hay: &[u8], needle: &[u8]) -> Option<usize> {
    match needle {
        [] => Some(0),
        [b] => hay.iter().position(|c| c == b),
        _ if needle.len() > hay.len() => None,
        _ => Finder::new(Fwd(needle)).find(Fwd(hay), 0),
    }
}

/// Last occurrence of `needle` in `hay`.
pub(crate) fn rfind(hay: &[u8], needle: &[u8]) -> Option<usize> {
    match needle {
        [] => Some(hay.len()),
        [b] => hay.iter().rposition(|c| c == b),
        _ if needle.len() > hay.len() => None,
        _ => Finder::new(Rev(needle))
            .find(Rev(hay), 0)
            .map(|j| hay.len() - j - needle.len()),
    }
}

/// Start offsets of the non-overlapping occurrences of a non-empty
/// `needle`, scanning left to right (as split/replace/count do).
pub(crate) fn find_iter<'a>(hay: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    let m = needle.len();
    let finder = (m > 1 && m <= hay.len()).then(|| Finder::new(Fwd(needle)));
    let mut from = 0;
    std::iter::from_fn(move || {
        if m == 0 || from + m > hay.len() {
            return None;
        }
        let j = match &finder {
            Some(f) => f.find(Fwd(hay), from)?,
            None => from + hay.get(from..)?.iter().position(|&c| c == needle[0])?,
        };
        from = j + m;
        Some(j)
    })
}

/// Like [`find_iter`] but scanning right to left (as rsplit does), so the
/// offsets come out descending.
pub(crate) fn rfind_iter<'a>(hay: &'a [u8], needle: &'a [u8]) -> impl Iterator<Item = usize> + 'a {
    let m = needle.len();
    let n = hay.len();
    let finder = (m > 1 && m <= n).then(|| Finder::new(Rev(needle)));
    // Offset from the end of `hay` where the next search starts.
    let mut from = 0;
    std::iter::from_fn(move || {
        if m == 0 || from + m > n {
            return None;
        }
        let start = match &finder {
            Some(f) => n - f.find(Rev(hay), from)? - m,
            None => hay.get(..n - from)?.iter().rposition(|&c| c == needle[0])?,
        };
        from = n - start;
        Some(start)
    })
}

/// Number of non-overlapping occurrences (`len + 1` for an empty needle).
pub(crate) fn count(hay: &[u8], needle: &[u8]) -> usize {
    match needle {
        [] => hay.len() + 1,
        [b] => hay.iter().filter(|c| *c == b).count(),
        _ => find_iter(hay, needle).count(),
    }
}
