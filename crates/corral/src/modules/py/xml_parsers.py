"""Parsers for XML: only xml.parsers.expat's error type exists in corral."""
