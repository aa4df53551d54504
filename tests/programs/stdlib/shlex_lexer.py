import shlex

for line in ['a b  c', 'echo "hello world" \'single q\'', 'x=1 y="2 3"', "it\\'s", 'a\\ b c',
             '"esc \\" inside"', "'no \\ escape'", 'cmd # comment', '  lead and trail  ', '""', "''x",
             'a"b"c', 'tab\there', 'é ñ ü']:
    print(repr(line), shlex.split(line))
print(shlex.split("cmd # comment here", comments=True))
print(shlex.split('a "b c" d', posix=False))
for bad in ['"unterminated', "it's", 'ends with \\']:
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError:", e)
for word in ["", "plain", "with space", "it's", "$HOME", "a;b", "-flag", "@x%+=:,./-", "é"]:
    print(repr(word), shlex.quote(word))
print(shlex.join(["ls", "-l", "my file", "it's"]))
print(shlex.split(shlex.join(["a b", "c'd", "e\"f"])))

lex = shlex.shlex("a && b || (c; d) > out.txt", punctuation_chars=True)
print(list(lex))
lex = shlex.shlex("ls -la ~/dir/*.py|grep x", posix=True, punctuation_chars="|")
lex.whitespace_split = True
print(list(lex))
lex = shlex.shlex("first second\nthird 'quoted word'")
print(lex.get_token(), lex.lineno)
lex.push_token("pushed")
print(lex.get_token(), lex.get_token(), lex.get_token(), lex.lineno)
print(lex.get_token(), repr(lex.get_token()), repr(lex.eof))
lex = shlex.shlex("x y", posix=True)
print(list(lex), lex.eof, lex.punctuation_chars == "")
lex = shlex.shlex("a,b;c")
print(list(lex))
lex = shlex.shlex("key=value other", posix=True)
lex.wordchars += "="
print(list(lex))
print(shlex.shlex("z").error_leader("file.txt", 7))
