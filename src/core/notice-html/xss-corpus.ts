/**
 * Hostile notice content for the sanitiser's test (tests/e2e/overlay.spec.ts, in Chromium: DOMPurify
 * does not support happy-dom, which mangles its output, so no DOM emulation stands in). Every payload, if
 * it ran, would set `XSS_FLAG` on the top window.
 */
export const XSS_FLAG = '__xssHit';
const RUN = `top.${XSS_FLAG}=1`;
const RUN_ENCODED = [...RUN].map((c) => `&#${c.charCodeAt(0)};`).join('');

export const XSS_CORPUS: ReadonlyArray<{ name: string; html: string }> = [
  { name: 'script tag', html: `<p>hi</p><script>${RUN}</script>` },
  { name: 'script src data', html: `<script src="data:text/javascript,${RUN}"></script>` },
  { name: 'split script tag', html: `<scr<script>ipt>${RUN}</scr</script>ipt>` },
  { name: 'img onerror', html: `<img src=x onerror="${RUN}">` },
  { name: 'img onerror, no quotes, slashes', html: `<img/src/onerror=${RUN}>` },
  { name: 'img onerror, entity-encoded code', html: `<img src=x onerror="${RUN_ENCODED}">` },
  { name: 'img onload of a real image', html: `<img src="/favicon.svg" onload="${RUN}">` },
  { name: 'javascript: link', html: `<a href="javascript:${RUN}">tap</a>` },
  { name: 'javascript: link, entity-obfuscated', html: `<a href="&#106;avascript&colon;${RUN}">tap</a>` },
  { name: 'javascript: link, tab and case', html: `<a href="  JaVa&#09;ScRiPt:${RUN}">tap</a>` },
  { name: 'data: html link', html: `<a href="data:text/html,<script>${RUN}</script>">tap</a>` },
  { name: 'svg onload', html: `<svg onload="${RUN}"><circle r=5 /></svg>` },
  { name: 'svg animate onbegin', html: `<svg><animate onbegin="${RUN}" attributeName=x dur=1s /></svg>` },
  { name: 'svg script', html: `<svg><script>${RUN}</script></svg>` },
  { name: 'iframe srcdoc', html: `<iframe srcdoc="<script>${RUN}</script>"></iframe>` },
  { name: 'iframe javascript src', html: `<iframe src="javascript:${RUN}"></iframe>` },
  { name: 'object data', html: `<object data="javascript:${RUN}"></object>` },
  { name: 'embed src', html: `<embed src="data:text/html,<script>${RUN}</script>">` },
  { name: 'details ontoggle', html: `<details open ontoggle="${RUN}"><summary>x</summary></details>` },
  { name: 'body onload', html: `<body onload="${RUN}">` },
  { name: 'input autofocus onfocus', html: `<input autofocus onfocus="${RUN}">` },
  { name: 'video source onerror', html: `<video><source onerror="${RUN}"></video>` },
  { name: 'audio onerror', html: `<audio src=x onerror="${RUN}"></audio>` },
  { name: 'marquee onstart', html: `<marquee onstart="${RUN}">x</marquee>` },
  {
    name: 'style tag expression and import',
    html: `<style>@import "javascript:${RUN}";p{x:expression(${RUN})}</style>`,
  },
  {
    name: 'style attribute expression',
    html: `<p style="width:expression(${RUN});background:url(javascript:${RUN})">x</p>`,
  },
  { name: 'meta refresh', html: `<meta http-equiv="refresh" content="0;url=javascript:${RUN}">` },
  { name: 'base href', html: `<base href="javascript:${RUN}//"><a href="x">x</a>` },
  { name: 'form action', html: `<form action="javascript:${RUN}"><button>go</button></form>` },
  { name: 'button formaction', html: `<button formaction="javascript:${RUN}">go</button>` },
  { name: 'template content', html: `<template><img src=x onerror="${RUN}"></template>` },
  { name: 'mXSS noscript title', html: `<noscript><p title="</noscript><img src=x onerror=${RUN}>"></noscript>` },
  {
    name: 'mXSS math mglyph style',
    html: `<math><mtext><table><mglyph><style><img src=x onerror=${RUN}></style></mglyph></table></mtext></math>`,
  },
  { name: 'mXSS svg p style', html: `<svg></p><style><a id="</style><img src=1 onerror=${RUN}>">` },
  {
    name: 'mXSS form nesting',
    html: `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${RUN}>`,
  },
  { name: 'mXSS textarea', html: `<textarea><img title="</textarea><img src=x onerror=${RUN}>"></textarea>` },
  { name: 'comment breakout', html: `<!--><img src=x onerror=${RUN}>-->` },
  { name: 'DOM clobbering', html: `<img name="getElementById"><form id="location"></form><a id="__xssHit">x</a>` },
];
