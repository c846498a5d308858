// The shipping address a test checkout sends (billing the same), in the API's flat fields.
export const checkoutAddress = {
  shipping_address_name: 'Ada Buyer',
  shipping_address_line_1: '1 Gallery Row',
  shipping_address_city: 'Portland',
  shipping_address_state: 'OR',
  shipping_address_postal_code: '97201',
  shipping_address_country: 'US',
  shipping_is_billing: true,
};
