// The copy each content page starts with, and so the page's fields: rows in content_fields (seed
// or admin) override these key by key, so every endpoint always answers with the full set of keys
// its screen reads, and a save may write no other key (admin/content.service.ts).
import type { ContentFields, ContentPage } from '../../src/domain/content';

const meta = (title: string, description: string, keywords: string) => ({
  meta_title: title,
  meta_description: description,
  meta_keywords: keywords,
});

const KEYWORDS = 'fine art prints, archival prints, giclee, art gallery, canvas prints, framed art';

export const CONTENT_DEFAULTS: Record<ContentPage, ContentFields> = {
  homepage: {
    ...meta(
      'Gallery Print Shop | Archival fine-art prints',
      'Original art from our gallery artists, printed on archival paper and canvas in our own studio.',
      KEYWORDS,
    ),
    first_section_title: 'Gallery art, printed to last',
    first_section_subtitle:
      'Archival paper and canvas prints of original paintings, made in our studio and finished by hand.',
    first_section_button_text: 'Browse the collection',
    first_section_button_link: '/art-categories',
    first_section_image: '',
    categories_section_title: 'Browse by subject',
    second_section_title: 'Printed by people who print for museums',
    second_section_description:
      'Every print is made on pigment inks rated for a century and on cotton rag or canvas chosen for the piece. We proof colour against the original scan before anything leaves the studio.',
    second_section_button_text: 'About the studio',
    second_section_button_link: '/about',
    second_section_image: '',
    third_section_title: 'Your size, your frame',
    third_section_description:
      'Pick any print size up to the limits of the medium, add a mat, a hand-joined frame or a gallery-wrapped canvas, and see the price change as you go.',
    third_section_button_text: 'Meet the artists',
    third_section_button_link: '/artist-archive',
    third_section_image: '',
    slider_section_title: 'Fresh art',
    slider_section_subtitle: 'The newest works from our gallery artists.',
    slider_section_button_text: 'See the whole collection',
    slider_section_button_link: '/art-categories',
  },
  about: {
    ...meta(
      'About us | Gallery Print Shop',
      'An archival printing studio and gallery: who we are, how we print and the artists we work with.',
      KEYWORDS,
    ),
    title: 'About us',
    subtitle: 'An archival printing studio with a gallery in front.',
    content:
      '<p>We started as a fine-art printing studio for painters and photographers, and the gallery grew out of the work that came through our doors. Today we represent a small group of artists and print their work to order.</p><h2>How we print</h2><p>Each original is scanned at high resolution and colour-proofed against the painting. Prints are made with pigment inks on cotton rag paper or canvas and inspected by hand before they are packed.</p><h2>Our artists</h2><p>Artists keep their own portfolio with us, choose which works are offered and set their own markup. Every sale pays the artist.</p>',
  },
  faqs: {
    ...meta(
      'FAQ | Gallery Print Shop',
      'Answers about print sizes, papers, framing, shipping and returns.',
      `${KEYWORDS}, faq`,
    ),
    title: 'Frequently asked questions',
    subtitle: 'Printing, framing, shipping and returns.',
  },
  'return-policy': {
    ...meta(
      'Return policy | Gallery Print Shop',
      'How returns and reprints work for prints made to order.',
      'return policy',
    ),
    title: 'Return policy',
    content:
      '<p>Every print is made to order. If your print arrives damaged or differs from what you ordered, tell us within 30 days and we will reprint it or refund you.</p>',
  },
  'privacy-policy': {
    ...meta(
      'Privacy policy | Gallery Print Shop',
      'What we collect, why, and how we keep it.',
      'privacy policy',
    ),
    title: 'Privacy policy',
    content:
      '<p>We keep only what we need to make and deliver your prints: your name, email, addresses and orders. We never sell your data.</p>',
  },
  'our-artists': {
    ...meta(
      'Artist archive | Gallery Print Shop',
      'The painters and photographers of our gallery, and their work available as archival prints.',
      `${KEYWORDS}, artists`,
    ),
    title: 'Artist archive',
    subtitle: 'The painters and photographers whose work we print.',
  },
  artists: {
    ...meta(
      '{user_name} | Gallery Print Shop',
      'Archival fine-art prints of original works by {user_name}.',
      `{user_name}, ${KEYWORDS}`,
    ),
  },
  'art-artists': {
    ...meta(
      'Art categories | Gallery Print Shop',
      'Search and filter the gallery by subject, medium, proportion and style.',
      KEYWORDS,
    ),
    title: 'Art categories',
    subtitle: 'Filter by subject, medium, proportion and style, or search by keyword or artist.',
  },
  products: {
    ...meta(
      '{title} by {author} | Gallery Print Shop',
      'Order an archival print of {title} by {author}: choose the size, paper or canvas, mat and frame.',
      `{title}, {author}, ${KEYWORDS}`,
    ),
  },
  categories: {
    ...meta(
      'All categories | Gallery Print Shop',
      'Every subject in the gallery, from landscapes to abstracts.',
      KEYWORDS,
    ),
    title: 'All categories',
    subtitle: 'Every subject in the gallery.',
  },
  'contact-us': {
    ...meta(
      'Contact us | Gallery Print Shop',
      'Questions about a print, an order or representing your work? Write to the studio.',
      'contact, archival printing studio',
    ),
    first_block_title: 'Get in touch',
    first_block_description:
      'Questions about a print, an order, or having your own work printed? Send us a note and we will answer within one business day.',
    second_block_email: 'hello@gallery.example',
    second_block_phone: '(555) 010-2024',
    // The footer's social links (src/domain/content.ts SOCIAL_LINKS): one left empty is not shown.
    social_instagram: '',
    social_facebook: '',
    social_pinterest: '',
  },
};

/** Whether the page has this field (an own key: 'constructor' is not one). */
export const isPageField = (page: ContentPage, key: string): boolean =>
  Object.hasOwn(CONTENT_DEFAULTS[page], key);
