"""textwrap for corral: the native functions of _textwrap plus TextWrapper."""

from _textwrap import dedent, fill, indent, shorten, wrap
import _textwrap

_OPTIONS = ('initial_indent', 'subsequent_indent', 'expand_tabs',
            'replace_whitespace', 'fix_sentence_endings', 'break_long_words',
            'drop_whitespace', 'break_on_hyphens', 'tabsize', 'max_lines',
            'placeholder')


class TextWrapper:
    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8,
                 *, max_lines=None, placeholder=' [...]'):
        self.width = width
        self.initial_indent = initial_indent
        self.subsequent_indent = subsequent_indent
        self.expand_tabs = expand_tabs
        self.replace_whitespace = replace_whitespace
        self.fix_sentence_endings = fix_sentence_endings
        self.break_long_words = break_long_words
        self.drop_whitespace = drop_whitespace
        self.break_on_hyphens = break_on_hyphens
        self.tabsize = tabsize
        self.max_lines = max_lines
        self.placeholder = placeholder

    def _options(self):
        return {name: getattr(self, name) for name in _OPTIONS}

    def wrap(self, text):
        return _textwrap.wrap(text, self.width, **self._options())

    def fill(self, text):
        return "\n".join(self.wrap(text))
