"""http.client without the network: the status constants (http.client.OK is
HTTPStatus.OK), the `responses` table (code -> phrase) and the exception
classes. There are no connections in corral."""

from http import HTTPStatus

__all__ = ['HTTPException', 'NotConnected', 'UnknownProtocol',
           'UnknownTransferEncoding', 'UnimplementedFileMode', 'IncompleteRead',
           'InvalidURL', 'ImproperConnectionState', 'CannotSendRequest',
           'CannotSendHeader', 'ResponseNotReady', 'BadStatusLine', 'LineTooLong',
           'RemoteDisconnected', 'error', 'responses']

HTTP_PORT = 80
HTTPS_PORT = 443

for _status in HTTPStatus:
    globals()[_status.name] = _status
del _status

responses = {s: s.phrase for s in HTTPStatus}


class HTTPException(Exception):
    """Base of the errors http.client raises."""


error = HTTPException


def _subclass(name, base, **body):
    cls = type(name, (base,), dict(body, __module__=__name__))
    globals()[name] = cls
    return cls


for _name in ('NotConnected', 'InvalidURL', 'UnknownTransferEncoding',
              'UnimplementedFileMode', 'ImproperConnectionState'):
    _subclass(_name, HTTPException)
for _name in ('CannotSendRequest', 'CannotSendHeader', 'ResponseNotReady'):
    _subclass(_name, ImproperConnectionState)
del _name


def _protocol_init(self, version):
    self.args = (version,)
    self.version = version


_subclass('UnknownProtocol', HTTPException, __init__=_protocol_init)


def _incomplete_init(self, partial, expected=None):
    self.args = (partial,)
    self.partial = partial
    self.expected = expected


def _incomplete_repr(self):
    tail = '' if self.expected is None else f', {self.expected} more expected'
    return f'{type(self).__name__}({len(self.partial)} bytes read{tail})'


_subclass('IncompleteRead', HTTPException, __init__=_incomplete_init,
          __repr__=_incomplete_repr, __str__=_incomplete_repr)


def _status_line_init(self, line):
    # An empty line is shown quoted, so the message is never blank.
    line = line or repr(line)
    self.args = (line,)
    self.line = line


_subclass('BadStatusLine', HTTPException, __init__=_status_line_init)


def _too_long_init(self, what):
    HTTPException.__init__(self, 'got more than 65536 bytes when reading ' + what)


_subclass('LineTooLong', HTTPException, __init__=_too_long_init)


def _disconnected_init(self, *args, **kwargs):
    BadStatusLine.__init__(self, '')
    ConnectionResetError.__init__(self, *args, **kwargs)


RemoteDisconnected = type('RemoteDisconnected', (ConnectionResetError, BadStatusLine),
                          {'__module__': __name__, '__init__': _disconnected_init})

del _subclass, _protocol_init, _incomplete_init, _incomplete_repr
del _status_line_init, _too_long_init, _disconnected_init
