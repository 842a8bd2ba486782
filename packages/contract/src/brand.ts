/** The product's name; the web app's site config and the API's e-mails both use it. */
export const BRAND_NAME = 'Sukoon';
