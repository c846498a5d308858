// The twelve demo artists: who they are, how they paint (genres, media, palette) and, for the two
// with demo logins, which account is theirs. Palettes are by role (see paintings/svg-kit.ts).
import type { Genre, Medium, Palette } from './paintings';

export interface ArtistSeed {
  slug: string;
  name: string;
  artistName: string;
  /** The demo login that owns this portfolio, if any. */
  email?: string;
  description: string;
  genres: Genre[];
  media: Medium[];
  palette: Palette;
}

export const ARTISTS: ArtistSeed[] = [
  {
    slug: 'elena-marsh',
    name: 'Elena Marsh',
    artistName: 'Elena Marsh',
    email: 'artist@example.com',
    description:
      'Elena Marsh paints the light of the northern Atlantic coast in oil, working outdoors on small panels and finishing larger canvases in her studio in Rockport. Her seascapes and rolling farmland are built from warm golden grounds and broken colour, and she returns to the same headlands in every season.',
    genres: ['seascape', 'landscape', 'seascape', 'landscape', 'night-sky'],
    media: ['Oil', 'Oil', 'Pastel'],
    palette: {
      sky: ['#5d83a8', '#f3d29b'],
      land: ['#c9a86a', '#7f8f4e', '#3f5a35'],
      water: ['#4f86a0', '#1f4660'],
      accent: ['#f2b045', '#d9683a', '#f6e3b5'],
      dark: '#22303a',
      light: '#fbf3e0',
    },
  },
  {
    slug: 'tomas-okafor',
    name: 'Tomas Okafor',
    artistName: 'Tomas Okafor',
    email: 'artist2@example.com',
    description:
      'Tomas Okafor makes bold abstract and geometric paintings in acrylic, with the flat colour of screen printing and the balance of Bauhaus design. Trained as an architect in Lagos and London, he builds each composition on a grid and then lets one shape break it.',
    genres: ['geometric', 'abstract', 'geometric', 'abstract', 'cityscape'],
    media: ['Acrylic', 'Acrylic', 'Mixed Media'],
    palette: {
      sky: ['#1d3557', '#f1c453'],
      land: ['#e9c46a', '#2a9d8f', '#264653'],
      water: ['#2a6f97', '#14213d'],
      accent: ['#e63946', '#f4a261', '#2a9d8f'],
      dark: '#161a1d',
      light: '#f1ede4',
    },
  },
  {
    slug: 'mei-lin-chen',
    name: 'Mei Lin Chen',
    artistName: 'Mei Lin',
    description:
      'Mei Lin paints flowers in loose watercolour, letting pigment bloom and pool on heavy cold-press paper. Her peonies, poppies and garden bouquets come from her own garden in Portland, painted in the early morning while the dew is still on them.',
    genres: ['florals', 'florals', 'still-life', 'landscape'],
    media: ['Watercolor', 'Watercolor', 'Pastel'],
    palette: {
      sky: ['#a9c6d9', '#f6e7e4'],
      land: ['#c5d6a4', '#8fb07a', '#4d7550'],
      water: ['#8fb8c9', '#4e7c91'],
      accent: ['#e07a9a', '#f2a65a', '#b58ad6'],
      dark: '#3a3447',
      light: '#fffaf3',
    },
  },
  {
    slug: 'rafael-duarte',
    name: 'Rafael Duarte',
    artistName: 'Rafael Duarte',
    description:
      'Rafael Duarte paints cities after sundown: skylines against violet dusk, rivers full of reflected windows and the quiet of streets at two in the morning. He works in acrylic over dark grounds so that every lit window is a single stroke of light.',
    genres: ['cityscape', 'cityscape', 'night-sky', 'cityscape'],
    media: ['Acrylic', 'Oil'],
    palette: {
      sky: ['#231942', '#e07a5f'],
      land: ['#5e548e', '#3d405b', '#2b2d42'],
      water: ['#3d5a80', '#131a2e'],
      accent: ['#ffb703', '#fb8500', '#9f86c0'],
      dark: '#0f0e17',
      light: '#f4f1de',
    },
  },
  {
    slug: 'ingrid-halvorsen',
    name: 'Ingrid Halvorsen',
    artistName: 'Ingrid Halvorsen',
    description:
      'Ingrid Halvorsen grew up between the fjords and the fells of western Norway. Her oil paintings of mountain ranges and spruce forests are cool, quiet and full of weather: mist between the ridges, snow on the high peaks, low winter sun.',
    genres: ['mountains', 'forest', 'mountains', 'forest', 'landscape'],
    media: ['Oil', 'Oil', 'Acrylic'],
    palette: {
      sky: ['#6b8fb3', '#dfe7ec'],
      land: ['#9fb1bc', '#5f7d6e', '#2f4a3f'],
      water: ['#6f97ad', '#2b4b5e'],
      accent: ['#f0c987', '#c8553d', '#e8eef2'],
      dark: '#1b2630',
      light: '#f7f9fa',
    },
  },
  {
    slug: 'amara-nwosu',
    name: 'Amara Nwosu',
    artistName: 'Amara Nwosu',
    description:
      'Amara Nwosu layers acrylic, ink, oil pastel and gold leaf into abstract paintings about memory and place. Her earth reds, ochres and indigo come from the textiles of her grandmother in Enugu; the gold is for the things that are not said.',
    genres: ['abstract', 'abstract', 'geometric', 'florals'],
    media: ['Mixed Media', 'Mixed Media', 'Acrylic'],
    palette: {
      sky: ['#3b2f63', '#d8a657'],
      land: ['#b5651d', '#8c3b2a', '#4a2c2a'],
      water: ['#2e4a7d', '#1b2845'],
      accent: ['#d4a017', '#b33f40', '#e8d5b7'],
      dark: '#1e1410',
      light: '#f3e9d8',
    },
  },
  {
    slug: 'julien-moreau',
    name: 'Julien Moreau',
    artistName: 'Julien Moreau',
    description:
      'Julien Moreau paints still life in the Dutch and French tradition: a jug, a few pears, a linen cloth and a great deal of shadow. He grinds some of his own oil colours and works under a single north window in Lyon.',
    genres: ['still-life', 'still-life', 'florals', 'still-life'],
    media: ['Oil'],
    palette: {
      sky: ['#5a5a4a', '#c9b38a'],
      land: ['#8a6a44', '#6b5a3a', '#3e3526'],
      water: ['#5f7470', '#2f3b3a'],
      accent: ['#c8902e', '#a23b2c', '#8fa04a'],
      dark: '#17140f',
      light: '#efe6d2',
    },
  },
  {
    slug: 'sofia-rinaldi',
    name: 'Sofia Rinaldi',
    artistName: 'Sofia Rinaldi',
    description:
      'Sofia Rinaldi draws the Mediterranean in soft pastel: turquoise coves, white sails and the hard bright light of the Ligurian coast in August. Her pastels are made on sanded paper, built up in many thin layers so the colour stays clear.',
    genres: ['seascape', 'seascape', 'landscape', 'florals'],
    media: ['Pastel', 'Pastel', 'Watercolor'],
    palette: {
      sky: ['#4ea5d9', '#f7e6c4'],
      land: ['#e2c290', '#a7b774', '#5b7f4a'],
      water: ['#2ec4b6', '#0b6e8a'],
      accent: ['#ff9f1c', '#e76f51', '#ffffff'],
      dark: '#173f5f',
      light: '#fffdf6',
    },
  },
  {
    slug: 'hiroshi-tanaka',
    name: 'Hiroshi Tanaka',
    artistName: 'Hiroshi Tanaka',
    description:
      'Hiroshi Tanaka draws in willow and compressed charcoal, and occasionally in sumi ink washes. His mountains and forests are reduced to a few values and a lot of paper; he says the white of the sheet is the most important colour in the drawing.',
    genres: ['mountains', 'forest', 'night-sky', 'landscape'],
    media: ['Charcoal', 'Charcoal', 'Watercolor'],
    palette: {
      sky: ['#7a8fa6', '#e9e4d8'],
      land: ['#a6a08f', '#6b705c', '#3a3d33'],
      water: ['#8a9ba8', '#39444d'],
      accent: ['#d9c7a3', '#9b2d20', '#f0ead6'],
      dark: '#151515',
      light: '#f5f1e8',
    },
  },
  {
    slug: 'clara-whitfield',
    name: 'Clara Whitfield',
    artistName: 'Clara Whitfield',
    description:
      'Clara Whitfield is a botanical painter and printmaker from the Cotswolds. Her decorative florals and kitchen-table still lifes mix the accuracy of botanical illustration with the colour of English chintz.',
    genres: ['florals', 'still-life', 'florals', 'geometric'],
    media: ['Pastel', 'Watercolor', 'Acrylic'],
    palette: {
      sky: ['#9ab7a6', '#f4ead5'],
      land: ['#b7c48f', '#6f9b6b', '#2f5d50'],
      water: ['#7fa7a3', '#355c5a'],
      accent: ['#d1495b', '#edae49', '#66a182'],
      dark: '#2b2d2f',
      light: '#fbf6ea',
    },
  },
  {
    slug: 'diego-alvarez',
    name: 'Diego Alvarez',
    artistName: 'Diego Alvarez',
    description:
      'Diego Alvarez paints the desert Southwest in the flat, sunbaked colours of adobe and turquoise, moving between hard-edged geometric abstraction and crisp views of mesas and small towns. He lives and works in Santa Fe.',
    genres: ['geometric', 'landscape', 'cityscape', 'mountains'],
    media: ['Acrylic', 'Mixed Media', 'Oil'],
    palette: {
      sky: ['#3a86c8', '#f6d6a8'],
      land: ['#e0a96d', '#c1693c', '#7a3b2e'],
      water: ['#40a8a0', '#1c5d73'],
      accent: ['#e85d3a', '#f2c14e', '#40a8a0'],
      dark: '#2b1d1a',
      light: '#fbf0df',
    },
  },
  {
    slug: 'nadia-petrova',
    name: 'Nadia Petrova',
    artistName: 'Nadia Petrova',
    description:
      'Nadia Petrova paints twilight and night in watercolour and oil: the last violet light over the steppe, stars above a birch wood, the northern lights over a frozen lake. She spent ten winters painting in Karelia before moving to Vermont.',
    genres: ['night-sky', 'night-sky', 'landscape', 'forest'],
    media: ['Watercolor', 'Oil', 'Watercolor'],
    palette: {
      sky: ['#2d2a5a', '#e8a0bf'],
      land: ['#7d6b9e', '#4a5a7a', '#263248'],
      water: ['#5b6fa6', '#1d2242'],
      accent: ['#ffd37a', '#ff8fab', '#7ee0c3'],
      dark: '#0d0b1f',
      light: '#f5f0ff',
    },
  },
];
