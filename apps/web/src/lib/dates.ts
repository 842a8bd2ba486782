import { formatIstDate, formatIstDateTime, formatIstTime, type IstDateOptions } from '@sukoon/contract';
import { currentLocale } from './locale.ts';

/** The contract's IST formats in the page's language: every date the web app shows goes through here. */
export const formatDate = (value: string | number | Date, options: Omit<IstDateOptions, 'locale'> = {}) =>
  formatIstDate(value, { ...options, locale: currentLocale() });

export const formatTime = (value: string | number | Date) => formatIstTime(value, currentLocale());

export const formatDateTime = (value: string | number | Date, options: Omit<IstDateOptions, 'locale'> = {}) =>
  formatIstDateTime(value, { ...options, locale: currentLocale() });
