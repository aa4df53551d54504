"""The urllib package: only urllib.parse exists in corral (there is no network)."""
