// The staff pages' stylesheet, served by the app at /staff/staff.css (an external sheet, so the
// CSP needs no 'unsafe-inline'). Kept in a module so the receiver's bundle carries it.
//
// Contrast (WCAG 2.2 AA, 4.5:1 for text): text #0b0c0c on white 19.6:1, links #1d4ed8 6.7:1, muted
// #4b5563 7.6:1, errors #b42318 6.6:1; the masthead's white on #0b2545 15.4:1; white on the green
// and red buttons 6.2:1 and 6.6:1 (darker on hover). Focus is a black outline inside a yellow halo
// (#fd0 on the masthead 11.4:1), seen on light and dark alike. The current page is marked by
// weight and underline, not by colour alone.
export const STAFF_CSS = `*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;line-height:1.5;color:#0b0c0c;background:#fff}
body{margin:0}
a{color:#1d4ed8;text-underline-offset:.15em}
a:hover{text-decoration-thickness:3px}
:focus-visible{outline:3px solid #0b0c0c;outline-offset:0;box-shadow:0 0 0 6px #fd0}
.visually-hidden{position:absolute!important;width:1px;height:1px;margin:0;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0}
.skip-link{position:absolute;left:.5rem;top:-3rem;padding:.5rem 1rem;background:#fff;color:#0b0c0c;z-index:1}
.skip-link:focus{top:.5rem}
.masthead{background:#0b2545;color:#fff;padding:.75rem 1.25rem}
.masthead__name{margin:0 0 .5rem;font-weight:700}
.masthead__name span{font-weight:400}
.nav{display:flex;flex-wrap:wrap;gap:.5rem 2rem;align-items:center;justify-content:space-between}
.nav__list{display:flex;flex-wrap:wrap;gap:.25rem 1.25rem;margin:0;padding:0;list-style:none}
.nav a{color:#fff;text-decoration:none;display:inline-block;padding:.25rem 0}
.nav a:hover,.nav a[aria-current]{text-decoration:underline;text-decoration-thickness:3px}
.nav a[aria-current=page]{font-weight:700}
.nav__account{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center}
.main{max-width:72rem;padding:1.5rem 1.25rem 3rem}
.main:focus{outline:none;box-shadow:none}
h1{font-size:2rem;line-height:1.2;margin:0 0 1.5rem}
h2{font-size:1.375rem;margin:2rem 0 1rem}
.table{border-collapse:collapse;width:100%;margin-bottom:1.5rem}
.table caption{text-align:left;font-weight:700;font-size:1.125rem;padding-bottom:.5rem}
.table th,.table td{text-align:left;vertical-align:top;padding:.5rem 1rem .5rem 0;border-bottom:1px solid #b1b4b6;overflow-wrap:anywhere}
.table thead th{border-bottom-width:2px}
.table .numeric{text-align:right}
.summary{margin:0 0 1.5rem}
.summary__row{display:grid;grid-template-columns:minmax(10rem,1fr) 3fr;gap:1rem;padding:.5rem 0;border-bottom:1px solid #b1b4b6}
.summary dt{font-weight:700}
.summary dd{margin:0}
.value{white-space:pre-wrap;overflow-wrap:anywhere}
.muted,.hint{color:#4b5563}
.hint{margin:0 0 .5rem}
.field{margin-bottom:1.5rem}
.field label{display:block;font-weight:700;margin-bottom:.25rem}
.input{font:inherit;width:100%;max-width:28rem;padding:.375rem .5rem;border:2px solid #0b0c0c;border-radius:0}
.input[aria-invalid=true]{border-color:#b42318;border-width:3px}
.checkbox{display:flex;gap:.75rem;align-items:flex-start}
.checkbox input{width:1.5rem;height:1.5rem;margin:0;flex:none}
.checkbox label{font-weight:400;margin:0}
.button{font:inherit;font-weight:700;color:#fff;background:#00703c;border:2px solid transparent;padding:.5rem 1rem;cursor:pointer}
.button:hover{background:#005a30}
.button--secondary{color:#0b2545;background:#fff;border-color:#fff}
.button--secondary:hover{background:#dbe4f0}
.button--warning{background:#b42318}
.button--warning:hover{background:#8f1c13}
.error-summary{border:4px solid #b42318;padding:1rem 1.25rem;margin-bottom:1.5rem}
.error-summary h2{margin-top:0}
.error-summary a{color:#b42318;font-weight:700}
.error-message{color:#b42318;font-weight:700;margin:0 0 .5rem}
.notice{border-left:6px solid #00703c;background:#f3f2f1;padding:1rem 1.25rem;margin-bottom:1.5rem}
.notice h2{margin-top:0}
.pagination ul{display:flex;gap:1.5rem;margin:0;padding:0;list-style:none}
@media (forced-colors:active){:focus-visible{outline-color:Highlight}}
`;
