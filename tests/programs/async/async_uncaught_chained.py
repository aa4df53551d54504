# a chained exception escaping asyncio.run
import asyncio

class FetchError(Exception):
    pass

async def fetch(url):
    await asyncio.sleep(0)
    if "bad" in url:
        raise ConnectionError(f"cannot reach {url}")
    return f"content of {url}"

async def fetch_all(urls):
    out = []
    for u in urls:
        try:
            out.append(await fetch(u))
        except ConnectionError as e:
            raise FetchError(f"aborted at {u}") from e
    return out

async def main():
    print(await fetch_all(["a.org", "b.org"]))
    print(await fetch_all(["c.org", "bad.org", "d.org"]))

asyncio.run(main())
