import type { FastifyRequest } from 'fastify';
import { BASE_LOCALE, localeFromAcceptLanguage, type AppLocale } from '@sukoon/contract/languages';

/**
 * The language a request asks to be answered in: its Accept-Language (the web app sends the page's
 * language), English without one or for a language we do not speak (decision 018).
 */
export const requestLocale = (request: FastifyRequest): AppLocale =>
  localeFromAcceptLanguage(request.headers['accept-language']) ?? BASE_LOCALE;
