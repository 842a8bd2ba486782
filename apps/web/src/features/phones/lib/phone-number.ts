/** Ten digits as people read them aloud: '98765 43210'. Anything else is shown as it is. */
export const formatPhone = (digits: string): string =>
  /^\d{10}$/.test(digits) ? `${digits.slice(0, 5)} ${digits.slice(5)}` : digits;

/** Seconds as 'm:ss', for "ask again in 0:45". */
export const formatWait = (seconds: number): string => {
  const whole = Math.max(0, Math.ceil(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};
