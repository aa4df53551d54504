"""mimetypes for corral: file name extensions and MIME types.

The built-in table holds the types CPython 3.11 knows without any system
file, followed by a few newer formats (fonts, office documents, webp,
markdown, ...) with the types Debian's mime.types gives them, so that a
file agents commonly produce is recognised. Files in knownfiles are read
as well when the virtual OS has them, in the mime.types format: a type,
then the extensions (no dots) that stand for it; '#' starts a comment.
"""

import os
import posixpath

__all__ = ['knownfiles', 'inited', 'MimeTypes', 'guess_type',
           'guess_all_extensions', 'guess_extension', 'add_type', 'init',
           'read_mime_types', 'suffix_map', 'encodings_map', 'types_map',
           'common_types']

knownfiles = ['/etc/mime.types', '/etc/httpd/mime.types',
              '/etc/httpd/conf/mime.types', '/etc/apache/mime.types',
              '/etc/apache2/mime.types', '/usr/local/etc/httpd/conf/mime.types',
              '/usr/local/lib/netscape/mime.types',
              '/usr/local/etc/httpd/conf/mime.types',
              '/usr/local/etc/mime.types']
inited = False

# The strict (IANA-registered or widely used) types, in mime.types form.
_STRICT_TABLE = """
application/javascript js mjs
application/json json
application/manifest+json webmanifest
application/msword doc dot wiz
application/n-quads nq
application/n-triples nt
application/octet-stream bin a dll exe o obj so
application/oda oda
application/pdf pdf
application/pkcs7-mime p7c
application/postscript ps ai eps
application/trig trig
application/vnd.apple.mpegurl m3u m3u8
application/vnd.ms-excel xls xlb
application/vnd.ms-powerpoint ppt pot ppa pps pwz
application/wasm wasm
application/x-bcpio bcpio
application/x-cpio cpio
application/x-csh csh
application/x-dvi dvi
application/x-gtar gtar
application/x-hdf hdf
application/x-hdf5 h5
application/x-latex latex
application/x-mif mif
application/x-netcdf cdf nc
application/x-pkcs12 p12 pfx
application/x-pn-realaudio ram
application/x-python-code pyc pyo
application/x-sh sh
application/x-shar shar
application/x-shockwave-flash swf
application/x-sv4cpio sv4cpio
application/x-sv4crc sv4crc
application/x-tar tar
application/x-tcl tcl
application/x-tex tex
application/x-texinfo texi texinfo
application/x-troff roff t tr
application/x-troff-man man
application/x-troff-me me
application/x-troff-ms ms
application/x-ustar ustar
application/x-wais-source src
application/xml xsl rdf wsdl xpdl
application/zip zip
audio/3gpp 3gp 3gpp
audio/3gpp2 3g2 3gpp2
audio/aac aac adts loas ass
audio/basic au snd
audio/mpeg mp3 mp2
audio/opus opus
audio/x-aiff aif aifc aiff
audio/x-pn-realaudio ra
audio/x-wav wav
image/avif avif
image/bmp bmp
image/gif gif
image/ief ief
image/jpeg jpg jpe jpeg
image/heic heic
image/heif heif
image/png png
image/svg+xml svg
image/tiff tiff tif
image/vnd.microsoft.icon ico
image/x-cmu-raster ras
image/x-portable-anymap pnm
image/x-portable-bitmap pbm
image/x-portable-graymap pgm
image/x-portable-pixmap ppm
image/x-rgb rgb
image/x-xbitmap xbm
image/x-xpixmap xpm
image/x-xwindowdump xwd
message/rfc822 eml mht mhtml nws
text/css css
text/csv csv
text/html html htm
text/n3 n3
text/plain txt bat c h ksh pl srt
text/richtext rtx
text/tab-separated-values tsv
text/vtt vtt
text/x-python py
text/x-setext etx
text/x-sgml sgm sgml
text/x-vcard vcf
text/xml xml
video/mp4 mp4
video/mpeg mpeg m1v mpa mpe mpg
video/quicktime mov qt
video/webm webm
video/x-msvideo avi
video/x-sgi-movie movie

# newer formats, typed as Debian's mime.types types them
text/markdown md markdown
text/plain text
image/webp webp
font/woff woff
font/woff2 woff2
font/ttf ttf
font/otf otf
audio/ogg oga ogg spx
video/ogg ogv
audio/flac flac
audio/mp4 m4a
video/x-matroska mkv
application/epub+zip epub
application/x-7z-compressed 7z
application/java-archive jar
application/vnd.openxmlformats-officedocument.wordprocessingml.document docx
application/vnd.openxmlformats-officedocument.spreadsheetml.sheet xlsx
application/vnd.openxmlformats-officedocument.presentationml.presentation pptx
application/vnd.oasis.opendocument.text odt
application/vnd.oasis.opendocument.spreadsheet ods
application/vnd.oasis.opendocument.presentation odp
application/rtf rtf
text/calendar ics
application/xhtml+xml xhtml xht
application/atom+xml atom
application/x-rss+xml rss
application/vnd.rar rar
application/sql sql
text/x-java java
"""

# Types in common use that are not registered (used when strict=False).
_LOOSE_TABLE = """
application/rtf rtf
audio/midi midi mid
image/jpg jpg
image/pict pict pct pic
image/webp webp
text/xul xul
"""

_ENCODINGS = (('.gz', 'gzip'), ('.Z', 'compress'), ('.bz2', 'bzip2'),
              ('.xz', 'xz'), ('.br', 'br'))
_SUFFIXES = (('.svgz', '.svg.gz'), ('.tgz', '.tar.gz'), ('.taz', '.tar.gz'),
             ('.tz', '.tar.gz'), ('.tbz2', '.tar.bz2'), ('.txz', '.tar.xz'))


def _entries(lines):
    """(type, ['.ext', ...]) for each meaningful line of mime.types text."""
    for line in lines:
        words = line.split()
        for k, w in enumerate(words):
            if w.startswith('#'):
                words = words[:k]
                break
        if len(words) > 1:
            yield words[0], ['.' + w for w in words[1:]]


def _data_url_type(rest):
    """The media type of a data: URL (whatever follows 'data:')."""
    comma = rest.find(',')
    if comma < 0:
        return None
    declared = rest[:comma].split(';', 1)[0]
    if '=' in declared or '/' not in declared:
        return 'text/plain'
    return declared


def _scheme_of(url):
    colon = url.find(':')
    if colon <= 0 or '/' in url[:colon]:
        return None, url
    return url[:colon].lower(), url[colon + 1:]


class MimeTypes:
    """A database of types: the built-in table plus any files read into it."""

    def __init__(self, filenames=(), strict=True):
        self.encodings_map = dict(_encodings_default)
        self.suffix_map = dict(_suffixes_default)
        self.types_map = ({}, {})
        self.types_map_inv = ({}, {})
        for is_strict, table in ((False, _LOOSE_TABLE), (True, _STRICT_TABLE)):
            for mime, exts in _entries(table.splitlines()):
                for ext in exts:
                    self.add_type(mime, ext, is_strict)
        for name in filenames:
            self.read(name, strict)

    def add_type(self, type, ext, strict=True):
        """Map extension ext (with its dot) to type; ext becomes one of the
        type's extensions too, after those it already has."""
        self.types_map[strict][ext] = type
        known = self.types_map_inv[strict].setdefault(type, [])
        if ext not in known:
            known.append(ext)

    def guess_type(self, url, strict=True):
        """(type, encoding) of a file name or URL; either may be None."""
        url = os.fspath(url)
        scheme, rest = _scheme_of(url)
        if scheme == 'data':
            return _data_url_type(rest), None
        stem, ext = posixpath.splitext(url)
        while True:
            longer = self.suffix_map.get(ext)
            if longer is None:
                longer = self.suffix_map.get(ext.lower())
            if longer is None:
                break
            stem, ext = posixpath.splitext(stem + longer)
        encoding = self.encodings_map.get(ext)
        if encoding is not None:
            stem, ext = posixpath.splitext(stem)
        tables = [self.types_map[True]]
        if not strict:
            tables.append(self.types_map[False])
        for table in tables:
            for probe in (ext, ext.lower()):
                if probe in table:
                    return table[probe], encoding
        return None, encoding

    def guess_all_extensions(self, type, strict=True):
        wanted = type.lower()
        found = list(self.types_map_inv[True].get(wanted, ()))
        if not strict:
            found += [e for e in self.types_map_inv[False].get(wanted, ())
                      if e not in found]
        return found

    def guess_extension(self, type, strict=True):
        choices = self.guess_all_extensions(type, strict)
        return choices[0] if choices else None

    def read(self, filename, strict=True):
        with open(filename, encoding='utf-8') as handle:
            self.readfp(handle, strict)

    def readfp(self, fp, strict=True):
        for mime, exts in _entries(fp):
            for ext in exts:
                self.add_type(mime, ext, strict)

    def read_windows_registry(self, strict=True):
        return None


_encodings_default = dict(_ENCODINGS)
_suffixes_default = dict(_SUFFIXES)
encodings_map = dict(_encodings_default)
suffix_map = dict(_suffixes_default)
_db = None


# Until init() runs, the module's tables are the built-in ones.
types_map = MimeTypes().types_map[True]
common_types = MimeTypes().types_map[False]


def init(files=None):
    """(Re)build the module's database: the built-in table, then the
    readable files among knownfiles (files=None) or among `files`."""
    global inited, _db, types_map, common_types
    inited = True
    db = MimeTypes()
    # The module's maps stay the ones in use, changes made to them included.
    db.encodings_map = encodings_map
    db.suffix_map = suffix_map
    for name in knownfiles if files is None else files:
        if os.path.isfile(name):
            try:
                db.read(name)
            except (OSError, UnicodeDecodeError):
                pass
    types_map = db.types_map[True]
    common_types = db.types_map[False]
    _db = db


def _database():
    if _db is None:
        init()
    return _db


def read_mime_types(file):
    try:
        handle = open(file, encoding='utf-8')
    except OSError:
        return None
    with handle:
        found = {}
        for mime, exts in _entries(handle):
            for ext in exts:
                found[ext] = mime
        return found


def guess_type(url, strict=True):
    return _database().guess_type(url, strict)


def guess_all_extensions(type, strict=True):
    return _database().guess_all_extensions(type, strict)


def guess_extension(type, strict=True):
    return _database().guess_extension(type, strict)


def add_type(type, ext, strict=True):
    _database().add_type(type, ext, strict)
