import keyword
import __future__

print(len(keyword.kwlist), keyword.kwlist[:5], keyword.kwlist[-3:])
print(keyword.softkwlist)
for word in ["if", "match", "case", "_", "print", "None", "async", "type", ""]:
    print(repr(word), keyword.iskeyword(word), keyword.issoftkeyword(word))
print(keyword.kwlist == sorted(keyword.kwlist))
print(sorted(keyword.__all__))
print(__future__.all_feature_names)
for name in __future__.all_feature_names:
    feature = getattr(__future__, name)
    print(name, feature, feature.compiler_flag == getattr(feature, "compiler_flag"))
    print("  ", feature.getOptionalRelease(), feature.getMandatoryRelease())
print(__future__.annotations.mandatory, __future__.CO_FUTURE_ANNOTATIONS)
print(type(__future__.division).__name__, __future__.__all__[:3])
try:
    keyword.iskeyword([])
except TypeError as e:
    print("TypeError", e)
