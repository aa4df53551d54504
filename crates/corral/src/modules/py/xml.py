"""XML processing modules."""
