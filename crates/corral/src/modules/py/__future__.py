"""The record of future statements (PEP 236).

Each feature is a _Feature giving the release that made it optional, the
release that makes (or made) it mandatory, and its compiler flag. Only
`annotations` changes anything in corral: its compiler keeps annotations as
strings when the program asks for it.
"""

CO_NESTED = 0x0010
CO_GENERATOR_ALLOWED = 0
CO_FUTURE_DIVISION = 0x20000
CO_FUTURE_ABSOLUTE_IMPORT = 0x40000
CO_FUTURE_WITH_STATEMENT = 0x80000
CO_FUTURE_PRINT_FUNCTION = 0x100000
CO_FUTURE_UNICODE_LITERALS = 0x200000
CO_FUTURE_BARRY_AS_BDFL = 0x400000
CO_FUTURE_GENERATOR_STOP = 0x800000
CO_FUTURE_ANNOTATIONS = 0x1000000


class _Feature:
    """One future statement: when it arrived and when it becomes the default."""

    def __init__(self, optionalRelease, mandatoryRelease, compiler_flag):
        self.optional = optionalRelease
        self.mandatory = mandatoryRelease
        self.compiler_flag = compiler_flag

    def getOptionalRelease(self):
        """The release (a sys.version_info-like tuple) that accepted the import."""
        return self.optional

    def getMandatoryRelease(self):
        """The release that made the feature the default, or None if never."""
        return self.mandatory

    def __repr__(self):
        fields = (self.optional, self.mandatory, self.compiler_flag)
        return "_Feature" + repr(fields)


# name -> (optional release, mandatory release, flag), in CPython's order.
_FEATURES = (
    ("nested_scopes", (2, 1, 0, "beta", 1), (2, 2, 0, "alpha", 0), CO_NESTED),
    ("generators", (2, 2, 0, "alpha", 1), (2, 3, 0, "final", 0),
     CO_GENERATOR_ALLOWED),
    ("division", (2, 2, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_DIVISION),
    ("absolute_import", (2, 5, 0, "alpha", 1), (3, 0, 0, "alpha", 0),
     CO_FUTURE_ABSOLUTE_IMPORT),
    ("with_statement", (2, 5, 0, "alpha", 1), (2, 6, 0, "alpha", 0),
     CO_FUTURE_WITH_STATEMENT),
    ("print_function", (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_PRINT_FUNCTION),
    ("unicode_literals", (2, 6, 0, "alpha", 2), (3, 0, 0, "alpha", 0),
     CO_FUTURE_UNICODE_LITERALS),
    ("barry_as_FLUFL", (3, 1, 0, "alpha", 2), (4, 0, 0, "alpha", 0),
     CO_FUTURE_BARRY_AS_BDFL),
    ("generator_stop", (3, 5, 0, "beta", 1), (3, 7, 0, "alpha", 0),
     CO_FUTURE_GENERATOR_STOP),
    ("annotations", (3, 7, 0, "beta", 1), None, CO_FUTURE_ANNOTATIONS),
)

all_feature_names = [entry[0] for entry in _FEATURES]
__all__ = ["all_feature_names"] + all_feature_names

for _name, _opt, _mand, _flag in _FEATURES:
    globals()[_name] = _Feature(_opt, _mand, _flag)
del _name, _opt, _mand, _flag
