"""The concurrent package: only concurrent.futures."""
