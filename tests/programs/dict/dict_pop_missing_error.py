# pop without a default on a missing key
session = {"user": "ann", "token": "abc123", "ttl": 30}
token = session.pop("token")
print(token, session)
print(session.pop("token", None))
session["ttl"] -= 10
print(session)
keys = sorted(session)
print(keys, "expires_at" in session)
expired = session.pop("expires_at")
print(expired)
