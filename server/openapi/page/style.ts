/** The page's only style sheet, inlined and allowed by its hash in the page's Content-Security-Policy. */
export const DOCS_PAGE_STYLE = `
:root { color-scheme: light dark; --line: #8884; --muted: #777; --accent: #1864ab; }
body { margin: 0; font: 15px/1.5 system-ui, sans-serif; }
header, main, nav { max-width: 64rem; margin: 0 auto; padding: 0 1rem; }
header { padding-top: 1.5rem; }
h1 small { font-size: 0.6em; color: var(--muted); font-weight: normal; }
h2 { border-bottom: 1px solid var(--line); padding-bottom: 0.25rem; margin-top: 2.5rem; }
h3 { margin: 0 0 0.5rem; font-size: 1.05rem; overflow-wrap: anywhere; }
h4 { margin: 1rem 0 0.25rem; font-size: 0.95rem; }
article { border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 1rem 0; }
code { font: 0.9em ui-monospace, monospace; overflow-wrap: anywhere; }
.method { display: inline-block; padding: 0 0.4rem; border-radius: 4px; background: var(--accent); color: #fff; font-size: 0.8rem; }
.permission { padding: 0.25rem 0.5rem; border-left: 3px solid var(--accent); }
.required { color: #c92a2a; font-size: 0.8em; }
.none, .type { color: var(--muted); }
table { border-collapse: collapse; width: 100%; font-size: 0.9rem; }
th, td { text-align: left; vertical-align: top; padding: 0.25rem 0.5rem; border-bottom: 1px solid var(--line); }
td:last-child { overflow-wrap: anywhere; }
dl.errors { display: grid; grid-template-columns: 4rem 1fr; gap: 0.25rem 0.5rem; margin: 0; font-size: 0.9rem; }
dl.errors dd { margin: 0; }
nav ul { padding-left: 1.2rem; }
nav li li { font-size: 0.9rem; }
a { color: var(--accent); }
`;
