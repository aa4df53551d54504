"""textwrap: the wrapping itself is native (_textwrap); TextWrapper keeps the
options as attributes, the way programs set and read them."""

from _textwrap import dedent, fill, indent, shorten, wrap
import _textwrap

__all__ = ["TextWrapper", "wrap", "fill", "dedent", "indent", "shorten"]

# Keyword options forwarded to _textwrap.wrap, in TextWrapper's order.
_SETTINGS = (
    "initial_indent", "subsequent_indent", "expand_tabs", "replace_whitespace",
    "fix_sentence_endings", "break_long_words", "drop_whitespace",
    "break_on_hyphens", "tabsize", "max_lines", "placeholder",
)


class TextWrapper:
    """Reusable wrapping settings; attributes may be changed between calls."""

    def __init__(self, width=70, initial_indent="", subsequent_indent="",
                 expand_tabs=True, replace_whitespace=True,
                 fix_sentence_endings=False, break_long_words=True,
                 drop_whitespace=True, break_on_hyphens=True, tabsize=8,
                 *, max_lines=None, placeholder=' [...]'):
        self.width = width
        given = (initial_indent, subsequent_indent, expand_tabs,
                 replace_whitespace, fix_sentence_endings, break_long_words,
                 drop_whitespace, break_on_hyphens, tabsize, max_lines,
                 placeholder)
        for name, value in zip(_SETTINGS, given):
            setattr(self, name, value)

    def wrap(self, text):
        """Lines of at most self.width columns, without newlines."""
        settings = {name: getattr(self, name) for name in _SETTINGS}
        return _textwrap.wrap(text, self.width, **settings)

    def fill(self, text):
        """The wrapped lines joined into one string."""
        return "\n".join(self.wrap(text))
