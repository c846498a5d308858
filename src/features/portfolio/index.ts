// The artist portfolio for /my-account: the My Works tab and the banner with profile and cover
// pictures. The account screen mounts both.
export { MyWorksTab, type MyWorksTabProps } from './my-works-tab';
export { PortfolioBanner } from './portfolio-banner';
