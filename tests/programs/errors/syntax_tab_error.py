# TabError: an indent whose meaning depends on the width of a tab.
CASES = ['if 1:\n\tx = 1\n        y = 2\n', 'if 1:\n\tx = (1,\n        2)\n        y = 2\n', 'if 1:\n\tx = 1\n        y = 2', 'x = (\n1\n\ty = 2\n        z=3', 'if 1:\n\tx = 1 +\n        y = 2\n','if 1:\n\tx = 1\n        y = 2 +\n', 'if 1:\n\tx = 1\n\n  # hi\n        \n        y = 2\n','if 1:\n\tx = """\n        """\n        y = 2\n', 'if 1:\n\tx = 1\n\x0c        y = 2\n',
    "if 1:\n\tx = 1\n        y = 2\n",
    "if 1:\n        x = 1\n\ty = 2\n",
    "if 1:\n  \tx = 1\n\t y = 2\n",
    "if 1:\n\tif 2:\n\t\tx=1\n        \ty=2\n",
    "if 1:\n    x = 1\n\tif 2:\n\t\tpass\n",
    "def f():\n\tif 1:\n\t\treturn 1\n\telse:\n  \t  return 2\n", "if 1:\n\tx = 1 \\\n        + 2\n        y = 2\n",
    "if 1:\n\tx = 1\n  y = 2\n", "if 1:\n\tx=1\n    \tx=2\n", "if 1:\n\tx=1\n    \t\tx=2\n"]
for s in CASES:
  try: compile(s,'<s>','exec'); print('ok')
  except SyntaxError as e: print(type(e).__name__, e.msg, e.lineno, e.offset, e.end_lineno, e.end_offset, repr(e.text))
