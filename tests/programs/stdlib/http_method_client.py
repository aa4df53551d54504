from http import HTTPMethod, HTTPStatus
import http.client

print(list(HTTPMethod))
for m in HTTPMethod:
    print(m.name, m.value, repr(m), str(m), m.description)
print(HTTPMethod.GET == "GET", HTTPMethod("POST"), HTTPMethod["PUT"] is HTTPMethod.PUT)
print(f"{HTTPMethod.PATCH}", HTTPMethod.GET.lower(), isinstance(HTTPMethod.GET, str))
print("GET" in [m.value for m in HTTPMethod], len(HTTPMethod))
try:
    HTTPMethod("FETCH")
except ValueError as e:
    print("ValueError", e)

print(http.client.OK, repr(http.client.NOT_FOUND), http.client.OK is HTTPStatus.OK)
print(http.client.HTTP_PORT, http.client.HTTPS_PORT)
print(len(http.client.responses), http.client.responses[200], http.client.responses[404])
print(sorted(http.client.responses.items())[:5])
print(type(list(http.client.responses)[0]).__name__)
print(http.client.responses.get(999, "Unknown"))
print(issubclass(http.client.RemoteDisconnected, ConnectionResetError))
print(issubclass(http.client.RemoteDisconnected, http.client.BadStatusLine))
print(issubclass(http.client.ResponseNotReady, http.client.ImproperConnectionState))
print(http.client.error is http.client.HTTPException)
e = http.client.IncompleteRead(b"abc", 5)
print(repr(e), str(e), e.args, e.partial, e.expected)
e = http.client.IncompleteRead(b"ab")
print(repr(e), str(e))
print(repr(http.client.BadStatusLine("")), http.client.BadStatusLine("HTTP/9").args)
print(repr(http.client.LineTooLong("header line")))
try:
    raise http.client.RemoteDisconnected("Remote end closed connection without response")
except http.client.HTTPException as e:
    print(type(e).__name__, e, e.line, e.args)
try:
    raise http.client.InvalidURL("bad url")
except http.client.HTTPException as e:
    print(type(e).__name__, e)
print(repr(http.client.UnknownProtocol("HTTP/3")), http.client.UnknownProtocol("x").version)
