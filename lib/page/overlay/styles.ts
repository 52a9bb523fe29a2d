/**
 * The overlay's stylesheet, inside its closed shadow root. `:host` rules marked !important win
 * over any page rule, even an !important one (inner shadow context wins for important
 * declarations), and `all: initial` stops inherited page fonts and colours at the host.
 * Colours are the Okabe–Ito palette (safe for the common colour-vision deficiencies), and every
 * state also differs by line style or fill; read-only is a hatch plus a corner flag.
 */

// Per state: its colour (--c) and, where they differ from the defaults on .layer (white, solid),
// the text colour on a chip of it (--on) and its line style (--ls). Empty and missing also tint
// the box (--f).
const STATE_RULES =
  '.s-delivered{--c:#009E73}' +
  '.s-approved{--c:#0072B2}' +
  '.s-edited{--c:#E69F00;--on:#1f2328}' +
  '.s-machine_translated{--c:#CC79A7;--on:#1f2328;--ls:dotted}' +
  '.s-empty{--c:#D55E00}' +
  '.s-missing{--c:#3b3b3b;--ls:double}' +
  '.s-locked{--c:#56B4E9;--on:#1f2328}' +
  '.s-not_target{--c:#6e7781;--ls:dashed}' +
  '.s-loading{--c:#afb8c1;--on:#1f2328;--ls:dotted}' +
  '.s-empty,.s-missing{--f:color-mix(in srgb,var(--c) 13%,transparent)}';

// Chromium only (the extension's browser): its system-ui is the platform's UI font.
const FONT = 'system-ui,sans-serif';
const MONO = 'Menlo,Consolas,"DejaVu Sans Mono",monospace';
const HATCH =
  'repeating-linear-gradient(135deg,color-mix(in srgb,var(--c) 35%,transparent) 0 1px,transparent 1px 8px)';

/** The stylesheet: one rule (or part of a long one) per line, joined without whitespace. */
function overlayCss(zIndex: number): string {
  return (
    `:host{all:initial!important;display:block!important;position:fixed!important;` +
    `inset:0!important;z-index:${zIndex}!important;pointer-events:none!important;` +
    `contain:strict!important;overflow:hidden!important;visibility:visible!important;` +
    `opacity:1!important;transform:none!important}` +
    `*{box-sizing:border-box}` +
    `[hidden]{display:none!important}` +
    STATE_RULES +
    `.boxes{position:absolute;inset:0;will-change:transform}` +
    `.layer{--mono:${MONO};--on:#fff;--ls:solid;position:absolute;inset:0;font:13px/1.45 ${FONT};` +
    `color:#1f2328;-webkit-font-smoothing:antialiased}` +
    `.box{position:absolute;left:0;top:0;border-radius:3px;outline:2px var(--ls) var(--c);` +
    `outline-offset:1px;background-color:var(--f,transparent);` +
    `box-shadow:0 0 0 4px rgb(255 255 255/.55)}` +
    `.box.s-missing{outline-width:3px}` +
    `.box.ro{background-image:${HATCH}}` +
    `:is(.ro-outline,.ro-off) .box.ro{background-image:none}.ro-off .box.ro::after{display:none}` +
    `.box.ro::after{content:"";position:absolute;top:-3px;right:-3px;` +
    `border:5px solid transparent;border-top-color:var(--c);border-right-color:var(--c);` +
    `border-top-right-radius:3px}` +
    `.box.hov{outline-width:3px;background-color:color-mix(in srgb,var(--c) 12%,transparent)}` +
    `.box.sel{outline-width:3px;animation:ll-pulse 1.1s ease-out 3}` +
    `@keyframes ll-pulse{0%{box-shadow:0 0 0 0 color-mix(in srgb,var(--c) 60%,transparent)}` +
    `100%{box-shadow:0 0 0 14px color-mix(in srgb,var(--c) 0%,transparent)}}` +
    `@media (prefers-reduced-motion:reduce){.box.sel{animation:none;` +
    `box-shadow:0 0 0 5px color-mix(in srgb,var(--c) 40%,transparent)}}` +
    `.badge{position:absolute;right:-3px;bottom:100%;margin-bottom:3px;padding:0 5px;` +
    `border-radius:3px;font:600 10px/15px var(--mono);background:var(--c);color:var(--on);` +
    `white-space:nowrap;transform:translateY(calc(var(--k,0) * -17px))}` +
    `.sw{display:inline-block;flex:none;width:16px;height:12px;border-radius:3px;` +
    `border:2px var(--ls) var(--c);background-color:var(--f,transparent)}` +
    `.sw.s-missing{border-width:3px}` +
    `.sw.ro{--c:#57606a;background-image:${HATCH}}` +
    `.panel{position:absolute;pointer-events:auto;background:#fff;color:#1f2328;` +
    `border:1px solid #d0d7de;border-radius:10px;` +
    `box-shadow:0 8px 24px rgb(31 35 40/.18),0 1px 3px rgb(31 35 40/.12)}` +
    `button{all:unset;box-sizing:border-box;cursor:pointer;font:inherit;border-radius:6px}` +
    `button:focus-visible{outline:2px solid #0969da;outline-offset:2px}` +
    `.legend{right:12px;bottom:12px;min-width:216px;max-width:280px;padding:4px}` +
    `.legend.collapsed{min-width:0}.legend.left{right:auto;left:12px}` +
    `.legend.none:not(.down),.collapsed .note{display:none}` +
    `.pv{padding:0 6px;border:1px solid}` +
    `.note{display:flex;margin:0;padding:2px 8px;font-size:11px;color:#57606a}.mv{margin-left:auto;padding:0 6px}` +
    `.down .rows,.down .total{display:none}.problem{margin:0;padding:4px 8px 6px;color:#953800}` +
    `.lhead{display:flex;align-items:center;gap:8px;width:100%;padding:6px 8px;font-weight:600}` +
    `.lhead:hover{background:#f6f8fa}` +
    `.total{margin-left:auto;padding:0 7px;border-radius:10px;background:#eaeef2;` +
    `font-size:12px;font-weight:600}` +
    `.chev{width:8px;height:8px;margin:0 4px 0 2px;border-right:2px solid #57606a;` +
    `border-bottom:2px solid #57606a;transform:translateY(-2px) rotate(45deg)}` +
    `.collapsed .chev{transform:translateY(2px) rotate(-135deg)}` +
    `.rows{margin:0;padding:2px 0 4px;list-style:none;border-top:1px solid #eaeef2}` +
    `.row{display:flex;align-items:center;gap:10px;padding:3px 8px}` +
    `.row.zero{display:none}` +
    `.row.ro-row{margin-top:4px;padding-top:6px;border-top:1px solid #eaeef2}` +
    `.n{margin-left:auto;font-variant-numeric:tabular-nums;font-weight:600}` +
    `.card{left:0;top:0;width:320px;overflow:auto;padding:12px 14px}` +
    `.chead{display:flex;align-items:center;gap:8px;font-weight:600}` +
    `.chip{margin-left:auto;padding:1px 8px;border-radius:10px;font-size:11px;font-weight:600;` +
    `background:#fff1e5;color:#953800;border:1px solid #ffd8b5}` +
    `.key{margin-top:8px;font:600 12px/1.4 var(--mono);color:#0550ae;overflow-wrap:anywhere}` +
    `.text{margin-top:6px;padding:6px 8px;border-radius:6px;background:#f6f8fa;` +
    `white-space:pre-wrap;overflow-wrap:anywhere;max-height:7.5em;overflow:hidden}` +
    `.text.none{color:#8c959f;font-style:italic}` +
    `.meta{display:grid;grid-template-columns:auto 1fr;gap:2px 12px;margin:8px 0 0;` +
    `font-size:12px}` +
    `.meta dt{color:#57606a}` +
    `.meta dd{margin:0}` +
    `.amb{margin-top:8px;font-size:12px;font-weight:600;color:#953800}` +
    `.pref{margin-top:2px;font-size:12px;color:#59636e}` +
    `.cands{margin:4px 0 0;padding-left:18px;font:12px/1.5 var(--mono)}` +
    `.why{margin-top:10px;padding:8px 10px;border-radius:6px;background:#fff8f0;` +
    `border-left:4px solid #bc4c00;font-size:12px}` +
    `.why b{display:block;color:#953800;margin-bottom:2px}` +
    `.actions{display:flex;align-items:center;gap:10px;margin-top:12px}` +
    `.select{padding:5px 14px;background:#1f883d;color:#fff;font-weight:600}` +
    `.select:hover{background:#1a7f37}` +
    `.hint{color:#57606a;font-size:12px}`
  );
}

/**
 * The sheet as the background sends it with the lens's start state (the content script, which
 * every page pays for, carries no stylesheet): the host above everything, at the largest 32-bit
 * z-index.
 */
export const OVERLAY_CSS = overlayCss(2147483647);
