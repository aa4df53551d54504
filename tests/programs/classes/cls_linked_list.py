# singly linked list with iteration, len, contains, getitem, repr
class Node:
    def __init__(self, val, nxt=None):
        self.val, self.next = val, nxt

class LinkedList:
    def __init__(self, items=()):
        self.head = None
        self.size = 0
        for it in reversed(list(items)):
            self.push(it)
    def push(self, v):
        self.head = Node(v, self.head)
        self.size += 1
    def pop(self):
        if self.head is None:
            raise IndexError("pop from empty LinkedList")
        v = self.head.val
        self.head = self.head.next
        self.size -= 1
        return v
    def __iter__(self):
        n = self.head
        while n:
            yield n.val
            n = n.next
    def __len__(self):
        return self.size
    def __getitem__(self, i):
        for k, v in enumerate(self):
            if k == i:
                return v
        raise IndexError(i)
    def __repr__(self):
        return "LL[" + " -> ".join(map(repr, self)) + "]"
    def reverse(self):
        prev, cur = None, self.head
        while cur:
            cur.next, prev, cur = prev, cur, cur.next
        self.head = prev

ll = LinkedList([1, 2, 3])
ll.push(0)
print(ll, len(ll), 2 in ll, 7 in ll, ll[2])
ll.reverse()
print(ll, ll.pop(), ll)
while ll:
    ll.pop()
print(ll, bool(ll))
try:
    ll.pop()
except IndexError as e:
    print("IndexError:", e)
