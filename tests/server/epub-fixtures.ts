/**
 * EPUBs shaped like what three common generators write, built here so that the tests show what
 * they hold: html-to-epub (EPUB 3: nav document in the spine with its landmarks, NCX, one XHTML
 * per chapter with the title repeated as <h1>), Calibre (EPUB 2: NCX only, nested, chapters at
 * anchors and one chapter split over two files, the description as escaped HTML) and Pandoc
 * (EPUB 3: title page, nav with anchors, refined title and roles, a cover image).
 */
import { strToU8, zipSync } from 'fflate';

type Files = Record<string, string | Uint8Array>;

/** mimetype first and stored, as the EPUB container requires. */
export const epub = (files: Files) =>
  zipSync({
    mimetype: [strToU8('application/epub+zip'), { level: 0 }],
    'META-INF/container.xml': strToU8(
      `<?xml version="1.0"?><container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container"><rootfiles><rootfile full-path="${files['#opf'] ?? 'OEBPS/content.opf'}" media-type="application/oebps-package+xml"/></rootfiles></container>`,
    ),
    ...Object.fromEntries(
      Object.entries(files)
        .filter(([name]) => name !== '#opf')
        .map(([name, data]) => [name, typeof data === 'string' ? strToU8(data) : data]),
    ),
  });

const xhtml = (title: string, body: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" lang="zh-CN">
<head><meta charset="UTF-8" /><title>${title}</title><link rel="stylesheet" type="text/css" href="style.css" /></head>
<body>
${body}
</body>
</html>`;

export const HTML_TO_EPUB_CHAPTERS = [
  { title: '第一章 雨夜', paragraphs: ['雨下了一整夜。', '他在窗前等人，一直等到天亮。'] },
  { title: '第二章 天晴', paragraphs: ['天终于晴了。', '鸟儿在叫。'] },
  { title: '第三章 远行', paragraphs: ['他背起行囊，走出了小镇。'] },
];

/** html-to-epub 5 (epub-gen's successor): the nav document sits in the spine before the chapters. */
export function htmlToEpub({ description }: { description?: string } = {}) {
  const chapters = HTML_TO_EPUB_CHAPTERS.map((c, i) => ({ ...c, href: `${i}_chapter-${i + 1}.xhtml` }));
  return epub({
    'OEBPS/content.opf': `<?xml version="1.0" encoding="UTF-8"?>
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="BookId" xml:lang="zh-CN">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:identifier id="BookId">urn:uuid:1234</dc:identifier>
    <dc:title>雨夜 &amp; 晴天</dc:title>
    <meta property="dcterms:title" id="meta-title">雨夜 &amp; 晴天</meta>
    <dc:language>zh-CN</dc:language>
    <dc:creator id="creator">作者丙</dc:creator>
    <meta refines="#creator" property="file-as">作者丙</meta>
    ${description ? `<dc:description>${description}</dc:description>` : ''}
    <meta name="generator" content="epub-gen" />
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml" />
    <item id="toc" href="toc.xhtml" media-type="application/xhtml+xml" properties="nav" />
    <item id="css" href="style.css" media-type="text/css" />
    ${chapters.map((c, i) => `<item id="content_${i}_item_${i}" href="${c.href}" media-type="application/xhtml+xml" />`).join('\n    ')}
  </manifest>
  <spine toc="ncx">
    <itemref idref="toc" />
    ${chapters.map((_, i) => `<itemref idref="content_${i}_item_${i}" />`).join('\n    ')}
  </spine>
  <guide><reference type="text" title="Table of Content" href="toc.xhtml" /></guide>
</package>`,
    'OEBPS/toc.xhtml': xhtml(
      '雨夜 &amp; 晴天',
      `<h1 class="h1">目录</h1>
<nav id="toc" epub:type="toc">
  <ol>
    ${chapters.map((c) => `<li class="table-of-content"><a href="${c.href}">${c.title}</a></li>`).join('\n    ')}
  </ol>
</nav>
<nav epub:type="landmarks" hidden="hidden">
  <h2>Guide</h2>
  <ol>
    <li><a epub:type="toc" href="#toc">Table of Contents</a></li>
    <li><a epub:type="bodymatter" href="${chapters[0]?.href}">Start of Content</a></li>
  </ol>
</nav>`,
    ),
    'OEBPS/toc.ncx': `<?xml version="1.0" encoding="UTF-8"?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1">
  <head><meta name="dtb:uid" content="1234" /></head>
  <docTitle><text>雨夜 &amp; 晴天</text></docTitle>
  <navMap>
    <navPoint id="toc" playOrder="0" class="chapter"><navLabel><text>目录</text></navLabel><content src="toc.xhtml" /></navPoint>
    ${chapters
      .map(
        (c, i) =>
          `<navPoint id="content_${i}" playOrder="${i + 1}" class="chapter"><navLabel><text>${i + 1}. ${c.title}</text></navLabel><content src="${c.href}" /></navPoint>`,
      )
      .join('\n    ')}
  </navMap>
</ncx>`,
    'OEBPS/style.css': '.h1 { text-align: center; }',
    ...Object.fromEntries(
      chapters.map((c) => [
        `OEBPS/${c.href}`,
        xhtml(c.title, `<h1>${c.title}</h1>\n${c.paragraphs.map((p) => `<p>${p}</p>`).join('\n')}`),
      ]),
    ),
  });
}

/** Calibre's EPUB 2 output: OPF at the top, NCX with a volume holding chapters at anchors, split files. */
export function calibreEpub() {
  return epub({
    '#opf': 'content.opf',
    'content.opf': `<?xml version='1.0' encoding='utf-8'?>
<package xmlns="http://www.idpf.org/2007/opf" unique-identifier="uuid_id" version="2.0">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf" xmlns:calibre="http://calibre.kovidgoyal.net/2009/metadata">
    <dc:title>江湖夜雨</dc:title>
    <dc:creator opf:file-as="甲, 作者" opf:role="aut">作者甲</dc:creator>
    <dc:contributor opf:file-as="calibre" opf:role="bkp">calibre (7.0.0) [https://calibre-ebook.com]</dc:contributor>
    <dc:description>&lt;div&gt;&lt;p&gt;一个少年的江湖。&lt;/p&gt;&lt;p&gt;刀光&amp;amp;剑影&amp;hellip;&lt;/p&gt;&lt;/div&gt;</dc:description>
    <dc:subject>武侠</dc:subject>
    <dc:subject>江湖</dc:subject>
    <dc:language>zh</dc:language>
    <meta name="cover" content="cover"/>
  </metadata>
  <manifest>
    <item href="cover.jpeg" id="cover" media-type="image/jpeg"/>
    <item href="titlepage.xhtml" id="titlepage" media-type="application/xhtml+xml"/>
    <item href="text/part0000.html" id="id3" media-type="application/xhtml+xml"/>
    <item href="text/part0001_split_000.html" id="id2" media-type="application/xhtml+xml"/>
    <item href="text/part0001_split_001.html" id="id1" media-type="application/xhtml+xml"/>
    <item href="toc.ncx" id="ncx" media-type="application/x-dtbncx+xml"/>
  </manifest>
  <spine toc="ncx">
    <itemref idref="titlepage"/>
    <itemref idref="id3"/>
    <itemref idref="id2"/>
    <itemref idref="id1"/>
  </spine>
  <guide><reference href="titlepage.xhtml" title="Cover" type="cover"/></guide>
</package>`,
    'toc.ncx': `<?xml version='1.0' encoding='utf-8'?>
<ncx xmlns="http://www.daisy.org/z3986/2005/ncx/" version="2005-1" xml:lang="zh">
  <head><meta content="uuid" name="dtb:uid"/><meta content="2" name="dtb:depth"/></head>
  <docTitle><text>江湖夜雨</text></docTitle>
  <navMap>
    <navPoint id="v1" playOrder="1">
      <navLabel><text>第一卷 少年</text></navLabel>
      <content src="text/part0000.html"/>
      <navPoint id="c1" playOrder="2"><navLabel><text>第一章 启程</text></navLabel><content src="text/part0000.html#ch1"/></navPoint>
      <navPoint id="c2" playOrder="3"><navLabel><text>第二章 相遇</text></navLabel><content src="text/part0000.html#ch2"/></navPoint>
    </navPoint>
    <navPoint id="c3" playOrder="4"><navLabel><text>第三章 风暴</text></navLabel><content src="text/part0001_split_000.html"/></navPoint>
  </navMap>
</ncx>`,
    'titlepage.xhtml': `<?xml version='1.0' encoding='utf-8'?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>Cover</title><style type="text/css">@page {padding: 0pt; margin:0pt}</style></head>
<body><div><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" version="1.1" width="100%" height="100%" viewBox="0 0 600 800"><image width="600" height="800" xlink:href="cover.jpeg"/></svg></div></body></html>`,
    'text/part0000.html': `<?xml version='1.0' encoding='utf-8'?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>江湖夜雨</title><link href="../stylesheet.css" rel="stylesheet" type="text/css"/></head>
<body class="calibre">
<h2 class="calibre3" id="ch1">第一章 启程</h2>
<p class="calibre1">少年离开了<span class="calibre2">村庄</span>&hellip;&#8212;没有回头。</p>
<p class="calibre1">&nbsp;&nbsp;路很长。</p>
<div class="calibre4"><h2 class="calibre3"><a id="ch2"></a>第二章 相遇</h2></div>
<p class="calibre1">他在渡口遇见了她。</p>
</body></html>`,
    'text/part0001_split_000.html': `<?xml version='1.0' encoding='utf-8'?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>江湖夜雨</title></head>
<body class="calibre"><h2 class="calibre3">第三章 风暴</h2><p class="calibre1">风暴来了，前半夜。</p></body></html>`,
    'text/part0001_split_001.html': `<?xml version='1.0' encoding='utf-8'?>
<html xmlns="http://www.w3.org/1999/xhtml"><head><title>江湖夜雨</title></head>
<body class="calibre"><p class="calibre1">风暴停了，后半夜。</p></body></html>`,
  });
}

/** Pandoc 3's EPUB 3: a title page in the spine, the nav with anchors, roles by refinement, a cover. */
export function pandocEpub(cover: Uint8Array) {
  const section = (id: string, title: string, body: string) =>
    xhtml(title, `<section id="${id}" class="level1">\n<h1>${title}</h1>\n${body}\n</section>`);
  return epub({
    '#opf': 'EPUB/content.opf',
    'EPUB/content.opf': `<?xml version="1.0" encoding="UTF-8"?>
<package version="3.0" xmlns="http://www.idpf.org/2007/opf" unique-identifier="epub-id-1" prefix="ibooks: http://vocabulary.itunes.apple.com/rdf/ibooks/vocabulary-extensions-1.0/">
  <metadata xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:opf="http://www.idpf.org/2007/opf">
    <dc:identifier id="epub-id-1">urn:uuid:5678</dc:identifier>
    <dc:title id="epub-title-1">山海</dc:title>
    <meta refines="#epub-title-1" property="title-type">main</meta>
    <dc:title id="epub-title-2">一部长篇</dc:title>
    <meta refines="#epub-title-2" property="title-type">subtitle</meta>
    <dc:creator id="epub-creator-1">作者丁</dc:creator>
    <meta refines="#epub-creator-1" property="role" scheme="marc:relators">aut</meta>
    <dc:creator id="epub-creator-2">译者戊</dc:creator>
    <meta refines="#epub-creator-2" property="role" scheme="marc:relators">trl</meta>
    <dc:description>山与海之间的故事。
第二段简介。</dc:description>
    <dc:language>zh-CN</dc:language>
    <meta property="dcterms:modified">2026-01-01T00:00:00Z</meta>
  </metadata>
  <manifest>
    <item id="ncx" href="toc.ncx" media-type="application/x-dtbncx+xml" />
    <item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav" />
    <item id="stylesheet1" href="styles/stylesheet1.css" media-type="text/css" />
    <item id="title_page_xhtml" href="text/title_page.xhtml" media-type="application/xhtml+xml" />
    <item id="ch001_xhtml" href="text/ch001.xhtml" media-type="application/xhtml+xml" />
    <item id="ch002_xhtml" href="text/ch002.xhtml" media-type="application/xhtml+xml" />
    <item properties="cover-image" id="cover_png" href="media/file0.png" media-type="image/png" />
  </manifest>
  <spine toc="ncx">
    <itemref idref="title_page_xhtml" linear="yes" />
    <itemref idref="nav" />
    <itemref idref="ch001_xhtml" />
    <itemref idref="ch002_xhtml" />
  </spine>
</package>`,
    'EPUB/nav.xhtml': xhtml(
      '山海',
      `<nav epub:type="toc" role="doc-toc" id="toc">
<h1 id="toc-title">目录</h1>
<ol class="toc">
<li id="toc-li-1"><a href="text/ch001.xhtml#%E7%AC%AC%E4%B8%80%E7%AB%A0">第一章 入山</a></li>
<li id="toc-li-2"><a href="text/ch002.xhtml#第二章">第二章 出海</a></li>
</ol>
</nav>
<nav epub:type="landmarks" id="landmarks" hidden="hidden">
<ol>
<li><a href="text/title_page.xhtml" epub:type="titlepage">Title Page</a></li>
<li><a href="#toc" epub:type="toc">Table of Contents</a></li>
</ol>
</nav>`,
    ),
    'EPUB/toc.ncx': `<?xml version="1.0" encoding="UTF-8"?>
<ncx version="2005-1" xmlns="http://www.daisy.org/z3986/2005/ncx/"><head></head><docTitle><text>山海</text></docTitle>
<navMap>
<navPoint id="navPoint-0"><navLabel><text>山海</text></navLabel><content src="text/title_page.xhtml" /></navPoint>
<navPoint id="navPoint-1"><navLabel><text>第一章 入山</text></navLabel><content src="text/ch001.xhtml#第一章" /></navPoint>
<navPoint id="navPoint-2"><navLabel><text>第二章 出海</text></navLabel><content src="text/ch002.xhtml#第二章" /></navPoint>
</navMap></ncx>`,
    'EPUB/styles/stylesheet1.css': 'body { margin: 5%; }',
    'EPUB/media/file0.png': cover,
    'EPUB/text/title_page.xhtml': xhtml(
      '山海',
      '<section epub:type="titlepage" class="titlepage"><h1 class="title">山海</h1><p class="subtitle">一部长篇</p><p class="author">作者丁</p></section>',
    ),
    'EPUB/text/ch001.xhtml': section(
      '第一章',
      '第一章 入山',
      `<p>清晨，他走进
山里。<img src="../media/file0.png" alt="插图" /></p>
<script>document.body.innerHTML = '被执行了';</script>
<style>p { color: red; }</style>
<p><ruby>汉<rt>hàn</rt></ruby>字写在石头上：&lt;山&gt; &amp; 海。<br />第二行。</p>
<p><span epub:type="pagebreak" id="page12" title="12">12</span>山路很陡。</p>`,
    ),
    'EPUB/text/ch002.xhtml': section('第二章', '第二章 出海', '<p>海风吹来。</p>\n<pre>一行\n二行</pre>'),
  });
}
