# Builtins called with too many / too few arguments report CPython's messages.
cases = [
    "round(1,2,3)", "round(1,2,ndigits=3)", "round(1,2,x=3)", "round(number=1,ndigits=2,x=3)",
    "round(x=1)", "round()", "round(1, 2)", "round(2.675, ndigits=2)",
    "pow(1,2,3,4)", "pow(1,2,3,mod=4)", "pow(x=1)", "pow(1,x=1)", "pow(2, 10, 1000)",
    "sum()", "sum(1,2,3)", "sum([],start=1,x=2)", "sum([],1,start=2)", "sum(start=1)", "sum([1,2], start=3)",
    "aiter()", "aiter(1,2)",
    "vars(1,2)", "sorted(vars().keys())[:0]", "locals(1)", "globals(1)",
    "exec('1',{},{},1)", "exec()", "exec(source='1')", "exec('1', globals={})", "exec('1',{},{},None,None)",
    "eval('1',{},{},x=1)", "eval('1', globals={})", "eval('1+1', {}, {})",
    "compile('1','f','eval',0,False,-1,1)", "compile('1','f')", "compile('1')", "compile(x=1)",
    "compile('1','f','eval',0,False,-1,7,8)",
    "complex(1,1,1)", "complex(1,1,real=1)", "complex(real=1,imag=2,x=3)", "complex(1, imag=2)",
    "enumerate()", "enumerate(1,1,1)", "enumerate(start=1)", "list(enumerate('ab', start=5))",
    "property(1,1,1,1,1)", "property(fget=1,fset=2,fdel=3,doc=4,x=5)",
    "super(1)", "super(1,1)", "super(1,1,1)", "super(x=1)",
    "type(1,1,1)", "type('A',1,{})", "type('A',[],{})", "type('A',(),1)", "type(1,2)", "type()",
    "open()", "open(x=1)", "open('f','r',-1,None,None,None,True,None,1)",
    "open(file='x',mode='r',buffering=1,encoding=None,errors=None,newline=None,closefd=True,opener=None,x=1)",
]
for s in cases:
    try:
        print(s, "->", repr(eval(s)))
    except Exception as e:
        print(s, "!!", type(e).__name__, e)
