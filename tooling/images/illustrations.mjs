// The site's own illustrations, drawn as SVG from a few parameters: no stock
// images, no third-party requests. Each becomes raster variants (variants.mjs).

const book = (x, y, w, cover, page) => `
  <g transform="translate(${x} ${y})">
    <path d="M0 ${w * 0.08} Q ${w * 0.25} ${-w * 0.04} ${w * 0.5} ${w * 0.08} L ${w * 0.5} ${w * 0.62} Q ${w * 0.25} ${w * 0.5} 0 ${w * 0.62} Z" fill="${page}"/>
    <path d="M${w} ${w * 0.08} Q ${w * 0.75} ${-w * 0.04} ${w * 0.5} ${w * 0.08} L ${w * 0.5} ${w * 0.62} Q ${w * 0.75} ${w * 0.5} ${w} ${w * 0.62} Z" fill="${page}" opacity="0.92"/>
    <path d="M${-w * 0.03} ${w * 0.64} Q ${w * 0.25} ${w * 0.52} ${w * 0.5} ${w * 0.66} Q ${w * 0.75} ${w * 0.52} ${w * 1.03} ${w * 0.64} L ${w * 1.03} ${w * 0.69} Q ${w * 0.75} ${w * 0.58} ${w * 0.5} ${w * 0.72} Q ${w * 0.25} ${w * 0.58} ${-w * 0.03} ${w * 0.69} Z" fill="${cover}"/>
    ${[0.2, 0.28, 0.36, 0.44].map((line) => `<path d="M${w * 0.08} ${w * line} Q ${w * 0.25} ${w * (line - 0.06)} ${w * 0.42} ${w * line}" stroke="${cover}" stroke-opacity="0.35" stroke-width="${w * 0.012}" fill="none"/>`).join('')}
  </g>`;

const motifs = {
  pen: (c) => `<g transform="translate(560 70) rotate(35)"><rect width="26" height="190" rx="8" fill="${c}"/><path d="M0 190 L13 240 L26 190 Z" fill="${c}" opacity="0.8"/></g>`,
  planet: (c) => `<circle cx="600" cy="120" r="70" fill="${c}"/><ellipse cx="600" cy="120" rx="120" ry="22" fill="none" stroke="#fff" stroke-opacity="0.7" stroke-width="8"/>`,
  sun: (c) => `<circle cx="600" cy="110" r="60" fill="${c}"/>`,
  globe: (c) => `<circle cx="600" cy="120" r="75" fill="none" stroke="${c}" stroke-width="10"/><ellipse cx="600" cy="120" rx="35" ry="75" fill="none" stroke="${c}" stroke-width="6"/><line x1="525" y1="120" x2="675" y2="120" stroke="${c}" stroke-width="6"/>`,
  stars: (c) => [[90, 60], [180, 120], [650, 70], [520, 40], [700, 180], [300, 50]].map(([x, y]) => `<circle cx="${x}" cy="${y}" r="5" fill="${c}"/>`).join(''),
  leaf: (c) => `<path d="M560 200 Q 600 40 720 60 Q 700 180 560 200 Z" fill="${c}"/>`,
  frame: (c) => `<rect x="520" y="40" width="180" height="130" rx="10" fill="none" stroke="${c}" stroke-width="10"/><circle cx="610" cy="105" r="35" fill="none" stroke="${c}" stroke-width="8"/>`,
  film: (c) => `<rect x="500" y="60" width="240" height="90" fill="${c}"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${512 + i * 38}" y="70" width="20" height="14" fill="#fff"/><rect x="${512 + i * 38}" y="126" width="20" height="14" fill="#fff"/>`).join('')}`,
  bars: (c) => [60, 100, 140, 190].map((h, i) => `<rect x="${540 + i * 45}" y="${230 - h}" width="30" height="${h}" rx="4" fill="${c}"/>`).join(''),
  megaphone: (c) => `<path d="M520 110 L640 50 L640 190 L520 130 Z" fill="${c}"/><rect x="490" y="105" width="34" height="30" rx="6" fill="${c}"/>`,
};

/** A landscape hero: sky gradient, hills, an open book and the page's motif. */
function hero({ sky, hills, cover, page, motif, accent }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 800 500">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient></defs>
  <rect width="800" height="500" fill="url(#sky)"/>
  ${motifs[motif](accent)}
  <path d="M0 360 Q 200 280 400 340 T 800 320 L 800 500 L 0 500 Z" fill="${hills[0]}"/>
  <path d="M0 420 Q 250 360 480 410 T 800 400 L 800 500 L 0 500 Z" fill="${hills[1]}"/>
  ${book(180, 250, 320, cover, page)}
</svg>`;
}

/** A portrait book cover: a colour field, a motif and bands where a title would sit. */
function cover({ background, band, motif, accent }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 600">
  <rect width="400" height="600" fill="${background}"/>
  <g transform="translate(-330 140)">${motifs[motif](accent)}</g>
  <rect x="40" y="420" width="320" height="26" rx="4" fill="${band}"/>
  <rect x="90" y="462" width="220" height="16" rx="4" fill="${band}" opacity="0.7"/>
  <rect x="0" y="0" width="14" height="600" fill="#000" opacity="0.15"/>
</svg>`;
}

const navy = ['#12263a', '#284b6e'];
export const ILLUSTRATIONS = {
  'hero-general': { aspect: 8 / 5, svg: hero({ sky: navy, hills: ['#1d3a57', '#0d1d2d'], cover: '#b45309', page: '#fdf6ec', motif: 'stars', accent: '#fcd34d' }) },
  'hero-ghostwriting': { aspect: 8 / 5, svg: hero({ sky: ['#3b1f47', '#7c3a5a'], hills: ['#4a2340', '#2a1226'], cover: '#f59e0b', page: '#fff7ed', motif: 'pen', accent: '#fde68a' }) },
  'hero-scifi': { aspect: 8 / 5, svg: hero({ sky: ['#0b1026', '#23306b'], hills: ['#171f4a', '#080c1f'], cover: '#22d3ee', page: '#e0f2fe', motif: 'planet', accent: '#f472b6' }) },
  'hero-art': { aspect: 8 / 5, svg: hero({ sky: ['#fde68a', '#f9a8d4'], hills: ['#f472b6', '#be185d'], cover: '#1e3a8a', page: '#ffffff', motif: 'sun', accent: '#f97316' }) },
  'hero-cook': { aspect: 8 / 5, svg: hero({ sky: ['#fef3c7', '#fde68a'], hills: ['#84cc16', '#3f6212'], cover: '#b91c1c', page: '#fffbeb', motif: 'leaf', accent: '#65a30d' }) },
  'hero-photo': { aspect: 8 / 5, svg: hero({ sky: ['#bae6fd', '#e0f2fe'], hills: ['#64748b', '#334155'], cover: '#0f172a', page: '#f8fafc', motif: 'frame', accent: '#0f172a' }) },
  'hero-editing': { aspect: 8 / 5, svg: hero({ sky: ['#f8f5f0', '#e7dccb'], hills: ['#d6c3a5', '#a8885e'], cover: '#b45309', page: '#ffffff', motif: 'pen', accent: '#b45309' }) },
  'hero-cover': { aspect: 8 / 5, svg: hero({ sky: ['#1e1b4b', '#4338ca'], hills: ['#312e81', '#1e1b4b'], cover: '#f59e0b', page: '#eef2ff', motif: 'frame', accent: '#fbbf24' }) },
  'hero-publishing': { aspect: 8 / 5, svg: hero({ sky: navy, hills: ['#1d3a57', '#0d1d2d'], cover: '#f59e0b', page: '#fdf6ec', motif: 'globe', accent: '#7dd3fc' }) },
  'hero-pricing': { aspect: 8 / 5, svg: hero({ sky: ['#ecfdf5', '#a7f3d0'], hills: ['#34d399', '#047857'], cover: '#12263a', page: '#ffffff', motif: 'bars', accent: '#047857' }) },
  'hero-self': { aspect: 8 / 5, svg: hero({ sky: ['#fff7ed', '#fed7aa'], hills: ['#fb923c', '#c2410c'], cover: '#12263a', page: '#ffffff', motif: 'sun', accent: '#f59e0b' }) },
  'hero-marketing': { aspect: 8 / 5, svg: hero({ sky: ['#fdf2f8', '#fbcfe8'], hills: ['#ec4899', '#9d174d'], cover: '#12263a', page: '#ffffff', motif: 'megaphone', accent: '#be185d' }) },
  'hero-trailer': { aspect: 8 / 5, svg: hero({ sky: ['#111827', '#374151'], hills: ['#1f2937', '#030712'], cover: '#ef4444', page: '#f9fafb', motif: 'film', accent: '#f9fafb' }) },
  'cover-lighthouse': { aspect: 2 / 3, svg: cover({ background: '#12263a', band: '#fcd34d', motif: 'stars', accent: '#fcd34d' }) },
  'cover-signal': { aspect: 2 / 3, svg: cover({ background: '#0b1026', band: '#22d3ee', motif: 'planet', accent: '#f472b6' }) },
  'cover-tables': { aspect: 2 / 3, svg: cover({ background: '#fef3c7', band: '#b91c1c', motif: 'leaf', accent: '#65a30d' }) },
  'cover-mountains': { aspect: 2 / 3, svg: cover({ background: '#bae6fd', band: '#1e3a8a', motif: 'sun', accent: '#f97316' }) },
  'cover-startup': { aspect: 2 / 3, svg: cover({ background: '#ecfdf5', band: '#047857', motif: 'bars', accent: '#047857' }) },
  'share-default': { aspect: 1200 / 630, svg: hero({ sky: navy, hills: ['#1d3a57', '#0d1d2d'], cover: '#b45309', page: '#fdf6ec', motif: 'stars', accent: '#fcd34d' }) },
};
