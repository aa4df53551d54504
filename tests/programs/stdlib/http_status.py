import http
from http import HTTPStatus

print(HTTPStatus.OK, repr(HTTPStatus.OK), HTTPStatus.OK.name, HTTPStatus.OK.value)
print(HTTPStatus.OK.phrase, "|", HTTPStatus.OK.description)
print(HTTPStatus(404), repr(HTTPStatus(404)), HTTPStatus(404).phrase)
print(HTTPStatus["NOT_FOUND"] is HTTPStatus.NOT_FOUND)
print(int(HTTPStatus.CREATED), HTTPStatus.OK == 200, 200 == HTTPStatus.OK, HTTPStatus.OK != 201)
print(HTTPStatus.BAD_REQUEST < 500, HTTPStatus.OK + 1, HTTPStatus.IM_A_TEAPOT.phrase)
print(isinstance(HTTPStatus.OK, int), type(HTTPStatus.OK).__name__, issubclass(HTTPStatus, int))
print(f"{HTTPStatus.OK}", f"{HTTPStatus.OK:>6}", "%d %s" % (HTTPStatus.OK, HTTPStatus.OK))
print(len(HTTPStatus), len(list(HTTPStatus)), http.__all__)
print({HTTPStatus.OK: "a"}[200], hash(HTTPStatus.OK) == hash(200))
print(sorted([HTTPStatus.NOT_FOUND, HTTPStatus.OK, HTTPStatus.CONTINUE]))
for s in HTTPStatus:
    print(s.value, s.name, repr(s.phrase), repr(s.description))
try:
    HTTPStatus(299)
except ValueError as e:
    print("ValueError", e)
print([s.name for s in HTTPStatus if 300 <= s < 400])
print(HTTPStatus.__members__["GONE"], "GONE" in HTTPStatus.__members__)
code = 503
status = HTTPStatus(code)
print(f"{status.value} {status.phrase}: {status.description}")
print(max(HTTPStatus), min(HTTPStatus), sum(HTTPStatus) > 0)
print(str(HTTPStatus.NO_CONTENT), format(HTTPStatus.NO_CONTENT, "04d"))
