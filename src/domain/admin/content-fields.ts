// How the Content screen names a page's fields, and which fields hold a picture. A field is
// stored under its key (first_section_title); the editor shows the label. New fields add a
// line here; a key without one still gets a readable label made from it.
export const CONTENT_FIELD_LABELS: Readonly<Record<string, string>> = {
  title: 'Page heading',
  subtitle: 'Text under the heading',
  content: 'Page text',
  first_section_title: 'Banner heading',
  first_section_subtitle: 'Banner text',
  first_section_button_text: 'Banner button: text',
  first_section_button_link: 'Banner button: link',
  first_section_image: 'Banner picture',
  categories_section_title: 'Subjects: heading',
  second_section_title: 'Second section: heading',
  second_section_description: 'Second section: text',
  second_section_button_text: 'Second section button: text',
  second_section_button_link: 'Second section button: link',
  second_section_image: 'Second section: picture',
  third_section_title: 'Third section: heading',
  third_section_description: 'Third section: text',
  third_section_button_text: 'Third section button: text',
  third_section_button_link: 'Third section button: link',
  third_section_image: 'Third section: picture',
  slider_section_title: 'Fresh art: heading',
  slider_section_subtitle: 'Fresh art: text',
  slider_section_button_text: 'Fresh art button: text',
  slider_section_button_link: 'Fresh art button: link',
  first_block_title: 'Contact block: heading',
  first_block_description: 'Contact block: text',
  second_block_email: 'Email address shown',
  second_block_phone: 'Phone number shown',
  meta_title: 'Title in search results and the browser tab',
  meta_description: 'Description in search results',
  meta_keywords: 'Keywords',
  social_instagram: 'Instagram page (leave empty to hide the link)',
  social_facebook: 'Facebook page (leave empty to hide the link)',
  social_pinterest: 'Pinterest page (leave empty to hide the link)',
};

export function contentFieldLabel(key: string): string {
  return CONTENT_FIELD_LABELS[key] ?? key.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
}

/** Fields that hold a picture's URL, chosen with the picture picker. */
export const isPictureField = (key: string) => key.endsWith('_image');
