const NETWORKS_BY_HOST: Record<string, string> = {
  'instagram.com': 'Instagram',
  'facebook.com': 'Facebook',
  'fb.com': 'Facebook',
  'linkedin.com': 'LinkedIn',
  'youtube.com': 'YouTube',
  'youtu.be': 'YouTube',
  'x.com': 'X',
  'twitter.com': 'X',
};

/** The network a profile URL belongs to, from its host ('https://www.instagram.com/…' is Instagram). */
export function socialNetworkOf(url: string): string {
  const host = new URL(url).hostname.replace(/^(www|m)\./, '');
  return NETWORKS_BY_HOST[host] ?? host;
}

/** Simple hand-drawn marks for the social networks of SOCIAL_LINKS (lucide ships no brand icons). */
export function SocialIcon({ network }: { network: string }) {
  const common = {
    'aria-hidden': true,
    viewBox: '0 0 24 24',
    className: 'size-5',
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 1.8,
    strokeLinecap: 'round',
    strokeLinejoin: 'round',
  } as const;
  switch (network) {
    case 'Instagram':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </svg>
      );
    case 'Facebook':
      return (
        <svg {...common}>
          <path d="M14 21v-8h3l.5-3.5H14V7.8c0-1 .4-1.8 1.9-1.8H18V3.2A22 22 0 0 0 15.3 3C12.6 3 11 4.6 11 7.5v2H8V13h3v8" />
        </svg>
      );
    case 'LinkedIn':
      return (
        <svg {...common}>
          <rect x="3" y="3" width="18" height="18" rx="3" />
          <path d="M8 10.5V17M8 7.3v.2M12 17v-6.5M12 13.5c0-2 1.3-3 2.7-3S17 11.4 17 13.3V17" />
        </svg>
      );
    case 'YouTube':
      return (
        <svg {...common}>
          <rect x="2.5" y="5" width="19" height="14" rx="4" />
          <path d="m10 9 5 3-5 3z" fill="currentColor" />
        </svg>
      );
    case 'X':
      return (
        <svg {...common}>
          <path d="M4 4l16 16M20 4 4 20" />
        </svg>
      );
    default:
      return (
        <svg {...common}>
          <circle cx="12" cy="12" r="9" />
        </svg>
      );
  }
}
