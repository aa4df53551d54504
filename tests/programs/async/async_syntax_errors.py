# where async constructs are allowed: compile() reports CPython's SyntaxErrors
sources = [
    "def f():\n    async with x:\n        pass",
    "def f():\n    async for x in y:\n        pass",
    "x = [x async for x in y]",
    "def f():\n    return [x async for x in y]",
    "def f():\n    return (x async for x in y)",
    "await something()",
    "x = [await z for z in y]",
    "class C:\n    await x",
    "f = lambda: await x",
    "async def f():\n    return [[w async for w in z] for z in y]",
    "def f():\n    return ([w async for w in z] for z in y)",
    "async def f():\n    class C:\n        async for x in y:\n            pass",
    "def f():\n    return {x: 1 async for x in y}",
    "async def f():\n    yield from g()",
    "async def f():\n    yield 1\n    return 2",
    "async def f():\n    yield 1\n    return",
    "async def f():\n    def g():\n        await x",
    "async def f():\n    return [await z for z in y]",
]
for src in sources:
    try:
        compile(src, "<test>", "exec")
        print("ok:", src.splitlines()[-1].strip())
    except SyntaxError as e:
        print("SyntaxError:", e.msg)
