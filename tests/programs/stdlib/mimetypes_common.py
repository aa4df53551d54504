# mimetypes: the types of the file names programs meet most often
import mimetypes

names = ['notes.txt', 'index.html', 'page.htm', 'data.json', 'table.csv',
         'logo.png', 'photo.jpg', 'photo.jpeg', 'anim.gif', 'paper.pdf',
         'bundle.zip', 'log.gz', 'backup.tar', 'style.css', 'icon.svg',
         'song.mp3', 'clip.mp4', 'script.py', 'src.tar.gz', 'src.tgz',
         'big.bz2', 'big.xz', 'pic.webp', 'favicon.ico', 'old.bmp',
         'scan.tif', 'scan.tiff', 'sound.wav', 'movie.avi', 'movie.mov',
         'letter.doc', 'sheet.xls', 'slides.ppt', 'report.docx',
         'budget.xlsx', 'README.md', 'config.yaml', 'pyproject.toml',
         'module.wasm', 'video.webm', 'font.woff', 'font.woff2', 'font.ttf',
         'blob.bin', 'events.jsonl', 'query.sql', 'book.epub', 'mail.eml',
         'cal.ics', 'cache.pyc', 'README', 'Makefile', 'SHOUT.TXT',
         'IMAGE.PNG', 'old.Z', 'feed.rss', 'feed.atom', 'lib.jar',
         'photo.heic', 'photo.avif', 'drawing.eps', 'subs.vtt', 'subs.srt',
         'data.tsv', 'image.svgz', 'weird.tar.Z', 'x.txz', 'dir/sub/file.csv',
         '/abs/path/Report.PDF', 'https://example.com/static/app.css',
         'https://example.com/a.html?query=1', 'archive.unknown.gz', '.bashrc']
for name in names:
    print('%-38s %r' % (name, mimetypes.guess_type(name)))
print(mimetypes.guess_type('pic.webp', strict=False), mimetypes.guess_type('doc.rtf', strict=False))

types = ['text/plain', 'text/html', 'application/json', 'image/png', 'image/jpeg',
         'image/gif', 'application/pdf', 'application/zip', 'text/css',
         'text/csv', 'image/svg+xml', 'audio/mpeg', 'video/mp4', 'text/x-python',
         'application/x-tar', 'application/octet-stream', 'IMAGE/PNG',
         'application/x-no-such-type', 'text/markdown', 'image/webp',
         'font/woff2', 'application/wasm', 'application/msword']
for t in types:
    print('%-28s %r' % (t, mimetypes.guess_extension(t)))
print(mimetypes.guess_all_extensions('image/tiff'))
print(mimetypes.guess_all_extensions('video/quicktime'), mimetypes.guess_all_extensions('audio/x-aiff'))
print(mimetypes.guess_all_extensions('application/pdf', strict=False))
print(mimetypes.guess_all_extensions('application/x-no-such-type'))
