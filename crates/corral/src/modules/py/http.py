"""HTTP status codes and methods (the http package: HTTPStatus, HTTPMethod;
http.client holds the constants and the `responses` table, no network)."""

from enum import IntEnum, StrEnum

__all__ = ['HTTPStatus', 'HTTPMethod']

# One status a line: code, member name, phrase, description (may be empty),
# as RFC 9110 and friends name them (the phrases Python 3.11 reports).
_STATUS_TABLE = """
100 CONTINUE ; Continue ; Request received, please continue
101 SWITCHING_PROTOCOLS ; Switching Protocols ; Switching to new protocol; obey Upgrade header
102 PROCESSING ; Processing ;
103 EARLY_HINTS ; Early Hints ;
200 OK ; OK ; Request fulfilled, document follows
201 CREATED ; Created ; Document created, URL follows
202 ACCEPTED ; Accepted ; Request accepted, processing continues off-line
203 NON_AUTHORITATIVE_INFORMATION ; Non-Authoritative Information ; Request fulfilled from cache
204 NO_CONTENT ; No Content ; Request fulfilled, nothing follows
205 RESET_CONTENT ; Reset Content ; Clear input form for further input
206 PARTIAL_CONTENT ; Partial Content ; Partial content follows
207 MULTI_STATUS ; Multi-Status ;
208 ALREADY_REPORTED ; Already Reported ;
226 IM_USED ; IM Used ;
300 MULTIPLE_CHOICES ; Multiple Choices ; Object has several resources -- see URI list
301 MOVED_PERMANENTLY ; Moved Permanently ; Object moved permanently -- see URI list
302 FOUND ; Found ; Object moved temporarily -- see URI list
303 SEE_OTHER ; See Other ; Object moved -- see Method and URL list
304 NOT_MODIFIED ; Not Modified ; Document has not changed since given time
305 USE_PROXY ; Use Proxy ; You must use proxy specified in Location to access this resource
307 TEMPORARY_REDIRECT ; Temporary Redirect ; Object moved temporarily -- see URI list
308 PERMANENT_REDIRECT ; Permanent Redirect ; Object moved permanently -- see URI list
400 BAD_REQUEST ; Bad Request ; Bad request syntax or unsupported method
401 UNAUTHORIZED ; Unauthorized ; No permission -- see authorization schemes
402 PAYMENT_REQUIRED ; Payment Required ; No payment -- see charging schemes
403 FORBIDDEN ; Forbidden ; Request forbidden -- authorization will not help
404 NOT_FOUND ; Not Found ; Nothing matches the given URI
405 METHOD_NOT_ALLOWED ; Method Not Allowed ; Specified method is invalid for this resource
406 NOT_ACCEPTABLE ; Not Acceptable ; URI not available in preferred format
407 PROXY_AUTHENTICATION_REQUIRED ; Proxy Authentication Required ; You must authenticate with this proxy before proceeding
408 REQUEST_TIMEOUT ; Request Timeout ; Request timed out; try again later
409 CONFLICT ; Conflict ; Request conflict
410 GONE ; Gone ; URI no longer exists and has been permanently removed
411 LENGTH_REQUIRED ; Length Required ; Client must specify Content-Length
412 PRECONDITION_FAILED ; Precondition Failed ; Precondition in headers is false
413 REQUEST_ENTITY_TOO_LARGE ; Request Entity Too Large ; Entity is too large
414 REQUEST_URI_TOO_LONG ; Request-URI Too Long ; URI is too long
415 UNSUPPORTED_MEDIA_TYPE ; Unsupported Media Type ; Entity body in unsupported format
416 REQUESTED_RANGE_NOT_SATISFIABLE ; Requested Range Not Satisfiable ; Cannot satisfy request range
417 EXPECTATION_FAILED ; Expectation Failed ; Expect condition could not be satisfied
418 IM_A_TEAPOT ; I'm a Teapot ; Server refuses to brew coffee because it is a teapot.
421 MISDIRECTED_REQUEST ; Misdirected Request ; Server is not able to produce a response
422 UNPROCESSABLE_ENTITY ; Unprocessable Entity ;
423 LOCKED ; Locked ;
424 FAILED_DEPENDENCY ; Failed Dependency ;
425 TOO_EARLY ; Too Early ;
426 UPGRADE_REQUIRED ; Upgrade Required ;
428 PRECONDITION_REQUIRED ; Precondition Required ; The origin server requires the request to be conditional
429 TOO_MANY_REQUESTS ; Too Many Requests ; The user has sent too many requests in a given amount of time ("rate limiting")
431 REQUEST_HEADER_FIELDS_TOO_LARGE ; Request Header Fields Too Large ; The server is unwilling to process the request because its header fields are too large
451 UNAVAILABLE_FOR_LEGAL_REASONS ; Unavailable For Legal Reasons ; The server is denying access to the resource as a consequence of a legal demand
500 INTERNAL_SERVER_ERROR ; Internal Server Error ; Server got itself in trouble
501 NOT_IMPLEMENTED ; Not Implemented ; Server does not support this operation
502 BAD_GATEWAY ; Bad Gateway ; Invalid responses from another server/proxy
503 SERVICE_UNAVAILABLE ; Service Unavailable ; The server cannot process the request due to a high load
504 GATEWAY_TIMEOUT ; Gateway Timeout ; The gateway server did not receive a timely response
505 HTTP_VERSION_NOT_SUPPORTED ; HTTP Version Not Supported ; Cannot fulfill request
506 VARIANT_ALSO_NEGOTIATES ; Variant Also Negotiates ;
507 INSUFFICIENT_STORAGE ; Insufficient Storage ;
508 LOOP_DETECTED ; Loop Detected ;
510 NOT_EXTENDED ; Not Extended ;
511 NETWORK_AUTHENTICATION_REQUIRED ; Network Authentication Required ; The client needs to authenticate to gain network access
"""


def _build(cls_name, base, rows, new, extra=None):
    """The enum class `cls_name` over `base`, one member a row of `rows`
    (name, value tuple), its members made by `new`."""
    ns = type(base).__prepare__(cls_name, (base,))
    ns['__module__'] = __name__
    ns['__qualname__'] = cls_name
    ns['__new__'] = new
    for key, value in (extra or {}).items():
        ns[key] = value
    for name, args in rows:
        ns[name] = args
    return type(base)(cls_name, (base,), ns)


def _status_rows():
    for row in _STATUS_TABLE.strip().splitlines():
        head, phrase, description = (row + ' ').split(' ; ', 2)
        code, name = head.split(' ')
        yield name, (int(code), phrase, description.strip())


def _status_new(cls, value, phrase, description=''):
    member = int.__new__(cls, value)
    member._value_ = value
    member.phrase = phrase
    member.description = description
    return member


HTTPStatus = _build('HTTPStatus', IntEnum, _status_rows(), _status_new)
HTTPStatus.__doc__ = 'HTTP status codes, each with its reason phrase and a description.'

_METHOD_TABLE = """
CONNECT ; Establish a connection to the server.
DELETE ; Remove the target.
GET ; Retrieve the target.
HEAD ; Same as GET, but only retrieve the status line and header section.
OPTIONS ; Describe the communication options for the target.
PATCH ; Apply partial modifications to a target.
POST ; Perform target-specific processing with the request payload.
PUT ; Replace the target with the request payload.
TRACE ; Perform a message loop-back test along the path to the target.
"""


def _method_rows():
    for row in _METHOD_TABLE.strip().splitlines():
        name, description = row.split(' ; ')
        yield name, (name, description)


def _method_new(cls, value, description):
    member = str.__new__(cls, value)
    member._value_ = value
    member.description = description
    return member


def _method_repr(self):
    return f'<{type(self).__name__}.{self._name_}>'


HTTPMethod = _build('HTTPMethod', StrEnum, _method_rows(), _method_new,
                    {'__repr__': _method_repr})
HTTPMethod.__doc__ = 'HTTP request methods, each with a description.'

del _build, _status_rows, _status_new, _method_rows, _method_new, _method_repr
