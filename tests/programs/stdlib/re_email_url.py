import re
text = 'Contact: a.b@example.com, bad@, x_y@sub.domain.org; see https://www.python.org/doc?x=1&y=2 and http://a.io.'
emails = re.findall(r'[\w.+-]+@[\w-]+(?:\.[\w-]+)+', text)
print(emails)
urls = re.findall(r'https?://[^\s,]+?(?=[.,]?(?:\s|$))', text)
print(urls)
m = re.match(r'(?P<scheme>\w+)://(?P<host>[^/]+)(?P<path>/[^?]*)?(?:\?(?P<q>.*))?', urls[0])
print(m.groupdict())
print(dict(re.findall(r'(\w+)=(\w+)', m['q'])))
