# popping from an emptied work queue
work = ["a", "b"]
done = []
print("queue", work, "done", done)
print(len(work), bool(work))
for attempt in range(3):
    print("attempt", attempt)
    item = work.pop()
    done.append(item)
    print("did", item, "remaining", work)
print(done)
