/**
 * Script vectors for HTML fields of hostile API answers. Each one, if it ever ran, would call
 * `top.__ran(name)`; `{n}` is replaced by the vector's name. Written for this harness.
 */
export const SCRIPT_VECTORS: readonly string[] = [
  '<script>top.__ran("{n}")</script>',
  '<img src="x:" onerror="top.__ran(\'{n}\')">',
  '<img src=x: onerror=top.__ran("{n}")//',
  '<svg onload="top.__ran(\'{n}\')"></svg>',
  '<svg><script>top.__ran("{n}")</script></svg>',
  '<svg><animate onbegin="top.__ran(\'{n}\')" attributeName="x" dur="1s"></animate></svg>',
  '<iframe srcdoc="<script>parent.__ran(\'{n}\')</script>"></iframe>',
  '<iframe src="javascript:parent.__ran(\'{n}\')"></iframe>',
  '<object data="javascript:top.__ran(\'{n}\')"></object>',
  '<embed src="javascript:top.__ran(\'{n}\')">',
  '<a href="javascript:top.__ran(\'{n}\')">link</a>',
  '<a href="  JaVaScRiPt:top.__ran(\'{n}\')">spaced link</a>',
  '<a href="java&#x09;script:top.__ran(\'{n}\')">entity link</a>',
  '<a href="data:text/html,<script>top.__ran(\'{n}\')</script>">data link</a>',
  '<a href="vbscript:top.__ran(\'{n}\')">vb link</a>',
  '<details open ontoggle="top.__ran(\'{n}\')">x</details>',
  '<body onload="top.__ran(\'{n}\')">',
  '<input autofocus onfocus="top.__ran(\'{n}\')">',
  '<video><source onerror="top.__ran(\'{n}\')"></video>',
  '<audio src="x:" onerror="top.__ran(\'{n}\')"></audio>',
  '<form action="javascript:top.__ran(\'{n}\')"><button>go</button></form>',
  '<button formaction="javascript:top.__ran(\'{n}\')">go</button>',
  '<meta http-equiv="refresh" content="0;url=javascript:top.__ran(\'{n}\')">',
  '<style>@import "javascript:top.__ran(\'{n}\')";</style>',
  '<div style="background:url(javascript:top.__ran(\'{n}\'))">style</div>',
  '<noscript><p title="</noscript><img src=x: onerror=top.__ran(\'{n}\')>"></noscript>',
  '<math><mtext><table><mglyph><style><img src=x: onerror=top.__ran(\'{n}\')>',
  '<svg></p><style><a id="</style><img src=x: onerror=top.__ran(\'{n}\')>">',
  '<template><img src=x: onerror=top.__ran(\'{n}\')></template>',
  '<textarea><img src=x: onerror=top.__ran(\'{n}\')></textarea>',
  '<title><img src=x: onerror=top.__ran(\'{n}\')></title>',
  '<xmp><img src=x: onerror=top.__ran(\'{n}\')></xmp>',
  '<!--<img src=x: onerror=top.__ran(\'{n}\')>-->',
  '<![CDATA[<img src=x: onerror=top.__ran(\'{n}\')>]]>',
  '<img src="x:" alt="`<img src=x: onerror=top.__ran(\'{n}\')>`">',
  '<a href="#" onclick="top.__ran(\'{n}\')">click</a>',
  '<div onmouseover="top.__ran(\'{n}\')">hover</div>',
  '<marquee onstart="top.__ran(\'{n}\')">m</marquee>',
  '<base href="javascript:top.__ran(\'{n}\')//"><a href="x">base</a>',
  '<link rel="import" href="data:text/html,<script>top.__ran(\'{n}\')</script>">',
];

/** The vectors with their names filled in: `v0`, `v1`... */
export function namedVectors(): { name: string; html: string }[] {
  return SCRIPT_VECTORS.map((vector, i) => ({ name: `v${i}`, html: vector.replaceAll('{n}', `v${i}`) }));
}
