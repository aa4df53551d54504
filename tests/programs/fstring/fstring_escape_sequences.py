# escapes and braces around f-string fields
name = "tab"
print(f"a\tb{name}\tc")
print(f"{name}\n{name.upper()}")
print(f"{{name}}", f"{{{name}}}", f"{{{{name}}}}")
print(f"\\{name}\\", rf"\{name}\t")
quote = '"'
print(f"{quote}{name}{quote}", f'{"double inside single"}', f"{'single inside double'}")
print(f"{'%'}d {'%%'}", f"100%", f"{50}%")
newline = "\n"
print(f"joined:{newline.join(['x', 'y'])}")
print(f"{chr(65)}{chr(0x263A)}", f"\u00e9{name}\N{DEGREE SIGN}")
