# index error in a ragged nested list
board = [["x", "o", "x"], ["o", "x"], ["x", "x", "o"]]
for r, row in enumerate(board):
    print(r, "".join(row), len(row))
widths = [len(row) for row in board]
print(widths, max(widths), min(widths))
diag = [board[i][i] for i in range(2)]
print(diag)
print(board[2][-1], board[-1][0], board[1][-1])
for r in range(3):
    print(r, board[r][0], board[r][1], board[r][2])
