import { m } from '../../../paraglide/messages.js';

/** A calm shield-and-lock drawing, shipped inline so it needs no network. */
export function SecurityIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 240 220" role="img" aria-labelledby="security-illustration-title" className={className}>
      <title id="security-illustration-title">{m.account_security_illustration()}</title>
      <circle cx="120" cy="112" r="96" fill="#eef6f5" />
      <path d="M40 176c20-18 44-22 62-14-18 2-40 10-62 14z" fill="#acd3cd" />
      <path d="M200 170c-14-20-36-28-56-22 18 0 38 8 56 22z" fill="#acd3cd" />
      <path
        d="M120 36l58 20v46c0 40-25 70-58 84-33-14-58-44-58-84V56z"
        fill="#ffffff"
        stroke="#1f5f5b"
        strokeWidth="5"
        strokeLinejoin="round"
      />
      <path d="M120 50l44 15v37c0 31-19 55-44 67z" fill="#d5e9e6" />
      <rect x="96" y="98" width="48" height="40" rx="8" fill="#1f5f5b" />
      <path
        d="M106 98v-12a14 14 0 0128 0v12"
        fill="none"
        stroke="#1f5f5b"
        strokeWidth="6"
        strokeLinecap="round"
      />
      <circle cx="120" cy="114" r="5" fill="#eef6f5" />
      <rect x="118" y="116" width="4" height="11" rx="2" fill="#eef6f5" />
      <circle cx="58" cy="64" r="6" fill="#f6efe4" stroke="#b4532a" strokeWidth="2" />
      <circle cx="188" cy="48" r="4" fill="#b4532a" />
      <circle cx="196" cy="132" r="5" fill="#f6efe4" stroke="#2f7f78" strokeWidth="2" />
    </svg>
  );
}
