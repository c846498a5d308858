// The demo shop's copy: content fields per page (keys as the screens read them, see
// server/services/content.defaults.ts), meta fields for every page, and the FAQ. The artist and
// order pages take their meta from 'artists' and 'products', with {user_name}, {title}, {author}.
import type { ContentPage } from '../../../src/domain/content';
import { PRIVACY_POLICY_HTML, RETURN_POLICY_HTML } from './policies-data';

const KEYWORDS =
  'fine art prints, archival prints, giclee prints, art gallery, canvas prints, framed art, original paintings';

const meta = (title: string, description: string, keywords = KEYWORDS) => ({
  meta_title: title,
  meta_description: description,
  meta_keywords: keywords,
});

export const SHOP_NAME = 'Gallery Print Shop';

export const CONTENT_FIELDS: Record<ContentPage, Record<string, string>> = {
  homepage: {
    ...meta(
      `${SHOP_NAME} | Archival fine-art prints from original paintings`,
      'Museum-quality giclée prints of original paintings by our gallery artists, on cotton rag paper and canvas, matted and framed by hand in our studio.',
    ),
    first_section_title: 'Original art, printed to last a lifetime',
    first_section_subtitle:
      'Giclée prints of paintings by twelve gallery artists, made in our own studio on archival cotton rag and canvas.',
    first_section_button_text: 'Browse the collection',
    first_section_button_link: '/art-categories',
    first_section_image: '/media/home/hero.jpg',
    categories_section_title: 'Browse by subject',
    second_section_title: 'Printed by people who print for museums',
    second_section_description:
      'Every original is scanned at up to 600 dpi and proofed against the painting under daylight lamps. We print with twelve-colour pigment inks rated for more than a hundred years, on papers from Hahnemühle and Canson, and inspect each print by hand before it is packed.',
    second_section_button_text: 'About the studio',
    second_section_button_link: '/about',
    second_section_image: '/media/home/studio.jpg',
    third_section_title: 'Your size, your paper, your frame',
    third_section_description:
      'Choose any size up to the limits of the medium, add a bevel-cut mat, a hand-joined hardwood frame or a gallery-wrapped canvas, and watch the price update as you go. Artists set their own markup, and every sale pays the artist.',
    third_section_button_text: 'Meet the artists',
    third_section_button_link: '/artist-archive',
    third_section_image: '/media/home/framing.jpg',
    slider_section_title: 'Fresh art',
    slider_section_subtitle: 'The newest works from our gallery artists, scanned this season.',
    slider_section_button_text: 'See all new work',
    slider_section_button_link: '/art-categories',
  },
  about: {
    ...meta(
      `About us | ${SHOP_NAME}`,
      'An archival printing studio with a gallery in front: how we scan, proof and print, and the artists we represent.',
    ),
    title: 'About the studio',
    subtitle: 'An archival printing studio with a small gallery in front.',
    content: [
      '<p>We opened in 2009 as a fine-art printing studio for painters and photographers in the region. The gallery grew out of the work that came through our doors: artists whose originals we scanned kept asking whether we could sell prints for them, and in 2016 we started to.</p>',
      '<h2>How we print</h2>',
      '<p>Each original is photographed or scanned at up to 600 dpi with a calibrated camera and cross-polarised light, so brush texture shows without glare. We make a test strip on the chosen paper and compare it with the painting under D50 daylight lamps before the artist approves the file.</p>',
      '<p>Prints are made on Epson SureColor printers with twelve pigment inks, on 100% cotton rag papers and archival canvas. Framing is done in house: frames are hand-joined from solid hardwood or aluminium mouldings, mats are acid-free museum board, and glazing is UV-filtering acrylic.</p>',
      '<h2>Our artists</h2>',
      '<p>We represent a small group of painters working in oil, acrylic, watercolour, pastel, charcoal and mixed media. Artists keep their own portfolio with us, decide which works are offered, and set their own markup on top of our print price. Every sale pays the artist.</p>',
      '<h2>Visit</h2>',
      '<p>The gallery is open Tuesday to Saturday, 10 am to 6 pm. Come and see the originals, compare papers side by side, or bring your own work for a scanning consultation.</p>',
    ].join(''),
  },
  faqs: {
    ...meta(
      `Frequently asked questions | ${SHOP_NAME}`,
      'Answers about print sizes, papers and canvas, framing, shipping, returns and having your own artwork scanned.',
      `${KEYWORDS}, faq, shipping, framing`,
    ),
    title: 'Frequently asked questions',
    subtitle: 'Printing, framing, shipping and returns.',
  },
  'return-policy': {
    ...meta(
      `Return policy | ${SHOP_NAME}`,
      'How returns, reprints and refunds work for archival prints made to order.',
      'return policy, reprints, refunds, damaged prints',
    ),
    title: 'Return policy',
    content: RETURN_POLICY_HTML,
  },
  'privacy-policy': {
    ...meta(
      `Privacy policy | ${SHOP_NAME}`,
      'What personal information we collect, why we collect it, and how we protect it.',
      'privacy policy, personal data, cookies',
    ),
    title: 'Privacy policy',
    content: PRIVACY_POLICY_HTML,
  },
  'our-artists': {
    ...meta(
      `Artist archive | ${SHOP_NAME}`,
      'Meet the painters of our gallery and browse their original work, available as archival prints.',
      `${KEYWORDS}, artists, painters`,
    ),
    title: 'Artist archive',
    subtitle: 'Painters working in oil, acrylic, watercolour, pastel, charcoal and mixed media.',
  },
  artists: {
    ...meta(
      `{user_name} | Fine art prints | ${SHOP_NAME}`,
      'Original paintings by {user_name}, available as archival paper and canvas prints, matted and framed to order.',
      `{user_name}, ${KEYWORDS}`,
    ),
  },
  'art-artists': {
    ...meta(
      `Art categories | ${SHOP_NAME}`,
      'Search the gallery by subject, medium, style and proportion: landscapes, seascapes, florals, abstracts and more.',
    ),
    title: 'Art categories',
    subtitle: 'Filter by subject, medium, proportion and style, or search by keyword or artist.',
  },
  products: {
    ...meta(
      `{title} by {author} | Archival print | ${SHOP_NAME}`,
      'Order an archival print of {title} by {author}: choose the size, paper or canvas, mat and frame, and see the price as you go.',
      `{title}, {author}, ${KEYWORDS}`,
    ),
  },
  categories: {
    ...meta(
      `All categories | ${SHOP_NAME}`,
      'Every subject in the gallery, from landscapes and seascapes to florals, cityscapes and abstracts.',
    ),
    title: 'All categories',
    subtitle: 'Every subject in the gallery.',
  },
  'contact-us': {
    ...meta(
      `Contact us | ${SHOP_NAME}`,
      'Questions about a print, an order or having your own artwork scanned? Write to the studio.',
      'contact, archival printing studio, art scanning',
    ),
    first_block_title: 'Get in touch',
    first_block_description:
      'Questions about a print, an order, or having your own work scanned and printed? Send us a note and we will answer within one business day. For custom framing, tell us the size of the piece and the look you are after.',
    second_block_email: 'hello@gallery.example',
    second_block_phone: '(555) 010-2024',
    social_instagram: 'https://www.instagram.com/galleryprintshop/',
  },
};

export const FAQS: { question: string; answer: string }[] = [
  {
    question: 'What is a giclée print?',
    answer:
      'A giclée is an inkjet print made with archival pigment inks on archival paper or canvas. Ours are printed with twelve pigment inks rated for more than a hundred years on display away from direct sunlight.',
  },
  {
    question: 'Which paper should I choose?',
    answer:
      'Photo Rag and Cold Press are 100% cotton papers with a soft matte surface that suits paintings and drawings. Lustre has a slight sheen and deeper blacks. Metallic Pearl gives night scenes and cityscapes extra glow. If you are unsure, order a color proof first.',
  },
  {
    question: 'How large can you print?',
    answer:
      'Papers go up to 44 x 60 inches and canvas up to 40 x 60 inches. The configurator shows the largest size each medium allows, and it will tell you if a size is too large.',
  },
  {
    question: 'What is the difference between a gallery wrap and a framed canvas?',
    answer:
      'A gallery wrap is stretched over 1 1/2 inch bars with the image or a mirrored edge wrapping around the sides, ready to hang without a frame. A framed canvas is stretched over slimmer bars and set into a hardwood frame.',
  },
  {
    question: 'Do prints come with glass?',
    answer:
      'Framed paper prints are glazed. Prints with a long edge over 16 inches use UV-filtering acrylic (plexi), which is lighter and safer to ship than glass.',
  },
  {
    question: 'How long will my order take?',
    answer:
      'Unframed prints ship in 3 to 5 business days, framed prints and canvases in 7 to 10. Add the Rush Order Fee at checkout and we will ship within 2 business days.',
  },
  {
    question: 'How much is shipping?',
    answer:
      'Shipping depends on size and destination and is added to your final invoice. The price at checkout is an estimate; we email the final invoice before anything is charged.',
  },
  {
    question: 'Can I return a print?',
    answer:
      'Prints are made to order, so we do not accept returns for a change of mind. If a print arrives damaged or is not what you ordered, tell us within 30 days and we will reprint it or refund you. See our return policy for details.',
  },
  {
    question: 'Can you scan and print my own artwork?',
    answer:
      'Yes. We scan originals up to 40 x 60 inches at up to 600 dpi. Bring the work to the studio or contact us to arrange delivery. Scanning is priced by size, with a minimum and maximum charge.',
  },
  {
    question: 'How do I become a gallery artist?',
    answer:
      'Send us a short note with a link to your work through the contact page. We review portfolios twice a year.',
  },
  {
    question: 'Do you offer trade pricing?',
    answer:
      'Interior designers, framers and galleries can apply for a wholesale account with a discount on every print. Contact us with your business details.',
  },
];
