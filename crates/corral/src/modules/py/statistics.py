"""statistics for corral: the native averages and spreads of _statistics,
plus linear_regression and the NormalDist class, which are float-only and
so are written here."""

from _statistics import (
    StatisticsError, correlation, covariance, fmean, geometric_mean,
    harmonic_mean, mean, median, median_grouped, median_high, median_low,
    mode, multimode, pstdev, pvariance, quantiles, stdev, variance,
)
from collections import namedtuple as _namedtuple
from math import erf as _erf, exp as _exp, fabs as _fabs, fsum as _fsum
from math import hypot as _hypot
from math import log as _log, sqrt as _sqrt, tau as _tau

__all__ = [
    "NormalDist", "StatisticsError", "correlation", "covariance", "fmean",
    "geometric_mean", "harmonic_mean", "linear_regression", "mean", "median",
    "median_grouped", "median_high", "median_low", "mode", "multimode",
    "pstdev", "pvariance", "quantiles", "stdev", "variance",
]

LinearRegression = _namedtuple("LinearRegression", ("slope", "intercept"))


def linear_regression(x, y, /, *, proportional=False):
    """Least-squares slope and intercept of y against x (intercept forced
    to 0.0 when proportional)."""
    n = len(x)
    if len(y) != n:
        raise StatisticsError("linear regression requires that both inputs "
                              "have same number of data points")
    if n < 2:
        raise StatisticsError("linear regression requires at least two "
                              "data points")
    if proportional:
        cross = _fsum(a * b for a, b in zip(x, y))
        square = _fsum(a * a for a in x)
    else:
        mx = _fsum(x) / n
        my = _fsum(y) / n
        cross = _fsum((a - mx) * (b - my) for a, b in zip(x, y))
        square = _fsum((a - mx) * (a - mx) for a in x)
    if not square:
        raise StatisticsError("x is constant")
    slope = cross / square
    return LinearRegression(slope=slope,
                            intercept=0.0 if proportional else my - slope * mx)


# Wichura's algorithm AS 241 (PPND16): rational approximations of the
# normal quantile on three ranges of p.
_CENTRAL = (
    (2509.0809287301226727, 33430.575583588128105, 67265.770927008700853,
     45921.953931549871457, 13731.693765509461125, 1971.5909503065514427,
     133.14166789178437745, 3.387132872796366608),
    (5226.495278852854561, 28729.085735721942674, 39307.89580009271061,
     21213.794301586595867, 5394.1960214247511077, 687.1870074920579083,
     42.313330701600911252, 1.0),
)
_NEAR = (
    (0.000774545014278341407640, 0.0227238449892691845833,
     0.241780725177450611770, 1.27045825245236838258,
     3.64784832476320460504, 5.76949722146069140550,
     4.63033784615654529590, 1.42343711074968357734),
    (1.05075007164441684324e-9, 0.000547593808499534494600,
     0.0151986665636164571966, 0.148103976427480074590,
     0.689767334985100004550, 1.67638483018380384940,
     2.05319162663775882187, 1.0),
)
_TAIL = (
    (2.01033439929228813265e-7, 2.71155556874348757815e-5,
     0.00124266094738807843860, 0.0265321895265761230930,
     0.296560571828504891230, 1.78482653991729133580,
     5.46378491116411436990, 6.65790464350110377720),
    (2.04426310338993978564e-15, 1.42151175831644588870e-7,
     1.84631831751005468180e-5, 0.000786869131145613259100,
     0.0148753612908506148525, 0.136929880922735805310,
     0.599832206555887937690, 1.0),
)


def _horner(coeffs, r):
    acc = coeffs[0]
    for c in coeffs[1:]:
        acc = acc * r + c
    return acc


def _quantile(p, mu, sigma):
    q = p - 0.5
    if _fabs(q) <= 0.425:
        r = 0.180625 - q * q
        z = _horner(_CENTRAL[0], r) * q / _horner(_CENTRAL[1], r)
        return mu + z * sigma
    r = p if q <= 0.0 else 1.0 - p
    r = _sqrt(-_log(r))
    if r <= 5.0:
        r -= 1.6
        table = _NEAR
    else:
        r -= 5.0
        table = _TAIL
    z = _horner(table[0], r) / _horner(table[1], r)
    if q < 0.0:
        z = -z
    return mu + z * sigma


class NormalDist:
    """A normal distribution of a random variable, built from its mean and
    standard deviation (or estimated from samples)."""

    __slots__ = ("_mu", "_sigma")

    def __init__(self, mu=0.0, sigma=1.0):
        if sigma < 0.0:
            raise StatisticsError("sigma must be non-negative")
        self._mu = float(mu)
        self._sigma = float(sigma)

    @classmethod
    def from_samples(cls, data):
        data = list(data)
        return cls(float(mean(data)), float(stdev(data)))

    def samples(self, n, *, seed=None):
        import random
        gen = random if seed is None else random.Random(seed)
        return [gen.gauss(self._mu, self._sigma) for _ in range(n)]

    def pdf(self, x):
        var = self._sigma * self._sigma
        if not var:
            raise StatisticsError("pdf() not defined when sigma is zero")
        d = x - self._mu
        return _exp(d * d / (-2.0 * var)) / _sqrt(_tau * var)

    def cdf(self, x):
        if not self._sigma:
            raise StatisticsError("cdf() not defined when sigma is zero")
        return 0.5 * (1.0 + _erf((x - self._mu) / (self._sigma * _SQRT2)))

    def inv_cdf(self, p):
        if p <= 0.0 or p >= 1.0:
            raise StatisticsError("p must be in the range 0.0 < p < 1.0")
        return _quantile(p, self._mu, self._sigma)

    def quantiles(self, n=4):
        return [self.inv_cdf(k / n) for k in range(1, n)]

    def overlap(self, other):
        if not isinstance(other, NormalDist):
            raise TypeError("Expected another NormalDist instance")
        lo, hi = self, other
        if (hi._sigma, hi._mu) < (lo._sigma, lo._mu):
            lo, hi = hi, lo
        v1, v2 = lo.variance, hi.variance
        if not v1 or not v2:
            raise StatisticsError("overlap() not defined when sigma is zero")
        dv = v2 - v1
        dm = _fabs(hi._mu - lo._mu)
        if not dv:
            return 1.0 - _erf(dm / (2.0 * lo._sigma * _SQRT2))
        a = lo._mu * v2 - hi._mu * v1
        b = lo._sigma * hi._sigma * _sqrt(dm * dm + dv * _log(v2 / v1))
        total = 0.0
        for x in ((a + b) / dv, (a - b) / dv):
            total += _fabs(hi.cdf(x) - lo.cdf(x))
        return 1.0 - total

    def zscore(self, x):
        if not self._sigma:
            raise StatisticsError("zscore() not defined when sigma is zero")
        return (x - self._mu) / self._sigma

    @property
    def mean(self):
        return self._mu

    @property
    def median(self):
        return self._mu

    @property
    def mode(self):
        return self._mu

    @property
    def stdev(self):
        return self._sigma

    @property
    def variance(self):
        return self._sigma * self._sigma

    def __add__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu + other._mu,
                              _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu + other, self._sigma)

    __radd__ = __add__

    def __sub__(self, other):
        if isinstance(other, NormalDist):
            return NormalDist(self._mu - other._mu,
                              _hypot(self._sigma, other._sigma))
        return NormalDist(self._mu - other, self._sigma)

    def __rsub__(self, other):
        return -(self - other)

    def __mul__(self, k):
        return NormalDist(self._mu * k, self._sigma * _fabs(k))

    __rmul__ = __mul__

    def __truediv__(self, k):
        return NormalDist(self._mu / k, self._sigma / _fabs(k))

    def __pos__(self):
        return NormalDist(self._mu, self._sigma)

    def __neg__(self):
        return NormalDist(-self._mu, self._sigma)

    def __eq__(self, other):
        if not isinstance(other, NormalDist):
            return NotImplemented
        return self._mu == other._mu and self._sigma == other._sigma

    def __hash__(self):
        return hash((self._mu, self._sigma))

    def __repr__(self):
        return "%s(mu=%r, sigma=%r)" % (type(self).__name__, self._mu,
                                        self._sigma)


_SQRT2 = _sqrt(2.0)
