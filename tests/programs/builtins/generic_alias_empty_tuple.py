print(tuple[()], repr(list[()]), tuple[int, ...], dict[str, list[int]])
print(tuple[()] == tuple[()], tuple[()].__args__ if hasattr(tuple[()], "__args__") else "-")
import types
print(types.WrapperDescriptorType, types.MethodWrapperType, types.MethodDescriptorType)
print(isinstance(object.__init__, types.WrapperDescriptorType), isinstance([].append, types.BuiltinMethodType))
print(isinstance(str.join, types.MethodDescriptorType), isinstance((1).__add__, types.MethodWrapperType))
