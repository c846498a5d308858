export { ThankYouPage } from '../features/thank-you/thank-you-page';
