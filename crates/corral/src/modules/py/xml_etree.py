"""The ElementTree XML API."""
