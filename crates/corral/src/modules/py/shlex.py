"""Shell-like lexing: split(), quote(), join() and the shlex tokenizer class.

The tokenizer reads one character at a time and keeps a small state:
between tokens, inside a word, inside a run of punctuation, inside a quote,
or just after an escape character. The rules per mode (POSIX or classic)
are the ones the library documentation lists under "Parsing Rules".
"""

import os
import re
import sys
from collections import deque
from io import StringIO

__all__ = ["shlex", "split", "quote", "join"]

# Tokenizer states other than "inside quote X" / "after escape X", which are
# stored as the quote or escape character itself.
_BETWEEN = " "
_WORD = "a"
_PUNCT = "c"

_ASCII_WORD = ("abcdfeghijklmnopqrstuvwxyz"
               "ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789_")
_LATIN1_WORD = ("ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿ"
                "ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ")


class shlex:
    """A lexical analyzer for simple shell-like syntaxes."""

    def __init__(self, instream=None, infile=None, posix=False,
                 punctuation_chars=False):
        if isinstance(instream, str):
            instream = StringIO(instream)
        if instream is None:
            self.instream, self.infile = sys.stdin, None
        else:
            self.instream, self.infile = instream, infile
        self.posix = posix
        # End of input reads as None in POSIX mode, '' in classic mode.
        self.eof = None if posix else ""
        self.commenters = "#"
        self.wordchars = _ASCII_WORD + (_LATIN1_WORD if posix else "")
        self.whitespace = " \t\r\n"
        self.whitespace_split = False
        self.quotes = "'\""
        self.escape = "\\"
        self.escapedquotes = '"'
        self.state = _BETWEEN
        self.pushback = deque()
        self.lineno = 1
        self.debug = 0
        self.token = ""
        self.filestack = deque()
        self.source = None
        if punctuation_chars is True:
            punctuation_chars = "();<>|&"
        elif not punctuation_chars:
            punctuation_chars = ""
        self._punctuation_chars = punctuation_chars
        # Characters read too far while ending a punctuation run.
        self._held = deque()
        if punctuation_chars:
            # Characters common in file names join words, as a shell would
            # see them, unless they were declared punctuation.
            extended = self.wordchars + "~-./*?="
            self.wordchars = "".join(c for c in extended
                                     if c not in punctuation_chars)

    @property
    def punctuation_chars(self):
        return self._punctuation_chars

    # -- input sources -----------------------------------------------------

    def push_token(self, tok):
        """Make tok the next token get_token() returns."""
        self.pushback.appendleft(tok)

    def push_source(self, newstream, newfile=None):
        """Read from newstream until it is exhausted, then resume."""
        if isinstance(newstream, str):
            newstream = StringIO(newstream)
        self.filestack.appendleft((self.infile, self.instream, self.lineno))
        self.infile = newfile
        self.instream = newstream
        self.lineno = 1

    def pop_source(self):
        """Close the current input and go back to the one it interrupted."""
        self.instream.close()
        self.infile, self.instream, self.lineno = self.filestack.popleft()
        self.state = _BETWEEN

    def sourcehook(self, newfile):
        """Open the file named by a `source` token."""
        if newfile[:1] == '"':
            newfile = newfile[1:-1]
        if isinstance(self.infile, str) and not os.path.isabs(newfile):
            newfile = os.path.join(os.path.dirname(self.infile), newfile)
        return (newfile, open(newfile, "r"))

    def error_leader(self, infile=None, lineno=None):
        """A compiler-style '"file", line N: ' prefix for messages."""
        if infile is None:
            infile = self.infile
        if lineno is None:
            lineno = self.lineno
        return '"%s", line %d: ' % (infile, lineno)

    # -- tokens ------------------------------------------------------------

    def get_token(self):
        """The next token, honouring pushed-back tokens and `source`."""
        if self.pushback:
            return self.pushback.popleft()
        tok = self.read_token()
        if self.source is not None:
            while tok == self.source:
                opened = self.sourcehook(self.read_token())
                if opened:
                    self.push_source(opened[1], opened[0])
                tok = self.get_token()
        while tok == self.eof:
            if not self.filestack:
                return self.eof
            self.pop_source()
            tok = self.get_token()
        return tok

    def _next_char(self):
        if self._held:
            ch = self._held.popleft()
        else:
            ch = self.instream.read(1)
        if ch == "\n":
            self.lineno += 1
        return ch

    def _skip_comment(self):
        self.instream.readline()
        self.lineno += 1

    def read_token(self):
        """Read one raw token from the input (no pushback, no `source`)."""
        self._quoted = False
        self._escape_return = _WORD
        while True:
            ch = self._next_char()
            state = self.state
            if state is None:
                self.token = ""
                break
            if state == _BETWEEN:
                done = self._between(ch)
            elif state in (_WORD, _PUNCT):
                done = self._in_word(ch)
            elif state in self.quotes:
                done = self._in_quote(ch)
            elif state in self.escape:
                done = self._after_escape(ch)
            else:
                done = False
            if done:
                break
        result, self.token = self.token, ""
        if self.posix and not self._quoted and result == "":
            return None
        return result

    def _have_token(self):
        return bool(self.token) or (self.posix and self._quoted)

    def _between(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return self._have_token()
        if ch in self.commenters:
            self._skip_comment()
            return False
        if self.posix and ch in self.escape:
            self._escape_return = _WORD
            self.state = ch
            return False
        if ch in self.wordchars:
            self.token, self.state = ch, _WORD
            return False
        if ch in self._punctuation_chars:
            self.token, self.state = ch, _PUNCT
            return False
        if ch in self.quotes:
            # Classic mode keeps the quote characters in the token.
            if not self.posix:
                self.token = ch
            self.state = ch
            return False
        if self.whitespace_split:
            self.token, self.state = ch, _WORD
            return False
        # Any other character is a token of its own.
        self.token = ch
        return self._have_token()

    def _in_quote(self, ch):
        self._quoted = True
        if not ch:
            raise ValueError("No closing quotation")
        quote_char = self.state
        if ch == quote_char:
            if self.posix:
                # The quote ends but the word goes on: a"b"c is one word.
                self.state = _WORD
                return False
            self.token += ch
            self.state = _BETWEEN
            return True
        if self.posix and ch in self.escape and quote_char in self.escapedquotes:
            self._escape_return = quote_char
            self.state = ch
            return False
        self.token += ch
        return False

    def _after_escape(self, ch):
        if not ch:
            raise ValueError("No escaped character")
        back = self._escape_return
        # Inside quotes, an escape only escapes the quote or itself; before
        # anything else it stands for itself.
        if back in self.quotes and ch != self.state and ch != back:
            self.token += self.state
        self.token += ch
        self.state = back
        return False

    def _end_word(self):
        self.state = _BETWEEN
        return self._have_token()

    def _in_word(self, ch):
        if not ch:
            self.state = None
            return True
        if ch in self.whitespace:
            return self._end_word()
        if ch in self.commenters:
            self._skip_comment()
            if not self.posix:
                # Classic mode: the word carries on after the comment.
                return False
            return self._end_word()
        if self.state == _PUNCT:
            if ch in self._punctuation_chars:
                self.token += ch
                return False
            if ch not in self.whitespace:
                self._held.append(ch)
            self.state = _BETWEEN
            return True
        if self.posix and ch in self.quotes:
            self.state = ch
            return False
        if self.posix and ch in self.escape:
            self._escape_return = _WORD
            self.state = ch
            return False
        joins = (ch in self.wordchars or ch in self.quotes
                 or (self.whitespace_split and ch not in self._punctuation_chars))
        if joins:
            self.token += ch
            return False
        # A character that cannot continue the word starts the next token.
        if self._punctuation_chars:
            self._held.append(ch)
        else:
            self.pushback.appendleft(ch)
        return self._end_word()

    def __iter__(self):
        return self

    def __next__(self):
        tok = self.get_token()
        if tok == self.eof:
            raise StopIteration
        return tok


def split(s, comments=False, posix=True):
    """Split s the way a POSIX shell splits a command line into words."""
    if s is None:
        import warnings
        warnings.warn("Passing None for 's' to shlex.split() is deprecated.",
                      DeprecationWarning, stacklevel=2)
    lexer = shlex(s, posix=posix)
    lexer.whitespace_split = True
    if not comments:
        lexer.commenters = ""
    return list(lexer)


# Characters that never need quoting for a POSIX shell.
_needs_quotes = re.compile(r"[^\w@%+=:,./-]", re.ASCII).search


def quote(s):
    """Quote s so a POSIX shell reads it back as one word."""
    if not s:
        return "''"
    if _needs_quotes(s) is None:
        return s
    # Single quotes protect everything but themselves; a single quote is
    # written as '"'"' (close, double-quoted quote, reopen).
    return "'" + s.replace("'", "'\"'\"'") + "'"


def join(split_command):
    """The inverse of split(): quote each word and join with spaces."""
    return " ".join(quote(word) for word in split_command)
