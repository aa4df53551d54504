# lists as stacks and queues
stack = []
for tok in "3 4 + 2 * 7 -".split():
    if tok.isdigit():
        stack.append(int(tok))
    else:
        b = stack.pop()
        a = stack.pop()
        stack.append({"+": a + b, "-": a - b, "*": a * b}[tok])
    print(tok, stack)
print(stack[-1])
queue = ["a", "b", "c"]
while queue:
    item = queue.pop(0)
    print("processing", item, queue)
    if item == "b":
        queue.append("d")

def balanced(s):
    pairs = {")": "(", "]": "[", "}": "{"}
    st = []
    for ch in s:
        if ch in "([{":
            st.append(ch)
        elif ch in pairs:
            if not st or st.pop() != pairs[ch]:
                return False
    return not st

print([balanced(s) for s in ["()", "([]{})", "(]", "((", "", "{[()()]}"]])
