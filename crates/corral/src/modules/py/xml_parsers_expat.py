"""The error raised for malformed XML by xml.dom.minidom. corral has no
expat: there is no ParserCreate; parse with xml.etree.ElementTree or
xml.dom.minidom."""


class ExpatError(Exception):
    """XML text that is not well formed. `code` is expat's error number,
    `lineno` (from 1) and `offset` (from 0) where it was found."""

    code = None
    lineno = None
    offset = None


error = ExpatError

EXPAT_VERSION = 'expat_2.5.0'
version_info = (2, 5, 0)
native_encoding = 'UTF-8'
