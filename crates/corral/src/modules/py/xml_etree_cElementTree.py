"""Deprecated alias of xml.etree.ElementTree (the C accelerator's old name)."""
import xml.etree.ElementTree as _impl

globals().update({name: getattr(_impl, name) for name in _impl.__all__})
