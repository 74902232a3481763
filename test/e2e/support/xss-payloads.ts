/**
 * Representative filter-evasion payloads (after the OWASP XSS Filter Evasion Cheat Sheet). Each one, if it
 * ever runs, calls `window.__xss()`, which the stored-XSS test counts. Stored as admin-editable content.
 */
const CALL = 'window.__xss()';
const CALL_BASE64 = Buffer.from(`<script>${CALL}</script>`).toString('base64');
const CALL_ENTITIES = [...CALL].map((c) => `&#${c.charCodeAt(0)};`).join('');
const CALL_HEX_ENTITIES = [...CALL].map((c) => `&#x${c.charCodeAt(0).toString(16)};`).join('');
const CALL_CHARCODES = [...CALL].map((c) => c.charCodeAt(0)).join(',');

export const XSS_PAYLOADS: readonly string[] = [
  // script tags: plain, case mixes, broken-up, encodings
  `<script>${CALL}</script>`,
  `<ScRiPt>${CALL}</sCrIpT>`,
  `<SCRIPT SRC=data:text/javascript,${CALL}></SCRIPT>`,
  `<script/xss>${CALL}</script>`,
  `<<script>${CALL};//<</script>`,
  `<scr<script>ipt>${CALL}</scr</script>ipt>`,
  `<script>eval(String.fromCharCode(${CALL_CHARCODES}))</script>`,
  `%3Cscript%3E${CALL}%3C%2Fscript%3E`,
  `&lt;script&gt;${CALL}&lt;/script&gt;`,
  `\u003cscript\u003e${CALL}\u003c/script\u003e`,
  // event handlers
  `<img src=x onerror=${CALL}>`,
  `<IMG SRC=x OnErRoR="${CALL}">`,
  `<img src=x onerror="${CALL_ENTITIES}">`,
  `<img src="x" onerror=&#x77;indow.__xss()>`,
  `<img """><script>${CALL}</script>">`,
  `<svg onload=${CALL}>`,
  `<svg><script>${CALL}</script></svg>`,
  `<svg><animate onbegin=${CALL} attributeName=x dur=1s>`,
  `<body onload=${CALL}>`,
  `<details open ontoggle=${CALL}>`,
  `<input autofocus onfocus=${CALL}>`,
  `<video><source onerror=${CALL}></video>`,
  `<marquee onstart=${CALL}>x</marquee>`,
  `<math><mtext><table><mglyph><style><img src=x onerror=${CALL}>`,
  `<math href="javascript:${CALL}">click</math>`,
  // javascript: and data: URLs
  `<a href="javascript:${CALL}">link</a>`,
  `<a href="jav&#x09;ascript:${CALL}">link</a>`,
  `<a href="JaVaScRiPt:${CALL_HEX_ENTITIES}">link</a>`,
  `<a href=" &#14;  javascript:${CALL}">link</a>`,
  `<a href="data:text/html;base64,${CALL_BASE64}">link</a>`,
  `javascript:${CALL}`,
  `jav\tascript:${CALL}`,
  `data:text/html;base64,${CALL_BASE64}`,
  // links that leave the site while looking like site paths (a browser reads them as //evil.example)
  '<a href="//evil.example/x">link</a>',
  '<a href="/\\evil.example/x">link</a>',
  '<a href="/&#x09;/evil.example/x">link</a>',
  // frames, objects, meta
  `<iframe srcdoc="<script>parent.__xss()</script>"></iframe>`,
  `<iframe src="javascript:parent.__xss()"></iframe>`,
  `<object data="data:text/html;base64,${CALL_BASE64}"></object>`,
  `<embed src="data:text/html;base64,${CALL_BASE64}">`,
  `<meta http-equiv="refresh" content="0;url=javascript:${CALL}">`,
  // attribute breakouts
  `"><script>${CALL}</script>`,
  `'><img src=x onerror=${CALL}>`,
  `" onmouseover="${CALL}" autofocus onfocus="${CALL}`,
  `</textarea></title></style><script>${CALL}</script>`,
  // style and expression
  `<div style="background:url(javascript:${CALL})">x</div>`,
  `<div style="width:expression(${CALL})">x</div>`,
  `<style>@import 'javascript:${CALL}';</style>`,
  `<link rel=stylesheet href="javascript:${CALL}">`,
  `<form><button formaction=javascript:${CALL}>x</button></form>`,
  `<base href="javascript:${CALL}//">`,
];

/** The payloads that are addresses on their own (for link fields). */
export const XSS_URLS: readonly string[] = XSS_PAYLOADS.filter((p) => /^(jav|data:)/i.test(p));
