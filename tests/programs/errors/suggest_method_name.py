words = ["b", "a"]
words.apend("c")
