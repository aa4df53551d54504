import json
from json.decoder import JSONDecodeError
from json.encoder import JSONEncoder, encode_basestring, encode_basestring_ascii
import json.decoder
print(JSONDecodeError is json.JSONDecodeError, JSONEncoder is json.JSONEncoder, json.decoder.JSONDecoder is json.JSONDecoder)
print(encode_basestring('a"é\n'), encode_basestring_ascii('a"é\n😀'))
def parse(text):
    try:
        return json.loads(text)
    except JSONDecodeError as e:
        return f"bad at line {e.lineno} col {e.colno}: {e.msg}"
print(parse('{"a": 1}'), parse('{"a": }'), parse('[1,\n 2,,]'))
class DateEncoder(JSONEncoder):
    def default(self, o):
        return str(o)
print(json.dumps({"x": {1, 2} and "s"}, cls=DateEncoder))
