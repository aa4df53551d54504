# calling a method that lists do not have
queue = [3, 1, 2]
queue.append(4)
queue.sort()
print(queue)
print(queue.pop(0), queue)
queue.extend([9, 8])
queue.insert(1, 7)
print(queue, queue.index(7), len(queue))
queue.push(5)
print(queue)
