import type { StoreView } from './types';

export interface Theme {
  id: number;
  name: string;
  /** Header style: a coloured bar with search, a centred masthead, or a dark floating bar. */
  header: 'bar' | 'masthead' | 'floating';
  css: (store: StoreView) => string;
}

const base = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;-webkit-font-smoothing:antialiased}
img{max-width:100%;height:auto;display:block}
[hidden]{display:none!important}
a{color:inherit}
.wrap{max-width:1180px;margin:0 auto;padding:0 20px}
.sr{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}
.grid{display:grid;gap:24px;grid-template-columns:repeat(auto-fill,minmax(220px,1fr))}
.card a{text-decoration:none}
.card .img{aspect-ratio:1/1;overflow:hidden;background:#eee}
.card .img img{width:100%;height:100%;object-fit:cover;transition:transform .3s}
.card .img>div{width:100%;height:100%}
.card:hover .img img{transform:scale(1.04)}
.price s{margin-left:8px;font-weight:400}
form:has(>.suggest){position:relative}
.suggest{position:absolute;z-index:20;top:100%;left:0;right:0;margin:4px 0 0;padding:4px 0;list-style:none;background:#fff;color:#111;border:1px solid #c9c9c9;box-shadow:0 6px 18px rgba(0,0,0,.12);text-align:left}
.suggest a{display:flex;justify-content:space-between;gap:12px;padding:10px 12px;text-decoration:none}
.suggest [aria-selected=true] a,.suggest a:hover{background:#f1f1f1}
.btn{display:inline-flex;align-items:center;justify-content:center;gap:8px;border:0;cursor:pointer;font:inherit;font-weight:600;padding:13px 22px;text-decoration:none}
.btn[disabled]{opacity:.5;cursor:not-allowed}
.wa{background:#25d366;color:#fff}
.pdp{display:grid;grid-template-columns:1.1fr 1fr;gap:48px;padding:40px 0}
.pdp .thumbs{display:flex;gap:10px;margin-top:10px}
.pdp .thumbs img{width:72px;height:72px;object-fit:cover}
.pdp .main{aspect-ratio:1/1;object-fit:cover;width:100%;height:auto;background:#eee}
.field{display:flex;flex-direction:column;gap:6px;margin-bottom:14px}
.field input,.field select,.field textarea{font:inherit;padding:11px 12px;border:1px solid #c9c9c9;border-radius:inherit;background:#fff;color:#111}
.field .err{color:#c0392b;font-size:.88em}
.dispute{max-width:640px;margin-top:32px}
.row2{display:grid;grid-template-columns:1fr 1fr;gap:14px}
table.lines{width:100%;border-collapse:collapse}
table.lines td,table.lines th{padding:12px 8px;border-bottom:1px solid rgba(127,127,127,.25);text-align:left;vertical-align:middle}
table.lines img{width:56px;height:56px;object-fit:cover}
.qty{width:64px;padding:8px;font:inherit}
.notice{padding:14px 16px;margin:16px 0;border-left:4px solid currentColor}
.currency-bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;padding-top:8px;padding-bottom:8px;font-size:.9em}
.currency-bar form,.fx-note{margin:0}
.currency-bar select,.currency-bar button{font:inherit;padding:5px 10px;border:1px solid #c9c9c9;border-radius:8px;background:#fff;color:#111}
.currency-bar button{cursor:pointer;font-weight:600}
.alert{background:#fdecea;color:#8a1c12;padding:14px 16px;margin:16px 0}
.checkout{display:grid;grid-template-columns:1.4fr 1fr;gap:40px;padding:32px 0}
.summary{padding:22px;align-self:start}
.timeline{list-style:none;padding:0}
.timeline li{padding:8px 0 8px 18px;border-left:2px solid currentColor;margin-left:6px}
.pager{display:flex;gap:12px;justify-content:center;margin:32px 0}
.chips{display:flex;flex-wrap:wrap;gap:10px;margin:18px 0}
.chips a{padding:8px 16px;text-decoration:none}
footer{margin-top:64px;padding:36px 0;font-size:.92em}
footer .wrap{display:flex;flex-wrap:wrap;gap:24px;justify-content:space-between}
.desc p{line-height:1.65}
.toast{position:fixed;right:20px;bottom:20px;padding:14px 18px;background:#111;color:#fff;opacity:0;transition:opacity .2s;pointer-events:none}
.toast.show{opacity:1}
header.site .cart{white-space:nowrap;font-weight:600;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}
header.site .brand{min-width:0}
header.site .name{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.btn,.cart-line button{min-height:44px}
.cart-lines{list-style:none;margin:0;padding:0}
.cart-line{display:grid;grid-template-columns:88px 1fr auto;gap:8px 16px;align-items:center;padding:16px 0;border-bottom:1px solid rgba(127,127,127,.25)}
.cart-line .thumb{width:88px;height:88px;object-fit:cover;background:rgba(127,127,127,.15)}
.cart-line .title{font-weight:600}
.cart-line .total{font-weight:700;text-align:right;white-space:nowrap}
.cart-line form{grid-column:2/4;display:flex;flex-wrap:wrap;gap:8px;align-items:center}
.cart-line .qty{min-height:44px;width:72px}
.cart-line button{font:inherit;padding:0 16px;border:1px solid rgba(127,127,127,.45);background:transparent;color:inherit;cursor:pointer;border-radius:inherit}
.cart-foot{display:flex;flex-wrap:wrap;gap:12px 24px;align-items:center;justify-content:flex-end;margin:20px 0}
.cart-foot .subtotal{font-size:1.2em}
.wa-order{display:flex;flex-direction:column;align-items:flex-end;gap:6px;margin:0 0 20px}
.wa-order .btn.wa{background:#1a7f45;color:#fff;border-color:#1a7f45}
.wa-order .hint{margin:0;font-size:.9em;opacity:.8;text-align:right}
.code-form{margin:20px 0 8px;max-width:100%}
.code-row{display:flex;flex-wrap:wrap;gap:8px}
.code-row input{flex:1 1 10em;min-width:0;width:auto;text-transform:uppercase}
.summary-toggle>summary strong{white-space:nowrap}
.line-discount{font-size:.9em;color:#1f7a4d}
.code-ok{color:#1f7a4d}
table.totals td:last-child,table.totals th:last-child{text-align:right;white-space:nowrap}
table.totals td,table.totals th{overflow-wrap:break-word}
.summary table.lines.totals td[data-shipping],table.totals td[data-shipping]{white-space:normal}
fieldset.delivery{border:0;padding:0;margin:0 0 16px;min-width:0}
.delivery-choice{display:flex;gap:10px;align-items:flex-start;padding:10px 0;border-bottom:1px solid rgba(127,127,127,.25)}
.delivery-choice span{flex:1;min-width:0;overflow-wrap:anywhere}
.consent{display:flex;gap:10px;align-items:flex-start;margin:12px 0;min-height:44px}
.consent input{width:20px;height:20px;flex:none;margin-top:2px}
.cookie-banner{position:fixed;left:12px;right:12px;bottom:12px;z-index:50;max-width:560px;margin:0 auto;background:#fff;color:#1a1a1a;border:1px solid rgba(0,0,0,.15);border-radius:12px;box-shadow:0 8px 30px rgba(0,0,0,.18);padding:14px 16px;font-size:.95rem}
.cookie-banner p{margin:0 0 10px}
.cookie-banner .actions{display:flex;gap:8px;flex-wrap:wrap}
.cookie-banner button{min-height:44px;padding:0 18px;border-radius:8px;font:inherit;cursor:pointer;border:1px solid rgba(0,0,0,.25);background:#fff;color:#1a1a1a}
.cookie-banner button[data-consent=granted]{background:#1a1a1a;color:#fff;border-color:#1a1a1a}
.cookie-settings{background:none;border:0;padding:0;font:inherit;color:inherit;text-decoration:underline;cursor:pointer;min-height:24px}
.checkout .summary{order:2}
.checkout form:has(#f-country option[value="Nigeria"]:checked) .state-other,.checkout form:not(:has(#f-country option[value="Nigeria"]:checked)) .state-ng{display:none}
.summary-toggle>summary{cursor:pointer;font-weight:700;padding:4px 0;min-height:44px;display:flex;align-items:center;justify-content:space-between;gap:12px}
.summary table.lines td:last-child{text-align:right;white-space:nowrap}
.pay{max-width:640px;padding:32px 20px}
.pay .methods{display:grid;gap:12px;margin:20px 0}
.pay .methods form{margin:0}
.pay .methods .btn{width:100%}
.pay .bank{padding:16px;margin:12px 0;border:1px solid rgba(127,127,127,.35)}
.pay .copyable{display:flex;flex-wrap:wrap;align-items:center;gap:4px 12px;margin:8px 0}
.pay .copyable span{flex-basis:100%;font-size:.85em;opacity:.8}
.pay .copyable strong{font-size:1.35em;letter-spacing:.04em;overflow-wrap:anywhere;user-select:all}
.pay .copyable .btn{padding:6px 14px;min-height:44px}
.pay iframe{width:100%;height:560px;border:0;background:#fff}
.pay .marks{display:flex;flex-wrap:wrap;gap:6px;list-style:none;padding:0;margin:12px 0}
.pay .marks li{background:#fff;border:1px solid rgba(127,127,127,.35);border-radius:4px;line-height:0}
.pay .ussd-code{padding:16px;margin:12px 0;border:2px solid currentColor}
.pay .ussd-code .code{font-size:min(2em,7vw);font-weight:700;letter-spacing:.02em;margin:8px 0;overflow-wrap:anywhere;user-select:all}
.share{display:flex;flex-wrap:wrap;gap:10px;margin:14px 0;align-items:center}
.share .btn{font-size:.9em;padding:10px 16px}
.share input{flex:1 1 180px;min-width:0;font:inherit;padding:10px 12px;border:1px solid #c9c9c9;border-radius:inherit;background:#fff;color:#111}
.field input,.field select,.field textarea{min-height:44px;width:100%;max-width:100%}
.qty{min-height:44px}
main{overflow-wrap:anywhere}
header.site form.lang{display:flex;flex:none;order:0;gap:4px;align-items:center;margin:0}
header.site form.lang select,header.site form.lang button{font:inherit;font-size:.9em;min-height:44px;padding:0 8px;border:1px solid rgba(127,127,127,.45);border-radius:8px;background:#fff;color:#111;width:auto}
header.site form.lang select{max-width:8.5em}
header.site form.lang button{display:inline-block;flex:none;cursor:pointer;font-weight:600;text-transform:none;letter-spacing:normal}
header.site .brand:has(+form+nav+form.lang){min-width:6em}
`;

/** The phone layout, after each theme's own rules so that it wins over their desktop sizes. */
const phone = `
@media (max-width:800px){
.pdp,.checkout{grid-template-columns:1fr;gap:24px}
.checkout .summary{order:0}
.grid{grid-template-columns:repeat(2,minmax(0,1fr));gap:14px}
.row2{grid-template-columns:1fr}
.wrap{padding:0 14px}
header.site .wrap{flex-wrap:wrap;height:auto;gap:8px 12px;padding-top:10px;padding-bottom:10px;flex-direction:row;align-items:center}
header.site .brand{flex:1 1 0;font-size:1.15em;margin:0}
header.site .brand img{height:32px;width:32px}
header.site .cart{order:2;flex:none;margin:0}
header.site form{order:3;flex:1 1 100%;min-width:0;display:flex}
header.site input{min-width:0;width:auto;flex:1;min-height:44px}
header.site nav{order:4;flex:1 1 100%;display:flex;gap:18px;overflow-x:auto;white-space:nowrap;padding:0;scrollbar-width:none}
header.site nav a{margin:0;padding:8px 0}
.hero{padding:32px 20px;margin:16px 0;border-radius:14px}
.hero h1{font-size:1.8em}
.pdp{padding:16px 14px}
.pay{padding:20px 14px}
.pdp form .btn{width:100%;margin-bottom:10px}
.cart-line{grid-template-columns:72px 1fr auto}
.cart-line .thumb{width:72px;height:72px}
.cart-line form{grid-column:1/4}
.cart-foot .btn{width:100%}
.wa-order{align-items:stretch}
.wa-order .btn{width:100%}
.wa-order .hint{text-align:left}
.checkout form .btn{width:100%}
.toast{left:14px;right:14px;bottom:14px;text-align:center}
footer .wrap{flex-direction:column}
table.lines td,table.lines th{padding:10px 4px}
}
`;

export const THEMES: Record<number, Theme> = {
  1: {
    id: 1,
    name: 'Soko',
    header: 'bar',
    css: (s) => `${base}
:root{--p:${s.primaryColor};--a:${s.accentColor}}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b1b1b;background:#f6f5f1}
header.site{background:var(--p);color:#fff}
header.site .wrap{display:flex;align-items:center;gap:24px;height:72px}
header.site .brand{font-weight:800;font-size:1.35em;text-decoration:none;display:flex;align-items:center;gap:10px}
header.site .brand img{height:40px;width:40px;border-radius:10px;object-fit:cover;background:#fff}
header.site form{flex:1;display:flex}
header.site input{flex:1;border:0;border-radius:999px 0 0 999px;padding:10px 16px;font:inherit}
header.site form button{border:0;border-radius:0 999px 999px 0;background:var(--a);padding:0 18px;font-weight:700;cursor:pointer}
header.site nav a{color:#fff;text-decoration:none;font-weight:600;margin-left:16px}
header.site .cart{color:#fff}
.badge{background:var(--a);color:#111;border-radius:999px;padding:1px 8px;font-size:.8em;margin-left:4px}
.hero{background:linear-gradient(120deg,var(--p),color-mix(in srgb,var(--p) 55%,#000));color:#fff;border-radius:20px;margin:28px 0;padding:56px 48px;background-size:cover;background-position:center}
.hero h1{font-size:2.6em;margin:0 0 10px}
.hero p{font-size:1.15em;max-width:560px;opacity:.92}
.card{background:#fff;border-radius:16px;overflow:hidden;box-shadow:0 1px 3px rgba(0,0,0,.08)}
.card .body{padding:14px 16px 18px}
.card h3{font-size:1em;margin:0 0 6px}
.price{color:var(--p);font-weight:800}
.btn{border-radius:999px;background:var(--a);color:#111}
.btn.primary{background:var(--p);color:#fff}
.chips a{background:#fff;border-radius:999px;border:1px solid #e2e0d8}
h2.section{font-size:1.5em;margin:36px 0 18px}
.summary{background:#fff;border-radius:16px}
.field{border-radius:10px}
footer{background:#1b1b1b;color:#ddd}
.notice{background:#fff7da;color:#6b5200}
${phone}`,
  },
  2: {
    id: 2,
    name: 'Adire',
    header: 'masthead',
    css: (s) => `${base}
:root{--p:${s.primaryColor};--a:${s.accentColor}}
body{font-family:"Helvetica Neue",Arial,sans-serif;color:#222;background:#fff;letter-spacing:.01em}
h1,h2,h3,.brand{font-family:Georgia,"Times New Roman",serif;font-weight:400}
header.site{border-bottom:1px solid #e8e8e8}
header.site .wrap{display:flex;flex-wrap:wrap;justify-content:center;align-items:center;column-gap:30px;padding:28px 20px 0}
header.site .brand{font-size:2.2em;text-decoration:none;display:flex;align-items:center;justify-content:center;gap:14px;flex:1 1 100%}
header.site .cart{text-transform:uppercase;font-size:.78em;letter-spacing:.18em;font-weight:400}
header.site .brand img{height:52px;width:52px;border-radius:50%;object-fit:cover}
header.site nav{display:flex;gap:30px;padding:18px 0;text-transform:uppercase;font-size:.78em;letter-spacing:.18em}
header.site nav a{text-decoration:none}
header.site form{display:none}
.badge{margin-left:4px}
.hero{margin:0 0 48px;padding:110px 20px;text-align:center;background:#f4f1ec;background-size:cover;background-position:center;color:#222}
.hero.has-img{color:#fff;text-shadow:0 1px 12px rgba(0,0,0,.45)}
.hero h1{font-size:3.4em;margin:0 0 14px;font-style:italic}
.hero p{max-width:620px;margin:0 auto;font-size:1.1em;line-height:1.6}
.grid{grid-template-columns:repeat(auto-fill,minmax(300px,1fr));gap:40px 28px}
.card .img{aspect-ratio:4/5;background:#f4f1ec}
.card .body{padding:16px 0;text-align:center}
.card h3{font-size:1.15em;margin:0 0 6px}
.price{font-size:.95em;letter-spacing:.06em}
.btn{background:#111;color:#fff;text-transform:uppercase;letter-spacing:.16em;font-size:.8em;padding:16px 30px;border-radius:0}
.btn.primary{background:var(--p)}
.chips{justify-content:center}
.chips a{border-bottom:1px solid #222;padding:4px 2px;text-transform:uppercase;font-size:.78em;letter-spacing:.16em}
h2.section{text-align:center;font-size:2em;margin:56px 0 32px}
.summary{background:#f8f6f2}
footer{border-top:1px solid #e8e8e8;color:#555}
.notice{background:#f4f1ec}
.field input,.field select,.field textarea{border-radius:0;border-color:#bbb}
${phone}
@media (max-width:800px){header.site input{border:1px solid #bbb;padding:8px 12px;font:inherit;border-radius:0}header.site form button{border:0;background:#111;color:#fff;padding:0 16px;font:inherit;text-transform:uppercase;font-size:.8em;letter-spacing:.12em}header.site .brand{font-size:1.5em;justify-content:flex-start}header.site nav{gap:22px}.hero{padding:56px 16px}.hero h1{font-size:2.2em}.grid{gap:28px 14px}.btn{padding:14px 18px;letter-spacing:.1em}h2.section{font-size:1.6em;margin:36px 0 20px}}
`,
  },
  3: {
    id: 3,
    name: 'Eko Night',
    header: 'floating',
    css: (s) => `${base}
:root{--p:${s.primaryColor};--a:${s.accentColor}}
body{font-family:ui-rounded,"SF Pro Rounded",system-ui,sans-serif;color:#eef0f4;background:#0d0f14}
header.site{position:sticky;top:0;z-index:5;padding:14px 0;background:rgba(13,15,20,.85);backdrop-filter:blur(10px)}
header.site .wrap{display:flex;align-items:center;gap:20px;background:#171a22;border:1px solid #262a36;border-radius:18px;padding:12px 20px}
header.site .brand{font-weight:800;font-size:1.2em;text-decoration:none;display:flex;align-items:center;gap:10px;margin-right:auto}
header.site .brand img{height:34px;width:34px;border-radius:50%;object-fit:cover}
header.site form{display:flex}
header.site input{background:#0d0f14;border:1px solid #2c3140;color:#eee;border-radius:12px;padding:8px 12px;font:inherit;width:200px}
header.site form button{display:none}
header.site nav a{text-decoration:none;margin-left:14px;color:#b9bfcc}
header.site .cart{color:#eef0f4}
.badge{background:var(--a);color:#0d0f14;border-radius:8px;padding:1px 7px;font-weight:800;margin-left:4px}
.hero{margin:24px 0 40px;padding:80px 48px;border-radius:28px;background:radial-gradient(circle at 20% 20%,color-mix(in srgb,var(--a) 55%,transparent),transparent 55%),radial-gradient(circle at 80% 70%,color-mix(in srgb,var(--p) 70%,transparent),transparent 60%),#161922;background-size:cover;background-position:center}
.hero h1{font-size:3em;margin:0 0 12px;letter-spacing:-.02em}
.hero p{color:#c9cedb;font-size:1.1em;max-width:560px}
.card{background:#171a22;border:1px solid #262a36;border-radius:22px;overflow:hidden;transition:border-color .2s}
.card:hover{border-color:var(--a)}
.card .img{background:#1e222c}
.card .body{padding:14px 16px 18px;display:flex;justify-content:space-between;gap:10px;align-items:baseline}
.card h3{font-size:.98em;margin:0;font-weight:600}
.price{color:var(--a);font-weight:800;white-space:nowrap}
.btn{border-radius:14px;background:var(--a);color:#0d0f14}
.btn.primary{background:linear-gradient(90deg,var(--a),var(--p));color:#0d0f14}
.chips a{background:#171a22;border:1px solid #262a36;border-radius:12px;color:#dfe3ec}
h2.section{font-size:1.6em;margin:36px 0 18px;letter-spacing:-.01em}
.summary{background:#171a22;border:1px solid #262a36;border-radius:22px}
.field input,.field select,.field textarea,.qty,.share input,.currency-bar select,.currency-bar button{background:#0d0f14;color:#eee;border-color:#2c3140;border-radius:12px}
table.lines td,table.lines th{border-color:#262a36}
footer{border-top:1px solid #262a36;color:#9aa1b2}
.notice{background:#1d2130;color:#f5d56b}
.pdp .main,.card .img{border-radius:18px}
${phone}
@media (max-width:800px){header.site{position:static;padding:10px 0}header.site .wrap{margin:0 10px;padding:10px 14px;border-radius:14px}header.site input{width:auto}.card .body{flex-direction:column;gap:4px}}
`,
  },
};

export function themeOf(themeId: number): Theme {
  return THEMES[themeId] ?? THEMES[1]!;
}
