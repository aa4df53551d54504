# instance attributes shadow non-data descriptors (methods) but not properties
class K:
    def m(self):
        return "method"
    @property
    def p(self):
        return "property"
    cls_attr = "class"

k = K()
k.m = lambda: "instance lambda"
k.cls_attr = "instance"
print(k.m(), K.m(k), k.cls_attr, K.cls_attr)
k.__dict__["p"] = "sneaky"
print(k.p, k.__dict__["p"])
try:
    k.p = "direct"
except AttributeError as e:
    print("AttributeError:", e)
del k.m
print(k.m())
print(sorted(vars(k)))
